"""`manage.py import_article FILE [FILE ...]`: store articles and propose their claims.

Each FILE is a UTF-8 text or HTML file, or `-` for standard input. Every problem
with an input (a missing file, bytes that are not UTF-8, an empty or oversized
text, a URL already stored, a bad date) is reported with a message and stores
nothing of that article; with several files the others are still imported, a
progress bar (plain counts when the output is not a terminal) shows how far it
got, and the command fails at the end if any file was not imported.
`--enqueue` queues the import for a background worker instead. `--url-fetch URL`
imports the page at URL instead of a file (`claims.fetching`: public addresses only,
a timeout and a size limit; its story is kept, not the page around it), here or,
with `--enqueue`, in a worker, as the admin's import form does.
"""

import sys
from datetime import date
from pathlib import Path

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from claims.fetching import FetchError, url_check
from claims.importing import MAX_ARTICLE_BYTES, article_import, article_text_decode
from claims.management.progress import command_progress
from claims.tasks import ImportDocument, articles_import, articles_import_enqueue, error_message


class Command(BaseCommand):
    help = "Import articles from UTF-8 files (or - for standard input) and propose their claims."
    # Tests hand in standard input as bytes: call_command(..., stdin=BytesIO(...)).
    stealth_options = ("stdin",)

    def add_arguments(self, parser):
        parser.add_argument(
            "files", nargs="*", metavar="file", help="UTF-8 text or HTML files, or - to read standard input."
        )
        parser.add_argument("--url-fetch", metavar="URL", help="Fetch the article from this web address instead.")
        parser.add_argument("--headline", help="The headline (default: the first line of the text).")
        parser.add_argument("--publisher", help="The media outlet that published it, by name.")
        parser.add_argument("--url", default="", help="Where it was published.")
        parser.add_argument("--published-on", help="Publication date, YYYY-MM-DD.")
        parser.add_argument("--language", default="en", help="Language code of the text (default: en).")
        parser.add_argument(
            "--enqueue",
            action="store_true",
            help="Queue the import for a background worker (manage.py db_worker) instead of running it here.",
        )

    def handle(self, *args, **options):
        files = options["files"]
        if options.get("url_fetch"):
            if files:
                raise CommandError("--url-fetch imports one page: give no file with it.")
            self._import_from_url(options)
            return
        if not files:
            raise CommandError("Give a file to import (or - for standard input), or --url-fetch URL.")
        if len(files) > 1 and (options.get("headline") or options.get("url")):
            raise CommandError("--headline and --url describe one article: give them with a single file.")
        published_on = self._date(options.get("published_on"))
        if options["enqueue"]:
            documents = [self._document(name, options) for name in files]
            background_task = articles_import_enqueue(documents=documents)
            self.stdout.write(
                self.style.SUCCESS(
                    f"Queued task {background_task.pk}: import {len(documents)} article(s). "
                    "A worker (manage.py db_worker) runs it; follow it in the admin under Background tasks."
                )
            )
            return
        if len(files) == 1:
            self._import(files[0], options, published_on, self.stdout.write)
            return
        failed = []
        with command_progress(self.stdout, total=len(files), label="Importing", unit="file") as progress:
            for name in files:
                try:
                    self._import(name, options, published_on, progress.write)
                except CommandError as error:
                    failed.append(name)
                    progress.write(self.style.ERROR(f"{self._label(name)}: {error}"))
                progress.advance()
        if failed:
            raise CommandError(f"{len(failed)} of {len(files)} files were not imported: {', '.join(failed)}.")

    def _import(self, name, options, published_on, write) -> None:
        text = self._text(name, options.get("stdin"))
        try:
            result = article_import(
                text=text,
                headline=options.get("headline"),
                publisher=options.get("publisher"),
                url=options.get("url") or "",
                published_on=published_on,
                language=options.get("language") or "en",
            )
        except ValidationError as error:
            raise CommandError(error_message(error)) from None
        article = result.article
        write(
            self.style.SUCCESS(
                f"Imported “{article.headline}” ({article.slug}) with {len(result.claims)} proposed claims."
            )
        )
        for source in result.sources_created:
            write(f"New source: {source.name} ({source.get_kind_display()}) {source.description}".rstrip())
        for claim in result.claims:
            write(_claim_line(claim))

    def _import_from_url(self, options) -> None:
        try:
            url = url_check(url=options["url_fetch"], allow_private=settings.ARTICLE_FETCH_ALLOW_PRIVATE)
        except FetchError as error:
            raise CommandError(str(error)) from None
        published_on = self._date(options.get("published_on"))
        document = ImportDocument(
            text="",
            name=url,
            fetch_url=url,
            headline=options.get("headline") or "",
            publisher=options.get("publisher") or "",
            url=options.get("url") or "",
            published_on=published_on.isoformat() if published_on else "",
            language=options.get("language") or "en",
        )
        if options["enqueue"]:
            background_task = articles_import_enqueue(documents=[document])
            self.stdout.write(
                self.style.SUCCESS(
                    f"Queued task {background_task.pk}: fetch and import {url}. "
                    "A worker (manage.py db_worker) runs it; follow it in the admin under Background tasks."
                )
            )
            return
        report = articles_import(documents=[document])
        if report.failed:
            raise CommandError(report.error)
        [imported] = report.imported
        self.stdout.write(
            self.style.SUCCESS(
                f"Imported “{imported['headline']}” ({imported['slug']}) from {imported['url'] or url} "
                f"with {imported['claims']} proposed claims."
            )
        )

    def _text(self, name: str, stdin) -> str:
        try:
            return article_text_decode(self._read(name, stdin), name=self._label(name))
        except ValidationError as error:
            raise CommandError(error_message(error)) from None

    def _document(self, name: str, options) -> ImportDocument:
        published_on = self._date(options.get("published_on"))
        return ImportDocument(
            text=self._text(name, options.get("stdin")),
            name=self._label(name),
            headline=options.get("headline") or "",
            publisher=options.get("publisher") or "",
            url=options.get("url") or "",
            published_on=published_on.isoformat() if published_on else "",
            language=options.get("language") or "en",
        )

    def _read(self, name: str, stdin) -> bytes:
        # Read one byte past the limit: enough to say the text is too long
        # without reading an endless stream.
        limit = MAX_ARTICLE_BYTES + 1
        if name == "-":
            stream = stdin if stdin is not None else sys.stdin.buffer
            return stream.read(limit)
        path = Path(name)
        if not path.is_file():
            raise CommandError(f"No such file: {name}")
        try:
            with path.open("rb") as handle:
                return handle.read(limit)
        except OSError as error:
            raise CommandError(f"Cannot read {name}: {error.strerror}") from None

    def _label(self, name: str) -> str:
        return "Standard input" if name == "-" else name

    def _date(self, value: str | None) -> date | None:
        if not value:
            return None
        try:
            return date.fromisoformat(value)
        except ValueError:
            raise CommandError(f"--published-on must be a date as YYYY-MM-DD, not “{value}”.") from None


def _claim_line(claim) -> str:
    figure = ""
    if claim.value is not None:
        value = claim.value.normalize()
        figure = f" {claim.get_qualifier_display()} {value:f} {claim.unit}".rstrip()
    elif claim.unit:
        figure = f" (vague count of {claim.unit})"
    # A vague speaker ("the government") is no source; the attribution names it.
    source = claim.source.name if claim.source else (claim.attribution or "the article")
    return f"  [{claim.kind}] “{claim.quote}”{figure} — {source} (confidence {claim.confidence})"
