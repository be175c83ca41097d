"""The wargame's events, timers and reminders in words: messages, never stored sentences.

Each event is described from its facts, also the events an older version stored: their English
``summary``, ``alerts`` and ``item_name`` are not needed, since the facts beside them say the
same; their ``warnings``, stored as English sentences, are shown as stored.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import xcom_manager.rules.wargame.log_texts  # noqa: F401 - registers the templates used here
from xcom_manager.rules.errors import text_of
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import Violation
from xcom_manager.rules.wargame.describe_attacks import (
    describe_attack,
    hit_label,
    listed,
    resolution_messages,
    whole_of,
)
from xcom_manager.rules.wargame.fold import TimerView, timers
from xcom_manager.rules.wargame.state import (
    CharacterState,
    DeathCause,
    EventType,
    ReleaseCause,
    TimerKind,
    WargameSetup,
    WargameState,
)

__all__ = ["condition_messages", "describe", "hit_label", "timer_messages"]

_Describe = Callable[[WargameSetup, Mapping[str, Any], Ruleset | None], tuple[Message, ...]]


def _inches(value: Any) -> str:
    if isinstance(value, int | float) and abs(value) <= 1e300:
        return f"{float(value):g}"
    return text_of(value)


def _who(setup: WargameSetup, p: Mapping[str, Any], key: str = "character") -> str:
    return setup.name_of(p.get(key))


def _phase_advanced(
    setup: WargameSetup, p: Mapping[str, Any], _: Ruleset | None
) -> tuple[Message, ...]:
    return (
        Message.of(
            "wg_phase_advanced",
            turn=whole_of(p.get("turn", 0)),
            side_name=text_of(p.get("side", "")),
            phase_name=text_of(p.get("phase", "")),
        ),
    )


def _died(setup: WargameSetup, p: Mapping[str, Any], _: Ruleset | None) -> tuple[Message, ...]:
    cause = text_of(p.get("cause", DeathCause.killed))
    turn = whole_of(p.get("turn", 0))
    if cause == DeathCause.killed and "killer" in p:
        killer = setup.name_of(p.get("killer"))
        return (Message.of("wg_killed_by", character=_who(setup, p), killer=killer, turn=turn),)
    if cause == DeathCause.killed:
        return (Message.of("wg_killed", character=_who(setup, p), turn=turn),)
    return (Message.of("wg_died", character=_who(setup, p), turn=turn, death=cause),)


def _released(setup: WargameSetup, p: Mapping[str, Any], _: Ruleset | None) -> tuple[Message, ...]:
    cause = text_of(p.get("cause", ReleaseCause.other))
    if cause == ReleaseCause.other:
        return (Message.of("wg_released_other", character=_who(setup, p)),)
    return (Message.of("wg_released", character=_who(setup, p), cause=cause),)


def _acted(setup: WargameSetup, p: Mapping[str, Any], _: Ruleset | None) -> tuple[Message, ...]:
    return (Message.of("wg_acted", character=_who(setup, p), act=text_of(p.get("action", ""))),)


def _roll_of(p: Mapping[str, Any], purpose: str) -> int | None:
    for roll in listed(p.get("rolls")):
        if isinstance(roll, Mapping) and roll.get("purpose") == purpose:
            value = roll.get("value")
            return value if isinstance(value, int) else None
    return None


def _drop(declaration: Any, fall_from: Any) -> Any:
    """R-7: the drop from the fall point: a pass into the void falls from the declared point
    (``void_drop`` when the GM gave one)."""
    if not isinstance(declaration, Mapping):
        return 0
    if fall_from == "declared_point" and declaration.get("void_drop") is not None:
        return declaration["void_drop"]
    return declaration.get("fall_height", 0)


def _slipped(setup: WargameSetup, p: Mapping[str, Any], _: Ruleset | None) -> tuple[Message, ...]:
    messages = [Message.of("wg_slip", character=_who(setup, p), fall=_inches(p.get("drop", 0)))]
    hit = p.get("hit")
    if isinstance(hit, Mapping):
        messages.append(
            Message.of(
                "wg_fall_hit_vehicle" if hit.get("side_armour") else "wg_fall_hit",
                inches=_inches(p.get("drop", 0)),
                fall_point="stopped_point",
                hit=hit_label(hit),
            )
        )
    fall = p.get("fall")
    if isinstance(fall, Mapping):
        messages += resolution_messages(fall, _who(setup, p))
    messages.append(Message.of("wg_no_further_move"))
    return tuple(messages)


def _move_declared(
    setup: WargameSetup, p: Mapping[str, Any], _: Ruleset | None
) -> tuple[Message, ...]:
    declaration = p.get("declaration", {})
    kind = text_of(declaration.get("kind", "jump")) if isinstance(declaration, Mapping) else "jump"
    messages = [
        Message.of(
            "wg_move_test",
            character=_who(setup, p),
            move_name=kind,
            roll=_roll_of(p, "initiative test") or 0,
            initiative=whole_of(p.get("initiative", 0)),
            result="passes" if p.get("passed") else "fails",
        )
    ]
    fall_from = p.get("fall_from")
    if p.get("sinks") and fall_from is not None:
        inches = _inches(
            declaration.get("fall_height", 0) if isinstance(declaration, Mapping) else 0
        )
        messages.append(Message.of("wg_sinks", inches=inches, fall_point=text_of(fall_from)))
    elif p.get("passed") and not p.get("falls") and not p.get("may_keep_moving", True):
        messages.append(Message.of("wg_open_water"))
    if p.get("falls") and fall_from is not None:
        inches = _inches(_drop(declaration, fall_from))
        hit = p.get("hit")
        if isinstance(hit, Mapping):
            key = "wg_fall_hit_vehicle" if hit.get("side_armour") else "wg_fall_hit"
            messages.append(
                Message.of(key, inches=inches, fall_point=text_of(fall_from), hit=hit_label(hit))
            )
        else:
            messages.append(
                Message.of("wg_fall_no_hit", inches=inches, fall_point=text_of(fall_from))
            )
        fall = p.get("fall")
        if isinstance(fall, Mapping):
            messages += resolution_messages(fall, _who(setup, p))
    scatter = p.get("scatter")
    if isinstance(scatter, Mapping):
        messages.append(
            Message.of(
                "wg_scatter",
                distance=whole_of(scatter.get("distance", 0)),
                bearing=whole_of(scatter.get("bearing", 0)),
            )
        )
    test = p.get("aqualung_test", _roll_of(p, "aqualung test"))
    if isinstance(test, int):
        tank = "damaged" if p.get("tank_damaged") else "holds"
        messages.append(Message.of("wg_aqualung_test", roll=text_of(test), tank=tank))
    if not p.get("may_keep_moving", True):
        messages.append(Message.of("wg_no_further_move"))
    elif p.get("slip_check"):
        messages.append(Message.of("wg_slip_check"))
    return tuple(messages)


def _handed_over(
    setup: WargameSetup, p: Mapping[str, Any], ruleset: Ruleset | None
) -> tuple[Message, ...]:
    item_type = text_of(p.get("item_type", ""))
    known = ruleset.items.get(item_type) if ruleset is not None else None
    item = known.name if known is not None else text_of(p.get("item_name", item_type))
    slot = text_of(p.get("slot", ""))
    if ruleset is not None:
        slot = next((s.label for s in ruleset.slots if s.key == slot), slot)
    messages = [
        Message.of(
            "wg_handed_over",
            giver=_who(setup, p, "giver"),
            item=item,
            receiver=_who(setup, p, "receiver"),
            slot=slot,
            position=whole_of(p.get("slot_index", 0)) + 1,
        )
    ]
    for warning in listed(p.get("warnings")):
        if isinstance(warning, Mapping):
            try:
                messages.append(Violation.from_json(warning).message)
            except ValueError:
                messages.append(Message.of("wg_old_text", text=text_of(dict(warning))))
        else:  # an English sentence stored by an older version: shown as stored
            messages.append(Message.of("wg_old_text", text=text_of(warning)))
    return tuple(messages)


def _wounded(setup: WargameSetup, p: Mapping[str, Any], _: Ruleset | None) -> tuple[Message, ...]:
    messages = [
        Message.of(
            "wg_wounded",
            character=_who(setup, p),
            wounds=whole_of(p.get("wounds", 0)),
            left=whole_of(p.get("wounds_left", 0)),
        )
    ]
    rolls = [text_of(r.get("value")) for r in listed(p.get("rolls")) if isinstance(r, Mapping)]
    if rolls:
        tank = "damaged" if p.get("tank_damaged") else "holds"
        messages.append(Message.of("wg_aqualung_test", roll=", ".join(rolls), tank=tank))
    if p.get("down"):
        messages.append(Message.of("wg_down", turn=whole_of(p.get("bleed_out_dies_at") or 0)))
    if p.get("tank_damaged"):
        messages.append(Message.of("wg_suffocates", turn=whole_of(p.get("suffocates_at") or 0)))
    return tuple(messages)


def _stabilised(
    setup: WargameSetup, p: Mapping[str, Any], _: Ruleset | None
) -> tuple[Message, ...]:
    medic, patient = _who(setup, p, "medic"), _who(setup, p, "patient")
    if p.get("full"):
        return (Message.of("wg_stabilised", medic=medic, patient=patient),)
    turn = whole_of(p.get("bleed_out_dies_at") or 0)
    return (Message.of("wg_stabilised_water", medic=medic, patient=patient, turn=turn),)


def _left_air(setup: WargameSetup, p: Mapping[str, Any], _: Ruleset | None) -> tuple[Message, ...]:
    messages = [Message.of("wg_left_air", character=_who(setup, p))]
    if p.get("suffocates_at") is not None:
        messages.append(Message.of("wg_left_air_timer", turn=whole_of(p["suffocates_at"])))
    return tuple(messages)


def _simple(key: str) -> _Describe:
    def describe_one(
        setup: WargameSetup, p: Mapping[str, Any], _: Ruleset | None
    ) -> tuple[Message, ...]:
        return (Message.of(key, character=_who(setup, p)),)

    return describe_one


_DESCRIBE: Mapping[str, _Describe] = {
    EventType.phase_advanced: _phase_advanced,
    EventType.died: _died,
    EventType.released: _released,
    EventType.acted: _acted,
    EventType.move_declared: _move_declared,
    EventType.attacked: describe_attack,
    EventType.slipped: _slipped,
    EventType.handed_over: _handed_over,
    EventType.wounded: _wounded,
    EventType.stabilised: _stabilised,
    EventType.tank_replaced: _simple("wg_tank_replaced"),
    EventType.entered_air: _simple("wg_entered_air"),
    EventType.left_air: _left_air,
    EventType.withdrawn: lambda setup, p, _: (
        Message.of(
            "wg_withdrawn", character=_who(setup, p), withdrawal=text_of(p.get("status", "mia"))
        ),
    ),
    EventType.ended: lambda setup, p, _: (Message.of("wg_ended"),),
}


def describe(
    setup: WargameSetup, event_type: str, payload: Mapping[str, Any], ruleset: Ruleset | None
) -> tuple[Message, ...]:
    """An event of the log as messages, from its facts (also a damaged event: what cannot be
    read of it is left out, never refused)."""
    describe_one = _DESCRIBE.get(event_type) if isinstance(event_type, str) else None
    if describe_one is None:
        return (Message.of("mission_event", type=text_of(event_type)),)
    return describe_one(setup, payload if isinstance(payload, Mapping) else {}, ruleset)


# --------------------------------------------------------------------------------------------
# Timers


def timer_messages(state: WargameState, view: TimerView) -> tuple[Message, ...]:
    """A reminder for a running timer, with its rule IDs: R-8 bleed-out (W-WATER-2 / R-17 once
    stabilised under water), W-WATER-4 / R-9 suffocation."""
    ch = state.character(view.character_id)
    if view.kind is TimerKind.bleed_out:
        messages = [Message.of("wg_timer_bleed_out", character=ch.name, turn=view.dies_at_turn)]
        if ch.water_stabilised:
            messages.append(Message.of("wg_timer_water_stabilised"))
    else:
        messages = [Message.of("wg_timer_suffocation", character=ch.name, turn=view.dies_at_turn)]
    if view.expires_next_turn:
        messages.append(Message.of("wg_timer_expires"))
    return tuple(messages)


def condition_messages(state: WargameState, ch: CharacterState) -> tuple[Message, ...]:
    """What weighs on a character now, for the tracker's table: W-ACT-1 (cannot act this
    phase), its running timers, a damaged tank whose timer air stopped (R-16)."""
    messages: list[Message] = []
    if ch.cannot_act is not None and ch.in_play:
        messages.append(Message.of("wg_condition_cannot_act", cause=ch.cannot_act))
    for view in timers(state):
        if view.character_id != ch.id:
            continue
        key = (
            "wg_condition_bleed_out"
            if view.kind is TimerKind.bleed_out
            else "wg_condition_suffocation"
        )
        messages.append(Message.of(key, turn=view.dies_at_turn, left=max(view.turns_left, 0)))
    if ch.tank_damaged and ch.in_air and ch.in_play:
        messages.append(Message.of("wg_condition_in_air"))
    return tuple(messages)
