"""`manage.py evaluate_extraction`: how well the extractor finds the curated claims.

Runs `claims.extraction.extract` over the seed articles (`claims/seed/articles/*.txt`)
and compares its proposals with the curated claims of `claims/seed/newsroom.json`
(`claims.extraction.evaluation`), with the seed's sources as the known sources. The
seed files, not the database, are the answer key: claims an editor confirms later
(extractor proposals among them) would otherwise grade the extractor on its own
output. Nothing is read from or written to the database. `--min-recall`,
`--min-precision` and `--min-figure-agreement` make it fail (exit status 1) when a
target is missed, so CI can hold the extractor to them.

`--corpus` scores it instead on the extraction corpus (news it was not written for,
`claims.extraction.corpus_evaluation`) against issue 10's goals: speakers of direct
quotes, figures with value, qualifier and unit, false figures and precision.
`--goals` makes a missed goal fail the command.
"""

import json
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from claims.extraction import KnownSource, SourceIndex, extract
from claims.extraction.corpus_evaluation import CORPUS_DIR, GOALS, CorpusError, evaluate_corpus, load_corpus, total
from claims.extraction.evaluation import CuratedClaim, Score, score
from claims.newsroom_seed import SEED_DIR, SeedDataError, quote_span


def _fraction(value: str) -> float:
    number = float(value)
    if not 0 <= number <= 1:
        raise ValueError(value)
    return number


@dataclass(frozen=True)
class SeedArticle:
    slug: str
    body: str
    language: str
    curated: list[CuratedClaim]


def seed_answer_key(directory: Path = SEED_DIR) -> tuple[list[KnownSource], list[SeedArticle]]:
    """The seed's sources and its articles with their curated claims, from the files.

    Bodies and offsets are read exactly as `claims.newsroom_seed` loads them."""
    try:
        data = json.loads((directory / "newsroom.json").read_text(encoding="utf-8"))
        sources = [
            KnownSource(
                key=source["slug"],
                name=source["name"],
                aliases=tuple(source.get("aliases", ())),
                description=source.get("description", ""),
                kind=source.get("kind", ""),
            )
            for source in data["sources"]
        ]
        articles = []
        for article in data["articles"]:
            body = (directory / article["body_file"]).read_text(encoding="utf-8").rstrip("\n")
            curated = []
            for claim in article["claims"]:
                start, end = quote_span(body=body, quote=claim["quote"], occurrence=claim.get("occurrence"))
                value = claim.get("value")
                curated.append(
                    CuratedClaim(
                        start,
                        end,
                        claim["quote"],
                        claim["kind"],
                        Decimal(value) if value not in (None, "") else None,
                        claim.get("qualifier", ""),
                    )
                )
            curated.sort(key=lambda c: (c.start, c.end))
            articles.append(SeedArticle(article["slug"], body, article.get("language", "en"), curated))
    except (OSError, ValueError, KeyError, SeedDataError) as error:
        raise CommandError(f"Cannot read the seed claims in {directory}: {error}") from None
    return sources, articles


# The options that hold the seed's score to a threshold.
SEED_THRESHOLDS = ("min_recall", "min_precision", "min_figure_agreement")


class Command(BaseCommand):
    help = "Compare the extractor's proposals with the curated claims of the seed articles."
    # The seed files are the answer key: no database, so no checks of one.
    requires_system_checks = []

    def add_arguments(self, parser):
        parser.add_argument("--min-recall", type=_fraction, help="Fail below this recall (0–1).")
        parser.add_argument("--min-precision", type=_fraction, help="Fail below this precision (0–1).")
        parser.add_argument(
            "--min-figure-agreement",
            type=_fraction,
            help="Fail below this share of curated figures matched with their value and qualifier (0–1).",
        )
        parser.add_argument(
            "--seed-dir",
            type=Path,
            default=SEED_DIR,
            help="Directory holding newsroom.json and the article texts (default: claims/seed).",
        )

        parser.add_argument(
            "--corpus",
            action="store_true",
            help="Score on the extraction corpus (news the rules were not written for) instead of the seed.",
        )
        parser.add_argument(
            "--corpus-dir",
            type=Path,
            help="Score on this directory of corpus texts and annotations (implies --corpus; "
            "default: claims/extraction/corpus).",
        )
        parser.add_argument("--goals", action="store_true", help="With --corpus: fail when a goal is missed.")

    def handle(self, *args, **options):
        if options["corpus_dir"] is not None:
            options["corpus"] = True
        if options["corpus"]:
            options["corpus_dir"] = options["corpus_dir"] or CORPUS_DIR
            return self._corpus(options)
        if options["goals"]:
            raise CommandError(
                "--goals applies to the corpus (--corpus); on the seed, set the thresholds with "
                "--min-recall, --min-precision and --min-figure-agreement."
            )
        sources, articles = seed_answer_key(options["seed_dir"])
        articles = [article for article in articles if article.curated]
        if not articles:
            raise CommandError(f"The seed in {options['seed_dir']} has no curated claims to compare with.")
        known = SourceIndex(sources)
        total = Score()
        rows = []
        for article in sorted(articles, key=lambda a: a.slug):
            proposals = extract(article.body, known, language=article.language)
            result = score(proposals, article.curated)
            rows.append((article.slug, result))
            total = total + result
        self._table(rows + [("TOTAL", total)])
        if options["verbosity"] >= 2:
            self._details(rows)
        self._check(total, options)

    def _corpus(self, options) -> None:
        thresholds = [name for name in SEED_THRESHOLDS if options[name] is not None]
        if thresholds:
            flags = ", ".join("--" + name.replace("_", "-") for name in thresholds)
            raise CommandError(f"{flags} apply to the seed; the corpus is held to its goals with --goals.")
        try:
            texts = load_corpus(options["corpus_dir"])
        except CorpusError as error:
            raise CommandError(f"Cannot read the corpus: {error}") from None
        if not texts:
            raise CommandError(f"No annotated texts in {options['corpus_dir']}.")
        results = evaluate_corpus(texts)
        overall = total(results)
        width = max(len(text.name) for text, _ in results)
        self.stdout.write(
            f"{'text':<{width}}  {'claims':>6}  {'recall':>6}  {'precision':>9}  "
            f"{'speakers':>8}  {'figures':>7}  {'false':>5}"
        )
        for name, result in [(text.name, result) for text, result in results] + [("TOTAL", overall)]:
            self.stdout.write(
                f"{name:<{width}}  {result.claims:>6}  {result.recall:>6.1%}  {result.precision:>9.1%}  "
                f"{f'{result.quotes_right}/{result.quotes}':>8}  "
                f"{f'{result.figures_right}/{result.figures}':>7}  {result.false_figures:>5}"
            )
        if options["verbosity"] >= 2:
            for name, failure in overall.failures:
                self.stdout.write(f"{name}: {failure}")
        summary = (
            f"{len(texts)} texts: speakers {overall.speakers:.1%} (goal {GOALS['speakers']:.0%}), "
            f"figures {overall.figure_agreement:.1%} (goal {GOALS['figures']:.0%}), "
            f"false figures {overall.false_figures} (goal {GOALS['false_figures']}), "
            f"precision {overall.precision:.1%} (goal {GOALS['precision']:.0%}), recall {overall.recall:.1%}."
        )
        missed = overall.misses()
        if missed and options["goals"]:
            raise CommandError(f"{summary} Goals missed: {'; '.join(missed)}.")
        self.stdout.write(self.style.SUCCESS(summary) if not missed else summary)

    def _table(self, rows: list[tuple[str, Score]]) -> None:
        width = max(len(name) for name, _ in rows)
        self.stdout.write(
            f"{'article':<{width}}  {'curated':>7}  {'found':>5}  {'recall':>6}  "
            f"{'proposed':>8}  {'overlap':>7}  {'precision':>9}  {'figures':>9}"
        )
        for name, result in rows:
            self.stdout.write(
                f"{name:<{width}}  {result.curated:>7}  {result.found:>5}  {result.recall:>6.1%}  "
                f"{result.proposals:>8}  {result.overlapping:>7}  {result.precision:>9.1%}  "
                f"{f'{result.figures_agreeing}/{result.figures}':>9}"
            )

    def _details(self, rows: list[tuple[str, Score]]) -> None:
        for name, result in rows:
            for claim in result.missed:
                self.stdout.write(f"{name}: missed [{claim.kind}] “{claim.quote}”")
            for claim, hits in result.wrong_figures:
                found = ", ".join(f"{p.value} {p.qualifier}".strip() for p in hits) or "nothing"
                self.stdout.write(
                    f"{name}: figure “{claim.quote}” is {claim.value} {claim.qualifier}; proposed {found}"
                )

    def _check(self, total: Score, options) -> None:
        failures = []
        targets = (
            ("recall", total.recall, options.get("min_recall")),
            ("precision", total.precision, options.get("min_precision")),
            ("figure agreement", total.figure_agreement, options.get("min_figure_agreement")),
        )
        for label, achieved, target in targets:
            if target is not None and achieved < target:
                failures.append(f"{label} {achieved:.1%} is below the target {target:.0%}")
        if failures:
            raise CommandError("Extraction misses its targets: " + "; ".join(failures) + ".")
        self.stdout.write(
            self.style.SUCCESS(
                f"Recall {total.recall:.1%}, precision {total.precision:.1%}, "
                f"figures {total.figures_agreeing}/{total.figures} with the right value and qualifier."
            )
        )
