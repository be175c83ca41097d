"""The event log every rule system's missions share: events and their JSON forms, a command's
numbered events (``follows``), undo by ``reverted`` events nested to any depth, and app rule
MIS-3 (undo reverts a command not undone already, by its first event)."""

from __future__ import annotations

import json
from enum import StrEnum

import pytest

import xcom_manager.rules.mission.texts  # noqa: F401 - the engine's templates (MIS-3's words)
from xcom_manager.rules.errors import RulesError
from xcom_manager.rules.mission.log import (
    REVERTED,
    Event,
    cancelled_seqs,
    event_from_json,
    event_to_json,
    events_from_json,
    events_to_json,
    numbered,
    plain,
    revert_violations,
)


class Colour(StrEnum):
    red = "red"


def test_plain_makes_json_ready_copies() -> None:
    assert plain({"a": (1, 2), "b": frozenset({"y", "x"}), "c": Colour.red, 3: None}) == {
        "a": [1, 2],
        "b": ["x", "y"],
        "c": "red",
        "3": None,
    }
    assert plain([True, 1.5, "s"]) == [True, 1.5, "s"]
    with pytest.raises(RulesError, match="not JSON-ready"):
        plain({"x": object()})
    with pytest.raises(RulesError, match="not JSON-ready"):
        plain({"x": float("nan")})


def test_an_event_payload_is_plain_and_follows_names_the_first_event() -> None:
    event = Event(2, "moved", {"rolls": ({"value": 3},), "follows": 1})
    assert event.payload == {"rolls": [{"value": 3}], "follows": 1}
    assert event.follows == 1
    assert Event(1, "x", {}).follows is None
    assert Event(2, "x", {"follows": True}).follows is None  # a bool is not a sequence number
    assert Event(2, "x", {"follows": "1"}).follows is None


def test_events_round_trip_through_json() -> None:
    events = [Event(1, "a", {"n": 1}), Event(2, "b", {"follows": 1, "k": ["x"]})]
    data = json.loads(json.dumps(events_to_json(events)))
    assert events_from_json(data) == tuple(events)
    assert event_to_json(events[1]) == {
        "seq": 2,
        "type": "b",
        "payload": {"follows": 1, "k": ["x"]},
    }
    assert event_from_json(event_to_json(events[0])) == events[0]


@pytest.mark.parametrize(
    "data",
    [
        {"seq": 1, "type": "a"},
        {"seq": "1", "type": "a", "payload": {}},
        {"seq": 1, "type": 2, "payload": {}},
        {"seq": 1, "type": "a", "payload": []},
    ],
)
def test_a_malformed_event_is_a_value_error(data: dict) -> None:
    with pytest.raises(ValueError, match="not a mission event"):
        event_from_json(data)


def test_numbered_events_of_one_command() -> None:
    events = numbered(4, [("a", {"x": 1}), ("b", {}), ("c", {})])
    assert [(e.seq, e.type, e.follows) for e in events] == [
        (5, "a", None),
        (6, "b", 5),
        (7, "c", 5),
    ]
    assert numbered(0, []) == []


def _revert(seq: int, target: int) -> Event:
    return Event(seq, REVERTED, {"target": target, "target_type": "x"})


def test_cancelled_seqs_nest_to_any_depth() -> None:
    """An undo cancels its target and the target's followers; an undo of that undo restores
    them; an undo of the undo of the undo cancels them again."""
    log = [Event(1, "a"), *numbered(1, [("b", {}), ("c", {})])]
    assert cancelled_seqs(log) == frozenset()
    log.append(_revert(4, 2))
    assert cancelled_seqs(log) == {2, 3}
    log.append(_revert(5, 4))
    assert cancelled_seqs(log) == {4}
    log.append(_revert(6, 5))
    assert cancelled_seqs(log) == {5, 2, 3}
    log.append(_revert(7, 6))
    assert cancelled_seqs(log) == {6, 4}


def test_mis_3_undo_by_the_first_event_of_a_command_not_undone_already() -> None:
    log = [Event(1, "a"), *numbered(1, [("b", {}), ("c", {})]), _revert(4, 1)]
    assert revert_violations(log, 2) == []
    assert revert_violations(log, 4) == []  # an undo may be undone
    (unknown,) = revert_violations(log, 9)
    assert (unknown.rule_id, unknown.message_key, dict(unknown.params)) == (
        "MIS-3",
        "mission_revert_unknown",
        {"target": 9},
    )
    assert unknown.text == "There is no event 9 to undo."
    assert revert_violations(log, 0)[0].message_key == "mission_revert_unknown"
    (already,) = revert_violations(log, 1)
    assert (already.rule_id, already.message_key) == ("MIS-3", "mission_revert_already")
    assert already.text == "Event 1 has already been undone."
    (follower,) = revert_violations(log, 3)
    assert (follower.rule_id, follower.message_key, dict(follower.params)) == (
        "MIS-3",
        "mission_revert_follower",
        {"target": 3, "head": 2},
    )
    assert follower.text == "Event 3 came with event 2's command: undo event 2 instead."
