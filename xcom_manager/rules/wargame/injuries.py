"""Wounds, stabilisation and aqualungs in a wargame mission (R-8, R-9, R-10, R-16, R-17, R-19,
R-20, W-WATER-2, W-WATER-4).

Every deadline a wound or a stabilisation sets is computed here, from the rulings of the
ruleset, and recorded in the event: the fold (:mod:`.fold`) only reads it back.
"""

from __future__ import annotations

from xcom_manager.rules.dice import MAX_DICE, Dice, rolls_to_payload
from xcom_manager.rules.errors import whole_number
from xcom_manager.rules.mission.system import Fact, refuse_if
from xcom_manager.rules.phase_actions import phase_conflicts
from xcom_manager.rules.ruleset import ItemKind, Ruleset
from xcom_manager.rules.verdict import Verdict, Violation
from xcom_manager.rules.wargame.checks import (
    actor,
    bleed_out_deadline,
    done_words,
    grace_deadline,
    in_play,
    in_water,
    rolls_aqualung,
)
from xcom_manager.rules.wargame.state import (
    CharacterState,
    CharacterStatus,
    EventType,
    Phase,
    WargameState,
)

__all__ = [
    "WATER_STABILISE_TURNS",
    "check_replace_tank",
    "check_stabilise",
    "enter_air",
    "leave_air",
    "replace_phase",
    "replace_tank",
    "stabilise",
    "wound",
]

#: W-WATER-2: in water, stabilisation only gives 5 more turns of life.
WATER_STABILISE_TURNS = 5


def wound(
    state: WargameState, ruleset: Ruleset, character_id: str, unsaved_wounds: int, dice: Dice
) -> list[Fact]:
    """The character suffers ``unsaved_wounds`` (≥ 1) unsaved wounds.

    R-8, counted like R-9: at 0 wounds it goes down (this turn is turn 0) and bleeds out at the
    start of its side's turn ``injury.bleed_out_turns`` turns after the first of its side that
    begins after the wound (its side's 4th turn by default; ``checks.timer_deadline``) unless
    stabilised. W-WATER-4 / R-10: under water an X-COM character whose species breathes air
    rolls a d6 per unsaved wound (one per wounding attack under ``aqualung.roll_per =
    "attack"``), outside air and unless its tank is already damaged; a 1 or 2 damages the tank
    and starts the R-9 timer, counted the same way with ``aqualung.grace_turns``. A downed
    character may be wounded again (its tank may still break).
    """
    unsaved_wounds = whole_number("the unsaved wounds", unsaved_wounds, minimum=1, maximum=MAX_DICE)
    ch = state.character(character_id)
    refuse_if(in_play(ch, down_ok=True))
    rolls = []
    if rolls_aqualung(state, ch):
        count = unsaved_wounds if ruleset.ruling("aqualung.roll_per") == "wound" else 1
        rolls = [dice.roll("aqualung test", 6) for _ in range(count)]
    damaged = any(r.value <= 2 for r in rolls)
    left = max(0, ch.wounds - unsaved_wounds)
    down = ch.status is CharacterStatus.active and left == 0
    rule_ids: list[str] = []
    if down:
        rule_ids.append("R-8")
    if rolls:
        rule_ids += ["W-WATER-4", "R-10"]
    if damaged:
        rule_ids.append("R-9")
    payload = {
        "character": ch.id,
        "wounds": unsaved_wounds,
        "wounds_left": left,
        "down": down,
        "bleed_out_dies_at": bleed_out_deadline(state, ruleset, ch.side) if down else None,
        "rolls": rolls_to_payload(rolls),
        "tank_damaged": damaged,
        "suffocates_at": grace_deadline(state, ruleset, ch.side) if damaged else None,
        "rule_ids": rule_ids,
    }
    return [(EventType.wounded, payload)]


def check_stabilise(
    state: WargameState, ruleset: Ruleset, medic_id: str, patient_id: str, base_contact: bool
) -> Verdict:
    """R-20: a friendly character in base contact, spending its whole shooting phase as in R-2
    (nothing else done in it before: no shot, run, jump, climb, swim, handoff, stabilisation or
    tank, :func:`~xcom_manager.rules.phase_actions.phase_conflicts`; R-23; not under W-ACT-1),
    stabilises a downed one (with a medkit when ``injury.stabilise_needs_medkit``).
    W-WATER-2 / R-17: in open water only once per going down (``injury.water_stabilise_once``)."""
    medic = state.character(medic_id)
    patient = state.character(patient_id)
    found = actor(state, medic, "stabilise")
    if state.phase is not Phase.shooting:
        found.append(Violation.of("R-20", "mission_stabilise_wrong_phase", phase=state.phase))
    else:
        done = phase_conflicts(medic.acted, "stabilised", state.phase.value)
        if done:
            found.append(
                Violation.of(
                    "R-20",
                    "mission_stabilise_spent",
                    ("R-23",) if "jumped" in done else (),
                    soldier=medic.name,
                    patient=patient.name,
                    actions=done_words(done),
                )
            )
    if medic.side != patient.side:
        found.append(
            Violation.of(
                "R-20", "mission_stabilise_enemy", soldier=medic.name, patient=patient.name
            )
        )
    if patient.status is not CharacterStatus.down:
        found.append(Violation.of("R-20", "mission_stabilise_not_down", patient=patient.name))
    elif patient.stabilised or patient.bleed_out_dies_at is None:
        found.append(Violation.of("R-20", "mission_stabilise_already", patient=patient.name))
    if not base_contact:
        found.append(
            Violation.of(
                "R-20", "mission_stabilise_no_contact", soldier=medic.name, patient=patient.name
            )
        )
    if ruleset.ruling("injury.stabilise_needs_medkit") and _medkit(ruleset, medic) is None:
        key = (
            "mission_stabilise_medkit_empty"
            if _medkits(ruleset, medic)
            else ("mission_stabilise_no_medkit")
        )
        found.append(Violation.of("R-20", key, soldier=medic.name))
    if (
        in_water(state, patient)
        and patient.water_stabilised
        and ruleset.ruling("injury.water_stabilise_once")
    ):
        found.append(
            Violation.of(
                "W-WATER-2", "mission_water_stabilise_used", ("R-17",), patient=patient.name
            )
        )
    return Verdict(tuple(found))


def _medkits(ruleset: Ruleset, ch: CharacterState) -> list[tuple[int, int | None]]:
    """R-20: the medkits of ``ch``'s own kit with the charges each has left (``None``: the
    item counts none)."""
    found: list[tuple[int, int | None]] = []
    for carried in ch.items:
        item = ruleset.items.get(carried.item_type)
        if item is not None and item.kind is ItemKind.medkit:
            charges = carried.charges if carried.charges is not None else item.charges
            found.append((carried.item_id, charges))
    return found


def _medkit(ruleset: Ruleset, ch: CharacterState) -> tuple[int, int | None] | None:
    """R-20: the medkit a stabilisation uses: the first with a charge left."""
    return next((kit for kit in _medkits(ruleset, ch) if kit[1] is None or kit[1] > 0), None)


def stabilise(
    state: WargameState, ruleset: Ruleset, medic_id: str, patient_id: str, base_contact: bool
) -> list[Fact]:
    """Stabilise a downed character (R-20, checked by :func:`check_stabilise`). On the ground
    or in air (an air pocket, the shore, an X-COM transport) the stabilisation is full: the
    bleed-out timer stops. In open water it only adds 5 turns to the deadline (W-WATER-2), once
    per going down (R-17). The medic has spent its shooting phase, and when the ruleset needs a
    medkit one charge of the medic's own medkit (R-20)."""
    verdict = check_stabilise(state, ruleset, medic_id, patient_id, base_contact)
    refuse_if(verdict.violations)
    medic = state.character(medic_id)
    patient = state.character(patient_id)
    full = not in_water(state, patient)
    deadline = None
    rule_ids = ["R-20"]
    if not full:
        assert patient.bleed_out_dies_at is not None
        deadline = patient.bleed_out_dies_at + WATER_STABILISE_TURNS
        rule_ids += ["W-WATER-2", "R-17"]
    # when the ruleset needs a medkit, each stabilisation uses up one of its charges.
    medkit = _medkit(ruleset, medic) if ruleset.ruling("injury.stabilise_needs_medkit") else None
    charges = medkit[1] if medkit is not None else None
    payload = {
        "medic": medic.id,
        "patient": patient.id,
        "full": full,
        "bleed_out_dies_at": deadline,
        "base_contact": True,
        "medkit_item_id": medkit[0] if medkit is not None else None,
        "medkit_charges_left": charges - 1 if charges is not None else None,
        "rule_ids": rule_ids,
    }
    return [(EventType.stabilised, payload)]


def replace_phase(ruleset: Ruleset) -> Phase | None:
    cost = ruleset.ruling("aqualung.replace_cost")
    if cost == "movement_phase":
        return Phase.movement
    if cost == "shooting_phase":
        return Phase.shooting
    return None


def check_replace_tank(
    state: WargameState, ruleset: Ruleset, character_id: str, tank_item_id: int
) -> Verdict:
    """R-19: a character whose tank is damaged puts on a spare aqualung tank from its own
    inventory, spending its whole movement phase (``aqualung.replace_cost``; or its shooting
    phase): nothing else done in it before, as in R-2
    (:func:`~xcom_manager.rules.phase_actions.phase_conflicts`); not under W-ACT-1. A free
    replacement (``"free"``) spends nothing and is never refused for what was done."""
    ch = state.character(character_id)
    found = actor(state, ch, "replace_tank")
    if not ch.tank_damaged:
        found.append(Violation.of("R-19", "mission_tank_not_damaged", soldier=ch.name))
    carried = next((i for i in ch.items if i.item_id == tank_item_id), None)
    item = None if carried is None else ruleset.items.get(carried.item_type)
    if carried is None:
        found.append(Violation.of("R-19", "mission_no_spare_tank", soldier=ch.name))
    elif item is None or item.kind is not ItemKind.aqualung_tank:
        found.append(
            Violation.of(
                "R-19",
                "mission_not_a_tank",
                soldier=ch.name,
                item=item.name if item is not None else carried.item_type,
            )
        )
    needed = replace_phase(ruleset)
    if needed is not None:
        if state.phase is not needed:
            found.append(
                Violation.of(
                    "R-19", "mission_replace_wrong_phase", phase=state.phase, needed=needed
                )
            )
        else:
            done = phase_conflicts(ch.acted, "replaced_tank", state.phase.value)
            if done:
                found.append(
                    Violation.of(
                        "R-19",
                        "mission_replace_spent",
                        ("R-23",) if needed is Phase.shooting and "jumped" in done else (),
                        soldier=ch.name,
                        actions=done_words(done),
                        phase=state.phase,
                    )
                )
    return Verdict(tuple(found))


def replace_tank(
    state: WargameState, ruleset: Ruleset, character_id: str, tank_item_id: int
) -> list[Fact]:
    """Put on a spare aqualung tank (W-WATER-4, R-19, checked by :func:`check_replace_tank`):
    the tank is no longer damaged, the timer stops, the spare leaves play (the event names the
    item for the audit log), and the phase is spent."""
    verdict = check_replace_tank(state, ruleset, character_id, tank_item_id)
    refuse_if(verdict.violations)
    ch = state.character(character_id)
    carried = next(i for i in ch.items if i.item_id == tank_item_id)
    needed = replace_phase(ruleset)
    payload = {
        "character": ch.id,
        "tank_item_id": tank_item_id,
        "item_type": carried.item_type,
        "spends": None if needed is None else needed.value,
        "rule_ids": ["W-WATER-4", "R-19"],
    }
    return [(EventType.tank_replaced, payload)]


def _air_checks(state: WargameState, ch: CharacterState) -> list[Violation]:
    found = in_play(ch, down_ok=True)
    if not state.setup.underwater:
        found.append(Violation.of("R-16", "mission_not_underwater", soldier=ch.name))
    return found


def enter_air(state: WargameState, ruleset: Ruleset, character_id: str) -> list[Fact]:
    """R-16: the character reaches an air pocket or an X-COM transport (a downed one may be
    carried in): its aqualung timer stops while it stays; the tank stays damaged."""
    ch = state.character(character_id)
    found = _air_checks(state, ch)
    if ch.in_air:
        found.append(Violation.of("R-16", "mission_already_in_air", soldier=ch.name))
    refuse_if(found)
    return [
        (
            EventType.entered_air,
            {
                "character": ch.id,
                "timer_stopped": ch.suffocates_at is not None,
                "rule_ids": ["R-16"],
            },
        )
    ]


def leave_air(state: WargameState, ruleset: Ruleset, character_id: str) -> list[Fact]:
    """R-16: the character leaves the air pocket or transport; with a damaged tank the R-9
    grace restarts with this turn as turn 0."""
    ch = state.character(character_id)
    found = _air_checks(state, ch)
    if not ch.in_air:
        found.append(Violation.of("R-16", "mission_not_in_air", soldier=ch.name))
    refuse_if(found)
    deadline = grace_deadline(state, ruleset, ch.side) if ch.tank_damaged else None
    rule_ids = ["R-16", "R-9"] if ch.tank_damaged else ["R-16"]
    return [
        (EventType.left_air, {"character": ch.id, "suffocates_at": deadline, "rule_ids": rule_ids})
    ]
