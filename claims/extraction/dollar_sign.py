"""What a bare "$" counts in a Spanish text: pesos where the article is set in a country
whose money is the peso, dollars elsewhere.

The press of Mexico, Chile, Argentina, Colombia, Uruguay, Cuba and the Dominican
Republic writes its own pesos with "$" ("el pan cuesta $1.200") and the US dollar as
"US$" or in words ("dólares"); a Spanish text from Spain, the United States or a
dollarised country (Ecuador, El Salvador, Panamá, Puerto Rico) means dollars by "$". The
country is the one the text names first, in its dateline or its places, people
("chilenos") or money ("pesos"), so that a Chilean story that mentions Washington in
passing still counts pesos. The corpus names that money "pesos", as the texts do.
"""

import re

from claims.extraction.end_anchored import guard_window_patterns
from claims.extraction.places import fold


# Folded: countries, their capitals and largest cities, demonyms, the money itself.
PESO_PLACES = (
    r"mexico|mexican[oa]s?|cdmx|monterrey|tijuana|"
    r"chile|chilen[oa]s?|santiago\s+de\s+chile|valparaiso|antofagasta|temuco|"
    r"argentina|argentin[oa]s?|buenos\s+aires|"
    r"colombia|colombian[oa]s?|bogota|medellin|cali|barranquilla|bucaramanga|"
    r"uruguay|uruguay[oa]s?|montevideo|cuba|cuban[oa]s?|la\s+habana|"
    r"republica\s+dominicana|santo\s+domingo|"
    # The money itself ("el peso" alone is also a weight).
    r"(?:\d[\d.,]*|millones\s+de|mil)\s+pesos"
)
DOLLAR_PLACES = (
    r"estados\s+unidos|ee\.?\s?uu\.?|estadounidenses?|washington|nueva\s+york|miami|"
    r"ecuador|ecuatorian[oa]s?|quito|guayaquil|el\s+salvador|salvadorens[ea]s?|san\s+salvador|"
    r"panama|panamen[oa]s?|puerto\s+ric[oa]|puertorriquen[oa]s?"
)
# "SANTIAGO (EFE) —": a dateline's city in capitals, which also names a city in Spain
# ("Santiago de Compostela") when written in running text.
PESO_DATELINE = re.compile(r"^\s*(?:SANTIAGO|CÓRDOBA|CARTAGENA|GUADALAJARA)\b(?=[^\n]{0,40}[—–-])")

PLACE = re.compile(rf"\b(?:(?P<peso>{PESO_PLACES})|(?P<dollar>{DOLLAR_PLACES}))\b")

PESOS = "pesos"
DOLLARS = "dólares"


def dollar_sign_currency(text: str) -> str:
    """ "pesos" or "dólares": what "$" alone counts in this Spanish text."""
    if PESO_DATELINE.match(text):
        return PESOS
    place = PLACE.search(fold(text))
    return PESOS if place is not None and place.group("peso") else DOLLARS


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
