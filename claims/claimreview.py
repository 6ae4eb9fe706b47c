"""schema.org ClaimReview for claims with a verdict.

The same object is embedded in a claim's public page and listed by the API's
ClaimReview export, so fact-check archives and search engines see one thing.

Rating scale: 1 (false) to 3 (verified), misleading in between. An
unverifiable claim is not on the scale: its rating has no `ratingValue` (never a
number outside worstRating..bestRating), only its label, as schema.org allows
and Google's Fact Check markup recommends ("the textual rating is used when the
rating is not numeric"). The textual verdict is always in `alternateName`,
which is what readers of the markup use.

The review's `author` is the newsroom (name and URL), always: the verdict is
the newsroom's, as Google's fact-check markup expects the publisher there. The
staff member who rated the claim is named to readers on the claim's page only
("Checked by", their public display name); the markup names no person.
The claim's author is its source when a reader may see it, the newsroom itself for the article's own
reporting (no source), and left out for a source not yet confirmed (naming the
newsroom would misattribute the claim; an editor's confirmation names it). `datePublished` is when the claim was
first rated, `dateModified` when its current rating was set (later after a
re-rating), both ISO 8601 in UTC. The claim's language is the article's: the
claim's own `inLanguage` (`itemReviewed.inLanguage`: the language the words
were said in, which the review's `inLanguage` alone does not state) and the
review's.
`itemReviewed.appearance` is the article: its URL (the original's when known, else
our page of it), headline and date.

`claim_reviews_json` writes many of them as one JSON array, piece by piece, so
the API's feed streams a hundred thousand verdicts in flat memory.
"""

import json
from datetime import UTC
from collections.abc import Iterable, Iterator

from django.conf import settings
from django.templatetags.static import static

from django.db.models import OuterRef, Subquery

from claims.models import VERDICTS, Claim, ReviewEntry, Status
from newsroom.public_address import absolute_url

WORST_RATING = 1
BEST_RATING = 3
RATING_VALUES = {
    Status.FALSE: 1,
    Status.MISLEADING: 2,
    Status.VERIFIED: 3,
}
# What every ClaimReview carries (checked in tests/api/test_claimreview.py).
REQUIRED = ("@context", "@type", "url", "claimReviewed", "itemReviewed", "author", "datePublished", "reviewRating")


def with_first_rating(claims):
    """`claims` with `first_verdict_at`, when each was first rated (its ClaimReview's
    datePublished), as a subquery: no extra query, however many claims."""
    first = ReviewEntry.objects.filter(claim=OuterRef("pk"), to_status__in=VERDICTS).order_by("created_at", "id")
    return claims.annotate(first_verdict_at=Subquery(first.values("created_at")[:1]))


def _timestamp(moment) -> str:
    """ISO 8601 in UTC to the second: a re-rating on the day of the first still shows."""
    return moment.astimezone(UTC).replace(microsecond=0).isoformat()


def newsroom_logo_url() -> str:
    """NEWSROOM_LOGO_URL, or the app's own logo at its (hashed, in production) static address."""
    return settings.NEWSROOM_LOGO_URL or absolute_url(static("img/logo.png"))


def newsroom_organization() -> dict:
    return {
        "@type": "Organization",
        "name": settings.NEWSROOM_NAME,
        "url": absolute_url("/"),
        "logo": {"@type": "ImageObject", "url": newsroom_logo_url()},
    }


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
    item_reviewed = {"@type": "Claim", "appearance": appearance, "inLanguage": article.language}
    source = claim.source if claim.source_id else None
    if source is not None and source.is_visible_to(user):
        item_reviewed["author"] = {
            "@type": "Person" if source.kind == "person" else "Organization",
            "name": source.name,
            "url": absolute_url(source.get_absolute_url()),
        }
    elif source is None:
        # The article's own reporting: the newsroom stands behind the claim.
        item_reviewed["author"] = newsroom_organization()
    # A source readers may not see yet (proposed, unconfirmed) is left out rather
    # than replaced by a wrong author; confirming the claim confirms its source.
    if article.published_on:
        item_reviewed["datePublished"] = article.published_on.isoformat()
    rating = {
        "@type": "Rating",
        "bestRating": BEST_RATING,
        "worstRating": WORST_RATING,
        "alternateName": claim.get_status_display(),
        "ratingExplanation": claim.verdict_summary,
    }
    if claim.status in RATING_VALUES:
        rating["ratingValue"] = RATING_VALUES[claim.status]
    first_rated = getattr(claim, "first_verdict_at", None) or claim.verdict_at
    return {
        "@context": "https://schema.org",
        "@type": "ClaimReview",
        "url": absolute_url(claim.get_absolute_url()),
        "claimReviewed": claim.statement,
        "itemReviewed": item_reviewed,
        "author": newsroom_organization(),
        "datePublished": _timestamp(first_rated),
        "dateModified": _timestamp(claim.verdict_at),
        "inLanguage": article.language,
        "reviewRating": rating,
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
        yield (
            separator
            + json.dumps(claim_review(claim=claim, user=user), ensure_ascii=False, separators=(",", ":")).encode()
        )
        separator = b","
    yield b"]"
