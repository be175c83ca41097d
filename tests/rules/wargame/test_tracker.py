"""What the tracker and the campaign read off a wargame mission: the characters' rows, the
actions on offer (MIS-1, MIS-4, W-ACT-1, R-16), where each item is, and the debrief (R-8, R-19,
W-WATER-4)."""

from __future__ import annotations

from tests.helpers.wargame import (
    GAUSS_RIFLE,
    LASER_RIFLE,
    MEDKIT,
    SPARE_TANK,
    SPARE_TANK_2,
    SYSTEM,
    advance_to,
    do,
    play_tour,
    start,
)
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import Undo
from xcom_manager.rules.mission.system import (
    CharacterView,
    Debrief,
    ItemFate,
    ItemPlace,
    SoldierOutcome,
)
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.wargame.commands import Kill, MarkActed, Release, Withdraw, Wound
from xcom_manager.rules.wargame.state import Side
from xcom_manager.rules.wargame.tracker import ACTION_KEYS


def test_the_characters_rows_in_setup_order(wargame: Ruleset) -> None:
    mission = do(start(), MarkActed("petrova", "moved"))
    mission = do(mission, Wound("ivanov", 1), ScriptedDice([1]))
    rows = SYSTEM.characters(mission, wargame)
    assert [row.id for row in rows] == ["petrova", "ivanov", "kowalski", "sectoid"]
    petrova, ivanov, _, sectoid = rows
    assert petrova == CharacterView(
        id="petrova",
        name="Sgt. Petrova",
        side="xcom",
        status="active",
        wounds=1,
        max_wounds=1,
        soldier_id=101,
        items=((GAUSS_RIFLE, "gauss_rifle"),),
        activity=(Message.of("wg_activity", actions=("moved",)),),
        conditions=(),
        urgent=False,
    )
    assert petrova.activity[0].text == "moved"
    assert (ivanov.wounds, ivanov.max_wounds) == (1, 2)
    assert ivanov.conditions == (Message.of("wg_condition_suffocation", turn=5, left=3),)
    assert not ivanov.urgent
    assert (sectoid.side, sectoid.soldier_id, sectoid.items) == ("aliens", None, ())


def test_a_timer_running_out_at_the_next_turn_start_is_urgent(wargame: Ruleset) -> None:
    mission = do(start(), Wound("ivanov", 1), ScriptedDice([1]))
    mission = advance_to(mission, 4, Side.xcom, "movement")
    urgent = {row.id for row in SYSTEM.characters(mission, wargame) if row.urgent}
    assert urgent == {"ivanov"}


def test_the_actions_on_offer_and_why_not(wargame: Ruleset) -> None:
    mission = do(start("ground"), Release("kowalski", "activated"))
    mission = do(mission, Kill("ivanov"))

    def offered(character_id: str) -> dict[str, tuple[str, ...]]:
        options = SYSTEM.actions(mission.state, wargame, character_id)
        assert tuple(o.key for o in options) == ACTION_KEYS
        for option in options:
            assert option.allowed is (not option.reasons)
        return {o.key: tuple(r.rule_id for r in o.reasons) for o in options}

    petrova = offered("petrova")
    assert petrova == {
        "move": (),
        "slip": (),
        "attack": ("MIS-5",),  # the movement phase: shots and close combat come later
        "hand_over": (),
        "wound": (),
        "stabilise": (),
        "replace_tank": (),
        "enter_air": ("R-16",),  # a ground mission
        "leave_air": ("R-16",),
        "release": (),
        "mark_acted": (),
        "kill": (),
        "withdraw": (),
    }
    sectoid = offered("sectoid")  # X-COM's turn
    assert sectoid["move"] == sectoid["hand_over"] == sectoid["stabilise"] == ("MIS-4",)
    assert sectoid["wound"] == sectoid["mark_acted"] == ()
    kowalski = offered("kowalski")
    assert kowalski["move"] == kowalski["replace_tank"] == ("W-ACT-1",)
    ivanov = offered("ivanov")  # dead
    assert all(reasons and reasons[0] == "MIS-1" for reasons in ivanov.values())


def test_item_places_carried_moved_and_used(wargame: Ruleset) -> None:
    mission = play_tour(start(), 21)
    assert SYSTEM.item_places(mission) == {
        GAUSS_RIFLE: ItemPlace("soldier", 101, "large", 0),
        SPARE_TANK: ItemPlace("used", because=2),  # put on by Ivanov
        MEDKIT: ItemPlace("soldier", 103, "small", 0),
        SPARE_TANK_2: ItemPlace("soldier", 103, "backpack", 0),
        LASER_RIFLE: ItemPlace("soldier", 103, "large", 0, because=7),  # the handoff
    }
    assert SYSTEM.item_places(mission)[LASER_RIFLE].key == ("soldier", 103, "large", 0)
    undone = do(mission, Undo(7))
    assert SYSTEM.item_places(undone)[LASER_RIFLE] == ItemPlace("soldier", 102, "large", 0)
    undone = do(undone, Undo(2))
    assert SYSTEM.item_places(undone)[SPARE_TANK] == ItemPlace("soldier", 102, "backpack", 0)


def test_the_debrief_of_the_tour(wargame: Ruleset) -> None:
    mission = play_tour(start())
    assert SYSTEM.debrief(mission, wargame) == Debrief(
        turn=5,
        soldiers=(
            SoldierOutcome(101, "petrova", "Sgt. Petrova", "dead", 0, "suffocated"),
            SoldierOutcome(102, "ivanov", "Cpl. Ivanov", "wounded", 1),  # evacuated, 1 of 2
            SoldierOutcome(103, "kowalski", "Pte. Kowalski", "wounded", 0),  # down, stabilised
        ),
        items_used=(
            ItemFate(
                SPARE_TANK,
                "spare_aqualung_tank",
                "ivanov",
                "Cpl. Ivanov",
                "used",
                ("W-WATER-4", "R-19"),
            ),
        ),
    )


def test_the_debrief_r_8_a_bleed_out_run_out_at_the_end_is_a_death(wargame: Ruleset) -> None:
    """Down in the aliens' turn 1, the aliens first (R-8: X-COM's turns 1-3 to save her, she
    bleeds out at the start of X-COM's turn 4): the mission ends in the aliens' turn 4, before
    X-COM's: its deadline turn is reached, so she is dead (R-8)."""
    mission = do(start("ground", first_side=Side.aliens), Wound("petrova", 1))
    assert mission.state.characters["petrova"].bleed_out_dies_at == 4
    mission = advance_to(mission, 4, Side.aliens, "movement")
    assert mission.state.characters["petrova"].status == "down"
    ended = engine.replay(SYSTEM, mission.setup, (*mission.events, *engine.end(mission)), wargame)
    (petrova, ivanov, kowalski) = SYSTEM.debrief(ended, wargame).soldiers
    assert petrova == SoldierOutcome(
        101, "petrova", "Sgt. Petrova", "dead", 0, "bled_out", ("R-8",)
    )
    assert (ivanov.status, ivanov.wounds) == ("active", 2)
    assert kowalski.status == "active"


def test_the_debrief_missing_and_killed(wargame: Ruleset) -> None:
    mission = do(start(), Withdraw("petrova", "mia"))
    mission = do(mission, Kill("ivanov"))
    mission = do(mission, Wound("kowalski", 1), ScriptedDice([6]))
    soldiers = SYSTEM.debrief(mission, wargame).soldiers
    assert [(s.status, s.wounds, s.cause) for s in soldiers] == [
        ("mia", 1, None),
        ("dead", 0, "killed"),
        ("wounded", 0, None),  # down, the timer still running
    ]


def test_the_panel_detail(wargame: Ruleset) -> None:
    mission = do(start(), Release("ivanov", "dragged"))
    detail = SYSTEM.detail(mission, wargame)
    assert (detail.environment, detail.phase) == ("underwater", "movement")
    ivanov = detail.character("ivanov")
    assert (ivanov.cannot_act, ivanov.unit_type, ivanov.breathes_air) == (
        "dragged",
        "infantry",
        True,
    )
    assert ivanov.stats["I"] == 4
    assert detail.character("sectoid").species == "sectoid"


def test_attacks_and_slips_on_offer_by_phase_and_place(wargame: Ruleset) -> None:
    """An attack is a shot of the shooting phase (the side whose turn it is) or a close combat
    of the assault phase (both sides fight), once (MIS-5, MIS-4); a slip ends a move of the side
    whose turn it is, never under water (W-JUMP-10, R-27, R-26)."""

    def reasons(mission: engine.Mission, character_id: str, key: str) -> tuple[str, ...]:
        options = {o.key: o for o in SYSTEM.actions(mission.state, wargame, character_id)}
        return tuple(r.rule_id for r in options[key].reasons)

    shooting = advance_to(start("ground"), 1, Side.xcom, "shooting")
    assert reasons(shooting, "petrova", "attack") == ()
    assert reasons(shooting, "sectoid", "attack") == ("MIS-4",)
    shot = do(shooting, MarkActed("petrova", "shot"))
    assert reasons(shot, "petrova", "attack") == ("MIS-5",)  # once per phase
    assault = advance_to(start("ground"), 1, Side.xcom, "assault")
    assert reasons(assault, "petrova", "attack") == reasons(assault, "sectoid", "attack") == ()
    assert reasons(start("ground"), "petrova", "slip") == ()
    assert reasons(start("ground"), "sectoid", "slip") == ("MIS-4",)
    assert reasons(start("underwater"), "petrova", "slip") == ("R-26",)
