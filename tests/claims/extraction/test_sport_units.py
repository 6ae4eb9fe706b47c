"""One side's count told with the sport's usual unit left unsaid counts that unit, when
the text is about the sport and the number sits in one of its frames
(claims.extraction.sport_units): runs in a cricket report. Short English and Spanish
articles of our own, with texts and numbers that get no sport unit: a business text
using some of the same words, a match's score, a count that names its own noun."""

import pytest

from claims.extraction.figures import find_figures
from claims.extraction.sport_units import text_sport


def units(text, language="en"):
    return [(str(f.value), f.unit) for f in find_figures(text, language=language)]


CRICKET_EN = (
    "Hartley century seals win for Yorkshire\n\n"
    "Opener Tom Hartley made 121 as Yorkshire beat Kent by six wickets at Headingley.\n\n"
    "Kent had been bowled out for 287 in their first innings, with seamer Raj Patel taking four "
    "wickets. {sentence}\n\n"
    "“It was a flat pitch and we batted well,” Hartley said."
)

CRICKET_ES = (
    "Victoria de Australia en la final de críquet\n\n"
    "La bateadora Emma Lane anotó 96 y Australia ganó por siete wickets. {sentence}\n\n"
    "La lanzadora de ritmo Kate Moss se llevó tres wickets en sus diez overs."
)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Chasing 215 to win, Yorkshire lost early wickets.", ("215", "runs")),
        ("Set 215 to win, Yorkshire batted slowly.", ("215", "runs")),
        ("Yorkshire were 45 for three at lunch.", ("45", "runs")),
        ("Hartley and Ben Cole put on 140 for the fourth wicket.", ("140", "runs")),
        ("Cole was caught at slip for 72 soon after tea.", ("72", "runs")),
        ("Cole was out lbw for 72 soon after tea.", ("72", "runs")),
        ("Their stand of 140 ended when Cole was run out.", ("140", "runs")),
        ("A partnership of 140 between Cole and Ford steadied the side.", ("140", "runs")),
        ("Wicketkeeper Sam Ford finished unbeaten on 33.", ("33", "runs")),
        ("Yorkshire needed 12 from the last two overs.", ("12", "runs")),
        ("Yorkshire needed nine from the final over.", ("9", "runs")),
        ("Cole reached 50 off 41 balls.", ("50", "runs")),
    ],
)
def test_a_cricket_count_is_in_runs(sentence, expected):
    assert expected in units(CRICKET_EN.format(sentence=sentence))


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Inglaterra había sumado 253 por siete en sus 50 overs.", ("253", "carreras")),
        ("Con un objetivo de 254, la capitana Rose Hill hizo 61.", ("61", "carreras")),
        ("Inglaterra necesitaba nueve en el último over.", ("9", "carreras")),
        ("Hill fue eliminada por lbw por 47.", ("47", "carreras")),
    ],
)
def test_a_spanish_cricket_count_is_in_carreras(sentence, expected):
    assert expected in units(CRICKET_ES.format(sentence=sentence), "es")


def test_the_first_count_of_a_cricket_report_is_in_runs():
    assert units(CRICKET_EN.format(sentence=""))[:2] == [("121", "runs"), ("6", "wickets")]
    assert ("287", "runs") in units(CRICKET_EN.format(sentence=""))


@pytest.mark.parametrize(
    "sentence, unwanted",
    [
        # A count that names its own noun keeps it.
        ("Yorkshire needed 12 more overs to finish the job.", ("12", "runs")),
        ("Cole was caught for 12 days in a row by the cameras.", ("12", "runs")),
        # A score of two sides is no one side's count.
        ("Yorkshire won the series 2-1.", ("2", "runs")),
    ],
)
def test_no_runs_where_the_cricket_frame_does_not_hold(sentence, unwanted):
    assert unwanted not in units(CRICKET_EN.format(sentence=sentence))


def test_a_business_text_with_cricket_words_gets_no_runs():
    text = (
        "Retailer bowled over by demand as sales jump\n\n"
        "The chain made 104 over the summer, and its shares fell for 58 minutes before recovering. "
        "It was out for 12 when the market shut, traders said.\n\n"
        "Set 215 to win approval, the plan needed nine from the board over the next year."
    )
    assert text_sport(text) == ""
    assert all(unit != "runs" for _, unit in units(text))


def test_a_spanish_text_outside_sport_gets_no_carreras():
    text = (
        "La empresa anotó 104 nuevas altas y sumó 61 en el último trimestre. Las acciones cayeron "
        "por 47 minutos. La directora necesitaba nueve en el consejo para ganar la votación."
    )
    assert text_sport(text) == ""
    assert all(unit != "carreras" for _, unit in units(text, "es"))


def test_a_cricket_text_is_known_by_several_of_its_words():
    assert text_sport(CRICKET_EN.format(sentence="")) == "cricket"
    assert text_sport(CRICKET_ES.format(sentence="")) == "cricket"
    # One word alone ("bowled over", "wicket" as a figure of speech) is no cricket report.
    assert text_sport("Investors were bowled over by the results, on a sticky wicket.") == ""


GOLF_EN = (
    "Hale holds nerve to win Welsh Open\n\n"
    "Amy Hale birdied the final hole to win the Welsh Open on Sunday, finishing on 11 under par. {sentence}\n\n"
    "Berg three-putted the 17th green and dropped a shot with a bogey at the last."
)

GOLF_ES = (
    "Ramírez gana el Abierto de Rosario\n\n"
    "El golfista argentino Tomás Ramírez ganó el Abierto de Rosario con cuatro birdies en la ronda final. "
    "{sentence}\n\n"
    "Un bogey en el último hoyo no le impidió terminar bajo par."
)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Hale began the last round two clear of Ida Berg.", ("2", "strokes")),
        ("A dropped shot at the 14th left her one behind Berg.", ("1", "strokes")),
        ("Berg, who shot a 68, finished three behind the winner.", ("68", "strokes")),
        ("Berg, who shot a 68, finished three behind the winner.", ("3", "strokes")),
        ("Hale was four shots off the lead at halfway.", ("4", "shots")),
    ],
)
def test_a_golf_margin_or_round_is_in_strokes(sentence, expected):
    assert expected in units(GOLF_EN.format(sentence=sentence))


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Ramírez empezó el día con tres de ventaja sobre el chileno Pablo Soto.", ("3", "golpes")),
        ("Un error en el hoyo 12 lo dejó un golpe detrás de Soto.", ("1", "golpe")),
        ("Soto terminó a dos del ganador.", ("2", "golpes")),
        ("Soto firmó un 69 en la última vuelta.", ("69", "golpes")),
    ],
)
def test_a_spanish_golf_margin_or_round_is_in_golpes(sentence, expected):
    assert expected in units(GOLF_ES.format(sentence=sentence), "es")


def test_a_margin_outside_a_golf_text_gets_no_strokes():
    text = (
        "Bakery chain ahead of plan\n\n"
        "The chain opened 14 shops this year, two ahead of its plan, and sales were three behind forecast "
        "in the north. Its boss shot a 68-second video for investors on a green field site."
    )
    assert text_sport(text) == ""
    assert all(unit not in {"strokes", "golpes"} for _, unit in units(text))
    texto = "La cadena abrió 14 tiendas, dos de ventaja sobre el plan, y quedó a dos del líder del sector."
    assert all(unit not in {"strokes", "golpes"} for _, unit in units(texto, "es"))


def test_a_golf_text_is_known_by_several_of_its_words():
    assert text_sport(GOLF_EN.format(sentence="")) == "golf"
    assert text_sport(GOLF_ES.format(sentence="")) == "golf"
    assert text_sport("The eagles nested near the green, by the old tee.") == ""


LEAGUE_EN = (
    "Rovers go top of the league\n\n"
    "Rovers beat Athletic 2-1 on Saturday and have 41 points from 20 games. {sentence}\n\n"
    "Relegation-threatened Athletic host City in next week's fixtures."
)

LIGA_ES = (
    "El Atlético Rosario se afianza como líder de la liga\n\n"
    "El Atlético Rosario ganó 3-1 al Deportivo Sur y suma 41 puntos a falta de seis jornadas. {sentence}\n\n"
    "El colista suma 12 puntos."
)


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("They are one point clear of City at the top.", ("1", "point")),
        ("City sit two ahead of third-placed United.", ("2", "points")),
        ("Athletic are seven adrift of safety.", ("7", "points")),
        ("Their striker's old club is 11 behind the leaders.", ("11", "points")),
    ],
)
def test_a_margin_in_a_table_is_in_points(sentence, expected):
    assert expected in units(LEAGUE_EN.format(sentence=sentence))


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("El Deportivo Sur queda a seis del líder.", ("6", "puntos")),
        ("El Unión, tercero, está dos por detrás con un partido menos.", ("2", "puntos")),
        ("El Atlético tiene cuatro de ventaja sobre el segundo.", ("4", "puntos")),
    ],
)
def test_a_spanish_margin_in_a_table_is_in_puntos(sentence, expected):
    assert expected in units(LIGA_ES.format(sentence=sentence), "es")


def test_a_poll_is_no_table():
    text = (
        "Labour lead narrows in latest poll\n\n"
        "Labour is now four points clear of the Conservatives, the poll found. Party members were two "
        "behind on turnout targets, and the leader said the season of campaigning would be long."
    )
    assert text_sport(text) == ""
    assert ("2", "points") not in units(text)


def test_a_score_in_a_table_report_is_no_count():
    assert ("2", "points") not in units(LEAGUE_EN.format(sentence="City won 2-1 at home."))
    assert text_sport(LEAGUE_EN.format(sentence="")) == "standings"


def test_balls_to_spare_in_a_cricket_report_are_no_figure():
    values = units(CRICKET_EN.format(sentence="Yorkshire won with four balls to spare."))
    assert all(value != "4" or unit != "balls" for value, unit in values)
    values = units(CRICKET_ES.format(sentence="Australia ganó con dos bolas de sobra."), "es")
    assert all(value != "2" or unit != "bolas" for value, unit in values)
    # Outside a cricket report, or the overs a side batted, stay a count.
    assert ("4", "balls") in units("The shop had four balls left on the shelf, with four balls to spare.")
    assert ("2", "overs") in units(CRICKET_EN.format(sentence="Yorkshire needed 12 from the last two overs."))


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Smith scored one goal and made two assists.", "en", ("1", "goal")),
        ("The starter allowed one run before he was replaced.", "en", ("1", "run")),
        ("Pérez marcó un gol y dio dos asistencias.", "es", ("1", "gol")),
        ("El abridor permitió una carrera y ponchó a siete.", "es", ("1", "carrera")),
    ],
)
def test_one_score_scored_or_let_in_is_a_count(text, language, expected):
    assert expected in units(text, language)


@pytest.mark.parametrize(
    "text, language",
    [
        ("Un gol de Pérez dio la victoria al equipo.", "es"),
        ("The firm scored one run of good results after another.", "en"),
        ("La atleta anotó una carrera de 10 kilómetros en su agenda.", "es"),
    ],
)
def test_a_score_named_or_a_streak_is_no_count_of_one(text, language):
    assert all(value != "1" for value, _ in units(text, language))


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Replying to Kent's 318, Yorkshire reached 75 for three.", ("318", "runs")),
        ("Yorkshire declared on 341 for five, a lead of 54.", ("54", "runs")),
        ("Kent's first-innings total of 287 looked modest.", ("287", "runs")),
        ("Kent, facing a deficit of 40, batted again.", ("40", "runs")),
        ("Kent fold for 94 on the second morning.", ("94", "runs")),
        ("Cole struck an unbeaten 104 from 61 balls.", ("104", "runs")),
        ("A fluent 143 from opener Sam Ford put Yorkshire in command.", ("143", "runs")),
        ("Yorkshire built their total around 142 from captain Ben Cole.", ("142", "runs")),
        ("Yorkshire chased down a target of 142 thanks to 58 from Cole.", ("142", "runs")),
    ],
)
def test_a_lead_a_total_or_a_batters_score_is_in_runs(sentence, expected):
    assert expected in units(CRICKET_EN.format(sentence=sentence))


@pytest.mark.parametrize(
    "sentence, unwanted",
    [
        # A count that names its own noun, or a group from a place, keeps its own word.
        ("A total of 312 spectators came on the last day.", ("312", "runs")),
        ("The squad of 15 from Lancashire arrived on Monday.", ("15", "runs")),
        ("Kent's 20-year-old spinner took three wickets.", ("20", "runs")),
    ],
)
def test_no_runs_for_a_total_of_its_own_noun_or_a_group(sentence, unwanted):
    assert unwanted not in units(CRICKET_EN.format(sentence=sentence))


def test_a_lead_or_a_total_outside_cricket_gets_no_runs():
    text = "The Greens hold a lead of 54 after the recount, and a total of 287 ballots were rejected."
    assert all(unit != "runs" for _, unit in units(text))
    texto = "Los verdes mantienen una ventaja de 54 tras el recuento y un total de 287 papeletas fue anulado."
    assert all(unit != "carreras" for _, unit in units(texto, "es"))
