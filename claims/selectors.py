"""Reads shared by the public site, the admin and the API.

Word search (`claims_search`) lives in `claims.search`, re-exported here.
"""

from django.conf import settings
from django.db.models import OuterRef, QuerySet, Subquery

from claims.models import VERDICTS, Article, ArticleState, ArticleStateEntry, Claim, ReviewEntry, Status
from claims.search import claims_search  # noqa: F401  (the search lives in claims.search)


def article_withdrawal(*, article: Article) -> ArticleStateEntry | None:
    """When and why a withdrawn article was withdrawn (no query otherwise)."""
    if article.state != ArticleState.WITHDRAWN:
        return None
    return article.state_history.filter(to_state=ArticleState.WITHDRAWN).only("created_at", "note").first()


def public_history(*, claim: Claim) -> QuerySet[ReviewEntry]:
    """The review entries a reader may see: when and which statuses, never who."""
    return claim.reviews.only("id", "claim_id", "created_at", "from_status", "to_status", "summary", "carried_from_id")


def latest_verdicts(*, queryset: QuerySet[Claim], limit: int = 6) -> QuerySet[Claim]:
    """The claims in `queryset` most recently given a verdict, newest first."""
    return (
        queryset.with_verdict()
        .filter(verdict_at__isnull=False)
        .for_listing()
        .defer("article__body")
        .order_by("-verdict_at", "-id")[:limit]
    )


def public_timeline(*, claim: Claim) -> list[dict]:
    """The claim's public history, oldest first, in the terms readers need.

    Each change is {"at", "from_status", "to_status", "from_label", "to_label",
    "event", "previously", "previously_label", "summary"}; `event` is "review"
    (taken into review), "verdict" (first rating), "update" (a later rating,
    with `previously` the rating it replaced) or "reopened" (with `previously`
    the rating under review again). `summary` is the explanation published
    with a rating; `carried_from` the earlier, public check whose verdict the
    entry carried over (`claims.workflow.verdict_carry_over`), else None.
    Built from `public_history`, so it never names who made the change.
    """
    entries = sorted(public_history(claim=claim), key=lambda entry: (entry.created_at, entry.id))
    carried_ids = {entry.carried_from_id for entry in entries} - {None}
    carried = (
        Claim.objects.visible_to(None).filter(pk__in=carried_ids).only("id", "statement").in_bulk()
        if carried_ids
        else {}
    )
    timeline = []
    last_verdict = None
    for entry in entries:
        previously = None
        if entry.to_status in VERDICTS:
            event = "update" if last_verdict else "verdict"
            previously = last_verdict
            last_verdict = entry.to_status
        elif entry.from_status in VERDICTS:
            event = "reopened"
            previously = entry.from_status
        else:
            event = "review"
        timeline.append(
            {
                "at": entry.created_at,
                "from_status": entry.from_status,
                "to_status": entry.to_status,
                "from_label": Status(entry.from_status).label,
                "to_label": Status(entry.to_status).label,
                "event": event,
                "previously": previously,
                "previously_label": Status(previously).label if previously else "",
                "summary": entry.summary if entry.to_status in VERDICTS else "",
                "carried_from": carried.get(entry.carried_from_id),
            }
        )
    return timeline


def with_checked_by(claims: QuerySet[Claim]) -> QuerySet[Claim]:
    """`claims` with `checked_by_name`: the public display name (`StaffProfile`)
    of whoever set each claim's latest verdict, empty when they have none; a
    subquery, so no extra query."""
    latest = ReviewEntry.objects.filter(claim=OuterRef("pk"), to_status__in=VERDICTS).order_by("-created_at", "-id")
    return claims.annotate(checked_by_name=Subquery(latest.values("actor__staff_profile__display_name")[:1]))


def checked_by(*, claim: Claim) -> str:
    """Who readers are told checked a claim with a verdict: its rater's public
    display name, else the newsroom's name. Never a username."""
    return getattr(claim, "checked_by_name", None) or settings.NEWSROOM_NAME
