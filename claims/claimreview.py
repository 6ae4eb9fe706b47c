"""schema.org ClaimReview for claims with a verdict.

The same object is embedded in a claim's public page and listed by the API's
ClaimReview export, so fact-check archives and search engines see one thing.

Rating scale: 1 (false) to 3 (verified), misleading in between; an
unverifiable claim is not on the scale and gets ratingValue -1. The textual
verdict is always in `alternateName`, which is what readers of the markup use.

`claim_reviews_json` writes many of them as one JSON array, piece by piece, so
the API's feed streams a hundred thousand verdicts in flat memory.
"""

import json
from collections.abc import Iterable, Iterator

from django.conf import settings

from claims.models import Claim, Status

WORST_RATING = 1
BEST_RATING = 3
RATING_VALUES = {
    Status.FALSE: 1,
    Status.MISLEADING: 2,
    Status.VERIFIED: 3,
    Status.UNVERIFIABLE: -1,
}


def absolute_url(path: str) -> str:
    return settings.NEWSROOM_URL.rstrip("/") + path


def claim_review(*, claim: Claim, user) -> dict:
    """The ClaimReview JSON-LD object for a claim that has a verdict, as `user`
    may see it: the claim's source is named as the claim's author only when
    `Source.is_visible_to(user)` (a proposed source never reaches a reader)."""
    if not claim.has_verdict:
        raise ValueError(f"Claim {claim.pk} has no verdict to review.")
    article = claim.article
    appearance = {
        "@type": "CreativeWork",
        "headline": article.headline,
        "url": article.url or absolute_url(article.get_absolute_url()),
    }
    if article.published_on:
        appearance["datePublished"] = article.published_on.isoformat()
    item_reviewed = {"@type": "Claim", "appearance": appearance}
    source = claim.source if claim.source_id else None
    if source is not None and source.is_visible_to(user):
        item_reviewed["author"] = {
            "@type": "Person" if source.kind == "person" else "Organization",
            "name": source.name,
            "url": absolute_url(source.get_absolute_url()),
        }
    if article.published_on:
        item_reviewed["datePublished"] = article.published_on.isoformat()
    return {
        "@context": "https://schema.org",
        "@type": "ClaimReview",
        "url": absolute_url(claim.get_absolute_url()),
        "claimReviewed": claim.statement,
        "itemReviewed": item_reviewed,
        "author": {"@type": "Organization", "name": settings.NEWSROOM_NAME, "url": absolute_url("/")},
        "datePublished": claim.verdict_at.date().isoformat(),
        "reviewRating": {
            "@type": "Rating",
            "ratingValue": RATING_VALUES[claim.status],
            "bestRating": BEST_RATING,
            "worstRating": WORST_RATING,
            "alternateName": claim.get_status_display(),
            "ratingExplanation": claim.verdict_summary,
        },
    }


# Verdicts fetched from the database at a time while streaming the feed.
STREAM_CHUNK_SIZE = 1000


def claim_reviews_json(claims: Iterable[Claim], *, user) -> Iterator[bytes]:
    """A JSON array of the claims' ClaimReview objects as `user` may see them, encoded piece by piece:
    `claims` is consumed lazily (pass `queryset.iterator()`), so memory stays
    flat however many verdicts there are."""
    yield b"["
    separator = b""
    for claim in claims:
        yield separator + json.dumps(claim_review(claim=claim, user=user), ensure_ascii=False, separators=(",", ":")).encode()
        separator = b","
    yield b"]"
