"""Charges used on a mission are written back to the campaign's items, audited, and given back by
an undo (M-SHOOT-1: a weapon with charges spends one per attack; R-20: with a medkit required,
each stabilisation uses up one of its charges)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlmodel import select

from tests.helpers.documents import soldier_entry
from tests.helpers.rulesets import WARGAME_PATH
from xcom_manager.rules.mission.commands import AdvancePhase, Undo
from xcom_manager.rules.texts import Message
from xcom_manager.rules.wargame.commands import Attack, Stabilise, Wound
from xcom_manager.services.audit.reasons import decode_reason
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.services.inventory.dto import AuditFilter
from xcom_manager.services.missions.dto import CommandRefused
from xcom_manager.services.missions.service import MissionService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Item, Soldier


@pytest.fixture
def charged_rules(tmp_path: Path) -> Path:
    """The bundled wargame as a user ruleset ``charged``: the laser rifle holds 2 charges and
    stabilising needs a medkit (R-20)."""
    text = WARGAME_PATH.read_text(encoding="utf-8")
    text = text.replace('\nid = "wargame"\n', '\nid = "charged"\n', 1)
    text = text.replace(
        '[items.laser_rifle]\nname = "Laser rifle"\n',
        '[items.laser_rifle]\nname = "Laser rifle"\ncharges = 2\n',
        1,
    )
    text = text.replace("stabilise_needs_medkit = false", "stabilise_needs_medkit = true", 1)
    folder = tmp_path / "rulesets"
    folder.mkdir()
    (folder / "charged.toml").write_text(text, encoding="utf-8")
    return folder


def _campaign(
    db: Database, rules: Path, name: str, soldiers: list[dict[str, object]]
) -> tuple[MissionService, int, dict[str, str], int]:
    """A campaign of the ``charged`` ruleset with ``soldiers``, and a ground mission of them all
    against one sectoid: the service, the campaign, the soldiers' mission ids by first name and
    the mission."""
    campaigns = CampaignService(db, ruleset_dirs=[rules])
    document = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {"name": name, "ruleset_id": "charged", "notes": ""},
        "soldiers": soldiers,
        "armoury": [],
        "alien_units": [],
    }
    campaign = campaigns.import_campaign(document).id
    missions = MissionService(db, campaigns)
    with db.session() as session:
        ids = {s.name.split()[0]: s.id for s in session.exec(select(Soldier)).all()}
    view = missions.start_mission(
        campaign,
        name=name,
        options={"environment": "ground"},
        soldier_ids=list(ids.values()),
        aliens=["sectoid"],
    )
    return missions, campaign, {n: f"s{i}" for n, i in ids.items()}, view.info.id


def test_charges_used_on_a_mission_are_written_back_and_audited(
    db: Database, charged_rules: Path
) -> None:
    missions, campaign, who, mission_id = _campaign(
        db,
        charged_rules,
        "Charges",
        [
            soldier_entry("Anna Berg", [("laser_rifle", "large", 0, 2)]),
            soldier_entry("Chen Wei", [("medkit", "small", 0, 1)]),
        ],
    )
    with db.session() as session:
        rifle = next(i.id for i in session.exec(select(Item)) if i.item_type == "laser_rifle")
        medkit = next(i.id for i in session.exec(select(Item)) if i.item_type == "medkit")
    anna, chen = who["Anna"], who["Chen"]
    missions.execute(mission_id, AdvancePhase())
    shot = missions.execute(mission_id, Attack(anna, "a1", rifle, distance=20), dice=[1])
    assert shot.new_log[0].messages[-1].key == "wg_attack_charges"
    with db.session() as session:
        item = session.get(Item, rifle)
        assert item is not None and item.charges == 1
    rows = AuditService(db).page(AuditFilter(campaign, mission_id=mission_id), 0, 10)
    assert decode_reason(rows[-1].reason) == (Message.of("reason_charges_left", charges=1), "")
    assert "M-SHOOT-1" in rows[-1].rule_ids
    # Undo gives the charge back, audited.
    missions.execute(mission_id, Undo(shot.new_log[0].seq))
    with db.session() as session:
        item = session.get(Item, rifle)
        assert item is not None and item.charges == 2

    # Chen's medkit has one charge: one stabilisation, then none left.
    missions.execute(mission_id, Wound(anna, 1))
    done = missions.execute(mission_id, Stabilise(chen, anna, True))
    assert "R-20" in done.new_log[0].rule_ids
    with db.session() as session:
        item = session.get(Item, medkit)
        assert item is not None and item.charges == 0
    assert AuditService(db).verify(campaign).ok


def test_r_20_an_empty_medkit_cannot_stabilise(db: Database, charged_rules: Path) -> None:
    missions, _, who, mission_id = _campaign(
        db,
        charged_rules,
        "Empty kit",
        [soldier_entry("Anna Berg", []), soldier_entry("Chen Wei", [("medkit", "small", 0, 0)])],
    )
    anna, chen = who["Anna"], who["Chen"]
    missions.execute(mission_id, Wound(anna, 1))
    missions.execute(mission_id, AdvancePhase())
    with pytest.raises(CommandRefused) as refused:
        missions.execute(mission_id, Stabilise(chen, anna, True))
    assert refused.value.rule_ids == ("R-20",)
    assert refused.value.verdict.violations[0].message_key == "mission_stabilise_medkit_empty"
