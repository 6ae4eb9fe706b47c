"""Repeated claims: the one module that decides whether two claims say the same thing,
finds a claim's earlier matches, and links a claim to an earlier check.

**The same thing.** `similarity(a, b)` scores two claims from 0 to 1:

- a change and its opposite (“rose”/“fell”, “back”/“oppose”) are different claims;
- figures first: when both state numbers (read as the extractor reads them, in
  digits or words, in either language), different numbers mean different claims
  (“235,000 troops” is not “150,000 troops”, however alike the words), and the same
  numbers make the match across languages (“235.000 soldados” and “235,000
  troops”), the words only deciding how sure it is; a statement with figures the
  other lacks is at most loosely related;
- otherwise the words: the share of content words (folded, crudely stemmed, with a
  small table of English–Spanish equivalents) the two statements have in common,
  weighted toward the shorter statement, so a paraphrase that adds context still
  matches.

`MATCH_THRESHOLD` was chosen on the labelled pairs in `claims/matching_pairs.json`
(`manage.py evaluate_matching` prints precision and recall at each threshold).

**Finding.** `earlier_matches(claim)` narrows the candidates in the database, then
scores them in Python: on PostgreSQL through the claims' full-text search document
(`claims.search`, any of the claim's rarest words, GIN-indexed), on SQLite through the
folded statement containing one of them; claims with the same value are always
candidates. Readers see only confirmed claims (`Claim.objects.visible_to`).

**Reuse.** `check_reuse(claim=, earlier=, by=)` records that a claim repeats one
already checked (`ClaimMatch`, a relation, not a copy): both public pages show the
other. Carrying a verdict over is a workflow move (`claims.workflow`) made by an
editor, with a note naming the earlier check; nothing is carried over silently.
"""

import re
import unicodedata
from decimal import Decimal

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, connection, transaction
from django.db.models import Q, QuerySet
from django.utils.translation import gettext as _

from claims.extraction.numbers import find_numbers
from claims.models import Claim, ClaimMatch

MATCH_THRESHOLD = 0.6
CANDIDATE_LIMIT = 200
LINK_PERMISSION = "claims.add_claimmatch"

STOPWORDS = frozenset(
    """a an and are as at be been but by for from had has have he her his i in into is it its of on or our
    over says said say she than that the their them there they this to up was we were which who will with
    would about according more than less some all not no also after before when while what how
    de del el la las los en y que por para con un una unos unas se su sus al lo más mas es son fue han ha
    dijo dice según segun sobre entre como pero sin hay ya este esta estos estas ese esa""".split()
)
# English and Spanish words a bilingual newsroom's claims share, folded to one form.
EQUIVALENTS = {
    "soldado": "troop",
    "soldier": "troop",
    "tropa": "troop",
    "militar": "military",
    "ejercito": "army",
    "fuerza": "force",
    "armada": "armed",
    "armado": "armed",
    "gobierno": "government",
    "ministerio": "ministry",
    "defensa": "defense",
    "defence": "defense",
    "pais": "country",
    "paise": "country",
    "nation": "country",
    "persona": "people",
    "person": "people",
    "muerto": "dead",
    "died": "dead",
    "killed": "dead",
    "death": "dead",
    "muerte": "dead",
    "fallecido": "dead",
    "hospital": "hospital",
    "paciente": "patient",
    "desertor": "defector",
    "deserted": "defected",
    "desertado": "defected",
    "frontera": "border",
    "millon": "million",
    "euro": "euro",
    "dolar": "dollar",
    "precio": "price",
    "inflacion": "inflation",
    "desempleo": "unemployment",
    "eleccion": "election",
    "voto": "vote",
    "presidente": "president",
    "ciudad": "city",
    "agua": "water",
    "escuela": "school",
    "estudiante": "student",
    "trabajador": "worker",
    "empleo": "job",
    "vacuna": "vaccine",
    "caso": "case",
    "porcentaje": "percent",
    "ciento": "percent",
    "%": "percent",
}
PERCENT_WORDS = re.compile(r"%|\bper ?cent\b|\bpor ciento\b", re.IGNORECASE)
SPANISH_MARKERS = frozenset(
    "el la los las de del en y que por para con según segun una unos fue fueron han es son más".split()
)
# A change and its opposite, support and opposition: one word of each side in two
# statements makes them different claims, whatever else they share.
DIRECTIONS = (
    (
        frozenset(
            "rose rise risen increase increased up raised higher exceeded gained grew grow subió subio aumentó aumento creció crecio superó supero".split()
        ),
        frozenset(
            "fell fall fallen dropped drop cut lower below decreased decline declined shrank bajó bajo cayó cayo redujo descendió descendio".split()
        ),
    ),
    (
        frozenset("back backs support supports approve approved favour favor apoya apoyan respaldan".split()),
        frozenset("oppose opposes opposed reject rejects against rechaza rechazan".split()),
    ),
)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'"))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def _stem(word: str) -> str:
    for suffix in ("ing", "es", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            word = word[: -len(suffix)]
            break
    return EQUIVALENTS.get(word, word)


def content_words(text: str) -> set[str]:
    words = set()
    for word in re.findall(r"[a-z%]+", _fold(text).replace("'s", "")):
        if word in STOPWORDS or len(word) < 3 and word != "%":
            continue
        words.add(_stem(word))
    return words


def guess_language(text: str) -> str:
    words = re.findall(r"[a-záéíóúñ]+", text.lower())
    return "es" if sum(word in SPANISH_MARKERS for word in words) >= 2 else "en"


def numbers_in(text: str, value: Decimal | None = None) -> frozenset[Decimal]:
    """The numbers a statement states, read as the extractor reads them (digits in
    either language's notation, number words, scales, fractions as percentages),
    plus the claim's own value. Years are context, not the figure."""
    found = set()
    for mention in find_numbers(text, language=guess_language(text)):
        if mention.value is None or mention.vague or mention.lone_one:
            continue
        if mention.plain_integer and 1900 <= mention.value <= 2100:
            continue
        found.add(mention.value.normalize())
    if value is not None:
        found.add(Decimal(value).normalize())
    return frozenset(found)


def _opposed(a: str, b: str) -> bool:
    a_words = set(re.findall(r"\w+", a.lower()))
    b_words = set(re.findall(r"\w+", b.lower()))
    for one, other in DIRECTIONS:
        a_one, a_other, b_one, b_other = a_words & one, a_words & other, b_words & one, b_words & other
        if (a_one and b_other and not a_other and not b_one) or (a_other and b_one and not a_one and not b_other):
            return True
    return False


def similarity(a: str, b: str, *, a_value: Decimal | None = None, b_value: Decimal | None = None) -> float:
    """How surely two statements say the same thing, 0 to 1 (see the docstring)."""
    a_words, b_words = content_words(a), content_words(b)
    shared = len(a_words & b_words)
    smaller = min(len(a_words), len(b_words)) or 1
    larger = max(len(a_words), len(b_words)) or 1
    words = 0.7 * shared / smaller + 0.3 * shared / larger
    if _opposed(a, b):
        return 0.0
    a_numbers, b_numbers = numbers_in(a, a_value), numbers_in(b, b_value)
    if a_numbers and b_numbers:
        if a_numbers.isdisjoint(b_numbers):
            return 0.0
        if bool(PERCENT_WORDS.search(a)) != bool(PERCENT_WORDS.search(b)):
            return 0.0
        if a_numbers != b_numbers:
            # One states figures the other does not: related, rarely the same claim.
            return 0.5 * words
        return min(1.0, 0.45 + 0.55 * words)
    if a_numbers or b_numbers:
        # One states a figure the other does not: at most a loose paraphrase.
        return 0.8 * words
    return words


def _rare_words(claim: Claim, count: int = 5) -> list[str]:
    words = sorted(content_words(claim.statement), key=lambda w: (-len(w), w))
    return words[:count]


def _candidates(claim: Claim, queryset: QuerySet[Claim]) -> QuerySet[Claim]:
    others = queryset.exclude(pk=claim.pk)
    same_value = Q(value=claim.value) if claim.value is not None else Q(pk__in=[])
    words = _rare_words(claim)
    if not words:
        return others.filter(same_value)
    if connection.vendor == "postgresql":
        from django.db.models.expressions import RawSQL

        query = " | ".join(re.sub(r"[^a-z0-9]", "", word) for word in words if re.sub(r"[^a-z0-9]", "", word))
        matches = Q(
            pk__in=RawSQL(
                "SELECT id FROM claims_claim WHERE search_document @@ "
                "(to_tsquery('newsroom_en', %s) || to_tsquery('newsroom_es', %s))",
                [query, query],
            )
        )
    else:
        from claims.search import Folded

        others = others.annotate(folded_statement=Folded("statement"))
        matches = Q()
        for word in words:
            matches |= Q(folded_statement__contains=word[:5])
    return others.filter(matches | same_value)


def earlier_matches(*, claim: Claim, user, limit: int = 5) -> list[tuple[Claim, float]]:
    """Claims this user may see that say what `claim` says, best first, with their
    score: those stored before it (the point is to reuse an earlier check)."""
    queryset = Claim.objects.visible_to(user).filter(created_at__lte=claim.created_at)
    scored = []
    for other in (
        _candidates(claim, queryset)
        .select_related("article")
        .defer("article__body")
        .order_by("-created_at", "-id")[:CANDIDATE_LIMIT]
    ):
        score = similarity(claim.statement, other.statement, a_value=claim.value, b_value=other.value)
        if score >= MATCH_THRESHOLD:
            scored.append((other, round(score, 3)))
    scored.sort(key=lambda pair: (-pair[1], -pair[0].pk))
    return scored[:limit]


@transaction.atomic
def check_reuse(*, claim: Claim, earlier: Claim, by, note: str = "") -> ClaimMatch:
    """Record that `claim` repeats `earlier` (which usually has a verdict). The
    database decides a race: one record per pair."""
    if by is None or not by.is_active or not by.is_staff or not by.has_perm(LINK_PERMISSION):
        raise PermissionDenied(_("You may not link repeated claims."))
    if claim.pk == earlier.pk:
        raise ValidationError({"earlier": _("A claim cannot repeat itself.")})
    try:
        with transaction.atomic():
            return ClaimMatch.objects.create(claim=claim, earlier=earlier, linked_by=by, note=note.strip())
    except IntegrityError:
        raise ValidationError({"earlier": _("These two claims are already linked.")}) from None


def linked_checks(*, claim: Claim, user) -> list[Claim]:
    """The claims linked to `claim` as repeats, in either direction, that this
    user may see (one query)."""
    visible = Claim.objects.visible_to(user)
    return list(
        visible.filter(Q(repeated_by__claim=claim) | Q(repeats__earlier=claim))
        .exclude(pk=claim.pk)
        .select_related("article")
        .defer("article__body")
        .distinct()
        .order_by("created_at", "id")
    )
