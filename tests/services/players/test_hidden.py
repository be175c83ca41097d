"""What players never see: over random plans and random command sequences of both rule
systems (played through the mission service on real SQLite files), no fact only the GM may know
reaches the players' snapshot.

Markers planted in the campaign's and the soldiers' notes, the mission log's notes, the deploy
reason, the override reasons of the kit and in another campaign never appear in its JSON; a
face-down Blip is its token only (M-CX-6); and the snapshot is the same whatever a face-down
Blip hides (another species, a decoy, another Health) and however many Mutation cards the
Overmind holds (M-CX-5): it is a function of what is on the table.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.players import MARK, Table, mission_now, play, set_table
from xcom_manager.rules.boardgame.state import BoardState, ModelSetup
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.services.players.snapshot import mission_snapshot, players_snapshot
from xcom_manager.services.players.words import PlayersWords
from xcom_manager.store.db import Database

LANGS = ("en", "ru")
_STEPS = st.lists(
    st.tuples(
        st.integers(min_value=0, max_value=10**6),
        st.lists(st.integers(min_value=1, max_value=6), min_size=16, max_size=16),
    ),
    max_size=14,
)
_PLANS = st.fixed_dictionaries(
    {
        "system": st.sampled_from(["wargame", "boardgame"]),
        "soldiers": st.integers(min_value=1, max_value=3),
        "aliens": st.lists(st.integers(min_value=0, max_value=20), max_size=3),
        "option": st.integers(min_value=0, max_value=3),
        "kit": st.lists(
            st.tuples(st.integers(min_value=0, max_value=40), st.integers(0, 2)), max_size=4
        ),
    }
)


def _masked(mission: Mission, ruleset: Ruleset) -> Mission:
    """The same mission with every face-down Blip hiding something else (a decoy for an
    alien, an alien for a decoy, other stats and Health) and another count of Mutation cards."""
    state = mission.state
    assert isinstance(state, BoardState)
    other_species = sorted(ruleset.species)[-1]
    models: list[ModelSetup] = []
    health = dict(state.models)
    for model in state.setup.models:
        if state.models[model.id].blip:
            species = None if model.species is not None else other_species
            model = replace(model, species=species, stats={"Health": 77, "Defence": 9})
            health[model.id] = replace(state.models[model.id], health=77)
        models.append(model)
    setup = replace(state.setup, models=tuple(models))
    masked = replace(state, setup=setup, models=health, mutations=(state.mutations + 3) % 6)
    return replace(mission, setup=setup, state=masked)


def _check_board(table: Table, data: dict[str, Any], language: str) -> None:
    mission = mission_now(table)
    state = mission.state
    assert isinstance(state, BoardState)
    ruleset = table.campaigns.ruleset_for(table.campaign_id)
    figures = {f["key"]: f for f in data["mission"]["figures"]}
    for model in state.setup.models:
        if not state.models[model.id].blip:
            continue
        blip = figures[model.id]
        assert blip["kind"] == "blip"
        assert (blip["health"], blip["wounds"], blip["kit"]) == (None, None, [])
        assert blip["max_health"] is None and blip["reminders"] == []
        shown = json.dumps(blip, ensure_ascii=False)
        names = {ruleset.shown("species", s, lang) for s in ruleset.species for lang in LANGS}
        assert not [name for name in names if name in shown], "a face-down Blip shows its alien"
    words = PlayersWords(language, ruleset)
    row_status = "finished" if data["mission"]["finished"] else "in_progress"
    seen = mission_snapshot(table.mission_id, "Raid", row_status, mission, words).to_json()
    masked = mission_snapshot(
        table.mission_id, "Raid", row_status, _masked(mission, ruleset), words
    ).to_json()
    assert seen == masked == data["mission"]


def _check(table: Table, language: str) -> None:
    data: dict[str, Any] = players_snapshot(table.db, table.campaign_id, language).to_json()
    dump = json.dumps(data, ensure_ascii=False)
    assert MARK not in dump, [m for m in table.markers if m in dump] or "another campaign"
    assert "%" not in dump  # no odds
    assert "Mutation" not in dump and "утаци" not in dump  # no Mutation cards (M-CX-5)
    assert data["mission"] is not None and data["mission"]["id"] == table.mission_id
    if table.system == "boardgame":
        _check_board(table, data, language)


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(plan=_PLANS, steps=_STEPS, language=st.sampled_from(["en", "ru"]))
def test_no_hidden_fact_reaches_the_players_snapshot(
    tmp_path_factory: pytest.TempPathFactory,
    plan: dict[str, Any],
    steps: list[tuple[int, list[int]]],
    language: str,
) -> None:
    folder = tmp_path_factory.mktemp("players")
    db = Database.open(f"sqlite:///{folder / 'c.db'}")
    try:
        table = set_table(db, **plan)
        _check(table, language)
        for n, dice in steps:
            if play(table, n, dice):
                _check(table, language)
    finally:
        db.close()
