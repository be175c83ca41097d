"""``xcom-manager check`` and ``backup list|now|restore``, and the
reading commands that never create a file; through ``main`` on real SQLite files."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.audit import raw_sql
from tests.helpers.damage import corrupt_table, digest, foreign_database
from xcom_manager.cli.main import main
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.store.db import Database


def _url(path: Path) -> str:
    return f"sqlite:///{path}"


@pytest.fixture
def made(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A database with the demo campaign (an audit log and a finished mission)."""
    path = tmp_path / "c.db"
    assert main(["--db", _url(path), "demo"]) == 0
    capsys.readouterr()
    return path


def test_check_of_a_sound_database(made: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = digest(made)
    assert main(["--db", _url(made), "check"]) == 0
    out = capsys.readouterr().out
    assert 'campaign #1 "Operation Deep Blue — demo": audit chain: intact (19 rows)' in out
    assert "the file is sound and every history verifies" in out
    assert digest(made) == before  # nothing written


def test_check_names_a_damaged_page(made: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corrupt_table(made, "item")
    assert main(["--db", _url(made), "check"]) == 1
    err = capsys.readouterr().err
    assert "damaged: quick_check:" in err and "backup restore" in err
    assert "Traceback" not in err


def test_check_names_an_edited_audit_row(made: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with Database.open(_url(made)) as db:
        raw_sql(db, "UPDATE audit_entry SET actor = 'Mallory' WHERE seq = 3")
    assert main(["--db", _url(made), "check"]) == 1
    captured = capsys.readouterr()
    assert "audit chain:" in captured.err and "#3" in captured.err


@pytest.mark.parametrize(
    "command",
    [
        ["check"],
        ["backup", "list"],
        ["campaigns"],
        ["export"],
        ["mission", "list"],
        ["mission", "replay", "1"],
        ["audit", "verify"],
        ["armoury", "list"],
    ],
)
def test_reading_commands_create_no_file(
    tmp_path: Path, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "typo" / "campaing.db"
    assert main(["--db", _url(missing), *command]) == 1
    assert "there is no database at" in capsys.readouterr().err
    assert not missing.exists() and not missing.parent.exists()


def test_import_into_a_damaged_file_writes_nothing(
    made: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = tmp_path / "campaign.json"
    assert main(["--db", _url(made), "export", "--out", str(document)]) == 0
    corrupt_table(made, "soldier")
    before = digest(made)
    capsys.readouterr()
    assert main(["--db", _url(made), "import", str(document)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is damaged" in err and "xcom-manager check" in err
    assert digest(made) == before


def test_another_programs_database_is_refused_unchanged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "notes.db"
    foreign_database(path)
    before = digest(path)
    for command in (["campaigns"], ["campaign", "new", "X"], ["demo"]):
        assert main(["--db", _url(path), *command]) == 1
        assert "not an xcom_manager database" in capsys.readouterr().err
    assert digest(path) == before


def test_backup_now_list_and_restore(made: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", _url(made), "backup", "now"]) == 0
    assert "Backed up to" in capsys.readouterr().out
    with Database.open(_url(made)) as db:
        CampaignService(db).create_campaign("After the backup", "wargame")
    assert main(["--db", _url(made), "backup", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split("\t")[2] == "manual"
    assert "Operation Deep Blue — demo" in lines[0]
    assert main(["--db", _url(made), "backup", "restore", "1"]) == 0
    assert "the database as it was is kept as" in capsys.readouterr().out
    assert main(["--db", _url(made), "campaigns"]) == 0
    assert "After the backup" not in capsys.readouterr().out
    assert main(["--db", _url(made), "backup", "list"]) == 0
    newest = capsys.readouterr().out.splitlines()[0]
    assert "\trestore\t" in newest and "After the backup" in newest  # kept first


def test_restore_of_a_number_not_listed(made: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", _url(made), "backup", "restore", "99"]) == 1
    assert "there is no backup number 99" in capsys.readouterr().err


def test_backups_of_a_postgresql_database_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", "postgresql://club.example/xcom", "backup", "list"]) == 1
    assert "pg_dump" in capsys.readouterr().err
