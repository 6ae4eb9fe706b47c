"""The units of sport: what one side's count counts when the text leaves the unit unsaid.

The corpus README: "One side's count told on its own is a statistic in the text's word,
else the sport's usual one", and "A cricket total is one side's ('341 for five')". A
cricket report says "made 104", "unbeaten on 61", "fell for 47", "posted 253 for seven",
"Chasing 254 to win", "needed nine from the final over", "a partnership of 88": runs,
never written, and a bowler's "six for 51" six wickets for 51 runs; a golf report "two
clear of", "one behind", "shot a 68", "closed with a bogey-free 65", "fue tercero con
271", "dos de ventaja", "un golpe detrás de", "a dos del líder": strokes (golpes), or the
text's own word when it says one, and a score against par in its own words ("17 under
par", "11-under par", "16 bajo par"; "bajo el par" counts golpes); a league's or a
championship's table "one point clear of", "two ahead of third-placed United", "38
behind the leader", "a seis del líder": points (puntos).

One score scored or let in, "scored one goal", "allowed one run", "marcó un gol",
"permitió una carrera", is a count in its own word in any text (`_one_scored`): the
verb and the noun say it is sport.

Any other number is given its sport's unit only when both hold:

- the text is about that sport: it uses several of the sport's own words (for cricket
  "wicket", "innings", "bowled", "lbw", "batter", "all out" …; for golf "birdie",
  "bogey", "fairway", "under par" …; for a table "points" and two of "league",
  "standings", "championship", "relegation", "liga", "jornada" …), counted once each,
  so that a business text saying "over" and "for 58" is never read as cricket, nor a
  poll's "two behind" as a table's;
- the number sits in one of the sport's frames (`CRICKET_BEFORE`, `CRICKET_AFTER`; a
  margin, `MARGIN_AFTER`, or a round, `GOLF_ROUND_BEFORE`) and nothing counted follows it.

A darts report gives a player's average and a checkout in points without saying so
("averaged 101.6", "a three-dart average of 98.9", "a 170 checkout", "checked out 121",
"promedió 99,2", "un cierre de 170"): a text that uses several of darts' own words
("darts", "checkout", "treble", "oche", "legs", "180s" …) gives those frames points
(puntos), decimals included (`_darts_points`).

A race report gives a time in hundredths of a second without its unit ("finished second
in 52.40", "touched in 23.91", "pasó por el viraje con 28,71", "completó el podio con
59,61"): a text that uses several of swimming's or the track's own words ("freestyle",
"swimmer", "personal best", "hurdles", "estilo libre", "piscina", "viraje" …), or that
writes such a time with its unit elsewhere ("stopping the clock at 94.18 seconds", "25,19
segundos": a canoe slalom, a ski race), gives a number written with two decimals after
"in", "con", "en" or "clocked", after a mark it is set against ("the previous mark of
11.11", "a personal best of 45.61", "the qualifying standard of 11.07", "la anterior
plusmarca, de 59,23") or after "running"/"corrió" seconds (segundos, `_race_time`); a
track report is known by its own words too ("athletics", "sprinting",
"relay", "qualifying standard", "atletismo", "relevos", "mínima olímpica").

A ten-pin report gives a game's score and an average in pins without saying so ("rolling
a perfect 300", "finished that game with 258", "averaged 228.4", "promedió 221,5"): a
text that uses several of ten-pin's own words, one of them "ten-pin", "pins", "perfect
game", "bolos" or "boliche", gives those frames pins (bolos, `_bowling_pins`).

A number that places a moment in play is no figure (`claims.extraction.play_moments`).
A team statistic compared ("dominó el rebote (44 a 33)") counts the statistic
(`claims.extraction.compared_statistics`).

One side's tally set against the other's counts what the first counted, in any text:
"hit 22 aces to Varga's 9", "41 shots on goal to the Wolves' 29", "made 14 errors to
Brisbane's eight", "remató 19 veces a puerta por las 6 del equipo argentino", "remató
19 veces, frente a las 8 de los argentinos", "apoyó tres tries en total, por tres de
Córdoba" (`_other_sides_tally`); the other side is named by its possessive, or after
"del"/"de" by a capitalised name, its kind ("del equipo argentino") or a plural
("de los argentinos"), never a time of day ("frente a las 8 de la mañana").

A basketball report gives a player's points and a side's margin without saying so
("scored 17 off the bench", "as Okonkwo scores 31", "solo sumó 4 en la segunda mitad",
"led by as many as nine", "put Perth up by six", "rally from 14 down"): a text that uses
several of basketball's own words ("rebounds", "assists", "free throws", "rebotes",
"tiros libres" …) gives those frames points (puntos, `_basketball_points`).

A snooker report gives its breaks in points without saying so ("breaks of 138 and 112",
"made breaks of 88 and 104", "a total clearance of 137", "tacadas de 101 y 87"): a text
that uses several of snooker's own words ("snooker", "frames", "cue", "potted",
"centuries" …) gives those frames points (puntos, `_snooker_points`); a single "break of
92" keeps its own word, as "a crowd of" does.

A match's score is never one side's count ("won the series 2-1", "beat them by 3 to
1"): a number joined to another by a dash or "to"/"a" gets no unit here. Outside a
sport text nothing is guessed.
"""

import re
from decimal import Decimal
from functools import lru_cache

from claims.extraction.caseless import lowercase_twin, lowered_text
from claims.extraction.compared_statistics import compared_statistic
from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.number_words import NumberMention
from claims.extraction.unit_kinds import TIME_UNIT_WORD
from claims.extraction.units import counted_unit, is_plural_head

SMALL_NUMBER_WORDS = r"(?:one|two|three|four|five|six|seven|eight|nine|ten)"
SMALL_NUMBER_WORDS_ES = r"(?:uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)"

# The words only a cricket report uses (each counted once, whatever its form).
CRICKET_WORDS = re.compile(
    r"\b(?P<word>wickets?|innings|bowled|bowler|bowling|batter|batters|batsm[ae]n|batting|lbw|stumped|"
    r"seamer|spinner|wicketkeeper|wicket-keeper|midwicket|mid-wicket|all\s+out|not\s+out|run\s+chase|"
    r"half-century|maiden\s+overs?|t20|twenty20|odi|leg-spinner|off-spinner|cricket|test\s+match|"
    # Spanish: "críquet", "bateadora", "eliminada por lbw".
    r"críquet|bateador(?:a|es|as)?|lanzador(?:a|es|as)?\s+de\s+(?:ritmo|efecto)|overs)\b",
    re.IGNORECASE,
)
# How many different cricket words make a cricket text.
MIN_CRICKET_WORDS = 3

# A batter's or a side's runs before the number: "made 104", "unbeaten on 61", "caught at
# deep midwicket for 58", "fell for 47", "Chasing 254", "a partnership of 88", "put on 132".
CRICKET_BEFORE = re.compile(
    r"(?:\b(?:made|makes|making|scored|scores|scoring|compiled|compiling|posted|posting|posts|totalled|"
    r"totaled|amassed|reached|reaching|added|adding|managed|conceded|conceding|chasing|chased)\s+"
    r"(?:an?\s+)?(?:unbeaten\s+|brisk\s+|patient\s+|fluent\s+|quickfire\s+|painstaking\s+|defiant\s+)?|"
    r"\b(?:unbeaten|not\s+out)\s+on\s+|"
    r"\b(?:out|fell|falls|fall|dismissed|caught|bowled|lbw|stumped|departed)\b[^.;:!?\d\n]{0,50}?\bfor\s+|"
    r"\b(?:partnership|stand)\s+(?:of|worth)\s+|"
    r"\b(?:put|puts|putting)\s+on\s+(?:another\s+|a\s+further\s+)?|"
    # "a target of 142", "a first-innings total of 287", "a lead of 54", "fold for 94",
    # "an unbeaten 104", "A fluent 143 from opener …", "Replying to Sri Lanka's 318".
    r"\b(?:target|chase|total|lead|deficit)\s+of\s+|\b(?:fold|folds|folded|folding|skittled)\s+for\s+|"
    r"\ban?\s+(?:unbeaten|fluent|brisk|patient|quickfire|painstaking|defiant|career-best)\s+|"
    r"\brepl(?:ying|ied|y)\s+to\s+[^.;:!?\d\n]{0,40}?(?:'s|’s|s'|s’)\s+|"
    # "taking six for 51", "figures of five for 62": the runs a bowler's wickets cost.
    rf"\b{SMALL_NUMBER_WORDS}\s+for\s+|"
    # "anotó 104", "sumó 61", "eliminada por 58", "un objetivo de 254".
    r"\b(?:anot(?:ó|aron|a|an)|sum(?:ó|aron|a|an)|hizo|hicieron|persigu(?:ió|ieron|iendo)|"
    r"objetivo\s+de|asociación\s+de|eliminad[oa]\b[^.;:!?\d\n]{0,50}?\bpor)\s+(?:unas?\s+)?)$",
    re.IGNORECASE,
)

# What needs a frame after the number: "Set 215 to win", "needed nine from the final over".
CRICKET_NEED_BEFORE = re.compile(
    r"\b(?:set|need|needs|needed|needing|require|requires|required|requiring)\s+"
    r"(?:another\s+|a\s+further\s+|just\s+|only\s+)?$|"
    r"\bnecesit(?:aba|aban|a|an|ó|aron|ando)\s+(?:solo\s+)?$",
    re.IGNORECASE,
)
CRICKET_NEED_AFTER = re.compile(
    r"\s+(?:more\s+)?(?:to\s+win\b|(?:from|off)\s+(?:the\s+|their\s+|its\s+)?(?:\w+\s+){0,2}(?:overs?|balls?|deliveries)\b)|"
    r"\s+(?:más\s+)?(?:para\s+ganar\b|en\s+(?:el|los|las)\s+(?:\w+\s+){0,2}(?:overs?|bolas|lanzamientos)\b)",
    re.IGNORECASE,
)

# A side's total or a batter's score named after the number: "97 for four", "253 for
# seven", "132 for the second wicket", "61 not out", "104 off 98 balls", "254 to win".
CRICKET_AFTER = re.compile(
    rf"\s+(?:for\s+(?:{SMALL_NUMBER_WORDS}|\d)(?:\s+wickets?)?(?=\s*(?:[,.;:!?)\n]|$)|\s+(?:in|at|off|from|after|before|"
    rf"when|with|and|but|as|by|on|declared)\b)|"
    r"for\s+the\s+[a-z]+\s+wicket\b|not\s+out\b|all\s+out\b|(?:off|from)\s+(?:\d+|[a-z]+)\s+(?:balls|deliveries)\b|to\s+win\b|"
    # "143 from opener Daniel Okafor", "142 from captain Will Thornley": a batter's runs.
    r"from\s+(?:opener|captain|skipper|wicketkeeper|keeper|all-rounder)\b|"
    # "253 por siete", "254 para ganar".
    rf"por\s+(?:{SMALL_NUMBER_WORDS_ES}|\d)(?:\s+wickets?)?(?=\s*(?:[,.;:!?)\n]|$)|\s+(?:en|al|tras|cuando|y|pero)\b)|"
    r"para\s+ganar\b)",
    re.IGNORECASE,
)

# "taking six for 51", "figures of five for 62", "takes five for 11": a bowler's wickets,
# then the runs they cost ("97 for four" is a side's total, `CRICKET_AFTER`).
BOWLING_FIGURES_AFTER = re.compile(r"\s+for\s+\d+\b(?![-–.,]?\d)")

# A number joined to another: a score of two sides ("2-1", "by 3 to 1"), or a range.
JOINED_TO_ANOTHER_AFTER = re.compile(
    rf"\s*[-–—/]\s*\d|\s+(?:to|a)\s+(?:\d|{SMALL_NUMBER_WORDS}\b|{SMALL_NUMBER_WORDS_ES}\b|nil\b|cero\b)", re.IGNORECASE
)


# The words only a golf report uses.
GOLF_WORDS = re.compile(
    r"\b(?P<word>golf|golfers?|golfistas?|birdie[sd]?|bogey(?:s|ed)?|fairways?|(?:three-)?putt(?:s|ed)?|putter|caddies?|"
    r"under\s+par|over\s+par|bajo\s+par|sobre\s+par|par\s+del\s+campo|level\s+par)\b",
    re.IGNORECASE,
)
MIN_GOLF_WORDS = 3

# A league's or a championship's table: points, and the words only a standings uses.
POINTS_WORD = re.compile(r"\b(?:points|puntos)\b", re.IGNORECASE)
STANDINGS_WORDS = re.compile(
    r"\b(?P<word>league|standings|championship|relegation|olympiad|grand\s+prix|top\s+of\s+the\s+table|"
    r"tournament|fixtures|liga|clasificación|campeonato|descenso|jornadas?|colista|torneo|olimpiada)\b",
    re.IGNORECASE,
)
MIN_STANDINGS_WORDS = 2

# A margin after the number, the sport's noun perhaps said: "two clear of", "one behind",
# "38 behind the championship leader", "dos de ventaja", "un golpe detrás de".
MARGIN_AFTER = re.compile(
    r"(?:\s+(?P<noun>shots?|strokes?|points?|pts|golpes?|puntos?))?\s+(?:clear\b|ahead\b|behind\b|adrift\b|"
    r"off\s+the\s+(?:lead|pace|top)\b|de\s+ventaja\b|de\s+diferencia\b|por\s+(?:delante|detrás|encima|debajo)\b|"
    r"detrás\b)",
    re.IGNORECASE,
)
# "a dos del líder", "a un golpe de la cabeza": how far from the leader; in a table, from
# a place or a side named ("a tres de la salvación", "a cuatro del Club de Campo").
SHORT_OF_LEADER_BEFORE = re.compile(r"\ba\s+$", re.IGNORECASE)
SHORT_OF_LEADER_AFTER = re.compile(
    r"(?:\s+(?P<noun>golpes?|puntos?))?\s+(?:del|de\s+la)\s+(?:(?i:líder|lideresa|ganador|ganadora|cabeza|punta|"
    r"salvación|permanencia|liderato|descenso|promoción)\b|Club\b|Real\b|Atlético\b|Deportivo\b)"
)
# A golfer's round: "shot a 68", "carded a closing 66", "firmó un 68", "una tarjeta de 70";
# "closed with a bogey-free 65", "could manage only a 70", "after a closing 66", "fue
# tercero con 271" (a round or a total after a placing).
_ROUND_KIND = r"(?:closing|opening|final-round|first-round|second-round|third-round|fourth-round|bogey-free|level-par)"
GOLF_ROUND_BEFORE = re.compile(
    r"(?:\b(?:shot|shoots|shooting|carded|cards|carding|signed\s+for|returned)\s+(?:an?\s+)?"
    rf"(?:{_ROUND_KIND}\s+)?|\b(?:closed|closes|closing|finished|finishes|ended|ends)\s+with\s+an?\s+(?:{_ROUND_KIND}\s+)?|"
    rf"\bmanag(?:ed|es|e)\s+(?:only\s+|just\s+)?an?\s+(?:{_ROUND_KIND}\s+)?|\ban?\s+{_ROUND_KIND}\s+|"
    r"\b(?:firm(?:ó|a|aron|an)|entreg(?:ó|a|aron|an)|hizo|hicieron)\s+(?:un|una\s+(?:tarjeta|vuelta)\s+de)\s+|"
    r"\b(?:tarjeta|vuelta)\s+de\s+|"
    r"\b(?:segund|tercer|cuart|quint|sext|séptim|octav|noven|décim)[oa]\s+con\s+)$",
    re.IGNORECASE,
)
# "17 under par", "11-under par", "a 5-under-par round", "16 bajo par": a golfer's score
# against par, in the text's words ("bajo el par" counts golpes, as a margin does).
UNDER_PAR_AFTER = re.compile(r"(?:\s+|-)(?P<side>under|over)(?:\s+|-)par\b|\s+(?P<lado>bajo|sobre)\s+par\b", re.I)

# The words only a darts report uses.
DARTS_WORDS = re.compile(
    r"\b(?P<word>darts|checkouts?|check-outs?|treble|trebles|oche|bullseye|legs|180s|maximums|nine-darter|"
    r"double\s+top|dardos|diana)\b",
    re.IGNORECASE,
)
MIN_DARTS_WORDS = 3
# A player's average or a finish, in points: "averaged 101.6", "an average of 98.9",
# "a three-dart average of 104", "a 170 checkout", "a checkout of 121", "checked out 96",
# "promedió 99,2", "un promedio de 101", "un cierre de 170".
DARTS_POINTS_BEFORE = re.compile(
    r"(?:\b(?:averaged|averaging|averages|promedi(?:ó|aron|a|an|ando))\s+|"
    r"\b(?:(?:three-dart|match|tournament)\s+)?(?:average|promedio)\s+(?:of|de)\s+|"
    r"\b(?:checkout|check-out|finish|cierre)\s+(?:of|de)\s+|\bchecked\s+out\s+(?:on\s+|with\s+)?)$",
    re.IGNORECASE,
)
DARTS_POINTS_AFTER = re.compile(r"\s+(?:checkout|check-out|finish)\b", re.IGNORECASE)
DARTS_ARTICLE_BEFORE = re.compile(r"\b(?:a|an|the|his|her|that)\s+$", re.IGNORECASE)


def _a_bare_number(mention: NumberMention) -> bool:
    """Whether the number stands without a sign, a measure or a vague word, so that a
    sport may give it its unit."""
    return not (mention.vague or mention.percent or mention.currency or mention.measure or mention.value is None)


def _darts_points(text: str, mention: NumberMention, language: str) -> str:
    """ "points" (puntos) for an average or a finish in a darts report; else ""."""
    if not _a_bare_number(mention):
        return ""
    before = text[max(0, mention.start - 40) : mention.start]
    if not (
        DARTS_POINTS_BEFORE.search(before)
        or (DARTS_ARTICLE_BEFORE.search(before) and DARTS_POINTS_AFTER.match(text, mention.end))
    ):
        return ""
    if _distinct(DARTS_WORDS, text) < MIN_DARTS_WORDS:
        return ""
    return "puntos" if language.startswith("es") else "points"


# The words only a swimming or a track report uses.
RACE_WORDS = re.compile(
    r"\b(?P<word>freestyle|butterfly|backstroke|breaststroke|medley|swimmers?|sprinters?|hurdles|personal\s+best|"
    r"estilo\s+libre|mariposa|braza|nadador(?:a|es|as)?|nad(?:ó|aba)|piscina|velocistas?|vallas|marca\s+personal|"
    r"viraje|"
    # The track's own: "athletics", "sprinting", "the relay", "the qualifying standard",
    # "season's best", "atletismo", "relevos", "la mínima olímpica".
    r"athletics|sprint(?:ing|ed)?|relays?|steeplechase|qualifying\s+standard|season'?s\s+best|"
    r"atletismo|relevos|obst[áa]culos|m[íi]nima\s+(?:ol[íi]mpica|mundialista))\b",
    re.IGNORECASE,
)
MIN_RACE_WORDS = 3
# A time in hundredths of a second, after what a time follows: "in 52.40", "con 28,71".
RACE_TIME_BEFORE = re.compile(
    r"\b(?:in|con|en|clocked|clocking|time\s+of|tiempo\s+de|marca\s+de|crono\s+de|"
    # A mark the time is set against or run: "the previous mark of 11.11", "a personal
    # best of 45.61", "the qualifying standard of 11.07", "running 11.14 or faster", "la
    # anterior plusmarca panamericana, de 59,23", "corrió en 11,14".
    r"(?:mark|record|best|standard|time)\s+of|(?:ran|run|runs|running)|corri(?:ó|eron|endo)|"
    r"(?:marca|récord|plusmarca|mínima|registro)\b[^.;:!?\d\n]{0,30}?\bde)\s+$",
    re.IGNORECASE,
)
HUNDREDTHS = re.compile(r"\d{1,2}[.,]\d\d")


def _race_time(text: str, mention: NumberMention, language: str) -> str:
    """ "seconds" (segundos) for a time in hundredths in a race report; else ""."""
    if not _a_bare_number(mention):
        return ""
    if not HUNDREDTHS.fullmatch(text, mention.start, mention.end):
        return ""
    if not RACE_TIME_BEFORE.search(text[max(0, mention.start - 50) : mention.start]):
        return ""
    if counted_unit(text, mention, mention.end)[0] or not _a_timed_race(text):
        return ""
    return "segundos" if language.startswith("es") else "seconds"


# A time in hundredths the text itself gives in seconds: "stopping the clock at 94.18
# seconds", "con un tiempo de 25,19 segundos".
TIMED_IN_SECONDS = re.compile(r"(?<![\d.,])\d{1,3}[.,]\d\d\s+(?:seconds|segundos)\b", re.IGNORECASE)


@lru_cache(maxsize=8)
def _a_timed_race(text: str) -> bool:
    """A race report: several of swimming's or the track's words, or a time in
    hundredths of a second the text writes with its unit (a canoe slalom, a ski race)."""
    return _distinct(RACE_WORDS, text) >= MIN_RACE_WORDS or bool(TIMED_IN_SECONDS.search(text))


# The words only a ten-pin report uses; one of `BOWLING_CORE` must be among them, so that
# a cricket report's "bowling" and "strike rate" are never ten-pin.
BOWLING_WORDS = re.compile(
    r"\b(?P<word>ten-?pin|pins|perfect\s+game|spares?|strikes?|frames?|gutter|bowling|bowlers?|"
    r"bolos|boliche|plenos?|chuzas?|pinos|semiplenos?)\b",
    re.IGNORECASE,
)
BOWLING_CORE = re.compile(r"\b(?:ten-?pin|pins|perfect\s+game|bolos|boliche|pinos)\b", re.IGNORECASE)
MIN_BOWLING_WORDS = 3
# A game's or an average's pins: "rolling a perfect 300", "bowled a 279", "averaged
# 228.4", "an average of 214", "finished that game with 258", "a game of 247", "promedió
# 221,5", "un promedio de 205", "cerró la partida con 236", "un juego perfecto de 300".
BOWLING_PINS_BEFORE = re.compile(
    r"(?:\b(?:rolled|rolling|rolls|roll|bowled|bowls)\s+(?:an?\s+)?(?:perfect\s+)?|\ba\s+perfect\s+|"
    r"\b(?:averaged|averaging|averages|promedi(?:ó|aron|a|an|ando))\s+|"
    r"\b(?:average|game|series|score|promedio|partida|juego(?:\s+perfecto)?|puntuación)\s+(?:of|de)\s+|"
    r"\b(?:finished|ended|closed|terminó|acabó|cerró|cerraron|terminaron)\b[^.;:!?\d\n]{0,25}?\b(?:with|con)\s+)$",
    re.IGNORECASE,
)


def _bowling_pins(text: str, mention: NumberMention, language: str) -> str:
    """ "pins" (bolos) for a game's or an average's score in a ten-pin report; else ""."""
    if not _a_bare_number(mention) or not 0 < mention.value <= 300:
        return ""
    if not BOWLING_PINS_BEFORE.search(text[max(0, mention.start - 40) : mention.start]):
        return ""
    if JOINED_TO_ANOTHER_AFTER.match(text, mention.end) or _counts_its_own_noun(text, mention):
        return ""
    if _distinct(BOWLING_WORDS, text) < MIN_BOWLING_WORDS or not _TWINS[BOWLING_CORE].search(lowered_text(text)):
        return ""
    return "bolos" if language.startswith("es") else "pins"


# The words only a basketball report uses (each counted once, whatever its form).
BASKETBALL_WORDS = re.compile(
    r"\b(?P<word>rebounds?|assists?|free\s+throws?|three-pointers?|turnovers?|layups?|dunks?|basketball|"
    r"rebotes?|asistencias?|tiros?\s+libres?|triples|canastas?|baloncesto|básquet(?:bol)?)\b",
    re.IGNORECASE,
)
MIN_BASKETBALL_WORDS = 3
# "scored 17 off the bench", "scores 31", "sumó 4 en la segunda mitad": a player's points.
BASKETBALL_POINTS_BEFORE = re.compile(
    r"\b(?:scored|scores|scoring|sum(?:ó|aba|a)|anot(?:ó|aba|a)|aport(?:ó|aba|a))\s+(?:just\s+|only\s+|solo\s+)?$|"
    # "led by as many as nine", "put Perth up by six", "trailed by 12": a margin.
    r"\b(?:led|leads?|leading|trailed|trails?|trailing|up|down)\s+by\s+"
    r"(?:as\s+many\s+as\s+|up\s+to\s+|just\s+|only\s+)?$",
    re.IGNORECASE,
)
# "rally from 14 down", "came back from 20 down".
FROM_BEFORE = re.compile(r"\bfrom\s+$", re.IGNORECASE)
DOWN_AFTER = re.compile(r"\s+down\b", re.IGNORECASE)


@lru_cache(maxsize=8)
def _about_basketball(text: str) -> bool:
    return _distinct(BASKETBALL_WORDS, text) >= MIN_BASKETBALL_WORDS


def _basketball_points(text: str, mention: NumberMention, language: str) -> str:
    before = text[max(0, mention.start - 40) : mention.start]
    framed = BASKETBALL_POINTS_BEFORE.search(before) or (
        FROM_BEFORE.search(before) and DOWN_AFTER.match(text, mention.end)
    )
    if not framed or not _about_basketball(text) or _counts_its_own_noun(text, mention):
        return ""
    return "puntos" if language.startswith("es") else "points"


# The words only a snooker report uses (each counted once, whatever its form).
SNOOKER_WORDS = re.compile(
    r"\b(?P<word>snooker|frames?|cue|potted|pots?|centuries|century\s+breaks?|crucible|cushions?|billar|tacadas?|troneras?)\b",
    re.IGNORECASE,
)
MIN_SNOOKER_WORDS = 3
# "breaks of 138 and 112", "made breaks of 88, 61 and 104", "a total clearance of 137",
# "tacadas de 101 y 87": breaks listed, and a clearance, in points; "including a 139 in
# the 16th frame", "was a 145 by Zhou Lin": one break told by its score alone.
SNOOKER_POINTS_BEFORE = re.compile(
    r"\b(?:breaks\s+of|clearances?\s+of|tacadas\s+de)\s+(?:\d+,\s+)*(?:\d+,?\s+(?:and|y)\s+)?$|"
    r"\b(?P<alone>including|was)\s+an?\s+$", re.IGNORECASE
)
# Nothing counted after a break told alone ("a 141 break" counts its word), at most a maximum.
BREAK_ALONE_AFTER = re.compile(r"\s*(?:[,.;:)]|$)|\s+(?:in|by|that|which|from|to|at|on|during|and|of|for)\b")


def _snooker_points(text: str, mention: NumberMention, language: str) -> str:
    before = SNOOKER_POINTS_BEFORE.search(text, max(0, mention.start - 50), mention.start)
    if not mention.plain_integer or not before:
        return ""
    if before.group("alone") and not (mention.value <= 147 and BREAK_ALONE_AFTER.match(text, mention.end)):
        return ""
    if _distinct(SNOOKER_WORDS, text) < MIN_SNOOKER_WORDS or _counts_its_own_noun(text, mention):
        return ""
    return "puntos" if language.startswith("es") else "points"


# Each sport's usual unit, in English and in Spanish.
USUAL_UNITS = {"cricket": ("runs", "carreras"), "golf": ("strokes", "golpes"), "standings": ("points", "puntos")}


# Each sport's words as searched over a whole text: the lower-case twin in the text's
# lowered copy (`claims.extraction.caseless`), three to four times as fast, same spans.
_TWINS = {
    pattern: lowercase_twin(pattern)
    for pattern in (
        CRICKET_WORDS,
        GOLF_WORDS,
        STANDINGS_WORDS,
        POINTS_WORD,
        DARTS_WORDS,
        RACE_WORDS,
        BOWLING_WORDS,
        BOWLING_CORE,
        BASKETBALL_WORDS,
        SNOOKER_WORDS,
    )
}


def _distinct(pattern: re.Pattern, text: str) -> int:
    """How many different words of `pattern` the text uses ("wicket" and "wickets",
    "birdie" and "birdied" once)."""
    return len(
        {
            re.sub(r"(?:s|d)$", "", re.sub(r"\W+", " ", text[match.start("word") : match.end("word")].lower()))
            for match in _TWINS[pattern].finditer(lowered_text(text))
        }
    )


@lru_cache(maxsize=8)
def text_sport(text: str) -> str:
    """The sport a text is about, by its vocabulary: "cricket", "golf", "standings" (a
    league's or a championship's table, in points), or "" for none."""
    if _distinct(CRICKET_WORDS, text) >= MIN_CRICKET_WORDS:
        return "cricket"
    if _distinct(GOLF_WORDS, text) >= MIN_GOLF_WORDS:
        return "golf"
    if _TWINS[POINTS_WORD].search(lowered_text(text)) and _distinct(STANDINGS_WORDS, text) >= MIN_STANDINGS_WORDS:
        return "standings"
    return ""


def _one_sides_count(mention: NumberMention) -> bool:
    """A whole number of one side, in digits or words: not a share, an amount, a
    measure, a decimal, a year nor a vague count."""
    return (
        not (mention.vague or mention.percent or mention.currency or mention.measure or mention.fraction)
        and mention.value is not None
        and mention.value == mention.value.to_integral_value()
        and 0 < mention.value < 1000
    )


# A side's tally: digits or a number in words up to twenty.
TALLY_NUMBER = (
    r"\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen|eighteen|nineteen|twenty|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|"
    r"doce|trece|catorce|quince|dieciséis|diecisiete|dieciocho|diecinueve|veinte"
)
# "hit 22 aces to Varga's ", "41 shots on goal to the Wolves' ": the first side's count,
# then the other side by its possessive.
FIRST_SIDE_BEFORE_EN = re.compile(
    rf"\b(?P<first>{TALLY_NUMBER})\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){{0,3}}?\s+to\s+(?:the\s+)?"
    r"(?:[A-Z][\w.&-]*\s+){0,3}[A-Z][\w.&-]*(?:['’]s|['’])\s+$"
)
# "remató 19 veces a puerta por las ", "apoyó tres tries en total, por ": the first
# side's count, then "por" or "frente a" before the other side's.
FIRST_SIDE_BEFORE_ES = re.compile(
    rf"\b(?P<first>{TALLY_NUMBER})\s+[a-záéíóúñ]+(?:\s+[a-záéíóúñ]+){{0,3}}?,?\s+(?:por|frente\s+a)\s+"
    r"(?:(?:los|las|el|la)\s+)?$"
)
# " del equipo argentino", " de los argentinos", " de Córdoba": the side the tally is
# of (not "de la mañana", a time of day, nor "de 2023").
OTHER_SIDE_AFTER_ES = re.compile(
    r"\s+(?:del|de)\s+(?:(?:la|los|las|el)\s+)?"
    r"(?:[A-ZÁÉÍÓÚÑ]|(?:equipo|conjunto|rival|cuadro|visitante|local|selección|club)(?:es|s)?\b|"
    r"(?!(?:mañana|tarde|noche|madrugada)s?\b)[a-záéíóúñ]{3,}(?:os|as)\b)"
)


def _other_sides_tally(text: str, mention: NumberMention, language: str) -> str:
    """What the first side's count counted, for the other side's tally after it ("22
    aces to Varga's 9": aces), or ""."""
    window = max(0, mention.start - 100)
    if language.startswith("es"):
        first = FIRST_SIDE_BEFORE_ES.search(text, window, mention.start)
        if first and not OTHER_SIDE_AFTER_ES.match(text, mention.end):
            return ""
    else:
        first = FIRST_SIDE_BEFORE_EN.search(text, window, mention.start)
    if not first:
        return ""
    start, end = first.span("first")
    words = not text[start].isdigit()
    unit, _ = counted_unit(text, NumberMention(start, end, Decimal(10), in_words=words), end)
    return unit if unit and is_plural_head(unit.split()[0]) else ""


def sport_unit(text: str, mention: NumberMention, language: str = "en") -> str:
    """The sport's usual unit for `mention` when the text is about a sport and the
    number sits in one of its frames (see the module's docstring); else ""."""
    if compared := compared_statistic(text, mention, language):
        return compared  # "dominó el rebote (44 a 33)": rebotes.
    if darts := _darts_points(text, mention, language):
        return darts
    if time := _race_time(text, mention, language):
        return time
    if pins := _bowling_pins(text, mention, language):
        return pins
    if not _one_sides_count(mention):
        return ""
    if (par := UNDER_PAR_AFTER.match(text, mention.end)) and _distinct(GOLF_WORDS, text) >= MIN_GOLF_WORDS:
        return f"{(par.group('side') or par.group('lado')).lower()} par"  # "17 under par".
    if mention.lone_one and (one := _one_scored(text, mention)):
        return one
    if tally := _other_sides_tally(text, mention, language):
        return tally
    if points := _basketball_points(text, mention, language) or _snooker_points(text, mention, language):
        return points
    sport = text_sport(text)
    if not sport:
        return ""
    if JOINED_TO_ANOTHER_AFTER.match(text, mention.end):
        return ""
    before = text[max(0, mention.start - 70) : mention.start]
    usual = USUAL_UNITS[sport][1 if language.startswith("es") else 0]
    if sport in {"golf", "standings"}:
        margin = MARGIN_AFTER.match(text, mention.end) or (
            SHORT_OF_LEADER_BEFORE.search(before) and SHORT_OF_LEADER_AFTER.match(text, mention.end)
        )
        if margin:
            # The text's own word when it says one ("un golpe detrás"), else the usual one.
            return margin.group("noun") or usual
    if sport == "golf" and GOLF_ROUND_BEFORE.search(before) and not _counts_its_own_noun(text, mention):
        return usual
    if (
        sport == "cricket"
        and mention.in_words
        and mention.value <= 10
        and BOWLING_FIGURES_AFTER.match(text, mention.end)
    ):
        return "wickets"
    if sport == "cricket" and (
        CRICKET_BEFORE.search(before)
        or CRICKET_AFTER.match(text, mention.end)
        or (CRICKET_NEED_BEFORE.search(before) and CRICKET_NEED_AFTER.match(text, mention.end))
    ):
        return "" if _counts_its_own_noun(text, mention) else usual
    return ""


# One of a sport's scores, scored or let in: "scored one goal", "allowed one run",
# "marcó un gol", "permitió una carrera", "encajó un gol" (a count, as "marcó dos goles" is).
SCORED_BEFORE = re.compile(
    r"\b(?:scored|scores|scoring|allowed|allows|allowing|conceded|concedes|conceding|gave\s+up|"
    r"marc(?:ó|aron|a|an)|anot(?:ó|aron|a|an)|permiti(?:ó|eron)|permite|conced(?:ió|ieron)|encaj(?:ó|aron|a|an)|"
    r"recibi(?:ó|eron))\s+$",
    re.IGNORECASE,
)
# ("a run of good results", "una carrera de 10 km" are a streak and a race).
SCORE_NOUN_AFTER = re.compile(
    r"\s+(?P<noun>goal|run(?!\s+of\b)|try|gol|carrera(?!\s+de\b)|ensayo)\b(?!-)"
    # "one goal in eight games", "un gol de cada ocho disparos": a share, read elsewhere.
    rf"(?!\s+(?:in|every|in\s+every|per|en|de\s+cada|por\s+cada|cada)\s+(?:\d|{SMALL_NUMBER_WORDS}\b|{SMALL_NUMBER_WORDS_ES}\b))",
    re.IGNORECASE,
)


def _one_scored(text: str, mention: NumberMention) -> str:
    """The noun of one score scored or let in ("marcó un gol": "gol"), or ""."""
    after = SCORE_NOUN_AFTER.match(text, mention.end)
    if after and SCORED_BEFORE.search(text, max(0, mention.start - 30), mention.start):
        return after.group("noun")
    return ""


def _counts_its_own_noun(text: str, mention: NumberMention) -> bool:
    """Whether a noun counted follows the number ("12 more overs", "for 12 days"), not a
    verb or an adverb ("140 ended", "72 soon after tea")."""
    if THANKS_TO_AFTER.match(text, mention.end):
        return False  # "a target of 142 thanks to 58 from Dilrukshi": a cause, no noun.
    unit, _ = counted_unit(text, mention, mention.end)
    return any(is_plural_head(word) or TIME_UNIT_WORD.fullmatch(word) for word in unit.split())


THANKS_TO_AFTER = re.compile(r"\s+thanks\s+to\b", re.IGNORECASE)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
