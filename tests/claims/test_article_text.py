"""Clean text in: an HTML page is stored as its story, without the page around it."""

from decimal import Decimal

import pytest

from claims.article_text import html_article_text
from claims.importing import article_text
from claims.extraction import extract

PAGE = """<html><head><title>Floods cut off 14 villages | Daily Planet</title></head><body>
<header><nav><ul><li><a href="/">Home</a></li><li><a href="/world">World</a></li>
<li><a href="/sport">Sport</a></li></ul></nav></header>
<div class="cookie-banner"><p>We use cookies to improve your experience. By continuing you accept our
cookie policy.</p><button>Accept all cookies</button></div>
<main><article>
<h1>Floods cut off 14 villages in the north</h1>
<p class="byline">By Jane Doe</p>
<figure><img src="a.jpg"><figcaption>Rescuers wade through water in Aldeia.
(Photo: Tom Reilly/Agency)</figcaption></figure>
<p>Floods have cut off 14 villages in the north of the country, leaving more than 3,000 people
without power, the regional government said on Tuesday.</p>
<p>“We have never seen the river rise this fast,” said Marta Silva, the mayor of Aldeia. About a
third of the town's homes were flooded.</p>
<p>Emergency crews evacuated 830 residents overnight, and the army sent 12 helicopters.</p>
</article></main>
<aside><h3>Most read</h3><ul><li><a href="/x">Celebrity weds in Rome</a></li>
<li><a href="/y">Prices soar 40% in a year</a></li></ul></aside>
<div class="subscribe"><p>Subscribe for £1 a month. Cancel anytime.</p></div>
<footer><p>Daily Planet Ltd, 12 Fleet Street, London EC4Y 1AA</p>
<p>© 2026 Daily Planet. All rights reserved.</p></footer>
</body></html>"""


def test_a_page_is_stored_as_its_story():
    body = html_article_text(PAGE)
    assert body.split("\n")[0] == "Floods cut off 14 villages in the north"
    assert "Floods have cut off 14 villages" in body
    assert "said Marta Silva, the mayor of Aldeia" in body
    assert "army sent 12 helicopters" in body
    for furniture in (
        "cookie", "Accept all", "Home", "Sport", "Most read", "Celebrity", "Prices soar", "Subscribe",
        "Fleet Street", "All rights reserved", "Photo:", "By Jane Doe",
    ):
        assert furniture not in body, furniture


def test_no_claim_comes_from_the_page_around_the_story():
    body = article_text(PAGE)
    figures = {(p.value, p.unit) for p in extract(body) if p.value is not None}
    assert figures == {
        (Decimal(14), "villages"),
        (Decimal(3000), "people"),
        (Decimal("33.3"), "percent of the town's homes"),
        (Decimal(830), "residents"),
        (Decimal(12), "helicopters"),
    }


@pytest.mark.parametrize(
    "markup, text",
    [
        # A fragment too small to be called an article keeps every word.
        ("<p>Over 1,200 nurses went on strike.</p>", "Over 1,200 nurses went on strike."),
        ("<div>Uno<br>Dos &amp; tres</div>", "Uno\nDos & tres"),
    ],
)
def test_a_fragment_keeps_every_word(markup, text):
    assert html_article_text(markup) == text


def test_plain_text_is_stored_as_pasted():
    pasted = "Floods cut off 14 villages\n\n(Photo: Tom Reilly/Agency)\nSubscribe for £1 a month"
    assert article_text(pasted) == pasted
