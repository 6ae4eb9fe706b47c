"""The speaker side's shortcuts leave every reading as it was: a name written
several times is classified by its own words once and by where it stands each time,
and quotations and frames without a figure are not split into clauses."""

from claims.extraction import KnownSource, extract
from claims.extraction.names import find_name_mentions


def test_a_name_written_again_is_read_where_it_stands():
    text = (
        "Ana Ruiz said the plan was late. Later, Ana Ruiz told the BBC it was dead. "
        "Support for Ana Ruiz grew. El Banco Central dijo que sí. Según el Banco Central, no."
    )
    mentions = find_name_mentions(text)
    ruiz = [m for m in mentions if m.name == "Ana Ruiz"]
    assert [m.is_object for m in ruiz] == [False, False, True]
    assert all(m.is_person for m in ruiz)
    banks = [m for m in mentions if "Banco Central" in m.name]
    assert len(banks) == 2 and not any(m.is_person for m in banks)


def test_a_lone_word_opening_a_sentence_is_still_dropped_and_a_surname_kept():
    text = "Harry Solano spoke first. Prices rose. Solano said they would fall. Luego habló Solano."
    names = [m.name for m in find_name_mentions(text)]
    assert "Prices" not in names
    assert names.count("Solano") == 2


def test_quotations_and_frames_with_and_without_figures():
    sources = [KnownSource(key="1", name="Ana Ruiz", kind="person")]
    english = extract("“We counted 40 boats,” Ana Ruiz said at the port. “Nobody came back,” she added.", sources)
    assert [(p.kind, p.value) for p in english if p.kind == "statistic"] == [("statistic", 40)]
    assert {p.speaker for p in english} == {"Ana Ruiz"}
    spanish = extract(
        "«Contamos 40 barcas», dijo Ana Ruiz ante unos 300 vecinos. «Nadie volvió», añadió.", sources, language="es"
    )
    values = sorted(p.value for p in spanish if p.kind == "statistic")
    assert values == [40, 300]
