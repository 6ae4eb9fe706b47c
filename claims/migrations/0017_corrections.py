"""Corrections of published articles; a claim whose words a correction removed keeps no span."""

import django.db.models.deletion
import newsroom.text_rules
from django.conf import settings
from django.db import migrations, models


def sqlite_tally_triggers_drop(apps, schema_editor):
    """SQLite cannot rebuild the claims table (to make its span nullable) while a
    trigger on the articles table names it: drop the tally triggers first."""
    if schema_editor.connection.vendor != "sqlite":
        return
    for name in (
        "claims_status_tally_insert",
        "claims_status_tally_delete",
        "claims_status_tally_update",
        "claims_status_tally_article_state",
    ):
        schema_editor.execute(f"DROP TRIGGER IF EXISTS {name};")


def tally_triggers_reinstall(apps, schema_editor):
    """SQLite rebuilt the claims table to make its span nullable, dropping its triggers."""
    from claims.tallies import tally_triggers_install

    tally_triggers_install(using=schema_editor.connection.alias)


class Migration(migrations.Migration):

    dependencies = [
        ('claims', '0016_comments_and_staff_profiles'),
        ('sources', '0003_text_rules'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RunPython(sqlite_tally_triggers_drop, migrations.RunPython.noop),
        migrations.CreateModel(
            name='ClaimReanchor',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('outcome', models.CharField(choices=[('moved', 'Same words, another place'), ('changed', 'Words changed'), ('detached', 'Words removed')], max_length=16)),
                ('old_start', models.PositiveIntegerField()),
                ('old_end', models.PositiveIntegerField()),
                ('old_quote', models.TextField()),
                ('new_start', models.PositiveIntegerField(blank=True, null=True)),
                ('new_end', models.PositiveIntegerField(blank=True, null=True)),
                ('new_quote', models.TextField(blank=True)),
                ('reopened', models.BooleanField(default=False, help_text='The claim had a verdict and was reopened because its words changed.')),
                ('reviewed_at', models.DateTimeField(blank=True, null=True)),
            ],
            options={
                'ordering': ['correction_id', 'old_start', 'id'],
            },
        ),
        migrations.CreateModel(
            name='Correction',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('number', models.PositiveIntegerField(help_text='1 for the article’s first correction, 2 for the next, …')),
                ('previous_body', models.TextField(help_text='The article’s text before this correction.')),
                ('note', models.TextField(help_text='What was corrected and why, shown to readers.')),
                ('changes', models.JSONField(blank=True, default=list, help_text='What changed in the text: a list of {“removed”, “inserted”} passages.')),
                ('created_at', models.DateTimeField()),
            ],
            options={
                'ordering': ['-created_at', '-id'],
            },
        ),
        migrations.AlterModelOptions(
            name='article',
            options={'ordering': ['-published_on', 'headline', 'id'], 'permissions': [('publish_article', 'Can publish and withdraw articles'), ('correct_article', 'Can correct the text of published articles')]},
        ),
        migrations.RemoveConstraint(
            model_name='claim',
            name='claim_start_not_negative',
        ),
        migrations.RemoveConstraint(
            model_name='claim',
            name='claim_start_before_end',
        ),
        migrations.AlterField(
            model_name='claim',
            name='end',
            field=models.PositiveIntegerField(blank=True, help_text='Offset just past the quote’s last character; empty when detached.', null=True),
        ),
        migrations.AlterField(
            model_name='claim',
            name='quote',
            field=models.TextField(help_text='The exact words in the article: body[start:end] (when detached, the words it had).', validators=[newsroom.text_rules.RefusedCharacters('running text', '\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202d\u202e', ' (tabs and line breaks are fine)')]),
        ),
        migrations.AlterField(
            model_name='claim',
            name='start',
            field=models.PositiveIntegerField(blank=True, help_text='Offset of the quote’s first character in the body; empty once a correction removed the words.', null=True),
        ),
        migrations.AddConstraint(
            model_name='claim',
            constraint=models.CheckConstraint(condition=models.Q(('start__isnull', True), ('start__gte', 0), _connector='OR'), name='claim_start_not_negative', violation_error_message='The span cannot start before the body.'),
        ),
        migrations.AddConstraint(
            model_name='claim',
            constraint=models.CheckConstraint(condition=models.Q(('start__isnull', True), ('start__lt', models.F('end')), _connector='OR'), name='claim_start_before_end', violation_error_message='The span must end after it starts.'),
        ),
        migrations.AddConstraint(
            model_name='claim',
            constraint=models.CheckConstraint(condition=models.Q(models.Q(('end__isnull', True), ('start__isnull', True)), models.Q(('end__isnull', False), ('start__isnull', False)), _connector='OR'), name='claim_span_whole_or_detached', violation_error_message='Give both the start and the end of the claim’s words.'),
        ),
        migrations.AddField(
            model_name='claimreanchor',
            name='claim',
            field=models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='reanchors', to='claims.claim'),
        ),
        migrations.AddField(
            model_name='claimreanchor',
            name='reviewed_by',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.PROTECT, related_name='+', to=settings.AUTH_USER_MODEL),
        ),
        migrations.AddField(
            model_name='correction',
            name='actor',
            field=models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='+', to=settings.AUTH_USER_MODEL),
        ),
        migrations.AddField(
            model_name='correction',
            name='article',
            field=models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='corrections', to='claims.article'),
        ),
        migrations.AddField(
            model_name='claimreanchor',
            name='correction',
            field=models.ForeignKey(on_delete=django.db.models.deletion.PROTECT, related_name='reanchors', to='claims.correction'),
        ),
        migrations.AddIndex(
            model_name='correction',
            index=models.Index(fields=['-created_at', '-id'], name='correction_latest_idx'),
        ),
        migrations.AddConstraint(
            model_name='correction',
            constraint=models.UniqueConstraint(fields=('article', 'number'), name='correction_number_unique_per_article', violation_error_message='Someone else corrected this article at the same time.'),
        ),
        migrations.AddConstraint(
            model_name='correction',
            constraint=models.CheckConstraint(condition=models.Q(('number__gte', 1)), name='correction_number_positive'),
        ),
        migrations.AddConstraint(
            model_name='correction',
            constraint=models.CheckConstraint(condition=models.Q(('note', ''), _negated=True), name='correction_note_not_empty'),
        ),
        migrations.AddConstraint(
            model_name='claimreanchor',
            constraint=models.UniqueConstraint(fields=('correction', 'claim'), name='claim_reanchor_once_per_correction'),
        ),
        migrations.AddConstraint(
            model_name='claimreanchor',
            constraint=models.CheckConstraint(condition=models.Q(('outcome__in', ['moved', 'changed', 'detached'])), name='claim_reanchor_outcome_valid'),
        ),
        migrations.AddConstraint(
            model_name='claimreanchor',
            constraint=models.CheckConstraint(condition=models.Q(models.Q(('new_end__isnull', True), ('new_quote', ''), ('new_start__isnull', True), ('outcome', 'detached')), models.Q(models.Q(('outcome', 'detached'), _negated=True), ('new_end__isnull', False), ('new_start__isnull', False), ('new_start__lt', models.F('new_end')), models.Q(('new_quote', ''), _negated=True)), _connector='OR'), name='claim_reanchor_span_matches_outcome'),
        ),
        migrations.AddConstraint(
            model_name='claimreanchor',
            constraint=models.CheckConstraint(condition=models.Q(models.Q(('outcome', 'moved'), _negated=True), ('new_quote', models.F('old_quote')), _connector='OR'), name='claim_reanchor_moved_same_words'),
        ),
        migrations.AddConstraint(
            model_name='claimreanchor',
            constraint=models.CheckConstraint(condition=models.Q(models.Q(('outcome', 'changed'), _negated=True), models.Q(('new_quote', models.F('old_quote')), _negated=True), _connector='OR'), name='claim_reanchor_changed_other_words'),
        ),
        migrations.AddConstraint(
            model_name='claimreanchor',
            constraint=models.CheckConstraint(condition=models.Q(models.Q(('reviewed_at__isnull', True), ('reviewed_by__isnull', True)), models.Q(('outcome__in', ('changed', 'detached')), ('reviewed_at__isnull', False), ('reviewed_by__isnull', False)), _connector='OR'), name='claim_reanchor_review_complete'),
        ),
        migrations.RunPython(tally_triggers_reinstall, migrations.RunPython.noop),
    ]
