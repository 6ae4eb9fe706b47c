"""Bylines, closing credits, time stamps, photo credits and their captions are page
furniture (`claims.extraction.credits`); a deck under the headline is no claim but
its figures are; a phone line is no figure (`claims.extraction.non_claims`,
`claims.extraction.non_figures`)."""

import pytest

from claims.extraction import extract
from claims.extraction.furniture import furniture_spans
from claims.extraction.non_claims import is_headline
from claims.extraction.non_figures import non_figure_spans


def furniture(text):
    return [text[start:end].strip() for start, end in furniture_spans(text)]


BODY = "Officials said 40 people were hurt in the collapse, and the road stayed shut for hours."


@pytest.mark.parametrize(
    "line",
    [
        # Bylines and stamps, in capitals, with roles, places and dates.
        "By Carla Moss | Metro Reporter",
        "By Dev Anand, Science correspondent, Harbour Times",
        "NURIA PARDO / TOMÁS RIVAS",
        "ELENA CASTRO | Santa Cruz de Tenerife - 14 may 2027 - 09:05 CEST",
        "Sevilla | 14/05/2027 - 09:05 CEST",
        "Guadalajara | 14/05/2027 | 18:30",
        "Bilbao - 14 may 2027 - 21:10 CET",
        "Mon 9 Aug 2027 07.30 BST",
        "Ruth Adler | May 14, 2027 | 6 min read",
        "Ruth Adler in Rotterdam",
        "MARIO SOTO | Actualizada 14/05/2027 a las 10:45",
        # Closing credits and sign-offs.
        "— With files from Noor Haddad in Halifax",
        "--With assistance from Pete Lindgren.",
        "Additional reporting by Ines Varga",
        "To contact the editor responsible for this story:",
        "Reuters reporter Tom Ekwueme in Lagos contributed to this report.",
        "Con la colaboración de Marta Ibarra",
        "xm/ld/ap",
        "afp-rt/kl/gb",
        # Captions that end in their credit.
        "Firefighters douse a burning barn outside Millvale on Friday. REUTERS NEXT/Jo Lund",
        "Nurses march past the town hall on Monday. (Evening Post photo / Ken Adair)",
        "Una vecina camina por la calle inundada en Alzira. (Pablo Rey / Diario del Júcar)",
        "Vecinos observan los daños en el puerto de Motril, este lunes. / FOTO: LUIS REY",
        "Los bomberos trabajan en la nave incendiada. Foto: Archivo",
        "Crowds gather outside the stadium before kick-off. Photograph: Ann Ford/PA",
        "Manifestantes cortan la avenida principal de Oviedo, este jueves. MARTA SOLER (EFE)",
        "Los voluntarios reparten mantas en el albergue de Lorca, este martes. MARTA SOLER",
    ],
)
def test_a_credit_or_a_stamp_is_furniture_whole(line):
    text = f"Bridge closed after storm\n\n{line}\n\n{BODY}"
    assert furniture(text) == [line]


@pytest.mark.parametrize(
    "line",
    [
        "By Tuesday, the river had risen two metres above its usual level.",
        "The mayor, Ana Ruiz, said the works would start in June.",
        "Madrid - Barcelona was the busiest route, with 2,4 millones de viajeros.",
        "NATO and the EU met in Brussels on 14 May 2027 to agree the plan.",
        "The union says members will not accept the offer. Talks resume on Monday.",
        "El Ayuntamiento aprobó el plan el 14/05/2027 a las 10:45 con 15 votos.",
        "Los técnicos revisaron la presa el lunes y no hallaron daños, según la CHE.",
        "The company blamed the delay on suppliers (see chart).",
    ],
)
def test_a_sentence_of_the_story_is_not_furniture(line):
    text = f"Bridge closed after storm\n\n{line}\n\n{BODY}"
    assert furniture(text) == []


def test_an_all_capitals_headline_is_not_a_byline():
    text = "CITY COUNCIL VOTES\n\nThe council voted on Monday to close two libraries."
    assert furniture(text) == []


@pytest.mark.parametrize(
    "caption, credit",
    [
        ("Smoke drifts over a vineyard near Lodi on Thursday.", "Photo: Kim Vale/AAP"),
        ("Las aficionadas celebran el ascenso en la plaza de Elche", "Foto: Irene Gil / EFE"),
    ],
)
def test_a_caption_beside_its_credit_in_the_head_is_furniture(caption, credit):
    for lines in ([caption, credit], [credit, caption]):
        text = "Fire season starts early\n\n" + "\n".join(lines) + f"\n\n{BODY} The fire service said more."
        assert furniture(text) == lines


def test_a_caption_block_between_paragraphs_is_furniture_but_a_paragraph_is_not():
    caption = "Volunteers sort coats and blankets at a church hall in Leeds."
    credit = "Photo: Sam Ito/PA"
    text = f"{BODY} Police said more.\n\n{caption}\n{credit}\n\nThe council said 300 families had asked for help.\n"
    assert furniture(text) == [caption, credit]
    # A one-sentence paragraph that a credit merely follows stays in the story.
    text = f"{BODY} Police said more.\n\nThe council said 300 families had asked for help.\n\n{credit}\n"
    assert furniture(text) == [credit]
    text = f"{BODY} Police said more.\n\n“We are full,” said Rev. Anne Hale.\n{credit}\n\nMore came.\n"
    assert furniture(text) == [credit]


@pytest.mark.parametrize(
    "text, stamp",
    [
        (
            "Update, 9:15 a.m. ET: The airline said late on Tuesday that its flights had resumed after a long halt.",
            "Update, 9:15 a.m. ET:",
        ),
        (
            "Actualización, 18.30 h: El Ayuntamiento ha reabierto el túnel de la avenida tras revisar la estructura.",
            "Actualización, 18.30 h:",
        ),
    ],
)
def test_an_update_stamp_is_furniture_and_its_sentence_is_not(text, stamp):
    assert furniture(text) == [stamp]
    quotes = [proposal.quote for proposal in extract(text)]
    assert quotes and not any("Update" in q or "Actualización" in q or "9:15" in q for q in quotes)


@pytest.mark.parametrize(
    "text, language",
    [
        ("Readers who feel unwell are advised to call the regional health hotline on 1300 555 010.", "en"),
        ("Quienes necesiten ayuda pueden llamar a la línea gratuita 024 o acudir a su centro de salud.", "es"),
    ],
)
def test_a_phone_line_for_readers_is_no_claim_and_no_figure(text, language):
    story = f"Heat alert extended\n\n{BODY}\n\n{text}"
    proposals = extract(story, language=language)
    assert not any(p.start >= story.index(text) for p in proposals)
    assert non_figure_spans(text)


@pytest.mark.parametrize(
    "sentence, number",
    [
        ("The health board set up a helpline on 1300 555 010 for worried parents.", "1300 555 010"),
        ("La Diputación ha habilitado el teléfono 948 102 330 para atender a los afectados.", "948 102 330"),
        ("Para dudas, la línea gratuita 024 funciona todo el día.", "024"),
    ],
)
def test_news_that_a_line_opened_stays_a_claim_without_a_figure(sentence, number):
    text = f"Flood aid begins\n\n{BODY}\n\n{sentence}"
    assert furniture(text) == [] or "Para dudas" in sentence
    spans = [text[start:end] for start, end in non_figure_spans(text)]
    assert any(number in span for span in spans)
    proposals = extract(text, language="en" if sentence.startswith("The") else "es")
    assert not any(p.value is not None and p.start >= text.index(sentence) for p in proposals)
    if not sentence.startswith("Para"):
        assert any(p.start >= text.index(sentence) for p in proposals)


@pytest.mark.parametrize(
    "text, deck, figure, language",
    [
        (
            "Dockers strike at three ports\n\nUnions call a second walkout; the ministry offers talks on Monday\n\n"
            "Dock workers walked out at 3 ports on Friday, the union said. Talks failed.\n",
            "Unions call a second walkout; the ministry offers talks on Monday",
            None,
            "en",
        ),
        (
            "Arranca el juicio por el fraude de las becas\n\n"
            "La Fiscalía pide seis años de cárcel para Julián Pons, acusado de quedarse con las ayudas\n\n"
            "SARA LUNA\nZaragoza - 14 may 2027 - 09:05 CEST\n\n"
            "El juicio contra Julián Pons empezó este lunes en la Audiencia de Zaragoza. Hubo tensión.\n",
            "La Fiscalía pide seis años de cárcel para Julián Pons, acusado de quedarse con las ayudas",
            "seis",
            "es",
        ),
        (
            "El Atlético Ribera gana la Copa en la prórroga (3-2)\n\n"
            "Un gol de Iker Sáez en el minuto 118 decide la final ante 24.000 espectadores\n\n"
            "El Atlético Ribera ganó este sábado su primera Copa. La afición lo celebró.\n",
            "Un gol de Iker Sáez en el minuto 118 decide la final ante 24.000 espectadores",
            "24.000",
            "es",
        ),
    ],
)
def test_a_deck_is_no_claim_but_its_figure_is(text, deck, figure, language):
    start = text.index(deck)
    assert is_headline(text, 0, 10) and is_headline(text, start, start + len(deck))
    proposals = extract(text, language=language)
    in_deck = [p for p in proposals if start <= p.start < start + len(deck)]
    assert all(p.kind == "statistic" for p in in_deck)
    if figure:
        assert any(figure in p.quote for p in in_deck)
    # The story's first sentence is not part of the deck.
    body = text.rindex("\n\n", 0, len(text) - 2) + 2
    assert not is_headline(text, body, body + 10)
    assert any(p.start >= body for p in proposals)


def test_a_one_line_paragraph_after_the_headline_ends_the_deck():
    text = "Council cuts bus routes\n\nThe council cut 12 bus routes on Monday.\n\nRiders were angry\n"
    start = text.index("Riders")
    assert not is_headline(text, start, start + 6)


@pytest.mark.parametrize(
    "text, language",
    [
        ("Villagers say the quarry is drying up their wells\n\nThe quarry opened in 2019, the council said.\n", "en"),
        ("Los vecinos denuncian que la cantera seca sus pozos\n\nLa cantera abrió en 2019, según el Ayuntamiento.\n", "es"),
    ],
)
def test_a_headline_that_reports_speech_is_no_claim(text, language):
    headline = text.split("\n")[0]
    proposals = extract(text, language=language)
    assert not any(p.start < len(headline) for p in proposals)
    assert any(p.start > len(headline) for p in proposals)
