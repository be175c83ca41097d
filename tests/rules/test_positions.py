"""INV-3: where an item can be at all, override or not."""

from __future__ import annotations

import pytest

from xcom_manager.rules.positions import (
    OVERRIDE_POSITIONS,
    last_position,
    next_override_position,
    no_position_left,
    position_violation,
)
from xcom_manager.rules.rule_texts import RULE_TEXTS
from xcom_manager.rules.ruleset import Ruleset


def test_inv_3_last_position_is_the_largest_capacity_plus_the_override_positions(
    wargame: Ruleset,
) -> None:
    # small: 4 for infantry (the largest), 0 for a walker; backpack: 1 at most.
    assert last_position(wargame, "small") == 4 + OVERRIDE_POSITIONS - 1
    assert last_position(wargame, "backpack") == 1 + OVERRIDE_POSITIONS - 1
    assert last_position(wargame, "pocket") == -1
    assert str(OVERRIDE_POSITIONS) in RULE_TEXTS["INV-3"]


@pytest.mark.parametrize("index", [None, 0, 3, 4, 7])
def test_inv_3_allows_every_position_up_to_the_last(wargame: Ruleset, index: int | None) -> None:
    assert position_violation(wargame, "small", index) is None


@pytest.mark.parametrize("index", [-1, 8, 99, 1.5, True, "2"])
def test_inv_3_refuses_negative_fractional_and_far_positions(
    wargame: Ruleset, index: object
) -> None:
    found = position_violation(wargame, "small", index)
    assert found is not None
    assert (found.rule_id, found.message_key) == ("INV-3", "position_not_allowed")
    assert found.param("last") == 7
    assert "from 0 to 7" in found.text


@pytest.mark.parametrize("slot", ["pocket", "", None, 3])
def test_inv_3_refuses_a_slot_the_ruleset_lacks(wargame: Ruleset, slot: object) -> None:
    found = position_violation(wargame, slot, 0)
    assert found is not None
    assert (found.rule_id, found.message_key) == ("INV-3", "unknown_slot")
    assert "large, small, backpack" in found.text


def test_inv_3_an_override_takes_the_first_free_position_up_to_the_last(
    wargame: Ruleset,
) -> None:
    assert next_override_position(wargame, "small", {0, 1, 2, 3}) == 4
    assert next_override_position(wargame, "small", {0, 1, 2, 3, 5}) == 4
    assert next_override_position(wargame, "small", set(range(8))) is None
    found = no_position_left(wargame, "small", "Grace Evans")
    assert found.rule_id == "INV-3" and "Grace Evans" in found.text
