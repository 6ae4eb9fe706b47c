"""Background work: imports queued in the admin, run by a worker, shown with state, progress, result or error."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from django_tasks_db.models import DBTaskResult

from claims.models import Article, BackgroundTask, Claim
from sources.models import Source, SourceKind
from tests.factories import EditorFactory, FactCheckerFactory, SourceFactory, UserFactory
from tests.task_worker import tasks_run_here, worker_run

TEXT = (
    "Ministry counts 235,000 troops\n"
    "More than 1,000 soldiers have defected since February, reports the Foreign Ministry. "
    "“There is a lot of fear,” said Colonel Ana Ruiz."
)
OTHER_TEXT = "Second story\nAbout 300 doctors have left the country, according to the medical federation."


def import_in_admin(client, data=None):
    response = client.post(reverse("admin:claims_article_import"), {"text": TEXT, "language": "en", **(data or {})})
    assert response.status_code == 302, response.content.decode()[:2000]
    background_task = BackgroundTask.objects.latest("pk")
    assert response["Location"] == reverse("admin:claims_backgroundtask_change", args=[background_task.pk])
    return background_task


def task_page(client, background_task):
    response = client.get(reverse("admin:claims_backgroundtask_change", args=[background_task.pk]))
    assert response.status_code == 200
    return response.text


@pytest.mark.django_db(transaction=True)
def test_an_import_queued_in_the_admin_is_run_by_a_worker_process_and_its_claims_appear(client):
    client.force_login(EditorFactory())

    background_task = import_in_admin(client)

    assert not Article.objects.exists()
    page = task_page(client, background_task)
    assert "Queued" in page and "0 of 1" in page
    assert 'http-equiv="refresh"' in page

    worker_run()

    background_task.refresh_from_db()
    assert (background_task.state, background_task.done, background_task.total) == ("succeeded", 1, 1)
    article = Article.objects.get()
    claims = Claim.objects.filter(article=article, proposed=True)
    assert claims.filter(quote__contains="1,000").exists()
    page = task_page(client, background_task)
    assert "Succeeded" in page and "1 of 1" in page
    assert reverse("admin:claims_article_change", args=[article.pk]) in page
    assert f"{claims.count()} proposed claims" in page
    assert 'http-equiv="refresh"' not in page
    assert DBTaskResult.objects.get(id=background_task.task_result_id).status == "SUCCESSFUL"


@pytest.mark.django_db(transaction=True)
def test_an_import_failing_in_a_worker_process_stores_nothing_and_shows_its_error(client):
    SourceFactory(name="Foreign Ministry", kind=SourceKind.GOVERNMENT_BODY)
    sources_before = Source.objects.count()
    client.force_login(EditorFactory())

    # The publisher names a source that is not a media outlet: refused when the import runs.
    background_task = import_in_admin(client, {"publisher": "Foreign Ministry"})
    worker_run()

    background_task.refresh_from_db()
    assert background_task.state == "failed"
    assert "not a media outlet" in background_task.error
    assert (Article.objects.count(), Claim.objects.count(), Source.objects.count()) == (0, 0, sources_before)
    page = task_page(client, background_task)
    assert "Failed" in page and "not a media outlet" in page
    assert DBTaskResult.objects.get(id=background_task.task_result_id).status == "FAILED"


@pytest.mark.django_db
def test_a_failure_after_the_article_is_stored_rolls_the_whole_article_back(client, monkeypatch):
    def propose_then_fail(*, article):
        assert Article.objects.filter(pk=article.pk).exists()
        raise RuntimeError("the extractor crashed")

    monkeypatch.setattr("claims.importing._claims_propose", propose_then_fail)
    client.force_login(EditorFactory())
    background_task = import_in_admin(client)

    tasks_run_here()

    background_task.refresh_from_db()
    assert background_task.state == "failed"
    assert "RuntimeError: the extractor crashed" in background_task.error
    assert not Article.objects.exists() and not Claim.objects.exists()
    record = DBTaskResult.objects.get(id=background_task.task_result_id)
    assert record.status == "FAILED" and "the extractor crashed" in record.traceback
    assert "the extractor crashed" in task_page(client, background_task)


@pytest.mark.django_db
def test_uploaded_files_become_one_article_each_with_progress_counts(client):
    client.force_login(EditorFactory())
    files = [
        SimpleUploadedFile("first.txt", TEXT.encode(), content_type="text/plain"),
        SimpleUploadedFile("second.html", f"<p>{OTHER_TEXT}</p>".encode(), content_type="text/html"),
    ]
    response = client.post(reverse("admin:claims_article_import"), {"text": "", "files": files, "language": "en"})
    assert response.status_code == 302
    background_task = BackgroundTask.objects.get()
    assert background_task.total == 2 and "first.txt" in background_task.description

    tasks_run_here()

    background_task.refresh_from_db()
    assert (background_task.state, background_task.done) == ("succeeded", 2)
    assert set(Article.objects.values_list("headline", flat=True)) == {"Ministry counts 235,000 troops", "Second story"}
    assert "2 of 2" in task_page(client, background_task)


@pytest.mark.django_db
@pytest.mark.parametrize(
    "data, message",
    [
        ({"text": "   "}, "empty"),
        ({"text": "", "files": [SimpleUploadedFile("latin1.txt", "Bogotá".encode("latin-1"))]}, "not UTF-8"),
        ({"text": "", "files": [SimpleUploadedFile("blank.txt", b"  \n ")]}, "blank.txt: The article is empty"),
        (
            {"text": TEXT, "files": [SimpleUploadedFile("a.txt", TEXT.encode())], "headline": "One headline"},
            "describe one article",
        ),
    ],
)
def test_bad_input_is_a_form_error_and_nothing_is_queued(client, data, message):
    client.force_login(EditorFactory())
    response = client.post(reverse("admin:claims_article_import"), {"language": "en", **data})
    assert response.status_code == 200
    assert message in response.text
    assert not BackgroundTask.objects.exists() and not DBTaskResult.objects.exists()


@pytest.mark.django_db
def test_the_extract_action_queues_a_task_and_links_to_it(client):
    from tests.factories import ArticleFactory

    articles = [ArticleFactory(body=TEXT) for _ in range(2)]
    client.force_login(EditorFactory())
    response = client.post(
        reverse("admin:claims_article_changelist"),
        {"action": "extract_claims", "_selected_action": [article.pk for article in articles]},
        follow=True,
    )
    background_task = BackgroundTask.objects.get()
    assert reverse("admin:claims_backgroundtask_change", args=[background_task.pk]) in response.text
    assert background_task.kind == "extract_claims" and background_task.total == 2
    tasks_run_here()
    background_task.refresh_from_db()
    assert background_task.state == "succeeded"
    assert "review the proposals" in task_page(client, background_task)


@pytest.mark.django_db
def test_staff_roles_see_tasks_and_no_one_can_change_them(client):
    background_task = import_in_admin_as_editor(client)
    client.force_login(FactCheckerFactory())
    assert client.get(reverse("admin:claims_backgroundtask_changelist")).status_code == 200
    page = task_page(client, background_task)
    assert 'name="_save"' not in page
    assert client.post(reverse("admin:claims_backgroundtask_delete", args=[background_task.pk])).status_code == 403
    client.force_login(UserFactory(is_staff=True))
    assert client.get(reverse("admin:claims_backgroundtask_changelist")).status_code == 403
    client.logout()
    assert client.get(reverse("admin:claims_backgroundtask_changelist")).status_code == 302


def import_in_admin_as_editor(client):
    client.force_login(EditorFactory())
    return import_in_admin(client)


@pytest.mark.django_db(transaction=True)
def test_two_worker_processes_share_one_queue_and_run_each_task_once():
    editor = EditorFactory()
    from claims.tasks import ImportDocument, articles_import_enqueue

    queued = [
        articles_import_enqueue(documents=[ImportDocument(text=f"Story {n}\nAbout {n}00 doctors left.")], by=editor)
        for n in range(1, 7)
    ]

    outputs = worker_run(processes=2)

    states = [(t.state, t.error) for t in BackgroundTask.objects.order_by("pk")]
    assert all(state == "succeeded" for state, _ in states), (states, outputs)
    assert sorted(Article.objects.values_list("headline", flat=True)) == [f"Story {n}" for n in range(1, 7)]
    for background_task in queued:
        background_task.refresh_from_db()
        assert background_task.state == "succeeded", (background_task.state, background_task.error)
        record = DBTaskResult.objects.get(id=background_task.task_result_id)
        assert record.status == "SUCCESSFUL" and len(record.worker_ids) == 1


@pytest.mark.django_db
@pytest.mark.parametrize("tasks", [2, 12])
def test_the_task_list_reads_in_a_fixed_number_of_queries(client, django_assert_num_queries, tasks):
    from claims.tasks import claims_extract_enqueue

    editor = EditorFactory()
    for _ in range(tasks):
        claims_extract_enqueue(article_ids=[], by=EditorFactory())
    client.force_login(editor)
    url = reverse("admin:claims_backgroundtask_changelist")
    client.get(url)  # warm the session and permission caches
    # session, user, permissions (2), counts (2), the page of tasks, the date drill-down (2)
    with django_assert_num_queries(9):
        response = client.get(url)
    assert response.status_code == 200
    assert response.text.count("task-badge-queued") == tasks


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "description", "error"),
    [
        ("en", "1 article: pasted text", "not a media outlet"),
        ("es", "1 artículo: pasted text", "no un medio de comunicación"),
    ],
)
def test_a_task_speaks_the_language_of_who_queued_it(client, language, description, error):
    """The worker writes a task's error in the language its requester used when
    queueing it (the admin's page shows it as stored), whatever the worker's own."""
    SourceFactory(name="Foreign Ministry", kind=SourceKind.GOVERNMENT_BODY)
    client.force_login(EditorFactory())
    client.cookies["django_language"] = language

    background_task = import_in_admin(client, {"publisher": "Foreign Ministry"})
    tasks_run_here()

    background_task.refresh_from_db()
    assert background_task.state == "failed"
    assert background_task.description == description
    assert error in background_task.error
    assert not Article.objects.exists()
