"""The Spanish catalogue is complete and compiled.

Fails when a string the templates or the code mark for translation is missing
from `locale/es/LC_MESSAGES/django.po`, left empty or marked fuzzy (run
`make messages` and translate it), or when `django.mo` was not compiled from
the `.po` as committed. Needs GNU gettext (`make test-tools` installs it).
"""

import gettext
import subprocess
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from newsroom.system_tools import find_tool, missing_message

PROJECT_DIR = Path(__file__).resolve().parents[2]
CATALOGUE = PROJECT_DIR / "locale" / "es" / "LC_MESSAGES" / "django.po"
COMPILED = CATALOGUE.with_suffix(".mo")
# The same folders `make messages` leaves out.
IGNORED = [".venv", "staticfiles", "tests", "bench"]


@pytest.fixture(scope="module")
def gettext_tools():
    if find_tool("gettext") is None:
        pytest.fail(missing_message("gettext"), pytrace=False)


@pytest.fixture(scope="module")
def extracted(gettext_tools, tmp_path_factory):
    """Every marked string of the project, gathered as `make messages` does, into
    a fresh catalogue: makemessages runs in a folder of links to the project's
    files (the committed catalogue is left alone) that writes to its own locale/."""
    root = tmp_path_factory.mktemp("project")
    for entry in PROJECT_DIR.iterdir():
        if entry.name not in {*IGNORED, "locale", ".git"} and not entry.name.startswith(("db.sqlite3", ".")):
            (root / entry.name).symlink_to(entry)
    (root / "locale").mkdir()
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(root)
        patch.setattr(settings, "LOCALE_PATHS", [root / "locale"])
        call_command(
            "makemessages", locale=["es"], symlinks=True, ignore_patterns=IGNORED, no_obsolete=True, verbosity=0
        )
    return root / "locale" / "es" / "LC_MESSAGES" / "django.po"


def test_every_marked_string_has_a_spanish_translation(extracted):
    # msgcmp counts an empty or fuzzy translation as missing.
    result = subprocess.run(["msgcmp", str(CATALOGUE), str(extracted)], capture_output=True, text=True)
    assert result.returncode == 0, (
        "The Spanish catalogue lacks these strings (run `make messages`, translate them "
        f"in {CATALOGUE.relative_to(PROJECT_DIR)}, run `make messages` again):\n{result.stderr}"
    )


def test_the_catalogue_has_no_fuzzy_or_empty_translation(gettext_tools):
    for option in ("--only-fuzzy", "--untranslated"):
        result = subprocess.run(
            ["msgattrib", option, "--no-wrap", str(CATALOGUE)], capture_output=True, text=True, check=True
        )
        assert result.stdout.strip() == "", f"{option} entries in the Spanish catalogue:\n{result.stdout}"


def test_the_catalogue_keeps_every_placeholder(gettext_tools, tmp_path):
    result = subprocess.run(
        ["msgfmt", "--check", "-o", str(tmp_path / "django.mo"), str(CATALOGUE)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


def test_the_compiled_catalogue_is_the_committed_one(gettext_tools, tmp_path):
    fresh = tmp_path / "django.mo"
    subprocess.run(["msgfmt", "-o", str(fresh), str(CATALOGUE)], check=True)
    with COMPILED.open("rb") as committed, fresh.open("rb") as compiled:
        assert gettext.GNUTranslations(committed)._catalog == gettext.GNUTranslations(compiled)._catalog, (
            "locale/es/LC_MESSAGES/django.mo is out of date: run `make messages` and commit it."
        )
