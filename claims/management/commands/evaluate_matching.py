"""`manage.py evaluate_matching`: precision and recall of the repeated-claim matcher.

Scores every labelled pair of `claims/matching_pairs.json` (or `--pairs FILE`) with
`claims.matching.similarity` and prints precision and recall at a range of
thresholds, marking the one the product uses (`MATCH_THRESHOLD`). Nothing is read
from or written to the database. `--min-precision` and `--min-recall` make it fail
(exit status 1) when the chosen threshold misses them.
"""

import json
from decimal import Decimal
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from claims.matching import MATCH_THRESHOLD, similarity

PAIRS_FILE = Path(__file__).resolve().parents[2] / "matching_pairs.json"
THRESHOLDS = (0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7)


def load_pairs(path: Path) -> list[dict]:
    try:
        pairs = json.loads(path.read_text(encoding="utf-8"))["pairs"]
        for pair in pairs:
            if not isinstance(pair["a"], str) or not isinstance(pair["b"], str) or not isinstance(pair["same"], bool):
                raise ValueError(f"a pair needs the strings a and b and the boolean same: {pair!r}")
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise CommandError(f"Cannot read the labelled pairs in {path}: {error}") from None
    if not pairs:
        raise CommandError(f"No labelled pairs in {path}.")
    return pairs


def precision_recall(scores: list[tuple[float, bool]], threshold: float) -> tuple[float, float, int]:
    predicted = [same for score, same in scores if score >= threshold]
    true_positives = sum(predicted)
    positives = sum(same for _, same in scores)
    precision = true_positives / len(predicted) if predicted else 1.0
    recall = true_positives / positives if positives else 1.0
    return precision, recall, len(predicted)


def _value(raw) -> Decimal | None:
    return Decimal(str(raw)) if raw not in (None, "") else None


class Command(BaseCommand):
    help = "Precision and recall of the repeated-claim matcher on labelled pairs."
    requires_system_checks = []

    def add_arguments(self, parser):
        parser.add_argument("--pairs", type=Path, default=PAIRS_FILE, help="A JSON file of labelled pairs.")
        parser.add_argument("--min-precision", type=float, help="Fail below this precision at the threshold used.")
        parser.add_argument("--min-recall", type=float, help="Fail below this recall at the threshold used.")

    def handle(self, *args, **options):
        pairs = load_pairs(options["pairs"])
        scores = [
            (
                similarity(
                    pair["a"], pair["b"], a_value=_value(pair.get("a_value")), b_value=_value(pair.get("b_value"))
                ),
                pair["same"],
            )
            for pair in pairs
        ]
        same = sum(label for _, label in scores)
        self.stdout.write(f"{len(pairs)} labelled pairs: {same} the same, {len(pairs) - same} not the same.")
        self.stdout.write(f"{'threshold':>9}  {'matched':>7}  {'precision':>9}  {'recall':>6}")
        for threshold in sorted({*THRESHOLDS, MATCH_THRESHOLD}):
            precision, recall, matched = precision_recall(scores, threshold)
            mark = "  <- used" if threshold == MATCH_THRESHOLD else ""
            self.stdout.write(f"{threshold:>9.2f}  {matched:>7}  {precision:>9.1%}  {recall:>6.1%}{mark}")
        if options["verbosity"] >= 2:
            for (score, label), pair in zip(scores, pairs, strict=True):
                if (score >= MATCH_THRESHOLD) != label:
                    wrong = "missed" if label else "false match"
                    self.stdout.write(f"{wrong} ({score:.2f}): “{pair['a']}” / “{pair['b']}”")
        precision, recall, _ = precision_recall(scores, MATCH_THRESHOLD)
        failures = []
        if options.get("min_precision") is not None and precision < options["min_precision"]:
            failures.append(f"precision {precision:.1%} is below {options['min_precision']:.0%}")
        if options.get("min_recall") is not None and recall < options["min_recall"]:
            failures.append(f"recall {recall:.1%} is below {options['min_recall']:.0%}")
        if failures:
            raise CommandError("The matcher misses its targets: " + "; ".join(failures) + ".")
        self.stdout.write(self.style.SUCCESS(f"At {MATCH_THRESHOLD}: precision {precision:.1%}, recall {recall:.1%}."))
