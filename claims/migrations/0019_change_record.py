"""The change log (claims.history): its table, and the triggers on articles,
claims, evidence, sources and aliases that write it."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def triggers_install(apps, schema_editor):
    from claims.history import history_triggers_install

    history_triggers_install(using=schema_editor.connection.alias)


def triggers_remove(apps, schema_editor):
    from claims.history import history_triggers_remove

    history_triggers_remove(using=schema_editor.connection.alias)


class Migration(migrations.Migration):

    dependencies = [
        ('claims', '0018_backgroundtask_heartbeat'),
        ('sources', '0003_text_rules'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name='ChangeRecord',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('model', models.CharField(help_text="The model's label, e.g. claims.claim.", max_length=64)),
                ('object_id', models.BigIntegerField()),
                ('parent_id', models.BigIntegerField(blank=True, null=True)),
                ('action', models.CharField(choices=[('create', 'Created'), ('update', 'Changed'), ('delete', 'Deleted')], max_length=8)),
                ('before', models.JSONField(blank=True, null=True)),
                ('after', models.JSONField(blank=True, null=True)),
                ('created_at', models.DateTimeField()),
                ('actor', models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.PROTECT, related_name='+', to=settings.AUTH_USER_MODEL)),
            ],
            options={
                'ordering': ['-id'],
                'indexes': [models.Index(fields=['model', 'object_id', '-id'], name='change_record_object_idx'), models.Index(condition=models.Q(('parent_id__isnull', False)), fields=['model', 'parent_id', '-id'], name='change_record_parent_idx')],
                'constraints': [models.CheckConstraint(condition=models.Q(('action__in', ['create', 'update', 'delete'])), name='change_record_action_valid')],
            },
        ),
        migrations.RunPython(triggers_install, triggers_remove),
    ]
