"""Importing an article from its URL: a local HTTP server stands in for the web.

The admin's import form and `import_article --url-fetch --enqueue` only check the
URL and queue; a worker fetches the page and imports it (claims.tasks).
"""

import io
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from claims import fetching
from claims.admin.forms import ArticleImportForm
from claims.fetching import FetchError, article_fetch
from claims.models import Article, BackgroundTask, Claim
from tests.factories import ArticleFactory, EditorFactory
from tests.task_worker import tasks_run_here, worker_run

PAGE = (
    "<html><head><title>Port strike | Daily Planet</title></head><body>"
    "<nav><a href='/'>Home</a> <a href='/world'>World</a></nav>"
    "<div class='cookies'>We use cookies. Accept all cookies</div>"
    "<article><h1>Dockers strike at Rotterhaven</h1>"
    "<p>More than 1,400 dockers walked out on Monday, the union said, halting about a third of the "
    "port's container traffic.</p>"
    "<p>“We will stay out until the company talks to us,” said Joyce Bakker, the union organiser.</p>"
    "</article><footer>© 2026 Daily Planet. All rights reserved.</footer></body></html>"
)

ROUTES = {
    "/article": (200, "text/html; charset=utf-8", PAGE.encode()),
    "/latin1": (200, "text/plain; charset=iso-8859-1", "Año de récord: 3.000 turistas.".encode("latin-1")),
    "/moved": (302, "text/html", b""),
    "/loop": (302, "text/html", b""),
    "/image": (200, "image/png", b"\x89PNG"),
    "/missing": (404, "text/html", b"not here"),
    "/huge": (200, "text/html", b"<p>" + b"a" * (fetching.MAX_BYTES + 10) + b"</p>"),
}


# Every path the server was asked for, in order.
REQUESTED = []


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        REQUESTED.append(self.path)
        status, content_type, body = ROUTES.get(self.path, (404, "text/plain", b""))
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        if self.path == "/moved":
            self.send_header("Location", "/article")
        if self.path == "/loop":
            self.send_header("Location", "/loop")
        if self.path != "/huge":
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def test_a_page_is_fetched_and_decoded(server):
    page = article_fetch(url=f"{server}/article", allow_private=True)
    assert page.content_type == "text/html" and "1,400 dockers" in page.text
    assert article_fetch(url=f"{server}/latin1", allow_private=True).text == "Año de récord: 3.000 turistas."


def test_redirects_are_followed_a_few_times(server):
    assert article_fetch(url=f"{server}/moved", allow_private=True).url == f"{server}/article"
    with pytest.raises(FetchError, match="redirects more than 3 times"):
        article_fetch(url=f"{server}/loop", allow_private=True)


@pytest.mark.parametrize(
    "path, message",
    [
        ("/image", "only HTML or plain text can be imported"),
        ("/missing", "HTTP status 404"),
        ("/huge", "the most that can be fetched"),
    ],
)
def test_what_is_not_an_article_is_refused(server, path, message):
    with pytest.raises(FetchError, match=message):
        article_fetch(url=f"{server}{path}", allow_private=True)


@pytest.mark.parametrize(
    "url, message",
    [
        ("ftp://example.org/a", "must start with http:// or https://"),
        ("file:///etc/passwd", "must start with http:// or https://"),
        ("http:///nohost", "no host name"),
        ("http://user:secret@example.org/", "user name or password"),
        ("http://127.0.0.1:9/", "private or local network"),
        ("http://localhost/", "private or local network"),
        ("http://10.1.2.3/", "private or local network"),
        ("http://169.254.169.254/latest/meta-data/", "private or local network"),
        ("http://[::1]/", "private or local network"),
        ("http://no-such-host.invalid/", "cannot be found"),
        ("http://[::1", "not a valid web address"),  # urlsplit's ValueError, once a traceback
    ],
)
def test_only_public_web_addresses_are_fetched(url, message):
    with pytest.raises(FetchError, match=message):
        article_fetch(url=url)


def test_a_slow_server_times_out(monkeypatch):
    listener = __import__("socket").socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    monkeypatch.setattr(fetching, "TIMEOUT", 0.3)
    try:
        with pytest.raises(FetchError, match="took too long"):
            article_fetch(url=f"http://127.0.0.1:{listener.getsockname()[1]}/", allow_private=True)
    finally:
        listener.close()


@pytest.mark.django_db
def test_import_article_from_a_url_keeps_the_story_only(server, settings):
    settings.ARTICLE_FETCH_ALLOW_PRIVATE = True
    out = io.StringIO()
    call_command("import_article", "--url-fetch", f"{server}/moved", stdout=out)
    article = Article.objects.get()
    assert article.url == f"{server}/article"
    assert article.headline == "Dockers strike at Rotterhaven"
    assert "1,400 dockers" in article.body
    assert "cookies" not in article.body and "Home" not in article.body and "rights reserved" not in article.body
    assert article.claims.filter(value=1400, qualifier="more_than").exists()


@pytest.mark.django_db
def test_import_article_refuses_a_private_url_and_stores_nothing(server):
    with pytest.raises(CommandError, match="private or local network"):
        call_command("import_article", "--url-fetch", f"{server}/article", stdout=io.StringIO())
    with pytest.raises(CommandError, match="private or local network"):
        call_command("import_article", "--url-fetch", f"{server}/article", "--enqueue", stdout=io.StringIO())
    with pytest.raises(CommandError, match="give no file"):
        call_command("import_article", "a.txt", "--url-fetch", f"{server}/article", stdout=io.StringIO())
    assert not Article.objects.exists() and not BackgroundTask.objects.exists()


@pytest.mark.django_db
def test_import_article_says_why_a_page_cannot_be_fetched(server, settings):
    settings.ARTICLE_FETCH_ALLOW_PRIVATE = True
    with pytest.raises(CommandError, match="only HTML or plain text"):
        call_command("import_article", "--url-fetch", f"{server}/image", stdout=io.StringIO())
    assert not Article.objects.exists()


@pytest.mark.django_db
def test_import_article_enqueue_leaves_the_fetch_to_the_worker(server, settings):
    settings.ARTICLE_FETCH_ALLOW_PRIVATE = True
    requested = len(REQUESTED)
    out = io.StringIO()

    call_command("import_article", "--url-fetch", f"{server}/moved", "--enqueue", stdout=out)

    assert "Queued task" in out.getvalue()
    assert len(REQUESTED) == requested and not Article.objects.exists()
    tasks_run_here()
    article = Article.objects.get()
    assert article.url == f"{server}/article" and article.headline == "Dockers strike at Rotterhaven"
    assert BackgroundTask.objects.get().state == "succeeded"


def admin_import(client, url):
    return client.post(reverse("admin:claims_article_import"), {"url": url, "fetch": "on", "language": "en"})


@pytest.mark.django_db
def test_the_admin_form_checks_the_url_without_fetching_it(client, server, settings):
    client.force_login(EditorFactory())
    ArticleFactory(url=f"{server}/stored")
    requested = len(REQUESTED)

    for url, message in [
        (f"{server}/article", "private or local network"),  # 127.0.0.1, known without asking DNS
        ("http://localhost:8000/news", "private or local network"),
        ("http://[::1]/news", "private or local network"),
        ("ftp://example.org/news", "must start with http:// or https://"),
        ("http://user:secret@example.org/news", "user name or password"),
        ("", "Give the URL of the article to fetch"),
    ]:
        response = admin_import(client, url)
        assert response.status_code == 200 and message in response.text, url
    form = ArticleImportForm({"url": f"{server}/article", "fetch": "on", "text": "Pasted too", "language": "en"})
    assert not form.is_valid() and "not both" in str(form.errors)

    settings.ARTICLE_FETCH_ALLOW_PRIVATE = True
    response = admin_import(client, f"{server}/stored")
    assert response.status_code == 200 and "is already stored" in response.text
    form = ArticleImportForm({"url": f"{server}/article", "fetch": "on", "language": "en"})
    assert form.is_valid(), form.errors
    [document] = form.documents()
    assert (document.fetch_url, document.url, document.text) == (f"{server}/article", f"{server}/article", "")

    assert len(REQUESTED) == requested  # nothing fetched in the web request
    assert Article.objects.count() == 1 and not BackgroundTask.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_a_url_import_queued_in_the_admin_is_fetched_and_run_by_a_worker_process(client, server, settings, monkeypatch):
    settings.ARTICLE_FETCH_ALLOW_PRIVATE = True  # the form's check, here
    monkeypatch.setenv("ARTICLE_FETCH_ALLOW_PRIVATE", "1")  # the worker's fetch
    client.force_login(EditorFactory())
    requested = len(REQUESTED)

    response = admin_import(client, f"{server}/article")

    background_task = BackgroundTask.objects.get()
    assert response.status_code == 302 and response["Location"].endswith(f"/backgroundtask/{background_task.pk}/change/")
    assert background_task.state == "queued" and len(REQUESTED) == requested

    worker_run()

    background_task.refresh_from_db()
    assert (background_task.state, background_task.done, background_task.total) == ("succeeded", 1, 1)
    assert REQUESTED[requested:] == ["/article"]
    article = Article.objects.get()
    assert (article.url, article.headline) == (f"{server}/article", "Dockers strike at Rotterhaven")
    assert "cookies" not in article.body and article.claims.filter(value=1400, proposed=True).exists()
    page = client.get(reverse("admin:claims_backgroundtask_change", args=[background_task.pk])).text
    assert "Succeeded" in page and reverse("admin:claims_article_change", args=[article.pk]) in page


@pytest.mark.django_db(transaction=True)
def test_a_fetch_failing_in_the_worker_stores_nothing_and_the_task_shows_why(client, server, settings, monkeypatch):
    settings.ARTICLE_FETCH_ALLOW_PRIVATE = True  # the form lets the local server's address through
    client.force_login(EditorFactory())
    expected = {
        "/image": "is not a web page or text (its type is image/png); only HTML or plain text can be imported.",
        "/huge": f"is longer than {fetching.MAX_BYTES:,} bytes, the most that can be fetched.",
        "/missing": "answered with HTTP status 404",
    }
    for path in expected:
        assert admin_import(client, f"{server}{path}").status_code == 302
    monkeypatch.setenv("ARTICLE_FETCH_ALLOW_PRIVATE", "1")
    worker_run()
    # A worker without the setting refuses the local address, even though the form let it through.
    assert admin_import(client, f"{server}/article").status_code == 302
    expected["/article"] = "is on a private or local network (127.0.0.1); only public web pages can be fetched."
    monkeypatch.delenv("ARTICLE_FETCH_ALLOW_PRIVATE")
    worker_run()

    tasks = {task.description.rsplit(server, 1)[1]: task for task in BackgroundTask.objects.all()}
    assert tasks.keys() == expected.keys()
    for path, message in expected.items():
        task = tasks[path]
        assert (task.state, task.done, task.total) == ("failed", 1, 1), path
        assert message in task.error, (path, task.error)
        page = client.get(reverse("admin:claims_backgroundtask_change", args=[task.pk])).text
        assert "Failed" in page and message.split(" (")[0].split(",")[0] in page, path
    assert (Article.objects.count(), Claim.objects.count()) == (0, 0)
