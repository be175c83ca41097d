"""``xcom-manager armoury return SOLDIER``: the whole kit of a dead, missing or retired soldier
back to the armoury, audited (ARM-5 refusals on one line, exit 1, nothing written)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.documents import soldier_entry
from xcom_manager.cli.main import main
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.roster.dto import StatusFacts
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database


@pytest.fixture
def url(tmp_path: Path) -> str:
    """Chen Kozłowski (dead, two items), Anna Berg (active, a rifle) and a namesake pair."""
    address = f"sqlite:///{tmp_path / 'c.db'}"
    with Database.open(address) as db:
        campaigns = CampaignService(db)
        campaign_id = campaigns.import_campaign(
            {
                "format": FORMAT_NAME,
                "format_version": FORMAT_VERSION,
                "campaign": {"name": "Operation Dawn", "ruleset_id": "wargame", "notes": ""},
                "soldiers": [
                    soldier_entry(
                        "Chen Kozłowski",
                        [("laser_rifle", "large", 0), ("medkit", "backpack", 0, 3)],
                    ),
                    soldier_entry("Anna Berg", [("laser_rifle", "large", 0)]),
                    soldier_entry("Ivan Petrov", [("laser_pistol", "small", 0)]),
                    soldier_entry("Ivan Petrov"),
                ],
            }
        ).id
        roster = RosterService(db, campaigns)
        chen = next(s for s in roster.list_soldiers(campaign_id) if s.name.startswith("Chen"))
        roster.set_status(chen.id, "dead", chen.version, StatusFacts(cause="killed"))
    return address


def _kit(url: str, name: str) -> int:
    with Database.open(url) as db:
        campaigns = CampaignService(db)
        soldier = next(s for s in RosterService(db, campaigns).list_soldiers(1) if s.name == name)
        kit = InventoryService(db, campaigns).soldier_kit(soldier.id)
        return sum(len(slot.items) for slot in kit.slots)


def test_return_by_name_moves_the_whole_kit_audited(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", url, "armoury", "return", "chen kozlowski"]) == 0
    out = capsys.readouterr().out
    assert out.startswith('Returned 2 items of Chen Kozłowski to the armoury of campaign #1 "')
    assert "Laser rifle" in out and "Medi-kit" in out
    assert _kit(url, "Chen Kozłowski") == 0
    with Database.open(url) as db:
        assert AuditService(db).verify(1).ok


def test_an_active_soldier_is_refused_naming_arm_5(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", url, "armoury", "return", "Anna Berg"]) == 1
    err = capsys.readouterr().err
    assert "ARM-5" in err and "Anna Berg" in err and len(err.strip().splitlines()) == 1
    assert _kit(url, "Anna Berg") == 1


def test_an_unknown_or_ambiguous_soldier_is_named(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", url, "armoury", "return", "Nobody"]) == 1
    assert "there is no soldier 'Nobody'" in capsys.readouterr().err
    assert main(["--db", url, "armoury", "return", "Ivan Petrov"]) == 1
    assert "2 soldiers are called 'Ivan Petrov'" in capsys.readouterr().err
