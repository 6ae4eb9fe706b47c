"""Loading the seed newsroom: the shipped articles, their sources and every claim.

The data lives in `claims/seed/`: one text file per article body and
`newsroom.json` with the sources and the curated claims. A claim names its
exact words (`quote`, plus `occurrence` when the words appear more than once);
the loader finds the offsets in the body, so the data cannot drift from the
text. Loading is idempotent: what is already stored is left exactly as it is
(an editor's later work on a seed claim is never reset).
"""

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

from django.core.exceptions import ValidationError
from django.db import transaction

from claims import figure_links
from claims.models import Article, ArticleState, Claim, FigureValue, TrackedFigure
from sources.models import Source, SourceAlias

SEED_DIR = Path(__file__).resolve().parent / "seed"


class SeedDataError(Exception):
    """The seed data is inconsistent with itself or with the article text."""


@dataclass
class SeedReport:
    created: dict[str, int] = field(default_factory=dict)
    unchanged: dict[str, int] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)

    def count(self, what: str, created: bool) -> None:
        bucket = self.created if created else self.unchanged
        bucket[what] = bucket.get(what, 0) + 1

    @property
    def changed_anything(self) -> bool:
        return any(self.created.values())


def quote_span(*, body: str, quote: str, occurrence: int | None = None) -> tuple[int, int]:
    """The offsets of `quote` in `body`; `occurrence` (1-based) picks among repeats."""
    count = body.count(quote)
    if count == 0:
        raise SeedDataError(f"Quote not found in the article body: “{quote}”")
    if occurrence is None:
        if count > 1:
            raise SeedDataError(f"Quote appears {count} times; give its occurrence: “{quote}”")
        occurrence = 1
    if not 1 <= occurrence <= count:
        raise SeedDataError(f"Quote appears {count} times, not {occurrence}: “{quote}”")
    start = -1
    for _ in range(occurrence):
        start = body.index(quote, start + 1)
    return start, start + len(quote)


def _source_load(data: dict, report: SeedReport, by_slug: dict[str, Source]) -> Source:
    source = Source.objects.filter(slug=data["slug"]).first()
    created = source is None
    if created:
        affiliation_slug = data.get("affiliation")
        source = Source(
            slug=data["slug"],
            name=data["name"],
            kind=data["kind"],
            description=data.get("description", ""),
            affiliation=by_slug[affiliation_slug] if affiliation_slug else None,
            country=data.get("country", ""),
        )
        source.full_clean()
        source.save()
        report.lines.append(f"  source  {source.name} ({source.get_kind_display()})")
    report.count("sources", created)
    existing_aliases = set(source.aliases.values_list("name", flat=True))
    for alias in data.get("aliases", []):
        is_new = alias not in existing_aliases
        if is_new:
            SourceAlias.objects.create(source=source, name=alias)
            existing_aliases.add(alias)
        report.count("aliases", is_new)
    return source


def _sources_in_dependency_order(sources: list[dict]) -> list[dict]:
    """Affiliations first, so a colonel's armed forces exist before he does."""
    by_slug = {data["slug"]: data for data in sources}
    ordered: list[dict] = []
    seen: set[str] = set()

    def visit(data: dict, trail: tuple[str, ...]) -> None:
        slug = data["slug"]
        if slug in seen:
            return
        if slug in trail:
            raise SeedDataError(f"Affiliation cycle: {' → '.join(trail + (slug,))}")
        parent = data.get("affiliation")
        if parent:
            if parent not in by_slug:
                raise SeedDataError(f"Source {slug} names an unknown affiliation {parent}")
            visit(by_slug[parent], trail + (slug,))
        seen.add(slug)
        ordered.append(data)

    for data in sources:
        visit(data, ())
    return ordered


def _claim_load(article: Article, data: dict, sources: dict[str, Source], report: SeedReport) -> None:
    start, end = quote_span(body=article.body, quote=data["quote"], occurrence=data.get("occurrence"))
    exists = Claim.objects.filter(article=article, start=start, end=end).exists()
    if not exists:
        for key in ("source", "via"):
            if data.get(key) and data[key] not in sources:
                raise SeedDataError(f"Claim “{data['quote']}” names an unknown {key} {data[key]}")
        value = data.get("value")
        claim = Claim(
            article=article,
            start=start,
            end=end,
            quote=data["quote"],
            statement=data["statement"],
            kind=data["kind"],
            source=sources.get(data.get("source") or ""),
            attribution=data.get("attribution", ""),
            via=sources.get(data.get("via") or ""),
            value=Decimal(value) if value not in (None, "") else None,
            qualifier=data.get("qualifier", ""),
            unit=data.get("unit", ""),
        )
        try:
            claim.full_clean()
        except ValidationError as error:
            raise SeedDataError(f"Claim “{data['quote']}” is invalid: {error}") from error
        claim.save()
    report.count("claims", not exists)


@transaction.atomic
def newsroom_seed_load(
    *, directory: Path = SEED_DIR, on_progress: Callable[[int, int], None] | None = None
) -> SeedReport:
    """Load the seed newsroom from `directory`; what exists already is kept.

    `on_progress(done, total)` is called after each source and each claim.
    """
    try:
        data = json.loads((directory / "newsroom.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise SeedDataError(f"Cannot read {directory / 'newsroom.json'}: {error}") from error

    total = len(data["sources"]) + sum(len(article["claims"]) for article in data["articles"])
    done = 0

    def advance() -> None:
        nonlocal done
        done += 1
        if on_progress is not None:
            on_progress(done, total)

    report = SeedReport()
    sources: dict[str, Source] = {}
    for source_data in _sources_in_dependency_order(data["sources"]):
        sources[source_data["slug"]] = _source_load(source_data, report, sources)
        advance()

    for article_data in data["articles"]:
        body = (directory / article_data["body_file"]).read_text(encoding="utf-8").rstrip("\n")
        article = Article.objects.filter(slug=article_data["slug"]).first()
        created = article is None
        if created:
            # Only what the text states: no publisher, date, URL or byline.
            article = Article(
                slug=article_data["slug"],
                headline=article_data["headline"],
                language=article_data.get("language", "en"),
                body=body,
                # The seed is the newsroom's published record, not a draft.
                state=ArticleState.PUBLISHED,
            )
            article.full_clean()
            article.save()
        elif article.body != body:
            raise SeedDataError(
                f"The stored article {article.slug} has a different body from the seed text; "
                "it was edited after loading and is left as it is."
            )
        report.count("articles", created)
        before = report.created.get("claims", 0)
        for claim_data in article_data["claims"]:
            _claim_load(article, claim_data, sources, report)
            advance()
        added = report.created.get("claims", 0) - before
        state = "new" if created else "already loaded"
        report.lines.append(
            f"  article {article.headline} ({state}): {len(article_data['claims'])} claims, {added} added"
        )
    for figure_data in data.get("figures", ()):
        _figure_load(figure_data, report)
    return report


def _figure_load(data: dict, report: SeedReport) -> None:
    """A tracked figure and the seed claims that report it; existing links are kept."""
    figure = TrackedFigure.objects.filter(slug=data["slug"]).first()
    created = figure is None
    if created:
        figure = TrackedFigure(
            slug=data["slug"],
            name=data["name"],
            unit=data["unit"],
            subject=data.get("subject", ""),
            place=data.get("place", ""),
            description=data.get("description", ""),
        )
        figure.full_clean()
        figure.save()
    report.count("tracked figures", created)
    for value in data["values"]:
        article = Article.objects.get(slug=value["article"])
        start, end = quote_span(body=article.body, quote=value["quote"], occurrence=value.get("occurrence"))
        claim = Claim.objects.filter(article=article, start=start, end=end).first()
        if claim is None:
            raise SeedDataError(f"No seed claim for the figure {data['slug']}: “{value['quote']}”")
        if not FigureValue.objects.filter(claim=claim).exists():
            try:
                figure_links.figure_link_as_system(claim=claim, figure=figure)
            except ValidationError as error:
                raise SeedDataError(f"Cannot link “{value['quote']}” to {data['slug']}: {error}") from error
