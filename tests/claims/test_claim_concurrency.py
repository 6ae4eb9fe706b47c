"""Two editors saving the same claim at the same moment: exactly one wins.

Runs real concurrent transactions (two threads, two database connections),
on whichever database the suite runs against.
"""

import threading
import time

import pytest
from django.db import OperationalError, connections

from claims.models import Claim, Status
from claims.workflow import StaleClaim, claim_save, claim_transition
from tests.factories import ClaimFactory, EditorFactory, EvidenceFactory


def run_concurrently(*jobs):
    barrier = threading.Barrier(len(jobs))
    outcomes = [None] * len(jobs)

    def worker(index, job):
        try:
            barrier.wait()
            for _attempt in range(50):
                try:
                    job()
                    outcomes[index] = "saved"
                    break
                except OperationalError as error:  # SQLite: the other writer holds the lock
                    if "locked" not in str(error):
                        raise
                    time.sleep(0.05)
            else:
                outcomes[index] = "gave up waiting for the lock"
        except StaleClaim:
            outcomes[index] = "stale"
        except Exception as error:  # noqa: BLE001 - reported in the assertion
            outcomes[index] = repr(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=worker, args=(i, job)) for i, job in enumerate(jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return outcomes


@pytest.mark.django_db(transaction=True)
def test_concurrent_saves_from_the_same_version_one_is_refused():
    claim = ClaimFactory()
    editors = [EditorFactory(), EditorFactory()]

    def save_as(editor, wording):
        def job():
            copy = Claim.objects.get(pk=claim.pk)
            copy.statement = wording
            claim_save(claim=copy, by=editor, expected_version=1)

        return job

    outcomes = run_concurrently(save_as(editors[0], "Wording A."), save_as(editors[1], "Wording B."))
    assert sorted(outcomes) == ["saved", "stale"], outcomes
    claim.refresh_from_db()
    assert claim.version == 2
    assert claim.statement in {"Wording A.", "Wording B."}


@pytest.mark.django_db(transaction=True)
def test_concurrent_verdicts_from_the_same_version_leave_one_history_entry():
    claim = ClaimFactory(summary_draft="Drafted.")
    EvidenceFactory(claim=claim)
    Claim.objects.filter(pk=claim.pk).update(status=Status.IN_REVIEW)
    editors = [EditorFactory(), EditorFactory()]

    def rate(editor, verdict):
        return lambda: claim_transition(claim=Claim.objects.get(pk=claim.pk), to=verdict, by=editor, expected_version=1)

    outcomes = run_concurrently(rate(editors[0], Status.FALSE), rate(editors[1], Status.VERIFIED))
    assert sorted(outcomes) == ["saved", "stale"], outcomes
    assert claim.reviews.count() == 1
