"""A race's distance is searched for only in a text where its distance and unit are
written (`placing_numbers.RACE_DISTANCE_NEEDS`), and is found where the pattern alone
finds it."""

import pytest

from claims.extraction.placing_numbers import RACE_DISTANCE, RACE_DISTANCE_NEEDS, placing_spans

TEXTS = [
    "She finished fourth in the women's 400 metres hurdles and won the 1,500m final.",
    "Fue cuarta en los 1.500 metros y ganó la medalla de bronce en los 800 metros lisos.",
    "The council spent 10 million on 300 metres of road; the 5,000 METERS race was cancelled.",
    "Ganó el récord de los 10.000 m. El plan cuesta 100 millones y mide 200 metros.",
    "He came second in the 100 m, third in the 200m and won gold in the men’s 400 metres.",
    "Prices rose 3.5% in the first quarter, and 40 people ran 12 miles in the final stretch.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_every_race_distance_the_pattern_finds_holds_what_the_gate_needs(text):
    for start in range(len(text)):
        for match in RACE_DISTANCE.finditer(text, start):
            assert RACE_DISTANCE_NEEDS.search(text, match.start(), match.end())
        if RACE_DISTANCE.search(text, start):
            assert RACE_DISTANCE_NEEDS.search(text, start)


def test_the_races_in_english_and_spanish_are_found_and_millions_are_not_a_race():
    assert RACE_DISTANCE_NEEDS.search(TEXTS[2]).group() == "5,000 METERS"
    assert RACE_DISTANCE_NEEDS.search("It cost 10 million and 200 more metres of pipe.") is None
    spans = placing_spans(TEXTS[1])
    assert [TEXTS[1][a:b] for a, b in spans] == ["1.500", "800"]
    assert [TEXTS[0][a:b] for a, b in placing_spans(TEXTS[0])] == ["400", "1,500"]
