"""Places named in running text: countries, their provinces and states, world regions.

A place is never a speaker's source and never what "he" or "she" refers to, so the
extractor needs to know one when it sees one: "Southeast Asia", "Buenos Aires",
"Castilla y León", "Reino Unido". Country names (in English and Spanish) and the
names of their subdivisions come from pycountry's copy of ISO 3166, which is kept
up to date and ships its data inside the package (no download at run time); world
regions and compass-point prefixes are listed here. Names are compared folded (no
case, no accents), and the lists are loaded once per process, on first use.
"""

import gettext
import re
import unicodedata
from functools import lru_cache

import pycountry

from claims.extraction.end_anchored import guard_window_patterns

REGIONS = frozenset(
    """africa asia europe america americas oceania antarctica arctic caribbean pacific atlantic
    mediterranean balkans andes amazon amazonia sahel maghreb patagonia scandinavia siberia
    caucasus levant gulf middle-east
    áfrica américa europa oceanía caribe pacífico atlántico mediterráneo balcanes amazonía
    oriente""".split()
)
# "Southeast Asia", "North Africa", "Latin America", "el sudeste asiático".
COMPASS = frozenset(
    """north south east west northern southern eastern western central northeast northwest
    southeast southwest latin sub-saharan norte sur este oeste centro noreste noroeste sudeste
    sureste suroeste sudoeste""".split()
)
# Subdivision names that are far more often something else in news: a surname, a first
# name, a common word or a bank.
NOT_PLACES = frozenset(
    """cesar meta sucre magdalena santander bolivar cordoba valencia victoria georgia jordan
    chad guadalupe mercedes florida colon amazonas central capital norte sur este oeste centro
    washington lincoln madison jackson""".split()
)


@lru_cache(maxsize=1)
def place_names() -> frozenset[str]:
    """Every country and subdivision name, folded."""
    names: set[str] = set()
    try:
        spanish = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["es"])
    except OSError:
        spanish = gettext.NullTranslations()
    for country in pycountry.countries:
        for attribute in ("name", "common_name", "official_name"):
            value = getattr(country, attribute, None)
            if value:
                names.add(fold(value))
                names.add(fold(spanish.gettext(value)))
    for subdivision in pycountry.subdivisions:
        names.add(fold(re.sub(r"\s*\[.*?\]|\s*\(.*?\)", "", subdivision.name)))
    return frozenset(name for name in names if name not in NOT_PLACES)


@lru_cache(maxsize=4096)
def is_place(name: str) -> bool:
    """Whether a name (without a leading article) names a place: "Southeast Asia",
    "Buenos Aires", "the United Kingdom", "Andalucía"."""
    folded = fold(name).strip()
    folded = re.sub(r"^(?:the|el|la|los|las)\s+", "", folded)
    folded = re.sub(r"'s?$", "", folded)
    if not folded:
        return False
    if folded in place_names():
        return True
    words = folded.split()
    if words[-1] in REGIONS and all(w in COMPASS or w in REGIONS for w in words):
        return True
    return len(words) >= 2 and words[0] in COMPASS and " ".join(words[1:]) in place_names()


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Lower case without accents (as `claims.extraction.names.fold`, which uses this
    module and so cannot be imported here)."""
    decomposed = unicodedata.normalize("NFKD", text.replace("’", "'"))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


# The patterns searched at the end of a window, ruled out by its last word first.
guard_window_patterns(globals())
