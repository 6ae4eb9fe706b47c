"""`manage.py evaluate_extraction`: how well the extractor finds the curated claims.

Runs `claims.extraction.extract` over every stored article that has curated claims
(claims an editor made or confirmed, `proposed=False`) and compares its proposals
with them (`claims.extraction.evaluation`). It reads only: the extractor runs on the
bodies in memory and nothing is written. `--min-recall`, `--min-precision` and
`--min-figure-agreement` make it fail (exit status 1) when a target is missed, so
CI can hold the extractor to them.
"""

from django.core.management.base import BaseCommand, CommandError
from django.db.models import Prefetch

from claims.extraction import SourceIndex, extract
from claims.extraction.evaluation import CuratedClaim, Score, score
from claims.importing import known_sources
from claims.models import Article, Claim


def _fraction(value: str) -> float:
    number = float(value)
    if not 0 <= number <= 1:
        raise ValueError(value)
    return number


class Command(BaseCommand):
    help = "Compare the extractor's proposals with the curated claims of the stored articles."

    def add_arguments(self, parser):
        parser.add_argument("--min-recall", type=_fraction, help="Fail below this recall (0–1).")
        parser.add_argument("--min-precision", type=_fraction, help="Fail below this precision (0–1).")
        parser.add_argument(
            "--min-figure-agreement",
            type=_fraction,
            help="Fail below this share of curated figures matched with their value and qualifier (0–1).",
        )

    def handle(self, *args, **options):
        curated_claims = Claim.objects.filter(proposed=False).order_by("start", "end")
        articles = list(
            Article.objects.filter(claims__proposed=False)
            .distinct()
            .order_by("slug")
            .prefetch_related(Prefetch("claims", queryset=curated_claims, to_attr="curated"))
        )
        if not articles:
            raise CommandError(
                "No article has curated claims to compare with. Load some first, e.g. `manage.py load_newsroom`."
            )
        known = SourceIndex(known_sources())
        total = Score()
        rows = []
        for article in articles:
            proposals = extract(article.body, known, language=article.language)
            curated = [
                CuratedClaim(c.start, c.end, c.quote, c.kind, c.value, c.qualifier) for c in article.curated
            ]
            result = score(proposals, curated)
            rows.append((article.slug, result))
            total = total + result
        self._table(rows + [("TOTAL", total)])
        if options["verbosity"] >= 2:
            self._details(rows)
        self._check(total, options)

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
