"""A golfer's score against par counts it in the text's own words, and a round or a total
told after "closed with a", "manage only a", "a closing" or a placing counts strokes
(claims.extraction.sport_units): "17 under par", "11-under par", "16 bajo par", "closed with
a bogey-free 65", "fue tercero con 271". Short articles of our own in English and Spanish,
with "bajo el par" (golpes, as the corpus has it) and texts that are no golf report."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


GOLF_EN = (
    "Keane wins the Ulster Classic in a play-off\n\n"
    "Niamh Keane holed a birdie putt on the first extra hole at Portstewart. {sentence}\n\n"
    "Her rival three-putted the 16th and found the fairway bunker with a bogey at the last."
)

GOLF_ES = (
    "Soto gana el Abierto de Mendoza\n\n"
    "El golfista chileno Pablo Soto ganó el Abierto de Mendoza con cinco birdies en la ronda final. "
    "{sentence}\n\n"
    "Un bogey en el último hoyo no le quitó el título."
)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("The pair had finished tied on 14 under par.", ("14", "under par")),
        ("The pair finished regulation tied at 9-under par.", ("9", "under par")),
        ("Keane closed with a bogey-free 4-under-par round.", ("4", "under par")),
        ("Her playing partner finished two over par.", ("2", "over par")),
        ("Keane closed with a bogey-free 66 to overhaul Ward.", ("66", "strokes")),
        ("Ward, who led by three, could manage only a 71.", ("71", "strokes")),
        ("Lia Moss was third, two shots back, after a closing 67.", ("67", "strokes")),
    ],
)
def test_a_golf_score_in_english(sentence, expected):
    assert expected in units(GOLF_EN.format(sentence=sentence))


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Soto firmó una última vuelta de 67 golpes, cuatro bajo par.", ("4", "bajo par")),
        ("Terminó el torneo con 270 golpes en total, 14 bajo par.", ("14", "bajo par")),
        ("El argentino Luis Pardo fue tercero con 273, tres golpes detrás.", ("273", "golpes")),
        ("Terminó con un total de 272 golpes, 16 bajo el par.", ("16", "golpes")),
    ],
)
def test_a_golf_score_in_spanish(sentence, expected):
    assert expected in units(GOLF_ES.format(sentence=sentence), "es")


def test_no_golf_text_gets_no_golf_score():
    text = (
        "Bond sale closes\n\n"
        "The council's bonds, trading 2 under par last week, closed with a 65 per cent take-up. "
        "The chain was third with 271 shops, and a closing 66 stores were sold."
    )
    assert all(unit not in {"under par", "strokes"} for _, unit in units(text))
    texto = "La empresa fue tercera con 271 tiendas y sus bonos cotizan dos bajo par."
    assert all(unit not in {"bajo par", "golpes"} for _, unit in units(texto, "es"))
