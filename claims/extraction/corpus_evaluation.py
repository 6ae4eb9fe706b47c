"""The extraction corpus: news texts the extractor was not written for, and its score on them.

`claims/extraction/corpus/` holds pairs of files, `<name>.txt` (an article body) and
`<name>.json` (every claim an editor would keep in it, with its speaker and figure; the
format is in that folder's README). The seed newsroom's story is kept out of it, so that
the score says how the rules do on news they have not seen.

`evaluate_corpus()` runs `claims.extraction.extract` over every text and measures what
issue 10 sets goals for:

- speakers: of the direct quotes, the share whose proposal names the right speaker
  (or no one, when the text names no one);
- figures: of the statistics, the share with an overlapping proposal of the same value
  and qualifier and a unit that names the same thing (a share annotated as a fraction,
  0.5 of the members, is its percentage, 50 %; a rounded share, "a third" as 33.3 %, is
  exact or approximately);
- false figures: proposals with a value that overlap no statistic (ages, dates, years,
  phone numbers, page furniture read as figures);
- precision: the share of proposals that overlap a claim an editor would keep;
- recall: the share of claims that some proposal overlaps.

Nothing is read from or written to the database.
"""

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path

from claims.extraction import KnownSource, Proposal, SourceIndex, extract
from claims.extraction.evaluation import overlaps
from claims.extraction.names import fold
from claims.models import ClaimKind, Qualifier
from claims.newsroom_seed import SeedDataError, quote_span

CORPUS_DIR = Path(__file__).resolve().parent / "corpus"

# Issue 10's goals on news the extractor has not seen.
GOALS = {
    "speakers": 0.90,
    "figures": 0.95,
    "false_figures": 0,
    "precision": 0.85,
}

LANGUAGES = ("en", "es")


class CorpusError(ValueError):
    """A corpus file that cannot be read or does not match its text."""


@dataclass(frozen=True)
class CorpusClaim:
    start: int
    end: int
    quote: str
    kind: str
    speaker: str | None = None
    value: Decimal | None = None
    qualifier: str = ""
    unit: str = ""


@dataclass(frozen=True)
class CorpusText:
    name: str
    language: str
    topic: str
    body: str
    claims: tuple[CorpusClaim, ...]
    sources: tuple[KnownSource, ...] = ()


@dataclass
class CorpusScore:
    """The comparison for one text, or the sum over several."""

    claims: int = 0
    found: int = 0
    proposals: int = 0
    overlapping: int = 0
    quotes: int = 0
    quotes_right: int = 0
    figures: int = 0
    figures_right: int = 0
    false_figures: int = 0
    # (text name, what went wrong), for the detailed report.
    failures: list[tuple[str, str]] = field(default_factory=list)

    @property
    def recall(self) -> float:
        return self.found / self.claims if self.claims else 1.0

    @property
    def precision(self) -> float:
        return self.overlapping / self.proposals if self.proposals else 1.0

    @property
    def speakers(self) -> float:
        return self.quotes_right / self.quotes if self.quotes else 1.0

    @property
    def figure_agreement(self) -> float:
        return self.figures_right / self.figures if self.figures else 1.0

    def __add__(self, other: "CorpusScore") -> "CorpusScore":
        counts = {
            name: getattr(self, name) + getattr(other, name)
            for name in (
                "claims",
                "found",
                "proposals",
                "overlapping",
                "quotes",
                "quotes_right",
                "figures",
                "figures_right",
                "false_figures",
            )
        }
        return CorpusScore(**counts, failures=self.failures + other.failures)

    def misses(self) -> list[str]:
        """The goals this score does not meet, as sentences."""
        missed = []
        if self.speakers < GOALS["speakers"]:
            missed.append(f"speakers {self.speakers:.1%} < {GOALS['speakers']:.0%}")
        if self.figure_agreement < GOALS["figures"]:
            missed.append(f"figures {self.figure_agreement:.1%} < {GOALS['figures']:.0%}")
        if self.false_figures > GOALS["false_figures"]:
            missed.append(f"false figures {self.false_figures} > {GOALS['false_figures']}")
        if self.precision < GOALS["precision"]:
            missed.append(f"precision {self.precision:.1%} < {GOALS['precision']:.0%}")
        return missed


# --- reading the corpus -------------------------------------------------------------------


def load_corpus(directory: Path = CORPUS_DIR) -> list[CorpusText]:
    """Every text of the corpus with its claims, in name order."""
    texts = []
    for annotation in sorted(Path(directory).glob("*.json")):
        texts.append(load_text(annotation))
    return texts


def load_text(annotation: Path) -> CorpusText:
    name = annotation.stem
    body_file = annotation.with_suffix(".txt")
    try:
        data = json.loads(annotation.read_text(encoding="utf-8"))
        body = body_file.read_text(encoding="utf-8").rstrip("\n")
    except (OSError, ValueError) as error:
        raise CorpusError(f"{name}: {error}") from None
    if not isinstance(data, dict):
        raise CorpusError(f"{name}: the annotation must be a JSON object")
    language = data.get("language")
    if language not in LANGUAGES:
        raise CorpusError(f"{name}: language must be one of {', '.join(LANGUAGES)}, not {language!r}")
    claims = tuple(sorted((_claim(name, body, item) for item in data.get("claims", ())), key=_position))
    if not claims:
        raise CorpusError(f"{name}: no claims annotated")
    sources = tuple(
        KnownSource(
            key=source.get("slug") or fold(source["name"]).replace(" ", "-"),
            name=source["name"],
            aliases=tuple(source.get("aliases", ())),
            kind=source.get("kind", ""),
        )
        for source in data.get("sources", ())
    )
    return CorpusText(name, language, str(data.get("topic", "")), body, claims, sources)


def _position(claim: CorpusClaim) -> tuple[int, int]:
    return claim.start, claim.end


def _claim(name: str, body: str, item: dict) -> CorpusClaim:
    try:
        quote = item["quote"]
        kind = item["kind"]
    except (KeyError, TypeError):
        raise CorpusError(f"{name}: every claim needs a quote and a kind: {item!r}") from None
    if kind not in ClaimKind.values:
        raise CorpusError(f"{name}: unknown kind {kind!r} for “{quote}”")
    try:
        start, end = quote_span(body=body, quote=quote, occurrence=item.get("occurrence"))
    except SeedDataError as error:
        raise CorpusError(f"{name}: {error}") from None
    value = item.get("value")
    qualifier = item.get("qualifier", "")
    unit = item.get("unit", "")
    if value not in (None, ""):
        try:
            value = Decimal(str(value))
        except InvalidOperation:
            raise CorpusError(f"{name}: value {item['value']!r} is not a number for “{quote}”") from None
        if kind != ClaimKind.STATISTIC:
            raise CorpusError(f"{name}: only a statistic has a value: “{quote}”")
        if qualifier not in Qualifier.values:
            raise CorpusError(f"{name}: qualifier {qualifier!r} is not one of {Qualifier.values} for “{quote}”")
        if not unit:
            raise CorpusError(f"{name}: a statistic needs its unit: “{quote}”")
    else:
        value = None
        if kind == ClaimKind.STATISTIC:
            raise CorpusError(f"{name}: a statistic needs its value: “{quote}”")
    return CorpusClaim(start, end, quote, kind, item.get("speaker") or None, value, qualifier, unit)


# --- scoring --------------------------------------------------------------------------------

PERCENT = re.compile(r"^(?:%|per\s*cent|percent|por\s*ciento|porcentaje)$")


# A currency's sign and its name are one unit: "£" is "pounds", "S/" is "soles". A bare
# "$" is the sign of the dollar and of the peso (Mexico, Colombia, Chile, Argentina …):
# the annotation may keep the sign where the extractor names the country's currency.
CURRENCY_SIGNS = {
    "£": {"pound"},
    "$": {"dollar", "peso"},
    "us$": {"dollar"},
    "c$": {"dollar"},
    "a$": {"dollar"},
    "nz$": {"dollar"},
    "hk$": {"dollar"},
    "nt$": {"dollar"},
    "s$": {"dollar"},
    "ec$": {"dollar"},
    "mx$": {"peso"},
    "s/": {"sol"},
    "€": {"euro"},
    "eur": {"euro"},
    "usd": {"dollar"},
    "rs": {"rupee"},
    "₹": {"rupee"},
    "p": {"penny"},
    # Other countries' signs (`claims.extraction.numbers.CURRENCY_SIGNS`): "Sh" is the
    # shilling, "₡" the colón, "¥" the yen, "₲" the guaraní, "b/." the balboa.
    "sh": {"shilling"},
    "ksh": {"shilling"},
    "₡": {"colon"},
    "¥": {"yen"},
    "₲": {"guarani"},
    "b/.": {"balboa"},
    "₦": {"naira"},
}
# The same unit by another name: Spanish "dólares" and "libras", "pence" for "p", a
# scale's name for its letter ("34 C", "93 F").
SAME_UNIT_WORDS = {
    "dolar": "dollar",
    "dolares": "dollar",
    "libra": "pound",
    "libras": "pound",
    "rupees": "rupee",
    "rupia": "rupee",
    "rupias": "rupee",
    "pence": "penny",
    "celsius": "c",
    "fahrenheit": "f",
    "grado": "degree",
    "grados": "degree",
}
# The scales a temperature is told in: "°C" is a degree, but no degree Fahrenheit.
TEMPERATURE_SCALES = frozenset({"c", "f"})


def _unit_words(unit: str) -> set[str]:
    folded = fold(unit).strip()
    if PERCENT.match(folded):
        return {"%"}
    # "por ciento de los pacientes": the two-word sign is one word here.
    folded = re.sub(r"\b(?:por|per)\s*(?:ciento|cent)\b", "%", folded)
    # "°C", "°F": a degree of its scale ("33C" annotated "degrees", "grados").
    words = {"degree"} if "°" in folded else set()
    for word in re.findall(r"b/\.|[\w%$€£₹¥₡₲₦]+/?", folded):
        if word in CURRENCY_SIGNS:
            words |= CURRENCY_SIGNS[word]
            continue
        word = word.rstrip("/")
        if word in SAME_UNIT_WORDS:
            words.add(SAME_UNIT_WORDS[word])
        elif PERCENT.match(word):
            words.add("%")
        elif len(word) > 3 and word.endswith("es"):
            # "buses"/"bus" and "acres"/"acre": either plural may drop "es" or "s".
            words |= {word[:-2], word[:-1]}
        elif len(word) > 2 and word.endswith("s"):
            words.add(word[:-1])
        else:
            words.add(word)
    return words


def same_unit(expected: str, proposed: str) -> bool:
    """Whether a proposed unit names what the annotated one does: a shared word, and
    the same scale where both name a temperature's."""
    expected_words, proposed_words = _unit_words(expected), _unit_words(proposed)
    scales = expected_words & TEMPERATURE_SCALES, proposed_words & TEMPERATURE_SCALES
    if all(scales) and not scales[0] & scales[1]:
        return False
    return bool(proposed.strip()) and bool(expected_words & proposed_words)


# A share may be annotated as the fraction it is ("half of its members": 0.5 members) or as
# the percentage the corpus writes (50 %): a proposal in per cent of the fraction's hundredfold,
# to the nearest whole point ("a third": 0.33, 0.333 or 33.3), is the same figure.
SHARE_TOLERANCE = Decimal("0.5")
# A share whose percentage is rounded ("a third": 33.3) is exactly the share and
# approximately the percentage: either qualifier states it.
ROUNDED_SHARES = frozenset(
    (Decimal(100) * n / d).quantize(Decimal("0.1")) for d in (3, 6, 7, 9, 12) for n in range(1, d) if (100 * n) % d
)
ROUNDING_QUALIFIERS = frozenset({"exact", "approximately"})


def _same_qualifier(claim: CorpusClaim, proposal: Proposal) -> bool:
    if proposal.qualifier == claim.qualifier:
        return True
    return (
        {proposal.qualifier, claim.qualifier} <= ROUNDING_QUALIFIERS
        and (proposal.value or 0) in ROUNDED_SHARES
        and "%" in _unit_words(proposal.unit)
    )


def same_figure(claim: CorpusClaim, proposal: Proposal) -> bool:
    """Whether a proposal states the annotated figure: its value, qualifier and unit."""
    if proposal.value is None or not _same_qualifier(claim, proposal):
        return False
    if proposal.value == claim.value:
        return same_unit(claim.unit, proposal.unit)
    return (
        0 < claim.value < 1
        and "%" in _unit_words(proposal.unit)
        and abs(claim.value * 100 - proposal.value) <= SHARE_TOLERANCE
    )


def _name_words(name: str) -> set[str]:
    return {word for word in re.findall(r"\w+", fold(name)) if len(word) > 1}


def same_speaker(expected: str | None, proposed: str | None) -> bool:
    """The same person: no one for no one, else one name's words within the other's."""
    if expected is None or proposed is None:
        return expected is None and proposed is None
    want, got = _name_words(expected), _name_words(proposed)
    return bool(want and got) and (want <= got or got <= want)


def _best(claim: CorpusClaim, hits: Sequence[Proposal]) -> Proposal | None:
    quotes = [p for p in hits if p.kind == ClaimKind.QUOTE] or list(hits)
    if not quotes:
        return None
    return max(quotes, key=lambda p: min(p.end, claim.end) - max(p.start, claim.start))


def score_text(text: CorpusText, proposals: Sequence[Proposal]) -> CorpusScore:
    result = CorpusScore(claims=len(text.claims), proposals=len(proposals))
    statistics = [c for c in text.claims if c.value is not None]
    for claim in text.claims:
        hits = [p for p in proposals if overlaps(p.start, p.end, claim.start, claim.end)]
        if hits:
            result.found += 1
        else:
            result.failures.append((text.name, f"missed [{claim.kind}] “{claim.quote}”"))
        if claim.kind == ClaimKind.QUOTE:
            result.quotes += 1
            best = _best(claim, hits)
            if best is not None and same_speaker(claim.speaker, best.speaker):
                result.quotes_right += 1
            elif best is not None:
                result.failures.append(
                    (text.name, f"speaker of “{_short(claim.quote)}” is {claim.speaker}; proposed {best.speaker}")
                )
        if claim.value is not None:
            result.figures += 1
            if any(same_figure(claim, p) for p in hits):
                result.figures_right += 1
            else:
                found = "; ".join(f"{p.value} {p.qualifier} {p.unit!r}" for p in hits if p.value is not None)
                result.failures.append(
                    (
                        text.name,
                        f"figure “{_short(claim.quote)}” is {claim.value} {claim.qualifier} {claim.unit!r}; "
                        f"proposed {found or 'no figure'}",
                    )
                )
    for proposal in proposals:
        if any(overlaps(proposal.start, proposal.end, c.start, c.end) for c in text.claims):
            result.overlapping += 1
        else:
            result.failures.append((text.name, f"unwanted [{proposal.kind}] “{_short(proposal.quote)}”"))
        if proposal.value is not None and not any(
            overlaps(proposal.start, proposal.end, c.start, c.end) for c in statistics
        ):
            result.false_figures += 1
            result.failures.append(
                (text.name, f"false figure {proposal.value} {proposal.unit!r} in “{_short(proposal.quote)}”")
            )
    return result


def _short(quote: str, limit: int = 90) -> str:
    return quote if len(quote) <= limit else quote[: limit - 1] + "…"


def evaluate_corpus(texts: Iterable[CorpusText] | None = None) -> list[tuple[CorpusText, CorpusScore]]:
    """Each text with its score; the corpus folder when no texts are given."""
    texts = load_corpus() if texts is None else texts
    results = []
    for text in texts:
        proposals = extract(text.body, SourceIndex(list(text.sources)), language=text.language)
        results.append((text, score_text(text, proposals)))
    return results


def total(results: Iterable[tuple[CorpusText, CorpusScore]]) -> CorpusScore:
    overall = CorpusScore()
    for _, result in results:
        overall = overall + result
    return overall
