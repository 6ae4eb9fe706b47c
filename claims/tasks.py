"""Long work, queued through Django's tasks framework or run inline by a command.

Two kinds of long work live here:

- **importing articles** (pasted text, uploaded files, or a page the task
  fetches from its URL with `claims.fetching`): each article is stored with its
  proposed claims by `claims.importing.article_import`, in one transaction (the
  download happens before it, outside), so a failure leaves nothing of that
  article behind;
- **extracting claims for many articles**: `claims_propose` over each article,
  one transaction per article.

Each has a plain function that reports its progress through a callback
(`articles_import`, `claims_extract_many`), which commands call inline, and an
`..._enqueue` function that records a `BackgroundTask` (what the admin shows) and
queues the task in the same transaction, so a worker never sees one without the
other. The queue is the project database (`TASKS` in the settings); any number
of `manage.py db_worker` processes on any number of machines take tasks from it.

A task moves its BackgroundTask from queued to running, counts progress as it
goes (each count is also its heartbeat), and ends succeeded (with its result)
or failed (with the message a person needs; the worker records the traceback
on the task result as well). A task whose worker was killed is failed by
`claims.task_liveness`.
"""

import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from datetime import date

from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.tasks import task
from django.utils import timezone
from django.utils import translation
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from claims.fetching import FetchError, article_fetch
from claims.importing import ADD_ARTICLE_PERMISSION, article_import, claims_propose
from claims.models import Article, BackgroundTask, BackgroundTaskKind, BackgroundTaskState

ProgressCallback = Callable[[int, int], None]
# A running task writes its counts at most this often (seconds), and at the end.
PROGRESS_SAVE_INTERVAL = 0.5
# Articles read per query while extracting.
EXTRACT_CHUNK = 100


class BackgroundTaskFailed(Exception):
    """The work ran to its end but did not do what was asked (the message says why)."""


@dataclass(frozen=True)
class ImportDocument:
    """One article to import: its text, or the URL to fetch it from, and what is
    known about it. `url` is stored with the article; when it is empty and the
    text is fetched, the page's own address (after redirects) is."""

    text: str
    name: str = "pasted text"
    headline: str = ""
    publisher: str = ""
    url: str = ""
    published_on: str = ""  # ISO date, or empty
    language: str = "en"
    fetch_url: str = ""


@dataclass
class ImportReport:
    imported: list[dict]
    failed: list[dict]

    def as_result(self) -> dict:
        return {"imported": self.imported, "failed": self.failed}

    @property
    def error(self) -> str:
        if not self.failed:
            return ""
        if len(self.failed) == 1 and not self.imported:
            return self.failed[0]["error"]
        details = "; ".join(f"{failure['name']}: {failure['error']}" for failure in self.failed)
        total = len(self.failed) + len(self.imported)
        summary = ngettext(
            "%(failed)s of %(total)s article was not imported.",
            "%(failed)s of %(total)s articles were not imported.",
            total,
        ) % {"failed": len(self.failed), "total": total}
        return f"{summary} {details}"


# --- the work, inline ------------------------------------------------------------


def articles_import(
    *, documents: list[ImportDocument], by=None, on_progress: ProgressCallback | None = None
) -> ImportReport:
    """Import each document as an article with its proposed claims.

    Each article is all or nothing; a document that cannot be imported is
    reported with its message and the others are still imported.
    """
    report = ImportReport(imported=[], failed=[])
    for number, document in enumerate(documents, start=1):
        try:
            text, url = document.text, document.url
            if document.fetch_url:
                page = article_fetch(url=document.fetch_url, allow_private=settings.ARTICLE_FETCH_ALLOW_PRIVATE)
                text, url = page.text, document.url or page.url
            result = article_import(
                text=text,
                headline=document.headline or None,
                publisher=document.publisher or None,
                url=url,
                published_on=date.fromisoformat(document.published_on) if document.published_on else None,
                language=document.language or "en",
                by=by,
            )
        except (ValidationError, PermissionDenied, FetchError) as error:
            report.failed.append({"name": document.name, "error": error_message(error)})
        else:
            report.imported.append(
                {
                    "name": document.name,
                    "article_id": result.article.pk,
                    "headline": result.article.headline,
                    "slug": result.article.slug,
                    "url": result.article.url,
                    "claims": len(result.claims),
                    "sources_created": len(result.sources_created),
                }
            )
        if on_progress is not None:
            on_progress(number, len(documents))
    return report


def claims_extract_many(*, article_ids: Iterable[int], on_progress: ProgressCallback | None = None) -> dict:
    """Propose claims for each article (existing claims are kept), one transaction each."""
    article_ids = list(article_ids)
    total = len(article_ids)
    proposed = 0
    done = 0
    for offset in range(0, total, EXTRACT_CHUNK):
        chunk = article_ids[offset : offset + EXTRACT_CHUNK]
        articles = Article.objects.in_bulk(chunk)
        for article_id in chunk:
            article = articles.get(article_id)
            if article is not None:  # deleted since it was queued
                proposed += len(claims_propose(article=article))
            done += 1
            if on_progress is not None:
                on_progress(done, total)
    return {"articles": total, "claims_proposed": proposed}


def error_message(error: Exception) -> str:
    """What a person importing needs to read, from a ValidationError, PermissionDenied or FetchError."""
    if isinstance(error, ValidationError):
        if hasattr(error, "message_dict"):
            return " ".join(message for messages in error.message_dict.values() for message in messages)
        return " ".join(error.messages)
    return str(error) or error.__class__.__name__


# --- queueing --------------------------------------------------------------------


@transaction.atomic
def articles_import_enqueue(*, documents: list[ImportDocument], by=None) -> BackgroundTask:
    """Queue the import of `documents`; `by`, when given, must be allowed to add articles."""
    if by is not None and not by.has_perm(ADD_ARTICLE_PERMISSION):
        raise PermissionDenied(_("You may not import articles."))
    if not documents:
        raise ValidationError(_("There is nothing to import."))
    names = ", ".join(document.name for document in documents[:3])
    if len(documents) > 3:
        names = _("%(names)s and %(count)s more") % {"names": names, "count": len(documents) - 3}
    background_task = BackgroundTask.objects.create(
        kind=BackgroundTaskKind.IMPORT_ARTICLES,
        description=(
            ngettext("%(count)s article: %(names)s", "%(count)s articles: %(names)s", len(documents))
            % {"count": len(documents), "names": names}
        )[:300],
        params={"documents": [asdict(document) for document in documents], **_language()},
        requested_by=by,
        total=len(documents),
    )
    return _enqueue(background_task, import_articles_task)


@transaction.atomic
def claims_extract_enqueue(*, article_ids: list[int], by=None) -> BackgroundTask:
    """Queue claim extraction for these articles."""
    if by is not None and not by.has_perm("claims.add_claim"):
        raise PermissionDenied(_("You may not extract claims."))
    background_task = BackgroundTask.objects.create(
        kind=BackgroundTaskKind.EXTRACT_CLAIMS,
        description=ngettext("%(count)s article", "%(count)s articles", len(article_ids)) % {"count": len(article_ids)},
        params={"article_ids": list(article_ids), **_language()},
        requested_by=by,
        total=len(article_ids),
    )
    return _enqueue(background_task, extract_claims_task)


def _language() -> dict:
    """The language of the person queueing: the task's messages are written in it
    (`BackgroundTask.language`), as the description already is."""
    return {"language": translation.get_language() or settings.LANGUAGE_CODE}


def _enqueue(background_task: BackgroundTask, queued_task) -> BackgroundTask:
    task_result = queued_task.enqueue(background_task.pk)
    BackgroundTask.objects.filter(pk=background_task.pk).update(task_result_id=task_result.id)
    background_task.refresh_from_db()
    return background_task


# --- the tasks a worker runs -----------------------------------------------------


@task()
def import_articles_task(background_task_id: int) -> dict:
    def work(background_task, on_progress):
        documents = [ImportDocument(**document) for document in background_task.params["documents"]]
        report = articles_import(documents=documents, by=background_task.requested_by, on_progress=on_progress)
        return report.as_result(), report.error

    return _run(background_task_id, work)


@task()
def extract_claims_task(background_task_id: int) -> dict:
    def work(background_task, on_progress):
        result = claims_extract_many(article_ids=background_task.params["article_ids"], on_progress=on_progress)
        return result, ""

    return _run(background_task_id, work)


def _run(background_task_id: int, work) -> dict:
    background_task = BackgroundTask.objects.select_related("requested_by").get(pk=background_task_id)
    rows = BackgroundTask.objects.filter(pk=background_task_id)
    now = timezone.now()
    rows.update(state=BackgroundTaskState.RUNNING, started_at=now, heartbeat_at=now, done=0, error="")
    with translation.override(background_task.language):
        try:
            result, error = work(background_task, _progress_saver(rows))
        except Exception as exc:
            rows.update(
                state=BackgroundTaskState.FAILED,
                finished_at=timezone.now(),
                error=_(
                    "The task stopped on an unexpected error (%(error)s). "
                    "Nothing of the article it was working on was stored."
                )
                % {"error": f"{exc.__class__.__name__}: {exc}"},
            )
            raise
    rows.update(
        state=BackgroundTaskState.FAILED if error else BackgroundTaskState.SUCCEEDED,
        finished_at=timezone.now(),
        result=result,
        error=error,
    )
    if error:
        raise BackgroundTaskFailed(error)
    return result


def _progress_saver(rows) -> ProgressCallback:
    last_saved = 0.0

    def save(done: int, total: int) -> None:
        nonlocal last_saved
        now = time.monotonic()
        if done >= total or now - last_saved >= PROGRESS_SAVE_INTERVAL:
            rows.update(done=done, total=total, heartbeat_at=timezone.now())
            last_saved = now

    return save
