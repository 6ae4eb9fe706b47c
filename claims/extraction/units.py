"""Units: what a figure counts, in the text's own words after the number.

`counted_unit` reads the noun phrase after a number ("410 mostly young volunteers" ->
volunteers, "3 millones de euros" -> euros, "14 km" -> km); the words it stops at,
the currencies and measures it knows and the tests of a word (`is_plural_head`,
`is_a_verb`) are here too. What a number with no noun after it counts, read from its
sentence ("Cases topped 3,400" -> cases), is in `claims.extraction.sentence_units`.
"""

import re

from claims.extraction.count_verbs import (
    COMMON_VERBS,
    OBJECT_PRONOUNS,
    PAST_VERBS,
    PREPOSITIONS_AFTER_A_VERB,
    SPANISH_VERBS_AFTER_A_COUNT,
    spanish_plural_present,
)
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.measure_words import MEASURES, SCALE_WORD_AT_END
from claims.extraction.names import WEEKDAYS_AND_MONTHS
from claims.extraction.number_words import NumberMention
from claims.extraction.unit_kinds import MONEY_UNITS, TIME_UNIT_WORD, won_after


# Where a clause opens, so that a number right after it is the clause's subject.
CLAUSE_OPENING = re.compile(r"(?:^|[.;:,!?]|\b(?:and|but|while|y|pero)\b)\s*$", re.IGNORECASE)

# Words that end a counted noun phrase: verbs, prepositions, conjunctions, relatives.
UNIT_STOP_WORDS = frozenset(
    """have has had having is are was were be been being will would can could may might must
    shall should do does did get got remain remained who which that whom whose where when while
    and or but nor than as since from in into at on to by for with without across against
    during after before until till between among per over under about around near via
    ago later earlier last next this yesterday today tomorrow now still also already just
    not never only even each every if because though although so yet then there here
    han ha había habían habrán fueron fue son es era eran está están estaban serán será
    que quien quienes cuyo cuyos donde cuando mientras y o pero ni como desde en a por para
    con sin entre hasta hacia sobre tras durante al ayer hoy ya también aún no nunca jamás se le les lo
    said says say told according reported menos más fewer more less siguen sigue permanecen continúan
    overnight tonight daily weekly monthly annually yearly nationwide worldwide abroad alone apiece
    respectively through throughout along beyond inside outside toward towards onto upon despite
    amid amidst like near off up down out según contra mediante ante bajo tras anoche hace ago
    it they he she we you i sería serían habría habrían podría podrían debería deberían
    antes después actuales anteriores above below behind ahead
    """.split()
)

CONNECTORS = frozenset({"of", "de", "del"})
STOP_WORDS_AND_CONNECTORS = UNIT_STOP_WORDS | CONNECTORS

# "1.700 este año", "4.100 un año antes", "58 that day": words that open a time.
TIME_DETERMINERS = frozenset("este esta estos estas ese esa un una that each cada".split())

DETERMINERS = frozenset({"the", "a", "an", "its", "their", "his", "her", "el", "la", "los", "las", "su", "sus"})
# Either, in one set rather than joined for every number read.
DETERMINERS_OF_A_TIME = DETERMINERS | TIME_DETERMINERS

# A word, or an abbreviation written with full stops ("three U.S. states").
SPACED_WORD = re.compile(r"[ \u00a0]+(?P<word>(?:[A-Z]\.){2,}(?=\s+[a-z])|[^\W\d_][\w’'\-\u2024]*)")

# Spanish adjectives that come before the noun they qualify: "tres grandes buques",
# "40 nuevos profesores".
PRENOMINAL_ADJECTIVES = frozenset(
    """grandes pequeños pequeñas nuevos nuevas principales antiguos antiguas viejos viejas
    jóvenes mayores primeros primeras últimos últimas distintos distintas diferentes diversos
    diversas posibles medianos medianas buenos buenas malos malas altos altas numerosos
    numerosas verdaderos verdaderas supuestos supuestas presuntos presuntas""".split()
)

MAX_UNIT_WORDS = 8


# Nouns that end like adverbs: "four assembly lines", "two supply routes".
# Spanish nouns shaped like a participle ("toneladas", "frazadas", "jornadas",
# "partidos"): counted things, not a participle describing what a count before counted
# ("Hay 40 plazas libres y 12 ocupadas"). A look-ahead to put before a participle's pattern.
NOT_A_PARTICIPLE = (
    r"(?!(?:tonelad|frazad|jornad|llamad|entrad|temporad|cucharad|nevad|helad|olead|embajad|calzad|"
    r"partid|mercad|tratad|juzgad|estad|condad|soldad|diputad|abogad|ganad|pescad|bocad|puñad|zancad|"
    r"brazad|camad|manad|granad|fachad|almohad|ensalad|mermelad|limonad|cabalgad|cruzad|llegad|salid|"
    r"caíd|comid|bebid|vid|nid|ruid|sonid|latid|apellid|vestid|tejid|fluid|"
    # "31 muertos y más de 90.000 desplazados": people a disaster named, not a participle.
    r"desplazad|damnificad|refugiad)[oa]s?$)"
)

# The last part of a compound counts too: "96 A320neo-family aircraft", "a low-supply area".
NOUNS_IN_LY = frozenset("assembly family supply rally ally anomaly monopoly reply july italy belly".split())

# Adjectives in -ly, which qualify the noun after them ("1,100 early deaths", "800
# likely voters", "40 elderly residents"), where an adverb in -ly would not.
ADJECTIVES_IN_LY = frozenset("early elderly likely unlikely deadly costly friendly lonely orderly".split())

# "4,000 more jobs", "three other people", "300 nuevas plazas más": before the noun counted.
MORE_BEFORE_NOUN = frozenset({"more", "fewer", "extra", "additional", "other", "más"})

# "86 de las cuales": a relative, whose noun is the figure's before; "41.000 de los
# cerca de 46.500 miembros": the words of a number, whose noun follows it.
APPROXIMATORS_AFTER_THE = frozenset("cuales cerca casi alrededor apenas unos unas nearly almost some roughly".split())

# (Spanish names what is counted that way: "eleva a 38.420 el número de migrantes",
# "cifran en 200.000 los asistentes".)
CLAUSE_DETERMINERS = frozenset({"the"})

# "two earlier bids", "three later attempts": words of time that are stop words after
# a number ("two years later") but order the plural noun that follows them.
ORDER_BEFORE_NOUN = frozenset("earlier later".split())

# "1,200 more weekly flights", "40 daily trains": adjectives of how often, which are
# stop words after a verb ("rose 5% weekly") but qualify a noun that follows them.
# "1,200 overnight stays": "overnight" qualifies a noun the same way.
FREQUENCY_ADJECTIVES = frozenset("daily weekly monthly yearly nightly hourly quarterly annual overnight".split())

# "3,500 of the protesters", "200 de los manifestantes": a part of a group the
# determiner names; the group's noun is what is counted.
GROUP_DETERMINERS = frozenset(
    "the these those its their our his her my your los las sus estos estas esos esas aquellos aquellas".split()
)

# "23 reported crashes", as "1,200 registered voters": a word that says how a count is
# known, before the noun counted (a stop word elsewhere: "the police reported").
REPORTING_PARTICIPLES = frozenset({"reported"})

EXPECTATION_PARTICIPLES = frozenset(
    "expected forecast predicted planned budgeted previstos previstas esperados esperadas".split()
)

# "25 puntos básicos", "0,5 puntos porcentuales": adjectives that are part of the unit.
UNIT_ADJECTIVES_AFTER = frozenset("básicos porcentuales".split())

# "38,000 run the marathon", "unos 4.000 corrieron": a count that does what the verb
# says counts those who do it, named by the verb's agent noun.
AGENT_NOUNS = {
    **dict.fromkeys("run ran".split(), "runners"),
    **dict.fromkeys("swim swam".split(), "swimmers"),
    **dict.fromkeys("voted".split(), "voters"),
    **dict.fromkeys("marched".split(), "marchers"),
    **dict.fromkeys("cycled rode".split(), "cyclists"),
    **dict.fromkeys("walked".split(), "walkers"),
    **dict.fromkeys("compete competed".split(), "competitors"),
    **dict.fromkeys("participate participated".split(), "participants"),
    **dict.fromkeys("attend attended".split(), "attendees"),
    # "only around 700 live there full time", "unos 700 viven allí todo el año".
    **dict.fromkeys("live lived".split(), "residents"),
    **dict.fromkeys("viven vivían".split(), "residentes"),
    **dict.fromkeys("corren corrieron correrán corrían".split(), "corredores"),
    **dict.fromkeys("nadan nadaron nadarán".split(), "nadadores"),
    **dict.fromkeys("votan votaron votarán votaban".split(), "votantes"),
    **dict.fromkeys("compiten compitieron competirán".split(), "competidores"),
    **dict.fromkeys("participan participaron participarán".split(), "participantes"),
    **dict.fromkeys("asisten asistieron asistirán".split(), "asistentes"),
    **dict.fromkeys("pedalean pedalearon".split(), "ciclistas"),
}


# "5,000 live births": "live" before a noun is no verb.
LIVE_AS_ADJECTIVE = frozenset({"live"})

PAST_TENSE_WORD = re.compile(r"[a-z]{2,}ed")


def is_the_counts_verb(text: str, unit: str, start: int) -> bool:
    """ "… and 40 died", "Forty fled": a count that opens its clause is its subject, and
    a lone past-tense word after it is its verb, not what it counts ("left 40 wounded")."""
    if not PAST_TENSE_WORD.fullmatch(unit):
        return False
    return bool(CLAUSE_OPENING.search(text, max(0, start - 12), start)) or start == 0


def unit_words(text: str, position: int) -> list[str]:
    """The words of the noun phrase after a number, up to a stop word."""
    words = []
    for match in SPACED_WORD.finditer(text, position):
        if match.start() != position or len(words) >= MAX_UNIT_WORDS:
            break
        word = match.group("word")
        if word.lower() in UNIT_STOP_WORDS or word.lower() in CONNECTORS:
            break
        words.append(word)
        position = match.end()
    return words


def has_unit(text: str, position: int) -> bool:
    """Whether a counted noun follows: "2000 soldiers", not "2013, when" or "1997 until"."""
    match = SPACED_WORD.match(text, position)
    return bool(match) and match.group("word").lower() not in STOP_WORDS_AND_CONNECTORS


def _opens_an_object(text: str, position: int) -> bool:
    """ "signed the petition": a determiner after a word in -ed shows it is a verb with
    its object ("3,000 signed the petition"), not an adjective ("1,200 registered voters")."""
    following = SPACED_WORD.match(text, position)
    return bool(following) and following.group("word").lower() in DETERMINERS | OBJECT_PRONOUNS


def _is_followed_by(text: str, position: int, words: frozenset[str]) -> bool:
    following = SPACED_WORD.match(text, position)
    return bool(following) and following.group("word").lower() in words


def _joins_modifiers(text: str, words: list[str], position: int) -> bool:
    """ "30 hip and knee operations": "and" between two words that modify one plural
    noun after them (a single word before it that is no plural, a word and a plural
    after it, then no further noun); "five boys and girls" stops at "and"."""
    if len(words) != 1 or is_plural_head(words[0]) or words[0].lower() in STOP_WORDS_AND_CONNECTORS:
        return False
    second = SPACED_WORD.match(text, position)
    noun = second and SPACED_WORD.match(text, second.end())
    return bool(
        noun
        and second.group("word").lower() not in STOP_WORDS_AND_CONNECTORS
        and not is_plural_head(second.group("word"))
        and is_plural_head(noun.group("word"))
        and noun.group("word").lower() not in STOP_WORDS_AND_CONNECTORS
    )


# A span of time counted back from now or from then, right after a number.
TIME_AGO = re.compile(
    r"\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|"
    r"\d{1,2})\s+(?:years?|months?|weeks?|days?|decades?|años|meses|semanas|días|décadas)\s+"
    r"(?:ago|earlier|before|previously|antes|atrás)\b",
    re.IGNORECASE,
)


def _names_a_time(text: str, position: int) -> bool:
    """ "el martes", "the year before": the word after a determiner is a time."""
    match = SPACED_WORD.match(text, position)
    return bool(match) and (
        bool(TIME_UNIT_WORD.fullmatch(match.group("word"))) or match.group("word").lower() in WEEKDAYS_AND_MONTHS
    )


# "3,000 already approved applications", "40 still unpaid bills": adverbs of time that
# stand between a count and the participle qualifying its noun.
ADVERBS_BEFORE_A_PARTICIPLE = frozenset("already still now once just".split())


def _adverbed_participle(text: str, position: int) -> bool:
    """Whether a participle in -ed/-en and then a noun follow `position` ("approved
    applications"), not a verb with its object or particle ("signed up", "paid their")."""
    participle = SPACED_WORD.match(text, position)
    if not participle:
        return False
    lower = participle.group("word").lower()
    if not (lower.endswith(("ed", "en")) and len(lower) > 4) or lower in UNIT_STOP_WORDS:
        return False
    noun = SPACED_WORD.match(text, participle.end())
    return bool(
        noun
        and noun.group("word").lower() not in STOP_WORDS_AND_CONNECTORS | GROUP_DETERMINERS | DETERMINERS
        and is_plural_head(noun.group("word"))
    )


def _starts_noun_phrase(text: str, position: int) -> bool:
    """Whether the word at `position` can open a counted noun phrase: not a stop word,
    unless it is an adjective of how often with a noun after it ("weekly flights")."""
    match = SPACED_WORD.match(text, position)
    if not match:
        return False
    lower = match.group("word").lower()
    if lower in FREQUENCY_ADJECTIVES:
        return _starts_noun_phrase(text, match.end())
    return lower not in STOP_WORDS_AND_CONNECTORS


# "of last year's cases", "of this season's matches": a time owns what is counted.
TIME_OWNER_DETERMINERS = frozenset({"last", "this", "next", "past"})
TIME_OWNER = re.compile(r"\s+(?:last|this|next|past)\s+[^\W\d_]+[’']s(?=\s)", re.IGNORECASE)


def _names_a_group(text: str, position: int) -> bool:
    """ "of the protesters", "de los manifestantes": a determiner and a word after
    "of" (not "of the 27 seats", whose second number says what is counted)."""
    determiner = SPACED_WORD.match(text, position)
    if not determiner or determiner.group("word").lower() not in GROUP_DETERMINERS | TIME_OWNER_DETERMINERS:
        return False
    noun = SPACED_WORD.match(text, determiner.end())
    if determiner.group("word").lower() in TIME_OWNER_DETERMINERS and not (
        noun and noun.group("word").endswith(("’s", "'s"))
    ):
        return False
    if noun and noun.group("word").endswith(("’s", "'s", "’", "'")):
        # "30 of the city's schools", "16 of my neighbors' votes": the owner's things;
        # "29 of last year's homicide cases": a word may describe them first.
        owned = SPACED_WORD.match(text, noun.end())
        if not owned or owned.group("word").lower() in UNIT_STOP_WORDS:
            return False
        if is_plural_head(owned.group("word")):
            return True
        head = SPACED_WORD.match(text, owned.end())
        return bool(head) and head.group("word").lower() not in UNIT_STOP_WORDS and is_plural_head(head.group("word"))
    return (
        bool(noun)
        # "86 de las cuales": a relative, whose noun is the figure's before.
        and noun.group("word").lower() not in UNIT_STOP_WORDS | APPROXIMATORS_AFTER_THE
    )


FROM_WHEN_WORDS = frozenset({"starting", "beginning", "effective", "commencing"})
WHEN_AFTER = re.compile(
    r"\s+(?:on|in|from|at|next|this|today|tomorrow|immediately|January|February|March|April|May|June|July|"
    r"August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
)


# A quotation opened a few words before the number and closed right after it, before a
# word in lower case.
QUOTED_COUNT_BEFORE = re.compile(r"[\"“«][^\"“”«»\n]{0,30}$")
QUOTE_CLOSED_BEFORE_NOUN = re.compile(r"[\"”»](?=[ \u00a0]+[a-záéíóúñ])")
QUOTED_NOUN_AFTER = re.compile(r"[ \u00a0]+[\"“«](?P<noun>[^\W\d_][^\W\d_ -]*(?:[ -][^\W\d_]+){0,3})[\"”»]")


def _name_before_a_noun(text: str, word: str, end: int) -> bool:
    """ "1,800 Dashly riders", "300 Wembly fans": a capitalised word in -ly before a word in
    lower case is a name that says whose, not an adverb ("410 Mostly Young Volunteers",
    a headline in title case, keeps its adverb out)."""
    following = SPACED_WORD.match(text, end)
    return word[:1].isupper() and bool(following) and following.group("word")[:1].islower()


def counted_unit(text: str, mention: NumberMention, position: int) -> tuple[str, int]:
    """The counted noun phrase after the number, and where it ends."""
    words: list[str] = []
    end = position
    cursor = position
    # "3 millones de euros", "2 million of them": a scale word takes "of" like a noun.
    allow_connector = (
        mention.vague
        or mention.percent
        or mention.dozens
        or bool(SCALE_WORD_AT_END.search(text, mention.start, mention.end))
    )
    small_in_words = mention.in_words and mention.value is not None and mention.value < 10
    if won := won_after(text, mention, position):
        return "won", won  # "between 55,000 and 330,000 won": South Korea's money, no verb.
    if not mention.percent and QUOTED_COUNT_BEFORE.search(text, max(0, mention.start - 30), mention.start) and (
        quoted := QUOTE_CLOSED_BEFORE_NOUN.match(text, cursor)
    ):
        # 'talks with "two or three" airlines': the count quoted, then what it counts.
        cursor = quoted.end()
    elif (quoted := QUOTED_NOUN_AFTER.match(text, cursor)) and is_plural_head(quoted.group("noun").split()[-1]):
        # 'opened 14 "clean air shelters" in libraries', "abrió 14 «refugios climáticos»":
        # what is counted, in quotes ('sold 40 "premium" subscriptions': the noun after).
        next_word = SPACED_WORD.match(text, quoted.end())
        if not next_word or next_word.group("word").lower() in UNIT_STOP_WORDS:
            return quoted.group("noun"), quoted.end()
        cursor = quoted.end()
    from claims.extraction.compound_counts import written_on_ahead  # it reads plurals here: import late.

    if not (mention.percent or mention.currency or mention.measure) and (ahead := written_on_ahead(text, cursor)):
        cursor = ahead  # "two 50-kilogram bags": the bags.
    while len(words) < MAX_UNIT_WORDS:
        match = SPACED_WORD.match(text, cursor)
        if not match:
            break
        word = match.group("word")
        lower = word.lower()
        if not words and lower in MORE_BEFORE_NOUN:
            if _starts_noun_phrase(text, match.end()):
                # "4,000 more jobs": what is counted follows "more".
                cursor = match.end()
                continue
        if not words and lower in CLAUSE_DETERMINERS:
            # "the 200 the agency says it needs": a determiner right after the number
            # opens a clause about it, whose subject is not what is counted.
            break
        if not words and lower in ORDER_BEFORE_NOUN:
            noun = SPACED_WORD.match(text, match.end())
            if noun and _starts_noun_phrase(text, match.end()) and is_plural_head(noun.group("word")):
                cursor = match.end()
                continue
        if not words and lower in REPORTING_PARTICIPLES:
            noun = SPACED_WORD.match(text, match.end())
            if (
                noun
                and _starts_noun_phrase(text, match.end())
                and is_plural_head(noun.group("word"))
                and not CLAUSE_OPENING.search(text, max(0, mention.start - 8), mention.start)
            ):
                # "23 reported crashes": what is counted follows the word that reports
                # it ("Of the 40, 23 reported delays": the subject of a verb).
                words.append(word)
                cursor = match.end()
                continue
        if not words and lower in FROM_WHEN_WORDS and WHEN_AFTER.match(text, match.end()):
            # "to 24 from 32 starting on May 10", "effective next month": when, not what.
            break
        if not words and lower in EXPECTATION_PARTICIPLES and not _starts_noun_phrase(text, match.end()):
            # "the 2,800 expected", "las 2.800 previstas" ("14,000 planned operations" counts).
            break
        if lower in FREQUENCY_ADJECTIVES and _starts_noun_phrase(text, match.end()):
            words.append(word)
            cursor = match.end()
            continue
        if not words and lower in CONNECTORS and not small_in_words and _names_a_group(text, match.end()):
            # "3,500 of the protesters": counted among the group named after "of";
            # "two of the officers" is a phrase, not a figure.
            words.append(word)
            cursor = match.end()
            owner = TIME_OWNER.match(text, cursor)
            if owner:
                # "29 of last year's homicide cases": homicide cases, whenever.
                cursor = owner.end()
            continue
        if not words and TIME_AGO.match(text, cursor):
            # "down from 63,000 two years ago", "frente a 450 tres años antes": when.
            break
        if not words and lower in DETERMINERS_OF_A_TIME and _names_a_time(text, match.end()):
            # "frente a 950 el año pasado", "58 the day before": when, not what.
            break
        if not words and (
            lower.endswith(("aron", "ieron", "arán", "erán", "irán", "arían", "erían", "irían", "ían", "aban"))
            or lower in PAST_VERBS
            or lower in SPANISH_VERBS_AFTER_A_COUNT
            or spanish_plural_present(text, word, mention.start)
            or (lower in AGENT_NOUNS and not (lower in LIVE_AS_ADJECTIVE and _starts_noun_phrase(text, match.end())))
            or (lower.endswith("ed") and len(lower) > 4 and _opens_an_object(text, match.end()))
            or (
                lower.endswith("ed")
                and len(lower) > 4
                and _is_followed_by(text, match.end(), PREPOSITIONS_AFTER_A_VERB)
            )
        ):
            # "12 sufrieron fiebre", "a family of five came in": a verb, not what is counted.
            break
        if len(words) == 1 and MEASURES.fullmatch(words[0]) and lower in {"cuadrados", "cúbicos", "cuadradas"}:
            # "40 kilómetros cuadrados", "15 metros cúbicos": the measure in two words.
            words.append(word)
            cursor = match.end()
            break
        if len(words) == 1 and MEASURES.fullmatch(words[0]):
            # "3,5 toneladas de carga", "14 km through the snow": the measure is the unit.
            break
        if lower in CONNECTORS:
            if not words and not allow_connector:
                break
            following = SPACED_WORD.match(text, match.end())
            if not following or following.group("word").lower() in UNIT_STOP_WORDS:
                break
        elif not words and lower in ADVERBS_BEFORE_A_PARTICIPLE and _adverbed_participle(text, match.end()):
            # "3,000 already approved applications": the adverb and the participle it
            # modifies are not what is counted ("2,000 already signed up" ends the phrase).
            cursor = SPACED_WORD.match(text, match.end()).end()
            continue
        elif lower in UNIT_STOP_WORDS:
            if not (lower in {"and", "y"} and _joins_modifiers(text, words, match.end())):
                break
        elif lower in ADJECTIVES_IN_LY:
            # "1,100 early deaths": an adjective, when a noun follows it ("20 early in
            # the year" counts nothing it names).
            if not _starts_noun_phrase(text, match.end()):
                break
        elif (
            lower.endswith("ly")
            and len(lower) > 4
            and lower.rsplit("-", 1)[-1] not in NOUNS_IN_LY
            and not _name_before_a_noun(text, word, match.end())
        ):
            # "410 mostly young volunteers": the adverb and the adjective it modifies
            # are not what is counted; "rose sharply" ends the phrase.
            adjective = SPACED_WORD.match(text, match.end())
            noun = adjective and SPACED_WORD.match(text, adjective.end())
            if not (noun and not {adjective.group("word").lower(), noun.group("word").lower()} & UNIT_STOP_WORDS):
                break
            cursor = adjective.end()
            continue
        elif (
            words
            and is_plural_head(words[-1])
            and words[-1].lower() not in PRENOMINAL_ADJECTIVES
            # "27 de esos puntos": the determiner of a group is no noun.
            and words[-1].lower() not in GROUP_DETERMINERS
            # "24 Mariners points": a name in the plural before a noun says whose.
            and not (len(words) == 1 and words[0][:1].isupper() and word.islower() and is_plural_head(word))
            and lower not in UNIT_ADJECTIVES_AFTER
        ):
            # "troops killed", "officials dare": after a plural noun the noun phrase
            # has ended, unless "of" carries it on.
            break
        elif (
            words
            and words[-1].lower() not in CONNECTORS | DETERMINERS
            and not words[-1].lower().endswith(("’s", "'s", "s’", "s'"))
            and is_a_verb(lower, SPACED_WORD.match(text, match.end()))
        ):
            # "a third of the budget went", "la mitad de los votantes apoyó".
            break
        words.append(word)
        cursor = match.end()
    while words and (words[-1].lower() in CONNECTORS or words[-1].lower() in DETERMINERS):
        words.pop()
    if words:
        end = text.find(words[-1], position) + len(words[-1])
        # Find the last word's own occurrence, not an earlier one with the same letters.
        end = position
        for word in words:
            end = text.find(word, end) + len(word)
    if mention.percent:
        spanish = re.search(r"ciento$", text[mention.start : mention.end]) or (
            mention.fraction and words and words[0].lower() in {"de", "del"}
        )
        sign = "por ciento" if spanish else "percent"
        if words and words[0].lower() in CONNECTORS and not (
            len(words) > 1 and words[1].lower() in WEEKDAYS_AND_MONTHS
        ):
            # "el 3,1 % de septiembre" is September's rate, not a share of September.
            return f"{sign} {' '.join(words)}", end
        return sign, position
    if mention.currency or mention.measure:
        return mention.currency or mention.measure, position
    if PREVIOUS_PERIOD.fullmatch(" ".join(words)) or _names_an_owner(text, mention, words):
        # "frente a los 6,3 millones de la temporada anterior", "… de la anterior":
        # when, not what; "frente a los 52 millones de Villaseñor": whose.
        return "", position
    return clean_unit(" ".join(words)), end


# "de la temporada anterior", "del año pasado", "de la anterior": the period an earlier
# figure belongs to, its noun said or left out.
PREVIOUS_PERIOD = re.compile(
    r"(?:de\s+(?:la|el|los|las)|del)\s+(?:(?:año|temporada|ejercicio|campaña|curso|mes|trimestre|semestre|periodo|"
    r"período|edición|zafra|cosecha|legislatura)\s+)?(?:anterior|pasad[oa]|previ[oa]|precedente)",
    re.IGNORECASE,
)


ARTICLE_BEFORE = re.compile(r"\b(?:los|las)\s+$", re.IGNORECASE)


def _names_an_owner(text: str, mention: NumberMention, words: list[str]) -> bool:
    """ "los 52 millones de Villaseñor": after an article, a name after "de" says whose
    the amount is (a currency or a measure is no name; an acronym such as "TEU" may be
    a unit; "unos 2 millones de Hazara" counts a people)."""
    return (
        len(words) == 2
        and ARTICLE_BEFORE.search(text, max(0, mention.start - 5), mention.start) is not None
        and words[0].lower() in {"de", "del"}
        and words[1].istitle()
        and words[1].lower() not in MONEY_UNITS
        and not MEASURES.fullmatch(words[1])
    )


def is_a_verb(word: str, following: re.Match | None) -> bool:
    """A word that, after a noun, starts the predicate: "went", "backed him", "apoyó";
    not "armed forces", where a noun follows the participle."""
    if word in COMMON_VERBS or word.endswith(("aron", "ieron")) or (word.endswith("ó") and len(word) > 3):
        return True
    if not (word.endswith("ed") and len(word) > 4):
        return False
    after = following.group("word").lower() if following else ""
    return not after or after in UNIT_STOP_WORDS or after in DETERMINERS or after in OBJECT_PRONOUNS


PLURALS_WITHOUT_S = frozenset({"people", "children", "men", "women", "police", "gente", "personas"})


def is_plural_head(word: str) -> bool:
    lower = word.lower()
    if lower in PLURALS_WITHOUT_S:
        return True
    if lower in CONNECTORS or lower in DETERMINERS or lower in {"unos", "unas", "these", "those", "sus", "tus", "mis"}:
        return False
    return lower.endswith("s") and not lower.endswith(("ss", "’s", "'s", "us", "is"))


LEADING_DETERMINERS = re.compile(
    r"^(?:(?:of|de|del|the|a|an|el|la|los|las|its|their|sus?|these|those|estos|estas|esos|esas)\s+)+", re.IGNORECASE
)


def clean_unit(phrase: str) -> str:
    """ "of the other countries" -> "other countries": what is counted, bare."""
    return LEADING_DETERMINERS.sub("", phrase)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
