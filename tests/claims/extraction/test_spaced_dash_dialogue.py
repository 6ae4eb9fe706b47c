"""Dash dialogue whose dashes are set off by spaces: "— Words, — said Ana Gil." The
dash after the spoken words' punctuation, or before words that attribute them, opens
the narrator's aside; the bare "— More words." paragraph after it is the same
speaker's. A dash used as a parenthesis is no aside. Sentences of our own."""

import pytest

from claims.extraction import extract


def quotes(text, language):
    return [(p.quote, p.speaker) for p in extract(text, language=language) if p.kind == "quote"]


@pytest.mark.parametrize(
    "text, language, expected",
    [
        (
            "The harbour master, Lena Ortiz, watched the ferries leave.\n\n"
            "— The boats are older than the crews who sail them, — said Lena Ortiz.\n\n"
            "— Nobody wants to pay for new ones.",
            "en",
            [("The boats are older than the crews who sail them", "Lena Ortiz"), ("Nobody wants to pay for new ones", "Lena Ortiz")],
        ),
        (
            "Farmers gathered outside the depot.\n\n"
            "— We cannot keep selling below cost, — Hargreaves said.\n\n"
            "— Something has to give.",
            "en",
            [("We cannot keep selling below cost", "Hargreaves"), ("Something has to give", "Hargreaves")],
        ),
        (
            "Parents queued at the gate.\n\n"
            "— The roof leaks whenever it rains, — said the head teacher, Alan Price.\n\n"
            "— We keep buckets in the hall.",
            "en",
            [("The roof leaks whenever it rains", "Alan Price"), ("We keep buckets in the hall", "Alan Price")],
        ),
        (
            "Los vecinos cortaron la calle.\n\n"
            "— El agua llegó hasta las ventanas — relató Carmen Lozano.\n\n"
            "— No pudimos salvar nada.",
            "es",
            [("El agua llegó hasta las ventanas", "Carmen Lozano"), ("No pudimos salvar nada", "Carmen Lozano")],
        ),
        (
            "El entrenador habló tras el partido.\n\n— Hemos sufrido mucho, pero el grupo ha respondido, — dijo Rubén Salas.",
            "es",
            [("Hemos sufrido mucho, pero el grupo ha respondido", "Rubén Salas")],
        ),
    ],
)
def test_spaced_dash_dialogue(text, language, expected):
    assert quotes(text, language) == expected


@pytest.mark.parametrize(
    "text, language",
    [
        ("The plan — approved in May — costs a great deal and will add beds.", "en"),
        ("El plan — aprobado en mayo — costará mucho y sumará camas.", "es"),
    ],
)
def test_dash_as_parenthesis_is_no_quote(text, language):
    assert quotes(text, language) == []


def test_parenthesis_inside_spoken_words_is_no_aside():
    text = "The crew waited.\n\n— We ran the test — the third one — and it held."
    assert [q for q, _ in quotes(text, "en")] == ["We ran the test — the third one — and it held"]


def test_unspaced_dash_dialogue_unchanged():
    text = "—No vamos a cerrar la planta —dijo Mora—. Pero necesitamos más personal."
    assert quotes(text, "es") == [("No vamos a cerrar la planta", "Mora"), ("Pero necesitamos más personal", "Mora")]


@pytest.mark.parametrize(
    "text, language",
    [
        ("The coach watched.\n\n— We practised it for weeks, Pell said. — You hope it is never needed.", "en"),
        ("La técnica miró.\n\n— Lo ensayamos durante semanas, dijo Gil. — Nunca sabes si hará falta.", "es"),
    ],
)
def test_spaced_dash_after_a_full_stop_carries_the_words_on(text, language):
    assert len(quotes(text, language)) == 1
