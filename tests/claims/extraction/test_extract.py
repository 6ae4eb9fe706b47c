"""extract(): proposals for a whole text, anchored, attributed and deduplicated."""

from decimal import Decimal

import pytest

from claims.extraction import KnownSource, Proposal, extract

KNOWN = [
    KnownSource("lopez", "María López", ("López",), "", "person"),
    KnownSource("interior", "Interior Ministry", ("the Interior Ministry",), "", "government_body"),
    KnownSource("tiempo", "El Tiempo", (), "", "media_outlet"),
]

ARTICLE = """At least 1,200 people have fled the province since March 3, reports the Interior Ministry.
“We are doing everything we can,” said Maria Lopez, the ministry’s spokeswoman. “The situation is under control.”
Carlos Ruiz, the opposition leader, was arrested in 2019. “They lie about everything,” he told El Tiempo.
The army allegedly burned the old village, and nearly 40% of the houses in the valley were destroyed."""


def by_quote(proposals: list[Proposal], words: str) -> Proposal:
    [proposal] = [p for p in proposals if p.quote == words]
    return proposal


def test_every_proposal_is_anchored_to_its_words():
    proposals = extract(ARTICLE, KNOWN)
    assert proposals
    for proposal in proposals:
        assert ARTICLE[proposal.start : proposal.end] == proposal.quote
        assert proposal.kind in {"statistic", "event", "allegation", "fact", "quote"}
        assert 0 <= proposal.confidence <= 1
        assert proposal.statement.strip()
    spans = [(p.start, p.end) for p in proposals]
    assert len(spans) == len(set(spans)), "no two proposals share a span"
    assert spans == sorted(spans)


def test_an_attributed_figure():
    proposal = by_quote(extract(ARTICLE, KNOWN), "At least 1,200 people have fled the province since March 3")
    assert proposal.kind == "statistic"
    assert (proposal.value, proposal.qualifier, proposal.unit) == (Decimal("1200"), "at_least", "people")
    assert proposal.source_key == "interior"
    assert proposal.attribution == "reports"
    assert proposal.statement == (
        "Interior Ministry reports that at least 1,200 people have fled the province since March 3."
    )


def test_quotations_are_matched_to_known_speakers_despite_accents():
    proposals = extract(ARTICLE, KNOWN)
    first = by_quote(proposals, "We are doing everything we can")
    second = by_quote(proposals, "The situation is under control")
    assert first.kind == second.kind == "quote"
    assert first.source_key == second.source_key == "lopez"
    assert first.speaker == "María López"
    assert first.speaker_role == "the ministry’s spokeswoman"
    assert first.statement == "María López said: “We are doing everything we can.”"
    assert second.confidence < first.confidence


def test_he_is_the_last_person_named_and_an_unknown_speaker_keeps_his_role():
    proposal = by_quote(extract(ARTICLE, KNOWN), "They lie about everything")
    assert proposal.speaker == "Carlos Ruiz"
    assert proposal.source_key is None
    assert proposal.speaker_role == "the opposition leader"
    assert (proposal.via, proposal.via_key) == ("El Tiempo", "tiempo")
    assert proposal.attribution == "told El Tiempo"


def test_the_articles_own_assertions_are_proposed_clause_by_clause():
    proposals = extract(ARTICLE, KNOWN)
    hedged = by_quote(proposals, "The army allegedly burned the old village")
    assert hedged.kind == "allegation"
    assert hedged.source_key is None
    figure = by_quote(proposals, "nearly 40% of the houses in the valley were destroyed")
    assert (figure.value, figure.qualifier, figure.unit) == (
        Decimal("40"),
        "less_than",
        "percent of the houses",
    )


def test_a_year_is_not_a_figure_but_its_sentence_is_an_event():
    proposals = extract(ARTICLE, KNOWN)
    assert not any(p.value == Decimal("2019") for p in proposals)
    assert any("was arrested in 2019" in p.quote and p.kind == "event" for p in proposals)


def test_spanish_text():
    text = (
        "Más de mil soldados han desertado, según el Ministerio de Defensa. "
        "«Tenemos miedo», dijo el sargento Pedro Gómez."
    )
    proposals = extract(text, [], language="es")
    figure = by_quote(proposals, "Más de mil soldados han desertado")
    assert (figure.value, figure.qualifier, figure.unit) == (Decimal("1000"), "more_than", "soldados")
    assert figure.speaker == "Ministerio de Defensa"
    assert figure.statement == "Según Ministerio de Defensa, Más de mil soldados han desertado."
    quote = by_quote(proposals, "Tenemos miedo")
    assert (quote.speaker, quote.speaker_role) == ("Pedro Gómez", "el sargento")
    assert quote.statement == "Pedro Gómez dijo: «Tenemos miedo.»"


def test_extraction_is_deterministic_and_empty_text_proposes_nothing():
    assert extract(ARTICLE, KNOWN) == extract(ARTICLE, KNOWN)
    assert extract("", KNOWN) == []
    assert extract("   \n ", KNOWN) == []


@pytest.mark.parametrize(
    "text, language, speaker, attribution",
    [
        (
            "Floods displaced nearly 40,000 people in northern Peru last week, according to the "
            "country's civil defence agency.",
            "en",
            "the country's civil defence agency",
            "according to",
        ),
        (
            "The storm destroyed 3,000 homes and killed 12 people, according to the national "
            "emergency service.",
            "en",
            "the national emergency service",
            "according to",
        ),
        (
            "Inflation reached 12% in March, while wages rose 3%, according to the central bank's "
            "research department.",
            "en",
            "the central bank's research department",
            "according to",
        ),
        (
            "According to the national statistics institute, unemployment rose to 7.2 per cent and "
            "40,000 jobs were lost.",
            "en",
            "the national statistics institute",
            "According to",
        ),
        (
            "On Monday, according to the electoral council, turnout reached 62% and 300 polling "
            "stations stayed open late.",
            "en",
            "the electoral council",
            "according to",
        ),
        ("The storm destroyed 3,000 homes, according to the Red Cross.", "en", "Red Cross", "according to"),
        (
            "Unas 40.000 personas fueron desplazadas, según el instituto nacional de defensa civil.",
            "es",
            "el instituto nacional de defensa civil",
            "según",
        ),
        (
            "Según la oficina regional de salud, hay 3.500 casos de dengue y 12 personas murieron.",
            "es",
            "la oficina regional de salud",
            "Según",
        ),
    ],
)
def test_according_to_attributes_every_proposal_in_its_sentence(text, language, speaker, attribution):
    proposals = extract(text, [], language=language)
    assert sum(p.kind == "statistic" for p in proposals) >= 1
    assert [(p.speaker, p.speaker_role, p.attribution) for p in proposals] == [
        (speaker, "", attribution)
    ] * len(proposals)


def test_according_to_people_keeps_them_as_the_role():
    # "local doctors" names no one a newsroom could keep as a source.
    [proposal] = extract("According to local doctors, the outbreak is slowing.", [])
    assert (proposal.speaker, proposal.speaker_role) == (None, "local doctors")
    assert proposal.attribution == "According to"


def test_according_to_a_known_source():
    known = [
        KnownSource(
            "defensa-civil",
            "Instituto Nacional de Defensa Civil",
            ("civil defence agency",),
            "",
            "government_body",
        )
    ]
    [proposal] = extract("Floods displaced 40,000 people, according to the civil defence agency.", known)
    assert proposal.source_key == "defensa-civil"


def test_who_puts_the_number_at_a_value_gives_the_figure():
    text = (
        "Dozens of schools remain closed, and the regional health office puts the number of dengue "
        "cases at 3,500, up 20% on last year."
    )
    proposals = extract(text, [])
    cases = by_quote(proposals, "the regional health office puts the number of dengue cases at 3,500")
    assert (cases.value, cases.unit) == (Decimal("3500"), "dengue cases")
    assert (cases.speaker, cases.attribution) == ("the regional health office", "puts at")
    assert cases.statement == "The regional health office puts the number of dengue cases at 3,500."
    # The comparison after it is the same source's.
    rise = by_quote(proposals, "up 20% on last year")
    assert (rise.value, rise.unit, rise.speaker) == (Decimal("20"), "percent", "the regional health office")
    schools = by_quote(proposals, "Dozens of schools remain closed")
    assert schools.speaker is None


def test_who_puts_the_number_in_spanish():
    text = "La oficina regional de salud sitúa el número de casos de dengue en 3.500, un aumento del 20%."
    proposals = extract(text, [], language="es")
    assert [(p.value, p.unit, p.speaker) for p in proposals] == [
        (Decimal("3500"), "casos de dengue", "La oficina regional de salud"),
        (Decimal("20"), "percent", "La oficina regional de salud"),
    ]


def test_a_year_before_a_noun_is_not_a_statistic():
    proposals = extract("The 2017 floods, which killed 162 people, were the worst in decades.", [])
    assert [p.value for p in proposals if p.kind == "statistic"] == [Decimal("162")]
    assert not any(p.value == Decimal("2017") for p in proposals)


@pytest.mark.parametrize(
    "text, language, name, role",
    [
        (
            "Prime Minister Gustavo Adrianzén said the government would spend about $120 million.",
            "en",
            "Gustavo Adrianzén",
            "Prime Minister",
        ),
        (
            "President Dina Boluarte said that the army would help with the clean-up.",
            "en",
            "Dina Boluarte",
            "President",
        ),
        ("Colonel Juan Pérez said that 300 soldiers had been deployed.", "en", "Juan Pérez", "Colonel"),
        ("Dr Jane Goodall said the forests were disappearing fast.", "en", "Jane Goodall", "Dr"),
        ("Minister Ana Torres said that the schools would reopen next week.", "en", "Ana Torres", "Minister"),
        ("General Carlos Ruiz told reporters that the troops were ready.", "en", "Carlos Ruiz", "General"),
        ("Sen. Elizabeth Warren said the bill would fail.", "en", "Elizabeth Warren", "Sen."),
        (
            "“We are ready,” said Prime Minister Gustavo Adrianzén.",
            "en",
            "Gustavo Adrianzén",
            "Prime Minister",
        ),
        (
            "El presidente Pedro Castillo dijo que el gobierno enviaría ayuda.",
            "es",
            "Pedro Castillo",
            "El presidente",
        ),
        ("«Estamos listos», dijo el presidente Pedro Castillo.", "es", "Pedro Castillo", "el presidente"),
        (
            "Juan Pérez, a spokesperson for the Red Cross, said 500 tents had been sent.",
            "en",
            "Juan Pérez",
            "a spokesperson for the Red Cross",
        ),
        (
            "“It is a disaster,” said Rosa Quispe, the mayor of Piura.",
            "en",
            "Rosa Quispe",
            "the mayor of Piura",
        ),
    ],
)
def test_a_speakers_title_is_the_role(text, language, name, role):
    [proposal] = extract(text, [], language=language)
    assert (proposal.speaker, proposal.speaker_role) == (name, role)


def test_he_keeps_the_title_of_the_person_named_before():
    text = (
        "Prime Minister Gustavo Adrianzén spoke on Monday. "
        "He added that at least a dozen bridges had collapsed."
    )
    proposal = by_quote(extract(text, []), "at least a dozen bridges had collapsed")
    assert (proposal.speaker, proposal.speaker_role) == ("Gustavo Adrianzén", "Prime Minister")


@pytest.mark.parametrize(
    "known_name, aliases",
    [
        ("Gustavo Adrianzén", ()),
        ("Gustavo Adrianzén", ("Prime Minister Gustavo Adrianzén",)),
        ("Prime Minister Gustavo Adrianzén", ()),
    ],
)
def test_a_titled_speaker_matches_the_known_source(known_name, aliases):
    known = [KnownSource("adrianzen", known_name, aliases, "", "person")]
    for text in (
        "Prime Minister Gustavo Adrianzén said the bridges would be rebuilt by March.",
        "Gustavo Adrianzén said the bridges would be rebuilt by March.",
        "Prime Minister Adrianzén said the bridges would be rebuilt by March.",
    ):
        [proposal] = extract(text, known)
        assert proposal.source_key == "adrianzen", text


PERU = """Floods displaced nearly 40,000 people in northern Peru last week, according to the country's civil defence agency.
“We have never seen water rise this fast,” said Rosa Quispe, the mayor of Piura. “Half of the town is under water.”
Prime Minister Gustavo Adrianzén said the government would spend about $120 million on reconstruction. He added that at least a dozen bridges had collapsed.
Dozens of schools remain closed, and the regional health office puts the number of dengue cases at 3,500, up 20% on last year.
The 2017 floods, which killed 162 people, were the worst in decades."""


def test_an_article_the_rules_were_not_written_for():
    proposals = extract(PERU, [])
    statistics = [
        (p.value, p.qualifier, p.unit, p.speaker, p.speaker_role, p.attribution)
        for p in proposals
        if p.kind == "statistic"
    ]
    assert statistics == [
        (Decimal("40000"), "less_than", "people", "the country's civil defence agency", "", "according to"),
        # "Half of the town": a fraction is a share, read as a percentage.
        (Decimal("50"), "exact", "percent of the town", "Rosa Quispe", "the mayor of Piura", "said"),
        (Decimal("120000000"), "approximately", "dollars", "Gustavo Adrianzén", "Prime Minister", "said"),
        (Decimal("12"), "at_least", "bridges", "Gustavo Adrianzén", "Prime Minister", "added"),
        # "Dozens of schools" has no value to check: its clause is no statistic.
        (Decimal("3500"), "exact", "dengue cases", "the regional health office", "", "puts at"),
        (Decimal("20"), "exact", "percent", "the regional health office", "", "puts at"),
        (Decimal("162"), "exact", "people", None, "", ""),
    ]
    quotes = [(p.speaker, p.speaker_role) for p in proposals if p.kind == "quote"]
    # Her second sentence is a figure ("Half of the town"), still hers.
    assert quotes == [("Rosa Quispe", "the mayor of Piura")]
