"""Articles have a state (draft, published, withdrawn) and a history of its moves."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def tally_triggers_reinstall(apps, schema_editor):
    """The status totals count a claim as public only while its article is published."""
    from claims.tallies import tally_triggers_install

    tally_triggers_install(using=schema_editor.connection.alias)


class Migration(migrations.Migration):

    dependencies = [
        ('claims', '0014_claim_list_indexes'),
        ('sources', '0003_text_rules'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name='ArticleStateEntry',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('created_at', models.DateTimeField()),
                ('from_state', models.CharField(choices=[('draft', 'Draft'), ('published', 'Published'), ('withdrawn', 'Withdrawn')], max_length=16)),
                ('to_state', models.CharField(choices=[('draft', 'Draft'), ('published', 'Published'), ('withdrawn', 'Withdrawn')], max_length=16)),
                ('note', models.TextField(blank=True)),
            ],
            options={
                'verbose_name_plural': 'article state entries',
                'ordering': ['-created_at', '-id'],
            },
        ),
        migrations.AlterModelOptions(
            name='article',
            options={'ordering': ['-published_on', 'headline', 'id'], 'permissions': [('publish_article', 'Can publish and withdraw articles')]},
        ),
        # Every article stored before states existed was public: it stays
        # published (the default fills the existing rows); new ones start as drafts.
        migrations.AddField(
            model_name='article',
            name='state',
            field=models.CharField(choices=[('draft', 'Draft'), ('published', 'Published'), ('withdrawn', 'Withdrawn')], default='published', editable=False, max_length=16),
            preserve_default=False,
        ),
        migrations.AlterField(
            model_name='article',
            name='state',
            field=models.CharField(choices=[('draft', 'Draft'), ('published', 'Published'), ('withdrawn', 'Withdrawn')], default='draft', editable=False, help_text='Moved only by claims.article_state: a draft is seen by staff alone.', max_length=16),
        ),
        migrations.AddField(
            model_name='article',
            name='withdrawn_note',
            field=models.TextField(blank=True, editable=False, help_text='Why the article was withdrawn, shown to readers.'),
        ),
        migrations.AlterField(
            model_name='statustally',
            name='public',
            field=models.BooleanField(help_text='Counts confirmed claims of published articles (what readers see); else the rest (machine proposals, claims of drafts and withdrawn articles).'),
        ),
        migrations.AddConstraint(
            model_name='article',
            constraint=models.CheckConstraint(condition=models.Q(('state__in', ['draft', 'published', 'withdrawn'])), name='article_state_valid'),
        ),
        migrations.AddConstraint(
            model_name='article',
            constraint=models.CheckConstraint(condition=models.Q(models.Q(('state', 'withdrawn'), _negated=True), models.Q(('withdrawn_note', ''), _negated=True), _connector='OR'), name='article_withdrawn_with_note', violation_error_message='A withdrawn article needs a note for readers.'),
        ),
        migrations.AddField(
            model_name='articlestateentry',
            name='actor',
            field=models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='+', to=settings.AUTH_USER_MODEL),
        ),
        migrations.AddField(
            model_name='articlestateentry',
            name='article',
            field=models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='state_history', to='claims.article'),
        ),
        migrations.AddConstraint(
            model_name='articlestateentry',
            constraint=models.CheckConstraint(condition=models.Q(('from_state', models.F('to_state')), _negated=True), name='article_state_entry_changes_state'),
        ),
        migrations.RunPython(tally_triggers_reinstall, migrations.RunPython.noop),
    ]
