"""A judge reading a ruling out speaks its words: "«…», leyó la jueza ponente,
Verónica Salazar" is Verónica Salazar's quotation. Reading something else ("leyó el
informe en voz alta") names no quotation's speaker. English "read" is left alone:
'"…," the statement read' is a document's. Sentences of our own."""

from claims.extraction import extract
from tests.claims.extraction.test_pronouns_after_the_subject_of_the_sentence_before import speaker_of


def test_a_ruling_read_out_by_a_named_judge():
    text = (
        "El tribunal condenó al exalcalde a ocho años de prisión.\n\n"
        "«Ha quedado probado que el acusado conocía los sobreprecios», leyó la jueza ponente, "
        "Verónica Salazar, en una audiencia que duró tres horas."
    )
    assert speaker_of("Ha quedado probado", text, "es") == "Verónica Salazar"


def test_reading_a_report_is_no_quotation():
    text = "El concejal Pedro Ruiz leyó el informe en voz alta durante el pleno del martes."
    assert [p for p in extract(text, language="es") if p.kind == "quote"] == []


def test_a_statement_that_reads_is_not_someone_reading_in_english():
    text = (
        "The company issued a statement on Monday.\n\n"
        '"We regret the disruption to our customers," the statement read, without naming Tom Hale.'
    )
    assert speaker_of("We regret the disruption", text, "en") != "Tom Hale"
