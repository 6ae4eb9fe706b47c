"""The search document's function in PL/pgSQL (claims.search): same document,
half the cost per inserted claim. Nothing on other databases."""

from django.db import migrations


def function_replace(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        from claims.search import SEARCH_DOCUMENT_FUNCTION_SQL

        schema_editor.execute(SEARCH_DOCUMENT_FUNCTION_SQL, None)


class Migration(migrations.Migration):
    dependencies = [("claims", "0012_claim_matches")]

    operations = [migrations.RunPython(function_replace, migrations.RunPython.noop)]
