from django.apps import AppConfig
from django.db.backends.signals import connection_created
from django.utils.translation import gettext_lazy as _
from django.db.models.signals import post_migrate


def _staff_roles_sync(sender, **kwargs):
    from django.apps import apps

    from claims.roles import staff_roles_sync

    staff_roles_sync(apps=apps)


def _cache_table_created(sender, using, **kwargs):
    """The database cache's table (settings CACHES), made by every migrate, so
    `make run` and the tests have it; a no-op when it exists or Redis is used."""
    from django.core.management import call_command

    call_command("createcachetable", database=using, verbosity=0)


class ClaimsConfig(AppConfig):
    name = "claims"
    verbose_name = _("Claims and verification")

    def ready(self):
        # After every migrate or flush (tests), once permissions exist again.
        post_migrate.connect(_staff_roles_sync, sender=self, dispatch_uid="claims_staff_roles_sync")
        post_migrate.connect(_cache_table_created, sender=self, dispatch_uid="claims_cache_table")
        from claims.tallies import tally_triggers_installed_after_migrate

        post_migrate.connect(
            tally_triggers_installed_after_migrate, sender=self, dispatch_uid="claims_status_tally_triggers"
        )
        from claims.history import history_connection_prepare, history_triggers_installed_after_migrate

        post_migrate.connect(
            history_triggers_installed_after_migrate, sender=self, dispatch_uid="claims_history_triggers"
        )
        connection_created.connect(history_connection_prepare, dispatch_uid="claims_history_connection")
        from claims.source_sort import source_sort_triggers_installed_after_migrate

        post_migrate.connect(
            source_sort_triggers_installed_after_migrate, sender=self, dispatch_uid="claims_source_sort_triggers"
        )
        from claims.search import sqlite_fold_register

        connection_created.connect(sqlite_fold_register, dispatch_uid="claims_sqlite_fold")
        from django.tasks.signals import task_started

        from claims.task_liveness import stale_tasks_fail_on_task_start

        task_started.connect(stale_tasks_fail_on_task_start, dispatch_uid="claims_stale_tasks_fail")
