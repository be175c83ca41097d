"""Several processes on one SQLite campaign file are a supported use: service workers (a
window's writes, with its backups) and command-line runs, interleaved, then every acknowledged
write is in the file, the history verifies and ``check`` passes; no process met a raw error."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest

from xcom_manager.cli.main import main

pytestmark = pytest.mark.slow

CHECKOUT = Path(__file__).resolve().parents[2]
WORKERS = 3
ROUNDS = 12
COMMAND_LINE_ADDS = 3


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(CHECKOUT))
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env[name] = str(tmp_path / name.lower())
    env.pop("XCOM_DB_URL", None)
    return env


def _command_line(
    url: str, tmp_path: Path, env: dict[str, str], *args: str
) -> subprocess.CompletedProcess[str]:
    """``xcom-manager --db URL ARGS`` run to its end in another process."""
    return subprocess.run(
        [sys.executable, "-m", "xcom_manager", "--db", url, *args],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _wait(process: subprocess.Popen[str]) -> str:
    out, err = process.communicate(timeout=240)
    assert process.returncode == 0 and "Traceback" not in err, err[-3000:]
    return out


def test_workers_and_command_lines_on_one_file_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "campaign.db"
    url = f"sqlite:///{path}"
    assert main(["--db", url, "demo"]) == 0
    env = _env(tmp_path)
    workers = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.helpers.shared_file_worker",
                url,
                f"gm{n}",
                str(ROUNDS),
                str(tmp_path / "shelf"),
            ],
            cwd=CHECKOUT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for n in range(WORKERS)
    ]
    added_by_command_line: list[int] = []
    for _ in range(COMMAND_LINE_ADDS):
        done = _command_line(url, tmp_path, env, "armoury", "add", "laser_rifle", "1")
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-3000:]
        added_by_command_line += [int(n) for n in re.findall(r"#(\d+)", done.stdout)]
        checked = _command_line(url, tmp_path, env, "check")
        assert "Traceback" not in checked.stderr, checked.stderr[-3000:]
    reports = [json.loads(_wait(worker)) for worker in workers]

    items = [*added_by_command_line, *(n for r in reports for n in r["acknowledged"]["items"])]
    notes = [text for r in reports for text in r["acknowledged"]["notes"]]
    assert len(items) >= COMMAND_LINE_ADDS + WORKERS  # the workers got writes through
    with closing(sqlite3.connect(path)) as reading:
        stored = {row[0] for row in reading.execute("SELECT id FROM item")}
        audited = {row[0] for row in reading.execute("SELECT item_id FROM audit_entry")}
        logged = " ".join(
            row[0] for row in reading.execute("SELECT payload FROM mission_event WHERE seq > 0")
        )
    assert set(items) <= stored, "acknowledged items are missing"
    assert set(items) <= audited, "acknowledged items have no audit row"
    assert all(text in logged for text in notes), "acknowledged notes are missing"
    for command in (("audit", "verify"), ("check",)):
        done = _command_line(url, tmp_path, env, *command)
        assert done.returncode == 0, f"{command}: {done.stdout}\n{done.stderr}"
