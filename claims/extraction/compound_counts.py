"""A count written onto the noun it describes, English style: "the 28,000-seat
stadium" (28,000 seats), "a 400-bed hospital", "a 9-vote win", and the things a whole is
made of ("a 38-turbine wind farm", "a 30-vehicle pile-up", "a three-judge panel", "the
13-lap sprint"). The figure counts the noun in the plural. A sport's margin is a count too: "a 35-point lead", "a 31-point home
defeat", "a three-goal deficit" (points, goals, runs, strokes that separate two sides),
while "a 10-point plan", "from 3-point range", "a two-bedroom flat" or "a four-storey
building" (a kind of home or building, as "a house with four bedrooms" and "casas de dos
plantas" describe one) count nothing. A measure
written onto its noun is a figure too ("a 250-megawatt solar farm", "a 300-metre container
ship", "a 78-yard strike"), an area or a volume so written too ("a 54-square-metre flat",
"a 96-square-mile area", "a 500-cubic-metre tank"), unless it places a point or names an event ("the 35-kilometre
mark", "the 100-metre final"; a race's own length is its measure, "the 270-kilometre race"). A body's strength is its count ("a
20,000-strong crowd", "a 12-strong team of divers"). Onto a number in digits any noun
but a kind's is counted ("a 54-child centre", `COMPOUND_ANY`); the lists below also
serve the number words ("a three-judge panel"). Spanish writes these as
usual ("un estadio de 28.000 localidades"), which `claims.extraction.figure_reader`
reads; how long something lasts ("a 10-day strike") is `claims.extraction.compound_durations`'.
"""

import re

from claims.extraction.more_of_the_same import plural

COMPOUND_NOUNS = {
    "seat": "seats",
    "bed": "beds",
    "room": "rooms",
    "page": "pages",
    # "a 10,000-word dissertation": its length, as "a 300-page report".
    "word": "words",
    "member": "members",
    "lane": "lanes",
    # "a 9-vote win", "a 14-vote margin": the votes that decided it.
    "vote": "votes",
    # The things a whole is made of: "a 38-turbine wind farm", "a 900-bike fleet", "a
    # 200-store chain", "a 30-vehicle pile-up", "a 12-block area", "a three-judge panel",
    # "the 13-lap sprint", "a 112-move game", "a 47-shot rally", listed for the number
    # words ("a three-judge panel"; in digits `COMPOUND_ANY` counts any such noun). (Not a
    # kind of thing: "a two-bedroom flat", "a four-storey building", "a one-off payment".)
    "turbine": "turbines",
    "bike": "bikes",
    "store": "stores",
    "branch": "branches",
    "vehicle": "vehicles",
    "block": "blocks",
    "judge": "judges",
    "lap": "laps",
    "move": "moves",
    "shot": "shots",
}

# The noun the count is written onto, and a word after it that it describes ("-seat
# stadium").
COMPOUND_COUNT = re.compile(
    r"-(?P<noun>" + "|".join(sorted(COMPOUND_NOUNS, key=len, reverse=True)) + r")(?![\w-])(?=\s+[^\W\d_])",
    re.IGNORECASE,
)


# "a four-room flat", "the median price of a 3-room resale flat": the rooms of a home
# name its kind, as "-bedroom" does (Singapore sells its flats by them); the rooms of a
# hotel or a guesthouse are what it holds ("a 36-room hotel").
ROOMS_OF_A_HOME = re.compile(
    r"-rooms?(?![\w-])\s+(?:[a-z]+\s+)?(?:flats?|apartments?|homes?|houses?|condos?|bungalows?|villas?|cottages?)\b",
    re.IGNORECASE,
)


# What separates two sides, before the word for the margin, one adjective allowed
# between ("-point home defeat").
MARGIN_NOUNS = {"point": "points", "goal": "goals", "run": "runs", "stroke": "strokes", "shot": "shots"}
COMPOUND_MARGIN = re.compile(
    r"-(?P<noun>point|goal|run|stroke|shot)(?=\s+(?:[a-z]+\s+)?(?:lead|leads|deficit|win|wins|victory|victories|"
    r"defeat|defeats|loss|losses|margin|gap|cushion|advantage|swing|comeback|rout|drubbing|thrashing)\b)",
    re.IGNORECASE,
)


# A measure and the noun it is written onto, up to two describing words between ("-metre
# container ship", "-megawatt solar farm"); the unit keeps the writer's word.
MEASURE_NOUNS = (
    "metre|meter|kilometre|kilometer|km|mile|yard|foot|inch|acre|hectare|megawatt|gigawatt|kilowatt|"
    # "a 35-centimetre telescope", "a 9-millimetre pistol": the smaller lengths too.
    "centimetre|centimeter|cm|millimetre|millimeter|mm|"
    "tonne|ton|litre|liter|gallon|"
    # "a 12-ounce jar", "a 500-gram loaf", "a 20-kilogram sack": a weight written onto
    # what holds it ("40-pound boxes").
    "ounce|pound|gram|gramme|kilogram|kilogramme|kg|"
    # "the 220-kilovolt cable": a line's voltage.
    "kilovolt|volt|"
    # "the 10-cent fee", "a 5-cent charge": a price written onto what it is paid for;
    # so is a sum onto what it funds ("a 250 million-euro fund", "a 40 million-dollar plan").
    "cent|euro|dollar|peso|rupee|franc|shilling|lempira"
)
# What places a point or names a race is no measure of the thing, in the singular or
# the plural ("the 25-kilometre and 35-kilometre marks", "third at the 50-metre turn",
# "the 400-metre final"). A race's own length is its measure ("the 270-kilometre race",
# "the 10-kilometre final stage", "the 5.7-kilometre final climb"), as "a 168-kilometre
# stage" is.
PLACING_NOUNS = (
    r"marks?|markers?|points?|checkpoints?|turns?|"
    r"finals?(?!\s+(?:stages?|climbs?|ascents?|races?|legs?|laps?|sections?|sectors?|days?)\b)|heats?|events?|hurdles|"
    r"sprints?|dash|relays?|freestyle|"
    r"backstroke|breaststroke|butterfly|medley|titles?|records?"
)
COMPOUND_MEASURE = re.compile(
    # "a 54-square-metre flat", "a 96-square-mile area", "a 1.2-million-square-foot
    # structure": an area written onto its noun ("cubic" a volume).
    rf"-(?:(?P<power>square|cubic)-)?(?P<noun>{MEASURE_NOUNS})(?![\w-])(?=\s+"
    rf"(?!(?:{PLACING_NOUNS})\b)"
    # The first of two points joined before their noun: "between the 25-kilometre and
    # 35-kilometre marks".
    rf"(?!(?:and|or|to)\s+(?:the\s+)?[\d.,]+-(?:{MEASURE_NOUNS})\s+(?:{PLACING_NOUNS})\b)"
    r"(?:[a-z][\w-]*\s+){0,2}?[a-z]{3,})",
    re.IGNORECASE,
)
UNPLURALISED = frozenset({"km", "kg", "cm", "mm"})

# "the 19-metre-high dam", "a 30-foot-wide channel", "a 2-mile-long queue": a measure
# and the dimension it gives, written onto the noun ("the 40-metre-high mark" places a
# point, as above).
COMPOUND_DIMENSION = re.compile(
    rf"-(?P<noun>{MEASURE_NOUNS})-(?:high|tall|long|wide|deep|thick)(?![\w-])(?=\s+"
    rf"(?!(?:{PLACING_NOUNS})\b)"
    r"(?:[A-Za-z][\w-]*\s+){0,3}?[a-z]{3,})",
    re.IGNORECASE,
)
FEET = {"foot": "feet", "inch": "inches"}
COIN_AFTER = re.compile(r"\s+(?:coins?|pieces?|stamps?|notes?|bills?|banknotes?)\b", re.IGNORECASE)

# "a 20,000-strong crowd", "the 500-strong workforce", "a 12-strong team of divers": the
# body and, when the text names them, its members.
COMPOUND_STRENGTH = re.compile(r"-strong\s+(?P<unit>[a-z]{3,}(?:\s+of\s+[a-z]{3,}s)?)\b")


# Any other noun a count in digits is written onto, before the noun it describes, is
# what it counts too: "a 12-block area", "a 30-vehicle pile-up", "a 54-child centre",
# "a 38-turbine wind farm", "a 47-shot rally". Not the nouns that name a kind ("a
# 3-bedroom home", "a 12-story block", "a 6-figure salary", "a 4-digit code", "a 5-star
# hotel", "a 10-point plan", "a 2-seater", "the 15,000-capacity arena"), a measure
# (above: "between the 25-kilometre and 35-kilometre marks" places two points), a time,
# a share or a score ("-minute", "-percent", "-nil": read elsewhere or not at all), nor
# a word ending "-ed" ("a 3-sided pitch"). Number words are left out ("a one-child
# policy", "a two-state solution", "a two-horse race" name a kind). Spanish writes the
# count before "de" ("un área de 12 manzanas"), read as usual.
KIND_NOUNS = (
    r"bedroom|storey|story|floor|level|door|star|cylinder|speed|gear|seater|pointer|wheeler|pounder|decker|"
    r"point|figure|digit|letter|character|bit|way|tier|party|state|step|stage|phase|part|plus|odd|old|fold|"
    r"percent|per|cent|nil|love|all|under|over|and|for|the|something|odds|second|minute|hour|day|night|week|"
    r"month|year|decade|century|time|dimensional|yearly|man|strong|capacity"
)
COMPOUND_ANY = re.compile(
    rf"-(?!(?:{KIND_NOUNS}|{MEASURE_NOUNS})(?![\w-]))(?P<noun>[a-z]{{3,}})(?<!ed)(?![\w-])(?=\s+(?!(?:{PLACING_NOUNS})\b)"
    r"(?:[a-z][\w-]*\s+){0,2}?[A-Za-z][a-z]{2,})"
)


def compound_count(after: str, in_words: bool = False) -> tuple[str, int] | None:
    """The unit counted and the length of "-seat" in `after` (the text after the
    number), or None when no counted noun is written onto the number; any noun but a
    kind's only onto a number written in digits (`in_words` False)."""
    if ROOMS_OF_A_HOME.match(after):
        return None
    match = COMPOUND_COUNT.match(after)
    if match:
        return COMPOUND_NOUNS[match.group("noun").lower()], match.end()
    match = COMPOUND_MARGIN.match(after)
    if match:
        return MARGIN_NOUNS[match.group("noun").lower()], match.end()
    match = COMPOUND_MEASURE.match(after)
    if match:
        noun = match.group("noun").lower()
        if noun in {"cent", "euro", "dollar", "pound", "peso", "rupee", "franc", "shilling"} and COIN_AFTER.match(
            after, match.end()
        ):
            # "the 10-cent coin": a coin's name, no price.
            return None
        unit = noun if noun in UNPLURALISED else FEET.get(noun, noun + "s") if match.group("power") else noun + "s"
        return (f"{match.group('power').lower()} {unit}" if match.group("power") else unit), match.end()
    match = COMPOUND_DIMENSION.match(after)
    if match:
        noun = match.group("noun").lower()
        return (noun if noun in UNPLURALISED else FEET.get(noun, noun + "s")), match.end()
    match = COMPOUND_STRENGTH.match(after)
    if match:
        return match.group("unit"), match.end()
    match = None if in_words else COMPOUND_ANY.match(after)
    if match:
        return plural(match.group("noun"), "en"), match.end()
    return None


# "two 50-kilogram bags", "three 160-car vessels", "about 1.1 million 60-kilogram bags": a
# number in digits written onto a noun, right after another number.
DIGITS_WRITTEN_ON_AHEAD = re.compile(r"[ \u00a0]+\d[\d,.]*(?=-[a-z])")


def written_on_ahead(text: str, position: int) -> int | None:
    """Where a number in digits written onto its noun ends, when one comes right at
    `position` (after another number): in "two 50-kilogram bags" and "three 160-car
    vessels" the first number counts the bags and the vessels, and the measure or count
    written onto them is a figure of its own."""
    ahead = DIGITS_WRITTEN_ON_AHEAD.match(text, position)
    written_on = ahead and compound_count(text[ahead.end() : ahead.end() + 80])
    return ahead.end() + written_on[1] if written_on else None
