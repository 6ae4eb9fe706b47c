"""Service lines (a hotline and its hours, an office and its address, opening times),
labelled captions and a wire's exchange-rate note are no claims
(`claims.extraction.service_lines`, `claims.extraction.furniture`); their numbers,
a Colombian address, a block of a street, a launch's clock and a relative's age are no
figures (`claims.extraction.non_figures`)."""

import pytest

from claims.extraction import extract
from claims.extraction.furniture import furniture_spans
from claims.extraction.non_figures import non_figure_spans

BODY = "Officials said 40 people were hurt in the collapse, and the road stayed shut for hours."
CUERPO = "Las autoridades informaron de que 40 personas resultaron heridas y la carretera siguió cortada."


def story(sentence, language):
    return f"Storm damage\n\n{BODY if language == 'en' else CUERPO} {sentence}\n"


def furniture(text):
    return [text[start:end].strip() for start, end in furniture_spans(text)]


@pytest.mark.parametrize(
    "sentence, language",
    [
        (
            "The water board said customers with questions could call its helpline at 1-888-555-0117 "
            "between 8 a.m. and 6 p.m.",
            "en",
        ),
        ("Sandbags are available from the council depot at 22 Mill Road or by calling 1300 400 212.", "en"),
        ("Anyone who saw the crash can call the police tip line at 617-555-0148.", "en"),
        ("Las averías se atienden en el 0800-444-2210.", "es"),
        ("Para consultas sobre cortes, la empresa atiende en la línea gratuita 0800-22-415.", "es"),
        (
            "Los vecinos pueden consultar sus dudas en la línea gratuita del Ayuntamiento, 01 8000 910 222, "
            "o en la oficina de la carrera 15 n.º 88-21.",
            "es",
        ),
        ("The new gallery will open Tuesday to Sunday from 10 a.m. to 6 p.m.", "en"),
        ("La biblioteca, situada en la plaza de la Constitución, 3, abrirá de lunes a sábado de 9.00 a 21.00 horas.", "es"),
    ],
)
def test_a_service_line_is_no_claim_and_its_numbers_no_figures(sentence, language):
    text = story(sentence, language)
    assert furniture(text) == [sentence]
    proposals = extract(text, language=language)
    assert proposals and not any(p.end > text.index(sentence) for p in proposals)


@pytest.mark.parametrize(
    "sentence, clause, language",
    [
        (
            "The hospital has set up a helpline for families, open from 7 a.m. to 9 p.m.",
            "open from 7 a.m. to 9 p.m.",
            "en",
        ),
        (
            "El Ayuntamiento ha habilitado una línea para los vecinos, atendida de 8.00 a 15.00 horas.",
            "atendida de 8.00 a 15.00 horas.",
            "es",
        ),
    ],
)
def test_a_line_opened_stays_a_claim_without_its_hours(sentence, clause, language):
    text = story(sentence, language)
    assert furniture(text) == [clause]
    proposals = extract(text, language=language)
    start = text.index(sentence)
    assert any(p.start >= start and p.end <= text.index(clause) for p in proposals)
    assert not any(p.end > text.index(clause) for p in proposals)


@pytest.mark.parametrize(
    "sentence, language",
    [
        # A body called, not a line: the corpus keeps it.
        ("Anyone looking for news of relatives can call the Red Cross at 1-800-555-0190.", "en"),
        # A figure of its own besides the number to call.
        ("Customers who lost power could claim $50 by calling 1-800-555-0100.", "en"),
        ("Los clientes afectados podrán reclamar 50 euros llamando al 900 300 200.", "es"),
        # An opening that is news, not opening times.
        ("La planta abrirá en 2028 con 300 empleos.", "es"),
        ("Los comercios abrirán de 10.00 a 22.00 a partir de enero.", "es"),
        ("The plant will open in 2028 with 300 jobs.", "en"),
    ],
)
def test_a_sentence_of_the_story_with_a_phone_or_hours_stays(sentence, language):
    text = story(sentence, language)
    assert furniture(text) == []
    assert any(p.start >= text.index(sentence) for p in extract(text, language=language))


@pytest.mark.parametrize(
    "line",
    [
        "Photo caption: Volunteers count tents under the Ring Road flyover during the Feb. 3 survey. "
        "Photo by Lena Park / The Harbour Courier",
        "Image caption: Protesters from both camps gathered outside the court on Monday",
        "Pie de foto: Vecinos achican agua en un garaje de Alzira, este martes",
        "($1 = 0.9210 euros)",
        "(£1 = $1.2710)",
        "(1 euro = 1,0870 dólares)",
        "(1 dólar = 17,20 pesos mexicanos)",
    ],
)
def test_a_labelled_caption_or_an_exchange_rate_note_is_furniture(line):
    text = f"Bridge closed after storm\n\n{BODY}\n\n{line}\n\nThe bridge reopened on Friday after repairs.\n"
    assert furniture(text) == [line]
    start = text.index(line)
    assert not any(start <= p.start < start + len(line) for p in extract(text))


@pytest.mark.parametrize(
    "text, number, language",
    [
        ("La sede está en la calle 7 n.º 6-54, en el centro de Bogotá.", "6-54", "es"),
        ("La oficina abrió en la carrera 15 # 88-21 el año pasado.", "88-21", "es"),
        ("Police were called to the 1400 block of Elm Street on Sunday.", "1400", "en"),
        ("The signal was lost at T+3 minutes 41 seconds, the company said.", "41", "en"),
        ("La señal se perdió en T+2 minutos y 10 segundos, según la empresa.", "10", "es"),
        ("«Tengo a mi mamá de 86 años sin calefacción», dijo una vecina.", "86", "es"),
        ("El museo, situado en el paseo de la Dársena, 1, costó 20 millones.", "Dársena, 1", "es"),
    ],
)
def test_an_address_a_launch_clock_or_an_age_is_no_figure(text, number, language):
    spans = [text[start:end] for start, end in non_figure_spans(text)]
    assert any(number in span for span in spans)
    assert not any(p.value is not None and number in p.quote for p in extract(text, language=language))


@pytest.mark.parametrize(
    "text, language",
    [
        ("Una vecina tiene una tienda en la cuadra 12 de la avenida Brasil desde hace años.", "es"),
    ],
)
def test_a_block_by_its_number_is_no_figure(text, language):
    assert not any(p.value == 12 for p in extract(text, language=language))
