"""A board game event of the log as messages (keys with parameters; the view words them).

Tolerant like the fold: an odd payload is shown with what it holds, never raises.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import xcom_manager.rules.boardgame.texts  # noqa: F401 - registers the templates
from xcom_manager.rules.boardgame.grid import square_label
from xcom_manager.rules.boardgame.state import BoardSetup, EventType
from xcom_manager.rules.errors import RulesError, shown, text_of
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message

__all__ = ["describe", "model_name"]


def model_name(setup: BoardSetup, model_id: object) -> str:
    """A model's name, or its id as recorded when the setup has no such model."""
    if not isinstance(setup, BoardSetup):
        raise RulesError(f"not a board game mission setup: {shown(setup)}")
    for model in setup.models:
        if model.id == model_id:
            return model.name
    return text_of(model_id)


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _square(value: Any) -> str:
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return square_label((value[0], value[1]))
    return text_of(value)


def _faces(value: Any) -> tuple[str, ...]:
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value) if value else ("—",)
    return ("—",)


def _species(setup: BoardSetup, ruleset: Ruleset | None, model_id: object) -> str:
    for model in setup.models:
        if model.id == model_id and model.species:
            if ruleset is not None and model.species in ruleset.species:
                return ruleset.shown("species", model.species)
            return model.species
    return "?"


def _attacked(setup: BoardSetup, p: Mapping[str, Any]) -> tuple[Message, ...]:
    model, target = model_name(setup, p.get("attacker")), model_name(setup, p.get("target"))
    kind = text_of(p.get("kind", ""))
    values: dict[str, str | int] = {
        "model": model,
        "target": target,
        "board_range": text_of(p.get("range", "")),
        "attack_value": _int(p.get("attack_value")),
        "defence_value": _int(p.get("defence_value")),
    }
    if kind == "overwatch":
        messages = [Message.of("bg_overwatch_shot", **values)]
    else:
        messages = [Message.of("bg_attacked", board_kind=kind, **values)]
    combat = p.get("combat") if isinstance(p.get("combat"), Mapping) else {}
    assert isinstance(combat, Mapping)
    attack_faces = _faces(combat.get("attack_faces"))
    if p.get("psychic") is True:
        messages.append(Message.of("bg_faces_undefended", attack_faces=attack_faces))
    else:
        messages.append(
            Message.of(
                "bg_faces",
                attack_faces=attack_faces,
                defence_faces=_faces(combat.get("defence_faces")),
            )
        )
    messages.append(
        Message.of(
            "bg_damage",
            hits=_int(combat.get("hits")),
            criticals=_int(combat.get("criticals")),
            shields=_int(combat.get("shields")),
            damage=_int(p.get("damage")),
            health=_int(p.get("health_left")),
        )
    )
    if p.get("killed") is True:
        messages.append(Message.of("bg_killed", target=target))
        if _int(p.get("xp")):
            messages.append(Message.of("bg_xp", model=model))
    return tuple(messages)


def _moved(setup: BoardSetup, p: Mapping[str, Any]) -> tuple[Message, ...]:
    model = model_name(setup, p.get("model"))
    path = p.get("path") if isinstance(p.get("path"), list) else []
    assert isinstance(path, list)
    start = _square(path[0]) if path else "?"
    end = _square(path[-1]) if path else "?"
    messages = [
        Message.of(
            "bg_moved",
            model=model,
            board_action=text_of(p.get("action", "move")),
            steps=max(0, len(path) - 1),
            start=start,
            square=end,
        )
    ]
    if p.get("stopped") == "overwatch":
        messages.append(
            Message.of(
                "bg_stopped_overwatch",
                model=model,
                square=end,
                watcher=model_name(setup, p.get("watcher")),
            )
        )
    elif p.get("stopped") == "revealed":
        messages.append(Message.of("bg_stopped_revealed", model=model, square=end))
    return tuple(messages)


def _flipped(
    setup: BoardSetup, p: Mapping[str, Any], ruleset: Ruleset | None
) -> tuple[Message, ...]:
    model = model_name(setup, p.get("model"))
    reason = text_of(p.get("reason", ""))
    if p.get("decoy") is True:
        return (Message.of("bg_decoy", model=model, board_reason=reason),)
    species = _species(setup, ruleset, p.get("model"))
    if reason == "seen" and isinstance(p.get("by"), str):
        return (
            Message.of(
                "bg_flipped_by", model=model, by=model_name(setup, p["by"]), species=species
            ),
        )
    return (Message.of("bg_flipped", model=model, board_reason=reason, species=species),)


def _activated(setup: BoardSetup, p: Mapping[str, Any]) -> tuple[Message, ...]:
    model = model_name(setup, p.get("model"))
    if p.get("interruption") is True:
        first = Message.of("bg_interrupted", model=model, discarded=_int(p.get("discarded")))
    else:
        first = Message.of("bg_activated", model=model)
    token = p.get("token_discarded")
    if isinstance(token, str):
        return (first, Message.of("bg_token_discarded", model=model, board_token=token))
    return (first,)


def _phase(p: Mapping[str, Any]) -> tuple[Message, ...]:
    first = Message.of(
        "bg_phase_begins", round=_int(p.get("round")), board_phase=text_of(p.get("phase", ""))
    )
    if _int(p.get("drawn")):
        return (first, Message.of("bg_drawn", drawn=_int(p.get("drawn"))))
    return (first,)


def _interacted(setup: BoardSetup, p: Mapping[str, Any]) -> tuple[Message, ...]:
    model = model_name(setup, p.get("model"))
    square = _square(p.get("square"))
    if p.get("what") == "exit":
        return (Message.of("bg_exited", model=model, square=square),)
    return (
        Message.of(
            "bg_interacted", model=model, board_what=text_of(p.get("what", "")), square=square
        ),
    )


def describe(
    setup: BoardSetup, event_type: str, payload: Mapping[str, Any], ruleset: Ruleset | None
) -> tuple[Message, ...]:
    """The messages of one event (an unknown type: the engine's generic line)."""
    if not isinstance(setup, BoardSetup):
        raise RulesError(f"not a board game mission setup: {shown(setup)}")
    p: Mapping[str, Any] = payload if isinstance(payload, Mapping) else {}
    if event_type == EventType.activated:
        return _activated(setup, p)
    if event_type == EventType.activation_ended:
        return (Message.of("bg_turn_ended", model=model_name(setup, p.get("model"))),)
    if event_type == EventType.phase_advanced:
        return _phase(p)
    if event_type == EventType.moved:
        return _moved(setup, p)
    if event_type == EventType.attacked:
        return _attacked(setup, p)
    if event_type == EventType.object_attacked:
        combat = p.get("combat") if isinstance(p.get("combat"), Mapping) else {}
        assert isinstance(combat, Mapping)
        destroyed = "bg_object_destroyed" if p.get("destroyed") is True else "bg_object_stands"
        return (
            Message.of(
                "bg_object_attacked",
                model=model_name(setup, p.get("attacker")),
                square=_square(p.get("square")),
                board_kind=text_of(p.get("kind", "")),
                board_range=text_of(p.get("range", "")),
                attack_value=_int(p.get("attack_value")),
                attack_faces=_faces(combat.get("attack_faces")),
            ),
            Message.of(destroyed, damage=_int(p.get("damage"))),
        )
    if event_type == EventType.overwatch_readied:
        return (
            Message.of(
                "bg_overwatch_readied",
                model=model_name(setup, p.get("model")),
                board_token=text_of(p.get("token", "")),
            ),
        )
    if event_type == EventType.overwatch_held:
        return (
            Message.of(
                "bg_overwatch_held",
                watcher=model_name(setup, p.get("watcher")),
                model=model_name(setup, p.get("model")),
            ),
        )
    if event_type == EventType.interacted:
        return _interacted(setup, p)
    if event_type == EventType.blip_flipped:
        return _flipped(setup, p, ruleset)
    if event_type == EventType.mutations_discarded:
        return (
            Message.of(
                "bg_mutations",
                discarded=_int(p.get("discarded")),
                drawn=_int(p.get("drawn")),
                hand=_int(p.get("hand")),
            ),
        )
    if event_type == EventType.ended:
        return (Message.of("bg_ended", round=_int(p.get("round"))),)
    return (Message.of("mission_event", type=text_of(event_type)),)
