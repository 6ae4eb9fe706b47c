"""Protesting or questioning right after a quotation says who spoke it ("«…», protestó el
alcalde de Villar, Tomás Gil", "«…», cuestionó la diputada Ana Ruiz", "«…», criticó
Sergio Martín", "“…,” protested Ann Lee"): `speech_verbs.SUMMING_UP_RIGHT_AFTER_A_QUOTATION`, which
`quotation_frames.frame_after` reads there alone. Elsewhere these verbs take what they
are about ("cuestionó la cifra", "criticó la medida", "protested the ruling") and say no words. Sentences of
our own."""

from claims.extraction import extract


def proposals(text, language):
    return [(p.kind, p.quote, p.speaker) for p in extract(text, language=language)]


def speaker_of(text, language, words):
    return next(who for _, quote, who in proposals(text, language) if words in quote)


def test_cuestiono_after_a_quotation_names_its_speaker():
    text = '"Suben el pasaje y los buses siguen igual", cuestionó la diputada Ana Ruiz.'
    assert speaker_of(text, "es", "Suben el pasaje") == "Ana Ruiz"


def test_protesto_after_a_quotation_names_its_speaker():
    text = "«Nos dicen que está cerca, pero en invierno es una hora de carretera», protestó el alcalde de Villar, Tomás Gil."
    assert speaker_of(text, "es", "Nos dicen que está cerca") == "Tomás Gil"


def test_reclamo_after_a_quotation_names_its_speaker():
    text = '"Dicen que es para salvar la presa, pero nos ahogamos nosotros", reclamó Rosa Díaz, vecina del barrio.'
    assert speaker_of(text, "es", "Dicen que es para salvar") == "Rosa Díaz"


def test_critico_after_a_quotation_names_its_speaker():
    text = '"Cada invierno es la misma historia", criticó el presidente de la cámara, Sergio Martín.'
    assert speaker_of(text, "es", "Cada invierno") == "Sergio Martín"


def test_protested_after_a_quotation_names_its_speaker():
    text = '"This is simply wrong," protested Ann Lee, a neighbour of the site.'
    assert speaker_of(text, "en", "This is simply wrong") == "Ann Lee"


def test_the_verbs_taking_what_they_are_about_say_no_words():
    assert all(kind != "quote" for kind, _, _ in proposals("La oposición cuestionó la cifra y reclamó ayudas.", "es"))
    assert all(kind != "quote" for kind, _, _ in proposals("La oposición criticó la medida del Gobierno.", "es"))
    assert all(kind != "quote" for kind, _, _ in proposals("Ann Lee protested the ruling on Monday.", "en"))
