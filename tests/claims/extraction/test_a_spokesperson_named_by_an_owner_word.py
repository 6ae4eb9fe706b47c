"""A spokesperson named by an owner's word in the possessive ("A Hartley’s
spokeswoman said") speaks for the one body the text named by that owner and
capitalised words before ("Hartley’s Bakery"). The word alone may be a person's
surname: with no such body, or two, it is no one named. Sentences of our own."""

from tests.claims.extraction.test_pronouns_after_the_subject_of_the_sentence_before import speaker_of


def test_the_body_named_by_the_owner_before():
    text = (
        "Hartley’s Bakery, a chain with 212 shops, has recalled 140,000 sandwiches.\n\n"
        "A Hartley’s spokeswoman said the change had been “fully risk-assessed”."
    )
    assert speaker_of("fully risk-assessed", text, "en") == "Hartley’s Bakery"


def test_with_a_straight_apostrophe():
    text = (
        "Dunn's Home Furnishings closed its last store on Friday.\n\n"
        'A Dunn\'s spokesman said the stores had been "losing money for years".'
    )
    assert speaker_of("losing money", text, "en") == "Dunn's Home Furnishings"


def test_no_body_named_by_the_owner_is_no_one():
    text = 'Laura Kent resigned on Friday.\n\nA Kent\'s spokesman said she was "proud of her record".'
    assert speaker_of("proud of her record", text, "en") is None


def test_two_bodies_named_by_the_owner_are_no_one():
    text = (
        "Hartley’s Bakery and Hartley’s Farm Shop share an owner.\n\n"
        "A Hartley’s spokeswoman said the change had been “fully risk-assessed”."
    )
    assert speaker_of("fully risk-assessed", text, "en") is None


def test_a_spokesperson_for_the_body_in_spanish_is_as_before():
    text = (
        "La cadena Panaderías Hartley retiró 140.000 bocadillos.\n\n"
        "Un portavoz de Panaderías Hartley dijo que el cambio fue «evaluado»."
    )
    assert speaker_of("evaluado", text, "es") == "Panaderías Hartley"
