"""A text that marks its quotations with single quotes, as British and Irish papers
do, has them read as quotations, with their speakers; apostrophes stay apostrophes,
and a text that writes double quotation marks keeps its single marks as they were.
Sentences of our own."""

from claims.extraction import extract
from claims.extraction.single_quotes import single_quotation_marks, uses_single_quotes


def quotes(text, language="en"):
    return [(text[p.start : p.end], p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


def test_single_quoted_words_and_their_speaker():
    text = (
        "Among the parents appealing is Luton father Grant Hollis, whose daughter missed the mark by two points.\n\n"
        "'She was sitting next to a radiator that didn't switch off,' he said. 'We've written to the school and heard nothing.'"
    )
    found = quotes(text)
    assert [speaker for _, speaker in found] == ["Grant Hollis", "Grant Hollis"]
    assert found[0][0].startswith("She was sitting next to a radiator that didn't switch off")


def test_a_body_speaking_in_single_quotes():
    text = (
        "The ferry operator cancelled a third of its crossings.\n\n"
        "'Safety comes before the timetable,' a spokesman for Caledonian Isles Shipping said."
    )
    assert [speaker for _, speaker in quotes(text)] == ["Caledonian Isles Shipping"]


def test_spanish_in_single_quotes():
    text = "La alcaldesa de Teruel, Marta Gascón, visitó la obra.\n\n'No vamos a cerrar el mercado', dijo Gascón."
    assert [speaker for _, speaker in quotes(text, language="es")] == ["Marta Gascón"]


def test_apostrophes_alone_are_no_quotation_marks():
    text = "The teachers' union said the county's plan won't work. Parents' groups agreed."
    assert not uses_single_quotes(text)
    assert quotes(text) == []


def test_a_text_with_double_marks_keeps_its_single_ones_as_they_were():
    text = "'Hamlet' sold out at once. \"We never expected it,\" said the theatre's director, Ana Ruiz."
    assert not uses_single_quotes(text)
    assert [speaker for _, speaker in quotes(text)] == ["Ana Ruiz"]


def test_a_mark_inside_a_word_never_closes_the_quotation():
    text = "'It isn't over, and O'Neill knows it,' she said."
    assert single_quotation_marks(text, 0, len(text)) == [(0, text.index(",'") + 1)]


def test_a_paragraph_in_single_quotes_in_a_text_that_writes_double_ones_too():
    text = (
        '"We know the wait is too long," the minister, Kari Lund, said in a statement.\n\n'
        "The association of dentists says pay is the problem.\n\n"
        "'We cannot compete with private clinics,' said the association's president, Odd Berg. "
        "'Young dentists go where the money is.'"
    )
    assert [speaker for _, speaker in quotes(text)] == ["Kari Lund", "Odd Berg", "Odd Berg"]


def test_spanish_paragraph_in_single_quotes_beside_angled_ones():
    text = (
        "«La obra acabará en mayo», aseguró el alcalde, Luis Pardo.\n\n"
        "‘No nos han dado ninguna fecha’, dijo la vecina Rosa Gil. ‘Nadie nos contesta nunca’."
    )
    assert [speaker for _, speaker in quotes(text, language="es")] == ["Luis Pardo", "Rosa Gil", "Rosa Gil"]


def test_a_paragraph_opening_on_an_apostrophe_is_no_quotation():
    # A title in single marks opens the paragraph; no spoken words close before "said".
    text = (
        '"We sold every seat," said the director, Ana Ruiz.\n\n'
        "'Hamlet' opens on Friday and 'Macbeth' in May, the theatre said."
    )
    assert [speaker for _, speaker in quotes(text)] == ["Ana Ruiz"]


def test_a_paragraph_with_double_marks_keeps_its_single_ones_as_they_were():
    text = (
        '"We sold every seat," said the director, Ana Ruiz.\n\n\'Hamlet\' sold out, and "we will add dates," Ruiz said.'
    )
    assert [speaker for _, speaker in quotes(text)] == ["Ana Ruiz", "Ana Ruiz"]


def test_single_quoted_words_after_a_sentence_of_the_same_paragraph():
    text = (
        '"The reform is fair," the minister, Kari Lund, said.\n\n'
        "Among the marchers was Rita Dubois, a nurse from Namur. 'I work nights all year,' she said. "
        "'I cannot do this job for ever.'"
    )
    assert [speaker for _, speaker in quotes(text)] == ["Kari Lund", "Rita Dubois", "Rita Dubois"]


def test_spanish_single_quoted_words_after_a_sentence_of_the_same_paragraph():
    text = (
        "«La reforma es justa», afirmó la ministra, Carmen Vidal.\n\n"
        "Entre los manifestantes estaba Rosa Gil, enfermera de Huesca. ‘Trabajo de noche todo el año’, dijo. "
        "‘No puedo hacer esto siempre’."
    )
    assert [speaker for _, speaker in quotes(text, language="es")] == ["Carmen Vidal", "Rosa Gil", "Rosa Gil"]


def test_an_apostrophe_word_opening_a_sentence_is_no_quotation():
    text = '"We sold every seat," said the director, Ana Ruiz.\n\nThe play ran all summer. \'Tis the season, the poster said.'
    assert [speaker for _, speaker in quotes(text)] == ["Ana Ruiz"]


def test_double_marks_quoted_inside_single_quoted_words():
    # The speaker quotes someone inside their own words: the paragraph, and a text that
    # writes no other double marks, still mark what people said with single quotes.
    paragraph = "'I'm a baker,' said one of the owners, Tom Price. 'My wife said \"never again\" after the last race.'"
    text = '"We won," the trainer, Ann Lee, said.\n\nThe horse was owned by ten friends.\n\n' + paragraph
    assert [speaker for _, speaker in quotes(text)] == ["Ann Lee", "Tom Price", "Tom Price"]
    alone = "The horse was owned by ten friends.\n\n" + paragraph
    assert uses_single_quotes(alone)
    assert [speaker for _, speaker in quotes(alone)] == ["Tom Price", "Tom Price"]


def test_double_marks_outside_single_quoted_words_keep_the_text_in_double_marks():
    text = "The play ran all summer.\n\n'Hamlet' sold out, and \"we will add dates,\" said Ana Ruiz, the director."
    assert not uses_single_quotes(text)
    assert [speaker for _, speaker in quotes(text)] == ["Ana Ruiz"]
