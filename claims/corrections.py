"""Corrections: the one module that changes a published article's text.

    article_correct(article=…, body=…, note=…, by=…, based_on=…) ──▶ CorrectionResult

- Who: editors (`claims.correct_article`). A correction that changes the words
  of a claim with a verdict reopens that claim through `claims.workflow`, which
  needs `claims.set_verdict` as well; without it the correction is refused
  whole, saying why.
- What: only a published article is corrected. A draft is still edited in its
  form; a withdrawn article is off the record.
- How, in one transaction: the article row is locked; the correction gets the
  number `based_on + 1`, `based_on` being how many corrections the editor saw
  when they opened the text. If someone corrected it since, or at the same
  moment (the unique (article, number) pair decides), `StaleArticle` is raised:
  the admin shows a form error, the API a 409, never a 500.
- Every claim still anchored is found again in the new text
  (`claims.reanchoring`): each claim whose place or words changed gets a
  `ClaimReanchor` row (old and new words side by side); one whose words are
  gone is detached (its span emptied), never deleted. A claim with a verdict
  whose words changed or went is reopened through `claims.workflow.claim_transition`,
  the reason in its review history. Every re-anchored claim's version is
  raised, so a claim form opened before the correction is refused as stale.
- Afterwards every anchored claim's quote is its article's `body[start:end]`;
  this is checked before the transaction commits.
"""

from dataclasses import dataclass

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.utils import timezone
from django.utils.translation import gettext as _

from claims.history import acting
from claims.models import (
    VERDICTS,
    AnchorOutcome,
    Article,
    ArticleState,
    Claim,
    ClaimReanchor,
    Correction,
    Status,
)
from claims.reanchoring import Anchor, Placement, anchors_place, text_changes
from claims.workflow import SET_VERDICT_PERMISSION, claim_transition
from newsroom.text_rules import body_text, text_check

CORRECT_ARTICLE_PERMISSION = "claims.correct_article"


class StaleArticle(Exception):
    """Someone else corrected the article since the editor opened its text."""

    def __init__(self, article_id: int, based_on: int | None, current: int):
        self.article_id = article_id
        self.based_on = based_on
        self.current = current
        super().__init__(
            _(
                "Someone else corrected this article while you were working on it (you started from "
                "correction %(based_on)s, it is now at correction %(current)s). Reload the text, "
                "review their correction and make yours again."
            )
            % {"based_on": based_on, "current": current}
        )


class CorrectionForbidden(PermissionDenied):
    """This user's role may not correct articles (or reopen the verdicts a correction would reopen)."""


def can_correct(*, user) -> bool:
    return bool(user and user.is_active and user.is_staff and user.has_perm(CORRECT_ARTICLE_PERMISSION))


def articles_awaiting_review() -> Q:
    """Articles a correction left with flagged claims (words changed or gone)
    that no editor has marked reviewed yet: the desk's queue and the article
    list's filter."""
    return Q(pk__in=ClaimReanchor.objects.awaiting_review().values("correction__article"))


@dataclass(frozen=True)
class CorrectionResult:
    correction: Correction
    reanchors: list[ClaimReanchor]

    @property
    def flagged(self) -> list[ClaimReanchor]:
        return [reanchor for reanchor in self.reanchors if reanchor.flagged]


def _outcome(placement: Placement) -> str | None:
    if placement.detached:
        return AnchorOutcome.DETACHED
    if placement.words_changed:
        return AnchorOutcome.CHANGED
    if placement.moved:
        return AnchorOutcome.MOVED
    return None


def _reopen_note(*, number: int, placement: Placement) -> str:
    if placement.detached:
        return _("Reopened by correction %(number)s of the article: its words “%(old)s” were removed.") % {
            "number": number,
            "old": placement.anchor.quote,
        }
    return _("Reopened by correction %(number)s of the article: its words changed from “%(old)s” to “%(new)s”.") % {
        "number": number,
        "old": placement.anchor.quote,
        "new": placement.quote,
    }


def _validate(*, body: str, note: str) -> tuple[str, str]:
    text_check(field="body", value=body)
    text_check(field="note", value=note)
    note = (note or "").strip()
    errors = {}
    if not (body or "").strip():
        errors["body"] = _("The corrected text cannot be empty.")
    else:
        try:
            body_text(body)
        except ValidationError as error:
            errors["body"] = error.messages
    if not note:
        errors["note"] = _("Say what was corrected and why: readers see this note.")
    if errors:
        raise ValidationError(errors)
    return body, note


@acting
@transaction.atomic
def article_correct(*, article: Article, body: str, note: str, by, based_on: int | None) -> CorrectionResult:
    """Replace a published article's text with `body`, recording why (`note`, public).

    `based_on` is the number of corrections the editor saw (0 for none); pass
    it from every form so a correction made meanwhile is not overwritten.
    Raises CorrectionForbidden, ValidationError (a draft or withdrawn article,
    an unchanged or empty text, no note) or StaleArticle. Updates `article`
    in place."""
    if not can_correct(user=by):
        raise CorrectionForbidden(_("Your role may not correct articles: it needs an editor."))
    body, note = _validate(body=body, note=note)
    current = Article.objects.select_for_update().get(pk=article.pk)
    number = current.corrections.count()
    if based_on is not None and based_on != number:
        raise StaleArticle(article.pk, based_on, number)
    if current.state != ArticleState.PUBLISHED:
        raise ValidationError(
            _(
                "Only a published article is corrected. A draft is edited in its form; a withdrawn one is off the record."
            )
        )
    if body == current.body:
        raise ValidationError({"body": _("The text is unchanged: there is nothing to correct.")})

    claims = {
        claim.pk: claim
        for claim in Claim.objects.select_for_update().filter(article=current, start__isnull=False).order_by("pk")
    }
    placements = anchors_place(
        old=current.body,
        new=body,
        anchors=[Anchor(claim.pk, claim.start, claim.end, claim.quote) for claim in claims.values()],
    )
    to_reopen = [p for p in placements if p.words_changed and claims[p.anchor.key].status in VERDICTS]
    if to_reopen and not by.has_perm(SET_VERDICT_PERMISSION):
        raise CorrectionForbidden(
            _(
                "This correction changes the words of %(count)s rated claim(s), which reopens them: "
                "that needs an editor who may set verdicts."
            )
            % {"count": len(to_reopen)}
        )

    now = timezone.now()
    try:
        with transaction.atomic():
            correction = Correction.objects.create(
                article=current,
                number=number + 1,
                previous_body=current.body,
                note=note,
                changes=text_changes(old=current.body, new=body),
                actor=by,
                created_at=now,
            )
    except IntegrityError as error:
        raise StaleArticle(article.pk, based_on, current.corrections.count()) from error
    Article.objects.filter(pk=current.pk).update(body=body, updated_at=now)

    reopened = set()
    for placement in to_reopen:
        claim_transition(
            claim=claims[placement.anchor.key],
            to=Status.IN_REVIEW,
            by=by,
            note=_reopen_note(number=correction.number, placement=placement),
        )
        reopened.add(placement.anchor.key)

    changed = [p for p in placements if _outcome(p) is not None]
    # Two steps, so that a claim may take a span another one is leaving.
    Claim.objects.filter(pk__in=[p.anchor.key for p in changed]).update(start=None, end=None)
    for placement in changed:
        Claim.objects.filter(pk=placement.anchor.key).update(
            start=placement.start,
            end=placement.end,
            quote=placement.quote if not placement.detached else placement.anchor.quote,
            version=F("version") + 1,
            updated_at=now,
        )
    reanchors = ClaimReanchor.objects.bulk_create(
        [
            ClaimReanchor(
                correction=correction,
                claim=claims[p.anchor.key],
                outcome=_outcome(p),
                old_start=p.anchor.start,
                old_end=p.anchor.end,
                old_quote=p.anchor.quote,
                new_start=p.start,
                new_end=p.end,
                new_quote=p.quote,
                reopened=p.anchor.key in reopened,
            )
            for p in changed
        ]
    )
    anchors_check(article_id=current.pk)
    article.body = body
    article.updated_at = now
    return CorrectionResult(correction=correction, reanchors=reanchors)


def anchors_check(*, article_id: int) -> None:
    """Every anchored claim of the article quotes its `body[start:end]`; else the transaction fails."""
    body = Article.objects.values_list("body", flat=True).get(pk=article_id)
    for pk, start, end, quote in Claim.objects.filter(article_id=article_id, start__isnull=False).values_list(
        "pk", "start", "end", "quote"
    ):
        if body[start:end] != quote:
            raise RuntimeError(f"Claim {pk} lost its words in a correction: {quote!r} != {body[start:end]!r}.")


def claim_reanchor_review(*, reanchor: ClaimReanchor, by) -> bool:
    """Mark a flagged re-anchoring reviewed by `by`; False if it already was (or is not flagged)."""
    if not can_correct(user=by):
        raise CorrectionForbidden(_("Your role may not review corrections: it needs an editor."))
    now = timezone.now()
    updated = ClaimReanchor.objects.awaiting_review().filter(pk=reanchor.pk).update(reviewed_by=by, reviewed_at=now)
    if updated:
        reanchor.reviewed_by, reanchor.reviewed_at = by, now
    return bool(updated)
