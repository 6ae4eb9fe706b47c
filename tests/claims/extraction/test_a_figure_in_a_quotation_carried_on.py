"""A quotation alone in the paragraph after one the text attributed carries on its
speaker when it holds a figure and is proposed as a statistic, as it does without one;
the article's own sentences with a figure stay no one's. Sentences of our own."""

from claims.extraction import extract


def speakers(text, language):
    return [(p.kind, p.speaker) for p in extract(text, language=language)]


def test_an_english_quotation_with_a_figure_carries_on():
    text = (
        "Ann Ward runs a bakery in Leeds.\n\n“Flour costs keep rising,” she said.\n\n"
        "“Some of us have lost 300 customers and are thinking of selling.”\n\nThe council declined to comment."
    )
    assert ("statistic", "Ann Ward") in speakers(text, "en")


def test_a_spanish_quotation_with_a_length_of_time_carries_on():
    text = (
        "Pedro Ruiz, agricultor de Úbeda, cultiva un olivar.\n\n"
        "«Se habla mucho del precio, pero nadie habla de los kilos», resume.\n\n"
        "«Hay vecinos que llevan tres años perdiendo dinero y piensan en vender».\n\n"
        "La cooperativa prevé una campaña corta."
    )
    assert ("statistic", "Pedro Ruiz") in speakers(text, "es")


def test_the_articles_own_figure_after_a_quotation_is_no_ones():
    text = (
        "Ann Ward runs a bakery in Leeds.\n\n“Flour costs keep rising,” she said.\n\n"
        "Some 300 bakeries closed in the county last year."
    )
    assert ("statistic", None) in speakers(text, "en")
    text = (
        "Pedro Ruiz cultiva un olivar.\n\n«Nadie habla de los kilos», dijo.\n\n"
        "Unas 300 almazaras cerraron el año pasado en la provincia."
    )
    assert ("statistic", None) in speakers(text, "es")
