"""Every proposal the extractor makes on the corpus, the seed articles and the
benchmark's generated articles, written to JSON or compared with a file written
before: a change meant only to make extraction faster must leave them identical.

    DEBUG=1 .venv/bin/python bench/extraction_proposals.py --write /tmp/before.json
    # ... change the rules ...
    DEBUG=1 .venv/bin/python bench/extraction_proposals.py --check /tmp/before.json

`--check` prints the first texts that differ and exits with status 1 if any does.
"""

import argparse
import dataclasses
import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "newsroom.settings")

import django  # noqa: E402

django.setup()

from bench.bench_extraction import PEOPLE, BODIES, article  # noqa: E402
from claims.extraction import KnownSource, SourceIndex, extract  # noqa: E402
from claims.extraction.corpus_evaluation import load_corpus  # noqa: E402
from claims.management.commands.evaluate_extraction import seed_answer_key  # noqa: E402


def texts(generated: int) -> list[tuple[str, str, SourceIndex, str]]:
    """(name, body, known sources, language) for every text the rules are checked on."""
    found = []
    for text in load_corpus():
        found.append((f"corpus/{text.name}", text.body, SourceIndex(list(text.sources)), text.language))
    sources, articles = seed_answer_key()
    seed_index = SourceIndex(sources)
    for seed_article in articles:
        found.append((f"seed/{seed_article.slug}", seed_article.body, seed_index, seed_article.language))
    rng = random.Random(20190301)
    bench_index = SourceIndex(
        [KnownSource(key=str(i), name=name, kind="person") for i, name in enumerate(PEOPLE)]
        + [
            KnownSource(key=f"b{i}", name=name.removeprefix("the "), kind="government_body")
            for i, name in enumerate(BODIES)
        ]
    )
    for i in range(generated):
        found.append((f"bench/{i}", article(rng, 1000), bench_index, "en"))
    return found


def proposals(generated: int) -> dict[str, list[dict]]:
    return {
        name: [
            {k: str(v) if k == "value" and v is not None else v for k, v in dataclasses.asdict(p).items()}
            for p in extract(body, index, language=language)
        ]
        for name, body, index, language in texts(generated)
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--write", type=Path, help="Write every proposal to this JSON file.")
    action.add_argument("--check", type=Path, help="Compare every proposal with this JSON file.")
    parser.add_argument("--generated", type=int, default=30, help="How many of the benchmark's articles.")
    args = parser.parse_args()

    found = proposals(args.generated)
    if args.write:
        args.write.write_text(json.dumps(found, ensure_ascii=False, indent=1), encoding="utf-8")
        print(f"{sum(map(len, found.values())):,} proposals in {len(found)} texts written to {args.write}")
        return
    expected = json.loads(args.check.read_text(encoding="utf-8"))
    differing = [name for name in sorted(expected.keys() | found.keys()) if expected.get(name) != found.get(name)]
    for name in differing[:5]:
        before, after = expected.get(name) or [], found.get(name) or []
        print(f"{name}: {len(before)} proposals before, {len(after)} now")
        for old, new in zip(before, after, strict=False):
            if old != new:
                print(f"  before: {old}\n  now:    {new}")
                break
    print(f"{len(found) - len(differing)} of {len(found)} texts identical")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
