import django.db.models.functions.text
from django.db import migrations, models


def duplicate_proposed_outlets_renamed(apps, schema_editor):
    """Before the constraint: proposed outlets sharing a name (made by imports that
    raced) keep their articles and get a numbered name, "El Tiempo (2)", for an
    editor to merge or confirm. Proposed sources are shown to staff only."""
    Source = apps.get_model("sources", "Source")
    seen = {}
    for source in Source.objects.filter(proposed=True, kind="media_outlet").order_by("pk").only("pk", "name"):
        key = source.name.lower()
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 1:
            suffix = f" ({seen[key]})"
            Source.objects.filter(pk=source.pk).update(name=source.name[: 200 - len(suffix)] + suffix)


class Migration(migrations.Migration):
    dependencies = [
        ("sources", "0003_text_rules"),
    ]

    operations = [
        migrations.RunPython(duplicate_proposed_outlets_renamed, migrations.RunPython.noop, elidable=True),
        migrations.AddConstraint(
            model_name="source",
            constraint=models.UniqueConstraint(
                django.db.models.functions.text.Lower("name"),
                condition=models.Q(("kind", "media_outlet"), ("proposed", True)),
                name="proposed_outlet_name_unique",
            ),
        ),
    ]
