"""A court speaks through its ruling by another name as by "la sentencia":
"«…», señala la resolución" or "el fallo" after "El Tribunal Supremo anuló …" is the
court's; a council's "resolución" is not a court's. Sentences of our own."""

import pytest

from claims.extraction import extract


def quote_speakers(text):
    return [p.speaker for p in extract(text, language="es") if p.kind == "quote"]


@pytest.mark.parametrize("noun", ["la resolución", "el fallo"])
def test_the_court_speaks_through_its_ruling(noun):
    text = (
        "El Tribunal Supremo anuló el concurso de bomberos. "
        f"«La filtración del temario vició todo el proceso selectivo», señala {noun}."
    )
    assert quote_speakers(text) == ["Tribunal Supremo"]


def test_a_councils_resolution_is_no_courts():
    text = "El Ayuntamiento aprobó la ordenanza. «Queda prohibido aparcar en la plaza mayor», señala la resolución."
    assert quote_speakers(text) == [None]
