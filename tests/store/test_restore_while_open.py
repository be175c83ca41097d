"""A restore refuses while other processes have the file open, and says how many: replacing
the file and deleting its WAL under them would lose what they write next. Real processes."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.helpers.audit import append_stocked
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.upkeep.backups import BackupError, Backups
from xcom_manager.store.db import Database
from xcom_manager.store.sharing import others_holding

pytestmark = pytest.mark.slow


def _url(path: Path) -> str:
    return f"sqlite:///{path}"


def _hold(path: Path) -> subprocess.Popen[str]:
    """Another process with the file open until its standard input closes."""
    code = (
        "import sqlite3, sys\n"
        "c = sqlite3.connect(sys.argv[1])\n"
        "c.execute('SELECT count(*) FROM soldier').fetchone()\n"
        "print('open', flush=True)\n"
        "sys.stdin.read()\n"
        "c.close()\n"
    )
    holder = subprocess.Popen(
        [sys.executable, "-c", code, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
    return holder


def test_a_restore_is_refused_while_another_process_has_the_file_open(tmp_path: Path) -> None:
    path = tmp_path / "campaign.db"
    with Database.open(_url(path)) as db:
        campaign_id = CampaignService(db).create_campaign("Deep Blue", "wargame").id
        append_stocked(db, campaign_id, 1)
    backups = Backups(_url(path), root=tmp_path / "shelf")
    backup = backups.take("manual").path
    holders = [_hold(path), _hold(path)]
    try:
        assert others_holding(path) == 2
        before = backups.list()
        with pytest.raises(BackupError, match=r"other windows .* first: 2 other programs"):
            backups.restore(backup)
        assert backups.list() == before  # nothing kept, nothing replaced
        assert path.with_name(path.name + "-wal").exists()
    finally:
        for holder in holders:
            holder.communicate("", timeout=30)
    deadline = time.monotonic() + 10
    while others_holding(path) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert others_holding(path) == 0
    backups.restore(backup)  # alone again: the restore goes through


def test_a_restore_is_refused_while_a_window_has_the_file_open(tmp_path: Path) -> None:
    """A restore puts the file back only when nobody else has it open, so no other window can
    go on writing into the file replaced: a window open on it (a real one, offscreen) stops it,
    and once that window is closed the restore goes through."""
    path = tmp_path / "campaign.db"
    with Database.open(_url(path)) as db:
        CampaignService(db).create_campaign("Deep Blue", "wargame")
    backups = Backups(_url(path))
    backup = backups.take("manual").path
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        PYTHONPATH=str(Path(__file__).resolve().parents[2]),
    )
    env.pop("XCOM_LAUNCH_PROBE", None)
    window = subprocess.Popen(
        [sys.executable, "-m", "xcom_manager", "--db", _url(path)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        # The window is open once it holds the file for good: while it starts it opens and
        # closes short reads of it (the preview, the day's check), between which a restore
        # rightly goes through.
        deadline = time.monotonic() + 120
        held_since: float | None = None
        while time.monotonic() < deadline:
            assert window.poll() is None, window.communicate()[1]
            if others_holding(path) == 0:
                held_since = None
            elif held_since is None:
                held_since = time.monotonic()
            elif time.monotonic() - held_since > 3.0:
                break
            time.sleep(0.1)
        assert others_holding(path) >= 1
        with pytest.raises(BackupError, match=r"Close the other windows .* first"):
            backups.restore(backup)
        assert [row.reason for row in backups.list()].count("restore") == 0
    finally:
        window.terminate()
        window.communicate(timeout=60)
    deadline = time.monotonic() + 10
    while others_holding(path) and time.monotonic() < deadline:
        time.sleep(0.05)
    kept = backups.restore(backup)
    assert kept is not None and kept.reason == "restore"
