"""A catalogue of the attribution shapes of wire copy, in English and Spanish passages
of our own, each with the speaker an editor would annotate by the corpus conventions
(`claims/extraction/corpus/README.md`): "X said" and "said X", appositions before and
after, "according to X", "según X", "de acuerdo con X", "X told Reuters", "dijo X a la
agencia EFE", statements of a body ("in a statement, the ministry said", "en un
comunicado, el ministerio señaló"), the verbs that add, warn, admit or regret
("agregó", "advirtió", "reconoció", "lamentó", "zanjó"), quotations before, after and
split around their attribution or opened with a colon, quotation paragraphs that go
on, "he" or "she" after two people, "the former" and "the latter", spokespeople of a
body or of a role, titles, posts on social media, a person called by their surname or
their age, double surnames, compound first names and particles ("de la Vega", "van der
Berg"). People no one named ("officials said") are no one."""

import pytest

from claims.extraction import extract

# (passage, words of the claim, speaker)
ENGLISH = [
    ('Maria Lopez said the plan would cut waiting times.', 'the plan would cut', 'Maria Lopez'),
    ('The plan will cut waiting times, said Maria Lopez.', 'The plan will cut', 'Maria Lopez'),
    ("Maria Lopez, the council's finance chief, said the budget was balanced.", 'the budget was balanced', 'Maria Lopez'),
    ("The budget is balanced, said Maria Lopez, the council's finance chief.", 'The budget is balanced', 'Maria Lopez'),
    ('According to Peter Walsh, the bridge will reopen in June.', 'the bridge will reopen', 'Peter Walsh'),
    ('The bridge will reopen in June, according to Peter Walsh, the city engineer.', 'The bridge will reopen', 'Peter Walsh'),
    ('Peter Walsh told Reuters the bridge would reopen in June.', 'the bridge would reopen', 'Peter Walsh'),
    ('The bridge will reopen in June, Peter Walsh told Reuters.', 'The bridge will reopen', 'Peter Walsh'),
    ('The Health Ministry published new figures on Monday. In a statement, the ministry said hospital admissions had fallen.', 'hospital admissions had fallen', 'Health Ministry'),
    ("Laura Kent, the party's leader, spoke first. Kent added that the vote would be held in May.", 'the vote would be held', 'Laura Kent'),
    ('“We will not give up,” said Laura Kent.', 'We will not give up', 'Laura Kent'),
    ('“We will not give up,” Laura Kent said.', 'We will not give up', 'Laura Kent'),
    ('Laura Kent said: “We will not give up.”', 'We will not give up', 'Laura Kent'),
    ('“We will not give up,” Laura Kent said. “The fight goes on.”', 'The fight goes on', 'Laura Kent'),
    ('“We will not give up,” said Laura Kent, “because the fight goes on.”', 'We will not give up', 'Laura Kent'),
    ('A spokesman for Northgate Rail said services would resume on Tuesday.', 'services would resume', 'Northgate Rail'),
    ('A spokesman for the mayor said services would resume on Tuesday.', 'services would resume', None),
    ("Northgate Rail's spokesman said services would resume on Tuesday.", 'services would resume', 'Northgate Rail'),
    ('Dr. Ana Ruiz said patients were waiting longer.', 'patients were waiting longer', 'Ana Ruiz'),
    ('Gen. Mark Hollis said the troops would withdraw by spring.', 'the troops would withdraw', 'Mark Hollis'),
    ('Mark Hollis, who led the inquiry, said the report was complete.', 'the report was complete', 'Mark Hollis'),
    ('Mark Hollis wrote on social media that the report was complete.', 'the report was complete', 'Mark Hollis'),
    ('Mark Hollis was quoted as saying the report was complete.', 'the report was complete', 'Mark Hollis'),
    ('Helen Price, 54, runs the shelter. The 54-year-old said demand had doubled.', 'demand had doubled', 'Helen Price'),
    ('Helen Price runs the shelter on Mill Road. Price said demand had doubled since winter.', 'demand had doubled', 'Helen Price'),
    ('Anna de la Vega, the mayor, opened the session. De la Vega said the budget was fair.', 'the budget was fair', 'Anna de la Vega'),
    ('Pieter van der Berg said the dikes would hold.', 'the dikes would hold', 'Pieter van der Berg'),
    ('Asked whether she would resign, Laura Kent said she would stay until the election in May.', 'she would stay until', 'Laura Kent'),
    ('Tom Reed met Sarah Quinn on Monday. She said the talks had gone well.', 'the talks had gone well', 'Sarah Quinn'),
    ('Sarah Quinn met Tom Reed on Monday. He said the talks had gone badly.', 'the talks had gone badly', 'Tom Reed'),
    ('The Environment Agency said river levels were falling.', 'river levels were falling', 'Environment Agency'),
    ('Officials said the road would stay closed.', 'the road would stay closed', None),
    ('Laura Kent warned that prices would rise by 5% in March.', 'prices would rise', 'Laura Kent'),
    ('Laura Kent admitted that mistakes had been made.', 'mistakes had been made', 'Laura Kent'),
    ('Laura Kent insisted the policy was working.', 'the policy was working', 'Laura Kent'),
    ('The policy is working, Laura Kent insisted.', 'The policy is working', 'Laura Kent'),
    ('Laura Kent acknowledged the plan was late.', 'the plan was late', 'Laura Kent'),
    ('Laura Kent noted that exports had grown by 4% last year.', 'exports had grown', 'Laura Kent'),
    ('Laura Kent stressed that the deal was final.', 'the deal was final', 'Laura Kent'),
    ('Laura Kent told reporters the deal was final.', 'the deal was final', 'Laura Kent'),
    ('Laura Kent told the BBC the deal was final.', 'the deal was final', 'Laura Kent'),
    ('The deal is final, Laura Kent told reporters on Friday.', 'The deal is final', 'Laura Kent'),
    ('Laura Kent, a former judge who chairs the panel, said the rules were clear.', 'the rules were clear', 'Laura Kent'),
    ('Union leader Frank Doyle said the strike would go ahead.', 'the strike would go ahead', 'Frank Doyle'),
    ('Prime Minister Laura Kent said the strike was unlawful.', 'the strike was unlawful', 'Laura Kent'),
    ('Frank Doyle, the union leader, met Laura Kent, the minister. The former said the strike would go ahead.', 'the strike would go ahead', 'Frank Doyle'),
    ('Frank Doyle, the union leader, met Laura Kent, the minister. The latter said the strike was unlawful.', 'the strike was unlawful', 'Laura Kent'),
    ('“It was a long night,” Frank Doyle said.\n\n“We talked until dawn.”', 'We talked until dawn', 'Frank Doyle'),
    ('“It was a long night.\n\n“We talked until dawn,” Frank Doyle said.', 'It was a long night', 'Frank Doyle'),
    ('In a statement, Northgate Rail said the delays were regrettable.', 'the delays were regrettable', 'Northgate Rail'),
    ('Northgate Rail said in a statement that the delays were regrettable.', 'the delays were regrettable', 'Northgate Rail'),
    ('The delays were regrettable, Northgate Rail said in a statement.', 'The delays were regrettable', 'Northgate Rail'),
    ('Frank Doyle posted on X that the strike would go ahead.', 'the strike would go ahead', 'Frank Doyle'),
    ('Frank Doyle said the strike would go ahead. He added that talks could resume next week.', 'talks could resume', 'Frank Doyle'),
    ('Frank Doyle told a news conference the strike would go ahead.', 'the strike would go ahead', 'Frank Doyle'),
    ('“The strike goes ahead,” the union leader Frank Doyle said.', 'The strike goes ahead', 'Frank Doyle'),
    ('Frank Doyle, the union leader, was blunt. “The strike goes ahead,” he said.', 'The strike goes ahead', 'Frank Doyle'),
    ('“Prices will rise by 5% in May,” Laura Kent, the finance minister, told parliament.', 'Prices will rise', 'Laura Kent'),
    ('Prices will rise by 5% in May, the finance minister, Laura Kent, told parliament.', 'Prices will rise', 'Laura Kent'),
    ('Laura Kent, 54, said prices would rise by 5% in May.', 'prices would rise', 'Laura Kent'),
    ('The finance minister, Laura Kent, met bankers on Monday. The minister said prices would rise by 5% in May.', 'prices would rise', 'Laura Kent'),
    ('Laura Kent met bankers on Monday. Speaking after the meeting, she said prices would rise by 5% in May.', 'prices would rise', 'Laura Kent'),
    ('Laura Kent met bankers on Monday. Prices would rise by 5% in May, she said.', 'Prices would rise', 'Laura Kent'),
    ('Prices would rise by 5% in May, Laura Kent said in an interview with the Financial Times.', 'Prices would rise', 'Laura Kent'),
    ('In an interview with the BBC, Laura Kent said prices would rise by 5% in May.', 'prices would rise', 'Laura Kent'),
    ('Laura Kent said on Monday that prices would rise by 5% in May.', 'prices would rise', 'Laura Kent'),
    ('Prices would rise by 5% in May, Laura Kent said on Monday.', 'Prices would rise', 'Laura Kent'),
    ('Northgate Rail said on its website that 40 trains had been cancelled.', '40 trains had been cancelled', 'Northgate Rail'),
    ('According to a statement from Northgate Rail, 40 trains were cancelled.', '40 trains were cancelled', 'Northgate Rail'),
    ('According to figures from the Office for National Statistics, inflation rose to 4%.', 'inflation rose to 4%', 'Office for National Statistics'),
    ('Inflation rose to 4%, according to the Office for National Statistics.', 'Inflation rose to 4%', 'Office for National Statistics'),
    ('Sir Keith Lowe said 40 jobs would go.', '40 jobs would go', 'Keith Lowe'),
    ('Prof. Helen Cho of the University of Leeds said 40% of samples were contaminated.', '40% of samples', 'Helen Cho'),
    ('Mayor Tom Reed said 40 homes were flooded.', '40 homes were flooded', 'Tom Reed'),
    ('“Forty homes were flooded,” said Mayor Tom Reed.', 'Forty homes were flooded', 'Tom Reed'),
    ('Tom Reed, mayor of Eastfield, said 40 homes were flooded.', '40 homes were flooded', 'Tom Reed'),
    ("Eastfield's mayor, Tom Reed, said 40 homes were flooded.", '40 homes were flooded', 'Tom Reed'),
    ('Tom Reed, who has been mayor since 2019, told the BBC that 40 homes were flooded.', '40 homes were flooded', 'Tom Reed'),
    ('Tom Reed said 40 homes were flooded. “It is the worst I have seen,” he added.', 'It is the worst', 'Tom Reed'),
    ('Tom Reed said 40 homes were flooded.\n\n“It is the worst I have seen in 30 years.”', 'It is the worst', 'Tom Reed'),
]

SPANISH = [
    ('María José Pérez dijo que el plan reduciría las listas de espera.', 'el plan reduciría', 'María José Pérez'),
    ('El plan reducirá las listas de espera, dijo María José Pérez.', 'El plan reducirá', 'María José Pérez'),
    ('María José Pérez, concejala de Hacienda, dijo que el presupuesto estaba equilibrado.', 'el presupuesto estaba equilibrado', 'María José Pérez'),
    ('Según Juan Carlos Gómez, el puente reabrirá en junio.', 'el puente reabrirá', 'Juan Carlos Gómez'),
    ('El puente reabrirá en junio, según Juan Carlos Gómez, ingeniero municipal.', 'El puente reabrirá', 'Juan Carlos Gómez'),
    ('De acuerdo con Juan Carlos Gómez, el puente reabrirá en junio.', 'el puente reabrirá', 'Juan Carlos Gómez'),
    ('El puente reabrirá en junio, dijo Juan Carlos Gómez a la agencia EFE.', 'El puente reabrirá', 'Juan Carlos Gómez'),
    ('El Ministerio de Salud publicó nuevas cifras el lunes. En un comunicado, el ministerio señaló que los ingresos habían bajado.', 'los ingresos habían bajado', 'Ministerio de Salud'),
    ('Lucía García Márquez agregó que la votación sería en mayo.', 'la votación sería en mayo', 'Lucía García Márquez'),
    ('Lucía García Márquez añadió que la votación sería en mayo.', 'la votación sería en mayo', 'Lucía García Márquez'),
    ('Lucía García Márquez apuntó que la votación sería en mayo.', 'la votación sería en mayo', 'Lucía García Márquez'),
    ('Lucía García Márquez subrayó que la votación sería en mayo.', 'la votación sería en mayo', 'Lucía García Márquez'),
    ('Lucía García Márquez insistió en que la votación sería en mayo.', 'la votación sería en mayo', 'Lucía García Márquez'),
    ('Lucía García Márquez advirtió que los precios subirían un 5 % en marzo.', 'los precios subirían', 'Lucía García Márquez'),
    ('Lucía García Márquez lamentó que el acuerdo no llegara a tiempo.', 'el acuerdo no llegara a tiempo', 'Lucía García Márquez'),
    ('Lucía García Márquez recordó que el acuerdo se firmó en 2019.', 'el acuerdo se firmó', 'Lucía García Márquez'),
    ('Lucía García Márquez precisó que el acuerdo se firmó en marzo.', 'el acuerdo se firmó', 'Lucía García Márquez'),
    ('Lucía García Márquez matizó que el acuerdo aún no es definitivo.', 'el acuerdo aún no es definitivo', 'Lucía García Márquez'),
    ('«No vamos a rendirnos», sentenció Lucía García Márquez.', 'No vamos a rendirnos', 'Lucía García Márquez'),
    ('«No hay nada más que hablar», zanjó Lucía García Márquez.', 'No hay nada más que hablar', 'Lucía García Márquez'),
    ('«No vamos a rendirnos», dijo Lucía García Márquez.', 'No vamos a rendirnos', 'Lucía García Márquez'),
    ('Lucía García Márquez afirmó: «No vamos a rendirnos».', 'No vamos a rendirnos', 'Lucía García Márquez'),
    ('«No vamos a rendirnos», dijo Lucía García Márquez. «La lucha sigue».', 'La lucha sigue', 'Lucía García Márquez'),
    ('Un portavoz de Renfe dijo que los trenes volverían el martes.', 'los trenes volverían', 'Renfe'),
    ('Un portavoz del alcalde dijo que los trenes volverían el martes.', 'los trenes volverían', None),
    ('Fuentes de Renfe indicaron que los trenes volverían el martes.', 'los trenes volverían', 'Renfe'),
    ('La ministra de Salud, Carmen Ortega, dijo que los hospitales estaban preparados.', 'los hospitales estaban preparados', 'Carmen Ortega'),
    ('Carmen Ortega, de 54 años, dirige el albergue. La mujer de 54 años dijo que la demanda se había duplicado.', 'la demanda se había duplicado', 'Carmen Ortega'),
    ('Carmen Ortega dirige el albergue de la calle Mayor. Ortega dijo que la demanda se había duplicado.', 'la demanda se había duplicado', 'Carmen Ortega'),
    ('Preguntada por su dimisión, Carmen Ortega respondió que seguirá en el cargo hasta las elecciones de mayo.', 'seguirá en el cargo', 'Carmen Ortega'),
    ('Pedro Salas, líder sindical, se reunió con Carmen Ortega, la ministra. El primero dijo que la huelga seguiría en marzo.', 'la huelga seguiría', 'Pedro Salas'),
    ('Pedro Salas, líder sindical, se reunió con Carmen Ortega, la ministra. Esta última dijo que la huelga era ilegal.', 'la huelga era ilegal', 'Carmen Ortega'),
    ('La Agencia Estatal de Meteorología informó de que las lluvias seguirán hasta el jueves en 12 provincias.', 'las lluvias seguirán', 'Agencia Estatal de Meteorología'),
    ('La policía detuvo a dos hombres, según informaron fuentes policiales.', 'La policía detuvo a dos hombres', None),
    ('«Fue una noche larga», dijo Pedro Salas.\n\n«Hablamos hasta el amanecer».', 'Hablamos hasta el amanecer', 'Pedro Salas'),
    ('—No vamos a rendirnos —dijo Pedro Salas.', 'No vamos a rendirnos', 'Pedro Salas'),
    ('Pedro Salas aseguró que la huelga seguiría. Además, añadió que habrá nuevas protestas el 3 de mayo.', 'habrá nuevas protestas', 'Pedro Salas'),
    ('Pedro Salas declaró a la prensa que la huelga seguiría en marzo.', 'la huelga seguiría', 'Pedro Salas'),
    ('Pedro Salas explicó en una rueda de prensa que la huelga seguiría en marzo.', 'la huelga seguiría', 'Pedro Salas'),
    ('En declaraciones a Efe, Pedro Salas dijo que la huelga seguiría en marzo.', 'la huelga seguiría', 'Pedro Salas'),
    ('Pedro Salas dijo en un comunicado que la huelga seguiría en marzo.', 'la huelga seguiría', 'Pedro Salas'),
    ('El presidente del Gobierno, Luis Ibarra, aseguró que no habrá recortes en 2025.', 'no habrá recortes', 'Luis Ibarra'),
    ('El líder sindical Pedro Salas dijo que la huelga seguiría en marzo.', 'la huelga seguiría', 'Pedro Salas'),
    ('La huelga seguirá en marzo, aseguró el líder sindical Pedro Salas.', 'La huelga seguirá', 'Pedro Salas'),
    ('Pedro Salas, líder sindical, fue tajante. «La huelga sigue», afirmó.', 'La huelga sigue', 'Pedro Salas'),
    ('La huelga seguirá en marzo, advirtió Pedro Salas, quien lidera el sindicato desde 2018.', 'La huelga seguirá', 'Pedro Salas'),
    ('«Los precios subirán un 5 % en mayo», dijo la ministra de Hacienda, Carmen Ortega, ante el Congreso.', 'Los precios subirán', 'Carmen Ortega'),
    ('Los precios subirán un 5 % en mayo, dijo a los periodistas la ministra de Hacienda, Carmen Ortega.', 'Los precios subirán', 'Carmen Ortega'),
    ('Carmen Ortega, de 54 años, dijo que los precios subirán un 5 % en mayo.', 'los precios subirán', 'Carmen Ortega'),
    ('La ministra de Hacienda, Carmen Ortega, se reunió con los bancos. La ministra dijo que los precios subirán un 5 % en mayo.', 'los precios subirán', 'Carmen Ortega'),
    ('Carmen Ortega se reunió con los bancos el lunes. Tras la reunión, dijo que los precios subirán un 5 % en mayo.', 'los precios subirán', 'Carmen Ortega'),
    ('Carmen Ortega se reunió con los bancos. Los precios subirán un 5 % en mayo, aseguró.', 'Los precios subirán', 'Carmen Ortega'),
    ('En una entrevista con El País, Carmen Ortega dijo que los precios subirán un 5 % en mayo.', 'los precios subirán', 'Carmen Ortega'),
    ('Carmen Ortega dijo este lunes que los precios subirán un 5 % en mayo.', 'los precios subirán', 'Carmen Ortega'),
    ('Los precios subirán un 5 % en mayo, según explicó este lunes Carmen Ortega.', 'Los precios subirán', 'Carmen Ortega'),
    ('Renfe informó en su web de que 40 trenes fueron cancelados.', '40 trenes fueron cancelados', 'Renfe'),
    ('Según un comunicado de Renfe, 40 trenes fueron cancelados.', '40 trenes fueron cancelados', 'Renfe'),
    ('Según datos del Instituto Nacional de Estadística, la inflación subió al 4 %.', 'la inflación subió', 'Instituto Nacional de Estadística'),
    ('La inflación subió al 4 %, según el Instituto Nacional de Estadística.', 'La inflación subió', 'Instituto Nacional de Estadística'),
    ('El alcalde, Tomás Reyes, dijo que 40 casas se inundaron.', '40 casas se inundaron', 'Tomás Reyes'),
    ('«Se inundaron 40 casas», dijo el alcalde, Tomás Reyes.', 'Se inundaron 40 casas', 'Tomás Reyes'),
    ('Tomás Reyes, alcalde de Villanueva, afirmó que 40 casas se inundaron.', '40 casas se inundaron', 'Tomás Reyes'),
    ('El alcalde de Villanueva, Tomás Reyes, afirmó que 40 casas se inundaron.', '40 casas se inundaron', 'Tomás Reyes'),
    ('Tomás Reyes, que es alcalde desde 2019, dijo a Efe que 40 casas se inundaron.', '40 casas se inundaron', 'Tomás Reyes'),
    ('Tomás Reyes dijo que 40 casas se inundaron. «Es lo peor que he visto», añadió.', 'Es lo peor', 'Tomás Reyes'),
    ('Tomás Reyes dijo que 40 casas se inundaron.\n\n«Es lo peor que he visto en 30 años».', 'Es lo peor', 'Tomás Reyes'),
    ('La doctora Elena Vidal explicó que el 40 % de las muestras estaban contaminadas.', 'el 40 % de las muestras', 'Elena Vidal'),
    ('La Dra. Elena Vidal explicó que el 40 % de las muestras estaban contaminadas.', 'el 40 % de las muestras', 'Elena Vidal'),
    ('Elena Vidal, investigadora de la Universidad de Granada, explicó que el 40 % de las muestras estaban contaminadas.', 'el 40 % de las muestras', 'Elena Vidal'),
    ('Para Elena Vidal, el 40 % de las muestras estaban contaminadas.', 'el 40 % de las muestras', 'Elena Vidal'),
]


def speaker_of(text, language, words):
    return next(p.speaker for p in extract(text, language=language) if words in p.quote)


@pytest.mark.parametrize("text, words, speaker", ENGLISH)
def test_an_english_attribution_shape_names_its_speaker(text, words, speaker):
    assert speaker_of(text, "en", words) == speaker


@pytest.mark.parametrize("text, words, speaker", SPANISH)
def test_a_spanish_attribution_shape_names_its_speaker(text, words, speaker):
    assert speaker_of(text, "es", words) == speaker
