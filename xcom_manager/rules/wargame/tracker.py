"""What the tracker and the campaign read off a wargame mission: the characters' rows, the
reminders, the actions on offer, where each item is, and the debrief with each soldier's kills
(R-8, R-19, MIS-1, MIS-4, W-ACT-1; kills as :mod:`.kills` reads them off the events)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from xcom_manager.rules.errors import RulesError, shown, text, text_of, whole_number
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.labels import shown_label
from xcom_manager.rules.mission.system import (
    ActionOption,
    CharacterView,
    Debrief,
    ItemFate,
    ItemPlace,
    SoldierOutcome,
)
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import Violation
from xcom_manager.rules.wargame.checks import can_act, in_play, in_water, their_turn
from xcom_manager.rules.wargame.describe import condition_messages, timer_messages
from xcom_manager.rules.wargame.describe_attacks import listed, whole_of
from xcom_manager.rules.wargame.fold import timers
from xcom_manager.rules.wargame.handoffs import handoff_places
from xcom_manager.rules.wargame.kills import bled_out_at_end, downed_by, kills
from xcom_manager.rules.wargame.state import (
    CharacterStatus,
    DeathCause,
    EventType,
    Phase,
    WargameState,
)
from xcom_manager.rules.wargame.turns import check_mark_acted

__all__ = [
    "ACTION_KEYS",
    "WargameCharacter",
    "WargameDetail",
    "actions",
    "characters",
    "debrief",
    "detail",
    "item_places",
    "reminders",
]

#: The actions the wargame's panel offers, in its order.
ACTION_KEYS: tuple[str, ...] = (
    "move",
    "slip",
    "attack",
    "hand_over",
    "wound",
    "stabilise",
    "replace_tank",
    "enter_air",
    "leave_air",
    "release",
    "mark_acted",
    "kill",
    "withdraw",
)

#: The actions a character takes itself, on its side's turn (MIS-1, MIS-4, W-ACT-1).
_OWN_ACTIONS: Mapping[str, str] = {
    "move": "jump",
    "hand_over": "hand_over",
    "stabilise": "stabilise",
    "replace_tank": "replace_tank",
}


@dataclass(frozen=True, slots=True)
class WargameCharacter:
    """What the wargame's panel needs of a character beyond the shared row."""

    id: str
    acted: tuple[str, ...]
    cannot_act: str | None
    tank_damaged: bool
    in_air: bool
    stabilised: bool
    water_stabilised: bool
    jumped_this_phase: bool
    failed_move_this_phase: bool
    unit_type: str
    soldier_class: str
    species: str | None
    breathes_air: bool
    stats: Mapping[str, int]
    downed_by: str | None = None
    """R-8: the attacker whose attack took this downed character down (``None``: not down, or
    taken down by a fall or a wound the GM entered)."""


@dataclass(frozen=True, slots=True)
class WargameDetail:
    """The wargame's own view of a mission, for its action panel."""

    environment: str
    phase: str
    characters: tuple[WargameCharacter, ...]
    state: WargameState | None = field(default=None, repr=False, compare=False)
    """The mission's state and ruleset, for :meth:`handoff_places` (``None``: not known)."""
    ruleset: Ruleset | None = field(default=None, repr=False, compare=False)

    def character(self, character_id: str) -> WargameCharacter:
        for row in self.characters:
            if row.id == character_id:
                return row
        raise RulesError(f"no character {shown(character_id)} in the mission")

    def handoff_places(
        self, giver_id: str, receiver_id: str, item_id: int
    ) -> tuple[tuple[str, int], ...]:
        """W-HAND-3, INV-1, INV-2: the receiver's free ``(slot, position)`` places that the
        giver's item fits, the one a handoff naming none takes first (see
        :func:`~xcom_manager.rules.wargame.handoffs.handoff_places`)."""
        if self.state is None or self.ruleset is None:
            text("the giver", giver_id)
            text("the receiver", receiver_id)
            whole_number("the item", item_id, minimum=-(2**63), maximum=2**63)
            return ()
        return handoff_places(self.state, self.ruleset, giver_id, receiver_id, item_id)

    def slot_name(self, slot: str) -> str:
        """A slot's name in the display language (the key for a slot the ruleset lacks)."""
        slot = text("a slot", slot)
        return self.ruleset.shown("slots", slot) if self.ruleset is not None else slot


def _state(mission: Mission) -> WargameState:
    state = mission.state
    assert isinstance(state, WargameState)
    return state


def characters(mission: Mission, ruleset: Ruleset) -> tuple[CharacterView, ...]:
    """Every character for the tracker's table, in setup order, with what weighs on it."""
    state = _state(mission)
    urgent = {t.character_id for t in timers(state) if t.expires_next_turn}
    rows: list[CharacterView] = []
    for setup in state.setup.characters:
        ch = state.characters[setup.id]
        rows.append(
            CharacterView(
                id=ch.id,
                name=shown_label(ruleset, ch.name, setup.species),
                side=ch.side.value,
                status=ch.status.value,
                wounds=ch.wounds,
                max_wounds=int(setup.stats.get(ruleset.wounds_stat, setup.wounds)),
                soldier_id=setup.soldier_id,
                items=tuple((i.item_id, i.item_type) for i in ch.items),
                activity=(Message.of("wg_activity", actions=tuple(sorted(ch.acted))),)
                if ch.acted
                else (),
                conditions=condition_messages(state, ch),
                urgent=ch.id in urgent,
            )
        )
    return tuple(rows)


def detail(mission: Mission, ruleset: Ruleset | None = None) -> WargameDetail:
    state = _state(mission)
    downed = downed_by(state, mission.live_events())
    return WargameDetail(
        state=state,
        ruleset=ruleset if ruleset is not None else mission.ruleset,
        environment=state.setup.environment,
        phase=state.phase.value,
        characters=tuple(
            WargameCharacter(
                id=ch.id,
                acted=tuple(sorted(ch.acted)),
                cannot_act=ch.cannot_act,
                tank_damaged=ch.tank_damaged,
                in_air=ch.in_air,
                stabilised=ch.stabilised,
                water_stabilised=ch.water_stabilised,
                jumped_this_phase=ch.jumped_this_phase,
                failed_move_this_phase=ch.failed_move_this_phase,
                unit_type=setup.unit_type,
                soldier_class=setup.soldier_class,
                species=setup.species,
                breathes_air=setup.breathes_air,
                stats=dict(setup.stats),
                downed_by=downed.get(ch.id),
            )
            for setup, ch in ((s, state.characters[s.id]) for s in state.setup.characters)
        ),
    )


def actions(state: WargameState, character_id: str) -> tuple[ActionOption, ...]:
    """The panel's actions for a character now: what it does itself needs it active, on its
    side's turn and free to act (MIS-1, MIS-4, W-ACT-1); what is done to it (a wound, a
    release, a kill) needs it on the table; air pockets belong to underwater missions (R-16).
    An attack is a shot of the shooting phase or a close combat of the assault phase, once,
    and not in a phase already spent (MIS-5, M-SHOOT-1, M-CC-1; in an assault both sides
    fight); a slip (W-JUMP-10 / R-27) ends a move of the side whose turn it is, never under
    water (R-26)."""
    ch = state.character(character_id)
    options: list[ActionOption] = []
    for key in ACTION_KEYS:
        reasons: list[Violation]
        if key in _OWN_ACTIONS:
            verb = _OWN_ACTIONS[key]
            reasons = [*in_play(ch), *their_turn(state, ch, verb), *can_act(ch, verb)]
        elif key == "attack":
            marked = "assaulted" if state.phase is Phase.assault else "shot"
            reasons = check_mark_acted(state, ch.id, marked)
        elif key == "slip":
            reasons = [*in_play(ch), *their_turn(state, ch, "move")]
            if in_water(state, ch):
                reasons.append(Violation.of("R-26", "mission_no_slip_underwater", soldier=ch.name))
        elif key == "mark_acted":
            reasons = in_play(ch)
        elif key in ("enter_air", "leave_air"):
            reasons = in_play(ch, down_ok=True)
            if not state.underwater:
                reasons.append(Violation.of("R-16", "mission_not_underwater", soldier=ch.name))
        else:
            reasons = in_play(ch, down_ok=True)
        options.append(ActionOption(key, not reasons, tuple(reasons)))
    return tuple(options)


def reminders(mission: Mission) -> tuple[tuple[Message, ...], ...]:
    """Who died as the current side's turn began (R-8, W-WATER-4 / R-9), then every timer still
    running; each reminder is one line of messages."""
    state = _state(mission)
    live = list(mission.live_events())
    turn_start = next(
        (
            e.seq
            for e in reversed(live)
            if e.type == EventType.phase_advanced and e.payload.get("new_side_turn")
        ),
        None,
    )
    messages: list[Message] = []
    for event in live:
        if event.type != EventType.died or turn_start is None or event.follows != turn_start:
            continue
        p = event.payload
        messages.append(
            Message.of(
                "wg_reminder_died",
                character=state.setup.name_of(p.get("character")),
                turn=whole_of(p.get("turn", 0)),
                death=text_of(p.get("cause", "")),
                rules=", ".join(text_of(r) for r in listed(p.get("rule_ids"))),
            )
        )
    lines: list[tuple[Message, ...]] = [(m,) for m in messages]
    lines.extend(timer_messages(state, view) for view in timers(state))
    return tuple(lines)


def item_places(mission: Mission) -> Mapping[int, ItemPlace]:
    """Where the mission says each of its soldiers' items is: carried (and the handoff that
    put it there, with the charges it has left: M-SHOOT-1, R-20), or ``used`` by a spare tank
    put on (R-19)."""
    state = _state(mission)
    moved_by: dict[int, int] = {}
    charged_by: dict[int, int] = {}
    places: dict[int, ItemPlace] = {}
    for event in mission.live_events():
        item = event.payload.get("item_id")
        if event.type == EventType.handed_over and isinstance(item, int):
            moved_by[item] = event.seq
        if event.type == EventType.attacked and isinstance(item, int):
            charged_by[item] = event.seq
        medkit = event.payload.get("medkit_item_id")
        if event.type == EventType.stabilised and isinstance(medkit, int):
            charged_by[medkit] = event.seq
        tank = event.payload.get("tank_item_id")
        if event.type == EventType.tank_replaced and isinstance(tank, int):
            places[tank] = ItemPlace("used", because=event.seq)
    for setup in state.setup.characters:
        if setup.soldier_id is None:
            continue
        for item in state.characters[setup.id].items:
            places[item.item_id] = ItemPlace(
                "soldier",
                setup.soldier_id,
                item.slot,
                item.slot_index,
                moved_by.get(item.item_id),
                item.charges,
                charged_by.get(item.item_id),
            )
    return places


def debrief(mission: Mission, ruleset: Ruleset) -> Debrief:
    """The outcome for every X-COM soldier who took part: dead and missing as they are; down at
    the end, dead when the R-8 bleed-out has run out (its deadline turn is reached) and it was
    not stabilised, else wounded with 0 wounds; wounds below the maximum, wounded; others
    active; each with the enemies it killed (:func:`~.kills.kills`: M-SHOOT-1, M-CC-1, M-HIT-1,
    R-8, MIS-8). Spare tanks put on are used (R-19)."""
    state = _state(mission)
    killed = kills(state, mission.live_events())
    soldiers: list[SoldierOutcome] = []
    for setup in state.setup.characters:
        if setup.soldier_id is None:
            continue
        ch = state.characters[setup.id]
        max_wounds = int(setup.stats.get(ruleset.wounds_stat, setup.wounds))
        status, wounds = "active", ch.wounds
        cause: str | None = None
        rule_ids: tuple[str, ...] = ()
        if ch.status is CharacterStatus.dead:
            status, wounds, cause = "dead", 0, ch.died_cause
        elif ch.status is CharacterStatus.mia:
            status = "mia"
        elif ch.status is CharacterStatus.down:
            ran_out = bled_out_at_end(state, ch)
            status, wounds = ("dead" if ran_out else "wounded"), 0
            if ran_out:
                cause, rule_ids = DeathCause.bled_out.value, ("R-8",)
        elif ch.wounds < max_wounds:
            status = "wounded"
        soldiers.append(
            SoldierOutcome(
                setup.soldier_id,
                ch.id,
                ch.name,
                status,
                wounds,
                cause,
                rule_ids,
                kills=killed.get(ch.id, 0),
            )
        )
    used = tuple(
        ItemFate(
            item_id=int(e.payload["tank_item_id"]),
            item_type=text_of(e.payload.get("item_type", "")),
            character_id=text_of(e.payload.get("character", "")),
            name=state.setup.name_of(e.payload.get("character")),
            fate="used",
            rule_ids=("W-WATER-4", "R-19"),
        )
        for e in mission.live_events()
        if e.type == EventType.tank_replaced and isinstance(e.payload.get("tank_item_id"), int)
    )
    return Debrief(turn=state.turn, soldiers=tuple(soldiers), items_used=used)
