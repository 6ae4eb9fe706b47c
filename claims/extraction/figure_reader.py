"""One number read as a figure: `Figure`, and `read_figure`, which reads a number's
qualifier, unit and value from the words around it, or says it is no figure.

`read_figure` asks `claims.extraction.figure_dates` and
`claims.extraction.figure_assertions` whether the number counts at all, reads the
qualifier with `claims.extraction.qualifiers` and the unit with
`claims.extraction.units` and `claims.extraction.sentence_units`, and takes a unit from
the figures before it that `claims.extraction.figures` passes in ("28 of them", "the
other seven", "Dos murieron"). What each rule means is in `claims.extraction.figures`'
docstring; that module reads the numbers of a text in turn, with ranges and rates.
"""

import re
from dataclasses import dataclass
from decimal import Decimal

from claims.extraction.apposed_groups import GROUP_OPENING_BEFORE
from claims.extraction.caseless import lowercase_twin, lowered
from claims.extraction.compound_counts import compound_count
from claims.extraction.count_subjects import count_as_subject
from claims.extraction.compound_durations import duration_written_on
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.figure_assertions import not_asserted
from claims.extraction.figure_dates import TIME_UNITS, describes_rather_than_counts, not_a_figure
from claims.extraction.figure_context import COMPARED_BEFORE, MARGIN_AFTER
from claims.extraction.figure_estimates import estimated_by, is_an_estimate
from claims.extraction.figure_groups import (
    GROUP_OPENS_SENTENCE,
    OF_THOSE_AFTER,
    OF_THOSE_BEFORE,
    group_named_last,
    group_size_unit,
    part_of_the_number,
)
from claims.extraction.frozen_records import quick_init
from claims.extraction.gapped_lists import gapped_item
from claims.extraction.limit_counts import limit_unit
from claims.extraction.more_of_the_same import MORE_OR_FEWER_THAN_AFTER, another_count_unit, bare_more_unit
from claims.extraction.number_words import NumberMention
from claims.extraction.one_word_units import a_name_after_the_number, qualified_after_its_unit
from claims.extraction.record_spans import a_record_span
from claims.extraction.form_qualifiers import EVERY_BEFORE, TARGET_BEFORE_LOWER, qualifier_from_form
from claims.extraction.qualifiers import QUALIFIER_AFTER, QUALIFIER_AFTER_ANY, qualifier_before
from claims.extraction.spans_gone_without import a_span_gone_without, always_or_never
from claims.extraction.sentence_units import (
    INCLUDING_BEFORE,
    PART_AS_SUBJECT_AFTER,
    PEOPLE_BEFORE,
    PEOPLE_AFTER,
    elided_unit,
    unit_from_sentence,
)
from claims.extraction.play_moments import places_in_play
from claims.extraction.sport_units import sport_unit
from claims.extraction.small_counts import (
    CASUALTY_PLURALS,
    hurt_people,
    one_casualty,
    part_of_group,
    part_of_those_counted,
    toll_in_words,
)
from claims.extraction.unit_kinds import MONEY_UNITS, TIME_UNIT_WORD, is_a_duration, is_a_share, PERCENT_UNIT, TIMES_UNIT
from claims.extraction.unit_kinds import age_statistic_unit
from claims.extraction.units import (
    MEASURES,
    NOT_A_PARTICIPLE,
    SPACED_WORD,
    clean_unit,
    counted_unit,
    is_a_verb,
    is_plural_head,
    is_the_counts_verb,
)
from claims.extraction.measure_words import below_zero
from claims.extraction.modifying_plurals import with_head_noun
from claims.extraction.number_of_subjects import level_unit, number_of_unit
from claims.extraction.expected_levels import names_a_reference
from claims.extraction.vote_tallies import VOTES_AGAINST_BEFORE, a_vote_of_one, tally_unit


RANGE_FROM_BEFORE = re.compile(r"\b(?:from|de|desde)\s+$", re.IGNORECASE)

# "45 others were damaged", "4,1 millones diarios": words that say how many more or how
# often, while the noun counted is elsewhere in the sentence.
NOT_A_COUNTED_NOUN = frozenset({"others", "diarios", "diarias", "anuales", "mensuales", "semanales"})

# "y 18 ocupadas", "and 45 cancelled": a number joined to the figure before.
COORDINATED_BEFORE = re.compile(r"(?:\b(?:y|e|o|and|or)|[,;])\s+(?:(?:otr[oa]s|another|a\s+further)\s+)?$", re.IGNORECASE)

LONE_PARTICIPLE = re.compile(rf"{NOT_A_PARTICIPLE}(?:[a-záéíóúñ]+(?:ad|id)[oa]s|[a-z]{{3,}}ed)", re.IGNORECASE)

# "3,500 of the protesters": a count whose unit names the group it is part of.
GROUP_AFTER = re.compile(r"\s+(?:of|de|out\s+of)\b", re.IGNORECASE)

ONE_MORE_AFTER = re.compile(
    rf"\s+(?:(?:{TIME_UNITS})\s+(?:más|de\s+más)\b|(?:more|extra)\s+(?:{TIME_UNITS})\b)", re.IGNORECASE
)

# What asserts a span of one: "cumplen una semana en paro", "llevan un mes sin cobrar"
# ("por un día" is a rate's base).
A_SPAN_OF_ONE_BEFORE = re.compile(
    r"\b(?:cumple|cumplen|cumplía|cumplían|cumplió|cumplieron|lleva|llevan|llevamos|llevaba|llevaban)\s+$|"
    # "cerró la sala durante una semana", "seguro médico durante un año", "jugamos bien
    # durante una hora": how long what the clause tells lasted, one as much as 14
    # ("durante 14 días"; a supposed length stays none, `claims.extraction.figure_assertions`).
    r"\bdurante\s+$|"
    # "tengo la persiana bajada desde hace una semana": how long it has lasted, as
    # "desde hace 12 años" says ("hace una semana" alone dates).
    r"\bdesde\s+hace\s+$|"
    # "tardó un siglo en construirse", "demoró una hora en llegar": the time something took.
    r"\b(?:tard|demor)(?:ó|a|an|aron|aba|aban|é|amos)\s+$|"
    # "pasó una semana ingresado", "spent a week in hospital", "estuvo internada una
    # semana": time spent somewhere or in a state, asserted ("estuvo a una semana de"
    # is how near).
    r"\b(?:pas(?:ó|é|aron|amos|a|an)|(?:ha|han|he|hemos|había|habían)\s+pasado|spen(?:t|d|ds|ding)|"
    r"(?:estuv(?:o|e|ieron|imos)|(?:ha|han|he|hemos|había|habían)\s+estado)(?:\s+[a-záéíóúñ]{3,})?)\s+$|"
    # "extend opening hours by one hour", "shortened the wait by one day": a time
    # lengthened or cut by one (Spanish "en una hora" after "ampliar" reads as a frame).
    r"\b(?:extend|lengthen|shorten)[a-z]*\b[^.;:!?\n]{0,40}\bby\s+$",
    re.IGNORECASE,
)

# "durante una hora y luego …", "Llevo medio siglo haciendo cine": a span's unit is its
# time word, whatever clause a conjunction or a gerund opens after it.
TIME_UNIT_ALONE_AFTER = re.compile(
    rf"\s+(?P<unit>{TIME_UNITS})\b(?=\s+(?:(?:y|e|o|and|or)\s|[a-záéíóúñ]+(?:ando|iendo)\b))", re.IGNORECASE
)

COPULA_BEFORE = re.compile(r"\b(?:es|son|era|eran|será|sería|is|are|was|were|be)\s+$", re.IGNORECASE)

CHANGE_TO = re.compile(r"\s+(?:to|a|hasta)\s+(?:(?:los|las)\s+)?", re.IGNORECASE)
# "from 1,200 to about 800 cattle", "pasará de 1.700 a más de 1.900 euros": the end of
# a change may be qualified, as its start may ("from about 400 to …", "de unos 4.500 a").
CHANGE_TO_QUALIFIED = re.compile(
    r"\s+(?:to|a|hasta)\s+(?:(?:los|las)\s+)?(?:(?:about|around|roughly|some|nearly|almost|just\s+(?:under|over)|"
    r"more\s+than|over|less\s+than|fewer\s+than|at\s+least|unos|unas|cerca\s+de|casi|alrededor\s+de|"
    r"más\s+de|menos\s+de|al\s+menos|poco\s+más\s+de)\s+)?",
    re.IGNORECASE,
)

SUBJECT_OF_VERB = re.compile(
    r"[”\"»’]?\s+(?:have|has|had|are|were|was|is|will|would|remain|remained|han|ha|son|fueron|están)\b",
    re.IGNORECASE,
)

@quick_init
@dataclass(frozen=True)
class Figure:
    """A quantity that is a claim. `text[start:end]` runs from the qualifier to the
    end of the unit; `text[number_start:number_end]` is the number itself."""

    start: int
    end: int
    number_start: int
    number_end: int
    value: Decimal | None
    qualifier: str
    unit: str
    vague: bool
    # Who gives the figure, when the sentence says so ("… that the ministry puts at").
    speaker: str | None = None
    attribution: str = ""
    confidence: float = 0.8


MAGNITUDE_BEFORE = re.compile(r"\b(?P<word>magnitude|magnitud)\s+(?:de\s+)?$", re.IGNORECASE)

MAGNITUDE_BEFORE_LOWER = lowercase_twin(MAGNITUDE_BEFORE)

def read_figure(
    text: str,
    mention: NumberMention,
    *,
    in_range: bool = False,
    language: str = "en",
    previous_unit: str = "",
    following: NumberMention | None = None,
    paragraph_unit: str = "",
    nearby_unit: str = "",
    rest_unit: str = "",
    whole_unit: str = "",
) -> Figure | None:
    # "over the past decade" reads as "over the past two decades" (`NumberMention.recent`).
    before = text[max(0, mention.start - 60) : mention.start] + (f"{text[mention.start : mention.end]} " if mention.recent else "")
    after = text[mention.end : mention.end + 80]
    qualifier, qualifier_start = qualifier_before(before, mention.start, text)
    suffix_end = mention.end
    written_on = (
        None
        if mention.vague or mention.value is None
        else compound_count(after, mention.in_words) or duration_written_on(before, after, mention.in_words)
    )
    if written_on:
        # "a 10-day strike", "a 48-hour walkout": how long the event lasts ("during the
        # three-week trial" recalls it); "the 28,000-seat stadium": what it holds.
        return Figure(
            start=qualifier_start if qualifier_start is not None else mention.start,
            end=mention.end + written_on[1],
            number_start=mention.start,
            number_end=mention.end,
            value=mention.value,
            qualifier=qualifier or "exact",
            unit=written_on[0],
            vague=False,
            confidence=0.8,
        )
    for name, pattern in QUALIFIER_AFTER if QUALIFIER_AFTER_ANY.match(after) else ():
        match = pattern.match(after)
        if match and (not qualifier or name == qualifier == "approximately"):
            # "some 40 or so firms": the qualifier may be said twice.
            qualifier = name
            suffix_end = mention.end + match.end()
            break
    # "made 104", "fell for 47" in a cricket report: runs (a sport's frame is no name).
    sport = "" if mention.vague or in_range else sport_unit(text, mention, language)
    if (
        not mention.vague
        and not in_range
        and (
            (not sport and not_a_figure(text, mention, before, after, qualifier))
            or not_asserted(text, mention, before, after, qualifier)
            or places_in_play(text, mention)
        )
    ):
        return None
    unit, unit_end = counted_unit(text, mention, suffix_end)
    if (alone := TIME_UNIT_ALONE_AFTER.match(text, mention.end)) and unit.lower().startswith(
        alone.group("unit").lower() + " "
    ):
        unit, unit_end = alone.group("unit"), alone.end("unit")
    unit = sport or unit
    if not language.startswith("es"):
        unit, unit_end = with_head_noun(text, unit, unit_end)
    count_start = qualifier_start if qualifier_start is not None else mention.start
    if unit and (
        is_the_counts_verb(text, unit, count_start)
        or (is_a_verb(unit.lower(), None) and OF_THOSE_BEFORE.search(text, max(0, count_start - 40), count_start))
        # "while the other two abstained": the rest of a group do something.
        or (rest_unit and is_a_verb(unit.lower(), SPACED_WORD.match(text, unit_end)))
        # "The remaining 38 died on the sand", "los 38 restantes murieron": with the rest
        # of a group counted, a word after the number that is no plural noun is its verb.
        or (rest_unit and (not is_plural_head(unit.split()[-1]) or unit.split()[0].lower() == "restantes"))
        or (
            # "7.900 kilómetros, de ellos más de 4.700 cronometrados", "300 aircraft, of
            # which 40 leased": a participle after a part says which of the whole.
            previous_unit
            and not PERCENT_UNIT.fullmatch(previous_unit)
            and LONE_PARTICIPLE.fullmatch(unit)
            and OF_THOSE_BEFORE.search(text, max(0, count_start - 40), count_start)
            and unit.lower() not in CASUALTY_PLURALS
        )
        or (
            previous_unit
            and LONE_PARTICIPLE.fullmatch(unit)
            and COORDINATED_BEFORE.search(text, max(0, count_start - 12), count_start)
            # "Un muerto y 23 heridos": the hurt are counted, not described; so is any
            # group a toll names after its dead ("dos muertos y 23 afectados", "tres
            # fallecidos y 40 evacuados").
            and unit.lower() not in CASUALTY_PLURALS
            and previous_unit.lower() not in CASUALTY_PLURALS
        )
        or (not mention.vague and unit.lower() in NOT_A_COUNTED_NOUN)
    ):
        # "Hay 40 plazas libres y 12 ocupadas": a lone participle after a second
        # number describes what the first one counted.
        unit, unit_end = "", suffix_end
    if more := another_count_unit(text, unit, unit_end, count_start, previous_unit, language):
        # "another 40 or so roam across it": more of what the sentence counted.
        unit, unit_end = more, suffix_end
    if tally := tally_unit(text, mention, count_start, unit, language):
        # "councillors voted by 27 to 19 on Thursday": those who voted are counted.
        unit, unit_end = tally, suffix_end
    magnitude = MAGNITUDE_BEFORE_LOWER.search(lowered(before))
    if magnitude:
        # "a magnitude 7.1 earthquake": the number measures the quake, in the text's own
        # word ("un sismo de magnitud 6,8").
        unit, unit_end = magnitude.group("word"), suffix_end
    if listed := not unit and counts_things(previous_unit) and gapped_item(text, count_start, mention.end):
        unit = previous_unit  # "nine seats, Labour 11, the Liberal Democrats five": seats.
    if not mention.vague and not in_range and describes_rather_than_counts(text, mention, before, after, unit):
        return None
    if mention.vague:
        if re.match(rf"(?:{TIME_UNITS})\b", unit, re.IGNORECASE):
            # "a few days later", "thousands of years": time, not a count.
            return None
        if not unit and not SUBJECT_OF_VERB.match(text, mention.end):
            # "thousands" of what? Only a count that is the subject of a verb
            # ("countless have vanished", "“a significant number” have applied")
            # counts something the text has already named.
            return None
    if not mention.vague and not qualifier and mention.lone_one and qualified_after_its_unit(text, mention):
        # "fixed for one year or less".
        pass
    elif not mention.vague and not qualifier and mention.lone_one and (casualty := one_casualty(text, unit, unit_end)):
        # "Un muerto y 23 heridos", "Una persona ha muerto".
        unit, unit_end = casualty
    elif (
        not mention.vague
        and not qualifier
        and mention.lone_one
        and ONE_MORE_AFTER.match(after)
        and not CLAUSE_START_BEFORE.search(text, max(0, mention.start - 3), mention.start)
        and not COPULA_BEFORE.search(before)
    ):
        # "comida para un día más", "un minuto más de lo previsto", "one more night":
        # one more of a time, a count ("Un año más, …" opening a sentence is "once
        # again"; "cada año de retraso es un año más de espera" says what it amounts to).
        pass
    elif not mention.vague and not qualifier and mention.lone_one and (
        (
            A_SPAN_OF_ONE_BEFORE.search(before)
            # "durante unos días": some days, no number.
            and text[mention.start : mention.end].lower() not in ("unos", "unas")
            and re.match(rf"\s+(?:{TIME_UNITS})\b(?!\s+(?:más|de\s+más)\b)", after, re.IGNORECASE)
        )
        or a_span_gone_without(after)
        or a_record_span(before, after)
    ) and not always_or_never(before, after):
        # "Médicos residentes cumplen una semana en paro", "llevan un mes sin cobrar":
        # a span of one, asserted.
        pass
    elif not mention.vague and not qualifier and mention.lone_one and not sport and not listed:
        if not (one := a_vote_of_one(text, mention, before, unit, unit_end)):
            return None
        unit, unit_end = one
    if (
        following is not None
        and part_of_the_number(text, mention, following)
        and (not unit or (GROUP_AFTER.match(text, suffix_end) and not (mention.percent or mention.vague)))
        and mention.measure not in ("times", "veces")
    ):
        # "two of the Saints' three tries": what the second number counts.
        unit, _ = counted_unit(text, following, following.end)
    if not unit and mention.in_words and OF_THOSE_AFTER.match(text, mention.end):
        # "nine people, five of them teenagers": the figure before says what; "Rescatan
        # a 17 mineros … Cuatro de ellos": else the last whole counted before, larger;
        # "Los detenidos … prisión para cinco de ellos": else the group named last. A
        # measure is no group ("cuatro tripulantes … de 24 metros …, dos de ellos").
        unit = (
            previous_unit
            if previous_unit and not PERCENT_UNIT.fullmatch(previous_unit) and not MEASURES.fullmatch(previous_unit)
            else whole_unit or group_named_last(text, count_start)
        )
    if not unit and whole_unit and not OF_THOSE_AFTER.match(text, mention.end):
        # "4,126 patients were waiting. Of those, 612 …": the sentence opened on a part
        # of the whole counted before.
        unit = whole_unit
    if not unit and rest_unit:
        # "Of the 22 economists polled, 15 expected a cut. The other seven …".
        unit = rest_unit
    if not unit and previous_unit and INCLUDING_BEFORE.search(before) and counts_things(previous_unit):
        # "At least nine people died, including three in a bus": part of what was counted.
        unit = previous_unit
    if (
        not unit
        and not (mention.in_words and mention.value is not None and mention.value < 10)
        and OF_THOSE_AFTER.match(text, mention.end)
        and counts_things(nearby_unit)
    ):
        # "Acoge a 4.000 menores. El traslado de 1.500 de ellos …": the group the figure
        # before counted, not the noun before "de".
        unit = nearby_unit
    if (
        not unit
        and mention.in_words
        and mention.value is not None
        and mention.value < 10
        and CLAUSE_START_BEFORE.search(text, max(0, count_start - 3), count_start)
        and PEOPLE_AFTER.match(text, mention.end)
    ):
        # "Two died later in hospital", "Dos murieron": a count of people by its verb.
        unit = "personas" if language.startswith("es") else "people"
    if (
        not unit
        and mention.in_words
        and CLAUSE_START_BEFORE.search(text, max(0, count_start - 3), count_start)
        and (group := PART_AS_SUBJECT_AFTER.match(text, mention.end))
    ):
        # "Dos de las embarcaciones fueron rescatadas", "Two of the climbers were
        # rescued": a part of a group that opens its sentence as the subject of what happened.
        unit, unit_end = group.group("noun"), group.end("noun")
    if (
        not unit
        and mention.in_words
        and COORDINATED_BEFORE.search(text, max(0, count_start - 12), count_start)
        and PEOPLE_AFTER.match(text, mention.end)
    ):
        # "otros tres trabajadores fueron recuperados y dos siguen desaparecidos".
        unit = previous_unit if counts_things(previous_unit) else ("personas" if language.startswith("es") else "people")
    if not unit and language.startswith("es") and not mention.vague:
        # "Una persona ha muerto y 23 han resultado heridas".
        unit = hurt_people(text, mention.end)
    opens_clause = bool(CLAUSE_START_BEFORE.search(text, max(0, count_start - 3), count_start))
    if not unit and mention.in_words and (group := part_of_group(text, mention.end, opens_clause=opens_clause)):
        # "at three of the network's hospitals", "Dos de sus socios".
        unit, unit_end = group
    if not unit and mention.in_words and previous_unit and GROUP_OPENS_SENTENCE.search(text, max(0, count_start - 160), count_start):
        # "De los 12 proyectos anunciados, solo tres están en marcha", "Of the 22
        # economists polled, three expected a cut": a part of the group the sentence opens with.
        unit = previous_unit
    if not unit and not mention.vague and (opening := GROUP_OPENING_BEFORE.search(text, max(0, count_start - 60), count_start)):
        # "De los heridos, siete siguen graves": the group the sentence opens with ("Of
        # those counted, 1,163" leaves a participle to the other rules).
        noun = opening.group("noun")
        unit = "" if TIME_UNIT_WORD.fullmatch(noun) or (noun.endswith("ed") and not mention.in_words) else noun
    if not unit and mention.in_words and counts_things(previous_unit) and part_of_those_counted(text, count_start, mention.end):
        # "14 heridos, de los cuales cuatro están graves": a part of those counted.
        unit = previous_unit
    if not unit and mention.in_words and counts_things(previous_unit) and COMPARED_BEFORE.search(before):
        # "now hold five seats, down from six": what the figure it is compared with counts.
        unit = previous_unit
    if not unit and mention.in_words and counts_things(previous_unit) and MORE_OR_FEWER_THAN_AFTER.match(text, mention.end):
        # "14 deaths, three more than last week": what the figure it differs from counts.
        unit, unit_end = previous_unit, mention.end
    if not unit and mention.in_words:  # "each job supports nearly three more": more of the same.
        carried = next((u for u in (previous_unit, nearby_unit) if counts_things(u)), "")
        unit = bare_more_unit(text, count_start, mention.end, carried, language)
    if mention.in_words and counts_things(previous_unit) and MARGIN_AFTER.match(text, mention.end):
        # "with 14 points, three ahead of Kestrel": the margin counts what the figure did.
        unit, unit_end = previous_unit, mention.end
    if not unit and mention.in_words and language.startswith("es") and text.endswith(" a ", 0, count_start):
        # "trasladaron a seis al hospital": a person acted on, marked by "a".
        unit = "personas" if PEOPLE_BEFORE.search(text, max(0, count_start - 40), count_start) else ""
    if not unit and mention.in_words:
        # "50 semanas por cada hijo, con un máximo de tres": a limit counts what it is of.
        unit = limit_unit(text, mention.start, mention.end, previous_unit if counts_things(previous_unit) else "", language)
    if not unit and mention.in_words and (votes := VOTES_AGAINST_BEFORE.search(before)):
        # "by seven votes to four", "por siete votos a cuatro": the votes on the other side.
        unit = votes.group("unit")
    if not unit and mention.in_words and not language.startswith("es"):
        unit = toll_in_words(text, count_start, counted_before=counts_things(previous_unit))
    if not unit and mention.in_words and not (following and CHANGE_TO.fullmatch(text, mention.end, following.start)):
        # "a crew of eight", "a leading group of five": a body's size ("de seis a ocho hombres": men).
        unit = group_size_unit(text, count_start)
    if not unit and mention.in_words:
        # "… 64 theft cases this year. Only nine have led to arrests", "23 injured people …,
        # where four were in critical condition": the subject goes on about a count before.
        unit = count_as_subject(text, count_start, mention.end, previous_unit, nearby_unit, counts_things)
    # Where a change starts, named after its end ("cut from eight to three years").
    changing = (
        following is not None
        and RANGE_FROM_BEFORE.search(text[max(0, count_start - 12) : count_start])
        and CHANGE_TO_QUALIFIED.fullmatch(text, mention.end, following.start)
    )
    named_at_its_end = changing and bool(counted_unit(text, following, following.end)[0])
    if not mention.vague and mention.in_words and mention.value is not None and mention.value < 10 and not unit and not named_at_its_end:
        return None  # "two of them", "the three": small numbers in words without a noun.
    if not qualifier and unit:
        # "20 houses or more": the qualifier can follow the unit.
        words_after = text[unit_end : unit_end + 20]
        for name, pattern in QUALIFIER_AFTER[1:] if QUALIFIER_AFTER_ANY.match(words_after) else ():
            match = pattern.match(words_after)
            # "two injections at least 28 days apart": a qualifier the next number
            # opens with is that number's.
            if match and not (following and not text[unit_end + match.end() : following.start].strip()):
                qualifier = name
                unit_end += match.end()
                break
    speaker, attribution, construction_start, construction_unit = estimated_by(text, count_start)
    if construction_unit and not unit:
        unit = clean_unit(construction_unit)
    if not unit and not mention.percent and not mention.currency and not mention.measure:
        if previous_unit and (
            OF_THOSE_BEFORE.search(text, max(0, count_start - 40), count_start)
            or OF_THOSE_AFTER.match(text, mention.end)
        ):
            unit = previous_unit
        elif following is not None and part_of_the_number(text, mention, following):
            unit, _ = counted_unit(text, following, following.end)
        elif changing:
            # "baje de 20 a 18 horas", "from 12 to 9 members": the change counts one
            # thing, named after its end or as the subject ("Los casos pasaron de 480 a 540").
            unit = counted_unit(text, following, following.end)[0] or level_unit(
                number_of_unit(text, count_start), unit_from_sentence(text, mention, count_start, language, previous_unit)
            )
        else:
            # "El número de oficinas ha caído un 45 % desde 2014, hasta unas 1.700": oficinas.
            unit = level_unit(
                number_of_unit(text, count_start), unit_from_sentence(text, mention, count_start, language, previous_unit)
            ) or elided_unit(text, count_start, paragraph_unit)
            if not unit and _is_a_bare_count(text, mention, before) and counts_things(nearby_unit):
                unit = nearby_unit
        if not unit and OF_THOSE_AFTER.match(text, mention.end):
            unit = group_named_last(text, count_start)
        if unit and OF_THOSE_AFTER.match(text, mention.end):
            unit_end = OF_THOSE_AFTER.match(text, mention.end).end()
    if (
        (not unit or (THE_BEFORE.search(before) and a_name_after_the_number(unit, mention)))
        and not qualifier
        and mention.plain_integer
        and not mention.percent
        and not mention.currency
        and not mention.measure
        and DETERMINER_BEFORE.search(before)
    ):
        # "I take the 51 every day", "cogí el 27": a route or a name, nothing counted; so
        # is "the 911 call" (a count says its noun in the plural).
        return None
    if mention.vague:
        value, qualifier = None, ""
    else:
        value = mention.value
        if not qualifier and mention.in_words and not (mention.dozens or mention.fraction) and (
            TARGET_BEFORE_LOWER.search(lowered(before)) or EVERY_BEFORE.search(before)
        ):
            # "has pledged to create one million jobs": a target, not a rounding; "cada
            # cien años", a period named.
            qualifier = "exact"
        if qualifier in {"more_than", "less_than"} and names_a_reference(text, mention.start, max(unit_end, suffix_end)):
            qualifier = "exact"
        if not qualifier and is_an_estimate(attribution):
            # "The insurer estimated losses at £40m": an estimate, approximately.
            qualifier = "approximately"
        qualifier = qualifier or qualifier_from_form(mention, text, max(unit_end, mention.end))
        if value and below_zero(text, before, unit, unit_end, mention):
            # "minus 12 degrees", "12 grados bajo cero": a temperature below zero.
            value = -value
    unit = age_statistic_unit(unit, language)  # "The median age … rose to 47.2": years.
    start = qualifier_start if qualifier_start is not None else mention.start
    if construction_start is not None:
        start = min(start, construction_start)
    end = max(unit_end, suffix_end)
    return Figure(
        start=start,
        end=end,
        number_start=mention.start,
        number_end=mention.end,
        value=value,
        qualifier=qualifier,
        unit=unit,
        vague=mention.vague,
        speaker=speaker,
        attribution=attribution,
        confidence=_confidence(mention, unit),
    )


# Where a sentence or a clause opens: "Two died", "; three were hurt".
CLAUSE_START_BEFORE = re.compile(r"(?:^|[.;:!?]\s+|\n)$")

# "the 51", "el 27": a number after a determiner names something (a route, a model).
DETERMINER_BEFORE = re.compile(r"\b(?:the|el|la|los|las)\s+$", re.IGNORECASE)

THE_BEFORE = re.compile(r"\bthe\s+$", re.IGNORECASE)

def _is_a_bare_count(text: str, mention: NumberMention, before: str) -> bool:
    """A whole number alone, as a count whose noun was left out is written ("Se
    cancelaron 58", "Another 58 were cancelled"): not a share, an amount, a measure,
    a decimal or a name ("the 51")."""
    return (
        mention.value is not None
        and mention.value == mention.value.to_integral_value()
        and not (mention.percent or mention.currency or mention.measure or mention.fraction)
        and not DETERMINER_BEFORE.search(before)
    )


def counts_things(unit: str) -> bool:
    """Whether a unit can be carried to a count nearby: a noun counted, not a share,
    money, a measure or a span of time."""
    return bool(unit) and not (
        is_a_share(unit)
        or unit in MONEY_UNITS
        or MEASURES.fullmatch(unit)
        or TIMES_UNIT.fullmatch(unit)
        or re.fullmatch(rf"(?:{TIME_UNITS})", unit, re.IGNORECASE)
        or is_a_duration(unit)
    )


def _confidence(mention: NumberMention, unit: str) -> float:
    if mention.vague:
        return 0.5
    if mention.lone_one or (mention.in_words and mention.value is not None and mention.value < 10):
        return 0.6
    return 0.9 if unit else 0.7


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
