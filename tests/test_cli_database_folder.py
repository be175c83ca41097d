"""A database whose folder cannot hold it (a file in the folder's place, a folder that cannot be
created, one the user may not write to or read) is refused with one line naming the folder and
why, exit 1, no traceback, and nothing is created."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.documents import soldier_entry
from xcom_manager.cli.main import main
from xcom_manager.store.db import Database
from xcom_manager.store.errors import StoreError

_CHECKOUT = Path(__file__).resolve().parent.parent


def _refused(words: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(words) == 1
    captured = capsys.readouterr()
    (line,) = captured.err.splitlines()
    assert line.startswith("xcom-manager: error: ") and "Traceback" not in captured.err
    return line


@pytest.mark.parametrize("below", ["c.db", "a/b/c.db"])
def test_a_file_in_the_folders_place_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], below: str
) -> None:
    blocking = tmp_path / "notes.txt"
    blocking.write_text("not a folder\n", encoding="utf-8")
    line = _refused(["--db", str(blocking / below), "campaign", "new", "Dawn"], capsys)
    assert f"{blocking} is a file, not a folder" in line
    assert blocking.read_text(encoding="utf-8") == "not a folder\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


@pytest.mark.parametrize("command", ["demo", "import", "campaigns", "backup"])
def test_every_command_says_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    blocking = tmp_path / "notes.txt"
    blocking.write_text("", encoding="utf-8")
    document = {
        "format": "xcom_manager.campaign",
        "format_version": 3,
        "campaign": {"name": "Dawn", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [soldier_entry("Ann Smith")],
    }
    campaign_file = tmp_path / "dawn.json"
    campaign_file.write_text(json.dumps(document), encoding="utf-8")
    words = {
        "demo": ["demo"],
        "import": ["import", str(campaign_file)],
        "campaigns": ["campaigns"],  # a reading command: there is no database there
        "backup": ["backup", "now"],
    }[command]
    line = _refused(["--db", str(blocking / "c.db"), *words], capsys)
    assert "is a file, not a folder" in line or "there is no database at" in line
    assert blocking.read_text(encoding="utf-8") == ""


def test_a_folder_that_cannot_be_created_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    line = _refused(["--db", "/proc/self/xcom-test/c.db", "campaign", "new", "Dawn"], capsys)
    assert "cannot be created (No such file or directory)" in line


def test_a_folder_that_cannot_be_written_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    """/proc refuses a new file even to root (the tests run as root: chmod stops no one)."""
    line = _refused(["--db", "/proc/xcom-test.db", "campaign", "new", "Dawn"], capsys)
    assert "its folder /proc cannot be written to" in line


def test_the_store_refuses_it_with_a_message_to_word() -> None:
    with pytest.raises(StoreError) as caught:
        Database.open("sqlite:////proc/self/xcom-test/c.db")
    assert caught.value.message is not None
    assert caught.value.message.key == "database_folder_cannot_create"


# -- as a user who may not write there (root may write anywhere, so the check runs as nobody) --


@pytest.fixture
def as_nobody() -> Iterator[tuple[list[str], dict[str, str], Path]]:
    """The command line run as the user ``nobody`` (its data folder its own), and a folder of
    root's, mode 700, that nobody may enter."""
    if os.geteuid() != 0 or shutil.which("runuser") is None:
        pytest.skip("needs root and runuser to run a command as another user")
    home = Path(tempfile.mkdtemp(prefix="xcom-nobody-"))
    shutil.chown(home, "nobody")
    closed = Path(tempfile.mkdtemp(prefix="xcom-closed-"))  # root's, mode 700
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "PYTHONPATH": str(_CHECKOUT),
    }
    prefix = ["runuser", "-u", "nobody", "--", sys.executable, "-m", "xcom_manager"]
    try:
        yield prefix, env, closed
    finally:
        shutil.rmtree(home, ignore_errors=True)
        shutil.rmtree(closed, ignore_errors=True)


def _run(prefix: list[str], env: dict[str, str], *words: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*prefix, *words], env=env, capture_output=True, text=True, timeout=120, check=False
    )


def test_a_folder_under_one_nobody_may_enter_is_named(
    as_nobody: tuple[list[str], dict[str, str], Path],
) -> None:
    prefix, env, closed = as_nobody
    done = _run(prefix, env, "--db", str(closed / "club" / "c.db"), "campaign", "new", "Dawn")
    assert done.returncode == 1, done.stderr
    (line,) = done.stderr.splitlines()
    assert f"its folder {closed / 'club'} cannot be read (Permission denied)" in line
    assert list(closed.iterdir()) == []


def test_a_folder_nobody_may_not_write_is_named(
    as_nobody: tuple[list[str], dict[str, str], Path],
) -> None:
    prefix, env, closed = as_nobody
    closed.chmod(0o755)  # nobody may look in, not write
    done = _run(prefix, env, "--db", str(closed / "c.db"), "campaign", "new", "Dawn")
    assert done.returncode == 1, done.stderr
    (line,) = done.stderr.splitlines()
    assert f"its folder {closed} cannot be written to (Permission denied)" in line
    assert list(closed.iterdir()) == []
