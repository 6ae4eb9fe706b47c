"""The system programs the test suite and the benchmarks need, found or installed.

One home for "where is Chromium?" (and the other Debian tools the project
drives: `redis-server` for the shared cache, `wrk` for the load benchmark,
`gettext` for the translation catalogue):

- `find_tool(name)` looks for a program where Debian puts it and returns its
  path, or None. Chromium is looked for at `$CHROMIUM_PATH` first, then on the
  PATH (`chromium`, `chromium-browser`), then at `/usr/lib/chromium/chromium`
  (the real binary, present on some images without the `/usr/bin/chromium`
  wrapper).
- `ensure_tool(name)` returns that path, and when the program is missing
  installs Debian's package for it (`apt-get update` then `apt-get install -y`)
  if it can: running as root on a system with apt-get. Otherwise it raises
  `ToolMissing` whose message is the exact command to run.

From a shell (`make test-tools` runs the first line; CI runs it through `make test`):

    python -m newsroom.system_tools chromium          # find or install; prints the path
    python -m newsroom.system_tools --find chromium   # find only; exit 1 when missing

Never `playwright install`: the browser tests drive Debian's Chromium, which
gets the distribution's security updates.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Tool:
    name: str
    package: str  # Debian's package
    commands: tuple[str, ...]  # looked up on the PATH, in this order
    paths: tuple[str, ...] = ()  # then these exact files
    env: str | None = None  # an environment variable that names the binary, looked at first
    version_args: tuple[str, ...] = field(default=("--version",))


TOOLS = {
    tool.name: tool
    for tool in (
        Tool(
            name="chromium",
            package="chromium",
            commands=("chromium", "chromium-browser"),
            paths=("/usr/bin/chromium", "/usr/lib/chromium/chromium"),
            env="CHROMIUM_PATH",
        ),
        Tool(name="redis-server", package="redis-server", commands=("redis-server",), paths=("/usr/bin/redis-server",)),
        # xgettext, msgmerge, msgfmt: `make messages` and the catalogue test.
        Tool(name="gettext", package="gettext", commands=("xgettext",), paths=("/usr/bin/xgettext",)),
        Tool(name="wrk", package="wrk", commands=("wrk",), paths=("/usr/bin/wrk",), version_args=("-v",)),
    )
}


class ToolMissing(RuntimeError):
    """A program is missing and could not be installed; the message says what to run."""


def _executable(path: str | Path) -> bool:
    candidate = Path(path)
    return candidate.is_file() and os.access(candidate, os.X_OK)


def find_tool(name: str) -> str | None:
    """The path of the program `name` (a key of TOOLS), or None when it is not installed."""
    tool = TOOLS[name]
    if tool.env and os.environ.get(tool.env):
        configured = os.environ[tool.env]
        # An explicit setting that points nowhere is an error, not a reason to look elsewhere.
        found = configured if _executable(configured) else shutil.which(configured)
        if not found:
            raise ToolMissing(f"{tool.env}={configured} is not an executable file: fix or unset {tool.env}.")
        return found
    for command in tool.commands:
        found = shutil.which(command)
        if found:
            return found
    for path in tool.paths:
        if _executable(path):
            return path
    return None


def install_command(name: str) -> str:
    """The command that installs `name` on Debian, as a person would type it."""
    package = TOOLS[name].package
    sudo = "" if _is_root() else "sudo "
    return f"{sudo}apt-get update && {sudo}apt-get install -y {package}"


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def _can_install() -> bool:
    return _is_root() and shutil.which("apt-get") is not None


def missing_message(name: str) -> str:
    tool = TOOLS[name]
    hint = f" (or set {tool.env} to its path)" if tool.env else ""
    if shutil.which("apt-get") is None:
        return f"{name} is not installed and this system has no apt-get: install {name}{hint}, then run again."
    return f"{name} is not installed. Run:\n    {install_command(name)}\nthen run again{hint}."


def install_tool(name: str, *, stream=sys.stderr) -> None:
    """Install Debian's package for `name` with apt-get (root only)."""
    tool = TOOLS[name]
    environment = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    # Wait for another apt run (a colleague's install, unattended upgrades) rather than fail.
    lock_wait = ["-o", "DPkg::Lock::Timeout=600"]
    print(f"{name} is missing: installing Debian's package {tool.package} (apt-get)…", file=stream, flush=True)
    for command in (
        ["apt-get", *lock_wait, "update", "-qq"],
        ["apt-get", *lock_wait, "install", "-y", "-qq", tool.package],
    ):
        result = subprocess.run(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            raise ToolMissing(
                f"`{' '.join(command)}` failed (exit {result.returncode}):\n{result.stderr.strip()}\n"
                + missing_message(name)
            )


def ensure_tool(name: str, *, install: bool = True, stream=sys.stderr) -> str:
    """The path of `name`, installing Debian's package first when it is missing and we can."""
    found = find_tool(name)
    if found:
        return found
    if not (install and _can_install()):
        raise ToolMissing(missing_message(name))
    install_tool(name, stream=stream)
    found = find_tool(name)
    if not found:
        raise ToolMissing(f"Debian's package {TOOLS[name].package} was installed but {name} is still not found.")
    return found


def tool_version(path: str, name: str) -> str:
    result = subprocess.run([path, *TOOLS[name].version_args], capture_output=True, text=True, timeout=60)
    return (result.stdout or result.stderr).strip().splitlines()[0] if (result.stdout or result.stderr) else ""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tools", nargs="+", choices=sorted(TOOLS), help="programs to find (and install)")
    parser.add_argument("--find", action="store_true", help="only look: never install")
    args = parser.parse_args(argv)
    status = 0
    for name in args.tools:
        try:
            path = ensure_tool(name, install=not args.find)
        except ToolMissing as error:
            print(error, file=sys.stderr)
            status = 1
            continue
        print(f"{name}: {path} ({tool_version(path, name)})")
    return status


if __name__ == "__main__":
    sys.exit(main())
