"""`Claim.source_sort`: the source's folded name on the claim, kept by
triggers (claims.source_sort), and its index, so ?sort=source reads an index
range instead of sorting every claim by the joined name."""

from django.conf import settings
from django.db import migrations, models


def sqlite_triggers_naming_claims_drop(apps, schema_editor):
    """SQLite cannot rebuild the claims table (to add a NOT NULL column) while
    a trigger on another table names it (the totals' on articles): drop those
    first; they are installed again below and after every migrate."""
    if schema_editor.connection.vendor != "sqlite":
        return
    with schema_editor.connection.cursor() as cursor:
        cursor.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name <> 'claims_claim' "
            "AND sql LIKE '%claims_claim%'"
        )
        for (name,) in cursor.fetchall():
            cursor.execute(f"DROP TRIGGER {name}")


def key_fill_and_triggers_install(apps, schema_editor):
    from claims.history import history_triggers_install
    from claims.source_sort import source_sort_fill, source_sort_triggers_install
    from claims.tallies import tally_triggers_install

    using = schema_editor.connection.alias
    source_sort_fill(using=using)
    source_sort_triggers_install(using=using)
    # The change log leaves the key out (UNRECORDED_COLUMNS): its functions
    # again; and SQLite's rebuilt table lost its triggers.
    history_triggers_install(using=using)
    tally_triggers_install(using=using)


def triggers_remove(apps, schema_editor):
    from claims.source_sort import source_sort_triggers_remove

    source_sort_triggers_remove(using=schema_editor.connection.alias)


class Migration(migrations.Migration):

    dependencies = [
        ('claims', '0021_claim_public_list_indexes'),
        ('sources', '0004_proposed_outlet_name_unique'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RunPython(sqlite_triggers_naming_claims_drop, migrations.RunPython.noop),
        migrations.AddField(
            model_name='claim',
            name='source_sort',
            field=models.TextField(default='1', editable=False, help_text='The source’s name folded, for ?sort=source: kept by the database (claims.source_sort).'),
        ),
        migrations.RunPython(key_fill_and_triggers_install, triggers_remove),
        migrations.AddIndex(
            model_name='claim',
            index=models.Index(fields=['source_sort', 'id'], name='claim_source_sort_idx'),
        ),
    ]
