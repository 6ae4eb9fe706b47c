"""Every edit on the record: who changed what, when, with the values before and after.

Articles, claims, evidence, sources and source aliases are written by the
admin's forms, the API, the workflow's conditional UPDATEs (version bumps,
bulk confirmation, assignment), `bulk_update` (the re-anchoring of claims
after a correction), imports and raw SQL. Each of those writes lands in
`ChangeRecord` (`claims/models/history.py`) with the acting user.

Why triggers, not a history library. The libraries that record in Python
(django-simple-history, django-auditlog, django-reversion) hook `save()` and
`post_save`/`pre_save` signals: `QuerySet.update()` and `bulk_update()` send
none, so the workflow's version bumps, bulk confirmation and re-anchoring
would go unrecorded unless every caller remembered a special helper
(simple-history's `bulk_update_with_history`; nothing for `update()`).
django-pghistory records with database triggers and sees every write, but
only on PostgreSQL, and this project runs on SQLite too (a laptop, the test
suite). So the database records it, like the status tallies
(`claims.tallies`): triggers on the five tables insert the change record in
the same statement's transaction, whatever the write path.

- PostgreSQL: one statement-level trigger per table and event, with
  transition tables; a change is the columns whose JSON differ between
  `to_jsonb(old)` and `to_jsonb(new)`. A bulk update of 10,000 claims is one
  INSERT … SELECT, not 10,000 trigger calls.
- SQLite: row triggers that list the table's columns (read from the table
  itself when they are installed) and build the JSON with `json_object` /
  `json_group_object`.

`updated_at` (and PostgreSQL's `search_document`) are left out: they change
with everything and say nothing. An UPDATE that changes nothing else leaves
no record.

Who acted. The database cannot know the Django user, so it is handed over
per write, only when a tracked table is written (reads cost nothing, and no
page's query budget grows):

- `history_actor(user)` sets the actor for a block of code (a contextvar);
  `ChangeActorMiddleware` sets it to the request's user for every request
  (resolved lazily, so the API's token users count too), and the workflow
  services (`@acting`) to their `by=` user, so commands and scripts that call
  them are attributed as well. Code that acts for nobody (the seed loader, a
  migration) is recorded with no actor.
- An execute wrapper installed on every connection (`claims.apps`) sees each
  INSERT, UPDATE or DELETE on a tracked table and, on PostgreSQL, runs
  `set_config('newsroom.actor', id, true)` before it: one more query per
  tracked write, local to the transaction, so it can never leak into another
  request on a pooled connection (a write outside a transaction is wrapped in
  one). The triggers read `current_setting('newsroom.actor', true)`.
  On SQLite the triggers call `newsroom_actor()`, a Python function
  registered on each connection, which returns the id the wrapper resolved:
  no query at all. A connection without that function (the `sqlite3` shell)
  cannot write to the tracked tables: nothing bypasses the record.

Flushes are not edits. PostgreSQL's test flush truncates, which fires no row
or statement trigger. SQLite's flush deletes every table in no fixed order
(`DELETE FROM "t";`, a form the ORM never emits): the wrapper pauses the
record while such a statement runs, so a `TransactionTestCase` never inherits
stale records and the flush costs no more. `history_paused()` does the same
for synthetic data (`generate_newsroom`), which nobody edited.

`history_triggers_install` is idempotent; migration 0019 runs it and so does
every `migrate` (a SQLite table rebuild drops the table's triggers), which
first compares the installed triggers with the current ones (SQLite) or
counts them (PostgreSQL) and does nothing when they are right.
"""

import functools
import re
from contextlib import contextmanager
from contextvars import ContextVar

from django.db import connections, transaction
from django.http import HttpRequest

LOG_TABLE = "claims_changerecord"
# The tracked tables: model label, table, and the column naming the row's
# parent (an evidence item's claim, an alias's source, a claim's article).
TRACKED = (
    ("claims.article", "claims_article", None),
    ("claims.claim", "claims_claim", "article_id"),
    ("claims.evidence", "claims_evidence", "claim_id"),
    ("sources.source", "sources_source", None),
    ("sources.sourcealias", "sources_sourcealias", "source_id"),
)
UNRECORDED_COLUMNS = ("updated_at", "search_document", "source_sort")
LOG_COLUMNS = "model, object_id, parent_id, action, before, after, actor_id, created_at"

_TRACKED_TABLES = "|".join(table for _, table, _ in TRACKED)
_TRACKED_WRITE = re.compile(rf'^\s*(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"(?:{_TRACKED_TABLES})"', re.IGNORECASE)
# SQLite's flush: `DELETE FROM "table";` (the ORM never ends a statement with ";").
_FLUSH = re.compile(r'^\s*DELETE\s+FROM\s+"\w+";\s*$', re.IGNORECASE)

# ------------------------------------------------------------------ the actor

_acting: ContextVar = ContextVar("newsroom_history_actor", default=None)
_resolved: ContextVar = ContextVar("newsroom_history_actor_id", default=None)
_paused: ContextVar = ContextVar("newsroom_history_paused", default=False)


@contextmanager
def history_actor(actor):
    """Record the writes inside this block as made by `actor`: a user, a
    request (its user, read when the first write happens) or None (nobody)."""
    token = _acting.set(actor)
    try:
        yield
    finally:
        _acting.reset(token)


def acting(function):
    """Decorator for services taking `by=`: their writes are `by`'s. Without
    `by`, the actor already set (the request's user) stays."""

    @functools.wraps(function)
    def wrapper(*args, **kwargs):
        by = kwargs.get("by")
        if by is None:
            return function(*args, **kwargs)
        with history_actor(by):
            return function(*args, **kwargs)

    return wrapper


def actor_id() -> int | None:
    """The id of the user acting now, or None."""
    actor = _acting.get()
    if isinstance(actor, HttpRequest):
        actor = getattr(actor, "user", None)
    if actor is None or not getattr(actor, "is_authenticated", False):
        return None
    return actor.pk


class ChangeActorMiddleware:
    """Every write made while answering a request is recorded as its user's.
    Reads nothing itself: the user is looked up at the first tracked write."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        with history_actor(request):
            return self.get_response(request)


@contextmanager
def history_paused(*, using: str = "default"):
    """Write without a record, for synthetic data nobody edited
    (`generate_newsroom`). Everything else is on the record."""
    connection = connections[using]
    token = _paused.set(True)
    try:
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SELECT set_config('newsroom.history', 'off', false)")
        yield
    finally:
        _paused.reset(token)
        if connection.vendor == "postgresql" and connection.connection is not None:
            with connection.cursor() as cursor:
                cursor.execute("SELECT set_config('newsroom.history', 'on', false)")


# ------------------------------------------------ handing the actor over


def _postgres_actor_send(connection, cursor, actor: int | None) -> None:
    cursor.execute("SELECT set_config('newsroom.actor', %s, true)", ["" if actor is None else str(actor)])
    connection._history_actor_sent = actor


def history_execute(execute, sql, params, many, context):
    """Execute wrapper (see the module docstring): before a write to a
    tracked table, tell the database who is acting."""
    if not isinstance(sql, str) or not _TRACKED_WRITE.match(sql):
        return execute(sql, params, many, context)
    connection = context["connection"]
    actor = actor_id()
    if connection.vendor == "sqlite":
        paused = _paused.set(True) if _FLUSH.match(sql) else None
        resolved = _resolved.set(actor)
        try:
            return execute(sql, params, many, context)
        finally:
            _resolved.reset(resolved)
            if paused is not None:
                _paused.reset(paused)
    if connection.vendor != "postgresql":
        return execute(sql, params, many, context)
    cursor = context["cursor"]
    if connection.in_atomic_block:
        # Also when nobody acts but someone did earlier in this transaction.
        if actor is not None or getattr(connection, "_history_actor_sent", None) is not None:
            _postgres_actor_send(connection, cursor, actor)
        return execute(sql, params, many, context)
    if actor is None:
        return execute(sql, params, many, context)
    # A setting local to the transaction needs one around this single write.
    with transaction.atomic(using=connection.alias):
        _postgres_actor_send(connection, cursor, actor)
        return execute(sql, params, many, context)


def _sqlite_actor() -> int | None:
    return _resolved.get()


def _sqlite_recording() -> int:
    return 0 if _paused.get() else 1


def history_connection_prepare(sender, connection, **kwargs) -> None:
    """connection_created receiver: the execute wrapper, and on SQLite the two
    functions its triggers call."""
    if connection.vendor not in ("sqlite", "postgresql"):
        return
    if history_execute not in connection.execute_wrappers:
        # First, so that a `with connection.execute_wrapper(...)` block around
        # this connection's opening pops its own wrapper, not this one.
        connection.execute_wrappers.insert(0, history_execute)
    if connection.vendor == "sqlite":
        connection.connection.create_function("newsroom_actor", 0, _sqlite_actor)
        connection.connection.create_function("newsroom_history_on", 0, _sqlite_recording)


# --------------------------------------------------------------- triggers


def _postgres_statements() -> list[str]:
    unrecorded = "ARRAY[" + ", ".join(f"'{column}'" for column in UNRECORDED_COLUMNS) + "]"
    actor = "NULLIF(current_setting('newsroom.actor', true), '')::bigint"
    statements = []
    for label, table, parent in TRACKED:
        function = f"{table}_history"

        def parent_of(alias, parent=parent):
            return f"{alias}.{parent}" if parent else "NULL"

        insert = (
            f"INSERT INTO {LOG_TABLE} ({LOG_COLUMNS}) SELECT '{label}', n.id, {parent_of('n')}, 'create', NULL, "
            f"to_jsonb(n) - {unrecorded}, {actor}, statement_timestamp() FROM new_rows n ORDER BY n.id;"
        )
        delete = (
            f"INSERT INTO {LOG_TABLE} ({LOG_COLUMNS}) SELECT '{label}', o.id, {parent_of('o')}, 'delete', "
            f"to_jsonb(o) - {unrecorded}, NULL, {actor}, statement_timestamp() FROM old_rows o ORDER BY o.id;"
        )
        update = (
            f"INSERT INTO {LOG_TABLE} ({LOG_COLUMNS}) SELECT '{label}', n.id, {parent_of('n')}, 'update', "
            f"d.before, d.after, {actor}, statement_timestamp() "
            f"FROM new_rows n JOIN old_rows o ON o.id = n.id CROSS JOIN LATERAL ("
            f"SELECT jsonb_object_agg(b.key, b.value) AS before, jsonb_object_agg(b.key, a.value) AS after "
            f"FROM jsonb_each(to_jsonb(o)) b JOIN jsonb_each(to_jsonb(n)) a ON a.key = b.key "
            f"WHERE b.value IS DISTINCT FROM a.value AND b.key <> ALL ({unrecorded})) d "
            f"WHERE d.before IS NOT NULL ORDER BY n.id;"
        )
        statements.append(
            f"CREATE OR REPLACE FUNCTION {function}() RETURNS trigger AS $$\n"
            f"BEGIN\n"
            f"IF current_setting('newsroom.history', true) = 'off' THEN RETURN NULL; END IF;\n"
            f"IF TG_OP = 'INSERT' THEN {insert}\n"
            f"ELSIF TG_OP = 'DELETE' THEN {delete}\n"
            f"ELSE {update}\nEND IF;\n"
            # The plan is cached: one made for a bulk write would otherwise
            # be JIT-compiled on every later one-row write (0.4 s each).
            f"RETURN NULL;\nEND;\n$$ LANGUAGE plpgsql SET jit = off;"
        )
        for event, referencing in (
            ("insert", "NEW TABLE AS new_rows"),
            ("update", "OLD TABLE AS old_rows NEW TABLE AS new_rows"),
            ("delete", "OLD TABLE AS old_rows"),
        ):
            trigger = f"{table}_history_{event}"
            statements.append(f"DROP TRIGGER IF EXISTS {trigger} ON {table};")
            statements.append(
                f"CREATE TRIGGER {trigger} AFTER {event.upper()} ON {table} REFERENCING {referencing} "
                f"FOR EACH STATEMENT EXECUTE FUNCTION {function}();"
            )
    statements += [
        "CREATE OR REPLACE FUNCTION claims_changerecord_append_only() RETURNS trigger AS $$\n"
        "BEGIN RAISE EXCEPTION 'change records are append-only: they cannot be changed or deleted' "
        "USING ERRCODE = 'integrity_constraint_violation'; END;\n$$ LANGUAGE plpgsql;",
        f"DROP TRIGGER IF EXISTS claims_changerecord_append_only ON {LOG_TABLE};",
        f"CREATE TRIGGER claims_changerecord_append_only BEFORE UPDATE OR DELETE ON {LOG_TABLE} "
        "FOR EACH ROW EXECUTE FUNCTION claims_changerecord_append_only();",
    ]
    return statements


_SQLITE_NOW = "strftime('%Y-%m-%d %H:%M:%f', 'now')"


def _sqlite_triggers(columns_of: dict[str, list[str]]) -> dict[str, str]:
    """{trigger name: CREATE TRIGGER statement}, for tables with these columns."""
    triggers = {}
    for label, table, parent in TRACKED:
        columns = [column for column in columns_of[table] if column not in UNRECORDED_COLUMNS]

        def parent_of(row, parent=parent):
            return f"{row}.{parent}" if parent else "NULL"

        def whole(row, columns=columns):
            return "json_object(" + ", ".join(f"'{column}', {row}.\"{column}\"" for column in columns) + ")"

        changed = " OR ".join(f'OLD."{column}" IS NOT NEW."{column}"' for column in columns)
        pairs = " UNION ALL ".join(
            f'SELECT \'{column}\' AS k, OLD."{column}" AS o, NEW."{column}" AS n '
            f'WHERE OLD."{column}" IS NOT NEW."{column}"'
            for column in columns
        )
        triggers[f"{table}_history_insert"] = (
            f"CREATE TRIGGER {table}_history_insert AFTER INSERT ON {table} WHEN newsroom_history_on() "
            f"BEGIN INSERT INTO {LOG_TABLE} ({LOG_COLUMNS}) VALUES ('{label}', NEW.id, {parent_of('NEW')}, "
            f"'create', NULL, {whole('NEW')}, newsroom_actor(), {_SQLITE_NOW}); END"
        )
        triggers[f"{table}_history_delete"] = (
            f"CREATE TRIGGER {table}_history_delete AFTER DELETE ON {table} WHEN newsroom_history_on() "
            f"BEGIN INSERT INTO {LOG_TABLE} ({LOG_COLUMNS}) VALUES ('{label}', OLD.id, {parent_of('OLD')}, "
            f"'delete', {whole('OLD')}, NULL, newsroom_actor(), {_SQLITE_NOW}); END"
        )
        triggers[f"{table}_history_update"] = (
            f"CREATE TRIGGER {table}_history_update AFTER UPDATE ON {table} "
            f"WHEN newsroom_history_on() AND ({changed}) "
            f"BEGIN INSERT INTO {LOG_TABLE} ({LOG_COLUMNS}) SELECT '{label}', NEW.id, {parent_of('NEW')}, "
            f"'update', json_group_object(k, o), json_group_object(k, n), newsroom_actor(), {_SQLITE_NOW} "
            f"FROM ({pairs}); END"
        )
    triggers["claims_changerecord_no_update"] = (
        f"CREATE TRIGGER claims_changerecord_no_update BEFORE UPDATE ON {LOG_TABLE} "
        "BEGIN SELECT RAISE(ABORT, 'change records are append-only: they cannot be changed or deleted'); END"
    )
    return triggers


def history_triggers_install(*, using: str = "default") -> None:
    """Create (or re-create) the triggers that write the change log. On SQLite,
    a no-op when the installed triggers are already the current ones."""
    connection = connections[using]
    if connection.vendor not in ("postgresql", "sqlite"):
        return
    with connection.cursor() as cursor:
        tables = set(connection.introspection.table_names(cursor))
        if LOG_TABLE not in tables or any(table not in tables for _, table, _ in TRACKED):
            return  # migrated to before the change log
        if connection.vendor == "postgresql":
            for statement in _postgres_statements():
                cursor.execute(statement)
            return
        columns_of = {
            table: [column.name for column in connection.introspection.get_table_description(cursor, table)]
            for _, table, _ in TRACKED
        }
        wanted = _sqlite_triggers(columns_of)
        placeholders = ", ".join("%s" for _ in wanted)
        cursor.execute(
            f"SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN ({placeholders})", list(wanted)
        )
        installed = dict(cursor.fetchall())
        for name, sql in wanted.items():
            if installed.get(name) != sql:
                cursor.execute(f"DROP TRIGGER IF EXISTS {name}")
                cursor.execute(sql)


def _postgres_triggers_complete(cursor) -> bool:
    names = [f"{table}_history_{event}" for _, table, _ in TRACKED for event in ("insert", "update", "delete")]
    cursor.execute("SELECT count(*) FROM pg_trigger WHERE tgname = ANY(%s)", [names])
    return cursor.fetchone()[0] == len(names)


def history_triggers_installed_after_migrate(sender, using="default", **kwargs) -> None:
    """post_migrate receiver: a SQLite table rebuild dropped the table's
    triggers, or added a column they do not list yet; put them right. On
    PostgreSQL (whose triggers read every column) only missing ones."""
    connection = connections[using]
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            if _postgres_triggers_complete(cursor):
                return
    history_triggers_install(using=using)


def history_triggers_remove(*, using: str = "default") -> None:
    """Drop the triggers (migration 0019 backwards)."""
    connection = connections[using]
    with connection.cursor() as cursor:
        for _, table, _ in TRACKED:
            for event in ("insert", "update", "delete"):
                if connection.vendor == "postgresql":
                    cursor.execute(f"DROP TRIGGER IF EXISTS {table}_history_{event} ON {table}")
                elif connection.vendor == "sqlite":
                    cursor.execute(f"DROP TRIGGER IF EXISTS {table}_history_{event}")
            if connection.vendor == "postgresql":
                cursor.execute(f"DROP FUNCTION IF EXISTS {table}_history()")
        if connection.vendor == "postgresql":
            cursor.execute(f"DROP TRIGGER IF EXISTS claims_changerecord_append_only ON {LOG_TABLE}")
            cursor.execute("DROP FUNCTION IF EXISTS claims_changerecord_append_only()")
        elif connection.vendor == "sqlite":
            cursor.execute("DROP TRIGGER IF EXISTS claims_changerecord_no_update")
