"""The claim exports of the REST API: every matching claim at once, streamed.

- /api/v1/claims/export.csv CSV for spreadsheets (`claims.csv_export`)
- /api/v1/claims/export.jsonl JSON Lines for pipelines (`claims.jsonl_export`)
- /api/v1/claimreview/ schema.org ClaimReview JSON-LD for every verdict (`claims.claimreview`)

Each takes the claim list's filters and ordering (`ClaimFilter`), shows what
`Claim.objects.visible_to(user)` allows, and has its own lower rate limit
(`EXPORT_THROTTLES`). None depends on the client's language: each is made in
the site's language (`in_site_language`), so links and labels are the same
bytes for every client.
"""

from django.conf import settings
from django.http import StreamingHttpResponse
from django.utils import translation
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import generics, serializers
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.renderers import JSONRenderer

from claims.api import EXPORT_ERRORS, ClaimQueryMixin, MethodFirstMixin, api_responses
from claims.claimreview import STREAM_CHUNK_SIZE, claim_reviews_json, with_first_rating
from claims.csv_export import claims_csv_response
from claims.jsonl_export import MEDIA_TYPE as JSONL_MEDIA_TYPE
from claims.jsonl_export import claims_jsonl_response
from claims.serializers import sees_internal
from newsroom.throttling import EXPORT_THROTTLES


class FirstRendererNegotiation(BaseContentNegotiation):
    """An export has one format: answer with the view's first renderer,
    whatever the client accepts (errors included, so they stay JSON)."""

    def select_parser(self, request, parsers):
        return parsers[0] if parsers else None

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type


class JSONLDRenderer(JSONRenderer):
    media_type = "application/ld+json"
    format = "jsonld"


def in_site_language(make_response) -> StreamingHttpResponse:
    """The export `make_response()` builds, in the site's language whatever the
    client's: its links are the canonical (unprefixed) pages and its labels the
    same words for every client. Streamed content is produced after the view
    returns, so the rows are made under the same override."""
    with translation.override(settings.LANGUAGE_CODE):
        response = make_response()
    content = response.streaming_content

    def chunks():
        with translation.override(settings.LANGUAGE_CODE):
            yield from content

    response.streaming_content = chunks()
    return response


class CSVExportOptions(serializers.Serializer):
    raw = serializers.BooleanField(
        required=False,
        default=False,
        help_text="1 to export every value exactly as stored. By default a text cell that starts "
        "with =, +, -, @, a tab or a carriage return gets a leading single quote ('), so a "
        "spreadsheet shows it as text instead of running it as a formula; numbers are never changed.",
    )


class ClaimExportView(MethodFirstMixin, ClaimQueryMixin, generics.GenericAPIView):
    """What every export shares: the list's filters and visibility, the export
    rate limit, no pagination, and one format whatever the client accepts
    (errors are JSON; the export itself is streamed)."""

    throttle_classes = EXPORT_THROTTLES
    pagination_class = None
    renderer_classes = [JSONRenderer]
    content_negotiation_class = FirstRendererNegotiation
    serializer_class = None


class ClaimCSVExportView(ClaimExportView):
    """Every claim matching the filters as one CSV file, streamed."""

    @extend_schema(
        operation_id="claims_export_csv",
        summary="Export claims as CSV",
        description="Takes the list's filters and ordering and returns every matching claim, not "
        "one page: UTF-8 with a byte-order mark, a header row, one claim per row. Staff get "
        "four more columns (assignee, summary_draft, proposed, confidence). Text cells that a "
        "spreadsheet could run as a formula (starting with =, +, -, @, a tab or a carriage return) "
        "are prefixed with a single quote ('), unless `raw=1`; numeric columns are never changed. "
        "A source not yet confirmed by an editor is left out (empty cells) for readers.",
        filters=True,
        parameters=[CSVExportOptions],
        responses=api_responses(
            {
                (200, "text/csv"): OpenApiResponse(
                    response={"type": "string"}, description="CSV attachment (claims-YYYY-MM-DD.csv)."
                )
            },
            *EXPORT_ERRORS,
        ),
    )
    def get(self, request):
        options = CSVExportOptions(data=request.query_params)
        options.is_valid(raise_exception=True)
        claims = self.filter_queryset(self.visible_claims())
        staff, raw = sees_internal({"request": request}), options.validated_data["raw"]
        return in_site_language(lambda: claims_csv_response(claims=claims, request=request, staff=staff, raw=raw))


class ClaimJSONLinesExportView(ClaimExportView):
    """Every claim matching the filters as JSON Lines, streamed."""

    @extend_schema(
        operation_id="claims_export_jsonl",
        summary="Export claims as JSON Lines",
        description="For pipelines: every claim matching the list's filters and ordering, one "
        "JSON object per line (https://jsonlines.org/), streamed. Each object has the CSV "
        "export's columns under the same names, typed: integers for ids, offsets, versions and "
        "`evidence_count`; numbers for `value` and `confidence`; `true`/`false` for `proposed`; "
        "ISO 8601 UTC timestamps; `evidence_urls` as a list; `null` for an empty value. Nothing is "
        "neutralised against spreadsheet formulas. Example line (abridged): "
        '`{"id": 12, "rating": "verified", "value": 235000, "unit": "troops", '
        '"evidence_count": 2, "evidence_urls": ["https://…"], "verdict_at": "2019-03-05T10:00:00Z"}`.',
        filters=True,
        responses=api_responses(
            {
                (200, JSONL_MEDIA_TYPE): OpenApiResponse(
                    response={"type": "string"}, description="JSON Lines attachment (claims-YYYY-MM-DD.jsonl)."
                )
            },
            *EXPORT_ERRORS,
        ),
    )
    def get(self, request):
        claims = self.filter_queryset(self.visible_claims())
        staff = sees_internal({"request": request})
        return in_site_language(lambda: claims_jsonl_response(claims=claims, request=request, staff=staff))


# The newsroom, as the review's author (and the claim's, for its own reporting).
_ORGANIZATION_SCHEMA = {
    "type": "object",
    "required": ["@type", "name", "url", "logo"],
    "additionalProperties": False,
    "properties": {
        "@type": {"type": "string", "enum": ["Organization"]},
        "name": {"type": "string"},
        "url": {"type": "string", "format": "uri"},
        "logo": {
            "type": "object",
            "required": ["@type", "url"],
            "additionalProperties": False,
            "properties": {
                "@type": {"type": "string", "enum": ["ImageObject"]},
                "url": {"type": "string", "format": "uri"},
            },
        },
    },
}
# Every object is closed (additionalProperties: false), so this schema, the
# guide's example and claims.claimreview cannot drift apart unnoticed
# (tests/api/test_api_guide.py validates both against it).
CLAIM_REVIEW_SCHEMA = {
    "type": "object",
    "description": "A schema.org ClaimReview (https://schema.org/ClaimReview).",
    "required": [
        "@context",
        "@type",
        "url",
        "claimReviewed",
        "itemReviewed",
        "author",
        "datePublished",
        "dateModified",
        "inLanguage",
        "reviewRating",
    ],
    "additionalProperties": False,
    "properties": {
        "@context": {"type": "string", "enum": ["https://schema.org"]},
        "@type": {"type": "string", "enum": ["ClaimReview"]},
        "url": {"type": "string", "format": "uri", "description": "The claim's page."},
        "claimReviewed": {"type": "string"},
        "itemReviewed": {
            "type": "object",
            "required": ["@type", "appearance", "inLanguage"],
            "additionalProperties": False,
            "properties": {
                "@type": {"type": "string", "enum": ["Claim"]},
                "appearance": {
                    "type": "object",
                    "description": "The article the claim appeared in: its original URL when known, else its page here.",
                    "required": ["@type", "headline", "url"],
                    "additionalProperties": False,
                    "properties": {
                        "@type": {"type": "string", "enum": ["CreativeWork"]},
                        "headline": {"type": "string"},
                        "url": {"type": "string", "format": "uri"},
                        "datePublished": {"type": "string", "format": "date"},
                    },
                },
                "author": {
                    "description": "Who made the claim: its source, or the newsroom for its own reporting; "
                    "absent while the source is unconfirmed.",
                    "oneOf": [
                        {
                            "type": "object",
                            "required": ["@type", "name", "url"],
                            "additionalProperties": False,
                            "properties": {
                                "@type": {"type": "string", "enum": ["Person", "Organization"]},
                                "name": {"type": "string"},
                                "url": {"type": "string", "format": "uri"},
                            },
                        },
                        _ORGANIZATION_SCHEMA,
                    ],
                },
                "datePublished": {"type": "string", "format": "date"},
                "inLanguage": {"type": "string", "description": "The claim's language (its article's)."},
            },
        },
        "author": _ORGANIZATION_SCHEMA,
        "datePublished": {"type": "string", "format": "date-time", "description": "When the claim was first rated."},
        "dateModified": {"type": "string", "format": "date-time", "description": "When its current rating was set."},
        "inLanguage": {"type": "string", "description": "The article's language."},
        "reviewRating": {
            "type": "object",
            "required": ["@type", "bestRating", "worstRating", "alternateName", "ratingExplanation"],
            "additionalProperties": False,
            "properties": {
                "@type": {"type": "string", "enum": ["Rating"]},
                "ratingValue": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 3,
                    "description": "1 false, 2 misleading, 3 verified; absent for unverifiable, which is not on the scale (alternateName says it).",
                },
                "bestRating": {"type": "integer", "enum": [3]},
                "worstRating": {"type": "integer", "enum": [1]},
                "alternateName": {"type": "string", "description": "The verdict in words: always present."},
                "ratingExplanation": {"type": "string"},
            },
        },
    },
}


class ClaimReviewView(ClaimExportView):
    """schema.org ClaimReview JSON-LD for every visible claim with a verdict."""

    renderer_classes = [JSONLDRenderer]

    @extend_schema(
        operation_id="claimreview_list",
        summary="ClaimReview JSON-LD",
        description="A JSON array of schema.org ClaimReview objects, one for each claim with a "
        "verdict that you may see; takes the list's filters (e.g. updated_since).",
        filters=True,
        responses=api_responses(
            {(200, JSONLDRenderer.media_type): {"type": "array", "items": CLAIM_REVIEW_SCHEMA}},
            *EXPORT_ERRORS,
            media_type=JSONLDRenderer.media_type,
        ),
    )
    def get(self, request):
        claims = self.filter_queryset(
            with_first_rating(self.visible_claims().with_verdict())
            .select_related("article", "source")
            .defer("article__body")
        )
        # Streamed: the feed of every verdict is built piece by piece, never whole in memory.
        return in_site_language(
            lambda: StreamingHttpResponse(
                claim_reviews_json(claims.iterator(chunk_size=STREAM_CHUNK_SIZE), user=request.user),
                content_type=JSONLDRenderer.media_type,
            )
        )
