"""The armoury's stocking rules (ARM-1 .. ARM-4) on the bundled rulesets."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from xcom_manager.rules.armoury import (
    MAX_STOCK,
    HeldItem,
    RemovalKind,
    check_removal,
    check_stock,
    find_item_type,
)
from xcom_manager.rules.rule_texts import RULE_TEXTS
from xcom_manager.rules.ruleset import Ruleset


def test_every_armoury_rule_has_a_statement() -> None:
    for rule_id in ("ARM-1", "ARM-2", "ARM-3", "ARM-4"):
        assert RULE_TEXTS[rule_id]


def test_item_types_are_found_by_key_or_name_in_any_case(wargame: Ruleset) -> None:
    """ARM-1: a key, a name, any case, spaces or underscores alike."""
    for text in ("laser_rifle", "Laser rifle", "  LASER RIFLE ", "laser-rifle", "Laser_Rifle"):
        found = find_item_type(wargame, text)
        assert found is not None and found.key == "laser_rifle", text
    assert find_item_type(wargame, "Plasma cannon") is None
    assert find_item_type(wargame, "   ") is None


def test_arm_1_an_unknown_item_type_is_refused_by_name(wargame: Ruleset) -> None:
    plan = check_stock(wargame, "Plasma cannon", 1, None)
    assert not plan.verdict.allowed and plan.item_type is None
    (finding,) = plan.verdict.violations
    assert finding.rule_id == "ARM-1"
    assert '"Plasma cannon"' in finding.text and wargame.name in finding.text
    (empty,) = check_stock(wargame, "", 1, None).verdict.violations
    assert empty.rule_id == "ARM-1" and empty.message_key == "stock_no_item_type"


def test_arm_2_the_count_is_from_1_to_the_most(wargame: Ruleset) -> None:
    for count in (0, -1, MAX_STOCK + 1):
        (finding,) = check_stock(wargame, "laser_rifle", count, None).verdict.violations
        assert finding.rule_id == "ARM-2" and str(count) in finding.text
    assert check_stock(wargame, "laser_rifle", MAX_STOCK, None).verdict.allowed


def test_arm_3_charges_only_for_a_type_with_charges(wargame: Ruleset) -> None:
    (finding,) = check_stock(wargame, "laser_rifle", 1, 3).verdict.violations
    assert finding.rule_id == "ARM-3" and "Laser rifle has no charges" in finding.text
    full = wargame.items["plasma_clip"].charges
    assert full is not None
    plan = check_stock(wargame, "plasma_clip", 2, None)
    assert plan.verdict.allowed and plan.charges == full  # none given: full
    assert check_stock(wargame, "plasma_clip", 2, 1).charges == 1
    for charges in (0, full + 1):
        (finding,) = check_stock(wargame, "plasma_clip", 1, charges).verdict.violations
        assert finding.rule_id == "ARM-3" and f"1 to {full}" in finding.text


def test_every_finding_is_reported_at_once(wargame: Ruleset) -> None:
    verdict = check_stock(wargame, "laser_rifle", 0, 5).verdict
    assert verdict.rule_ids == ("ARM-2", "ARM-3")


@given(count=st.integers(-5, MAX_STOCK + 5), charges=st.none() | st.integers(-2, 30))
def test_a_stocking_plan_is_allowed_exactly_within_the_ranges(
    wargame: Ruleset, count: int, charges: int | None
) -> None:
    full = wargame.items["plasma_clip"].charges or 0
    plan = check_stock(wargame, "Plasma clip", count, charges)
    expected = 1 <= count <= MAX_STOCK and (charges is None or 1 <= charges <= full)
    assert plan.verdict.allowed is expected
    assert (plan.item_type is not None) is expected


def test_arm_4_only_items_in_the_armoury_leave_the_campaign() -> None:
    assert check_removal([HeldItem(1, "Laser rifle", "armoury")]).allowed
    verdict = check_removal(
        [
            HeldItem(1, "Laser rifle", "armoury"),
            HeldItem(2, "Medkit", "soldier", "Anna Smith"),
            HeldItem(3, "Frag grenade", "used"),
        ]
    )
    assert [v.rule_id for v in verdict.violations] == ["ARM-4", "ARM-4"]
    assert "carried by Anna Smith" in verdict.violations[0].text
    assert "#3" in verdict.violations[1].text
    (nothing,) = check_removal([]).violations
    assert nothing.rule_id == "ARM-4"


def test_removal_kinds_are_the_audit_words() -> None:
    assert [k.value for k in RemovalKind] == ["lost", "sold", "scrapped"]
