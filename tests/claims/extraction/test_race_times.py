"""A race report gives a time in hundredths of a second without its unit
(claims.extraction.sport_units._race_time): "finished second in 51.87", "con 27,45", "tocó
la pared en 58,02". A text that is not about a race, a number not written in hundredths
and a number with its own noun are left as they were. English and Spanish sentences of our own."""

import pytest

from claims.extraction.figures import find_figures


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The swimmer won the 100m freestyle in a personal best after topping the heats. Her rival finished "
            "second in 51.87.",
            "en",
            [("51.87", "seconds")],
        ),
        (
            "La nadadora, que salió por la calle tres de la piscina, pasó por el viraje con 27,45 y ganó la "
            "final de estilo libre. Su rival tocó la pared en 58,02.",
            "es",
            [("27.45", "segundos"), ("58.02", "segundos")],
        ),
        # Its own noun, or a number not in hundredths: as it was.
        (
            "The swimmer set a personal best in the freestyle heats in 51.87 seconds, and 3.5 million "
            "people watched on television.",
            "en",
            [("51.87", "seconds"), ("3500000", "people")],
        ),
        # Not a race report: a street, a heatwave and a relay of power are no race's words.
        (
            "Heat records fell across the city as crews closed two lanes of the main street. The index "
            "closed in 12.35.",
            "en",
            [("2", "lanes of the main street"), ("12.35", "")],
        ),
        # Not a race report.
        (
            "Shares in the company closed in 52.40 territory on Friday.",
            "en",
            [("52.4", "territory")],
        ),
    ],
)
def test_a_time_in_hundredths_in_a_race_report_counts_seconds(text, language, expected):
    assert units(text, language) == expected
