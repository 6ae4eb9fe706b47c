"""Tasks whose worker died: found and failed, so that none stays "running" for good.

A worker killed outright (SIGKILL, out of memory, a lost machine) never
finishes its task: the BackgroundTask, and the worker's own record
(django-tasks-db's `DBTaskResult`), would say "running" forever. A running
task shows it is alive by its heartbeat (`BackgroundTask.heartbeat_at`),
written when it starts and with each progress count (after every article, at
most every `claims.tasks.PROGRESS_SAVE_INTERVAL`). A running task is *stale*,
and is failed with an error that says what happened and what to do, when

- its heartbeat is older than STALE_AFTER (no single article takes that long), or
- the worker that took it is starting another task: a worker runs one task at
  a time, so a worker restarted under the same `--worker-id` has lost the one
  it had. That is found at once, without waiting for STALE_AFTER;
- it is still queued although a worker took it more than STALE_AFTER ago (or
  the worker that took it is starting another task): the worker died between
  taking it (django-tasks-db marks its record running, so no other worker takes
  it) and running it, which would have marked it running here at once. Nothing
  of it was done, so it is handed back to the queue (its record ready again,
  django-tasks-db 0.13 never doing so itself) for the next worker, and failed
  only once MAX_TAKES workers have each taken it without beginning it.

Checked whenever a worker starts a task (the `task_started` signal, connected
in `claims.apps`) and by `manage.py fail_stale_tasks` (from cron, or by hand).
Each task is failed by a conditional UPDATE (still running, heartbeat
unchanged), so a task that reports progress meanwhile is left alone; and a
task failed as stale that does finish after all (a worker stalled, not dead)
records its real end, which overwrites the failure.
"""

import logging
from datetime import timedelta

from django.db import DatabaseError
from django.db.models import Q
from django.tasks import TaskResultStatus
from django.utils import timezone
from django.utils import translation
from django.utils.translation import gettext
from django_tasks_db.models import DBTaskResult

from claims.models import BackgroundTask, BackgroundTaskState

logger = logging.getLogger(__name__)

# A running task that has not reported for this long is taken for dead.
STALE_AFTER = timedelta(minutes=10)
# A task taken by this many workers, none of which began it, is failed rather than
# queued again: something about it (or the workers) keeps killing them.
MAX_TAKES = 3
WORKER_LOST = "claims.task_liveness.WorkerLost"


def background_tasks_fail_stale(
    *, silent_for: timedelta = STALE_AFTER, worker_id: str | None = None, current_task_result_id=None
) -> list[BackgroundTask]:
    """Fail every stale task (see the module docstring); returns those failed.

    `worker_id` and `current_task_result_id`: the worker starting a task and
    that task's record, whose other tasks still marked running are lost."""
    now = timezone.now()
    cutoff = now - silent_for
    silent = Q(heartbeat_at__lt=cutoff) | Q(heartbeat_at__isnull=True, started_at__lt=cutoff)
    stale = Q(state=BackgroundTaskState.RUNNING) & silent
    lost = _task_results_lost(worker_id=worker_id, current_task_result_id=current_task_result_id) if worker_id else []
    never_begun = set(lost) | set(_task_results_taken_before(cutoff, current_task_result_id=current_task_result_id))
    never_begun -= _never_begun_requeue(never_begun)
    if never_begun:
        stale |= Q(state=BackgroundTaskState.QUEUED, task_result_id__in=never_begun)
    if lost:
        stale |= Q(state=BackgroundTaskState.RUNNING, task_result_id__in=lost)
    failed = []
    for background_task in BackgroundTask.objects.filter(stale).defer("result"):
        with translation.override(background_task.language):  # the language of who queued it
            error = _stale_error(background_task)
        updated = BackgroundTask.objects.filter(
            pk=background_task.pk, state=background_task.state, heartbeat_at=background_task.heartbeat_at
        ).update(state=BackgroundTaskState.FAILED, finished_at=now, error=error)
        if not updated:
            continue  # it reported (or ended) meanwhile: alive after all
        background_task.state, background_task.finished_at, background_task.error = (
            BackgroundTaskState.FAILED,
            now,
            error,
        )
        if background_task.task_result_id:
            DBTaskResult.objects.filter(id=background_task.task_result_id, status=TaskResultStatus.RUNNING).update(
                status=TaskResultStatus.FAILED, finished_at=now, exception_class_path=WORKER_LOST, traceback=error
            )
        failed.append(background_task)
    return failed


def _never_begun_requeue(record_ids: set[str]) -> set[str]:
    """Hand back to the queue the task records among `record_ids` that a worker
    took and never began (their BackgroundTask still queued), unless MAX_TAKES
    workers have taken them; returns the ids handed back. Each is one conditional
    UPDATE (still running, taken at the same moment), so a record its worker does
    begin meanwhile is left alone."""
    if not record_ids:
        return set()
    queued = BackgroundTask.objects.filter(state=BackgroundTaskState.QUEUED, task_result_id__in=record_ids)
    # task_result_id holds the record's id as text: compared in Python, not joined.
    queued_ids = list(queued.values_list("task_result_id", flat=True))
    records = DBTaskResult.objects.filter(id__in=queued_ids, status=TaskResultStatus.RUNNING)
    requeued = set()
    for record in records.only("id", "started_at", "worker_ids"):
        if len(record.worker_ids) >= MAX_TAKES:
            continue
        taken = DBTaskResult.objects.filter(id=record.id, status=TaskResultStatus.RUNNING, started_at=record.started_at)
        if taken.update(status=TaskResultStatus.READY, started_at=None):
            logger.warning("Background task record %s was taken and never begun: queued again", record.id)
            requeued.add(str(record.id))
    return requeued


def _task_results_lost(*, worker_id: str, current_task_result_id) -> list[str]:
    """Ids of the task records still running whose last worker is `worker_id`,
    other than the one it is starting now."""
    running = DBTaskResult.objects.filter(status=TaskResultStatus.RUNNING).exclude(id=current_task_result_id)
    return [
        str(record.id)
        for record in running.only("id", "worker_ids")
        if record.worker_ids and record.worker_ids[-1] == worker_id
    ]


def _task_results_taken_before(cutoff, *, current_task_result_id) -> list[str]:
    """Ids of the task records a worker took (marked running) before `cutoff`."""
    taken = DBTaskResult.objects.filter(status=TaskResultStatus.RUNNING, started_at__lt=cutoff)
    return [str(record_id) for record_id in taken.exclude(id=current_task_result_id).values_list("id", flat=True)]


def _stale_error(background_task: BackgroundTask) -> str:
    if background_task.state == BackgroundTaskState.QUEUED:
        return gettext(
            "%(takes)s workers took this task and each stopped before it began: they were killed or their "
            "machines were lost. Nothing of it was done; queue it again."
        ) % {"takes": MAX_TAKES}
    last = background_task.heartbeat_at or background_task.started_at
    if last is None:
        when = gettext("before it began")
    else:
        when = gettext("after its last sign of life at %(time)s UTC") % {"time": f"{last:%Y-%m-%d %H:%M:%S}"}
    return gettext(
        "The worker running this task stopped %(when)s, without finishing it: it was killed or its machine "
        "was lost. It had done %(done)s of %(total)s; what it finished is stored (each article on its own), "
        "the article it was working on is not. Check what was stored, then queue the rest again."
    ) % {"when": when, "done": background_task.done, "total": background_task.total}


def stale_tasks_fail_on_task_start(sender, task_result, **kwargs) -> None:
    """`task_started` receiver: before a worker runs a task, fail the stale ones,
    and any other task this same worker id still holds (see the module docstring).
    A database error here is logged, never the reason the starting task fails."""
    worker_ids = task_result.worker_ids
    try:
        failed = background_tasks_fail_stale(
            worker_id=worker_ids[-1] if worker_ids else None, current_task_result_id=task_result.id
        )
    except DatabaseError:
        logger.exception("Could not look for stale background tasks")
        return
    for background_task in failed:
        logger.warning("Background task %s failed as stale: %s", background_task.pk, background_task.error)
