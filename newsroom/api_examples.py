"""The made-up newsroom the API reference's examples show (example.org addresses, not the seed's).

`newsroom.api_guide` puts them into the OpenAPI document as example answers and
requests; `tests/api/test_api_guide.py` checks each against the schema of what
it shows, and the exports' and ClaimReview's examples against what the code writes.
"""

import json

BASE = "https://news.example.org/api/v1"

SOURCE_REF = {"id": 7, "name": "Ministry of Health", "url": f"{BASE}/sources/ministry-of-health/"}
ARTICLE_REF = {
    "id": 3,
    "headline": "City hospitals hire 1,200 nurses, ministry says",
    "url": f"{BASE}/articles/city-hospitals-hire-nurses/",
}
EVIDENCE = {
    "id": 41,
    "title": "Ministry of Health, hiring report for 2025",
    "url": "https://health.example.org/reports/hiring-2025.pdf",
    "reference": "",
    "summary": "Table 3 lists 1,184 nurses hired by city hospitals in 2025.",
    "stance": "supports",
    "source": SOURCE_REF,
    "created_at": "2026-03-11T09:12:44Z",
}
CLAIM = {
    "id": 12,
    "url": f"{BASE}/claims/12/",
    "page": "https://news.example.org/claims/12/city-hospitals-hired-1200-nurses-in-2025/",
    "article": ARTICLE_REF,
    "quote": "about 1,200 nurses were hired last year",
    "start": 214,
    "end": 253,
    "statement": "City hospitals hired about 1,200 nurses in 2025.",
    "kind": "statistic",
    "source": SOURCE_REF,
    "attribution": "the ministry said in a statement",
    "via": None,
    "value": "1200.0000",
    "qualifier": "approximately",
    "unit": "nurses hired",
    "status": "verified",
    "verdict": "The ministry's hiring report lists 1,184 nurses hired in 2025.",
    "verdict_at": "2026-03-11T10:02:05Z",
    "evidence": [EVIDENCE],
    "history": [
        {
            "created_at": "2026-03-10T16:20:00Z",
            "from_status": "unverified",
            "to_status": "in_review",
            "summary": "",
        },
        {
            "created_at": "2026-03-11T10:02:05Z",
            "from_status": "in_review",
            "to_status": "verified",
            "summary": "The ministry's hiring report lists 1,184 nurses hired in 2025.",
        },
    ],
    "version": 4,
    "created_at": "2026-03-10T15:58:31Z",
    "updated_at": "2026-03-11T10:02:05Z",
}
UNVERIFIED_CLAIM = {
    **CLAIM,
    "status": "unverified",
    "verdict": "",
    "verdict_at": None,
    "evidence": [],
    "history": [],
    "version": 1,
    "updated_at": "2026-03-10T15:58:31Z",
}
ARTICLE = {
    "id": 3,
    "url": f"{BASE}/articles/city-hospitals-hire-nurses/",
    "page": "https://news.example.org/articles/city-hospitals-hire-nurses/",
    "slug": "city-hospitals-hire-nurses",
    "headline": "City hospitals hire 1,200 nurses, ministry says",
    "publisher": {"id": 2, "name": "The Example Times", "url": f"{BASE}/sources/the-example-times/"},
    "published_on": "2026-03-10",
    "byline": "Ana Ruiz",
    "language": "en",
    "article_url": "https://times.example.org/2026/03/10/nurses",
    "state": "published",
    "withdrawn_note": "",
    "claim_count": 9,
    "created_at": "2026-03-10T15:40:02Z",
    "updated_at": "2026-03-10T15:40:02Z",
}
SOURCE = {
    "id": 7,
    "url": f"{BASE}/sources/ministry-of-health/",
    "page": "https://news.example.org/sources/ministry-of-health/",
    "name": "Ministry of Health",
    "slug": "ministry-of-health",
    "kind": "government_body",
    "description": "The national health ministry",
    "affiliation": None,
    "country": "Examplia",
    "homepage": "https://health.example.org/",
    "aliases": ["the ministry", "the health ministry"],
    "created_at": "2026-01-05T08:00:00Z",
    "updated_at": "2026-01-05T08:00:00Z",
}
SOURCE_DETAIL = {
    **SOURCE,
    "claim_tally": [
        {"status": "verified", "label": "Verified", "count": 6, "percent": 60.0},
        {"status": "misleading", "label": "Misleading", "count": 3, "percent": 30.0},
        {"status": "false", "label": "False", "count": 1, "percent": 10.0},
    ],
}
FIGURE = {
    "id": 5,
    "slug": "nurses-hired-by-city-hospitals",
    "name": "Nurses hired by city hospitals in 2025",
    "unit": "nurses hired",
    "subject": "city hospitals",
    "place": "Examplia",
    "description": "",
    "url": f"{BASE}/figures/nurses-hired-by-city-hospitals/",
    "page": "https://news.example.org/figures/nurses-hired-by-city-hospitals/",
    "value_count": 3,
    "source_count": 2,
    "latest": {"value": "1200.0000", "qualifier": "approximately", "refers_to": "2026-03-10"},
}
NEWSROOM = {
    "@type": "Organization",
    "name": "Example Fact Check",
    "url": "https://news.example.org/",
    "logo": {"@type": "ImageObject", "url": "https://news.example.org/static/img/logo.png"},
}
CLAIM_REVIEW = {
    "@context": "https://schema.org",
    "@type": "ClaimReview",
    "url": "https://news.example.org/claims/12/city-hospitals-hired-1200-nurses-in-2025/",
    "claimReviewed": "City hospitals hired about 1,200 nurses in 2025.",
    "itemReviewed": {
        "@type": "Claim",
        "appearance": {
            "@type": "CreativeWork",
            "headline": "City hospitals hire 1,200 nurses, ministry says",
            "url": "https://times.example.org/2026/03/10/nurses",
            "datePublished": "2026-03-10",
        },
        "inLanguage": "en",
        "author": {
            "@type": "Organization",
            "name": "Ministry of Health",
            "url": "https://news.example.org/sources/ministry-of-health/",
        },
        "datePublished": "2026-03-10",
    },
    "author": NEWSROOM,
    "datePublished": "2026-03-11T10:02:05+00:00",
    "dateModified": "2026-03-11T10:02:05+00:00",
    "inLanguage": "en",
    "reviewRating": {
        "@type": "Rating",
        "bestRating": 3,
        "worstRating": 1,
        "alternateName": "Verified",
        "ratingExplanation": "The ministry's hiring report lists 1,184 nurses hired in 2025.",
        "ratingValue": 3,
    },
}
UNVERIFIABLE_REVIEW = {
    **CLAIM_REVIEW,
    "reviewRating": {
        "@type": "Rating",
        "bestRating": 3,
        "worstRating": 1,
        "alternateName": "Unverifiable",
        "ratingExplanation": "The ministry has published no hiring figures for 2025.",
    },
}
FIGURE_VALUE = {
    "id": 9,
    "claim": f"{BASE}/claims/12/",
    "claim_page": "https://news.example.org/claims/12/city-hospitals-hired-1200-nurses-in-2025/",
    "value": "1200.0000",
    "qualifier": "approximately",
    "unit": "nurses hired",
    "refers_to": "2026-03-10",
    "source": SOURCE_REF,
    "article": "city-hospitals-hire-nurses",
    "disagrees_with": [10],
}
FIGURE_DETAIL = {
    **FIGURE,
    "values": [
        FIGURE_VALUE,
        {
            **FIGURE_VALUE,
            "id": 10,
            "claim": f"{BASE}/claims/15/",
            "claim_page": "https://news.example.org/claims/15/the-union-counts-800-nurses-hired/",
            "value": "800.0000",
            "qualifier": "exact",
            "source": {"id": 8, "name": "Nurses' Union", "url": f"{BASE}/sources/nurses-union/"},
            "disagrees_with": [9],
        },
    ],
    "disagreements": [{"values": [9, 10], "explained": False, "note": ""}],
}
# The exports' first lines (the CSV's columns are listed in the README).
CSV_HEAD = (
    "id,url,page,article_id,article_slug,article_headline,article_url,article_publisher,article_published_on,"
    "quote,start,end,statement,kind,source_id,source_slug,source_name,attribution,via_id,via_name,value,"
    "qualifier,unit,tracked_figure,rating,verdict_explanation,verdict_at,evidence_count,evidence_urls,version,"
    "created_at,updated_at\r\n"
    f"12,{BASE}/claims/12/,https://news.example.org/claims/12/,3,city-hospitals-hire-nurses,"
    '"City hospitals hire 1,200 nurses, ministry says",https://times.example.org/2026/03/10/nurses,'
    'The Example Times,2026-03-10,"about 1,200 nurses were hired last year",214,253,'
    '"City hospitals hired about 1,200 nurses in 2025.",statistic,7,ministry-of-health,Ministry of Health,'
    "the ministry said in a statement,,,1200.0000,approximately,nurses hired,nurses-hired-by-city-hospitals,"
    'verified,"The ministry\'s hiring report lists 1,184 nurses hired in 2025.",2026-03-11T10:02:05Z,1,'
    "https://health.example.org/reports/hiring-2025.pdf,4,2026-03-10T16:20:00Z,2026-03-11T10:02:05Z\r\n"
)
JSONL_LINE = {
    "id": 12,
    "url": f"{BASE}/claims/12/",
    "page": "https://news.example.org/claims/12/",
    "article_id": 3,
    "article_slug": "city-hospitals-hire-nurses",
    "article_headline": "City hospitals hire 1,200 nurses, ministry says",
    "article_url": "https://times.example.org/2026/03/10/nurses",
    "article_publisher": "The Example Times",
    "article_published_on": "2026-03-10",
    "quote": "about 1,200 nurses were hired last year",
    "start": 214,
    "end": 253,
    "statement": "City hospitals hired about 1,200 nurses in 2025.",
    "kind": "statistic",
    "source_id": 7,
    "source_slug": "ministry-of-health",
    "source_name": "Ministry of Health",
    "attribution": "the ministry said in a statement",
    "via_id": None,
    "via_name": None,
    "value": 1200.0,
    "qualifier": "approximately",
    "unit": "nurses hired",
    "tracked_figure": "nurses-hired-by-city-hospitals",
    "rating": "verified",
    "verdict_explanation": "The ministry's hiring report lists 1,184 nurses hired in 2025.",
    "verdict_at": "2026-03-11T10:02:05Z",
    "evidence_count": 1,
    "evidence_urls": ["https://health.example.org/reports/hiring-2025.pdf"],
    "version": 4,
    "created_at": "2026-03-10T16:20:00Z",
    "updated_at": "2026-03-11T10:02:05Z",
}
COMMENT = {
    "id": 3,
    "author": "ana",
    "body": "@ben the ministry's PDF has a different total in table 3, can you look?",
    "mentions": ["ben"],
    "created_at": "2026-03-11T09:30:00Z",
}

CORRECTION = {
    "id": 4,
    "page": "https://news.example.org/corrections/4/",
    "number": 1,
    "note": "The hospital hired 1,184 nurses, not 1,284; the sentence on the new wing was wrong.",
    "changes": [
        {"removed": "1,284", "inserted": "1,184"},
        {"removed": "The new wing opens in May", "inserted": ""},
    ],
    "created_at": "2026-03-12T08:15:00Z",
    "previous_body": "City hospitals hired 1,284 nurses in 2025, the ministry said.\nThe new wing opens in May.",
    "claims": [
        {
            "claim": 12,
            "outcome": "changed",
            "old_start": 21,
            "old_end": 33,
            "old_quote": "1,284 nurses",
            "new_start": 21,
            "new_end": 33,
            "new_quote": "1,184 nurses",
            "reopened": True,
        },
        {
            "claim": 13,
            "outcome": "detached",
            "old_start": 62,
            "old_end": 87,
            "old_quote": "The new wing opens in May",
            "new_start": None,
            "new_end": None,
            "new_quote": "",
            "reopened": False,
        },
    ],
}
# What one line of the JSON Lines export reads.
JSONL_TEXT = json.dumps(JSONL_LINE, ensure_ascii=False) + "\n"
