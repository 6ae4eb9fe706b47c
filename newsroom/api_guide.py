"""The API reference as a data journalist reads it: what each operation is for, and worked examples.

The views declare what the schema can be derived from (serializers, filters,
answers); this module says, for every operation by its `operationId`, what it
is for in a newsroom's words, a `curl` command to try it (ReDoc shows it as a
code sample, `x-codeSamples`), and example requests and answers. The schema
hook `document_operations` puts them into the OpenAPI document, replacing any
description drf-spectacular took from a class docstring (written for
developers). `tests/api/test_api_guide.py` fails when an operation has no
entry here, or when an example does not match the schema of what it shows.

The example data is made up (example.org addresses), not the seed newsroom's.
"""

from newsroom.api_examples import (
    BASE,
    EVIDENCE,
    CLAIM,
    UNVERIFIED_CLAIM,
    ARTICLE,
    SOURCE,
    SOURCE_DETAIL,
    FIGURE,
    CLAIM_REVIEW,
    UNVERIFIABLE_REVIEW,
    FIGURE_DETAIL,
    CSV_HEAD,
    JSONL_TEXT,
    COMMENT,
    CORRECTION,
)

TOKEN = "-H 'Authorization: Token $TOKEN'"
JSON = "-H 'Content-Type: application/json'"


def _page(results, *, next_url=None, count=None):
    page = {"next": next_url, "previous": None, "results": results}
    if count is not None:
        page["count"] = count
    return page


def _curl(command: str) -> list[dict]:
    return [{"lang": "Shell", "label": "curl", "source": command}]


# ----------------------------------------------------------------- operations
# operationId -> description, curl, request examples, response examples by
# status code. Descriptions are Markdown.

OPERATIONS = {
    "claims_list": {
        "description": (
            "Every claim the newsroom has catalogued that you may see: find the "
            "figures a minister gave, the quotes of one source, or everything rated false this month.\n\n"
            "Filter with the public site's filters (`status`, repeatable; `kind`; `source` and `article` "
            "by slug; `value_min`/`value_max`; `updated_since`; `search` for words in the statement, "
            "quote or source name, accents and case ignored) and sort with `ordering`. Pages are "
            "cursors: follow `next` until it is `null`; a page never shifts when claims are added "
            "meanwhile. To fetch everything at once use the CSV or JSON Lines export instead."
        ),
        "curl": f"curl -s '{BASE}/claims/?status=false&status=misleading&ordering=-verdict_at&page_size=50'",
        "responses": {
            "200": {
                "Claims rated false or misleading": _page(
                    [CLAIM], next_url=f"{BASE}/claims/?cursor=eyJvIjoiLXZlcmRpY3RfYXQi"
                )
            }
        },
    },
    "claims_retrieve": {
        "description": (
            "One claim with everything a reader sees on its page: the exact words and where they are in "
            "the article, who said it, the verdict and its explanation, the evidence it rests on and "
            "each change of status. Staff also see who made each change and internal fields."
        ),
        "curl": f"curl -s '{BASE}/claims/12/'",
        "responses": {"200": {"A verified statistic": CLAIM}},
    },
    "claims_create": {
        "description": (
            "Catalogue a claim (fact-checkers and editors). Give the article's id and the exact words: "
            "`quote` must equal the article's text between `start` and `end` (character offsets), so "
            "copy them from the article's `body`. A new claim starts `unverified`."
        ),
        "curl": f"curl -s -X POST {TOKEN} {JSON} '{BASE}/claims/' -d @claim.json",
        "requests": {
            "A statistic attributed to a ministry": {
                "article": 3,
                "start": 214,
                "end": 253,
                "quote": "about 1,200 nurses were hired last year",
                "statement": "City hospitals hired about 1,200 nurses in 2025.",
                "kind": "statistic",
                "source": 7,
                "attribution": "the ministry said in a statement",
                "value": "1200",
                "qualifier": "approximately",
                "unit": "nurses hired",
            }
        },
        "responses": {"201": {"The new claim": UNVERIFIED_CLAIM}},
    },
    "claims_update": {
        "description": (
            "Replace a claim's content (fact-checkers and editors): statement, span, source, figure. "
            "Send the `version` you read; if someone changed the claim since, the answer is `409` with "
            "the `current_version`: read it again and retry. The status changes only through "
            "`transition`."
        ),
        "curl": f"curl -s -X PUT {TOKEN} {JSON} '{BASE}/claims/12/' -d @claim.json",
        "requests": {
            "Correct the unit": {
                "article": 3,
                "start": 214,
                "end": 253,
                "quote": "about 1,200 nurses were hired last year",
                "statement": "City hospitals hired about 1,200 nurses in 2025.",
                "kind": "statistic",
                "value": "1200",
                "qualifier": "approximately",
                "unit": "nurses",
                "version": 1,
            }
        },
        "responses": {"200": {"The changed claim": {**UNVERIFIED_CLAIM, "unit": "nurses", "version": 2}}},
    },
    "claims_partial_update": {
        "description": (
            "Change some of a claim's fields (fact-checkers and editors), with the `version` you read; "
            "`409` if it changed since."
        ),
        "curl": f'curl -s -X PATCH {TOKEN} {JSON} \'{BASE}/claims/12/\' -d \'{{"unit": "nurses", "version": 1}}\'',
        "requests": {"Correct the unit": {"unit": "nurses", "version": 1}},
        "responses": {"200": {"The changed claim": {**UNVERIFIED_CLAIM, "unit": "nurses", "version": 2}}},
    },
    "claims_transition_create": {
        "description": (
            "Move a claim through verification: `unverified` → `in_review` → a verdict (`verified`, "
            "`misleading`, `false`, `unverifiable`), or back into review. Taking a claim into review "
            "needs a fact-checker; a verdict needs an editor, evidence on the claim and a `summary` "
            "that readers will see. The `note` is internal. Send the `version` you read."
        ),
        "curl": (
            f"curl -s -X POST {TOKEN} {JSON} '{BASE}/claims/12/transition/' "
            '-d \'{"to": "verified", "summary": "The hiring report lists 1,184.", "version": 3}\''
        ),
        "requests": {
            "Take into review": {"to": "in_review", "version": 1},
            "Publish a verdict": {
                "to": "verified",
                "summary": "The ministry's hiring report lists 1,184 nurses hired in 2025.",
                "note": "Checked table 3 of the PDF.",
                "version": 3,
            },
        },
        "responses": {"200": {"After the verdict": CLAIM}},
    },
    "claims_carry_over_create": {
        "description": (
            "Reuse an earlier check (editors): when this claim was linked in the admin as a repeat of an "
            "earlier claim that has a public verdict, give it that verdict and its summary. The claim must "
            "be unverified or in review; its history records a new entry naming the earlier check, and its "
            "page links to it. `400` when the two claims are not linked or the earlier one has no verdict. "
            "Send the `version` you read."
        ),
        "curl": (
            f"curl -s -X POST {TOKEN} {JSON} '{BASE}/claims/12/carry-over/' "
            '-d \'{"earlier": 5, "version": 1}\''
        ),
        "requests": {
            "Reuse the check of claim 5": {"earlier": 5, "note": "Same ministry report.", "version": 1},
        },
        "responses": {
            "200": {
                "The repeat, with the earlier verdict": {
                    **CLAIM,
                    "evidence": [],
                    "history": [
                        {
                            "created_at": "2026-04-02T08:15:00Z",
                            "from_status": "unverified",
                            "to_status": "verified",
                            "summary": "The ministry's hiring report lists 1,184 nurses hired in 2025.",
                        }
                    ],
                    "version": 2,
                    "verdict_at": "2026-04-02T08:15:00Z",
                    "created_at": "2026-04-01T17:40:12Z",
                    "updated_at": "2026-04-02T08:15:00Z",
                }
            }
        },
    },
    "claims_evidence_create": {
        "description": (
            "Attach a document or page the check rests on (fact-checkers and editors): a URL or, for "
            "a paper document, a reference; what it shows; and whether it supports, contradicts or "
            "gives context to the claim."
        ),
        "curl": f"curl -s -X POST {TOKEN} {JSON} '{BASE}/claims/12/evidence/' -d @evidence.json",
        "requests": {
            "A report that supports the claim": {
                "title": "Ministry of Health, hiring report for 2025",
                "url": "https://health.example.org/reports/hiring-2025.pdf",
                "summary": "Table 3 lists 1,184 nurses hired by city hospitals in 2025.",
                "stance": "supports",
                "source": 7,
            }
        },
        "responses": {"201": {"The evidence": EVIDENCE}},
    },
    "claims_assign_create": {
        "description": (
            "Give a claim to a colleague to check (fact-checkers and editors), by username, or `null` "
            "to take it off everyone's desk. Send the `version` you read."
        ),
        "curl": f'curl -s -X POST {TOKEN} {JSON} \'{BASE}/claims/12/assign/\' -d \'{{"assignee": "ana", "version": 1}}\'',
        "requests": {"Assign to ana": {"assignee": "ana", "version": 1}, "Unassign": {"assignee": None, "version": 2}},
        "responses": {
            "200": {"The assigned claim (staff view)": {**UNVERIFIED_CLAIM, "assignee": "ana", "version": 2}}
        },
    },
    "claims_comments_list": {
        "description": (
            "The desk's internal discussion of a claim, oldest first (fact-checkers and editors only; never public)."
        ),
        "curl": f"curl -s {TOKEN} '{BASE}/claims/12/comments/'",
        "responses": {"200": {"One comment": {"count": 1, "next": None, "previous": None, "results": [COMMENT]}}},
    },
    "claims_comments_create": {
        "description": (
            "Add to a claim's internal discussion (fact-checkers and editors). Mention a colleague with "
            "`@username`; the claim then appears in their desk's “Mentions me” queue."
        ),
        "curl": f"curl -s -X POST {TOKEN} {JSON} '{BASE}/claims/12/comments/' -d '{{\"body\": \"@ben can you look?\"}}'",
        "requests": {
            "Ask a colleague": {"body": "@ben the ministry's PDF has a different total in table 3, can you look?"}
        },
        "responses": {"201": {"The comment": COMMENT}},
    },
    "articles_corrections_list": {
        "description": (
            "The corrections of a published article, newest first, as the public corrections log shows "
            "them: the note for readers, what changed word by word, the text before each correction, and "
            "the claims whose words changed (flagged) or went (detached)."
        ),
        "curl": f"curl -s '{BASE}/articles/city-hospitals-hire-nurses/corrections/'",
        "responses": {"200": {"One correction": {"count": 1, "next": None, "previous": None, "results": [CORRECTION]}}},
    },
    "articles_corrections_create": {
        "description": (
            "Correct a published article (editors only): send the whole text as it should now read, a note "
            "for readers and `based_on`, how many corrections the article had when you read it. Every claim "
            "is found again in the new text; a rated claim whose words changed is reopened. Someone "
            "else's correction since `based_on` is answered 409 with `current_version`, the number to send."
        ),
        "curl": (
            f"curl -s -X POST {TOKEN} {JSON} '{BASE}/articles/city-hospitals-hire-nurses/corrections/' "
            '-d \'{"body": "City hospitals hired 1,184 nurses in 2025, the ministry said.", '
            '"note": "The number of nurses was 1,184.", "based_on": 0}\''
        ),
        "requests": {
            "Correct a figure, remove a sentence": {
                "body": "City hospitals hired 1,184 nurses in 2025, the ministry said.",
                "note": "The hospital hired 1,184 nurses, not 1,284; the sentence on the new wing was wrong.",
                "based_on": 0,
            }
        },
        "responses": {"201": {"The correction and the claims it moved": CORRECTION}},
    },
    "claims_export_csv": {
        "description": (
            "Every claim matching the list's filters in one spreadsheet-ready CSV file, not one page: "
            "the way to take a whole story's claims into Excel, LibreOffice or Google Sheets. The "
            "README lists every column. Cells a spreadsheet would run as a formula are prefixed with "
            "`'` unless `raw=1`."
        ),
        "curl": f"curl -s -o claims.csv '{BASE}/claims/export.csv?source=ministry-of-health&kind=statistic'",
        "responses": {"200": {"The header and one claim": CSV_HEAD}},
    },
    "claims_export_jsonl": {
        "description": (
            "Every claim matching the list's filters as JSON Lines (one object per line), typed, for "
            "scripts and data pipelines (pandas: `pd.read_json(url, lines=True)`)."
        ),
        "curl": f"curl -s '{BASE}/claims/export.jsonl?status=verified' | jq -c '{{id, statement, rating}}'",
        "responses": {"200": {"One claim (one line)": JSONL_TEXT}},
    },
    "claimreview_list": {
        "description": (
            "The newsroom's verdicts as schema.org ClaimReview, the format search engines and fact-check "
            "archives (Google Fact Check Explorer) read. Only claims with a verdict; takes the list's "
            "filters, e.g. `updated_since` to fetch only what changed since your last visit."
        ),
        "curl": f"curl -s '{BASE}/claimreview/?updated_since=2026-03-01T00:00:00Z'",
        "responses": {
            "200": {"A verdict on the scale": [CLAIM_REVIEW], "Unverifiable: no ratingValue": [UNVERIFIABLE_REVIEW]}
        },
    },
    "articles_list": {
        "description": (
            "The articles whose claims are catalogued, with their publisher, date and how many claims "
            "each holds. Readers see published articles only."
        ),
        "curl": f"curl -s '{BASE}/articles/'",
        "responses": {"200": {"One article": _page([ARTICLE], count=1)}},
    },
    "articles_retrieve": {
        "description": (
            "One article with its full text (`body`) and every claim in it that you may see; each "
            "claim's `start` and `end` locate its words in `body`."
        ),
        "curl": f"curl -s '{BASE}/articles/city-hospitals-hire-nurses/'",
        "responses": {
            "200": {
                "An article and its claims": {
                    **ARTICLE,
                    "body": "…the ministry said in a statement that about 1,200 nurses were hired last year…",
                    "claims": [CLAIM],
                }
            }
        },
    },
    "sources_list": {
        "description": (
            "The people, bodies and outlets claims are attributed to, with the other names the articles "
            "use for them (`aliases`)."
        ),
        "curl": f"curl -s '{BASE}/sources/?page_size=100'",
        "responses": {"200": {"One source": _page([SOURCE], count=1)}},
    },
    "sources_retrieve": {
        "description": ("One source with the tally of its claims by verdict: how often what it says checks out."),
        "curl": f"curl -s '{BASE}/sources/ministry-of-health/'",
        "responses": {"200": {"A source and its record": SOURCE_DETAIL}},
    },
    "sources_create": {
        "description": (
            "Add a source (fact-checkers and editors): a name, a unique slug for its address and its "
            "kind. `notes` are internal."
        ),
        "curl": f"curl -s -X POST {TOKEN} {JSON} '{BASE}/sources/' -d @source.json",
        "requests": {
            "A government body": {
                "name": "Ministry of Health",
                "slug": "ministry-of-health",
                "kind": "government_body",
                "description": "The national health ministry",
                "country": "Examplia",
                "homepage": "https://health.example.org/",
            }
        },
        "responses": {"201": {"The new source": {**SOURCE_DETAIL, "claim_tally": []}}},
    },
    "sources_update": {
        "description": "Replace a source's details (fact-checkers and editors): name, slug, kind, role, country, homepage.",
        "curl": f"curl -s -X PUT {TOKEN} {JSON} '{BASE}/sources/ministry-of-health/' -d @source.json",
        "requests": {
            "Add the homepage": {
                "name": "Ministry of Health",
                "slug": "ministry-of-health",
                "kind": "government_body",
                "homepage": "https://health.example.org/",
            }
        },
        "responses": {"200": {"The changed source": SOURCE_DETAIL}},
    },
    "sources_partial_update": {
        "description": "Change some of a source's details (fact-checkers and editors), e.g. only its country.",
        "curl": f"curl -s -X PATCH {TOKEN} {JSON} '{BASE}/sources/ministry-of-health/' -d '{{\"country\": \"Examplia\"}}'",
        "requests": {"Set the country": {"country": "Examplia"}},
        "responses": {"200": {"The changed source": SOURCE_DETAIL}},
    },
    "figures_list": {
        "description": (
            "Numbers the newsroom tracks across articles and sources (a death toll, a budget, a count "
            "of defectors), each with its latest public value and how many sources report it."
        ),
        "curl": f"curl -s '{BASE}/figures/'",
        "responses": {"200": {"One figure": _page([FIGURE], count=1)}},
    },
    "figures_retrieve": {
        "description": (
            "One tracked figure over time: every public value with its source, qualifier and the date "
            "it refers to, and the values that cannot all be true (`disagreements`)."
        ),
        "curl": f"curl -s '{BASE}/figures/nurses-hired-by-city-hospitals/'",
        "responses": {"200": {"Two sources that disagree": FIGURE_DETAIL}},
    },
}


def document_operations(result, generator, request, public):
    """drf-spectacular hook: each operation's description, curl sample and examples from OPERATIONS."""
    for operations in result.get("paths", {}).values():
        for operation in operations.values():
            guide = OPERATIONS.get(operation.get("operationId"))
            if guide is None:
                continue
            operation["description"] = guide["description"]
            operation["x-codeSamples"] = _curl(guide["curl"])
            for media in operation.get("requestBody", {}).get("content", {}).values():
                if "requests" in guide:
                    media["examples"] = {
                        name: {"summary": name, "value": value} for name, value in guide["requests"].items()
                    }
            for code, examples in guide.get("responses", {}).items():
                for media in operation["responses"][code].get("content", {}).values():
                    media["examples"] = {name: {"summary": name, "value": value} for name, value in examples.items()}
    return result
