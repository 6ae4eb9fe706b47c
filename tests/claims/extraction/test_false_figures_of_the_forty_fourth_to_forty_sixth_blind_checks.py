"""False figures of the forty-fourth to forty-sixth blind checks (ages, points on a route,
emergency numbers, "hace" placing an event), on sentences of our own in English and
Spanish, with the figures that look alike and must stay."""

from decimal import Decimal

import pytest

from claims.extraction.figures import find_figures


def figures(text, language="en"):
    return [(f.value, f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, expected",
    [
        # "tener" qualified or with a range is still an age.
        ("La mitad de los socios tiene menos de 40 años.", [(Decimal(50), "exact", "por ciento de los socios")]),
        ("Los detenidos tienen entre 19 y 23 años, según la policía.", []),
        ("El puente tiene más de 100 años.", []),
        # An age range opening with "uno", set off by commas.
        ("Los potros, de entre uno y dos años, fueron vendidos.", []),
        # Time at work, and counts, stay.
        ("La directora tiene más de 30 años de experiencia en el sector.",
         [(Decimal(30), "more_than", "años de experiencia")]),
        ("La empresa tiene más de 200 empleados.", [(Decimal(200), "more_than", "empleados")]),
    ],
)
def test_a_spanish_age_qualified_or_ranged_is_no_figure(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # "hace", however qualified, places an event: a date, as "about 14 months ago" is.
        ("Las obras empezaron hace unos 14 meses, según el alcalde.", []),
        ("El coche pasó la revisión hace menos de dos meses.", []),
        ("La tienda abrió hace más de 30 años.", []),
        # "desde hace" and "hace … que" say how long; a window stays.
        ("Vive en el barrio desde hace unos 14 meses.", [(Decimal(14), "approximately", "meses")]),
        ("Hace más de diez años que no llueve así.", [(Decimal(10), "more_than", "años")]),
        ("Los precios subieron un 12 % en menos de dos meses.",
         [(Decimal(12), "exact", "percent"), (Decimal(2), "less_than", "meses")]),
    ],
)
def test_hace_qualified_places_an_event(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A pastime taken up at an age, how old someone lived to be, children's ages.
        ("The novelist, who only took up writing at 41, won the prize.", "en", []),
        ("She started swimming at 52, and now holds a record.", "en", []),
        ("He learned to read at 40.", "en", []),
        ("His mother lived to 103, he said.", "en", []),
        ("My aunt lived to be 99.", "en", []),
        ("Su abuela vivió hasta los 104.", "es", []),
        ('"They lie about it," said Tom Hill, whose daughters are 9 and 12.', "en", []),
        ("Their children were 5 and 8 when the flood came.", "en", []),
        # A level, a price, a depth and a count keep their figures.
        ("Trading started at 28 and rose later.", "en", [(Decimal(28), "exact", "")]),
        ("Turnout lived up to 96 per cent.", "en", [(Decimal(96), "at_most", "percent")]),
        ("La colonia vive hasta los 200 metros de profundidad.", "es", [(Decimal(200), "at_most", "metros")]),
        ("Our members are 300 and growing.", "en", [(Decimal(300), "exact", "members")]),
    ],
)
def test_an_age_in_a_life_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        # A point on a route, alone or as the ends of a stretch.
        ("The state closed Interstate 80 between mile markers 120 and 145 on Sunday.", "en", []),
        ("A crash at mile marker 42 closed the road.", "en", []),
        ("The police closed the M6 between junctions 10 and 12.", "en", []),
        ("El accidente ocurrió en el PK 12 de la autovía.", "es", []),
        ("La carretera se cortó entre los kilómetros 30 y 45.", "es", []),
        ("El corte afecta al punto kilométrico 240 de la N-II.", "es", []),
        # Distances and counts after a distance stay.
        ("She ran 26 miles and 385 yards.", "en", [(Decimal(26), "exact", "miles"), (Decimal(385), "exact", "yards")]),
        ("Recorrió 30 kilómetros y 45 pueblos quedaron aislados.", "es",
         [(Decimal(30), "exact", "kilómetros"), (Decimal(45), "exact", "pueblos")]),
        ("The road was shut for 145 miles.", "en", [(Decimal(145), "exact", "miles")]),
    ],
)
def test_a_point_on_a_route_is_no_figure(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # A service named by the number that reaches it.
        ("El servicio de emergencias 112 recibió 40 llamadas.", [(Decimal(40), "exact", "llamadas")]),
        ("La central de emergencias 911 atendió el aviso a las 3.10.", []),
        ("El centro de urgencias 061 envió dos ambulancias.", [(Decimal(2), "exact", "ambulancias")]),
        # Counts of a service stay.
        ("El servicio de emergencias recibió 300 llamadas.", [(Decimal(300), "exact", "llamadas")]),
        ("El centro de emergencias tiene 112 camas.", [(Decimal(112), "exact", "camas")]),
        ("La red tiene 112 estaciones.", [(Decimal(112), "exact", "estaciones")]),
    ],
)
def test_an_emergency_service_by_its_number_is_no_figure(text, expected):
    assert figures(text, "es") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        # An adjective between the people and their age; someone listed with people.
        ("Los alumnos argentinos de 15 años obtuvieron 400 puntos.", [(Decimal(400), "exact", "puntos")]),
        ("Las mujeres embarazadas de 30 años recibirán la vacuna.", []),
        ("Los heridos, entre ellos dos policías y un portero de 58 años, fueron atendidos.",
         [(Decimal(2), "exact", "policías")]),
        # A wait, a contract, a history and a plan keep their figures.
        ("El paciente espera de dos a tres años una operación.",
         [(Decimal(2), "exact", "años"), (Decimal(3), "exact", "años")]),
        ("Los trabajadores temporales de dos años de contrato protestaron.",
         [(Decimal(2), "exact", "años de contrato")]),
        ("Los vecinos y un ayuntamiento de 20 años de historia.", [(Decimal(20), "exact", "años de historia")]),
        ("Dos contratos y un plan de 10 años fueron aprobados.",
         [(Decimal(2), "exact", "contratos"), (Decimal(10), "exact", "años")]),
    ],
)
def test_a_spanish_age_after_people_described_or_listed_is_no_figure(text, expected):
    assert figures(text, "es") == expected
