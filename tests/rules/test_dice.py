"""Injected dice (M-TEST-1, M-SCATTER-1, R-11): seeded, scripted (typed in / replayed), recorded."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xcom_manager.rules.dice import (
    BEARING_SIDES,
    D6,
    Dice,
    DiceExhausted,
    DieValueError,
    RecordingDice,
    Roll,
    ScriptedDice,
    SeededDice,
    die_faces,
    rolls_from_payload,
    rolls_to_payload,
)

# --------------------------------------------------------------------------------------------
# Roll


@pytest.mark.parametrize("value", [1, 2, 3, 4, 5, 6])
def test_a_d6_shows_1_to_6(value: int) -> None:
    assert Roll("initiative test", D6, value).value == value


@pytest.mark.parametrize("value", [0, 7, -1])
def test_a_d6_cannot_show_other_values(value: int) -> None:
    with pytest.raises(DieValueError, match="d6"):
        Roll("initiative test", D6, value)


def test_r_11_m_scatter_1_a_bearing_shows_0_to_359() -> None:
    """R-11 / M-SCATTER-1: a bearing in degrees, uniform 0..359, from the dice source."""
    assert die_faces(BEARING_SIDES) == range(0, 360)
    assert Roll("scatter bearing", BEARING_SIDES, 0).value == 0
    assert Roll("scatter bearing", BEARING_SIDES, 359).value == 359
    with pytest.raises(DieValueError, match="bearing"):
        Roll("scatter bearing", BEARING_SIDES, 360)


def test_a_die_has_at_least_two_sides() -> None:
    with pytest.raises(DieValueError):
        die_faces(1)


def test_errors_are_value_errors_fit_to_show() -> None:
    assert issubclass(DieValueError, ValueError)
    assert issubclass(DiceExhausted, ValueError)


def test_roll_payload_round_trip() -> None:
    rolls = (Roll("initiative test", 6, 3), Roll("scatter bearing", 360, 271))
    payload = rolls_to_payload(rolls)
    assert payload == [
        {"purpose": "initiative test", "sides": 6, "value": 3},
        {"purpose": "scatter bearing", "sides": 360, "value": 271},
    ]
    assert rolls_from_payload(payload) == rolls


@pytest.mark.parametrize(
    "data",
    [
        {"purpose": "x", "sides": 6},
        {"purpose": 1, "sides": 6, "value": 2},
        {"purpose": "x", "sides": True, "value": 2},
        {"purpose": "x", "sides": 6, "value": 9},
    ],
)
def test_malformed_roll_payload_is_refused(data: dict[str, object]) -> None:
    with pytest.raises(DieValueError):
        Roll.from_payload(data)


# --------------------------------------------------------------------------------------------
# SeededDice: "roll for me"


def test_seeded_dice_same_seed_same_rolls() -> None:
    first, second = SeededDice(42), SeededDice(42)
    assert [first.roll("t").value for _ in range(50)] == [second.roll("t").value for _ in range(50)]


def test_seeded_dice_stay_on_the_die() -> None:
    dice = SeededDice(7)
    d6 = {dice.roll("t").value for _ in range(600)}
    assert d6 == set(range(1, 7))
    bearings = {dice.roll("b", BEARING_SIDES).value for _ in range(5000)}
    assert min(bearings) >= 0
    assert max(bearings) <= 359
    assert len(bearings) > 300


def test_seeded_dice_leave_the_global_random_alone() -> None:
    """No module-level random: a seeded source has a generator of its own."""
    random.seed(1234)
    expected = random.random()
    random.seed(1234)
    SeededDice(5).roll("t")
    assert random.random() == expected


def test_seeded_roll_records_purpose_and_sides() -> None:
    roll = SeededDice(1).roll("aqualung test")
    assert (roll.purpose, roll.sides) == ("aqualung test", 6)


# --------------------------------------------------------------------------------------------
# ScriptedDice: physical dice typed in, or a replay


def test_scripted_dice_hand_out_values_in_order() -> None:
    dice = ScriptedDice([4, 1, 200])
    assert dice.remaining == 3
    assert dice.roll("a") == Roll("a", 6, 4)
    assert dice.roll("b") == Roll("b", 6, 1)
    assert dice.roll("c", BEARING_SIDES) == Roll("c", 360, 200)
    assert dice.remaining == 0
    assert dice.used == 3


def test_scripted_dice_run_out() -> None:
    dice = ScriptedDice([3])
    dice.roll("a")
    with pytest.raises(DiceExhausted, match="aqualung test"):
        dice.roll("aqualung test")


def test_scripted_dice_refuse_a_value_the_die_cannot_show() -> None:
    dice = ScriptedDice([7])
    with pytest.raises(DieValueError, match="initiative test"):
        dice.roll("initiative test")
    assert dice.remaining == 1  # nothing consumed


def test_scripted_bearing_zero_is_fine_but_d6_zero_is_not() -> None:
    assert ScriptedDice([0]).roll("scatter bearing", BEARING_SIDES).value == 0
    with pytest.raises(DieValueError):
        ScriptedDice([0]).roll("scatter distance")


def test_replaying_checks_the_record() -> None:
    record = (Roll("initiative test", 6, 5), Roll("scatter bearing", 360, 90))
    dice = ScriptedDice.replaying(record)
    assert dice.roll("initiative test") == record[0]
    with pytest.raises(DieValueError, match="recorded roll 2"):
        dice.roll("scatter distance")


# --------------------------------------------------------------------------------------------
# RecordingDice and the protocol


def test_recording_dice_keep_every_roll() -> None:
    dice = RecordingDice(ScriptedDice([2, 6, 17]))
    dice.roll("a")
    dice.roll("b")
    dice.roll("c", BEARING_SIDES)
    assert dice.rolls == (Roll("a", 6, 2), Roll("b", 6, 6), Roll("c", 360, 17))


def test_every_source_is_a_dice() -> None:
    sources: list[Dice] = [SeededDice(1), ScriptedDice([1]), RecordingDice(SeededDice(2))]
    for source in sources:
        assert isinstance(source, Dice)


@given(st.integers(), st.lists(st.sampled_from([6, 360, 12]), min_size=1, max_size=20))
def test_recorded_seeded_rolls_replay_identically(seed: int, sides: list[int]) -> None:
    recorder = RecordingDice(SeededDice(seed))
    first = [recorder.roll(f"roll {i}", n) for i, n in enumerate(sides)]
    replay = ScriptedDice.replaying(recorder.rolls)
    assert [replay.roll(f"roll {i}", n) for i, n in enumerate(sides)] == first
    plain = ScriptedDice(roll.value for roll in recorder.rolls)
    assert [plain.roll(f"roll {i}", n) for i, n in enumerate(sides)] == first
