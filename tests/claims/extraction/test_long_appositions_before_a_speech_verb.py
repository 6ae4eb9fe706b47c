"""An English speech verb that is also a plural noun ("states", "reports", "claims",
"notes", "estimates") after a count or a quantifier is the noun: "Harbor Minerals, a
company with mines in three states, said …" is the company speaking, not "a company
with mines in three" stating; "the company states" and "Ann Rowe reports" set off by
commas still speak. Spanish has no such verbs: its apposition with a count is read as
it was. A comma between digits ("some 40,000 square kilometres") in an apposition
is a number's, not the end of a clause; a name and such an apposition may run past
the words a subject is looked for in. Sentences of our own."""

import pytest

from tests.claims.extraction.test_speakers_of_the_seventeenth_to_nineteenth_blind_checks import speaker_of


@pytest.mark.parametrize(
    "text, language, words, speaker",
    [
        (
            "Harbor Minerals, a company with mines in three states, said the closure was “only temporary.”",
            "en",
            "only temporary",
            "Harbor Minerals",
        ),
        (
            "Harbor Minerals, a company with 40 mines in six states, said the closure would be short.",
            "en",
            "closure would be short",
            "Harbor Minerals",
        ),
        (
            "Quarry Watch, a group with members in several states, said the dust was “a disgrace.”",
            "en",
            "a disgrace",
            "Quarry Watch",
        ),
        (
            "Harbor Minerals, a Nevada-listed company with drilling rights over some 40,000 square kilometres "
            "in the Pacific, said the study was “deeply flawed.”",
            "en",
            "deeply flawed",
            "Harbor Minerals",
        ),
        (
            "Minera Andina, una empresa con derechos sobre unos 40.000 kilómetros cuadrados del Pacífico, "
            "dijo que el estudio era «muy deficiente».",
            "es",
            "muy deficiente",
            "Minera Andina",
        ),
        (
            "Harbor Minerals, a miner, a lender, said the study was “deeply flawed.”",
            "en",
            "deeply flawed",
            "Harbor Minerals",
        ),
        (
            "Harbor Minerals, a Nevada-listed company with exploration rights over some 40,000 square kilometres "
            "in the Clarion-Clipperton Zone, said in a statement that the study overstated the damage.",
            "en",
            "overstated the damage",
            "Harbor Minerals",
        ),
        (
            "Minera Andina, una empresa canadiense con derechos de exploración sobre unos 40.000 kilómetros "
            "cuadrados del fondo del Pacífico, dijo que el estudio exagera los daños.",
            "es",
            "exagera los daños",
            "Minera Andina",
        ),
        (
            "Output at the three mines run by the company in the Pacific and in the Atlantic rose by 40 percent "
            "last year, and workers there said the study was flawed.",
            "en",
            "the study was flawed",
            None,
        ),
        ("The closure, Ann Rowe reports, is “only temporary” for now.", "en", "only temporary", "Ann Rowe"),
        (
            "Minera Andina, una empresa con minas en tres estados, dijo que el cierre era «solo temporal».",
            "es",
            "solo temporal",
            "Minera Andina",
        ),
        (
            "Lácteos del Norte, una cooperativa con granjas en cuatro provincias, aseguró que el precio es «una vergüenza».",
            "es",
            "una vergüenza",
            "Lácteos del Norte",
        ),
    ],
)
def test_a_counted_plural_noun_is_no_speech_verb(text, language, words, speaker):
    assert speaker_of(text, language, words)[0] == speaker
