"""Long commands show their progress: a bar on a terminal, plain counts elsewhere."""

import io

import pytest
from django.core.management import CommandError, call_command

from claims.management.progress import Progress
from claims.models import Article, BackgroundTask
from tests.task_worker import tasks_run_here

TEXT = "Story {n}\nMore than {n},000 soldiers have defected since February, reports the Foreign Ministry."


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_plain_counts_at_each_tenth_and_at_the_end():
    out = io.StringIO()
    progress = Progress(out, total=25, label="Working")
    for _ in range(25):
        progress.advance()
    progress.close()
    lines = out.getvalue().splitlines()
    assert lines[0] == "Working: 1/25" and lines[-1] == "Working: 25/25"
    assert len(lines) == 11
    assert "\r" not in out.getvalue()


def test_plain_counts_say_how_far_it_got_when_stopped_early():
    out = io.StringIO()
    progress = Progress(out, total=100, label="Working")
    progress.advance(5)
    progress.close()
    assert out.getvalue().splitlines()[-1] == "Working: 5/100"


def test_a_bar_on_a_terminal_with_lines_written_above_it():
    out = Terminal()
    progress = Progress(out, total=4, label="Working", unit="file")
    progress.advance(2)
    progress.write("a message")
    progress.update(4, 4)
    progress.close()
    text = out.getvalue()
    assert "\r" in text and "4/4" in text and "file" in text
    assert "a message\n" in text


@pytest.mark.django_db
def test_load_newsroom_counts_what_it_loads():
    out = io.StringIO()
    call_command("load_newsroom", stdout=out)
    counts = [line for line in out.getvalue().splitlines() if line.startswith("Loading: ")]
    assert counts[-1] == "Loading: 87/87"  # 13 sources and 74 claims
    assert "Loaded the seed newsroom" in out.getvalue()


@pytest.fixture
def story_files(tmp_path):
    paths = []
    for n in range(1, 4):
        path = tmp_path / f"story-{n}.txt"
        path.write_text(TEXT.format(n=n), encoding="utf-8")
        paths.append(str(path))
    return paths


@pytest.mark.django_db
def test_import_article_takes_many_files_with_progress(story_files):
    out = io.StringIO()
    call_command("import_article", *story_files, stdout=out)
    assert Article.objects.count() == 3
    text = out.getvalue()
    assert "Importing: 1/3" in text and "Importing: 3/3" in text
    assert text.count("Imported “Story") == 3


@pytest.mark.django_db
def test_a_bad_file_among_many_is_reported_and_the_others_are_imported(story_files, tmp_path):
    bad = tmp_path / "latin1.txt"
    bad.write_bytes("Bogotá".encode("latin-1"))
    out = io.StringIO()
    with pytest.raises(CommandError, match=r"1 of 4 files were not imported: .*latin1.txt"):
        call_command("import_article", story_files[0], str(bad), *story_files[1:], stdout=out)
    assert "not UTF-8" in out.getvalue()
    assert Article.objects.count() == 3


@pytest.mark.django_db
def test_one_headline_or_url_for_many_files_is_refused(story_files):
    with pytest.raises(CommandError, match="single file"):
        call_command("import_article", *story_files, "--headline", "One", stdout=io.StringIO())
    assert not Article.objects.exists()


@pytest.mark.django_db
def test_import_article_can_queue_the_import_for_a_worker(story_files):
    out = io.StringIO()
    call_command("import_article", *story_files, "--enqueue", stdout=out)
    background_task = BackgroundTask.objects.get()
    assert f"Queued task {background_task.pk}" in out.getvalue()
    assert not Article.objects.exists()
    tasks_run_here()
    background_task.refresh_from_db()
    assert (background_task.state, background_task.done, background_task.total) == ("succeeded", 3, 3)
    assert Article.objects.count() == 3
