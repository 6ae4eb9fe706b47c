"""Status totals: how many claims have each status, read from a summary table.

The home page, article and source pages and the API's source tally show how
many claims have each status. Counting them on every request costs a full
`GROUP BY` over the claims table (about 0.4 s at a million claims), so the
counts live in `StatusTally`, one row per scope (the newsroom, an article, a
source as claimant, a source as intermediary), status and visibility.

Why triggers, not Python: claims change status in the workflow, but they are
also created in bulk by imports and the seed loader, copied in by the
generator, confirmed in bulk, re-pointed at another source by an editor and
deleted in the admin. A trigger on the claims table sees every one of those
writes, bulk updates and raw SQL included, so the counts cannot drift when a
new write path is added. PostgreSQL uses statement-level triggers with
transition tables (a COPY of a million rows is one aggregate, not a million
updates); SQLite, which has only row triggers, updates the few rows a claim
touches. `tally_triggers_install` is idempotent and runs after every
`migrate` (a SQLite table rebuild drops a table's triggers).

`tallies_check` recomputes every count from the claims table and reports the
drift; `manage.py check_status_tallies --fix` repairs it.
"""

from collections import defaultdict
from collections.abc import Iterable

from django.db import connection, transaction
from django.db.models import Count, OuterRef, Subquery, Sum
from django.db.models.functions import Coalesce

from claims.models import VERDICTS, Article, ArticleState, Claim, Status, StatusTally, TallyScope, sees_internal

TABLE = StatusTally._meta.db_table
CLAIMS = Claim._meta.db_table
ARTICLES = Article._meta.db_table
PUBLISHED = ArticleState.PUBLISHED.value
# Scope -> the claim column that names it (None: the whole newsroom).
SCOPE_COLUMNS = {
    TallyScope.NEWSROOM: None,
    TallyScope.ARTICLE: "article_id",
    TallyScope.SOURCE: "source_id",
    TallyScope.VIA: "via_id",
}
TALLIED_COLUMNS = ("status", "proposed", "article_id", "source_id", "via_id")

# ----------------------------------------------------------------- triggers
#
# A claim counts as public (what readers see, `Claim.objects.visible_to`) when
# it is confirmed and its article is published. The claims' triggers read the
# article's state; the articles' trigger moves an article's confirmed claims
# between public and not when it is published or withdrawn. On PostgreSQL the
# claims' triggers first take a share lock on the articles they touch, so an
# article cannot change state between the moment a claim is counted and its
# commit (the articles' trigger then sees the claim, committed).

# `{changes}` is a SELECT of (article_id, source_id, via_id, status, public,
# delta) rows. Rows are upserted in a fixed order, so two transactions that
# touch the same counts lock them in the same order and cannot deadlock.
_POSTGRES_APPLY = f"""
    WITH changes AS ({{changes}}),
    deltas AS (
        SELECT 'newsroom' AS scope, 0::bigint AS scope_id, status, public, sum(delta) AS n
          FROM changes GROUP BY status, public
        UNION ALL
        SELECT 'article', article_id, status, public, sum(delta)
          FROM changes GROUP BY article_id, status, public
        UNION ALL
        SELECT 'source', source_id, status, public, sum(delta)
          FROM changes WHERE source_id IS NOT NULL GROUP BY source_id, status, public
        UNION ALL
        SELECT 'via', via_id, status, public, sum(delta)
          FROM changes WHERE via_id IS NOT NULL GROUP BY via_id, status, public
    )
    INSERT INTO {TABLE} (scope, scope_id, status, public, count)
    SELECT scope, scope_id, status, public, n FROM deltas WHERE n <> 0
     ORDER BY scope, scope_id, status, public
    ON CONFLICT (scope, scope_id, status, public)
    DO UPDATE SET count = {TABLE}.count + EXCLUDED.count;
"""
_CHANGED = " OR ".join(f"n.{column} IS DISTINCT FROM o.{column}" for column in TALLIED_COLUMNS)


def _counted(rows: str, delta: str, states: bool = True) -> str:
    """Claims in transition table `rows` (aliased c) with their public flag and
    `delta`. Without `states` (a database migrated to before articles had a
    state), every article counts as published, as it then was."""
    if not states:
        return f"SELECT c.article_id, c.source_id, c.via_id, c.status, NOT c.proposed AS public, {delta} AS delta FROM {rows}"
    return (
        f"SELECT c.article_id, c.source_id, c.via_id, c.status, "
        f"(NOT c.proposed AND COALESCE(a.state = '{PUBLISHED}', false)) AS public, {delta} AS delta "
        f"FROM {rows} LEFT JOIN {ARTICLES} a ON a.id = c.article_id"
    )


def _postgres_changes(states: bool) -> dict[str, str]:
    return {
        "insert": _counted("new_rows c", "1", states),
        "delete": _counted("old_rows c", "-1", states),
        "update": (
            _counted(f"new_rows c JOIN old_rows o ON o.id = c.id AND ({_CHANGED.replace('n.', 'c.')})", "1", states)
            + " UNION ALL "
            + _counted(f"old_rows c JOIN new_rows n ON n.id = c.id AND ({_CHANGED.replace('o.', 'c.')})", "-1", states)
        ),
    }


_POSTGRES_LOCKED_ARTICLES = {
    "insert": "SELECT article_id FROM new_rows",
    "delete": "SELECT article_id FROM old_rows",
    "update": "SELECT article_id FROM new_rows UNION SELECT article_id FROM old_rows",
}
_POSTGRES_REFERENCING = {
    "insert": "REFERENCING NEW TABLE AS new_rows",
    "delete": "REFERENCING OLD TABLE AS old_rows",
    "update": "REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows",
}


def _article_moves(state_of: str, delta: str) -> str:
    """The confirmed claims of articles whose published-ness changed, counted
    with the public flag of `state_of` (o: before, n: after) and `delta`."""
    return (
        f"SELECT c.article_id, c.source_id, c.via_id, c.status, ({state_of}.state = '{PUBLISHED}') AS public, "
        f"{delta} AS delta FROM new_rows n JOIN old_rows o ON o.id = n.id "
        f"JOIN {CLAIMS} c ON c.article_id = n.id "
        f"WHERE NOT c.proposed AND (n.state = '{PUBLISHED}') <> (o.state = '{PUBLISHED}')"
    )


def _postgres_statements(states: bool = True) -> list[str]:
    statements = []
    for event, changes in _postgres_changes(states).items():
        function = f"claims_status_tally_{event}"
        lock = (
            f"PERFORM 1 FROM {ARTICLES} WHERE id IN ({_POSTGRES_LOCKED_ARTICLES[event]}) ORDER BY id FOR SHARE;"
        )
        statements.append(
            f"CREATE OR REPLACE FUNCTION {function}() RETURNS trigger AS $$\n"
            f"BEGIN\n{lock}\n{_POSTGRES_APPLY.format(changes=changes)}\nRETURN NULL;\nEND;\n$$ LANGUAGE plpgsql;"
        )
        statements.append(f"DROP TRIGGER IF EXISTS {function} ON {CLAIMS};")
        statements.append(
            f"CREATE TRIGGER {function} AFTER {event.upper()} ON {CLAIMS} "
            f"{_POSTGRES_REFERENCING[event]} FOR EACH STATEMENT EXECUTE FUNCTION {function}();"
        )
    if not states:
        return statements
    # An UPDATE trigger with transition tables cannot name columns: it fires on
    # every article update and finds the articles whose state changed.
    function = "claims_status_tally_article_state"
    changes = f"{_article_moves('o', '-1')} UNION ALL {_article_moves('n', '1')}"
    statements.append(
        f"CREATE OR REPLACE FUNCTION {function}() RETURNS trigger AS $$\n"
        f"BEGIN\n{_POSTGRES_APPLY.format(changes=changes)}\nRETURN NULL;\nEND;\n$$ LANGUAGE plpgsql;"
    )
    statements.append(f"DROP TRIGGER IF EXISTS {function} ON {ARTICLES};")
    statements.append(
        f"CREATE TRIGGER {function} AFTER UPDATE ON {ARTICLES} "
        f"REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION {function}();"
    )
    return statements


def _sqlite_add(row: str, delta: int, states: bool = True) -> str:
    """Upsert `delta` into the four counts claim `row` (NEW or OLD) belongs to."""
    public = (
        f"(NOT {row}.proposed AND COALESCE((SELECT state FROM {ARTICLES} WHERE id = {row}.article_id) = '{PUBLISHED}', 0))"
        if states
        else f"(NOT {row}.proposed)"
    )
    return f"""
    INSERT INTO {TABLE} (scope, scope_id, status, public, count)
    SELECT * FROM (
        SELECT 'newsroom', 0, {row}.status, {public}, {delta}
        UNION ALL SELECT 'article', {row}.article_id, {row}.status, {public}, {delta}
        UNION ALL SELECT 'source', {row}.source_id, {row}.status, {public}, {delta}
            WHERE {row}.source_id IS NOT NULL
        UNION ALL SELECT 'via', {row}.via_id, {row}.status, {public}, {delta}
            WHERE {row}.via_id IS NOT NULL
    ) WHERE true
    ON CONFLICT (scope, scope_id, status, public) DO UPDATE SET count = count + excluded.count;"""


def _sqlite_article_moves(row: str, sign: int) -> str:
    """Upsert the confirmed claims of article `row` (OLD or NEW), counted with
    that row's public flag, times `sign`."""
    public = f"({row}.state = '{PUBLISHED}')"
    claims = f"FROM {CLAIMS} WHERE article_id = {row}.id AND NOT proposed"
    return f"""
    INSERT INTO {TABLE} (scope, scope_id, status, public, count)
    SELECT * FROM (
        SELECT 'newsroom', 0, status, {public}, {sign} * count(*) {claims} GROUP BY status
        UNION ALL SELECT 'article', {row}.id, status, {public}, {sign} * count(*) {claims} GROUP BY status
        UNION ALL SELECT 'source', source_id, status, {public}, {sign} * count(*) {claims}
            AND source_id IS NOT NULL GROUP BY source_id, status
        UNION ALL SELECT 'via', via_id, status, {public}, {sign} * count(*) {claims}
            AND via_id IS NOT NULL GROUP BY via_id, status
    ) WHERE true
    ON CONFLICT (scope, scope_id, status, public) DO UPDATE SET count = count + excluded.count;"""


_SQLITE_TRIGGERS = (
    ("claims_status_tally_insert", CLAIMS),
    ("claims_status_tally_delete", CLAIMS),
    ("claims_status_tally_update", CLAIMS),
    ("claims_status_tally_article_state", ARTICLES),
)


def _sqlite_statements(states: bool = True) -> list[str]:
    changed = " OR ".join(f"OLD.{column} IS NOT NEW.{column}" for column in TALLIED_COLUMNS)
    columns = ", ".join(TALLIED_COLUMNS)
    published_changed = f"(OLD.state = '{PUBLISHED}') IS NOT (NEW.state = '{PUBLISHED}')"
    # Dropped and created again, so a database made by an older version gets
    # the current rules.
    statements = [
        *(f"DROP TRIGGER IF EXISTS {name};" for name, _ in _SQLITE_TRIGGERS),
        f"CREATE TRIGGER claims_status_tally_insert AFTER INSERT ON {CLAIMS} "
        f"BEGIN {_sqlite_add('NEW', 1, states)} END;",
        f"CREATE TRIGGER claims_status_tally_delete AFTER DELETE ON {CLAIMS} "
        f"BEGIN {_sqlite_add('OLD', -1, states)} END;",
        f"CREATE TRIGGER claims_status_tally_update AFTER UPDATE OF {columns} ON {CLAIMS} "
        f"WHEN {changed} BEGIN {_sqlite_add('OLD', -1, states)} {_sqlite_add('NEW', 1, states)} END;",
    ]
    if not states:
        return statements
    return [
        *statements,
        f"CREATE TRIGGER claims_status_tally_article_state AFTER UPDATE OF state ON {ARTICLES} "
        f"WHEN {published_changed} BEGIN {_sqlite_article_moves('OLD', -1)} {_sqlite_article_moves('NEW', 1)} END;",
    ]


def tally_triggers_install(*, using=None) -> None:
    """Create (or re-create) the triggers that keep `StatusTally` exact."""
    from django.db import connections

    conn = connections[using] if using else connection
    statements = {"postgresql": _postgres_statements, "sqlite": _sqlite_statements}.get(conn.vendor)
    if statements is None:
        return
    with conn.cursor() as cursor:
        # Installed by migration 0006 too, before articles had a state (0013).
        columns = {column.name for column in conn.introspection.get_table_description(cursor, ARTICLES)}
        for statement in statements(states="state" in columns):
            cursor.execute(statement)


def tally_triggers_installed_after_migrate(sender, using=None, **kwargs) -> None:
    """post_migrate receiver: a migration that rebuilt the claims table on
    SQLite dropped its triggers; put them back."""
    tally_triggers_install(using=using)


# -------------------------------------------------------------------- reads


def _totals_from_counts(counts: dict[str, int]) -> list[dict]:
    total = sum(counts.values())
    return [
        {
            "status": status,
            "label": label,
            "count": counts.get(status, 0),
            "percent": round(100 * counts.get(status, 0) / total, 1) if total else 0,
        }
        for status, label in Status.choices
    ]


def totals_count(totals: list[dict], *, rated: bool = False) -> int:
    """How many claims a `status_totals` list counts; with `rated`, only verdicts."""
    return sum(row["count"] for row in totals if not rated or row["status"] in VERDICTS)


def _visible_tallies(*, user):
    """The counts this user may see: readers count confirmed claims of
    published articles only, as `Claim.objects.visible_to` shows them; staff
    count every claim."""
    tallies = StatusTally.objects.all()
    return tallies if sees_internal(user) else tallies.filter(public=True)


def status_totals(*, user, scope: str = TallyScope.NEWSROOM, scope_id: int = 0) -> list[dict]:
    """How many claims this user may see have each status, in one scope (the
    newsroom by default), every status listed in workflow order. One query."""
    rows = (
        _visible_tallies(user=user)
        .filter(scope=scope, scope_id=scope_id)
        .values_list("status")
        .annotate(n=Sum("count"))
        .order_by()
    )
    return _totals_from_counts(dict(rows))


def status_totals_by(*, user, scope: str, scope_ids: Iterable[int]) -> dict[int, list[dict]]:
    """`status_totals` for many articles or sources at once: {id: totals}, in
    one query. Ids with no claims are absent."""
    counts: dict = defaultdict(dict)
    rows = (
        _visible_tallies(user=user)
        .filter(scope=scope, scope_id__in=list(scope_ids))
        .values_list("scope_id", "status")
        .annotate(n=Sum("count"))
        .order_by()
    )
    for scope_id, status, n in rows:
        if n:
            counts[scope_id][status] = n
    return {scope_id: _totals_from_counts(by_status) for scope_id, by_status in counts.items()}


def tallied_count(*, scope: str, outer_ref: str = "pk") -> Coalesce:
    """An expression for `.annotate()`: how many claims (every status, public or
    not, as staff count them) the scope named by the outer row's `outer_ref`
    holds, read from the summary (a few rows by its unique index), not counted
    by a join and GROUP BY over the claims table (5 s for the admin's sources
    list at a million claims)."""
    rows = (
        StatusTally.objects.filter(scope=scope, scope_id=OuterRef(outer_ref))
        .order_by()
        .values("scope_id")
        .annotate(n=Sum("count"))
        .values("n")
    )
    return Coalesce(Subquery(rows), 0)


# ------------------------------------------------------------------- checks


def _recount() -> dict[tuple, int]:
    """Every count recomputed from the claims table: {(scope, id, status, public): n}."""
    counts: dict[tuple, int] = defaultdict(int)
    rows = Claim.objects.order_by().values_list(
        "article_id", "source_id", "via_id", "status", "proposed", "article__state"
    )
    for article_id, source_id, via_id, status, proposed, article_state, n in rows.annotate(n=Count("id")):
        public = not proposed and article_state == PUBLISHED
        counts[(TallyScope.NEWSROOM.value, 0, status, public)] += n
        counts[(TallyScope.ARTICLE.value, article_id, status, public)] += n
        if source_id is not None:
            counts[(TallyScope.SOURCE.value, source_id, status, public)] += n
        if via_id is not None:
            counts[(TallyScope.VIA.value, via_id, status, public)] += n
    return counts


def tallies_check() -> list[dict]:
    """Where the stored counts differ from a full recount: [{scope, scope_id,
    status, public, stored, actual}]; empty when every count is exact."""
    actual = _recount()
    stored = {
        (row.scope, row.scope_id, row.status, row.public): row.count for row in StatusTally.objects.all()
    }
    drift = []
    for key in sorted(set(actual) | set(stored), key=str):
        if actual.get(key, 0) != stored.get(key, 0):
            scope, scope_id, status, public = key
            drift.append(
                {
                    "scope": scope,
                    "scope_id": scope_id,
                    "status": status,
                    "public": public,
                    "stored": stored.get(key, 0),
                    "actual": actual.get(key, 0),
                }
            )
    return drift


@transaction.atomic
def tallies_rebuild() -> int:
    """Replace every count with a full recount; returns how many rows it wrote.

    Takes a lock on the claims table first (on PostgreSQL) so that no claim
    changes between the recount and the write."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute(f"LOCK TABLE {ARTICLES}, {CLAIMS} IN SHARE MODE")
    StatusTally.objects.all().delete()
    rows = [
        StatusTally(scope=scope, scope_id=scope_id, status=status, public=public, count=n)
        for (scope, scope_id, status, public), n in _recount().items()
        if n
    ]
    StatusTally.objects.bulk_create(rows, batch_size=2000)
    return len(rows)
