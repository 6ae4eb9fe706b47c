"""extract(): proposals for a whole text, anchored, attributed and deduplicated."""

from decimal import Decimal

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
