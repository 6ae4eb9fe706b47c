"""Status totals kept by the database (claims.tallies): the table, its
triggers, and the counts of the claims already stored."""

from django.db import migrations, models

BACKFILL = """
INSERT INTO claims_statustally (scope, scope_id, status, public, count)
SELECT 'newsroom', 0, status, NOT proposed, count(*) FROM claims_claim GROUP BY status, proposed
UNION ALL
SELECT 'article', article_id, status, NOT proposed, count(*) FROM claims_claim GROUP BY article_id, status, proposed
UNION ALL
SELECT 'source', source_id, status, NOT proposed, count(*) FROM claims_claim
 WHERE source_id IS NOT NULL GROUP BY source_id, status, proposed
UNION ALL
SELECT 'via', via_id, status, NOT proposed, count(*) FROM claims_claim
 WHERE via_id IS NOT NULL GROUP BY via_id, status, proposed
"""


def tallies_start(apps, schema_editor):
    from claims.tallies import tally_triggers_install

    schema_editor.execute(BACKFILL)
    tally_triggers_install(using=schema_editor.connection.alias)


def tallies_stop(apps, schema_editor):
    names = ("claims_status_tally_insert", "claims_status_tally_update", "claims_status_tally_delete")
    for name in names:
        if schema_editor.connection.vendor == "postgresql":
            schema_editor.execute(f"DROP TRIGGER IF EXISTS {name} ON claims_claim")
            schema_editor.execute(f"DROP FUNCTION IF EXISTS {name}()")
        else:
            schema_editor.execute(f"DROP TRIGGER IF EXISTS {name}")


class Migration(migrations.Migration):

    dependencies = [
        ('claims', '0005_unaccent'),
    ]

    operations = [
        migrations.CreateModel(
            name='StatusTally',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('scope', models.CharField(choices=[('newsroom', 'Newsroom'), ('article', 'Article'), ('source', 'Source'), ('via', 'Intermediary')], max_length=8)),
                ('scope_id', models.BigIntegerField(help_text="The article's or source's id; 0 for the newsroom.")),
                ('status', models.CharField(choices=[('unverified', 'Unverified'), ('in_review', 'In review'), ('verified', 'Verified'), ('misleading', 'Misleading'), ('false', 'False'), ('unverifiable', 'Unverifiable')], max_length=16)),
                ('public', models.BooleanField(help_text='Counts confirmed claims (what readers see); else machine proposals.')),
                ('count', models.BigIntegerField(default=0)),
            ],
            options={
                'constraints': [models.UniqueConstraint(fields=('scope', 'scope_id', 'status', 'public'), name='status_tally_unique')],
            },
        ),
        migrations.RunPython(tallies_start, tallies_stop),
    ]
