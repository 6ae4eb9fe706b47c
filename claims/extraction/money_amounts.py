"""What a bare amount is in when the money stands just before it.

"Un camión paga hoy más de 48.000 pesos en peajes. Hace tres años pagaba 31.000",
"una bolsa de premios de 240.000 euros, de los que 80.000 fueron para el ganador",
"Ya pago 38 dólares al mes. Con esto serán más de 44", "He used to earn $70 a sack.
Now they pay him 310": a number left with no unit by every rule of its own sentence
(and by `claims.extraction.anaphoric_units`, which carries money only to a change or a
level) counts the money of the figure before it, when:

- that figure is the last one before it that counts anything (a share or a multiple
  between is passed over), and it counts money: a currency's name or sign;
- it stands in the number's sentence or the one before, in the same paragraph, with no
  quotation opening or closing between (a speaker's price and the article's are not read
  into each other; both inside one quotation are);
- the two are of one order, neither more than 20 times the other: "Tickets cost £40.
  Some 9,000 had been sold" is no amount of pounds.

An amount in millions that a fraud, a theft or a payment governs and whose words give no
noun ("un fraude de 7,3 millones en ayudas", "acusados de estafar 3,2 millones" in a
headline), read with a noun from elsewhere in its sentence, counts the money of the same
amount the article names with its currency ("… obtener 7,3 millones de euros en
subvenciones"): `with_money_said_again`; with no same amount, after a word for money received, earned or
paid, the money of the figure before it in its sentence or the one before ("un premio de
cinco millones de dólares … El subcampeón recibe 2,5 millones"). Any other word before it
leaves the noun its sentence gave ("sus visitantes superaron los 3 millones").

In millions, a complement after the scale word is no noun of its own: "superó los 310
millones de dólares, frente a 228 millones de la campaña 2022-2023" counts dólares; nor is
a word for money with its article read as the unit ("pasó de un déficit de 240.000 euros
a un superávit de casi 95.000" counts euros).

A rate of exchange, a bare number priced in another currency ("The rand weakened …,
trading at 18.74 per dollar", "the rupee has recovered to around 298 against the dollar",
"la devaluación del peso, que ha pasado … a más de 4.300 por dólar"), counts the currency
its sentence names as the subject that moves: a currency by name, or any noun a
currency's verb follows ("The meridian has lost almost 7%"): `with_exchange_rate_currency`.

Left alone: a number that counts something of its own ("9,000 tickets", "murieron 12"),
money further back or in another paragraph, a share, a measure of the amount's order (a
measure more than 20 times smaller or larger is passed over: "… 11.000 euros por una
planta que quedó con metro y medio de barro. La obra me ha costado 34.000") or a length
of time before it, and a number whose figure before counts people or things. The currency is carried as
that figure was read ("pesos", "euros", "dólares"), never guessed from the country.
`claims.extraction.figures` calls both once every other unit rule has run.
"""

import re
from dataclasses import replace

from claims.extraction.figure_estimates import beyond_the_sentence_before
from claims.extraction.figure_reader import Figure
from claims.extraction.measure_words import MEASURES, SCALE_WORD_AT_END
from claims.extraction.sentences import sentence_spans
from claims.extraction.unit_kinds import MONEY_NOUNS, MONEY_UNITS, PERCENT_UNIT, TIMES_UNIT

# Currencies by name besides the ones the signs are read as (`unit_kinds.MONEY_UNITS`).
MORE_CURRENCIES = frozenset(
    "quetzales quetzal lempiras lempira guaraníes guaraní colones colón bolívares bolívar córdobas córdoba "
    "won yuanes rand rands ringgit baht kroner kronor krona shekels rupiah lira liras naira "
    "dollar dollars".split()
)

QUOTE_MARKS = re.compile(r"[\"“”«»]")
MAX_RATIO = 20

# "un fraude de", "acusados de estafar", "fined", "embezzled": a word for taking or paying
# money right before the amount.
MONEY_WORD_BEFORE = re.compile(
    r"\b(?:fraudes?|estafas?|estafar|estafaron|estafó|defraudar|defraudaron|defraudó|desfalco|desviar|desvió|"
    r"desviaron|malversar|malversación|robar|robó|robaron|robo|blanquear|blanqueo|cobrar|cobró|pagar|pagó|multa|"
    r"fraud|embezzl(?:e|ed|ing|ement)|defraud(?:ed|ing)?|swindl(?:e|ed|ing)|launder(?:ed|ing)?|stole|steal(?:ing)?|"
    r"fined?|"
    # "recibe 2,5 millones por el subcampeonato", "se embolsa 5 millones", "earned 3
    # million": money received, earned or paid.
    r"recib(?:e|en|ió|ieron|irá|irán|ir|ido)|cobr(?:a|an|aron|ará|arán|ado)|embols(?:a|an|ó|aron|ará|arán|ar)|"
    r"pag(?:a|an|aron|ará|arán|ado)|recaud(?:a|an|ó|aron|ará|arán|ar|ado)|"
    r"earn(?:s|ed)?|pocket(?:s|ed)?|receiv(?:e|es|ed)|paid|pays?)\s+(?:(?:de|of|a|an|some|about|unos|unas)\s+){0,2}$",
    re.IGNORECASE,
)


def _counts_money(unit: str) -> bool:
    head = unit.split()[0].lower() if unit.split() else ""
    return unit in MONEY_UNITS or head in MONEY_UNITS or head in MORE_CURRENCIES


# "228 millones de la campaña anterior", "5 millones del año pasado": after a scale word,
# "de" and a singular article open a complement (whose, when), not the noun counted ("3
# millones de los contribuyentes" is a part of them, counted).
COMPLEMENT_AFTER_SCALE = re.compile(r"\s+(?:del|de\s+(?:la|el|este|esta|ese|esa))\s", re.IGNORECASE)


ARTICLE = re.compile(r"(?:un|una|el|la|a|an|the)\s+", re.IGNORECASE)


def _article_and_money_noun(unit: str) -> bool:
    """ "un superávit", "una multa", "a fine": a word for money with its article."""
    article = ARTICLE.match(unit)
    return bool(article) and bool(MONEY_NOUNS.fullmatch(unit[article.end() :]))


def _is_bare_amount(text: str, figure: Figure) -> bool:
    """A number no rule gave a noun of its own: no unit, or, after a scale word, only a
    complement "de la …" read as one ("frente a 228 millones de la campaña 2022-2023")."""
    if figure.vague or figure.value is None or figure.value <= 0:
        return False
    return (
        not figure.unit
        or bool(
            SCALE_WORD_AT_END.search(text, figure.number_start, figure.number_end)
            and COMPLEMENT_AFTER_SCALE.match(text, figure.number_end)
        )
        # "pasó de un déficit de 240.000 euros a un superávit de casi 95.000": a word for
        # money with its article, read as the unit, says what the amount is, not its currency.
        or _article_and_money_noun(figure.unit)
    )


def with_money_before(text: str, figures: list[Figure]) -> list[Figure]:
    """`figures` with each bare amount counting the money of the figure before it (see
    the module's docstring); an amount so read passes its money on to the next."""
    figures = with_exchange_rate_currency(text, figures)
    for at, figure in enumerate(figures):
        if not _is_bare_amount(text, figure):
            continue
        money = _money_before(text, figure, figures[:at])
        if money is not None:
            figures[at] = replace(figure, unit=money.unit)
    return figures


# "18.74 per dollar", "1.38 per U.S. dollar", "48.6 to the dollar", "298 against the
# dollar", "412.6 per euro", "4.300 por dólar": right after the number, the currency it
# is priced in; also after the end of a change ("de unos 3.900 a más de 4.300 por dólar").
PRICED_IN_AFTER = re.compile(
    r"(?:\s+(?:a|to)\s+(?:(?:más\s+de|menos\s+de|unos|more\s+than|less\s+than|about|around)\s+)?\d[\d.,]*)?"
    r"\s+(?:per|to\s+the|against\s+the|por|frente\s+al)\s+(?:(?:U\.S\.|US|American)\s+)?"
    r"(?:dollar|euro|pound|yen|yuan|dólar)\b",
)
# "The rand weakened", "The Canadian dollar was little changed", "the rupee has
# recovered", "del peso, que ha pasado": the currency that moves, named with its
# article in the number's sentence; a noun no list names counts when a currency's verb
# follows it ("The meridian has lost almost 7%").
# A currency's name, up to two capitalised words before its noun ("the South Sudanese
# pound"), and what may stand between it and its verb ("has also weakened", "sharply fell").
_CURRENCY_NAME = r"(?:[A-Z][a-z]+\s+){0,2}[a-z]+"
_BEFORE_ITS_VERB = r"(?:(?:has|had|have)\s+)?(?:also\s+|[a-z]+ly\s+)?"
CURRENCY_THAT_MOVES = re.compile(
    rf"\b(?:[Tt]he|del|[Ee]l)\s+(?P<currency>{_CURRENCY_NAME})"
    rf"(?=\s+{_BEFORE_ITS_VERB}(?P<verb>weakened|strengthened|depreciated|appreciated|lost|gained|fallen|fell|"
    r"risen|rose|slipped|slid|firmed|eased|recovered|traded|was|is|closed|ended)\b|,\s+que\b)"
)
SENTENCE_START_BEFORE = re.compile(r"(?:^|[.!?]\s+|\n)(?=[^.!?\n]*$)")
# "The pound has also weakened sharply. It traded at around 2,700 to the U.S. dollar",
# "The ZiG, short for Zimbabwe Gold, was launched … It has lost more than half its value
# … and now trades at about 62 to the dollar": "It" opening the rate's sentence is the
# currency that opened the sentence before (a currency by name, or any noun when "It"
# does what only a currency does).
IT_OPENING = re.compile(rf"It\s+{_BEFORE_ITS_VERB}(?P<verb>[a-z]+)\b")
CURRENCY_OPENING = re.compile(rf"(?:[Tt]he)\s+(?P<currency>{_CURRENCY_NAME}|[A-Z][A-Za-z]{{1,5}})\b(?![\w'’-])")


def with_exchange_rate_currency(text: str, figures: list[Figure]) -> list[Figure]:
    """`figures` with each rate of exchange counting the currency that moves in its
    sentence (see the module's docstring)."""
    figures = list(figures)
    for at, figure in enumerate(figures):
        if figure.value is None or figure.vague or figure.end != figure.number_end or PERCENT_UNIT.fullmatch(figure.unit):
            continue
        if not PRICED_IN_AFTER.match(text, figure.number_end):
            continue
        window = max(0, figure.number_start - 300)
        opening = SENTENCE_START_BEFORE.search(text, window, figure.number_start)
        start = opening.end() if opening else window
        for match in reversed(list(CURRENCY_THAT_MOVES.finditer(text, start, figure.number_start))):
            currency = match.group("currency")
            if _a_currency(currency, match.group("verb")):
                figures[at] = replace(figure, unit=currency)
                break
        else:
            currency = _currency_it_names(text, figure.number_start)
            if currency:
                figures[at] = replace(figure, unit=currency)
    return figures


def _currency_it_names(text: str, number_start: int) -> str:
    """The currency "It" opening the number's sentence stands for: the one that opened
    the sentence before, in the same paragraph (see IT_OPENING). The sentences are told
    apart as the splitter does ("against the U.S. dollar" ends none)."""
    spans = sentence_spans(text, max(0, number_start - 600), number_start)
    if len(spans) < 2:
        return ""
    (before_start, before_end), (start, _) = spans[-2][:2], spans[-1][:2]
    it = IT_OPENING.match(text, start)
    if not it or "\n" in text[before_end:start]:
        return ""
    subject = CURRENCY_OPENING.match(text, before_start)
    if not subject:
        return ""
    currency = subject.group("currency")
    return currency if _a_currency(currency, it.group("verb")) else ""


def _a_currency(name: str, verb: str | None) -> bool:
    """Whether `name` is a currency: its noun counts money ("South Sudanese pound",
    "rupees"), or the verb after it says what only a currency does ("The meridian has lost")."""
    head = name.split()[-1]
    return _counts_money(head) or _counts_money(head + "s") or verb in MOVES_ONLY_A_CURRENCY


# The verbs that say a currency moved, whatever noun comes before them.
MOVES_ONLY_A_CURRENCY = frozenset("weakened strengthened depreciated appreciated lost".split())


def _a_measure_of_another_order(figure: Figure, other: Figure) -> bool:
    """ "11.000 euros por una planta baja que quedó con metro y medio de barro. La obra me
    ha costado 34.000": a measure between, more than 20 times smaller or larger than the
    amount, is passed over as a share is (the money before it still has to be of the
    amount's order)."""
    if other.value is None or other.value <= 0 or not MEASURES.fullmatch(other.unit.split()[0] if other.unit else ""):
        return False
    ratio = figure.value / other.value
    return not 1 / MAX_RATIO <= ratio <= MAX_RATIO


def _money_before(text: str, figure: Figure, earlier: list[Figure]) -> Figure | None:
    for other in reversed(earlier):
        if other.end > figure.start or other.vague or not other.unit:
            continue
        if PERCENT_UNIT.fullmatch(other.unit) or TIMES_UNIT.fullmatch(other.unit):
            continue
        if _a_measure_of_another_order(figure, other):
            continue
        between = text[other.end : figure.start]
        if (
            not _counts_money(other.unit)
            or other.value is None
            or other.value <= 0
            or QUOTE_MARKS.search(between)
            or beyond_the_sentence_before(between)
        ):
            return None
        ratio = figure.value / other.value
        return other if 1 / MAX_RATIO <= ratio <= MAX_RATIO else None
    return None


def with_money_said_again(text: str, figures: list[Figure]) -> list[Figure]:
    """`figures` with each amount in millions that names no noun of its own, after a word
    for taking or paying money, counting the money the article gives the same amount in,
    else the money of the last figure before it in its sentence or the one before."""
    money = {}
    for figure in figures:
        if figure.value is not None and _counts_money(figure.unit) and figure.end > figure.number_end:
            money.setdefault(figure.value, figure.unit)
    if not money:
        return figures
    figures = list(figures)
    for at, figure in enumerate(figures):
        if not (
            figure.unit
            and not figure.vague
            and figure.value is not None
            and not _counts_money(figure.unit)
            and figure.end == figure.number_end
            and SCALE_WORD_AT_END.search(text, figure.number_start, figure.number_end)
            and MONEY_WORD_BEFORE.search(text, max(0, figure.number_start - 40), figure.number_start)
        ):
            continue
        unit = money.get(figure.value) or _nearby_money(text, figure, figures[:at])
        if unit:
            figures[at] = replace(figure, unit=unit)
    return figures


def _nearby_money(text: str, figure: Figure, earlier: list[Figure]) -> str:
    """The money of the last figure before `figure` that counts money, in its sentence
    or the one before, in its paragraph; "" when there is none."""
    for other in reversed(earlier):
        between = text[other.end : figure.start]
        if beyond_the_sentence_before(between):
            return ""
        if other.value is not None and _counts_money(other.unit) and other.end > other.number_end:
            return other.unit
    return ""
