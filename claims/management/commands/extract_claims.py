"""`manage.py extract_claims [ARTICLE ...] [--enqueue]`: propose claims for many articles.

Runs the extractor over the named articles (ids or slugs; every article when none
is named) and stores its proposals as unverified claims, leaving the claims
already there as they are: running it again adds nothing new. Inline by
default, with progress on the terminal; `--enqueue` queues it as a background
task for a worker (`manage.py db_worker`) and returns at once.
"""

from django.core.management.base import BaseCommand, CommandError
from django.db.models import Q

from claims.management.progress import command_progress
from claims.models import Article
from claims.tasks import claims_extract_enqueue, claims_extract_many


class Command(BaseCommand):
    help = "Propose claims for articles (all, or the ids or slugs given); existing claims are kept."

    def add_arguments(self, parser):
        parser.add_argument("articles", nargs="*", help="Article ids or slugs (default: every article).")
        parser.add_argument(
            "--enqueue",
            action="store_true",
            help="Queue the work for a background worker (manage.py db_worker) instead of running it here.",
        )

    def handle(self, *args, **options):
        article_ids = self._article_ids(options["articles"])
        if options["enqueue"]:
            background_task = claims_extract_enqueue(article_ids=article_ids)
            self.stdout.write(
                self.style.SUCCESS(
                    f"Queued task {background_task.pk}: extract claims for {len(article_ids)} article(s). "
                    "A worker (manage.py db_worker) runs it; follow it in the admin under Background tasks."
                )
            )
            return
        with command_progress(self.stdout, total=len(article_ids), label="Extracting", unit="article") as progress:
            result = claims_extract_many(article_ids=article_ids, on_progress=progress.update)
        self.stdout.write(
            self.style.SUCCESS(
                f"Proposed {result['claims_proposed']} new claim(s) for {result['articles']} article(s); "
                "existing claims were left as they were."
            )
        )

    def _article_ids(self, names: list[str]) -> list[int]:
        if not names:
            return list(Article.objects.order_by("pk").values_list("pk", flat=True))
        ids = []
        for name in names:
            is_id = name.isascii() and name.isdigit() and len(name) <= 18
            lookup = Q(slug=name) | Q(pk=int(name)) if is_id else Q(slug=name)
            article_id = Article.objects.filter(lookup).values_list("pk", flat=True).first()
            if article_id is None:
                raise CommandError(f"No article with the id or slug “{name}”.")
            ids.append(article_id)
        return list(dict.fromkeys(ids))
