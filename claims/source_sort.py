"""The claim's copy of its source's sort key (`Claim.source_sort`), kept right
by the database, so that `?sort=source` reads its pages from an index.

Ordering claims by the joined `source__name` made PostgreSQL sort every
visible claim for each page (1.25 s at a million claims). A column of the
claim itself, indexed with the id (`claim_source_sort_idx`), gives the first
page, and every page a cursor reaches, as one index range.

The key is "0" followed by the source's name folded (lower case, accents
removed, curly apostrophes straightened: `claims.search.Folded`'s rule), so
“Óscar” sorts among the o's whatever the database's collation; a claim with
no source (the article's own reporting) has the key "1", after every name.
The column is never NULL: a nullable key would make the cursor's condition
(`key > v OR key IS NULL`) something no index range serves.

Triggers keep it right whatever writes, as for the search document
(`claims.search`) and the change log (`claims.history`): the ORM, bulk
updates, raw SQL and COPY alike.
- a claim inserted, or its source changed (or its key written by anyone):
  the key is computed from the source's row;
- a source renamed: the keys of all its claims.
PostgreSQL computes the claim's key in a BEFORE trigger. SQLite's triggers
cannot change the row being written, so an AFTER trigger updates it, calling
`newsroom_fold` (registered on every connection, `claims.search`); like the
change log's, they make the `sqlite3` shell unable to write claims. A SQLite
migration that rebuilds the claims table drops them: `post_migrate` puts them
back. The change log does not record the key (`claims.history.UNRECORDED_COLUMNS`).
"""

from django.db import connections

from claims.search import FOLD_SQL, SQLITE_FUNCTION

CLAIMS = "claims_claim"
SOURCES = "sources_source"
SORT_INDEX = "claim_source_sort_idx"
NO_SOURCE = "1"  # sorts after "0…", every source's key


def _key_of_source(fold: str, source_id: str) -> str:
    """SQL: the key of the claim whose source id is `source_id`."""
    return f"coalesce((SELECT '0' || {fold.format('s.name')} FROM {SOURCES} s WHERE s.id = {source_id}), '{NO_SOURCE}')"


def _postgres_statements() -> list[str]:
    claim_key = _key_of_source(FOLD_SQL, "NEW.source_id")
    return [
        "CREATE OR REPLACE FUNCTION claims_claim_source_sort() RETURNS trigger LANGUAGE plpgsql AS $$\n"
        f"BEGIN NEW.source_sort := {claim_key}; RETURN NEW; END $$;",
        f"DROP TRIGGER IF EXISTS claims_claim_source_sort ON {CLAIMS};",
        f"CREATE TRIGGER claims_claim_source_sort BEFORE INSERT OR UPDATE OF source_id, source_sort ON {CLAIMS} "
        "FOR EACH ROW EXECUTE FUNCTION claims_claim_source_sort();",
        "CREATE OR REPLACE FUNCTION sources_source_claims_sort() RETURNS trigger LANGUAGE plpgsql AS $$\n"
        f"BEGIN UPDATE {CLAIMS} SET source_sort = '0' || {FOLD_SQL.format('NEW.name')} WHERE source_id = NEW.id; "
        "RETURN NULL; END $$;",
        f"DROP TRIGGER IF EXISTS sources_source_claims_sort ON {SOURCES};",
        f"CREATE TRIGGER sources_source_claims_sort AFTER UPDATE OF name ON {SOURCES} "
        "FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sources_source_claims_sort();",
    ]


_SQLITE_TRIGGERS = ("claims_claim_source_sort_insert", "claims_claim_source_sort_update", "sources_source_claims_sort")


def _sqlite_statements() -> list[str]:
    claim_key = _key_of_source(f"{SQLITE_FUNCTION}({{}})", "NEW.source_id")
    # Recursive triggers are off: the UPDATE inside does not fire the update trigger again.
    set_key = f"BEGIN UPDATE {CLAIMS} SET source_sort = {claim_key} WHERE id = NEW.id; END"
    return [
        *(f"DROP TRIGGER IF EXISTS {name};" for name in _SQLITE_TRIGGERS),
        f"CREATE TRIGGER claims_claim_source_sort_insert AFTER INSERT ON {CLAIMS} "
        f"WHEN NEW.source_sort IS NOT {claim_key} {set_key};",
        f"CREATE TRIGGER claims_claim_source_sort_update AFTER UPDATE OF source_id, source_sort ON {CLAIMS} "
        f"WHEN NEW.source_sort IS NOT {claim_key} {set_key};",
        f"CREATE TRIGGER sources_source_claims_sort AFTER UPDATE OF name ON {SOURCES} "
        f"WHEN OLD.name IS NOT NEW.name BEGIN UPDATE {CLAIMS} SET source_sort = '0' || {SQLITE_FUNCTION}(NEW.name) "
        "WHERE source_id = NEW.id; END;",
    ]


def source_sort_triggers_install(*, using: str = "default") -> None:
    """Create (or re-create) the triggers that keep `Claim.source_sort` right."""
    connection = connections[using]
    statements = {"postgresql": _postgres_statements, "sqlite": _sqlite_statements}.get(connection.vendor)
    if statements is None:
        return
    with connection.cursor() as cursor:
        columns = {column.name for column in connection.introspection.get_table_description(cursor, CLAIMS)}
        if "source_sort" not in columns:
            return  # migrated to before the key (post_migrate of an older state)
        for statement in statements():
            cursor.execute(statement)


def source_sort_triggers_remove(*, using: str = "default") -> None:
    connection = connections[using]
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(f"DROP TRIGGER IF EXISTS claims_claim_source_sort ON {CLAIMS}")
            cursor.execute("DROP FUNCTION IF EXISTS claims_claim_source_sort()")
            cursor.execute(f"DROP TRIGGER IF EXISTS sources_source_claims_sort ON {SOURCES}")
            cursor.execute("DROP FUNCTION IF EXISTS sources_source_claims_sort()")
        elif connection.vendor == "sqlite":
            for name in _SQLITE_TRIGGERS:
                cursor.execute(f"DROP TRIGGER IF EXISTS {name}")


def source_sort_fill(*, using: str = "default") -> None:
    """Give every claim its key (the migration that adds the column). On
    PostgreSQL a rewrite of the table (`ALTER COLUMN … TYPE … USING`), which
    rebuilds each index once, where an UPDATE of a million rows would insert
    into every index a million times and fire the change log's and the
    totals' triggers for nothing."""
    connection = connections[using]
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(
                "CREATE FUNCTION claims_source_sort_of(p_source bigint) RETURNS text LANGUAGE sql STABLE AS $$ "
                f"SELECT {_key_of_source(FOLD_SQL, 'p_source')} $$"
            )
            cursor.execute(
                f"ALTER TABLE {CLAIMS} ALTER COLUMN source_sort TYPE text USING claims_source_sort_of(source_id)"
            )
            cursor.execute("DROP FUNCTION claims_source_sort_of(bigint)")
        else:
            key = _key_of_source(f"{SQLITE_FUNCTION}({{}})", f"{CLAIMS}.source_id")
            cursor.execute(f"UPDATE {CLAIMS} SET source_sort = {key}")


def source_sort_triggers_installed_after_migrate(sender, using="default", **kwargs) -> None:
    """post_migrate receiver: a SQLite migration that rebuilt the claims or
    sources table dropped these triggers; put them back."""
    if connections[using].vendor == "sqlite":
        source_sort_triggers_install(using=using)
