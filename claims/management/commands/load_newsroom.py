"""`manage.py load_newsroom`: load the seed articles, sources and claims."""

from django.core.management.base import BaseCommand, CommandError

from claims.management.progress import command_progress
from claims.newsroom_seed import SeedDataError, newsroom_seed_load


class Command(BaseCommand):
    help = "Load the seed newsroom (its articles, sources and every claim). Safe to run again."

    def handle(self, *args, **options):
        try:
            with command_progress(self.stdout, total=0, label="Loading", unit="record") as progress:
                report = newsroom_seed_load(on_progress=progress.update)
        except SeedDataError as error:
            raise CommandError(str(error)) from error
        for line in report.lines:
            self.stdout.write(line)
        created = ", ".join(f"{n} {what}" for what, n in sorted(report.created.items()) if n)
        unchanged = ", ".join(f"{n} {what}" for what, n in sorted(report.unchanged.items()) if n)
        if report.changed_anything:
            self.stdout.write(self.style.SUCCESS(f"Loaded the seed newsroom: {created}."))
            if unchanged:
                self.stdout.write(f"Already present and left as they were: {unchanged}.")
        else:
            self.stdout.write(
                self.style.SUCCESS(f"The seed newsroom is already loaded; nothing changed ({unchanged}).")
            )
