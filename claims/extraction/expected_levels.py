"""The reference a comparison names: "por encima del 0,4 % que esperaban los analistas",
"below the 2% forecast", "por debajo del 95 % que recomienda la OMS". A number after
"above"/"por encima de" is `more_than` something, unless the sentence names it as the
expectation, threshold or earlier level it is compared with: then that number is given
exactly (`names_a_reference`, asked by `claims.extraction.figure_reader`).
"""

import re

from claims.extraction.end_anchored import guard_window_patterns


# "por encima del 0,4 % que esperaban los analistas", "below the 2% forecast", "por
# debajo del 95 % que recomienda la OMS": the number is the reference the comparison
# names, given exactly.
REFERENCE_ARTICLE_BEFORE = re.compile(r"(?:\bdel|\bde\s+(?:la|los|las)|\bthe)\s+$", re.IGNORECASE)
EXPECTED_AFTER = re.compile(
    r"\s*(?:que\s+(?:esperaban|preveían|pronosticaban|anticipaban|se\s+esperaba|se\s+preveía)|previst[oa]s?|"
    r"esperad[oa]s?|expected|forecast|predicted|that\s+(?:analysts|economists|markets)\s+(?:had\s+)?expected|"
    # "muy por debajo del 95 % que recomienda la OMS", "below the 95% recommended by
    # health authorities": a threshold someone sets, the reference of the comparison.
    r"que\s+(?:recomienda|recomiendan|recomendaba|aconseja|aconsejan|exige|exigen|fija|fijan|establece|establecen)|"
    r"recomendad[oa]s?|recommended|required\s+(?:by|for)|"
    # "por debajo del 82 % registrado en 2019", "muy por debajo del 95 % necesario", "por
    # encima del 30 % que los expertos consideran sostenible", "por debajo del 74 % del
    # año anterior", "que la espera baje de los 90 minutos actuales": a level recorded,
    # needed, current or dated, named by a participle, a relative clause or its time, is
    # the reference the comparison names ("por debajo del 18 % de su capacidad", "por
    # encima del 3 % del PIB" still compare).
    r"registrad[oa]s?|actual(?:es)?|alcanzad[oa]s?|logrado|obtenid[oa]s?|necesari[oa]s?|exigid[oa]s?|requerid[oa]s?|"
    r"fijad[oa]s?|marcad[oa]s?|que\s+(?:(?:los|las|el|la)\s+[a-záéíóúñ]+\s+)?(?:consider|calcul|estim|ve[ní]|pid|fij|"
    r"marc|recomend|exig|necesit|requier|establec|esper|prev)[a-záéíóúñ]*|"
    r"de(?:l|\s+un)\s+(?:año|mes|ejercicio|trimestre|curso)\s+(?:anterior|pasado|previo)|de\s+(?:19|20)\d\d)\b",
    re.IGNORECASE,
)


def names_a_reference(text: str, qualifier_end: int, unit_end: int) -> bool:
    """Whether a compared number is an expectation the sentence names ("above the 0.4%
    analysts expected"), which it then gives exactly."""
    if not REFERENCE_ARTICLE_BEFORE.search(text, max(0, qualifier_end - 12), qualifier_end):
        return False
    # "por debajo del 74 % del año anterior": the unit read runs on over the time that
    # names the reference; it follows the share itself.
    share = SHARE_AT.match(text, qualifier_end)
    return bool(EXPECTED_AFTER.match(text, unit_end) or (share and EXPECTED_AFTER.match(text, share.end())))


SHARE_AT = re.compile(r"[\d.,]+\s?(?:%|por\s+ciento\b)", re.IGNORECASE)


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
