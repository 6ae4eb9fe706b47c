"""Compare the stored status totals with a full recount of the claims.

    python manage.py check_status_tallies          # report; exits non-zero on drift
    python manage.py check_status_tallies --fix    # rebuild the counts from the claims

The counts are kept by database triggers (claims.tallies), so drift means
someone wrote to the tables with the triggers off (a restore without them, a
manual `session_replication_role = replica` session). Safe to run at any time;
`--fix` locks the articles and claims tables against writes while it recounts.
"""

from django.core.management.base import BaseCommand, CommandError

from claims.tallies import tallies_check, tallies_rebuild


class Command(BaseCommand):
    help = "Check the stored status totals against a full recount; --fix rebuilds them."

    def add_arguments(self, parser):
        parser.add_argument("--fix", action="store_true", help="Rebuild every count from the claims table.")

    def handle(self, *args, fix: bool, **options):
        drift = tallies_check()
        for row in drift[:50]:
            visibility = "public" if row["public"] else "internal"
            self.stdout.write(
                f"{row['scope']} {row['scope_id']} {row['status']} ({visibility}): "
                f"stored {row['stored']}, actual {row['actual']}"
            )
        if len(drift) > 50:
            self.stdout.write(f"… and {len(drift) - 50} more.")
        if not drift:
            self.stdout.write(self.style.SUCCESS("Status totals are exact."))
            return
        if fix:
            written = tallies_rebuild()
            self.stdout.write(self.style.SUCCESS(f"{len(drift)} counts repaired ({written} rows rebuilt)."))
            return
        raise CommandError(f"{len(drift)} status totals differ from the claims; run with --fix to rebuild them.")
