"""Make the review history append-only in the database itself.

Triggers refuse every UPDATE of a review entry and every DELETE while its claim
exists (the claim is PROTECTed by its entries, so in practice: always). Flushing
a whole test database still works: PostgreSQL truncates, SQLite deletes the
claims first. Note for SQLite: a migration that rebuilds claims_reviewentry
must create these triggers again.
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
    f"""CREATE TRIGGER claims_reviewentry_no_delete BEFORE DELETE ON claims_reviewentry
    WHEN EXISTS (SELECT 1 FROM claims_claim WHERE id = OLD.claim_id)
    BEGIN SELECT RAISE(ABORT, '{MESSAGE}'); END;""",
]
SQLITE_BACKWARD = [
    "DROP TRIGGER IF EXISTS claims_reviewentry_no_update;",
    "DROP TRIGGER IF EXISTS claims_reviewentry_no_delete;",
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
