"""A synthetic newsroom of any size, for benchmarks and load tests.

`newsroom_generate(claims=N)` adds articles (a quarter in Spanish), sources
with aliases, and N claims anchored to their exact sentence in the article
body (valid spans), of every kind, with figures for statistics, and statuses
mixed as a working newsroom's are: most unverified, some in review, a fifth
with a verdict, its summary, evidence and review history.

Rows are made in Python from a seeded random generator (the same seed gives
the same newsroom) and written in batches: by `COPY … FROM STDIN` on
PostgreSQL (a million claims in a few minutes), by `bulk_create` elsewhere.
Every column of each model is written, from the model's own field list, so a
new field with a default needs no change here. The database's triggers do the
rest as for any other write: status totals, and on SQLite search. The change
log (`claims.history`) is paused: a generated newsroom is nobody's edit.

PostgreSQL, where the database does most of the work, is spared the per-row
part of it:
- claims are copied into a temporary table, then inserted from it with their
  search documents and source sort keys computed for the whole batch by one
  join (`SEARCH_DOCUMENT_EXPRESSION`, the trigger's own formula; the key as
  `claims.source_sort` makes it), the per-row triggers being off for the
  transaction: their lookups cost four times the document itself;
- when the load at least doubles the claims (and is large), the secondary
  indexes and foreign keys of claims, evidence and history are dropped and
  rebuilt at the end, a sort and a join each, instead of a million random
  index insertions and a million deferred key checks.
Both happen inside the one transaction: a failure leaves the database as it was.
"""

import datetime
import random
from collections.abc import Callable
from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.core.management.color import no_style
from django.db import connection, models, transaction
from django.utils import timezone

from claims.history import history_paused
from claims.models import VERDICTS, Article, ArticleState, Claim, ClaimKind, Evidence, ReviewEntry, Stance, Status
from claims.search import FOLD_SQL, SEARCH_DOCUMENT_EXPRESSION
from claims.source_sort import NO_SOURCE
from sources.models import Source, SourceAlias, SourceKind
from sources.name_keys import source_name_keys_rebuild

BATCH = 20_000
# Below this many new claims (or when the table already holds more), indexes
# and keys are kept: rebuilding them over the table would cost more.
REBUILD_FROM = 100_000
DOCUMENT_TRIGGER = "claims_claim_search_document"
SORT_TRIGGER = "claims_claim_source_sort"
GENERATOR_USERNAME = "newsroom-generator"

FIRST = (
    "Ana Juan María José Luis Carmen Pedro Laura Carlos Elena Diego Sofía Andrés Lucía Miguel Isabel Jorge "
    "Valentina Rafael Gabriela Daniel Paula Alejandro Marta Fernando Rosa Tomás Clara Ricardo Julia Pablo "
    "Irene Manuel Teresa Sergio Patricia Óscar Beatriz Hugo Inés John Mary James Sarah David Emma Michael "
    "Olivia Robert Grace William Helen Thomas Alice Richard Karen Joseph Nancy Charles Ruth"
).split()
LAST = (
    "García Rodríguez Martínez Hernández López González Pérez Sánchez Ramírez Torres Flores Rivera Gómez "
    "Díaz Reyes Cruz Morales Ortiz Gutiérrez Chávez Ramos Ruiz Jiménez Mendoza Álvarez Castillo Romero "
    "Herrera Medina Aguilar Vargas Castro Guzmán Muñoz Rojas Salazar Peña Núñez Smith Johnson Williams "
    "Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin Jackson Thompson White Harris "
    "Clark Lewis Walker Hall Young King Wright Scott Green Baker Adams Nelson Hill Campbell Mitchell"
).split()
ROLES_EN = ("minister", "spokesperson", "governor", "mayor", "colonel", "senator", "economist", "director")
ROLES_ES = ("ministra", "portavoz", "gobernador", "alcaldesa", "coronel", "senador", "economista", "director")
BODIES = (
    "Ministry of Health",
    "Central Bank",
    "Electoral Council",
    "Armed Forces",
    "Statistics Institute",
    "Teachers Union",
    "Chamber of Commerce",
    "Red Cross",
    "Port Authority",
    "National Assembly",
)
PLACES = (
    "Caracas",
    "Bogotá",
    "Maracaibo",
    "Valencia",
    "Cúcuta",
    "Mérida",
    "Barquisimeto",
    "Quito",
    "Lima",
    "Medellín",
    "Cali",
    "Panamá",
    "Táchira",
    "Zulia",
    "Apure",
    "Bolívar",
    "Sucre",
    "Aragua",
    "Lara",
    "Falcón",
)
TOPICS_EN = (
    "soldiers defected",
    "teachers went on strike",
    "hospitals ran out of insulin",
    "prices rose",
    "voters registered",
    "families crossed the border",
    "schools closed",
    "workers lost their jobs",
    "patients waited for surgery",
    "tonnes of food arrived",
    "homes lost power",
    "refinery output fell",
    "journalists were detained",
    "buses stopped running",
    "nurses resigned",
    "wells dried up",
)
TOPICS_ES = (
    "soldados desertaron",
    "maestros fueron a la huelga",
    "hospitales se quedaron sin insulina",
    "precios subieron",
    "votantes se inscribieron",
    "familias cruzaron la frontera",
    "escuelas cerraron",
    "trabajadores perdieron su empleo",
    "pacientes esperaron una cirugía",
    "toneladas de comida llegaron",
    "hogares se quedaron sin luz",
    "periodistas fueron detenidos",
    "enfermeras renunciaron",
)
FILLER_EN = (
    "The situation has worsened since the start of the year.",
    "Officials did not respond to requests for comment.",
    "Residents described long queues outside shops.",
    "The figures could not be independently confirmed.",
)
FILLER_ES = (
    "La situación ha empeorado desde principios de año.",
    "Las autoridades no respondieron a las solicitudes de comentarios.",
    "Los vecinos describieron largas colas frente a las tiendas.",
    "Las cifras no pudieron ser confirmadas de forma independiente.",
)
KINDS = [ClaimKind.STATISTIC] * 4 + [ClaimKind.EVENT] * 2 + [ClaimKind.ALLEGATION, ClaimKind.FACT, ClaimKind.QUOTE]
STATUSES = (
    [Status.UNVERIFIED] * 70
    + [Status.IN_REVIEW] * 10
    + [Status.VERIFIED] * 8
    + [Status.MISLEADING] * 5
    + [Status.FALSE] * 4
    + [Status.UNVERIFIABLE] * 3
)


@dataclass
class GenerationReport:
    articles: int = 0
    sources: int = 0
    claims: int = 0
    evidence: int = 0
    reviews: int = 0


def _columns(model) -> list:
    return [field for field in model._meta.concrete_fields]


class _Writer:
    """Rows (dicts by attname) into one model's table, in batches: COPY on
    PostgreSQL, bulk_create elsewhere. Missing values take the field's default."""

    def __init__(
        self,
        model,
        *,
        before: Callable[[], None] | None = None,
        after: Callable[[int], None] | None = None,
        table: str | None = None,
        copied: Callable[[], None] | None = None,
    ):
        self.model = model
        self.before, self.after = before, after
        # PostgreSQL: COPY into `table` (default the model's), then call `copied`.
        self.table, self.copied = table or connection.ops.quote_name(model._meta.db_table), copied
        self.fields = _columns(model)
        self.rows: list[dict] = []
        self.written = 0

    def add(self, row: dict) -> None:
        self.rows.append(row)
        if len(self.rows) >= BATCH:
            self.flush()

    def _values(self, row: dict) -> tuple:
        return tuple(row[f.attname] if f.attname in row else f.get_default() for f in self.fields)

    def flush(self) -> None:
        if not self.rows:
            return
        if self.before:
            self.before()
        if connection.vendor == "postgresql":
            names = ", ".join(connection.ops.quote_name(f.column) for f in self.fields)
            with connection.cursor() as cursor:
                with cursor.cursor.copy(f"COPY {self.table} ({names}) FROM STDIN") as copy:
                    for row in self.rows:
                        copy.write_row(self._values(row))
            if self.copied:
                self.copied()
        else:
            objects = [
                self.model(**dict(zip([f.attname for f in self.fields], self._values(r), strict=True)))
                for r in self.rows
            ]
            self.model.objects.bulk_create(objects, batch_size=500)
        self.written += len(self.rows)
        self.rows = []
        if self.after:
            self.after(self.written)


def _next_id(model) -> int:
    return (model.objects.aggregate(top=models.Max("pk"))["top"] or 0) + 1


def _sentence_en(rng, source_name, role, n, topic, place, year):
    return (
        f"{source_name}, the {role}, said {n:,} {topic} in {place} in {year}.",
        f"{n:,} {topic} in {place} in {year}.",
    )


def _sentence_es(rng, source_name, role, n, topic, place, year):
    return (
        f"{source_name}, {role}, dijo que {n:,} {topic} en {place} en {year}.".replace(",", "."),
        f"{n:,} {topic} en {place} en {year}.".replace(",", "."),
    )


def newsroom_generate(
    *,
    claims: int,
    articles: int | None = None,
    sources: int | None = None,
    seed: int = 1,
    progress: Callable[[str, int, int], None] | None = None,
) -> GenerationReport:
    """Add a synthetic newsroom of `claims` claims (about 50 per article, 200 per source)."""
    rng = random.Random(seed)
    articles = articles or max(1, claims // 50)
    sources = sources or max(2, claims // 200)
    report = GenerationReport()
    progress = progress or (lambda what, done, total: None)
    now = timezone.now()
    actor, _ = get_user_model().objects.get_or_create(
        username=GENERATOR_USERNAME, defaults={"is_active": False, "password": "!"}
    )
    postgres = connection.vendor == "postgresql"
    rebuilt = (Claim, Evidence, ReviewEntry)
    # Synthetic rows are nobody's edit: the change log (claims.history) is paused.
    with history_paused(), transaction.atomic():
        rebuild: list[str] = []
        if postgres and claims >= REBUILD_FROM and claims >= Claim.objects.count():
            rebuild = _indexes_and_keys_drop(rebuilt)
        if postgres:
            _claims_staging_create()
        source_rows = _sources_write(rng, sources, now, report)
        _articles_and_claims_write(rng, articles, claims, source_rows, actor.pk, now, report, progress)
        with connection.cursor() as cursor:
            for sql in connection.ops.sequence_reset_sql(no_style(), [Source, SourceAlias, Article, *rebuilt]):
                cursor.execute(sql)
            if postgres:
                cursor.execute(f"DROP TABLE {STAGING}")
                # Checks the deferred keys now: a table with pending checks cannot be altered.
                cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
                for trigger in (DOCUMENT_TRIGGER, SORT_TRIGGER):
                    cursor.execute(f"ALTER TABLE {Claim._meta.db_table} ENABLE TRIGGER {trigger}")
            if rebuild:
                cursor.execute("SET LOCAL maintenance_work_mem = '256MB'")
            for done, statement in enumerate(rebuild):
                progress("indexes and keys", done, len(rebuild))
                cursor.execute(statement)
            if rebuild:
                progress("indexes and keys", len(rebuild), len(rebuild))
    if postgres:
        with connection.cursor() as cursor:
            # Rows copied in are not yet marked all-visible: until a vacuum sets the
            # visibility map, every index-only scan (the lists' deferred joins, the
            # counts) also reads the table, and a fresh 1M newsroom pages 1.5-2x
            # slower than it will once autovacuum has passed. VACUUM cannot run inside
            # a transaction (a caller's, as in most tests): there, statistics only.
            cursor.execute("ANALYZE" if connection.in_atomic_block else "VACUUM (ANALYZE)")
    return report


# ------------------------------------------------------------------ PostgreSQL

STAGING = "newsroom_generated_claims"


def _indexes_and_keys_drop(models_) -> list[str]:
    """Drop the foreign keys and the indexes that back no constraint of the
    models' tables; return the statements that make them again (indexes first:
    a key is then checked with them)."""
    indexes, keys = [], []
    with connection.cursor() as cursor:
        for model in models_:
            table = connection.ops.quote_name(model._meta.db_table)
            cursor.execute(
                "SELECT pg_get_indexdef(ix.indexrelid), 'DROP INDEX ' || ix.indexrelid::regclass::text"
                "  FROM pg_index ix WHERE ix.indrelid = %s::regclass"
                "   AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = ix.indexrelid)",
                [table],
            )
            for create, drop in cursor.fetchall():
                cursor.execute(drop)
                indexes.append(create)
            cursor.execute(
                "SELECT quote_ident(conname), pg_get_constraintdef(oid) FROM pg_constraint"
                " WHERE conrelid = %s::regclass AND contype = 'f'",
                [table],
            )
            for name, definition in cursor.fetchall():
                cursor.execute(f"ALTER TABLE {table} DROP CONSTRAINT {name}")
                keys.append(f"ALTER TABLE {table} ADD CONSTRAINT {name} {definition}")
    return indexes + keys


def _claims_staging_create() -> None:
    with connection.cursor() as cursor:
        cursor.execute(f"CREATE TEMPORARY TABLE {STAGING} (LIKE {Claim._meta.db_table} INCLUDING DEFAULTS)")
        for trigger in (DOCUMENT_TRIGGER, SORT_TRIGGER):
            cursor.execute(f"ALTER TABLE {Claim._meta.db_table} DISABLE TRIGGER {trigger}")


def _claims_from_staging() -> None:
    """The copied batch into the claims table with its search documents and
    source sort keys, as the triggers would make them (a generated source has
    at most one alias, so the aliases' order, which the trigger leaves
    unspecified, cannot differ)."""
    columns = ", ".join(connection.ops.quote_name(f.column) for f in _columns(Claim))
    selected = ", ".join(
        f"coalesce('0' || {FOLD_SQL.format('n.name')}, '{NO_SOURCE}')"
        if f.attname == "source_sort"
        else f"c.{connection.ops.quote_name(f.column)}"
        for f in _columns(Claim)
    )
    document = SEARCH_DOCUMENT_EXPRESSION.format(
        cfg="coalesce(newsroom_search_config(a.language), 'newsroom_en'::regconfig)",
        statement="c.statement",
        quote="c.quote",
        names="n.names",
        unit="c.unit",
    )
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {Claim._meta.db_table} ({columns}, search_document)"
            f" SELECT {selected}, {document} FROM {STAGING} c"
            f" LEFT JOIN {Article._meta.db_table} a ON a.id = c.article_id"
            f" LEFT JOIN (SELECT s.id, s.name, s.name || ' ' || coalesce(string_agg(al.name, ' '), '') AS names"
            f"   FROM {Source._meta.db_table} s LEFT JOIN {SourceAlias._meta.db_table} al ON al.source_id = s.id"
            f"   WHERE s.id IN (SELECT source_id FROM {STAGING}) GROUP BY s.id) n ON n.id = c.source_id"
        )
        cursor.execute(f"TRUNCATE {STAGING}")


def _sources_write(rng, count, now, report) -> list[tuple[int, str, str]]:
    sources, aliases = _Writer(Source), _Writer(SourceAlias)
    first_id, alias_id = _next_id(Source), _next_id(SourceAlias)
    rows = []
    for n in range(count):
        pk = first_id + n
        if n % 5 == 4:
            name, kind, role = f"{rng.choice(BODIES)} of {rng.choice(PLACES)}", SourceKind.GOVERNMENT_BODY, "office"
        else:
            name, kind, role = f"{rng.choice(FIRST)} {rng.choice(LAST)} {rng.choice(LAST)}", SourceKind.PERSON, ""
        sources.add(
            {
                "id": pk,
                "name": name,
                "slug": f"source-{pk}",
                "kind": kind,
                "description": role,
                "affiliation_id": None,
                "country": "Venezuela",
                "created_at": now,
                "updated_at": now,
            }
        )
        if n % 3 == 0:
            aliases.add(
                {
                    "id": alias_id,
                    "source_id": pk,
                    "name": name.split()[-1] if kind == SourceKind.PERSON else name.split()[0],
                }
            )
            alias_id += 1
        rows.append((pk, name, kind))
    sources.flush()
    aliases.flush()
    # Written by COPY, which sends no signal: their name keys, for imports to find them.
    source_name_keys_rebuild()
    report.sources = sources.written
    return rows


def _articles_and_claims_write(rng, n_articles, n_claims, source_rows, actor_id, now, report, progress):
    # A claim's search document is computed on insert from its article's
    # language: the articles go out before each batch of claims.
    articles = _Writer(Article)
    staged = {"table": STAGING, "copied": _claims_from_staging} if connection.vendor == "postgresql" else {}
    claims = _Writer(Claim, before=articles.flush, after=lambda done: progress("claims", done, n_claims), **staged)
    evidence, reviews = _Writer(Evidence), _Writer(ReviewEntry)
    article_id, claim_id = _next_id(Article), _next_id(Claim)
    evidence_id, review_id = _next_id(Evidence), _next_id(ReviewEntry)
    base, per_article = divmod(n_claims, n_articles)
    start_day = datetime.date(2019, 1, 1)
    for a in range(n_articles):
        spanish = rng.random() < 0.25
        sentence, fillers, roles, topics = (
            (_sentence_es, FILLER_ES, ROLES_ES, TOPICS_ES)
            if spanish
            else (_sentence_en, FILLER_EN, ROLES_EN, TOPICS_EN)
        )
        count = base + (1 if a < per_article else 0)
        parts, spans, offset = [], [], 0
        for _ in range(count):
            source_pk, source_name, _kind = rng.choice(source_rows)
            n, topic, place = rng.randint(2, 250_000), rng.choice(topics), rng.choice(PLACES)
            text, statement = sentence(rng, source_name, rng.choice(roles), n, topic, place, rng.randint(2015, 2026))
            if rng.random() < 0.3:
                filler = rng.choice(fillers) + " "
                parts.append(filler)
                offset += len(filler)
            parts.append(text + " ")
            spans.append((offset, offset + len(text), text, statement, source_pk, n, topic))
            offset += len(text) + 1
        body = "".join(parts).strip() or rng.choice(fillers)
        published = start_day + datetime.timedelta(days=rng.randint(0, 2700))
        headline = f"{spans[0][6].capitalize() if spans else 'News'} in {rng.choice(PLACES)}"
        articles.add(
            {
                "id": article_id,
                "headline": headline,
                "slug": f"article-{article_id}",
                "publisher_id": None,
                "url": "",
                "published_on": published,
                "byline": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
                "language": "es" if spanish else "en",
                "body": body,
                "created_at": now,
                "updated_at": now,
                "state": ArticleState.PUBLISHED,
            }
        )
        for start, end, text, statement, source_pk, n, topic in spans:
            kind = rng.choice(KINDS)
            status = rng.choice(STATUSES)
            created = now - datetime.timedelta(minutes=rng.randint(60, 3_000_000))
            verdict_at = created + datetime.timedelta(minutes=rng.randint(30, 50_000)) if status in VERDICTS else None
            proposed = status == Status.UNVERIFIED and rng.random() < 0.03
            row = {
                "id": claim_id,
                "article_id": article_id,
                "start": start,
                "end": end,
                "quote": text,
                "statement": statement,
                "kind": kind,
                "source_id": source_pk,
                "attribution": "said",
                "via_id": None,
                "value": n if kind == ClaimKind.STATISTIC else None,
                "qualifier": "exact" if kind == ClaimKind.STATISTIC else "",
                "unit": topic.split()[0] if kind == ClaimKind.STATISTIC else "",
                "status": status,
                "summary_draft": "",
                "verdict_summary": f"Checked against official records: rated {status}." if verdict_at else "",
                "verdict_at": verdict_at,
                "assignee_id": None,
                "version": 1,
                "proposed": proposed,
                "confidence": 0.8 if proposed else None,
                "created_at": created,
                "updated_at": verdict_at or created,
            }
            claims.add(row)
            if status != Status.UNVERIFIED:
                review_at = created + datetime.timedelta(minutes=10)
                reviews.add(
                    {
                        "id": review_id,
                        "claim_id": claim_id,
                        "actor_id": actor_id,
                        "created_at": review_at,
                        "from_status": Status.UNVERIFIED,
                        "to_status": Status.IN_REVIEW,
                        "note": "",
                        "summary": "",
                    }
                )
                review_id += 1
                if verdict_at:
                    reviews.add(
                        {
                            "id": review_id,
                            "claim_id": claim_id,
                            "actor_id": actor_id,
                            "created_at": verdict_at,
                            "from_status": Status.IN_REVIEW,
                            "to_status": status,
                            "note": "",
                            "summary": row["verdict_summary"],
                        }
                    )
                    review_id += 1
                    if status != Status.UNVERIFIABLE:
                        evidence.add(
                            {
                                "id": evidence_id,
                                "claim_id": claim_id,
                                "url": f"https://example.org/records/{claim_id}",
                                "reference": "",
                                "title": f"Official record {claim_id}",
                                "summary": "The official count.",
                                "stance": Stance.CONTRADICTS if status == Status.FALSE else Stance.SUPPORTS,
                                "source_id": None,
                                "added_by_id": actor_id,
                                "created_at": verdict_at,
                            }
                        )
                        evidence_id += 1
            claim_id += 1
        article_id += 1
    # Parents before children: articles, then claims, then what hangs on claims.
    articles.flush()
    claims.flush()
    evidence.flush()
    reviews.flush()
    report.articles, report.claims = articles.written, claims.written
    report.evidence, report.reviews = evidence.written, reviews.written
