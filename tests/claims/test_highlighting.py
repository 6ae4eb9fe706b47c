"""Claims marked in an article's text: every word escaped, overlaps and nesting handled."""

import random
import re

import pytest

from claims.highlighting import highlight_paragraphs, quote_in_context, segment_paragraphs, spans_overlap
from claims.models import Article, Claim, Status

BODY = "Over one thousand soldiers defected.\nThe ministry counts 235,000 troops.\n\nFear rules."


def claim(pk, start, end, status=Status.UNVERIFIED, body=BODY):
    item = Claim(pk=pk, start=start, end=end, status=status, statement=f"Claim {pk} statement.")
    item.article = Article(body=body)
    item.quote = body[start:end]
    return item


def span(text, body=BODY, occurrence=1):
    start = -1
    for _ in range(occurrence):
        start = body.index(text, start + 1)
    return start, start + len(text)


def visible_text(html):
    return re.sub(r"<sup.*?</sup>|<[^>]+>", "", html)


def test_paragraphs_are_the_lines_of_the_body_and_blank_lines_are_dropped():
    paragraphs = highlight_paragraphs(body=BODY, claims=[])
    assert paragraphs == [
        "Over one thousand soldiers defected.",
        "The ministry counts 235,000 troops.",
        "Fear rules.",
    ]


def test_a_claim_is_a_mark_linking_to_it_with_its_number_after_it():
    item = claim(7, *span("235,000 troops"), status=Status.FALSE)
    [first, second, _] = highlight_paragraphs(body=BODY, claims=[item], numbers={7: 3})
    assert "<mark" not in first
    assert second == (
        'The ministry counts <span class="claim-anchor" id="at-claim-7"></span>'
        f'<mark class="claim-mark status-false"><a href="{item.get_absolute_url()}">235,000 troops</a></mark>'
        f'<sup class="claim-ref"><a class="status-false" href="{item.get_absolute_url()}">'
        '<span class="visually-hidden">claim </span>3<span class="visually-hidden">, false</span></a></sup>.'
    )


def test_every_piece_of_text_is_escaped():
    body = 'He wrote <script>alert("x")</script> & left.\n<b>bold</b>'
    item = claim(1, *span("<script>alert(", body=body), body=body)
    html = "".join(highlight_paragraphs(body=body, claims=[item], numbers={1: 1}))
    assert "<script>" not in html and "<b>" not in html
    assert ">&lt;script&gt;alert(</a></mark>" in html
    assert visible_text(html) == (
        "He wrote &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; left.&lt;b&gt;bold&lt;/b&gt;"
    )


def test_nested_claims_link_each_stretch_to_the_innermost_claim():
    outer = claim(1, *span("The ministry counts 235,000 troops"), status=Status.VERIFIED)
    inner = claim(2, *span("235,000"), status=Status.FALSE)
    [segments] = [p for p in segment_paragraphs(body=BODY, claims=[outer, inner]) if len(p) > 1]
    assert [(s.text, [c.pk for c in s.claims]) for s in segments] == [
        ("The ministry counts ", [1]),
        ("235,000", [2, 1]),
        (" troops", [1]),
        (".", []),
    ]
    html = highlight_paragraphs(body=BODY, claims=[outer, inner], numbers={1: 1, 2: 2})[1]
    assert f'<mark class="claim-mark status-false overlap also-verified"><a href="{inner.get_absolute_url()}">235,000</a></mark>' in html
    assert html.count(f'class="status-verified" href="{outer.get_absolute_url()}"') == 1
    assert html.count(f'class="status-false" href="{inner.get_absolute_url()}"') == 1
    assert html.index(">2<") < html.index(">1<"), "the inner claim ends first, so its marker comes first"
    assert html.count('id="at-claim-1"') == html.count('id="at-claim-2"') == 1


def test_crossing_claims_are_cut_where_they_meet():
    first = claim(1, *span("one thousand soldiers"))
    second = claim(2, *span("soldiers defected"))
    [segments, *_] = segment_paragraphs(body=BODY, claims=[first, second])
    assert [(s.text, [c.pk for c in s.claims]) for s in segments] == [
        ("Over ", []),
        ("one thousand ", [1]),
        ("soldiers", [2, 1]),  # the shorter claim is the innermost
        (" defected", [2]),
        (".", []),
    ]
    assert [c.pk for c in segments[2].closes] == [1]
    assert [c.pk for c in segments[3].closes] == [2]


def test_a_claim_covered_entirely_by_shorter_ones_still_gets_its_own_link():
    whole = claim(1, *span("one thousand soldiers"))
    left = claim(2, *span("one thousand "))
    right = claim(3, *span("soldiers"))
    html = highlight_paragraphs(body=BODY, claims=[whole, left, right], numbers={1: 1, 2: 2, 3: 3})[0]
    for item in (whole, left, right):
        assert item.get_absolute_url() in html
    assert html.count("<sup") == 3


def test_a_claim_across_a_line_break_is_marked_in_both_paragraphs_with_one_marker():
    item = claim(5, *span("defected.\nThe ministry"))
    first, second, third = highlight_paragraphs(body=BODY, claims=[item], numbers={5: 1})
    assert '<a href="' in first and ">defected.</a>" in first
    assert ">The ministry</a>" in second
    assert "\n" not in first + second
    assert 'id="at-claim-5"' in first and 'id="at-claim-5"' not in second
    assert "<sup" not in first and second.count("<sup") == 1
    assert "<mark" not in third


def test_unlinked_marking_for_the_claim_page():
    item = claim(1, *span("Fear"))
    html = highlight_paragraphs(body=BODY, claims=[item], link=False)[2]
    assert html == '<span class="claim-anchor" id="at-claim-1"></span><mark class="claim-mark status-unverified">Fear</mark> rules.'


def test_quote_in_context_is_the_claims_paragraph_with_the_quote_marked():
    item = claim(1, *span("235,000"))
    assert quote_in_context(claim=item) == [
        'The ministry counts <span class="claim-anchor" id="at-claim-1"></span>'
        '<mark class="claim-mark status-unverified">235,000</mark> troops.'
    ]
    across = claim(2, *span("defected.\nThe"))
    assert len(quote_in_context(claim=across)) == 2


@pytest.mark.parametrize(
    "spans, expected",
    [
        ([(0, 4), (4, 8)], False),
        ([(0, 4), (3, 8)], True),
        ([(0, 10), (2, 3)], True),
        ([(5, 9), (0, 2), (2, 5)], False),
        ([], False),
    ],
)
def test_spans_overlap(spans, expected):
    assert spans_overlap([claim(i, s, e) for i, (s, e) in enumerate(spans, 1)]) is expected


def test_random_spans_keep_the_text_intact_and_give_every_claim_one_anchor_and_one_marker():
    rng = random.Random(4)
    body = "Alpha beta gamma.\nDelta <epsilon> & zeta.\n\nEta theta iota kappa lambda."
    for _ in range(200):
        claims, seen = [], set()
        for pk in range(1, rng.randint(1, 6)):
            start = rng.randrange(len(body) - 1)
            end = rng.randint(start + 1, len(body))
            if (start, end) in seen or not body[start:end].strip():
                continue
            seen.add((start, end))
            claims.append(claim(pk, start, end, body=body))
        paragraphs = segment_paragraphs(body=body, claims=claims)
        assert ["".join(s.text for s in p) for p in paragraphs] == [line for line in body.split("\n") if line]
        for item in claims:
            covered = "".join(s.text for p in paragraphs for s in p if item in s.claims)
            assert covered == body[item.start : item.end].replace("\n", "")
            opens = sum(item in s.opens for p in paragraphs for s in p)
            closes = sum(item in s.closes for p in paragraphs for s in p)
            assert opens == closes == 1
