"""`make test` finds Debian's Chromium, installs it when it can, and otherwise names the command to run."""

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from newsroom import system_tools
from newsroom.system_tools import TOOLS, ToolMissing, ensure_tool, find_tool

ROOT = Path(__file__).resolve().parents[2]


def fake_program(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\necho 'Chromium 1.2.3'\n")
    path.chmod(0o755)
    return path


@pytest.fixture
def debian(tmp_path, monkeypatch):
    """A pretend Debian under tmp_path: an empty PATH, Chromium's two usual places, apt-get."""
    bin_dir = tmp_path / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    fake_program(bin_dir / "apt-get")
    monkeypatch.setenv("PATH", str(bin_dir))
    monkeypatch.delenv("CHROMIUM_PATH", raising=False)
    chromium = dataclasses.replace(
        TOOLS["chromium"],
        paths=(str(bin_dir / "chromium"), str(tmp_path / "usr" / "lib" / "chromium" / "chromium")),
    )
    monkeypatch.setitem(TOOLS, "chromium", chromium)
    return tmp_path


def test_the_wrapper_on_the_path_is_found(debian):
    wrapper = fake_program(debian / "usr" / "bin" / "chromium")
    assert find_tool("chromium") == str(wrapper)


def test_the_binary_is_found_where_debian_puts_it_without_the_wrapper(debian):
    binary = fake_program(debian / "usr" / "lib" / "chromium" / "chromium")
    assert find_tool("chromium") == str(binary)


def test_chromium_path_names_the_binary(debian, monkeypatch):
    elsewhere = fake_program(debian / "opt" / "chrome" / "chrome")
    monkeypatch.setenv("CHROMIUM_PATH", str(elsewhere))
    assert find_tool("chromium") == str(elsewhere)


def test_a_chromium_path_that_points_nowhere_is_an_error_not_a_silent_fallback(debian, monkeypatch):
    fake_program(debian / "usr" / "bin" / "chromium")
    monkeypatch.setenv("CHROMIUM_PATH", str(debian / "nowhere"))
    with pytest.raises(ToolMissing, match="CHROMIUM_PATH=.*nowhere is not an executable file"):
        find_tool("chromium")


def test_missing_without_root_stops_with_the_exact_command(debian, monkeypatch):
    monkeypatch.setattr(system_tools, "_is_root", lambda: False)
    with pytest.raises(ToolMissing) as error:
        ensure_tool("chromium")
    assert "sudo apt-get update && sudo apt-get install -y chromium" in str(error.value)


def test_missing_as_root_installs_debians_package(debian, monkeypatch):
    monkeypatch.setattr(system_tools, "_is_root", lambda: True)
    commands = []

    def apt_get(command, **kwargs):
        commands.append(command)
        if "install" in command:
            fake_program(debian / "usr" / "lib" / "chromium" / "chromium")
        return subprocess.CompletedProcess(command, 0, "", "")

    monkeypatch.setattr(system_tools.subprocess, "run", apt_get)
    path = ensure_tool("chromium", stream=sys.stdout)
    assert path == str(debian / "usr" / "lib" / "chromium" / "chromium")
    update, install = commands
    assert update[0] == install[0] == "apt-get"
    assert update[-2:] == ["update", "-qq"]
    assert install[-4:] == ["install", "-y", "-qq", "chromium"]


def test_a_failed_install_says_what_failed_and_what_to_run(debian, monkeypatch):
    monkeypatch.setattr(system_tools, "_is_root", lambda: True)
    monkeypatch.setattr(
        system_tools.subprocess,
        "run",
        lambda command, **kwargs: subprocess.CompletedProcess(command, 100, "", "E: Unable to locate package"),
    )
    with pytest.raises(ToolMissing, match="(?s)exit 100.*Unable to locate package.*apt-get install -y chromium"):
        ensure_tool("chromium")


def test_the_command_line_finds_the_installed_chromium():
    # The suite itself runs after `make test-tools`: Chromium is there.
    result = subprocess.run(
        [sys.executable, "-m", "newsroom.system_tools", "--find", "chromium"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("chromium: /") and "Chromium" in result.stdout


def test_the_command_line_without_chromium_exits_non_zero_with_the_command(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "newsroom.system_tools", "--find", "chromium"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={"PATH": str(tmp_path), "CHROMIUM_PATH": str(tmp_path / "absent")},
    )
    assert result.returncode == 1
    assert "CHROMIUM_PATH=" in result.stderr
