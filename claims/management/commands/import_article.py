"""`manage.py import_article FILE`: store an article and propose its claims.

FILE is a UTF-8 text or HTML file, or `-` for standard input. Every problem with
the input (a missing file, bytes that are not UTF-8, an empty or oversized text, a
URL already stored, a bad date) stops the command with a message and stores
nothing.
"""

import sys
from datetime import date
from pathlib import Path

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from claims.importing import MAX_ARTICLE_CHARACTERS, article_import


class Command(BaseCommand):
    help = "Import an article from a UTF-8 file (or - for standard input) and propose its claims."
    # Tests hand in standard input as bytes: call_command(..., stdin=BytesIO(...)).
    stealth_options = ("stdin",)

    def add_arguments(self, parser):
        parser.add_argument("file", help="A UTF-8 text or HTML file, or - to read standard input.")
        parser.add_argument("--headline", help="The headline (default: the first line of the text).")
        parser.add_argument("--publisher", help="The media outlet that published it, by name.")
        parser.add_argument("--url", default="", help="Where it was published.")
        parser.add_argument("--published-on", help="Publication date, YYYY-MM-DD.")
        parser.add_argument("--language", default="en", help="Language code of the text (default: en).")

    def handle(self, *args, **options):
        raw = self._read(options["file"], options.get("stdin"))
        if len(raw) > MAX_ARTICLE_CHARACTERS * 4:
            # More bytes than the longest article could take in UTF-8.
            raise CommandError(
                f"{self._label(options['file'])} is longer than {MAX_ARTICLE_CHARACTERS:,} characters, "
                "the most that can be imported."
            )
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise CommandError(
                f"{self._label(options['file'])} is not UTF-8 text: the byte at position "
                f"{error.start} ({raw[error.start : error.start + 1]!r}) is not valid UTF-8. "
                "Save the file as UTF-8 and try again."
            ) from None
        published_on = self._date(options.get("published_on"))
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
            raise CommandError(_messages(error)) from None
        article = result.article
        self.stdout.write(
            self.style.SUCCESS(
                f"Imported “{article.headline}” ({article.slug}) with {len(result.claims)} proposed claims."
            )
        )
        for source in result.sources_created:
            self.stdout.write(
                f"New source: {source.name} ({source.get_kind_display()}) {source.description}".rstrip()
            )
        for claim in result.claims:
            self.stdout.write(_claim_line(claim))

    def _read(self, name: str, stdin) -> bytes:
        # Read one byte past the limit: enough to say the text is too long
        # without reading an endless stream.
        limit = MAX_ARTICLE_CHARACTERS * 4 + 1
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


def _messages(error: ValidationError) -> str:
    if hasattr(error, "message_dict"):
        return " ".join(message for messages in error.message_dict.values() for message in messages)
    return " ".join(error.messages)


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
