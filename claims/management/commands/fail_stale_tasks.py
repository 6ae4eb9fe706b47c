"""`manage.py fail_stale_tasks [--minutes N]`: fail the background tasks whose worker died.

A task still marked running that has shown no sign of life for N minutes
(default: `claims.task_liveness.STALE_AFTER`) is failed, with an error in its
admin page saying what happened and what to do. Workers already do this
whenever they start a task; run this from cron so that it happens when no
task is queued too.
"""

from datetime import timedelta

from django.core.management.base import BaseCommand, CommandError

from claims.task_liveness import STALE_AFTER, background_tasks_fail_stale


class Command(BaseCommand):
    help = "Fail background tasks still marked running whose worker has shown no sign of life for a while."

    def add_arguments(self, parser):
        parser.add_argument(
            "--minutes",
            type=float,
            default=STALE_AFTER.total_seconds() / 60,
            help="Minutes without a sign of life after which a running task is failed (default: %(default)s).",
        )

    def handle(self, *args, minutes, **options):
        if not 0 <= minutes <= 60 * 24 * 365:
            raise CommandError("--minutes must be between 0 and 525600.")
        failed = background_tasks_fail_stale(silent_for=timedelta(minutes=minutes))
        for background_task in failed:
            self.stdout.write(f"Failed task {background_task.pk} ({background_task}): {background_task.error}")
        self.stdout.write(self.style.SUCCESS(f"{len(failed)} stale task(s) failed."))
