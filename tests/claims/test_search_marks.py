"""The words a reader searched for are marked in the results: accents and case
ignored, unfinished last words and other forms of a word included, `or` and
`-word` not marked, everything else escaped."""

import pytest
from django.urls import reverse

from claims.search_marks import search_marked
from tests.factories import ClaimFactory, SourceFactory

MARK = '<mark class="search-match">{}</mark>'


@pytest.mark.parametrize(
    "text, search, marked",
    [
        ("Juan Guaidó said so.", "guaido", ["Guaidó"]),
        ("NINETY PERCENT are in discontent.", "percent discont", ["PERCENT", "discontent"]),
        ("Over one thousand soldiers have defected.", "defecting soldier", ["soldiers", "defected"]),
        ("Más de mil desertores cruzaron.", "desertor", ["desertores"]),
        ("There is fear in the armed forces.", '"armed forces"', ["armed", "forces"]),
        ("There is fear in the armed forces.", "fear or -armed", ["fear"]),
    ],
)
def test_searched_words_are_marked(text, search, marked):
    html = str(search_marked(text, search))
    assert html.count("<mark") == len(marked)
    for word in marked:
        assert MARK.format(word) in html


@pytest.mark.parametrize("search", [None, "", "   ", "zeppelin"])
def test_nothing_is_marked_without_a_matching_search(search):
    assert str(search_marked("Fear <b>& loathing</b>", search)) == "Fear &lt;b&gt;&amp; loathing&lt;/b&gt;"


def test_the_text_around_the_marks_is_escaped():
    html = str(search_marked('<script>alert("fear")</script> & fear', "fear"))
    assert "<script>" not in html and "&amp;" in html
    assert html.count(MARK.format("fear")) == 2


@pytest.mark.django_db
def test_the_claims_page_marks_the_searched_words(client):
    ClaimFactory(source=SourceFactory(name="Juan Guaidó"), statement="Guaidó says there is fear in the armed forces.")
    html = client.get(reverse("claims:list"), {"search": "guaido FEAR"}).content.decode()
    assert MARK.format("Guaidó") in html and MARK.format("fear") in html
    html = client.get(reverse("claims:list")).content.decode()
    assert "search-match" not in html
