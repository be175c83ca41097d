"""``xcom-manager table serve``: the address with its token and a QR code, the page served until
Ctrl+C (one line, no traceback), and the refusals as one message each."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.helpers.demo import create_demo
from xcom_manager.cli.main import main
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.store.db import Database

REPO = Path(__file__).resolve().parents[2]
_URL = re.compile(r"http://127\.0\.0\.1:(\d+)/([A-Za-z0-9_-]+)/")


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("table-cli") / "campaign.db"
    with Database.open(f"sqlite:///{path}") as db:
        create_demo(CampaignService(db))
    return path


def test_an_unknown_campaign_is_refused_in_one_line(
    demo_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", str(demo_file), "table", "serve", "--campaign", "99"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("xcom-manager: error: ") and err.count("\n") == 1
    assert "Traceback" not in err


def test_a_missing_database_is_refused_and_not_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", str(tmp_path / "none.db"), "table", "serve"]) == 1
    assert "there is no database at" in capsys.readouterr().err
    assert not (tmp_path / "none.db").exists()


def test_a_port_out_of_range_is_refused(
    demo_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", str(demo_file), "table", "serve", "--port", "70000"]) == 1
    assert "--port must be between 0 and 65535" in capsys.readouterr().err


def test_the_help_names_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["table", "serve", "--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--host", "--port", "--campaign", "0.0.0.0"):
        assert option in out


def _serve(demo_file: Path, *extra: str) -> tuple[subprocess.Popen[str], list[str]]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "XCOM_LANG": "en", "PYTHONIOENCODING": "utf-8"}
    process = subprocess.Popen(
        [sys.executable, "-m", "xcom_manager", "--db", str(demo_file), "table", "serve", *extra],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    assert process.stdout is not None
    lines: list[str] = []
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        lines.append(line)
        if "Ctrl+C" in line:
            return process, lines
    process.kill()
    raise AssertionError("".join(lines) + process.communicate()[1])


@pytest.mark.slow
def test_serve_prints_the_address_and_a_qr_code_and_stops_on_ctrl_c(demo_file: Path) -> None:
    process, lines = _serve(demo_file, "--host", "127.0.0.1", "--port", "0")
    try:
        printed = "".join(lines)
        found = _URL.search(printed)
        assert found, printed
        assert "█" in printed or "▀" in printed or "▄" in printed  # the QR code's blocks
        port, token = found.groups()
        with urllib.request.urlopen(found.group(0) + "snapshot.json", timeout=5) as answer:
            assert answer.status == 200
            assert b'"squad"' in answer.read()
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/snapshot.json", timeout=5)
        assert refused.value.code == 403
        assert len(token) >= 20
    finally:
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=30)
    assert process.returncode == 0, err
    assert out.strip().splitlines()[-1] == "Stopped sharing the table."
    assert "Traceback" not in err and "KeyboardInterrupt" not in err


@pytest.mark.slow
def test_every_interface_only_when_asked_and_then_said(demo_file: Path) -> None:
    process, lines = _serve(demo_file, "--host", "0.0.0.0", "--port", "0")
    process.send_signal(signal.SIGTERM)
    out, err = process.communicate(timeout=30)
    printed = "".join(lines) + out
    assert "every network interface" in printed
    assert "http://0.0.0.0" not in printed  # the address shown is one a phone can reach
    assert process.returncode == 0, err
