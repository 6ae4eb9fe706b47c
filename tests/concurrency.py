"""Run jobs at the same instant in threads, each with its own database connection.

On PostgreSQL a barrier releases every thread together, so two identical
writes really race and only the unique constraint can tell them apart.
SQLite's shared in-memory test database answers a concurrent writer "table is
locked" at any statement, so there the jobs run one after the other: the
deterministic path of the same refusal (no SELECT guards the INSERT, so the
second job meets the constraint exactly as the loser of a race does).
"""

import threading

from django.db import connection, connections


def run_concurrently(*jobs) -> list:
    """Each job's return value, or the exception it raised, in job order."""
    if connection.vendor == "sqlite":
        return [_outcome(job) for job in jobs]
    barrier = threading.Barrier(len(jobs))
    outcomes: list = [None] * len(jobs)

    def worker(index, job):
        try:
            barrier.wait(timeout=30)
            outcomes[index] = _outcome(job)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=worker, args=(i, job)) for i, job in enumerate(jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return outcomes


def _outcome(job):
    try:
        return job()
    except Exception as error:  # noqa: BLE001 - the caller asserts on it
        return error
