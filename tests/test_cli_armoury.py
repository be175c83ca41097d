"""``xcom-manager campaign new`` and ``armoury list|add|remove``: in-process through ``main``
and once as a real subprocess (ARM-1 .. ARM-4 refusals on one line, exit 1, nothing written)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from xcom_manager.cli.main import main
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.inventory.dto import AuditFilter
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.store.db import Database

REPO = Path(__file__).resolve().parents[1]


def _url(path: Path) -> str:
    return f"sqlite:///{path}"


@pytest.fixture
def url(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """A database with one new wargame campaign (#1)."""
    address = _url(tmp_path / "c.db")
    assert main(["--db", address, "campaign", "new", "Operation Dawn"]) == 0
    capsys.readouterr()
    return address


def _armoury(url: str, campaign_id: int = 1) -> list[tuple[str, int | None]]:
    with Database.open(url) as db:
        inventory = InventoryService(db, CampaignService(db))
        return [(item.item_type, item.charges) for item in inventory.armoury(campaign_id)]


def _audit(url: str, campaign_id: int = 1) -> list[tuple[str, str, str]]:
    with Database.open(url) as db:
        audit = AuditService(db)
        flt = AuditFilter(campaign_id)
        return [(r.from_kind, r.to_kind, r.reason) for r in audit.page(flt, 0, 1000)]


def test_campaign_new_prints_its_id_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    address = _url(tmp_path / "new.db")
    assert main(["--db", address, "campaign", "new", "Operation Dawn"]) == 0
    assert main(["--db", address, "campaign", "new", "Farmhouse", "--ruleset", "boardgame"]) == 0
    captured = capsys.readouterr()
    assert captured.out == "1\n2\n"
    assert 'Created campaign #2 "Farmhouse" (X-COM Board Game ruleset)' in captured.err
    with Database.open(address) as db:
        infos = CampaignService(db).list_campaigns()
    assert [(i.name, i.ruleset_id) for i in infos] == [
        ("Operation Dawn", "wargame"),
        ("Farmhouse", "boardgame"),
    ]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["campaign", "new", "Op", "--ruleset", "chess"], "there is no ruleset 'chess'"),
        (["campaign", "new", "  "], "name: must not be empty"),
    ],
)
def test_campaign_new_refusals_are_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    assert main(["--db", _url(tmp_path / "c.db"), *argv]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("xcom-manager: error: ") and words in captured.err
    assert captured.err.count("\n") == 1


def test_armoury_add_list_remove(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", url, "armoury", "add", "laser_rifle", "3", "--reason", "bought"]) == 0
    assert capsys.readouterr().out == (
        'Added 3 × Laser rifle to the armoury of campaign #1 "Operation Dawn": #1, #2, #3\n'
    )
    assert main(["--db", url, "armoury", "add", "Plasma clip", "2", "--charges", "5"]) == 0
    assert "(5 charges each)" in capsys.readouterr().out
    assert main(["--db", url, "armoury", "list", "--campaign", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "1\tLaser rifle\tlaser_rifle"
    assert lines[-1] == "5\tPlasma clip\tplasma_clip\t5 charges"
    assert main(["--db", url, "armoury", "remove", "1", "2", "--why", "sold"]) == 0
    assert capsys.readouterr().out == (
        'Removed from the armoury of campaign #1 "Operation Dawn" (sold): '
        "#1 Laser rifle, #2 Laser rifle\n"
    )
    assert sorted(_armoury(url)) == [("laser_rifle", None), ("plasma_clip", 5), ("plasma_clip", 5)]
    rows = _audit(url)
    assert rows[0] == ("outside", "armoury", "bought")
    assert rows[-2:] == [("armoury", "sold", "")] * 2


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["add", "Plasma cannon", "1"], 'ARM-1: "Plasma cannon" is not an item type'),
        (["add", "laser_rifle", "0"], "ARM-2: Add from 1 to 100 items at a time, not 0."),
        (["add", "laser_rifle", "1", "--charges", "3"], "ARM-3: Laser rifle has no charges"),
        (["remove", "99", "--why", "lost"], "there is no item #99 in campaign #1"),
        (["list", "--campaign", "7"], "there is no campaign #7"),
    ],
)
def test_armoury_refusals_are_one_line_and_write_nothing(
    url: str, capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    assert main(["--db", url, "armoury", *argv]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("xcom-manager: error: ") and words in captured.err
    assert captured.err.count("\n") == 1
    assert _armoury(url) == [] and _audit(url) == []


def test_arm_4_a_carried_item_is_not_removed(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    import random

    from xcom_manager.services.inventory.dto import Destination
    from xcom_manager.services.roster.service import RosterService

    main(["--db", url, "armoury", "add", "laser_rifle", "1"])
    with Database.open(url) as db:
        campaigns = CampaignService(db)
        roster = RosterService(db, campaigns)
        draft = roster.new_recruit_draft(1, soldier_class="infantry", rng=random.Random(1))
        soldier = roster.recruit(1, draft).row
        InventoryService(db, campaigns).move_item(1, Destination.soldier(soldier.id))
    capsys.readouterr()
    assert main(["--db", url, "armoury", "remove", "1", "--why", "scrapped"]) == 1
    assert f"ARM-4: Laser rifle #1 is carried by {soldier.name}" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv",
    [
        ["armoury", "add", "laser_rifle", "three"],
        ["armoury", "remove", "1", "--why", "stolen"],
        ["armoury", "remove", "1"],
        ["armoury"],
        ["campaign", "new"],
    ],
)
def test_usage_errors_exit_2(url: str, capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    assert main(["--db", url, *argv]) == 2
    assert "usage: xcom-manager" in capsys.readouterr().err


def test_armoury_needs_a_campaign_and_a_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.db"
    assert main(["--db", _url(missing), "armoury", "list"]) == 1
    assert "there is no database at" in capsys.readouterr().err
    assert not missing.exists()
    empty = tmp_path / "empty.db"
    Database.open(_url(empty)).close()
    assert main(["--db", _url(empty), "armoury", "add", "medkit", "1"]) == 1
    assert "there is no campaign in" in capsys.readouterr().err
    assert main(["--db", _url(empty), "armoury", "list"]) == 1


def test_an_empty_armoury_says_so(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", url, "armoury", "list"]) == 0
    assert capsys.readouterr().out == 'the armoury of campaign #1 "Operation Dawn" is empty\n'


def test_in_a_subprocess(tmp_path: Path) -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    env.pop("XCOM_DB_URL", None)
    env["PYTHONIOENCODING"] = "utf-8"
    env["XCOM_GM_NAME"] = "GM Ivan"
    address = _url(tmp_path / "sub.db")

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "xcom_manager", "--db", address, *args],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=120,
            check=False,
        )

    made = run("campaign", "new", "Operation Dawn")
    assert made.returncode == 0 and made.stdout.strip() == "1"
    added = run("armoury", "add", "medkit", "2", "--campaign", made.stdout.strip())
    assert added.returncode == 0, added.stderr
    refused = run("armoury", "add", "medkit", "0")
    assert (
        refused.returncode == 1 and "ARM-2" in refused.stderr and "Traceback" not in refused.stderr
    )
    with Database.open(address) as db:
        rows = AuditService(db).page(AuditFilter(1), 0, 10)
    assert [row.actor for row in rows] == ["GM Ivan", "GM Ivan"]
