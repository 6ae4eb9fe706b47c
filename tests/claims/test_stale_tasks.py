"""A task whose worker was killed does not stay "running" (or "queued") for good:
it is failed, with an error in the admin saying what happened, by the next worker
to start a task under the same id at once, or by `fail_stale_tasks` (or any worker
starting a task) once it has been silent too long; one taken and never begun is
queued again, and failed only when several workers took it without beginning it."""

import os
import signal
import subprocess
import sys
import time
from datetime import timedelta

import pytest
from django.core.management import call_command
from django.db import connection
from django.urls import reverse
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from claims.models import Article, BackgroundTask
from claims import task_liveness
from claims.task_liveness import STALE_AFTER
from claims.tasks import ImportDocument, articles_import_enqueue, claims_extract_enqueue
from tests.factories import ArticleFactory, EditorFactory
from tests import task_worker
from tests.task_worker import PROJECT_DIR, tasks_run_here, worker_run, worker_start

TEXT = (
    "Ministry counts 235,000 troops\n"
    "More than 1,000 soldiers have defected since February, reports the Foreign Ministry. "
    "“There is a lot of fear,” said Colonel Ana Ruiz."
)
OTHER_TEXT = "Second story\nAbout 300 doctors have left the country, according to the medical federation."


def left_running(*, silent_for: timedelta, worker_id: str = "gone", done: int = 1) -> BackgroundTask:
    """A task as a killed worker leaves it: running, in the worker's record too,
    its last progress `silent_for` ago."""
    background_task = claims_extract_enqueue(article_ids=[1, 2, 3])
    last = timezone.now() - silent_for
    BackgroundTask.objects.filter(pk=background_task.pk).update(
        state="running", started_at=last, heartbeat_at=last, done=done
    )
    DBTaskResult.objects.filter(id=background_task.task_result_id).update(
        status="RUNNING", started_at=last, worker_ids=[worker_id]
    )
    return background_task


@pytest.mark.django_db
def test_a_task_silent_too_long_is_failed_and_the_admin_says_why(client):
    dead = left_running(silent_for=STALE_AFTER + timedelta(minutes=1))
    alive = left_running(silent_for=timedelta(minutes=1))

    call_command("fail_stale_tasks", stdout=open(os.devnull, "w"))

    dead.refresh_from_db()
    alive.refresh_from_db()
    assert dead.state == "failed" and dead.finished_at is not None
    assert "The worker running this task stopped after its last sign of life" in dead.error
    assert "It had done 1 of 3" in dead.error
    record = DBTaskResult.objects.get(id=dead.task_result_id)
    assert record.status == "FAILED" and "The worker running this task stopped" in record.traceback
    assert alive.state == "running"
    assert DBTaskResult.objects.get(id=alive.task_result_id).status == "RUNNING"
    client.force_login(EditorFactory())
    page = client.get(reverse("admin:claims_backgroundtask_change", args=[dead.pk])).text
    assert "Failed" in page and "The worker running this task stopped" in page
    assert 'http-equiv="refresh"' not in page


@pytest.mark.django_db
def test_the_threshold_is_a_command_option():
    task = left_running(silent_for=timedelta(minutes=3))
    call_command("fail_stale_tasks", minutes=5, stdout=open(os.devnull, "w"))
    task.refresh_from_db()
    assert task.state == "running"
    call_command("fail_stale_tasks", minutes=2, stdout=open(os.devnull, "w"))
    task.refresh_from_db()
    assert task.state == "failed"


@pytest.mark.django_db
def test_a_worker_starting_a_task_fails_the_one_its_id_had_and_the_silent_ones():
    lost = left_running(silent_for=timedelta(seconds=5), worker_id="test-in-process")
    silent = left_running(silent_for=STALE_AFTER * 2, worker_id="another")
    other_workers = left_running(silent_for=timedelta(seconds=5), worker_id="another")
    new = articles_import_enqueue(documents=[ImportDocument(text=TEXT)], by=EditorFactory())

    tasks_run_here()  # as worker "test-in-process"

    states = {task.pk: task.state for task in BackgroundTask.objects.all()}
    assert states == {lost.pk: "failed", silent.pk: "failed", other_workers.pk: "running", new.pk: "succeeded"}


@pytest.mark.django_db
def test_a_task_that_reports_meanwhile_is_left_running(monkeypatch):
    task = left_running(silent_for=STALE_AFTER * 2)
    stale_error = task_liveness._stale_error

    def reported_meanwhile(background_task):
        # Its worker writes progress between the sweep's read and its update.
        BackgroundTask.objects.filter(pk=task.pk).update(heartbeat_at=timezone.now())
        return stale_error(background_task)

    monkeypatch.setattr(task_liveness, "_stale_error", reported_meanwhile)
    assert task_liveness.background_tasks_fail_stale() == []
    task.refresh_from_db()
    assert task.state == "running"


@pytest.mark.django_db(transaction=True)
def test_a_killed_workers_task_is_failed_when_the_worker_comes_back():
    articles = [ArticleFactory(body=TEXT) for _ in range(150)]
    killed = claims_extract_enqueue(article_ids=[article.pk for article in articles])
    worker = worker_start("--interval", "0.1", "--worker-id", "desk-1")
    try:
        deadline = time.monotonic() + 60
        while not BackgroundTask.objects.filter(pk=killed.pk, state="running", done__gte=1).exists():
            assert time.monotonic() < deadline, "the worker never started the task"
            time.sleep(0.05)
    finally:
        worker.send_signal(signal.SIGKILL)
        worker.communicate()
    killed.refresh_from_db()
    assert killed.state == "running" and killed.done < killed.total  # what a killed worker leaves

    new = articles_import_enqueue(documents=[ImportDocument(text=TEXT)], by=EditorFactory())
    worker_run(worker_id="desk-1")  # the same worker, restarted

    killed.refresh_from_db()
    new.refresh_from_db()
    assert killed.state == "failed" and "stopped after its last sign of life" in killed.error
    assert DBTaskResult.objects.get(id=killed.task_result_id).status == "FAILED"
    assert new.state == "succeeded"
    assert Article.objects.filter(headline="Ministry counts 235,000 troops").count() == 1


def worker_killed_between_taking_and_running() -> int:
    """A real `db_worker` process that takes a task, then is killed before it runs it
    (SIGKILL, where the worker would call the task). Returns its exit code."""
    code = (
        "import os, signal, django\n"
        "django.setup()\n"
        "from django.core.management import call_command\n"
        "from django_tasks_db.management.commands import db_worker\n"
        "db_worker.Worker.run_task = lambda worker, record: os.kill(os.getpid(), signal.SIGKILL)\n"
        "call_command('db_worker', '--batch', '--no-reload', '--no-startup-delay', '--worker-id', 'gone-early')\n"
    )
    connection.close()  # SQLite: let the worker take its exclusive lock.
    environment = {**os.environ, "DATABASE_URL": task_worker.test_database_url(), "DEBUG": "1"}
    environment["DJANGO_SETTINGS_MODULE"] = "newsroom.settings"
    return subprocess.run([sys.executable, "-c", code], cwd=PROJECT_DIR, env=environment, timeout=120).returncode


@pytest.mark.django_db(transaction=True)
def test_a_task_whose_worker_died_before_running_it_is_queued_again_and_run():
    taken = articles_import_enqueue(documents=[ImportDocument(text=TEXT)], by=EditorFactory())

    assert worker_killed_between_taking_and_running() == -signal.SIGKILL

    taken.refresh_from_db()
    record = DBTaskResult.objects.get(id=taken.task_result_id)
    # What it leaves: taken (no other worker will run it) but never begun.
    assert (taken.state, record.status, record.worker_ids) == ("queued", "RUNNING", ["gone-early"])
    call_command("fail_stale_tasks", stdout=open(os.devnull, "w"))
    record.refresh_from_db()
    assert record.status == "RUNNING"  # taken a moment ago: it may still begin

    # Later, another worker (any id) starts a task, finds it and hands it back to the
    # queue; nothing of it was done, so the next worker runs it in full.
    DBTaskResult.objects.filter(id=record.id).update(started_at=record.started_at - STALE_AFTER)
    new = articles_import_enqueue(documents=[ImportDocument(text=OTHER_TEXT)], by=EditorFactory())
    worker_run(worker_id="desk-2")

    taken.refresh_from_db()
    new.refresh_from_db()
    record.refresh_from_db()
    assert (taken.state, new.state) == ("succeeded", "succeeded")
    assert (record.status, record.worker_ids) == ("SUCCESSFUL", ["gone-early", "desk-2"])
    assert sorted(Article.objects.values_list("headline", flat=True)) == ["Ministry counts 235,000 troops", "Second story"]


@pytest.mark.django_db
def test_a_task_taken_and_never_begun_by_several_workers_is_failed_and_nothing_was_done():
    taken = articles_import_enqueue(documents=[ImportDocument(text=TEXT)], by=EditorFactory())
    long_ago = timezone.now() - STALE_AFTER - timedelta(minutes=1)
    takes = [f"gone-{n}" for n in range(task_liveness.MAX_TAKES)]
    DBTaskResult.objects.filter(id=taken.task_result_id).update(status="RUNNING", started_at=long_ago, worker_ids=takes[:-1])

    call_command("fail_stale_tasks", stdout=open(os.devnull, "w"))
    record = DBTaskResult.objects.get(id=taken.task_result_id)
    assert (record.status, record.started_at) == ("READY", None)  # queued again: fewer takes than the limit

    DBTaskResult.objects.filter(id=record.id).update(status="RUNNING", started_at=long_ago, worker_ids=takes)
    call_command("fail_stale_tasks", stdout=open(os.devnull, "w"))
    taken.refresh_from_db()
    assert taken.state == "failed" and taken.finished_at is not None
    assert "stopped before it began" in taken.error and "Nothing of it was done; queue it again." in taken.error
    assert DBTaskResult.objects.get(id=record.id).status == "FAILED"
    assert not Article.objects.exists()