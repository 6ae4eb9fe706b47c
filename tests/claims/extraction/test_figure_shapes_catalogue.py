"""A catalogue of the figure shapes of wire copy, in English and Spanish sentences of our
own, each with the value, qualifier and unit an editor would annotate: shares ("one in
five", "uno de cada cuatro", "half of the 200"), multiples, rates ("per hour", "al año"),
changes in points and per cent, records, written numbers, scales ("£1.2bn", "2,5
millones", "mil millones"), currencies by sign, ranges, units of measure and of power
("250 MW", "1,2 GW"), and names that carry numbers but count nothing ("12 Fleet Street")."""

import pytest

from claims.extraction.figures import find_figures


def figures(text, language):
    return [(str(f.value), f.qualifier, f.unit) for f in find_figures(text, language=language)]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ('One in five adults now smokes, the survey found.', 'en', [('20', 'exact', 'percent')]),
        ('Uno de cada cuatro jóvenes no encuentra trabajo.', 'es', [('25', 'exact', 'percent')]),
        ('Seven out of 10 voters backed the plan.', 'en', [('70', 'exact', 'percent')]),
        ('Siete de cada diez votantes apoyaron el plan.', 'es', [('70', 'exact', 'percent')]),
        ('Rents are now four times higher than in 2010.', 'en', [('4', 'exact', 'times')]),
        ('Los alquileres son hoy tres veces más caros que en 2010.', 'es', [('3', 'exact', 'veces')]),
        ('Half of the 200 workers were laid off.', 'en', [('50', 'exact', 'percent'), ('200', 'exact', 'workers')]),
        ('La mitad de los 300 empleados fue despedida.', 'es', [('50', 'exact', 'percent'), ('300', 'exact', 'empleados')]),
        ('The plant produces 400 cars per hour.', 'en', [('400', 'exact', 'cars')]),
        ('Income per capita reached $12,000.', 'en', [('12000', 'exact', 'dollars')]),
        ('The firm earns $3 million a year.', 'en', [('3000000', 'exact', 'dollars')]),
        ('La empresa factura 3 millones de euros al año.', 'es', [('3000000', 'exact', 'euros')]),
        ('La máquina procesa 200 piezas por hora.', 'es', [('200', 'exact', 'piezas')]),
        ('Unemployment fell 2 percentage points to 8%.', 'en', [('2', 'exact', 'percentage points'), ('8', 'exact', 'percent')]),
        ('El paro bajó 2 puntos porcentuales, hasta el 8 %.', 'es', [('2', 'exact', 'puntos porcentuales'), ('8', 'exact', 'percent')]),
        ('Prices rose 4% year on year.', 'en', [('4', 'exact', 'percent')]),
        ('Los precios subieron un 4 % interanual.', 'es', [('4', 'exact', 'percent')]),
        ('Exports hit a record 5,000 tonnes.', 'en', [('5000', 'exact', 'tonnes')]),
        ('Las exportaciones alcanzaron un récord de 5.000 toneladas.', 'es', [('5000', 'exact', 'toneladas')]),
        ('The club has 50-plus members.', 'en', [('50', 'more_than', 'members')]),
        ('Tenants pay €800 per month for a flat.', 'en', [('800', 'exact', 'euros')]),
        ('The deal is worth US$40 million.', 'en', [('40000000', 'exact', 'US dollars')]),
        ('The contract is worth R$2 million.', 'en', [('2000000', 'exact', 'reais')]),
        ('El pasaje cuesta S/ 50 en temporada baja.', 'es', [('50', 'exact', 'soles')]),
        ('The company raised $3bn in the offering.', 'en', [('3000000000', 'exact', 'dollars')]),
        ('The club paid £1.2bn for the stadium.', 'en', [('1200000000', 'exact', 'pounds')]),
        ('The transfer fee was €4.5m.', 'en', [('4500000', 'exact', 'euros')]),
        ('The fund has 20k subscribers.', 'en', [('20000', 'exact', 'subscribers')]),
        ('El proyecto costará 2,5 millones de euros.', 'es', [('2500000', 'exact', 'euros')]),
        ('El plan costará 1.500 millones de euros.', 'es', [('1500000000', 'exact', 'euros')]),
        ('La deuda asciende a mil millones de dólares.', 'es', [('1000000000', 'exact', 'dólares')]),
        ('El Estado invirtió 300 mil pesos en la obra.', 'es', [('300000', 'exact', 'pesos')]),
        ('Forty-two people were rescued.', 'en', [('42', 'exact', 'people')]),
        ('Veintitrés personas fueron rescatadas.', 'es', [('23', 'exact', 'personas')]),
        ('El festival reunió a doscientos mil asistentes.', 'es', [('200000', 'exact', 'asistentes')]),
        ('La inflación fue del 3,4 % en marzo.', 'es', [('3.4', 'exact', 'percent')]),
        ('Between 30 and 40 people were arrested.', 'en', [('30', 'at_least', 'people')]),
        ('Entre 30 y 40 personas fueron detenidas.', 'es', [('30', 'at_least', 'personas')]),
        ('The storm left 10 to 15 people dead.', 'en', [('10', 'at_least', 'people')]),
        ('Officials expect 200-300 migrants to arrive.', 'en', [('200', 'at_least', 'migrants')]),
        ('Enrolment went from 500 to 800 students.', 'en', [('500', 'exact', 'students'), ('800', 'exact', 'students')]),
        ('La matrícula pasó de 500 a 800 alumnos.', 'es', [('500', 'exact', 'alumnos'), ('800', 'exact', 'alumnos')]),
        ('Revenue rose 12% to $4.5 million.', 'en', [('12', 'exact', 'percent'), ('4500000', 'exact', 'dollars')]),
        ('La producción cayó un 8 % hasta 1.200 toneladas.', 'es', [('8', 'exact', 'percent'), ('1200', 'exact', 'toneladas')]),
        ('Turnout was 62 per cent.', 'en', [('62', 'exact', 'percent')]),
        ('La participación fue del 62 por ciento.', 'es', [('62', 'exact', 'por ciento')]),
        ('Shares were up 5% in early trading.', 'en', [('5', 'exact', 'percent')]),
        ('The index was down 40 points at midday.', 'en', [('40', 'exact', 'points')]),
        ('Temperatures reached 45°C on Sunday.', 'en', [('45', 'exact', '°C')]),
        ('Los termómetros marcaron 42 grados en Sevilla.', 'es', [('42', 'exact', 'grados')]),
        ('Winds of 120 km/h hit the coast.', 'en', [('120', 'exact', 'km')]),
        ('El viento sopló a 90 km/h.', 'es', [('90', 'exact', 'km')]),
        ('El incendio arrasó 3.000 hectáreas.', 'es', [('3000', 'exact', 'hectáreas')]),
        ('The fire burned 40 square kilometres of forest.', 'en', [('40', 'exact', 'square kilometres of forest')]),
        ('El barco transportaba 500 toneladas de trigo.', 'es', [('500', 'exact', 'toneladas')]),
        ('The field pumps 80,000 barrels a day.', 'en', [('80000', 'exact', 'barrels')]),
        ('The household used 300 kWh last month.', 'en', [('300', 'exact', 'kWh')]),
        ('Los hogares consumen 250 kWh al mes.', 'es', [('250', 'exact', 'kWh')]),
        ('The turbine produces 3 kW at full speed.', 'en', [('3', 'exact', 'kW')]),
        ('El parque eólico tendrá 50 megavatios.', 'es', [('50', 'exact', 'megavatios')]),
        ('A 250-megawatt solar farm opened on Monday.', 'en', [('250', 'exact', 'megawatts')]),
        ('Profits fell by half to $2 million.', 'en', [('50', 'exact', 'percent'), ('2000000', 'exact', 'dollars')]),
        ('Nearly 300 people were evacuated.', 'en', [('300', 'less_than', 'people')]),
        ('Casi 300 personas fueron evacuadas.', 'es', [('300', 'less_than', 'personas')]),
        ('About 40% of students passed.', 'en', [('40', 'approximately', 'percent of students')]),
        ('Alrededor del 40 % de los alumnos aprobó.', 'es', [('40', 'approximately', 'percent de los alumnos')]),
        ('At least 12 people died.', 'en', [('12', 'at_least', 'people')]),
        ('Al menos 12 personas murieron.', 'es', [('12', 'at_least', 'personas')]),
        ('Up to 500 jobs could go.', 'en', [('500', 'at_most', 'jobs')]),
        ('Hasta 500 empleos podrían perderse.', 'es', [('500', 'at_most', 'empleos')]),
        ('More than 1,000 flights were cancelled.', 'en', [('1000', 'more_than', 'flights')]),
        ('Más de 1.000 vuelos fueron cancelados.', 'es', [('1000', 'more_than', 'vuelos')]),
        ('The index dropped 3.5 points.', 'en', [('3.5', 'exact', 'points')]),
        ('El índice cayó 3,5 puntos.', 'es', [('3.5', 'exact', 'puntos')]),
        ('Output rose by 0.7 percentage points.', 'en', [('0.7', 'exact', 'percentage points')]),
        ('The company cut 1,500 jobs.', 'en', [('1500', 'exact', 'jobs')]),
        ('La empresa recortó 1.500 puestos de trabajo.', 'es', [('1500', 'exact', 'puestos de trabajo')]),
        ('The region received 150 mm of rain.', 'en', [('150', 'exact', 'mm')]),
        ('Cayeron 150 litros por metro cuadrado.', 'es', [('150', 'exact', 'litros')]),
        ('The ship carried 2,000 tonnes of grain.', 'en', [('2000', 'exact', 'tonnes')]),
        ('The bridge is 1.5 km long.', 'en', [('1.5', 'exact', 'km')]),
        ('El puente mide 1,5 kilómetros.', 'es', [('1.5', 'exact', 'kilómetros')]),
        ('The land covers 500 acres.', 'en', [('500', 'exact', 'acres')]),
        ('The reservoir is at 35% of capacity.', 'en', [('35', 'exact', 'percent of capacity')]),
        ('El embalse está al 35 % de su capacidad.', 'es', [('35', 'exact', 'percent de su capacidad')]),
        ('Inflation eased to 2.1% in June.', 'en', [('2.1', 'exact', 'percent')]),
        ('La inflación se moderó al 2,1 % en junio.', 'es', [('2.1', 'exact', 'percent')]),
        ('The fine was set at €1.5 million.', 'en', [('1500000', 'exact', 'euros')]),
        ('La multa asciende a 1,5 millones de euros.', 'es', [('1500000', 'exact', 'euros')]),
        ('Tickets cost $25 each.', 'en', [('25', 'exact', 'dollars')]),
        ('Las entradas cuestan 25 euros.', 'es', [('25', 'exact', 'euros')]),
        ('The state spent 2.3 trillion yen on aid.', 'en', [('2300000000000', 'exact', 'yen')]),
        ('El gasto llegó a 2,3 billones de euros.', 'es', [('2300000000000', 'exact', 'euros')]),
        ('Medio millón de personas huyeron de la ciudad.', 'es', [('500000', 'approximately', 'personas')]),
        ('A quarter of the budget went to health.', 'en', [('25', 'exact', 'percent of the budget')]),
        ('Una cuarta parte del presupuesto fue a sanidad.', 'es', [('25', 'exact', 'por ciento del presupuesto')]),
        ('Three-quarters of the staff are women.', 'en', [('75', 'exact', 'percent of the staff')]),
        ('Tres cuartas partes del personal son mujeres.', 'es', [('75', 'exact', 'por ciento del personal')]),
        ('Nine in 10 households own a car.', 'en', [('90', 'exact', 'percent')]),
        ('Nueve de cada diez hogares tienen coche.', 'es', [('90', 'exact', 'percent')]),
        ('Police said 1,200 officers were deployed.', 'en', [('1200', 'exact', 'officers')]),
        ('La Policía desplegó a 1.200 agentes.', 'es', [('1200', 'exact', 'agentes')]),
        ('The train reached 300 kilometres per hour.', 'en', [('300', 'exact', 'kilometres')]),
        ('El tren alcanzó los 300 kilómetros por hora.', 'es', [('300', 'exact', 'kilómetros')]),
        ('Temperatures dropped to minus 10 degrees.', 'en', [('-10', 'exact', 'degrees')]),
        ('Las temperaturas bajaron a 10 grados bajo cero.', 'es', [('-10', 'exact', 'grados')]),
        ('Thermometers hit 104F in Phoenix.', 'en', [('104', 'exact', '°F')]),
        ('The company posted a net profit of 1.2 billion euros.', 'en', [('1200000000', 'exact', 'euros')]),
        ('Un centenar de personas asistió al acto.', 'es', [('100', 'approximately', 'personas')]),
        ('A dozen people were hurt.', 'en', [('12', 'approximately', 'people')]),
        ('Una docena de casas resultaron dañadas.', 'es', [('12', 'approximately', 'casas')]),
        ('Some 5,000 people marched.', 'en', [('5000', 'approximately', 'people')]),
        ('Unas 5.000 personas marcharon.', 'es', [('5000', 'approximately', 'personas')]),
        ('The economy grew 1.8% in 2023.', 'en', [('1.8', 'exact', 'percent')]),
        ('La economía creció un 1,8 % en 2023.', 'es', [('1.8', 'exact', 'percent')]),
        ('The company employs 12,000 people across 40 countries.', 'en', [('12000', 'exact', 'people'), ('40', 'exact', 'countries')]),
        ('La empresa emplea a 12.000 personas en 40 países.', 'es', [('12000', 'exact', 'personas'), ('40', 'exact', 'países')]),
        ('Una multitud de 20.000 personas llenó el estadio.', 'es', [('20000', 'exact', 'personas')]),
        ('La cosecha fue de 4 millones de toneladas.', 'es', [('4000000', 'exact', 'toneladas')]),
        ('A 30-page report was published.', 'en', [('30', 'exact', 'pages')]),
        ('The 15-member board voted.', 'en', [('15', 'exact', 'members')]),
        ('El consejo de 15 miembros votó.', 'es', [('15', 'exact', 'miembros')]),
        ('The town is home to 3,500 residents.', 'en', [('3500', 'exact', 'residents')]),
        ('El pueblo tiene 3.500 habitantes.', 'es', [('3500', 'exact', 'habitantes')]),
    ],
)
def test_common_shapes(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The plant will generate 250 MW of power.", "en", [("250", "exact", "MW")]),
        ("The wind farm has a capacity of 1.2 GW.", "en", [("1.2", "exact", "GW")]),
        ("The battery stores 100 MWh.", "en", [("100", "exact", "MWh")]),
        ("La central producirá 500 MW.", "es", [("500", "exact", "MW")]),
        ("La planta generará 2 GW de energía.", "es", [("2", "exact", "GW")]),
        ("El país consumió 30 TWh el año pasado.", "es", [("30", "exact", "TWh")]),
        # Capitals that are no symbol still name a thing, not a count.
        ("He lives at 12 Fleet Street.", "en", []),
        ("Spain 2 Italy 1 was the final score.", "en", []),
    ],
)
def test_power_and_energy_by_their_symbols(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("The deal was worth ¥500 million.", "en", [("500000000", "exact", "yen")]),
        ("A coffee costs ¥450 in Tokyo.", "en", [("450", "exact", "yen")]),
        ("Tuition rose to CN¥12,000 a year.", "en", [("12000", "exact", "yuan")]),
        ("La operación costó ¥200.000 millones.", "es", [("200000000000", "exact", "yenes")]),
        ("El Gobierno gastó 2,3 billones de yenes.", "es", [("2300000000000", "exact", "yenes")]),
    ],
)
def test_the_yen_by_its_sign(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Sales tripled to 3,000 units in May.", "en", [("3", "exact", "times"), ("3000", "exact", "units")]),
        ("Sales doubled to 400 units.", "en", [("2", "exact", "times"), ("400", "exact", "units")]),
        (
            "The number of cases has doubled to 1,500 since March.",
            "en",
            [("2", "exact", "times"), ("1500", "exact", "cases")],
        ),
        ("Las ventas se duplicaron a 800 unidades.", "es", [("2", "exact", "veces"), ("800", "exact", "unidades")]),
        (
            "Las ventas se triplicaron hasta 3.000 unidades.",
            "es",
            [("3", "exact", "veces"), ("3000", "exact", "unidades")],
        ),
        # A range of multiples, or of counts, is still one figure.
        ("Prices could rise two to three times.", "en", [("2", "at_least", "times")]),
        ("The storm left 10 to 15 people dead.", "en", [("10", "at_least", "people")]),
    ],
)
def test_a_change_by_a_multiple_then_where_it_ended(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("Some 300-odd fans waited outside.", "en", [("300", "approximately", "fans")]),
        ("The 40-odd delegates left early.", "en", [("40", "approximately", "delegates")]),
        ("About 1,000-odd homes lost power.", "en", [("1000", "approximately", "homes")]),
        ("Twenty-odd people turned up.", "en", [("20", "approximately", "people")]),
        ("The club has 50-plus members.", "en", [("50", "more_than", "members")]),
        # An age is no figure, however rounded.
        ("A 40-odd-year-old driver was arrested.", "en", []),
        ("The council has 60 odd jobs to fill.", "en", [("60", "exact", "odd jobs")]),
    ],
)
def test_a_round_number_and_a_few_more(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("A 20,000-strong crowd filled the stadium.", "en", [("20000", "exact", "crowd")]),
        ("A 12-strong team of divers searched the lake.", "en", [("12", "exact", "team of divers")]),
        ("The 500-strong workforce went on strike.", "en", [("500", "exact", "workforce")]),
        ("The dollar was strong against the euro.", "en", []),
        # Spanish gives the count its own noun.
        ("Una multitud de 20.000 personas llenó el estadio.", "es", [("20000", "exact", "personas")]),
    ],
)
def test_a_body_by_its_strength(text, language, expected):
    assert figures(text, language) == expected


@pytest.mark.parametrize(
    "text, language, expected",
    [
        ("La tormenta dejó de 10 a 15 muertos.", "es", [("10", "at_least", "muertos")]),
        ("El choque causó de 20 a 30 heridos.", "es", [("20", "at_least", "heridos")]),
        ("Se esperan de 200 a 300 asistentes.", "es", [("200", "at_least", "asistentes")]),
        ("Hubo de 40 a 50 detenidos.", "es", [("40", "at_least", "detenidos")]),
        ("The storm left 10 to 15 people dead.", "en", [("10", "at_least", "people")]),
        # A change from one figure to another is two figures.
        ("El precio subió de 10 a 15 euros.", "es", [("10", "exact", "euros"), ("15", "exact", "euros")]),
    ],
)
def test_a_toll_or_a_forecast_as_a_range(text, language, expected):
    assert figures(text, language) == expected
