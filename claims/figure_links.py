"""Tracked figures: the one module that links statistic claims to them, suggests
links, reads the date a value refers to and finds values that disagree.

The admin, the API, imports and commands call these functions; none of them writes a
`FigureValue`, `FigureSuggestion` or `FigureDisagreement` itself, so the rules below
hold wherever a link is made.

**What a value says.** A claim's value and qualifier stand for a range:
"exactly 235,000" is [235,000, 235,000]; "more than 1,000" is (1,000, ∞); "at most 60"
is [0, 60]; "about 1,000" is 1,000 ± `APPROXIMATE_TOLERANCE` (10%).

**Disagreement.** Two values of one figure disagree when their ranges do not meet and
they refer to the same period: dates at most `SAME_PERIOD_DAYS` apart, or, when
neither date is known, the same article. "More than 1,000" and "235" at the same date
disagree; "more than 60" in February and "about 1,000" in March do not: that is a trend.
Flags are recomputed whenever a figure's values change; an explained flag keeps its
note while the two values still disagree.

**Dates.** A value refers to the article's date unless its own words give another:
"as of March 4", "by March 4", "until March 4", Spanish "al 4 de marzo", "hasta el 4
de marzo". "Since February 23" starts the period counted, which still ends when the
article is written, so it keeps the article's date. A date without a year takes the
article's year; with neither, the date stays unknown and an editor may set it.

**Suggestions.** A statistic claim is suggested the figures with the same unit whose
words (name, subject, place) it shares most (`suggestion_score`). Candidates are
narrowed by unit in the database and scored in Python, the same on PostgreSQL and
SQLite: a newsroom tracks dozens or hundreds of figures, not millions, so one
scoring rule for both beats a trigram index that only one of them has.
"""

import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from itertools import combinations

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.text import slugify
from django.utils.translation import gettext as _

from claims.models import (
    Claim,
    ClaimKind,
    FigureDisagreement,
    FigureSuggestion,
    FigureValue,
    Qualifier,
    SuggestionState,
    TrackedFigure,
)

APPROXIMATE_TOLERANCE = Decimal("0.10")
SAME_PERIOD_DAYS = 7
# A suggestion needs at least this share of the figure's words in the claim.
SUGGESTION_THRESHOLD = Decimal("0.34")
MAX_SUGGESTIONS = 3

LINK_PERMISSION = "claims.add_figurevalue"
UNLINK_PERMISSION = "claims.delete_figurevalue"
CREATE_PERMISSION = "claims.add_trackedfigure"
EXPLAIN_PERMISSION = "claims.change_figuredisagreement"


# --- what a value says -------------------------------------------------------------------


@dataclass(frozen=True)
class Bounds:
    """The range a value and its qualifier allow; None is unbounded."""

    low: Decimal | None
    low_open: bool
    high: Decimal | None
    high_open: bool

    def contains_above(self, point: Decimal, point_open: bool) -> bool:
        """Whether some number of this range is above `point` (strictly, if open)."""
        if self.high is None:
            return True
        if self.high > point:
            return True
        return self.high == point and not self.high_open and not point_open


def value_bounds(value: Decimal, qualifier: str) -> Bounds:
    if qualifier == Qualifier.MORE_THAN:
        return Bounds(value, True, None, False)
    if qualifier == Qualifier.AT_LEAST:
        return Bounds(value, False, None, False)
    if qualifier == Qualifier.LESS_THAN:
        return Bounds(None, False, value, True)
    if qualifier == Qualifier.AT_MOST:
        return Bounds(None, False, value, False)
    if qualifier == Qualifier.APPROXIMATELY:
        margin = abs(value) * APPROXIMATE_TOLERANCE
        return Bounds(value - margin, False, value + margin, False)
    return Bounds(value, False, value, False)


def bounds_meet(a: Bounds, b: Bounds) -> bool:
    """Whether one number could satisfy both ranges."""

    def below(x: Bounds, y: Bounds) -> bool:
        # x lies wholly below y: x's top is under y's bottom.
        if x.high is None or y.low is None:
            return False
        if x.high < y.low:
            return True
        return x.high == y.low and (x.high_open or y.low_open)

    return not below(a, b) and not below(b, a)


def claim_bounds(claim: Claim) -> Bounds:
    return value_bounds(claim.value, claim.qualifier or Qualifier.EXACT)


def same_period(a: FigureValue, b: FigureValue) -> bool:
    if a.refers_to and b.refers_to:
        return abs((a.refers_to - b.refers_to).days) <= SAME_PERIOD_DAYS
    if a.refers_to is None and b.refers_to is None:
        return a.claim.article_id == b.claim.article_id
    return False


def values_disagree(a: FigureValue, b: FigureValue) -> bool:
    return same_period(a, b) and not bounds_meet(claim_bounds(a.claim), claim_bounds(b.claim))


# --- dates -------------------------------------------------------------------------------

MONTHS = {
    **{
        name: number
        for number, name in enumerate(
            "january february march april may june july august september october november december".split(), 1
        )
    },
    **{
        name: number
        for number, name in enumerate(
            "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(), 1
        )
    },
    "setiembre": 9,
}
_MONTH = "(?P<month>" + "|".join(MONTHS) + ")"
_AS_OF = r"(?:as\s+of|by|until|through|at\s+the\s+end\s+of|al|hasta\s+el|a\s+fecha\s+del?)"
DATE_IN_TEXT = re.compile(
    rf"\b{_AS_OF}\s+(?:"
    rf"{_MONTH}\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?(?:,?\s+(?P<year>\d{{4}}))?"
    rf"|(?P<day2>\d{{1,2}})\s+(?:de\s+)?(?P<month2>{'|'.join(MONTHS)})(?:\s+(?:de\s+)?(?P<year2>\d{{4}}))?"
    r")\b",
    re.IGNORECASE,
)


def refers_to_for(*, claim: Claim) -> date | None:
    """The date the claim's value refers to (see the module's docstring)."""
    published = claim.article.published_on
    match = DATE_IN_TEXT.search(claim.quote)
    if match is None:
        return published
    month = MONTHS[(match["month"] or match["month2"]).lower()]
    day = int(match["day"] or match["day2"])
    year_text = match["year"] or match["year2"]
    if year_text:
        year = int(year_text)
    elif published:
        # "as of December 30" in a January article is last year's December.
        year = published.year - 1 if month > published.month else published.year
    else:
        return None
    try:
        return date(year, month, day)
    except ValueError:
        return published


# --- suggestions -------------------------------------------------------------------------

STOPWORDS = frozenset(
    "a an and are as at be been by for from has have in into is it its of on or over than that the their "
    "them they this to was were who which with de del el la las los en y que por para con un una unos unas "
    "se su sus al lo más mas".split()
)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'"))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def words(text: str) -> set[str]:
    """Content words of `text`, folded and crudely singular, for comparing subjects."""
    found = set()
    for word in re.findall(r"[a-z0-9%]+", _fold(text).replace("'s", "")):
        if word in STOPWORDS or word.isdigit():
            continue
        if len(word) > 4 and word.endswith("es") and not word.endswith("ses"):
            word = word[:-2]
        elif len(word) > 3 and word.endswith("s"):
            word = word[:-1]
        found.add(word)
    return found


PERCENT_UNITS = {"%", "percent", "per cent", "por ciento", "porcentaje"}


def _unit_key(unit: str) -> set[str]:
    folded = _fold(unit).strip()
    if folded in PERCENT_UNITS or folded.startswith(("percent", "por ciento", "%")):
        return {"%"}
    return words(folded)


def same_unit(figure_unit: str, claim_unit: str) -> bool:
    return bool(_unit_key(figure_unit) & _unit_key(claim_unit))


def suggestion_score(*, figure: TrackedFigure, claim: Claim) -> Decimal:
    """The share of the figure's words (name, subject, place) that the claim uses."""
    if not same_unit(figure.unit, claim.unit):
        return Decimal(0)
    wanted = words(" ".join((figure.name, figure.subject, figure.place)))
    if not wanted:
        return Decimal(0)
    have = words(" ".join((claim.unit, claim.statement, claim.quote)))
    return (Decimal(len(wanted & have)) / Decimal(len(wanted))).quantize(Decimal("0.001"))


def is_trackable(claim: Claim) -> bool:
    return claim.kind == ClaimKind.STATISTIC and claim.value is not None and bool(claim.unit)


def claims_proposed(*, claims: list[Claim]) -> list[FigureSuggestion]:
    """After an import stores new claims (no link, no suggestion yet): each trackable
    one gets the suggestions `suggestions_refresh` would give it, in two queries
    for any number of claims."""
    trackable = [claim for claim in claims if is_trackable(claim)]
    if not trackable:
        return []
    figures = list(TrackedFigure.objects.only("id", "name", "subject", "place", "unit"))
    suggestions = []
    for claim in trackable:
        scored = sorted(
            (
                (score, figure.id)
                for figure in figures
                if (score := suggestion_score(figure=figure, claim=claim)) >= SUGGESTION_THRESHOLD
            ),
            key=lambda pair: (-pair[0], pair[1]),
        )
        suggestions += [
            FigureSuggestion(claim=claim, figure_id=figure_id, score=score, state=SuggestionState.PENDING)
            for score, figure_id in scored[:MAX_SUGGESTIONS]
        ]
    return FigureSuggestion.objects.bulk_create(suggestions) if suggestions else []


@transaction.atomic
def suggestions_refresh(*, claim: Claim) -> list[FigureSuggestion]:
    """Propose the figures `claim` probably belongs to; called when a statistic is
    stored or imported. Rejected suggestions are never proposed again, and a linked
    claim gets none."""
    if not is_trackable(claim) or FigureValue.objects.filter(claim=claim).exists():
        FigureSuggestion.objects.filter(claim=claim, state=SuggestionState.PENDING).delete()
        return []
    rejected = set(
        FigureSuggestion.objects.filter(claim=claim, state=SuggestionState.REJECTED).values_list("figure_id", flat=True)
    )
    scored = []
    for figure in TrackedFigure.objects.exclude(id__in=rejected).only("id", "name", "subject", "place", "unit"):
        score = suggestion_score(figure=figure, claim=claim)
        if score >= SUGGESTION_THRESHOLD:
            scored.append((score, figure.id))
    scored.sort(key=lambda pair: (-pair[0], pair[1]))
    keep = scored[:MAX_SUGGESTIONS]
    FigureSuggestion.objects.filter(claim=claim, state=SuggestionState.PENDING).exclude(
        figure_id__in=[figure_id for _, figure_id in keep]
    ).delete()
    suggestions = []
    for score, figure_id in keep:
        suggestion, _ = FigureSuggestion.objects.update_or_create(
            claim=claim, figure_id=figure_id, defaults={"score": score, "state": SuggestionState.PENDING}
        )
        suggestions.append(suggestion)
    return suggestions


# --- linking -----------------------------------------------------------------------------


def _require(user, permission: str, refusal: str) -> None:
    """`refusal`: what the user is told, e.g. "You may not create tracked figures."."""
    if user is None or not user.is_active or not user.is_staff or not user.has_perm(permission):
        raise PermissionDenied(refusal)


def units_compatible(figure_unit: str, claim_unit: str) -> bool:
    """A share cannot be a value of a count, nor a count of a share; beyond that
    the editor decides ("defectors" are "members of the armed forces")."""
    return (_unit_key(figure_unit) == {"%"}) == (_unit_key(claim_unit) == {"%"})


@transaction.atomic
def figure_link(*, claim: Claim, figure: TrackedFigure, by, refers_to: date | None = None) -> FigureValue:
    """Link a statistic claim to a tracked figure; its date is read from the text
    unless given. The database decides a race: one figure per claim."""
    _require(by, LINK_PERMISSION, _("You may not link claims to tracked figures."))
    return _link(claim=claim, figure=figure, by=by, refers_to=refers_to)


@transaction.atomic
def figure_link_as_system(*, claim: Claim, figure: TrackedFigure, refers_to: date | None = None) -> FigureValue:
    """The same link, made by the system rather than a person: the seed loader and
    commands run by an administrator."""
    return _link(claim=claim, figure=figure, by=None, refers_to=refers_to)


def _link(*, claim: Claim, figure: TrackedFigure, by, refers_to: date | None) -> FigureValue:
    if not is_trackable(claim):
        raise ValidationError(
            {"claim": _("Only a statistic with a value and a unit can be linked to a tracked figure.")}
        )
    if not units_compatible(figure.unit, claim.unit):
        raise ValidationError(
            {
                "figure": _(
                    "The claim counts “%(claim_unit)s”, the tracked figure counts “%(figure_unit)s”: "
                    "a percentage and a count cannot be one figure."
                )
                % {"claim_unit": claim.unit, "figure_unit": figure.unit}
            }
        )
    try:
        with transaction.atomic():
            value = FigureValue.objects.create(
                figure=figure, claim=claim, refers_to=refers_to or refers_to_for(claim=claim), linked_by=by
            )
    except IntegrityError:
        current = FigureValue.objects.select_related("figure").filter(claim=claim).first()
        name = current.figure.name if current else _("another figure")
        raise ValidationError(
            {"claim": _("This claim is already linked to “%(figure)s”. Unlink it first.") % {"figure": name}}
        ) from None
    FigureSuggestion.objects.filter(claim=claim).exclude(state=SuggestionState.REJECTED).delete()
    disagreements_refresh(figure=figure)
    return value


@transaction.atomic
def figure_unlink(*, value: FigureValue, by) -> None:
    _require(by, UNLINK_PERMISSION, _("You may not unlink claims from tracked figures."))
    figure = value.figure
    value.delete()
    disagreements_refresh(figure=figure)


@transaction.atomic
def figure_value_date_set(*, value: FigureValue, refers_to: date | None, by) -> FigureValue:
    _require(by, LINK_PERMISSION, _("You may not change the date of a figure's value."))
    value.refers_to = refers_to
    value.save(update_fields=["refers_to"])
    disagreements_refresh(figure=value.figure)
    return value


def _unique_slug(name: str) -> str:
    base = slugify(name)[:180] or "figure"
    slug, n = base, 2
    while TrackedFigure.objects.filter(slug=slug).exists():
        slug, n = f"{base}-{n}", n + 1
    return slug


@transaction.atomic
def figure_create_from_claim(*, claim: Claim, by, name: str = "", subject: str = "", place: str = "") -> FigureValue:
    """A new tracked figure named after the claim's unit (or `name`), with the claim
    as its first value: one step from a claim in the admin."""
    _require(by, CREATE_PERMISSION, _("You may not create tracked figures."))
    if not is_trackable(claim):
        raise ValidationError({"claim": _("Only a statistic with a value and a unit can start a tracked figure.")})
    name = (name or claim.unit).strip()
    name = name[:1].upper() + name[1:]
    figure = TrackedFigure(name=name, slug=_unique_slug(name), unit=claim.unit, subject=subject, place=place)
    figure.full_clean()
    figure.save()
    return figure_link(claim=claim, figure=figure, by=by)


@transaction.atomic
def suggestion_accept(*, suggestion: FigureSuggestion, by) -> FigureValue:
    return figure_link(claim=suggestion.claim, figure=suggestion.figure, by=by)


@transaction.atomic
def suggestion_reject(*, suggestion: FigureSuggestion, by) -> FigureSuggestion:
    _require(by, LINK_PERMISSION, _("You may not reject figure suggestions."))
    suggestion.state = SuggestionState.REJECTED
    suggestion.save(update_fields=["state"])
    return suggestion


# --- disagreements -----------------------------------------------------------------------


def disagreements_refresh(*, figure: TrackedFigure) -> list[FigureDisagreement]:
    """Flag every pair of the figure's values that disagree; drop flags that no
    longer hold. Explained flags keep their note."""
    values = list(
        FigureValue.objects.filter(figure=figure)
        .select_related("claim")
        .only("id", "refers_to", "claim__id", "claim__article_id", "claim__value", "claim__qualifier")
        .order_by("id")
    )
    pairs = {(a.id, b.id) for a, b in combinations(values, 2) if values_disagree(a, b)}
    existing = {(flag.first_id, flag.second_id): flag for flag in FigureDisagreement.objects.filter(figure=figure)}
    stale = [flag.id for key, flag in existing.items() if key not in pairs]
    if stale:
        FigureDisagreement.objects.filter(id__in=stale).delete()
    FigureDisagreement.objects.bulk_create(
        [FigureDisagreement(figure=figure, first_id=a, second_id=b) for a, b in sorted(pairs - existing.keys())],
        ignore_conflicts=True,
    )
    return list(FigureDisagreement.objects.filter(figure=figure))


def claim_stored(*, claim: Claim) -> None:
    """After a claim is stored (saved by an editor, proposed by an import): a linked
    claim's figure has its flags recomputed, since its value may have changed; an
    unlinked statistic gets suggestions."""
    value = FigureValue.objects.filter(claim=claim).select_related("figure").first()
    if value is not None:
        disagreements_refresh(figure=value.figure)
    elif is_trackable(claim):
        suggestions_refresh(claim=claim)


@transaction.atomic
def disagreement_explain(*, flag: FigureDisagreement, by, note: str) -> FigureDisagreement:
    _require(by, EXPLAIN_PERMISSION, _("You may not explain disagreements."))
    note = note.strip()
    if not note:
        raise ValidationError({"note": _("Say why the two values differ: readers see this note.")})
    flag.explained, flag.note, flag.explained_by, flag.explained_at = True, note, by, timezone.now()
    flag.save(update_fields=["explained", "note", "explained_by", "explained_at"])
    return flag
