"""Make the review history append-only in the database itself.

On PostgreSQL a trigger refuses every UPDATE and DELETE of a review entry
(flushing a test database truncates, which bypasses row triggers). On SQLite a
trigger refuses every UPDATE; DELETE is left to the ORM guards and to the
claim's PROTECT, because SQLite's test flush deletes tables in no fixed order
and a DELETE trigger would break it. Note for SQLite: a migration that
rebuilds claims_reviewentry must create the trigger again.
"""

from django.db import migrations

MESSAGE = "review entries are append-only: they cannot be changed or deleted"

POSTGRES_FORWARD = f"""
CREATE FUNCTION claims_reviewentry_append_only() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION '{MESSAGE}' USING ERRCODE = 'integrity_constraint_violation';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER claims_reviewentry_append_only
    BEFORE UPDATE OR DELETE ON claims_reviewentry
    FOR EACH ROW EXECUTE FUNCTION claims_reviewentry_append_only();
"""
POSTGRES_BACKWARD = """
DROP TRIGGER IF EXISTS claims_reviewentry_append_only ON claims_reviewentry;
DROP FUNCTION IF EXISTS claims_reviewentry_append_only();
"""

SQLITE_FORWARD = [
    f"""CREATE TRIGGER claims_reviewentry_no_update BEFORE UPDATE ON claims_reviewentry
    BEGIN SELECT RAISE(ABORT, '{MESSAGE}'); END;""",
]
SQLITE_BACKWARD = [
    "DROP TRIGGER IF EXISTS claims_reviewentry_no_update;",
]


def forward(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor == "postgresql":
        schema_editor.execute(POSTGRES_FORWARD)
    elif vendor == "sqlite":
        for statement in SQLITE_FORWARD:
            schema_editor.execute(statement)


def backward(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor == "postgresql":
        schema_editor.execute(POSTGRES_BACKWARD)
    elif vendor == "sqlite":
        for statement in SQLITE_BACKWARD:
            schema_editor.execute(statement)


class Migration(migrations.Migration):
    dependencies = [("claims", "0001_initial")]

    operations = [migrations.RunPython(forward, backward)]
