"""A stored, GIN-indexed full-text search document per claim on PostgreSQL,
kept by triggers (claims.search explains it). Nothing on other databases."""

from django.db import migrations


def document_install(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        from claims.search import SEARCH_DOCUMENT_SQL

        schema_editor.execute(SEARCH_DOCUMENT_SQL, None)


def document_drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        from claims.search import SEARCH_DOCUMENT_DROP_SQL

        schema_editor.execute(SEARCH_DOCUMENT_DROP_SQL, None)


class Migration(migrations.Migration):
    dependencies = [
        ("claims", "0006_status_tally"),
        ("sources", "0002_proposed_sources"),
    ]

    operations = [migrations.RunPython(document_install, document_drop)]
