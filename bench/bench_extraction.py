"""How fast claim extraction runs: articles per second, and one 1,000-word article,
with the seed's few known sources and with a newsroom that knows many.

Generates a corpus of articles from sentence templates (figures with qualifiers,
quotations with their speakers, reported statements, plain narrative) with a fixed
random seed, so every run measures the same text, then times `extract()` over it
twice, article by article in turns so that both runs share the machine's load:

- the baseline: the 10 sources the articles name, as a small newsroom knows them;
- `--sources N` known sources (people with a surname alias, bodies with their
  initials), looked up as an import does: the words of each article find the
  sources that can be named in it (`claims.extraction.sources.source_keys`, the
  in-process stand-in for `sources.SourceNameKey`'s indexed column), and only
  those are indexed for it.

Rates are per second of CPU time (`time.process_time`): one core's worth, however
busy the machine is; wall-clock time is printed beside them.

    DEBUG=1 .venv/bin/python bench/bench_extraction.py [--articles 200] [--words 1000] [--sources 20000]
"""

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from claims.extraction import KnownSource, SourceIndex, extract  # noqa: E402
from claims.extraction.sources import source_keys, text_keys  # noqa: E402
from claims.management.progress import command_progress  # noqa: E402

PEOPLE = ["Ana Morales", "Luis Herrera", "Carmen Vidal", "Tomás Reyes", "Julia Ortega", "Peter Hall"]
ROLES = ["the health minister", "a senior army officer", "the opposition leader", "the mayor of Tunja"]
BODIES = ["the Interior Ministry", "the national police", "the electoral council", "Human Rights Watch"]
OUTLETS = ["El Tiempo", "Reuters", "the BBC", "El País"]
NOUNS = [
    "soldiers",
    "protesters",
    "families",
    "doctors",
    "members of the armed forces",
    "voters",
    "officials",
]
QUALIFIERS = ["more than", "about", "nearly", "at least", "up to", "fewer than", "some", "over", ""]
NUMBERS = [
    "235,000",
    "1,200",
    "3.5 million",
    "two dozen",
    "one thousand",
    "ninety",
    "4,500",
    "a thousand",
    "17",
]
VERBS = ["fled", "were detained", "have defected", "signed the petition", "joined the march"]
DAYS = ["on Monday", "last week", "in January", "since February 23", "on Saturday"]

TEMPLATES = [
    "{qualifier} {number} {noun} {verb} {day}, reports {body}.",
    "“We will not accept this,” {person} told {outlet}. “The people have spoken.”",
    "According to {body}, {qualifier} {number} {noun} {verb}.",
    "{person}, {role}, said that {qualifier} {number} {noun} {verb} {day}.",
    "{person} alleges that the police beat {number} {noun} {day}.",
    "The march began {day} in the capital and ended peacefully near the cathedral.",
    "“There is a lot of fear,” says {person}. “Nobody knows what happens next.”",
    "Ninety percent of {noun} support the plan, {body} said.",
    "He added that dozens of {noun} were still missing.",
    "The number of {noun} that {body} puts at {number} has doubled since 2013.",
    "Prices rose by 3.5% in March, the fastest pace in a decade.",
    "{person} was a sergeant in the national guard from 1997 until 2013.",
]


def article(rng: random.Random, words: int) -> str:
    paragraphs, paragraph, count = [], [], 0
    while count < words:
        sentence = rng.choice(TEMPLATES).format(
            qualifier=rng.choice(QUALIFIERS),
            number=rng.choice(NUMBERS),
            noun=rng.choice(NOUNS),
            verb=rng.choice(VERBS),
            day=rng.choice(DAYS),
            person=rng.choice(PEOPLE),
            role=rng.choice(ROLES),
            body=rng.choice(BODIES),
            outlet=rng.choice(OUTLETS),
        )
        sentence = " ".join(sentence.split())
        sentence = sentence[0].upper() + sentence[1:]
        paragraph.append(sentence)
        count += len(sentence.split())
        if len(paragraph) >= rng.randint(2, 4):
            paragraphs.append(" ".join(paragraph))
            paragraph = []
    if paragraph:
        paragraphs.append(" ".join(paragraph))
    return "\n".join(paragraphs)


FIRST = ["Marta", "Jorge", "Lucía", "Pablo", "Elena", "David", "Sara", "Hugo", "Irene", "Adam", "Grace", "Omar"]
SYLLABLES = ["bar", "lo", "men", "ti", "quez", "dan", "ri", "vel", "so", "gar", "ne", "cas", "tor", "mi", "lan"]
BODY_WORDS = ["Agency", "Institute", "Council", "Commission", "Authority", "Foundation", "Office", "Board"]


def many_sources(count: int, rng: random.Random) -> list[KnownSource]:
    """`count` made-up sources: people with their surname as an alias, and bodies
    with their initials; made-up surnames, so that none is named in the articles."""
    sources = []
    for i in range(count):
        surname = "".join(rng.choice(SYLLABLES) for _ in range(3)).capitalize()
        if i % 4:
            name = f"{rng.choice(FIRST)} {surname}"
            sources.append(KnownSource(key=f"k{i}", name=name, aliases=(surname,), kind="person"))
        else:
            name = f"{surname} {rng.choice(BODY_WORDS)} of {rng.choice(SYLLABLES).capitalize()}{i}"
            initials = "".join(word[0] for word in name.split() if word[0].isupper()) + str(i)
            sources.append(KnownSource(key=f"k{i}", name=name, aliases=(initials,), kind="organization"))
    return sources


class KeyedSources:
    """Sources looked up by the words of their names, as `sources.SourceNameKey`
    does in the database: each article is read against the few that can match."""

    def __init__(self, sources: list[KnownSource]):
        self.by_word: dict[str, list[KnownSource]] = {}
        for source in sources:
            for key in source_keys(source):
                self.by_word.setdefault(key, []).append(source)

    def for_text(self, text: str) -> SourceIndex:
        found = {}
        for word in text_keys(text):
            for source in self.by_word.get(word, ()):
                found[source.key] = source
        return SourceIndex(list(found.values()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=200)
    parser.add_argument("--words", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20190301)
    parser.add_argument("--sources", type=int, default=20000, help="How many sources the big newsroom knows.")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    corpus = [article(rng, args.words) for _ in range(args.articles)]
    seed_sources = [KnownSource(key=str(i), name=name, kind="person") for i, name in enumerate(PEOPLE)] + [
        KnownSource(key=f"b{i}", name=name.removeprefix("the "), kind="government_body")
        for i, name in enumerate(BODIES)
    ]
    small = KeyedSources(seed_sources)
    big = KeyedSources(seed_sources + many_sources(max(0, args.sources - len(seed_sources)), rng))
    words = sum(len(text.split()) for text in corpus)

    extract(corpus[0], small.for_text(corpus[0]))  # warm up imports and compiled patterns
    # The big newsroom reads each article first: the phrase caches (`functools.lru_cache`
    # on speaker phrases and names) then hold nothing from the same text.
    runs = {"big": (big, []), "seed": (small, [])}
    proposals = dict.fromkeys(runs, 0)
    with command_progress(sys.stderr, total=len(corpus), label="extracting", unit="article") as progress:
        for text in corpus:
            for name, (sources, timings) in runs.items():
                cpu, wall = time.process_time(), time.perf_counter()
                proposals[name] += len(extract(text, sources.for_text(text)))
                timings.append((time.process_time() - cpu, time.perf_counter() - wall))
            progress.advance()

    print(f"{len(corpus)} articles of about {args.words:,} words ({words:,} words)")
    rates = {}
    for name, label in (("seed", f"{len(seed_sources)} known sources"), ("big", f"{args.sources:,} known sources")):
        cpu = [c for c, _ in runs[name][1]]
        wall = sum(w for _, w in runs[name][1])
        rates[name] = len(corpus) / sum(cpu)
        print(
            f"{label}: {rates[name]:.1f} articles per CPU second ({len(corpus) / wall:.1f} per wall second), "
            f"median {statistics.median(cpu) * 1000:.0f} ms, slowest {max(cpu) * 1000:.0f} ms, "
            f"{proposals[name]:,} proposals"
        )
    print(f"{args.sources:,} sources against {len(seed_sources)}: {rates['big'] / rates['seed']:.2f}× the rate")
    goal = "met" if rates["big"] >= 50 else "NOT met"
    print(f"goal, at least 50 articles per second with {args.sources:,} sources: {goal}")


if __name__ == "__main__":
    main()
