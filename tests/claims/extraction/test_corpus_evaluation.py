"""The extraction corpus: its files are well formed, its scoring is right, and the
extractor does not fall below the figures it has reached on it."""

import io
import json
from decimal import Decimal

import pytest
from django.core.management import CommandError, call_command

from claims.extraction import Proposal
from claims.extraction.corpus_evaluation import (
    CorpusError,
    CorpusText,
    evaluate_corpus,
    load_corpus,
    load_text,
    same_figure,
    same_speaker,
    same_unit,
    score_text,
    total,
)
from claims.extraction.corpus_evaluation import CorpusClaim as Claim

# What the extractor reaches on the corpus today: a fall below any of these is a
# regression. Raise them as the rules improve; issue 10's goals are in GOALS.
# Measured on 42 texts (3 December 2026, after the ten blind texts of the fourth
# round and the rules they prompted): speakers 100% (222/222), figures 99.4%
# (469/472), precision 96.0%, recall 99.7%, no false figure; after the unit rules
# (ranges with a rate, agent nouns, "X of the Y") and "en diez minutos" as the time
# something took: figures 100% (472/472); after elided nouns, money signs and rates
# (helper "units"): precision 96.2%.
# With the eight texts of the fourth blind check moved in (50 texts): speakers 100%
# (276/276), figures 98.8% (585/592), precision 94.6%, recall 99.6%, and their four
# false figures (none in the 42 before them); recall 99.8% once "Still, X warned that …"
# and "El alcalde saliente, Jorge Salas, reconoció …" were read. After the units rules
# they prompted (the subject after "According to X,", "cinco de ellos", "tres días
# seguidos", "091"): figures 100% (592/592), three false figures; two once an imagined
# example ("A family farm with 800 acres …") and an amount said again in words were not;
# precision 94.9% once lines telling readers whom to call became furniture, 95.0% once
# an age, a role or a place after a quotation's frame was no claim of its own; no false
# figure once an imagined example and a group's size inside another noun phrase were not.
FLOORS = {"speakers": 1.0, "figures": 1.0, "precision": 0.95, "recall": 0.998}
# The false figures the extractor still makes, text by text (issue 10's goal is none):
# any other text that gains one, or one of these that gains another, is a regression.
KNOWN_FALSE_FIGURES: dict[str, int] = {}


def write_text(tmp_path, name, body, annotation):
    (tmp_path / f"{name}.txt").write_text(body + "\n", encoding="utf-8")
    (tmp_path / f"{name}.json").write_text(json.dumps(annotation), encoding="utf-8")
    return tmp_path / f"{name}.json"


def text_with(body, *claims):
    return CorpusText("t", "en", "test", body, tuple(claims))


def proposal(body, words, **fields):
    start = body.index(words)
    defaults = {"kind": "fact", "statement": words}
    return Proposal(start, start + len(words), words, **{**defaults, **fields})


class TestScoring:
    BODY = '"We are full," said Ana Ruiz. Over 410 volunteers helped. She is 35 years old.'

    def claims(self):
        quote = '"We are full," said Ana Ruiz.'
        figure = "Over 410 volunteers helped"
        return (
            Claim(0, len(quote), quote, "quote", speaker="Ana Ruiz"),
            Claim(
                self.BODY.index(figure),
                self.BODY.index(figure) + len(figure),
                figure,
                "statistic",
                value=Decimal(410),
                qualifier="more_than",
                unit="volunteers",
            ),
        )

    def test_right_speaker_figure_and_unit_score_full_marks(self):
        text = text_with(self.BODY, *self.claims())
        result = score_text(
            text,
            [
                proposal(self.BODY, '"We are full," said Ana Ruiz.', kind="quote", speaker="Ana Ruiz"),
                proposal(
                    self.BODY,
                    "Over 410 volunteers",
                    kind="statistic",
                    value=Decimal(410),
                    qualifier="more_than",
                    unit="volunteers",
                ),
            ],
        )
        assert (result.speakers, result.figure_agreement, result.false_figures, result.precision) == (1, 1, 0, 1)

    def test_wrong_speaker_missing_unit_and_an_age_are_counted(self):
        text = text_with(self.BODY, *self.claims())
        result = score_text(
            text,
            [
                proposal(self.BODY, '"We are full,"', kind="quote", speaker="Sgt"),
                proposal(self.BODY, "Over 410", kind="statistic", value=Decimal(410), qualifier="more_than"),
                proposal(self.BODY, "35 years", kind="statistic", value=Decimal(35), unit="years"),
            ],
        )
        assert result.quotes_right == 0 and result.figures_right == 0
        assert result.false_figures == 1
        assert result.precision == pytest.approx(2 / 3)
        assert any("false figure 35" in failure for _, failure in result.failures)

    def test_an_unattributed_quote_is_right_only_without_a_speaker(self):
        body = '"It is over."'
        text = text_with(body, Claim(0, len(body), body, "quote", speaker=None))
        assert score_text(text, [proposal(body, body, kind="quote")]).quotes_right == 1
        assert score_text(text, [proposal(body, body, kind="quote", speaker="Europe")]).quotes_right == 0

    @pytest.mark.parametrize(
        ("expected", "proposed", "same"),
        [
            ("Ana Ruiz", "Ruiz", True),
            ("Ana Ruiz", "Dr. Ana Ruiz", True),
            ("Lucía Soto", "Lucia Soto", True),
            ("Ana Ruiz", "Ana Soto", False),
            ("Ana Ruiz", None, False),
            (None, None, True),
        ],
    )
    def test_speakers_match_by_their_name_words(self, expected, proposed, same):
        assert same_speaker(expected, proposed) is same

    @pytest.mark.parametrize(
        ("expected", "proposed", "same"),
        [
            ("patients", "patient", True),
            ("%", "percent", True),
            ("%", "por ciento", True),
            ("euros", "millones de euros", True),
            ("euros", "", False),
            ("volunteers", "years", False),
            # A dollar of another country, by its sign or its name.
            ("C$", "Canadian dollars", True),
            ("NZ$", "dollars", True),
            # A sign and the currency's name in either language.
            ("US$", "dólares", True),
            ("dólares", "US dollars", True),
            ("libras", "£", True),
            ("S/", "soles", True),
            ("S/", "dólares", False),
            # A bare "$" is the dollar's sign and the peso's; a named dollar is no peso.
            ("$", "pesos", True),
            ("$", "dollars", True),
            ("dollars", "pesos", False),
            ("US$", "pesos", False),
            ("p", "pence", True),
            ("p", "percent", False),
            ("C", "°C", True),
            ("F", "Fahrenheit", True),
            ("C", "Fahrenheit", False),
            # "33C" read as °C is the degrees or grados a writer annotated, of one scale.
            ("degrees", "°C", True),
            ("grados", "°C", True),
            ("degrees Celsius", "°C", True),
            ("degrees Fahrenheit", "°C", False),
            ("degrees", "°F", True),
            ("degrees", "years", False),
            ("km/h", "km", True),
            # A plural in "-es" may add "s" alone ("acres") or "es" ("boxes").
            ("acre", "acres", True),
            ("hora", "horas", True),
            ("box", "boxes", True),
            ("acre", "hectares", False),
        ],
    )
    def test_units_match_by_a_shared_word(self, expected, proposed, same):
        assert same_unit(expected, proposed) is same

    @pytest.mark.parametrize(
        ("annotated", "proposed", "same"),
        [
            # A share annotated as its fraction is its percentage.
            ((Decimal("0.5"), "less_than", "socios"), (Decimal(50), "less_than", "por ciento de sus socios"), True),
            ((Decimal("0.25"), "exact", "electorate"), (Decimal(25), "exact", "percent"), True),
            ((Decimal("0.33"), "approximately", "money"), (Decimal("33.3"), "approximately", "%"), True),
            ((Decimal("0.125"), "exact", "beds"), (Decimal("12.5"), "exact", "percent"), True),
            # The qualifier still counts, and the hundredfold must be a percentage.
            ((Decimal("0.5"), "less_than", "socios"), (Decimal(50), "exact", "%"), False),
            ((Decimal("0.5"), "exact", "mile"), (Decimal(50), "exact", "miles"), False),
            ((Decimal("0.2"), "exact", "staff"), (Decimal(25), "exact", "percent of its staff"), False),
            # A whole number is never read as a share.
            ((Decimal(5), "exact", "%"), (Decimal(500), "exact", "%"), False),
            ((Decimal(50), "exact", "%"), (Decimal("0.5"), "exact", "%"), False),
            ((Decimal(410), "more_than", "volunteers"), (Decimal(410), "more_than", "volunteers"), True),
            # A rounded share is exact or approximately; a round one is what it says.
            ((Decimal("33.3"), "exact", "%"), (Decimal("33.3"), "approximately", "por ciento de los pozos"), True),
            ((Decimal("66.7"), "approximately", "%"), (Decimal("66.7"), "exact", "percent"), True),
            ((Decimal("0.333"), "exact", "routes"), (Decimal("33.3"), "approximately", "percent of routes"), True),
            ((Decimal("33.3"), "less_than", "%"), (Decimal("33.3"), "approximately", "%"), False),
            ((Decimal("33.3"), "exact", "tonnes"), (Decimal("33.3"), "approximately", "tonnes"), False),
            ((Decimal(25), "exact", "%"), (Decimal(25), "approximately", "%"), False),
        ],
    )
    def test_a_share_may_be_annotated_as_its_fraction(self, annotated, proposed, same):
        value, qualifier, unit = annotated
        claim = Claim(0, 4, "half", "statistic", value=value, qualifier=qualifier, unit=unit)
        value, qualifier, unit = proposed
        offered = Proposal(0, 4, "half", "statistic", "half", value=value, qualifier=qualifier, unit=unit)
        assert same_figure(claim, offered) is same


class TestLoading:
    def test_a_quote_missing_from_the_text_is_refused(self, tmp_path):
        path = write_text(
            tmp_path, "en-x", "Some text.", {"language": "en", "claims": [{"quote": "Other", "kind": "fact"}]}
        )
        with pytest.raises(CorpusError, match="not found"):
            load_text(path)

    def test_a_statistic_needs_value_qualifier_and_unit(self, tmp_path):
        body = "Over 410 volunteers helped."
        annotation = {
            "language": "en",
            "claims": [{"quote": "Over 410 volunteers", "kind": "statistic", "value": "410", "qualifier": "more_than"}],
        }
        with pytest.raises(CorpusError, match="needs its unit"):
            load_text(write_text(tmp_path, "en-x", body, annotation))

    def test_an_unknown_language_is_refused(self, tmp_path):
        path = write_text(
            tmp_path, "fr-x", "Texte.", {"language": "fr", "claims": [{"quote": "Texte", "kind": "fact"}]}
        )
        with pytest.raises(CorpusError, match="language"):
            load_text(path)

    def test_the_command_reports_a_broken_file_as_an_error(self, tmp_path):
        (tmp_path / "en-x.json").write_text("{", encoding="utf-8")
        (tmp_path / "en-x.txt").write_text("Text.", encoding="utf-8")
        with pytest.raises(CommandError, match="Cannot read the corpus"):
            call_command("evaluate_extraction", "--corpus", "--corpus-dir", str(tmp_path), stdout=io.StringIO())


class TestTheCorpus:
    def test_it_holds_both_languages_and_several_topics(self):
        texts = load_corpus()
        assert {text.language for text in texts} == {"en", "es"}
        assert len({text.topic for text in texts}) >= 2

    def test_the_seed_story_is_kept_out(self):
        for text in load_corpus():
            lowered = text.body.lower()
            assert not ("venezuela" in lowered and ("defect" in lowered or "desert" in lowered)), text.name

    def test_the_extractor_keeps_the_figures_it_has_reached(self):
        results = evaluate_corpus()
        overall = total(results)
        reached = {
            "speakers": overall.speakers,
            "figures": overall.figure_agreement,
            "precision": overall.precision,
            "recall": overall.recall,
        }
        for measure, value in reached.items():
            assert value >= FLOORS[measure], f"{measure} fell to {value:.1%} (floor {FLOORS[measure]:.0%})"
        false_figures = {text.name: score.false_figures for text, score in results if score.false_figures}
        for name, count in false_figures.items():
            assert count <= KNOWN_FALSE_FIGURES.get(name, 0), f"{name}: {count} false figures"

    def test_the_command_prints_every_text_and_the_goals(self):
        out = io.StringIO()
        call_command("evaluate_extraction", "--corpus", stdout=out)
        printed = out.getvalue()
        assert "TOTAL" in printed and "goal 90%" in printed
        for text in load_corpus():
            assert text.name in printed

    def test_a_corpus_directory_alone_scores_that_directory(self, tmp_path):
        body = "The clinic closed its night ward in March."
        annotation = {"language": "en", "claims": [{"quote": body[:-1], "kind": "event"}]}
        write_text(tmp_path, "en-only-text", body, annotation)
        out = io.StringIO()
        call_command("evaluate_extraction", "--corpus-dir", str(tmp_path), stdout=out)
        assert "en-only-text" in out.getvalue() and "1 texts:" in out.getvalue()

    def test_goals_without_the_corpus_are_refused(self):
        with pytest.raises(CommandError, match="--goals applies to the corpus"):
            call_command("evaluate_extraction", "--goals", stdout=io.StringIO())

    def test_seed_thresholds_on_the_corpus_are_refused(self):
        with pytest.raises(CommandError, match="--min-recall, --min-precision apply to the seed"):
            call_command(
                "evaluate_extraction", "--corpus", "--min-recall", "0.9", "--min-precision", "0.9",
                stdout=io.StringIO(),
            )

    def test_goals_fail_the_command_when_missed(self, tmp_path):
        body = '"We are full," he said.'
        annotation = {"language": "en", "claims": [{"quote": body, "kind": "quote", "speaker": "Ana Ruiz"}]}
        write_text(tmp_path, "en-x", body, annotation)
        with pytest.raises(CommandError, match="Goals missed: speakers"):
            call_command(
                "evaluate_extraction", "--corpus", "--goals", "--corpus-dir", str(tmp_path), stdout=io.StringIO()
            )
