"""Page furniture: credits, captions, datelines, stamps, banners and footers are never
claims, in pasted plain text as in text taken from HTML."""

import pytest

from claims.extraction import extract
from claims.extraction.furniture import blank_furniture, furniture_spans


def furniture(text):
    return [text[start:end].strip() for start, end in furniture_spans(text)]


@pytest.mark.parametrize(
    "line",
    [
        "(Photo: Jane Doe/Agency)",
        "Photo: Getty Images",
        "Foto: Ana Pérez / EFE",
        "Rescue workers search the rubble in Izmir. REUTERS/Jane Doe",
        "Vecinos achican agua en Valencia. EFE/Manuel Bruque",
        "By Jane Doe and Tom Reilly",
        "Por Ana Pérez",
        "Reporting by Tom Reilly; Editing by Jane Doe",
        "Con información de Europa Press",
        "(Reporte de Lucía Ferrer; Editado en español por Marta Gil)",
        "Reportaje de Pablo Sáez. Editado por Inés Mora",
        "08:15 GMT Read more",
        "Updated 14 March 2026",
        "Actualizado el 3 de marzo de 2026, 10:12",
        "4 min read",
        "Leer más",
        "Advertisement",
        "Subscribe for £1 a month",
        "Suscríbete desde 1 € al mes",
        "We use cookies to improve your experience. Accept all cookies",
        "Utilizamos cookies propias y de terceros. Aceptar todas las cookies",
        "© 2026 Daily Planet Ltd. All rights reserved.",
        "12 Fleet Street, London EC4Y 1AA",
        "Home | News | World",
        "For bookings call +44 20 7946 0958.",
        "Más información: www.ayuntamiento.example o en el teléfono 976 12 34 56.",
    ],
)
def test_a_furniture_line_is_furniture_whole(line):
    text = f"Officials said 40 people were hurt.\n{line}\nThe road reopened on Monday."
    assert furniture(text) == [line]


@pytest.mark.parametrize(
    "text, dateline",
    [
        ("MADRID, 3 mar (Reuters) - El Gobierno aprobó el plan.", "MADRID, 3 mar (Reuters) -"),
        ("LONDON (AP) — Train drivers went on strike.", "LONDON (AP) —"),
        ("Lima, 4 de mayo (EFE).- El Congreso votó la ley.", "Lima, 4 de mayo (EFE).-"),
        ("GENEVA — The agency warned of a cholera outbreak.", "GENEVA —"),
    ],
)
def test_a_dateline_is_furniture_and_its_sentence_is_not(text, dateline):
    assert furniture(text) == [dateline]


@pytest.mark.parametrize(
    "line",
    [
        "Share prices fell 3% in early trading.",
        "Home sales rose 12% in May, the agency said.",
        "The bakery sold 3,000 cookies on Saturday.",
        "At 10:30 the police closed the road.",
        "Watchdogs fined the bank £40m.",
        "Madrid - Barcelona was the busiest route, with 2,4 millones de viajeros.",
    ],
)
def test_a_sentence_is_not_furniture(line):
    assert furniture(f"Officials met on Monday.\n{line}") == []


def test_a_caption_repeated_in_the_text_is_furniture():
    caption = "Firefighters battle the blaze near Valparaíso"
    body = f"{caption} on Tuesday, as winds of 80 km/h spread the flames, the agency said."
    text = f"{caption}\n{body}"
    assert furniture(text) == [caption]


def test_blanking_keeps_every_offset():
    text = "LONDON (AP) — Train drivers went on strike. (Photo: Jane Doe/AP)\nAdvertisement\nFares rose 5%."
    blank = blank_furniture(text)
    assert len(blank) == len(text) and blank.count("\n") == text.count("\n")
    assert blank.index("Train drivers") == text.index("Train drivers")
    assert "Jane" not in blank and "Advertisement" not in blank and "LONDON" not in blank


def test_furniture_never_becomes_a_claim():
    text = (
        "Floods cut off 14 villages\n"
        "(Photo: Jane Doe/Agency)\n"
        "MADRID, 3 mar (Reuters) - Las lluvias dejaron 14 pueblos aislados y 3.000 personas sin luz.\n"
        "08:15 GMT Read more\n"
        "Subscribe for £1 a month\n"
        "12 Fleet Street, London EC4Y 1AA"
    )
    proposals = extract(text, language="es")
    assert proposals
    for proposal in proposals:
        assert text[proposal.start : proposal.end] == proposal.quote
        for word in ("Photo", "MADRID", "Reuters", "GMT", "Subscribe", "Fleet"):
            assert word not in proposal.quote


@pytest.mark.parametrize(
    "text, dateline",
    [
        ("HUESCA, 8 (EUROPA PRESS)\n\nLos bomberos rescataron a 4 escaladores.", "HUESCA, 8 (EUROPA PRESS)"),
        ("SAN ROQUE DEL MAR, 21 (EUROPA PRESS)\nEl puerto recibió 12 cruceros.", "SAN ROQUE DEL MAR, 21 (EUROPA PRESS)"),
        ("Quito, 5 (Efe) El Gobierno subió un 3 % el salario.", "Quito, 5 (Efe)"),
        ("SEVILLA, 14 (SERVIMEDIA)\nLa Junta contrató a 300 médicos.", "SEVILLA, 14 (SERVIMEDIA)"),
        ("ROMA, 3 dic (ANSA)\nIl governo ha stanziato 40 milioni.", "ROMA, 3 dic (ANSA)"),
        ("BEIJING, Dec. 4 (Xinhua)\nExports rose 6% in November.", "BEIJING, Dec. 4 (Xinhua)"),
        ("PORTSMOUTH, March 3 (Reuters)\nShares fell 3% on Monday.", "PORTSMOUTH, March 3 (Reuters)"),
        ("BERLIN, 9 (DPA)\nThe state hired 200 teachers.", "BERLIN, 9 (DPA)"),
    ],
)
def test_a_wire_dateline_without_a_dash_is_furniture(text, dateline):
    assert furniture(text) == [dateline]
    statistics = [claim for claim in extract(text) if claim.kind == "statistic"]
    assert all(dateline not in claim.quote for claim in statistics)


@pytest.mark.parametrize(
    "line",
    [
        "Madrid, el Gobierno aprueba la ley de vivienda (PSOE)",
        "Los precios subieron un 3 % en mayo (INE)",
        "Retail sales rose 4 (ONS) in March.",
    ],
)
def test_a_sentence_ending_in_a_bracket_is_not_a_dateline(line):
    assert furniture(f"Officials met on Monday.\n{line}") == []
