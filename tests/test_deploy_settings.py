"""Production settings pass Django's deployment checks and refuse to start unsafely."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def manage(*args, **env):
    environment = {k: v for k, v in os.environ.items() if k not in {"DEBUG", "SECRET_KEY", "ALLOWED_HOSTS"}}
    environment.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=environment, capture_output=True, text=True
    )


def test_production_settings_pass_check_deploy():
    result = manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DEBUG="0",
        SECRET_KEY="a-production-key-" + "x" * 50 + "-made-of-many-distinct-characters-0123456789",
        ALLOWED_HOSTS="news.example.org",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_without_debug_a_secret_key_is_required():
    result = manage("check", DEBUG="0")
    assert result.returncode != 0
    assert "SECRET_KEY must be set when DEBUG is off" in result.stderr


def test_models_and_migrations_agree():
    result = manage("makemigrations", "--check", "--dry-run", DEBUG="1")
    assert result.returncode == 0, result.stdout + result.stderr


def test_without_debug_allowed_hosts_are_required():
    result = manage("check", DEBUG="0", SECRET_KEY="a-production-key-" + "x" * 50)
    assert result.returncode != 0
    assert "ALLOWED_HOSTS must be set when DEBUG is off" in result.stderr
