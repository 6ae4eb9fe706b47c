"""Unit kinds: what sort of thing a figure's unit is.

Money ("euros", "£"), a length of time ("meses", "años de prisión"), a share ("%",
"por ciento"), how often or how strong ("times", "veces", "magnitud"), and the nouns
that name an amount of money ("un beneficio de 4,3 millones"). `claims.extraction.units`
reads the unit after a number; the rules that then treat a unit by its kind (a length
of time is no count of millions, a share takes no later noun) ask here. South Korea's
money after an amount ("55,000 won") is read here too (`won_after`), where the word is
otherwise the verb.
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.numbers import CURRENCY_SIGNS, CURRENCY_SIGNS_ES


MONEY_UNITS = frozenset(
    "euros euro dollars dollar pounds pound dólares dólar pesos peso soles libras yuan yen francs francos reais "
    "rupees rupias reales".split()
) | set(CURRENCY_SIGNS.values()) | set(CURRENCY_SIGNS_ES.values())


TIME_UNIT_WORD = re.compile(
    r"(?:years?|months?|weeks?|days?|hours?|minutes?|años?|meses|mes|semanas?|días?|horas?|minutos?|"
    # The longer and the named spans a window is told in ("in a decade", "en una mañana").
    r"decades?|century|centuries|fortnights?|nights?|seasons?|weekends?|mornings?|afternoons?|evenings?|"
    r"décadas?|siglos?|quincenas?|noches?|temporadas?|jornadas?|mañanas?|tardes?)",
    re.IGNORECASE,
)

# "años de prisión", "years in jail": a sentence is a length of time too.
DURATION_UNIT = re.compile(rf"{TIME_UNIT_WORD.pattern}(?:\s+(?:de|of|in|en)\s+\w+)?", re.IGNORECASE)


def is_a_duration(unit: str) -> bool:
    """Whether a unit is a length of time ("meses", "años de prisión"), which a bare
    amount in millions never counts."""
    return bool(DURATION_UNIT.fullmatch(unit))


PERCENT_UNIT = re.compile(r"%|percent|per\s+cent|por\s+ciento", re.IGNORECASE)
# "el 24 % de cuota de mercado", "60 percent of the residents": a share and what it is of.
SHARE_OF_SOMETHING = re.compile(
    rf"(?:{PERCENT_UNIT.pattern})\s+(?:de|del|of)\s+(?:(?:the|los|las|sus?|their|its)\s+)?(?P<whole>.+)", re.IGNORECASE
)
# A plural noun, with any adjectives ("los hogares pobres", "the rural residents"; not
# "the plant's", "la media histórica", "cuota de mercado").
PLURAL_WHOLE = re.compile(r"(?:[^\W\d_]+\s+){0,2}[^\W\d_]+(?<![sui]s)(?<=s)", re.IGNORECASE)


def is_a_share(unit: str) -> bool:
    """Whether a unit is a share, alone ("%") or with what it is a share of ("percent de
    cuota de mercado")."""
    return bool(PERCENT_UNIT.fullmatch(unit) or SHARE_OF_SOMETHING.fullmatch(unit))


def counted_after_a_share(unit: str) -> str:
    """What a share leaves a later count in its sentence to count: the plural noun it is
    a share of ("40 percent of the residents … falling to 38,000": residents), else
    nothing ("el 24 % de cuota de mercado, … sancionado con 97,5 millones")."""
    share = SHARE_OF_SOMETHING.fullmatch(unit)
    # "un tercio de los hogares de Montevideo": the noun before its own complement.
    whole = re.split(r"\s+(?:de|del|of)\s", share.group("whole"), maxsplit=1)[0] if share else ""
    return whole if PLURAL_WHOLE.fullmatch(whole) else ""

# "se desbordó tres veces … fijado en 15", "de magnitud 6,8, mató a 14": how often, or
# how strong, is not what a later number counts.
TIMES_UNIT = re.compile(r"times|veces|occasions|ocasiones|magnitude|magnitud", re.IGNORECASE)


# "un beneficio de 4,3 millones": millions of money, whose unit is the currency.
MONEY_NOUNS = re.compile(
    r"\b(?:beneficios?|pérdidas?|presupuesto|inversión|deuda|ingresos|facturación|coste|costo|multa|salario|"
    r"sueldo|subvención|ayudas?|fondos?|profits?|loss(?:es)?|budget|investment|debt|revenue|turnover|costs?|"
    r"fines?|salary|bonus|fees?|prize|subsidy|funds?|deficit|déficit|surplus|superávit|sanción|indemnización|"
    r"importe|cuantía|precio|compensation|damages|settlement|payout|price|bill|spending|gasto)$",
    re.IGNORECASE,
)


# "priced at 55,000 won", "1.2 trillion won": South Korea's money after an amount, in a
# text that names the country, closing the amount's phrase ("12 won medals", "100 won a
# seat" and "won nothing" are the verb).
WON_AFTER = re.compile(
    r"\s+won\b(?=\s*(?:[,.;:()]|$)|\s+(?:and|or|per|each|in|on|for|to|from|of|last|this|than|more|less|instead)\b|"
    r"\s+a\s+(?:month|year|week|day|night|head|person)\b)"
)
KOREA = re.compile(r"\b(?:(?:South\s+)?Korean?s?|Seoul|Busan|Incheon|KRW|Corea|(?:sur)?corean[oa]s?|Seúl)\b")


def won_after(text: str, mention, position: int) -> int:
    """Where "won" after the amount `mention` (its words read up to `position`) ends,
    when the word is South Korea's money: an amount of 100 or more with no sign of its
    own, in a text that names Korea; else 0."""
    if mention.currency or mention.percent or mention.measure or mention.value is None or mention.value < 100:
        return 0
    won = WON_AFTER.match(text, position)
    return won.end() if won and KOREA.search(text) else 0



# "The median age in rural counties rose to 47.2", "la edad media es de 46": an age told
# as a statistic of a group counts years (a person's own age is no figure at all).
AGE_STATISTIC_UNIT = re.compile(
    r"(?:(?:the|la|el)\s+)?(?:(?:median|average|mean)\s+age|edad\s+(?:media|mediana|promedio))", re.IGNORECASE
)


def age_statistic_unit(unit: str, language: str) -> str:
    """ "years"/"años" when `unit` names an age statistic of a group ("median age"); else `unit`."""
    if AGE_STATISTIC_UNIT.fullmatch(unit):
        return "años" if language.startswith("es") else "years"
    return unit


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
