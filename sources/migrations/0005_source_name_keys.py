import django.db.models.deletion
from django.db import migrations, models

from claims.extraction.sources import KnownSource, source_keys


def name_keys_written(apps, schema_editor):
    """Every existing source's keys, from its name, kind and aliases (the rule of
    `claims.extraction.sources.source_keys`, which has no model to go stale)."""
    Source = apps.get_model("sources", "Source")
    SourceAlias = apps.get_model("sources", "SourceAlias")
    SourceNameKey = apps.get_model("sources", "SourceNameKey")
    aliases = {}
    for source_id, name in SourceAlias.objects.values_list("source_id", "name"):
        aliases.setdefault(source_id, []).append(name)
    rows = [
        SourceNameKey(source_id=pk, key=key)
        for pk, name, kind in Source.objects.values_list("pk", "name", "kind").order_by("pk")
        for key in sorted(source_keys(KnownSource(str(pk), name, tuple(aliases.get(pk, ())), "", kind)))
    ]
    SourceNameKey.objects.bulk_create(rows, batch_size=5000)


class Migration(migrations.Migration):
    dependencies = [
        ("sources", "0004_proposed_outlet_name_unique"),
    ]

    operations = [
        migrations.CreateModel(
            name="SourceNameKey",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("key", models.CharField(db_index=True, max_length=200)),
                (
                    "source",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE, related_name="name_keys", to="sources.source"
                    ),
                ),
            ],
            options={
                "constraints": [models.UniqueConstraint(fields=("source", "key"), name="source_name_key_unique")],
            },
        ),
        migrations.RunPython(name_keys_written, migrations.RunPython.noop),
    ]
