"""Indexes for the public claim lists at a million claims: their default
order over confirmed claims (a deep page's OFFSET skipped in the index alone)
and the same order within a status (?status=). Built concurrently on
PostgreSQL, so a live newsroom keeps writing while they build."""

from django.db import migrations, models

from newsroom.migration_operations import AddIndexConcurrently


class Migration(migrations.Migration):
    atomic = False

    dependencies = [
        ('claims', '0020_review_entry_carried_from'),
    ]

    operations = [
        AddIndexConcurrently(
            model_name='claim',
            index=models.Index(condition=models.Q(('proposed', False)), fields=['article', 'start', 'end', 'id'], name='claim_public_order_idx'),
        ),
        AddIndexConcurrently(
            model_name='claim',
            index=models.Index(condition=models.Q(('proposed', False)), fields=['status', 'article', 'start', 'end', 'id'], name='claim_public_status_idx'),
        ),
    ]
