"""Direct quotations: their exact words, and the frame that names the speaker."""

import pytest

from claims.extraction.quotes import find_quotations


def quoted(text):
    return [
        (text[q.start : q.end], q.frame.speaker if q.frame else None, q.continued, q.embedded)
        for q in find_quotations(text)
    ]


@pytest.mark.parametrize(
    "text, words, speaker, attribution",
    [
        ("“We will win,” says Ana Morales.", "We will win", "Ana Morales", "says"),
        ("“We will win,” Ana Morales said.", "We will win", "Ana Morales", "said"),
        ('"We will win," said the colonel.', "We will win", "the colonel", "said"),
        ("“We will win,” he added, smiling.", "We will win", "he", "added"),
        (
            "“Fear is everywhere,” Venezuela’s interim president, Juan Guaidó, told Spanish newspaper El País.",
            "Fear is everywhere",
            "Venezuela’s interim president, Juan Guaidó",
            "told Spanish newspaper El País",
        ),
        (
            "“Fear is everywhere,” he explained to El País.",
            "Fear is everywhere",
            "he",
            "explained to El País",
        ),
        ("He also stated that “most troops are unhappy.”", "most troops are unhappy", "He", "stated"),
        ("The minister said: “Nothing happened.”", "Nothing happened", "The minister", "said"),
        ("«Tenemos miedo», dijo el sargento.", "Tenemos miedo", "el sargento", "dijo"),
    ],
)
def test_a_quotation_and_its_speaker(text, words, speaker, attribution):
    [quotation] = find_quotations(text)
    assert text[quotation.start : quotation.end] == words
    assert quotation.frame.speaker == speaker
    assert quotation.frame.attribution == attribution
    assert not quotation.embedded


def test_the_intermediary_is_read_from_the_attribution():
    [quotation] = find_quotations("“Fear is everywhere,” Juan Guaidó told Spanish newspaper El País.")
    assert quotation.frame.via == "Spanish newspaper El País"
    [quotation] = find_quotations("«Tenemos miedo», dijo el sargento a El Tiempo.")
    assert (quotation.frame.speaker, quotation.frame.via) == ("el sargento", "El Tiempo")


def test_a_quotation_may_span_several_sentences():
    text = "“You will find no safe harbour. You will lose everything,” Peter Hall said in a speech."
    [quotation] = find_quotations(text)
    assert text[quotation.start : quotation.end] == "You will find no safe harbour. You will lose everything"
    assert quotation.frame.attribution == "said in a speech"


def test_a_following_quotation_keeps_the_speaker():
    text = "“The soldiers suffer too,” says Solano. “It is fear that keeps them in line.”"
    assert quoted(text) == [
        ("The soldiers suffer too", "Solano", False, False),
        ("It is fear that keeps them in line", "Solano", True, False),
    ]


def test_a_new_frame_is_not_taken_for_the_previous_quotation():
    text = "“We won,” the minister said. “No doubt.” Officials insisted: “Nothing happened.”"
    assert [speaker for _, speaker, _, _ in quoted(text)] == ["the minister", "the minister", "Officials"]


def test_quoted_words_inside_a_sentence_are_embedded():
    text = "The ministry affirmed that “a significant number” have applied for refugee status."
    [(words, _, _, embedded)] = quoted(text)
    assert words == "a significant number"
    assert embedded


def test_a_quotation_left_open_ends_with_its_paragraph():
    text = "“We will not stop\nThe next paragraph."
    [quotation] = find_quotations(text)
    assert text[quotation.start : quotation.end] == "We will not stop"
