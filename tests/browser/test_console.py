"""Every page type in a real Chromium under the site's Content-Security-Policy:
no CSP violation, no blocked or missing resource (a favicon included), no
script error. The console of each page must be clean."""

import io

import pytest
from django.core.management import call_command

from claims.models import Article, Claim
from sources.models import Source
from tests.factories import EditorFactory

PASSWORD = "correct horse battery staple"

# Runs before any script of the page, and CSP does not apply to it: it records
# each violation the page causes, with what was blocked and which rule did it.
RECORD_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`
    + ` at ${event.sourceFile || location.href}:${event.lineNumber}`);
});
"""


@pytest.fixture
def seeded(transactional_db):
    call_command("load_newsroom", stdout=io.StringIO())


class ConsoleWatch:
    """What went wrong while a page loaded: console errors and warnings, script
    errors, failed requests, answers of 400 or more, CSP violations."""

    def __init__(self, page):
        self.page = page
        self.problems: list[str] = []
        page.add_init_script(RECORD_VIOLATIONS)
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.problems.append(f"script error: {error}"))
        page.on("requestfailed", lambda request: self.problems.append(f"failed: {request.url} {request.failure}"))
        page.on("response", self._response)

    def _console(self, message):
        if message.type in {"error", "warning"}:
            self.problems.append(f"console {message.type}: {message.text}")

    def _response(self, response):
        if response.status >= 400:
            self.problems.append(f"{response.status}: {response.url}")

    def visit(self, path: str, *, ready: str = "main, #content, body") -> list[str]:
        """Load `path`, wait until `ready` shows and the network is idle; the problems seen."""
        self.problems = []
        response = self.page.goto(path)
        assert response is not None and response.status == 200, f"{path} answered {response and response.status}"
        assert "content-security-policy" in response.headers, f"{path} has no Content-Security-Policy"
        self.page.wait_for_load_state("networkidle")
        try:
            self.page.wait_for_selector(ready)
        except Exception:
            raise AssertionError(
                f"{path} did not draw {ready!r}; problems seen: {self.problems}"
            ) from None
        violations = self.page.evaluate("window.__cspViolations")
        return self.problems + [f"CSP: {violation}" for violation in violations]


def assert_clean(watch: ConsoleWatch, path: str, **kwargs):
    problems = watch.visit(path, **kwargs)
    assert problems == [], f"{path}:\n" + "\n".join(problems)


def test_public_pages_load_with_a_clean_console(seeded, page):
    watch = ConsoleWatch(page)
    claim = Claim.objects.filter(source__isnull=False, proposed=False).select_related("article", "source").first()
    article = Article.objects.first()
    source = Source.objects.filter(claims__isnull=False).first()
    for path in [
        "/",
        "/claims/",
        "/claims/?status=unverified&search=troops",
        claim.get_absolute_url(),
        "/articles/",
        article.get_absolute_url(),
        "/sources/",
        source.get_absolute_url(),
        "/corrections/",
        "/methodology/",
    ]:
        assert_clean(watch, path)


def test_api_pages_and_docs_load_with_a_clean_console(seeded, page):
    watch = ConsoleWatch(page)
    # The browsable API, as a reader opening the links in a browser sees it.
    assert_clean(watch, "/api/v1/claims/")
    assert_clean(watch, "/api/v1/sources/")
    # Swagger UI and ReDoc run their own scripts (with the page's nonce) and
    # fetch the schema: wait until they have drawn the operations.
    assert_clean(watch, "/api/docs/", ready=".swagger-ui .opblock")
    assert_clean(watch, "/api/redoc/", ready="redoc h1, #redoc-container h1")


def test_admin_pages_load_with_a_clean_console(seeded, page):
    EditorFactory(username="edna")
    watch = ConsoleWatch(page)
    assert_clean(watch, "/admin/login/")
    page.fill("#id_username", "edna")
    page.fill("#id_password", PASSWORD)
    page.click("input[type=submit]")
    page.wait_for_url("**/admin/")
    claim = Claim.objects.filter(source__isnull=False).first()
    for path in [
        "/admin/",
        "/admin/claims/claim/",
        f"/admin/claims/claim/{claim.pk}/change/",
        "/admin/claims/claim/add/",
        f"/admin/claims/article/{claim.article_id}/change/",
        f"/admin/sources/source/{claim.source_id}/change/",
    ]:
        assert_clean(watch, path)
