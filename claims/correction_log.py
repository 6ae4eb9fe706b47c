"""The public corrections log: reads for `/corrections/` and `/feeds/corrections/`.

The log lists, newest first, every correction of a published article
(`Correction`, what changed and why) and every changed verdict: a re-rating,
the review entry that gave a claim a verdict other than the one it had before
(verified → false; reopening a claim and rating it the same again is no
change). Only what readers may see is listed: articles that are published
(`Article.objects.visible_to`, then published only: a withdrawn article's page
says why, its corrections leave the log) and claims through
`Claim.objects.visible_to`.

Both kinds are one database query (a UNION ordered by time) that the paginator
pages; the page's rows are then fetched in a fixed number of queries.
"""

from dataclasses import dataclass
from datetime import datetime

from django.db.models import CharField, F, OuterRef, Prefetch, Q, QuerySet, Subquery, Value

from claims.models import VERDICTS, Article, ArticleState, Claim, ClaimReanchor, Correction, ReviewEntry, Status

CORRECTION, RERATING = "correction", "rerating"


def public_articles(*, user) -> QuerySet[Article]:
    return Article.objects.visible_to(user).filter(state=ArticleState.PUBLISHED)


def public_claims(*, user) -> QuerySet[Claim]:
    return Claim.objects.visible_to(user).filter(article__state=ArticleState.PUBLISHED)


def reratings(*, claims: QuerySet[Claim]) -> QuerySet[ReviewEntry]:
    """The review entries of `claims` that replaced a verdict by another, each
    with `previous_verdict` (the verdict it replaced)."""
    earlier_verdict = (
        ReviewEntry.objects.filter(claim=OuterRef("claim"), to_status__in=VERDICTS)
        .filter(Q(created_at__lt=OuterRef("created_at")) | Q(created_at=OuterRef("created_at"), id__lt=OuterRef("id")))
        .order_by("-created_at", "-id")
        .values("to_status")[:1]
    )
    return (
        ReviewEntry.objects.filter(claim__in=claims, to_status__in=VERDICTS)
        .annotate(previous_verdict=Subquery(earlier_verdict))
        .filter(previous_verdict__isnull=False)
        .exclude(previous_verdict=F("to_status"))
    )


def log_rows(*, user, article: Article | None = None, claim: Claim | None = None) -> QuerySet:
    """(kind, id, created_at) of every entry `user` may see, newest first: one
    UNION query, to page. `article` or `claim` narrows it to their entries."""
    corrections = Correction.objects.filter(article__in=public_articles(user=user))
    claims = public_claims(user=user)
    if article is not None:
        corrections = corrections.filter(article=article)
        claims = claims.filter(article=article)
    if claim is not None:
        corrections = corrections.filter(reanchors__claim=claim)
        claims = claims.filter(pk=claim.pk)
    kind = CharField()
    return (
        corrections.annotate(kind=Value(CORRECTION, output_field=kind))
        .order_by()
        .values_list("kind", "id", "created_at")
        .union(
            reratings(claims=claims)
            .annotate(kind=Value(RERATING, output_field=kind))
            .order_by()
            .values_list("kind", "id", "created_at"),
            all=True,
        )
        .order_by("-created_at", "-id")
    )


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: a correction, or a re-rating."""

    kind: str
    at: datetime
    correction: Correction | None = None
    review: ReviewEntry | None = None

    @property
    def is_correction(self) -> bool:
        return self.kind == CORRECTION

    @property
    def claim(self) -> Claim | None:
        return self.review.claim if self.review else None

    @property
    def article(self) -> Article:
        return self.correction.article if self.correction else self.review.claim.article

    @property
    def previous_label(self) -> str:
        return Status(self.review.previous_verdict).label if self.review else ""


def corrections_with_claims(*, user, ids) -> QuerySet[Correction]:
    """Corrections with their article and the public claims whose words they changed or removed."""
    affected = (
        ClaimReanchor.objects.flagged()
        .filter(claim__in=public_claims(user=user))
        .select_related("claim")
        .order_by("old_start", "id")
    )
    return (
        Correction.objects.filter(pk__in=ids)
        .select_related("article")
        .defer("previous_body", "article__body")
        .prefetch_related(Prefetch("reanchors", queryset=affected, to_attr="affected"))
    )


def log_entries(*, user, rows) -> list[LogEntry]:
    """The entries behind a page of `log_rows`, in its order: three queries at most."""
    rows = list(rows)
    correction_ids = [pk for kind, pk, _ in rows if kind == CORRECTION]
    review_ids = [pk for kind, pk, _ in rows if kind == RERATING]
    corrections = {c.pk: c for c in corrections_with_claims(user=user, ids=correction_ids)} if correction_ids else {}
    reviews = (
        {
            r.pk: r
            for r in reratings(claims=public_claims(user=user))
            .filter(pk__in=review_ids)
            .select_related("claim__article")
            .defer("claim__article__body")
        }
        if review_ids
        else {}
    )
    return [
        LogEntry(kind, at, correction=corrections.get(pk), review=reviews.get(pk))
        for kind, pk, at in rows
        if (kind == CORRECTION and pk in corrections) or (kind == RERATING and pk in reviews)
    ]


MAX_ID = 2**63 - 1  # the largest id a bigint column holds


def public_correction(*, user, pk: int) -> Correction | None:
    """One correction a reader may open (its article published), or None."""
    if not 0 < pk <= MAX_ID:  # /corrections/99999999999999999999/: no id is that large
        return None
    return (
        corrections_with_claims(user=user, ids=[pk])
        .filter(article__in=public_articles(user=user))
        .defer("article__body")
        .first()
    )
