"""Benchmark: re-anchoring every claim of an article after a correction (claims.reanchoring).

Builds articles of about 1,000, 4,000 and 16,000 words from the extraction
corpus's texts (claims/extraction/corpus/*.txt; past its ~5,000 words, copies marked every third word), with a
claim on one phrase of every third sentence, and applies four corrections to
each: a paragraph inserted at the top, a typo fixed inside ten claims, a
paragraph deleted, a paragraph moved to the end. Prints the median time of
`anchors_place` for each correction and size, how the claims came out, and
the ratio of each size's time to the smallest (roughly linear in the text
when the edits are local).

    .venv/bin/python bench/bench_reanchoring.py [--repeat 5]
"""

import argparse
import re
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from claims.reanchoring import Anchor, anchors_place  # noqa: E402

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--repeat", type=int, default=5)
args = parser.parse_args()

CORPUS = "\n".join(
    path.read_text(encoding="utf-8").strip() for path in sorted((ROOT / "claims/extraction/corpus").glob("*.txt"))
)


def article(words: int) -> str:
    paragraphs, count = [], 0
    source = [p for p in CORPUS.split("\n") if p.strip()]
    i = 0
    while count < words:
        paragraph = source[i % len(source)]
        if repetition := i // len(source):
            # The corpus again, each copy marked every third word so that its phrases differ.
            paragraph = " ".join(
                f"{word} r{repetition}" if n % 3 == 2 else word for n, word in enumerate(paragraph.split())
            )
        paragraphs.append(paragraph)
        count += len(paragraph.split())
        i += 1
    return "\n".join(paragraphs)


def anchors(body: str) -> list[Anchor]:
    found = []
    for n, sentence in enumerate(re.finditer(r"[^.\n]+[.\n]", body)):
        words = sentence.group().split()
        if n % 3 or len(words) < 8:
            continue
        quote = " ".join(words[2:7])
        start = body.find(quote, sentence.start())
        # Only words found once: the corpus repeats, and a repeated quote
        # would be found again elsewhere when its paragraph goes.
        if start == -1 or body.count(quote) > 1:
            continue
        found.append(Anchor(len(found) + 1, start, start + len(quote), quote))
    return found


def corrections(body: str, claims: list[Anchor]) -> dict[str, str]:
    paragraphs = body.split("\n")
    typo_fixed = body
    for anchor in sorted(claims[:: max(1, len(claims) // 10)][:10], key=lambda a: -a.start):
        typo_fixed = typo_fixed[: anchor.end - 1] + "x" + typo_fixed[anchor.end :]
    middle = len(paragraphs) // 2
    return {
        "insert at top": "An editor's note added at the top.\n" + body,
        "typos in 10 claims": typo_fixed,
        "paragraph deleted": "\n".join(paragraphs[:middle] + paragraphs[middle + 1 :]),
        "paragraph moved": "\n".join(paragraphs[:middle] + paragraphs[middle + 1 :] + [paragraphs[middle]]),
    }


baseline: dict[str, float] = {}
print(f"{'words':>6} {'claims':>6}  {'correction':<20} {'median ms':>9} {'ratio':>6}  outcome")
for words in (1000, 4000, 16000):
    body = article(words)
    claims = anchors(body)
    for name, new in corrections(body, claims).items():
        times = []
        for _ in range(args.repeat):
            began = time.perf_counter()
            placements = anchors_place(old=body, new=new, anchors=claims)
            times.append(time.perf_counter() - began)
        median = statistics.median(times) * 1000
        baseline.setdefault(name, median)
        outcome = Counter(
            "detached" if p.detached else "changed" if p.words_changed else "moved" if p.moved else "same"
            for p in placements
        )
        shown = ", ".join(f"{count} {kind}" for kind, count in sorted(outcome.items()))
        print(f"{words:>6} {len(claims):>6}  {name:<20} {median:>9.1f} {median / baseline[name]:>6.1f}  {shown}")
