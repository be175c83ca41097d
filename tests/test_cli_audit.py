"""``xcom-manager audit verify`` and ``audit export --csv`` (main() and one real subprocess)."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.demo import create_demo
from xcom_manager.cli.main import main
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.demo.history import record_demo_history
from xcom_manager.store.db import Database


@pytest.fixture
def audited_db(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'campaign.db'}"
    db = Database.open(url)
    try:
        campaigns = CampaignService(db)
        info = create_demo(campaigns)
        assert len(record_demo_history(db, campaigns, info.id)) >= 8
    finally:
        db.close()
    return url


def test_verify_intact(audited_db: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", audited_db, "audit", "verify"]) == 0
    assert "audit log intact:" in capsys.readouterr().out


def test_verify_names_the_edited_row(audited_db: str, capsys: pytest.CaptureFixture[str]) -> None:
    connection = sqlite3.connect(audited_db.removeprefix("sqlite:///"))
    connection.execute("UPDATE audit_entry SET reason = 'nothing happened' WHERE seq = 5")
    connection.commit()
    connection.close()
    assert main(["--db", audited_db, "audit", "verify"]) == 1
    err = capsys.readouterr().err
    assert "row #5" in err and "content changed" in err


def test_export_csv(audited_db: str, tmp_path: Path) -> None:
    target = tmp_path / "log.csv"
    assert main(["--db", audited_db, "audit", "export", "--csv", str(target)]) == 0
    lines = target.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("campaign_id,seq,recorded_at,actor")
    assert len(lines) >= 9


def test_export_unknown_campaign_is_an_error(audited_db: str, tmp_path: Path) -> None:
    target = tmp_path / "log.csv"
    assert (
        main(["--db", audited_db, "audit", "export", "--csv", str(target), "--campaign", "99"]) == 1
    )
    assert not target.exists()


@pytest.mark.slow
def test_subprocess_verify_fails_after_a_sqlite3_edit(audited_db: str) -> None:
    """The issue's "done when": edit one field with sqlite3, verify fails naming that row."""
    command = [sys.executable, "-m", "xcom_manager", "--db", audited_db, "audit", "verify"]
    ok = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert ok.returncode == 0, ok.stderr
    connection = sqlite3.connect(audited_db.removeprefix("sqlite:///"))
    connection.execute("UPDATE audit_entry SET actor = 'Mallory' WHERE seq = 3")
    connection.commit()
    connection.close()
    broken = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert broken.returncode == 1
    assert "row #3" in broken.stderr


def test_checkpoint_then_verify_against_the_receipt(
    audited_db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 13: a receipt written by ``audit checkpoint --out``; ``verify --receipt`` passes
    on the log as it was, and fails, naming it, once the tail is cut with the head fixed (which
    the chain alone does not show: plain ``verify`` sees it only by the item it moved)."""
    receipt = tmp_path / "evening.txt"
    assert main(["--db", audited_db, "audit", "checkpoint", "--out", str(receipt)]) == 0
    text = receipt.read_text(encoding="utf-8")
    assert text.startswith("xcom_manager audit checkpoint v2\n") and "\nsignature: " in text
    assert main(["--db", audited_db, "audit", "verify", "--receipt", str(receipt)]) == 0
    assert "extends the receipt" in capsys.readouterr().out
    connection = sqlite3.connect(audited_db.removeprefix("sqlite:///"))
    last = connection.execute("SELECT max(seq) FROM audit_entry").fetchone()[0]
    connection.execute("DELETE FROM audit_entry WHERE seq = ?", (last,))
    connection.execute(
        "UPDATE audit_head SET last_seq = ?, last_hash = (SELECT hash FROM audit_entry "
        "WHERE seq = ?)",
        (last - 1, last - 1),
    )
    connection.commit()
    connection.close()
    capsys.readouterr()
    # The chain alone holds; the item the cut row moved is not where the log now leaves it.
    assert main(["--db", audited_db, "audit", "verify"]) == 1
    assert "but its last audit row" in capsys.readouterr().err
    assert main(["--db", audited_db, "audit", "verify", "--receipt", str(receipt)]) == 1
    assert "was cut" in capsys.readouterr().err


def test_verify_on_a_mistyped_path_creates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "no-such.db"
    assert main(["--db", f"sqlite:///{missing}", "audit", "verify"]) == 1
    assert not missing.exists() and "error" in capsys.readouterr().err


def test_a_malformed_receipt_is_one_line(
    audited_db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("not a receipt\n", encoding="utf-8")
    assert main(["--db", audited_db, "audit", "verify", "--receipt", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "not an audit receipt" in err and "Traceback" not in err


def test_plain_verify_names_an_item_moved_behind_the_logs_back(
    audited_db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 13, item 3: every item must stand where its last audit row put it."""
    connection = sqlite3.connect(audited_db.removeprefix("sqlite:///"))
    item_id, seq = connection.execute(
        "SELECT item_id, seq FROM audit_entry WHERE to_kind = 'soldier' ORDER BY seq DESC"
    ).fetchone()
    connection.execute(
        "UPDATE item SET location = 'armoury', soldier_id = NULL, slot = NULL, "
        "slot_index = NULL WHERE id = ?",
        (item_id,),
    )
    connection.commit()
    connection.close()
    assert main(["--db", audited_db, "audit", "verify"]) == 1
    err = capsys.readouterr().err
    assert f"item #{item_id} " in err and f"is in the armoury, but its last audit row #{seq}" in err
