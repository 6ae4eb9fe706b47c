"""Importing an article from its URL: a local HTTP server stands in for the web."""

import io
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from claims import fetching
from claims.admin.forms import ArticleImportForm
from claims.fetching import FetchError, article_fetch
from claims.importing import article_text
from claims.models import Article
from tests.factories import EditorFactory

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


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
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
    with pytest.raises(CommandError, match="give no file"):
        call_command("import_article", "a.txt", "--url-fetch", f"{server}/article", stdout=io.StringIO())
    assert not Article.objects.exists()


@pytest.mark.django_db
def test_the_admin_import_form_fetches_the_story_from_the_url(server, settings):
    settings.ARTICLE_FETCH_ALLOW_PRIVATE = True
    form = ArticleImportForm({"url": f"{server}/article", "fetch": "on", "language": "en"})
    assert form.is_valid(), form.errors
    [document] = form.documents()
    assert document.url == f"{server}/article"
    # The import task stores the page's story, as for pasted HTML.
    body = article_text(document.text)
    assert body.startswith("Dockers strike at Rotterhaven\n")
    assert "cookies" not in body


@pytest.mark.django_db
def test_the_admin_says_why_a_url_cannot_be_fetched(client, server):
    client.force_login(EditorFactory())
    response = client.post(
        reverse("admin:claims_article_import"), {"url": f"{server}/article", "fetch": "on", "language": "en"}
    )
    assert response.status_code == 200
    assert "private or local network" in response.content.decode()
    form = ArticleImportForm({"url": f"{server}/article", "fetch": "on", "text": "Pasted too", "language": "en"})
    assert not form.is_valid() and "not both" in str(form.errors)
    assert not Article.objects.exists()
