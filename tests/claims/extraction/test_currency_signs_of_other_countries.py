"""Other countries' currency signs before an amount ("Sh40 million", "₡12 millones", "G.
25.000 millones", "B/.1,5 millones", "₦3 billion"; claims.extraction.numbers.CURRENCY_SIGNS),
the guaraní's "G." only before thousands, and the scorer reading a sign as its currency's
name (claims.extraction.corpus_evaluation.same_unit). English and Spanish sentences of our
own, with sentences where the letters are no sign."""

from decimal import Decimal

import pytest

from claims.extraction.corpus_evaluation import same_unit
from claims.extraction.figures import find_figures
from claims.extraction.sentences import sentence_spans


def figures(text, language="en"):
    return [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The county lost more than Sh40 million to ghost suppliers, auditors said.",
            "en",
            [(Decimal("40000000"), "more_than", "shillings")],
        ),
        ("Bail was set at KSh 2 million.", "en", [(Decimal("2000000"), "exact", "Kenyan shillings")]),
        ("The port spent ₦3 billion on new cranes.", "en", [(Decimal("3000000000"), "exact", "naira")]),
        (
            "La municipalidad invirtió ₡12 millones en el puente.",
            "es",
            [(Decimal("12000000"), "exact", "colones")],
        ),
        (
            "El fondo prevé unos G. 25.000 millones para caminos rurales.",
            "es",
            [(Decimal("25000000000"), "approximately", "guaraníes")],
        ),
        (
            "La obra costó B/.1,5 millones, según la contraloría.",
            "es",
            [(Decimal("1500000"), "exact", "balboas")],
        ),
        ("El club debe Sh300.000 a sus jugadores.", "es", [(Decimal("300000"), "exact", "chelines")]),
    ],
)
def test_the_sign_names_the_currency(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        # An initial or a group's letter before a small number is no guaraní.
        ("Juan G. 12 veces campeón, dijo el club.", "es"),
        ("Group G. 5 teams qualified.", "en"),
        # Letters glued inside a word are no sign.
        ("The Cash5 draw paid out on Friday.", "en"),
    ],
)
def test_letters_that_are_no_sign(text, language):
    assert all(unit not in ("guaraníes", "shillings", "chelines") for _, _, unit in figures(text, language))


def test_the_guaranis_letter_does_not_end_the_sentence():
    text = "El ministerio pagó G. 18.600 millones en subsidios. La fiscalía investiga."
    assert len(sentence_spans(text)) == 2


@pytest.mark.parametrize(
    "annotated, proposed, same",
    [
        ("Sh", "shillings", True),
        ("Sh", "Kenyan shillings", True),
        ("₡", "colones", True),
        ("¥", "yen", True),
        ("¥", "yenes", True),
        ("B/.", "balboas", True),
        ("₲", "guaraníes", True),
        ("Sh", "dollars", False),
        ("¥", "yuan", False),
        ("₡", "pesos", False),
    ],
)
def test_the_scorer_reads_a_sign_as_its_currency(annotated, proposed, same):
    assert same_unit(annotated, proposed) is same
