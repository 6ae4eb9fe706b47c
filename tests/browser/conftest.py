"""Fixtures for tests that drive a real Chromium through Playwright.

- `chromium_browser`: one Debian Chromium for all the browser tests of a run,
  found by newsroom/system_tools.py (`make test` installs it first when it is
  missing). When it is missing the tests FAIL with the exact command that
  installs it; they are never skipped. It is scoped to this package (tests/browser/), not
  the session: while Playwright's sync API is started, its event loop counts
  as running in the main thread, so Django's ORM needs
  DJANGO_ALLOW_ASYNC_UNSAFE. Both are set up for the browser tests and undone
  right after them, so neither leaks into the rest of the suite (a subprocess
  running `check --deploy` would inherit the variable and fail on async.E001).
- `page` (function): a fresh browser context and page whose base URL is the
  `live_server`, so `page.goto("/claims/")` works. Any test using it gets a
  transactional database the live server can see.
- `screenshot(page, name)`: saves a full-page PNG under `test-artifacts/screenshots/`
  in the project, or under `$SCREENSHOT_DIR` when set; returns the path.
- `axe_violations(page, tags=...)`: runs axe-core (bundled by the
  axe-playwright-python package, loaded from disk and evaluated through the
  DevTools protocol, which the site's CSP does not govern) on the
  page and returns its violations, by default for WCAG 2.0/2.1 A and AA.
  `format_violations(violations)` turns them into a readable assertion message.
"""

import os
from pathlib import Path

import pytest

from newsroom.system_tools import ToolMissing, find_tool, missing_message

PROJECT_DIR = Path(__file__).resolve().parents[2]
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
WCAG_TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa")
DESKTOP_VIEWPORT = {"width": 1280, "height": 900}
PHONE_VIEWPORT = {"width": 390, "height": 844}


def pytest_collection_modifyitems(items):
    browser_dir = Path(__file__).resolve().parent
    for item in items:
        if browser_dir in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="package")
def _orm_allowed_beside_playwright():
    # Playwright's sync API keeps an event loop running in this thread; Django
    # refuses ORM calls from a thread with a running loop unless told this is
    # intended. Undone when the browser tests are over.
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    yield
    if previous is None:
        os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture(scope="package")
def chromium_browser(_orm_allowed_beside_playwright):
    try:
        executable = find_tool("chromium")
    except ToolMissing as error:
        pytest.fail(str(error), pytrace=False)
    if executable is None:
        pytest.fail(
            "The browser tests need Chromium (`make test` installs it). " + missing_message("chromium"),
            pytrace=False,
        )
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("Playwright is not installed: pip install -r requirements-dev.txt", pytrace=False)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(chromium_browser, live_server):
    """A page in a fresh context (no cookies) pointed at the live server."""
    context = chromium_browser.new_context(base_url=live_server.url, viewport=DESKTOP_VIEWPORT)
    context.set_default_timeout(10_000)
    page = context.new_page()
    yield page
    context.close()


def screenshot_dir() -> Path:
    directory = Path(os.environ.get("SCREENSHOT_DIR") or PROJECT_DIR / "test-artifacts" / "screenshots")
    directory.mkdir(parents=True, exist_ok=True)
    return directory


_screenshots_taken: list[Path] = []


@pytest.fixture
def screenshot():
    def take(page, name: str, *, full_page: bool = True) -> Path:
        path = screenshot_dir() / f"{name}.png"
        page.screenshot(path=str(path), full_page=full_page)
        _screenshots_taken.append(path)
        return path

    return take


def pytest_terminal_summary(terminalreporter):
    if _screenshots_taken:
        terminalreporter.write_line(
            f"browser screenshots: {len(_screenshots_taken)} written to {_screenshots_taken[0].parent}"
        )


def _axe_script_path() -> Path:
    try:
        import axe_playwright_python
    except ImportError:
        pytest.fail(
            "axe-playwright-python is not installed (it bundles axe-core): pip install -r requirements-dev.txt",
            pytrace=False,
        )
    path = Path(axe_playwright_python.__file__).resolve().parent / "axe.min.js"
    if not path.exists():
        pytest.fail(f"axe-core is missing from axe-playwright-python: {path}", pytrace=False)
    return path


@pytest.fixture
def axe_violations():
    script = _axe_script_path()

    def run(page, tags=WCAG_TAGS) -> list[dict]:
        if not page.evaluate("typeof window.axe !== 'undefined'"):
            # Evaluated through the DevTools protocol, not as a <script> tag:
            # the site's Content-Security-Policy refuses inline scripts.
            page.evaluate(script.read_text() + "\n;undefined")
        results = page.evaluate(
            "tags => axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})",
            list(tags),
        )
        return results["violations"]

    return run


def format_violations(violations: list[dict]) -> str:
    lines = []
    for violation in violations:
        lines.append(f"{violation['id']} ({violation['impact']}): {violation['help']}")
        for node in violation["nodes"][:5]:
            lines.append(f"    {node['target']}: {node.get('failureSummary', '').splitlines()[-1:]}")
    return "\n".join(lines)
