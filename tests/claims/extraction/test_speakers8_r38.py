"""Speakers of forms the round-38 blind checks missed, as general rules on sentences of
our own in English and Spanish: a person's own office speaks for them ("Her office
said …" after "Governor Ann Cole", "su despacho indicó …"), while an office no pronoun
owns ("the regional office") stays what it was."""

import pytest

from claims.extraction import extract


def speakers(text, language):
    return [(p.kind, p.quote, p.speaker) for p in extract(text, language=language)]


@pytest.mark.parametrize(
    "text, language, speaker",
    [
        (
            "Governor Ann Cole signed the bill on Monday. Her office said on Tuesday that the governor "
            "expected a challenge in court.",
            "en",
            "Ann Cole",
        ),
        (
            "Senator Paul Reyes voted against the plan. His office said that he would propose changes next month.",
            "en",
            "Paul Reyes",
        ),
        (
            "La alcaldesa, Marta Ribes, firmó el decreto el lunes. Su despacho indicó el martes que la "
            "alcaldesa espera recursos en los tribunales.",
            "es",
            "Marta Ribes",
        ),
    ],
)
def test_a_persons_own_office_speaks_for_them(text, language, speaker):
    said = [s for kind, _quote, s in speakers(text, language) if kind in ("quote", "fact", "allegation", "event")]
    assert speaker in said


def test_her_office_is_not_the_man_named_last():
    text = (
        "Governor Ann Cole met the mayor, Paul Reyes, on Monday. Her office said on Tuesday that the governor "
        "expected a challenge in court."
    )
    said = [s for _kind, _quote, s in speakers(text, "en")]
    assert "Ann Cole" in said
    assert "Paul Reyes" not in said[1:]
    assert "Her office" not in said
