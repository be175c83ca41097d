"""The board game as a rule system of the mission engine (issue 8, deliverables 1, 2, 8): plans
on a Mission Map (app rules MIS-7 and MIS-9), its setup and state as JSON, replay, no wargame
phases, and the debrief (M-CX-4)."""

from __future__ import annotations

import json

import pytest

from tests.helpers.boardgame import (
    HERO_STATS,
    SYSTEM,
    TOUR,
    TOUR_SETUP,
    bundled_boardgame,
    do,
    face_values,
    mission_of,
    run,
)
from xcom_manager.paths import maps_dir
from xcom_manager.rules.boardgame.commands import Activate, Attack
from xcom_manager.rules.boardgame.state import BoardSetup, Phase, Side
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.errors import RulesError
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import AdvancePhase
from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.mission.registry import find_system
from xcom_manager.rules.mission.system import AlienPick, MissionPlan, MissionRefused, SquadMember
from xcom_manager.rules.ruleset import Ruleset

HERO = HERO_STATS
SQUAD = (
    SquadMember(1, "Grace Evans", "infantry", "hero", HERO, 8, ((11, "laser_rifle", "large", 0),)),
    SquadMember(2, "Jules Michel", "sniper", "hero", HERO, 6),
)


def _farmhouse() -> dict[str, object]:
    data = json.loads((maps_dir() / "farmhouse.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_the_board_game_is_registered_and_playable() -> None:
    system = find_system("boardgame")
    assert system is SYSTEM and system.playable and system.uses_map
    assert system.options == {}  # its map is the plan's, not an option of words


def test_a_plan_places_the_heroes_aliens_and_blips_on_the_map(boardgame: Ruleset) -> None:
    plan = MissionPlan(
        "Raid", SQUAD, (AlienPick("sectoid", 2), AlienPick("muton")), {}, _farmhouse()
    )
    setup = SYSTEM.plan(boardgame, plan)
    assert isinstance(setup, BoardSetup)
    board = setup.board
    by_id = {m.id: m for m in setup.models}
    assert by_id["s1"].square == board.hero_starts[0] and by_id["s2"].square == board.hero_starts[1]
    assert by_id["s2"].health == 6 and by_id["s1"].items[0].item_type == "laser_rifle"
    assert [by_id[a].name for a in ("a1", "a2", "a3")] == ["Sectoid 1", "Sectoid 2", "Muton"]
    assert by_id["a3"].square == board.alien_starts[2]
    blips = [m for m in setup.models if m.blip]
    assert [b.name for b in blips] == ["Blip 1", "Blip 2", "Blip 3", "Blip 4"]
    assert sum(b.decoy for b in blips) == 1  # M-CX-6: some Blips are decoys
    assert all(b.side is Side.aliens for b in blips)


def test_b_act_8_a_species_with_a_psy_ability_makes_psychic_attacks(boardgame: Ruleset) -> None:
    setup = SYSTEM.plan(boardgame, MissionPlan("Raid", SQUAD, (AlienPick("ethereal"),)))
    assert {m.id: m.psychic for m in setup.models} == {"s1": False, "s2": False, "a1": True}


def test_a_plan_without_a_map_uses_an_open_20_by_20_map(boardgame: Ruleset) -> None:
    setup = SYSTEM.plan(boardgame, MissionPlan("Raid", SQUAD, (AlienPick("sectoid"),)))
    assert (setup.board.width, setup.board.height) == (20, 20)
    assert [m.square for m in setup.models] == [(0, 19), (1, 19), (0, 0)]


def test_mis_7_a_plan_names_the_rulesets_species(boardgame: Ruleset) -> None:
    with pytest.raises(MissionRefused) as refused:
        SYSTEM.plan(boardgame, MissionPlan("Raid", SQUAD, (AlienPick("tasoth"),)))
    assert refused.value.rule_ids == ("MIS-7",)


def test_mis_9_a_bad_map_or_too_few_start_squares_is_refused(boardgame: Ruleset) -> None:
    bad = {**_farmhouse(), "walls": [[19, 0, 20, 0]]}
    with pytest.raises(MissionRefused) as refused:
        SYSTEM.plan(boardgame, MissionPlan("Raid", SQUAD, (), {}, bad))
    assert refused.value.rule_ids == ("MIS-9",)
    assert "lies off the 20 × 20 map" in str(refused.value)
    few = {**_farmhouse(), "alien_starts": [[5, 1]]}
    with pytest.raises(MissionRefused) as too_many:
        SYSTEM.plan(boardgame, MissionPlan("Raid", SQUAD, (AlienPick("sectoid", 2),), {}, few))
    assert too_many.value.rule_ids == ("MIS-9",)


def test_mis_9_a_stored_setup_with_two_models_on_a_square_is_refused_on_load() -> None:
    data = SYSTEM.setup_to_json(TOUR_SETUP)
    data["models"][1]["square"] = data["models"][0]["square"]
    with pytest.raises(RulesError, match="two models stand on A1"):
        SYSTEM.setup_from_json(data)


def test_the_setup_round_trips_through_json() -> None:
    data = json.loads(json.dumps(SYSTEM.setup_to_json(TOUR_SETUP)))
    assert SYSTEM.setup_from_json(data) == TOUR_SETUP


def _toured() -> engine.Mission:
    mission = mission_of(TOUR_SETUP)
    for command, dice in TOUR:
        if command == "end":
            events = engine.end(mission)
        else:
            events = engine.execute(mission, bundled_boardgame(), command, ScriptedDice(dice))
        for event in events:
            mission = engine.apply(mission, event)
    return mission


def test_the_tour_replays_byte_identically_and_runs_no_wargame_phase() -> None:
    mission = _toured()
    again = engine.replay(SYSTEM, mission.setup, mission.events, bundled_boardgame())
    first = json.dumps(SYSTEM.state_to_json(mission.state), sort_keys=True)
    assert json.dumps(SYSTEM.state_to_json(again.state), sort_keys=True) == first
    assert engine.log_to_json(again) == engine.log_to_json(mission)
    phases = {entry["phase"] for entry in engine.log_to_json(mission)}
    assert phases <= {p.value for p in Phase}  # hero / overmind, never movement or shooting
    assert mission.finished


def test_every_event_of_the_tour_is_worded_by_a_known_template() -> None:
    for entry in _toured().log:
        for message in entry.messages:
            assert not message.text.startswith(message.key), message


def _placed(mission: engine.Mission, model_id: str, square: list[int]) -> engine.Mission:
    """``model_id`` moved onto ``square`` by a recorded ``moved`` fact (as a replay applies
    it), to set a scene without walking it there."""
    return engine.apply(
        mission, Event(mission.seq + 1, "moved", {"model": model_id, "path": [square]})
    )


def test_m_cx_4_the_debrief_writes_deaths_health_kills_and_experience() -> None:
    setup = SYSTEM.plan(bundled_boardgame(), MissionPlan("Raid", SQUAD, (AlienPick("sectoid"),)))
    mission = _placed(mission_of(setup), "a1", [0, 18])  # next to Grace
    mission = run(mission, Activate("s1"))
    mission = do(mission, Attack("s1", "a1", "melee"), face_values("double_hit", "blank", "blank"))
    outcome = SYSTEM.debrief(mission, bundled_boardgame())
    grace, jules = outcome.soldiers
    assert (grace.status, grace.wounds, grace.kills, grace.experience) == ("active", 8, 1, 1)
    assert (jules.status, jules.wounds, jules.kills) == ("wounded", 6, 0)  # Health 6 of 8


def test_m_cx_4_a_hero_killed_is_dead_in_the_debrief() -> None:
    squad = (SquadMember(1, "Grace Evans", "infantry", "hero", HERO, 1),)
    setup = SYSTEM.plan(bundled_boardgame(), MissionPlan("Raid", squad, (AlienPick("muton"),)))
    mission = _placed(mission_of(setup), "a1", [1, 19])
    mission = run(mission, AdvancePhase(), Activate("a1"))
    mission = do(
        mission,
        Attack("a1", "s1", "melee"),
        face_values("hit", "hit", "blank") + face_values("blank", "blank"),
    )
    (grace,) = SYSTEM.debrief(mission, bundled_boardgame()).soldiers
    assert (grace.status, grace.wounds, grace.cause, grace.rule_ids) == (
        "dead",
        0,
        "killed",
        ("M-CX-4",),
    )


def test_the_tour_makes_every_board_game_event_type() -> None:
    from xcom_manager.rules.boardgame.state import EventType

    assert {e.type for e in _toured().events} == {t.value for t in EventType}


def test_m_cx_6_the_table_does_not_show_what_a_face_down_blip_hides() -> None:
    mission = mission_of(TOUR_SETUP)
    rows = {row.id: row for row in SYSTEM.characters(mission, bundled_boardgame())}
    assert (rows["b2"].wounds, rows["b2"].max_wounds) == (0, 0)
    assert rows["b2"].conditions[0].key == "bg_condition_blip"
    assert (rows["a1"].wounds, rows["a1"].max_wounds) == (2, 2)


def test_m_cx_6_a_flipped_blip_goes_by_its_token_and_what_it_turned_out_to_be() -> None:
    from tests.helpers.boardgame import board_setup
    from xcom_manager.rules.boardgame.commands import FlipBlip

    mission = run(mission_of(board_setup("H . . . B")), AdvancePhase(), Activate("b1"))
    before = {r.id: r.name for r in SYSTEM.characters(mission, bundled_boardgame())}
    flipped = run(mission, FlipBlip("b1"))
    after = {r.id: r.name for r in SYSTEM.characters(flipped, bundled_boardgame())}
    assert (before["b1"], after["b1"]) == ("Blip 1", "Blip 1 (Sectoid)")
    # The map's token too (its tooltip, the Line of Sight's words).
    detail = SYSTEM.detail(flipped, bundled_boardgame())
    assert next(m.name for m in detail.models if m.id == "b1") == "Blip 1 (Sectoid)"
