"""How fast claim extraction runs: articles per second, and one 1,000-word article.

Generates a corpus of articles from sentence templates (figures with qualifiers,
quotations with their speakers, reported statements, plain narrative) with a fixed
random seed, so every run measures the same text, then times `extract()` over it.

    DEBUG=1 .venv/bin/python bench/bench_extraction.py [--articles 200] [--words 1000]
"""

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from claims.extraction import KnownSource, extract  # noqa: E402
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=200)
    parser.add_argument("--words", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20190301)
    parser.add_argument(
        "--known-sources", type=int, default=2000, help="How many sources the newsroom already knows."
    )
    args = parser.parse_args()

    rng = random.Random(args.seed)
    corpus = [article(rng, args.words) for _ in range(args.articles)]
    known = [KnownSource(key=str(i), name=name, kind="person") for i, name in enumerate(PEOPLE)] + [
        KnownSource(key=f"b{i}", name=name.removeprefix("the "), kind="government_body")
        for i, name in enumerate(BODIES)
    ]
    # A newsroom's other sources, so that name matching is measured at a realistic size.
    known += [
        KnownSource(
            key=f"k{i}", name=f"Person{i} Surname{i % 997}", aliases=(f"Surname{i % 997}",), kind="person"
        )
        for i in range(max(0, args.known_sources - len(known)))
    ]
    words = sum(len(text.split()) for text in corpus)

    extract(corpus[0], known)  # warm up imports and compiled patterns
    timings = []
    proposals = 0
    started = time.perf_counter()
    with command_progress(sys.stderr, total=len(corpus), label="extracting", unit="article") as progress:
        for text in corpus:
            one = time.perf_counter()
            proposals += len(extract(text, known))
            timings.append(time.perf_counter() - one)
            progress.advance()
    elapsed = time.perf_counter() - started

    print(f"{len(known):,} known sources")
    print(f"{len(corpus)} articles, {words:,} words, {proposals:,} proposals in {elapsed:.2f} s")
    print(f"{len(corpus) / elapsed:.1f} articles per second, {words / elapsed:,.0f} words per second")
    print(
        f"one {args.words:,}-word article: median {statistics.median(timings) * 1000:.0f} ms, "
        f"slowest {max(timings) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
