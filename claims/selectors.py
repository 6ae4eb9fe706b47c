"""Reads shared by the public site, the admin and the API.

Search looks at the statement, the quote and the source's name and aliases.
Every word must appear, ignoring case and accents (“guaido” finds “Guaidó”),
on PostgreSQL and SQLite alike; PostgreSQL also runs full-text search
(English stemming, web-search syntax: quoted phrases, `or`, `-word`), so
“defecting” finds “defected” there.
"""

from django.db import connection
from django.db.models import Exists, OuterRef, Q, QuerySet

from claims.models import VERDICTS, Claim, ReviewEntry, Status
from claims.search import Folded, fold
from sources.models import SourceAlias

SEARCH_CONFIG = "english"


def _alias_matches(words: list[str]) -> Exists:
    aliases = SourceAlias.objects.filter(source=OuterRef("source")).annotate(folded_name=Folded("name"))
    for word in words:
        aliases = aliases.filter(folded_name__contains=word)
    return Exists(aliases)


def claims_search(*, queryset: QuerySet[Claim], text: str) -> QuerySet[Claim]:
    """Claims in `queryset` whose statement, quote or source matches `text`."""
    text = text.strip()
    if not text:
        return queryset
    words = [fold(word) for word in text.split()]
    queryset = queryset.annotate(
        folded_statement=Folded("statement"),
        folded_quote=Folded("quote"),
        folded_source=Folded("source__name"),
    )
    matches = Q()
    for word in words:
        matches &= (
            Q(folded_statement__contains=word)
            | Q(folded_quote__contains=word)
            | Q(folded_source__contains=word)
        )
    matches |= _alias_matches(words)
    if connection.vendor == "postgresql":
        from django.contrib.postgres.search import SearchQuery, SearchVector

        vector = SearchVector("statement", "quote", "source__name", config=SEARCH_CONFIG)
        query = SearchQuery(text, search_type="websearch", config=SEARCH_CONFIG)
        queryset = queryset.annotate(search=vector)
        matches |= Q(search=query)
    return queryset.filter(matches)


def public_history(*, claim: Claim) -> QuerySet[ReviewEntry]:
    """The review entries a reader may see: when and which statuses, never who."""
    return claim.reviews.only("id", "claim_id", "created_at", "from_status", "to_status", "summary")


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
    with a rating.
    Built from `public_history`, so it never names who made the change.
    """
    entries = sorted(public_history(claim=claim), key=lambda entry: (entry.created_at, entry.id))
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
            }
        )
    return timeline
