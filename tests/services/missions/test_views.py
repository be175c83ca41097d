"""The tracker's plain rows carry what the attack form shows: each carried item's name, kind and
weapon profile (M-SHOOT-1, M-CC-1), and whether a character is a vehicle (R-22)."""

from __future__ import annotations

from tests.helpers.documents import soldier_entry
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.services.missions.dto import CarriedItemRow, WeaponRow
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database


def test_characters_carry_their_weapons_profiles_and_the_vehicle_flag(
    db: Database, campaigns: CampaignService, roster: RosterService
) -> None:
    document = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {"name": "Armed", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [
            soldier_entry(
                "Anna Berg",
                [
                    ("laser_rifle", "large", 0),
                    ("stun_rod", "large", 1),
                    ("spare_aqualung_tank", "backpack", 0),
                ],
            )
        ],
        "armoury": [],
        "alien_units": [],
    }
    campaign_id = campaigns.import_campaign(document).id
    soldier = roster.list_soldiers(campaign_id)[0]
    view = MissionService(db, campaigns).start_mission(
        campaign_id,
        name="Range day",
        options={"environment": "ground"},
        soldier_ids=[soldier.id],
        aliens=["sectoid", "sectopod"],
    )
    anna = view.character(f"s{soldier.id}")
    by_type = {item.item_type: item for item in anna.carried}
    rifle, rod, tank = by_type["laser_rifle"], by_type["stun_rod"], by_type["spare_aqualung_tank"]
    assert rifle == CarriedItemRow(
        rifle.item_id, "laser_rifle", "Laser rifle", "weapon", WeaponRow("rapid_fire", 24, 4, 5, 1)
    )
    assert rifle.weapon is not None and rifle.weapon.shooting
    assert rod.weapon == WeaponRow("melee", 0, None, None, 1) and not rod.weapon.shooting
    assert (tank.kind, tank.weapon) == ("aqualung_tank", None)
    assert set(anna.weapons) == {rifle, rod}
    assert [(i.item_id, i.name) for i in anna.carried] == list(anna.items)
    assert (anna.unit_type, anna.vehicle) == ("infantry", False)
    sectoid, sectopod = (c for c in view.characters if c.side == "aliens")
    assert (sectoid.vehicle, sectoid.carried) == (False, ())
    assert (sectopod.unit_type, sectopod.vehicle) == ("walker", True)
