"""The wargame as a rule system of the mission engine: its hooks, wired to its rules.

Commands (:mod:`.commands`) go to their rule functions: the turn structure (:mod:`.turns`),
jumps, climbs and swims (:mod:`.declare`), handoffs (:mod:`.handoffs`), wounds, stabilisation
and aqualungs (:mod:`.injuries`). App rule ``MIS-7``: a plan names what the ruleset knows (an
environment of the wargame, its species).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any, ClassVar, cast

import xcom_manager.rules.wargame.log_texts
import xcom_manager.rules.wargame.texts  # noqa: F401 - registers the findings' templates
from xcom_manager.rules.dice import MAX_DICE, Dice
from xcom_manager.rules.errors import RulesError, shown, text, whole_number
from xcom_manager.rules.inventory import CarriedItem
from xcom_manager.rules.mission.commands import AdvancePhase
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.system import (
    ActionOption,
    CharacterView,
    Debrief,
    Doom,
    Fact,
    ItemPlace,
    MissionPlan,
    Outcome,
    Position,
    RuleSystem,
    refuse_if,
)
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import Verdict, Violation
from xcom_manager.rules.wargame import tracker
from xcom_manager.rules.wargame.attacks import attack, attack_odds, check_attack
from xcom_manager.rules.wargame.checks import rolls_aqualung
from xcom_manager.rules.wargame.commands import (
    Attack,
    DeclareMove,
    EnterAir,
    HandOver,
    Kill,
    LeaveAir,
    MarkActed,
    Release,
    ReplaceTank,
    Slip,
    Stabilise,
    Withdraw,
    Wound,
)
from xcom_manager.rules.wargame.declare import check_declare_move, declare_move, move_environment
from xcom_manager.rules.wargame.deployment import squad_warnings
from xcom_manager.rules.wargame.describe import describe
from xcom_manager.rules.wargame.falls import check_slip, slip, slip_odds
from xcom_manager.rules.wargame.fold import apply_fact, timers
from xcom_manager.rules.wargame.handoffs import check_hand_over, hand_over
from xcom_manager.rules.wargame.injuries import (
    check_replace_tank,
    check_stabilise,
    enter_air,
    leave_air,
    replace_tank,
    stabilise,
    wound,
)
from xcom_manager.rules.wargame.moves import JumpDeclaration, MoveKind
from xcom_manager.rules.wargame.odds import jump_odds, tank_damage_chance
from xcom_manager.rules.wargame.state import (
    PHASE_ORDER,
    CharacterSetup,
    CharacterStatus,
    EventType,
    Side,
    WargameSetup,
    WargameState,
    character_json,
    initial_state,
    setup_from_json,
    setup_to_json,
)
from xcom_manager.rules.wargame.targets import target_of
from xcom_manager.rules.wargame.turns import (
    advance_phase,
    doomed_on_advance,
    kill,
    mark_acted,
    release,
    withdraw,
)

__all__ = ["ENVIRONMENTS", "Wargame", "declaration_of"]

#: The environments a wargame mission is fought in (W-WATER: underwater mode).
ENVIRONMENTS: tuple[str, ...] = ("ground", "underwater")


def declaration_of(command: DeclareMove) -> JumpDeclaration:
    """The rules' declaration of a move command (a ``DeclarationError`` naming impossible
    inches, W-JUMP-1)."""
    if not isinstance(command, DeclareMove):
        raise RulesError(f"not a move: {shown(command)}")
    return JumpDeclaration(
        kind=cast(MoveKind, command.kind),
        horizontal=command.horizontal,
        vertical=command.vertical,
        fall_height=command.fall_height,
        into_void=command.into_void,
        run_up=command.run_up,
        void_drop=command.void_drop,
    )


def _state(state: Any) -> WargameState:
    if not isinstance(state, WargameState):
        raise RulesError(f"not a wargame mission state: {shown(state)}")
    return state


def _setup(setup: Any) -> WargameSetup:
    if not isinstance(setup, WargameSetup):
        raise RulesError(f"not a wargame mission setup: {shown(setup)}")
    return setup


def _item(command: ReplaceTank | HandOver) -> int:
    """R-19, W-HAND-1: the item a command names, by its id (a whole number, not ``11.0``)."""
    return whole_number("the item", command.item_id, minimum=-(2**63), maximum=2**63)


class Wargame(RuleSystem):
    """The Warhammer-40k-style X-COM wargame (RULES.md ``W-``)."""

    name: ClassVar[str] = "wargame"
    playable: ClassVar[bool] = True
    options: ClassVar[Mapping[str, tuple[str, ...]]] = {"environment": ENVIRONMENTS}

    # -- setup ------------------------------------------------------------------------------

    def plan_warnings(self, ruleset: Ruleset, plan: MissionPlan) -> tuple[Violation, ...]:
        """MIS-12: no aliens, and each soldier's W-WATER-1, W-HAND-3 and R-9 warnings."""
        return (*super().plan_warnings(ruleset, plan), *squad_warnings(ruleset, plan))

    def plan(self, ruleset: Ruleset, plan: MissionPlan) -> WargameSetup:
        """The squad with its stats, wounds and kit; the aliens numbered by species ("Sectoid
        1", "Sectoid 2") with their species' stats; game turn 1 starts with X-COM. MIS-7: the
        environment is ground or underwater, every species is the ruleset's."""
        environment = plan.options.get("environment", "ground")
        found: list[Violation] = []
        if environment not in ENVIRONMENTS:
            found.append(Violation.of("MIS-7", "mission_plan_environment", environment=environment))
        unknown = sorted({a.species for a in plan.aliens if a.species not in ruleset.species})
        if unknown:
            found.append(
                Violation.of(
                    "MIS-7",
                    "mission_plan_species",
                    species=", ".join(unknown),
                    ruleset=ruleset.name,
                )
            )
        refuse_if(found)
        characters = [
            CharacterSetup(
                id=f"s{member.soldier_id}",
                name=member.name,
                side=Side.xcom,
                soldier_id=member.soldier_id,
                soldier_class=member.soldier_class,
                unit_type=member.unit_type,
                species=None,
                stats=dict(member.stats),
                wounds=member.wounds,
                breathes_air=True,  # X-COM soldiers breathe air
                items=tuple(CarriedItem(*item) for item in member.items),
            )
            for member in plan.squad
        ]
        picks = [a.species for a in plan.aliens for _ in range(a.count)]
        counts = {key: picks.count(key) for key in picks}
        numbers: dict[str, int] = {}
        for index, key in enumerate(picks, start=1):
            species = ruleset.species[key]
            numbers[key] = numbers.get(key, 0) + 1
            label = species.name if counts[key] == 1 else f"{species.name} {numbers[key]}"
            stats = {str(k): int(v) for k, v in species.stats.items()}
            characters.append(
                CharacterSetup(
                    id=f"a{index}",
                    name=label,
                    side=Side.aliens,
                    soldier_id=None,
                    soldier_class=key,
                    unit_type=species.unit_type,
                    species=key,
                    stats=stats,
                    wounds=stats.get(ruleset.wounds_stat, 1),
                    breathes_air=species.breathes_air,
                )
            )
        return WargameSetup(name=plan.name, environment=environment, characters=tuple(characters))

    def setup_to_json(self, setup: Any) -> dict[str, Any]:
        return setup_to_json(_setup(setup))

    def setup_from_json(self, data: Mapping[str, Any]) -> WargameSetup:
        return setup_from_json(data)

    def soldier_ids(self, setup: Any) -> tuple[int, ...]:
        return tuple(c.soldier_id for c in _setup(setup).characters if c.soldier_id is not None)

    # -- state ------------------------------------------------------------------------------

    def initial_state(self, setup: Any) -> WargameState:
        return initial_state(_setup(setup))

    def apply(self, state: Any, event_type: str, payload: Mapping[str, Any]) -> WargameState:
        return apply_fact(_state(state), event_type, payload)

    def position(self, state: Any) -> Position:
        s = _state(state)
        header = Message.of(
            "wg_header", turn=s.turn, side_name=s.side.value, phase_name=s.phase.value
        )
        return Position(s.turn, s.side.value, s.phase.value, header, s.phase is PHASE_ORDER[-1])

    def short_position(self, state: Any) -> Message:
        """``turn 2, xcom movement phase`` (the command line's ``mission list``)."""
        s = _state(state)
        return Message.of(
            "wg_position", turn=s.turn, side_key=s.side.value, phase_key=s.phase.value
        )

    def state_to_json(self, state: Any) -> dict[str, Any]:
        s = _state(state)
        return {
            "name": s.setup.name,
            "environment": s.setup.environment,
            "turn": s.turn,
            "side": s.side.value,
            "phase": s.phase.value,
            "finished": s.finished,
            "characters": [character_json(s.characters[c.id]) for c in s.setup.characters],
            "timers": [
                {
                    "character_id": t.character_id,
                    "kind": t.kind.value,
                    "dies_at_turn": t.dies_at_turn,
                    "turns_left": t.turns_left,
                    "expires_next_turn": t.expires_next_turn,
                }
                for t in timers(s)
            ],
        }

    # -- commands ---------------------------------------------------------------------------

    def doomed_on_advance(self, state: Any) -> tuple[Doom, ...]:
        """R-8, W-WATER-4 / R-9: who dies if the phase ends now."""
        return doomed_on_advance(_state(state))

    def execute(self, state: Any, ruleset: Ruleset, command: object, dice: Dice) -> list[Fact]:
        s = _state(state)
        handlers: dict[type, Callable[[Any], list[Fact]]] = {
            AdvancePhase: lambda c: advance_phase(s),
            Attack: lambda c: attack(s, ruleset, c, dice),
            Slip: lambda c: slip(s, ruleset, c.character_id, c.drop, dice),
            DeclareMove: lambda c: declare_move(
                s, ruleset, c.character_id, declaration_of(c), dice
            ),
            HandOver: lambda c: hand_over(
                s,
                ruleset,
                c.giver_id,
                c.receiver_id,
                c.item_id,
                c.base_contact,
                c.target_slot,
                c.target_index,
            ),
            Wound: lambda c: wound(s, ruleset, c.character_id, c.unsaved_wounds, dice),
            Stabilise: lambda c: stabilise(s, ruleset, c.medic_id, c.patient_id, c.base_contact),
            ReplaceTank: lambda c: replace_tank(s, ruleset, c.character_id, _item(c)),
            EnterAir: lambda c: enter_air(s, ruleset, c.character_id),
            LeaveAir: lambda c: leave_air(s, ruleset, c.character_id),
            Release: lambda c: release(s, c.character_id, c.cause),
            MarkActed: lambda c: mark_acted(s, c.character_id, c.action),
            Kill: lambda c: kill(s, c.character_id, c.killer_id),
            Withdraw: lambda c: withdraw(s, c.character_id, c.status),
        }
        handler = handlers.get(type(command))
        if handler is None:
            raise RulesError(f"not a command of the wargame: {shown(command)}")
        return handler(command)

    def check(self, state: Any, ruleset: Ruleset, command: object) -> Verdict | None:
        """The commands checked apart from executing them (their findings carry warnings)."""
        s = _state(state)
        if isinstance(command, Attack):
            return check_attack(s, ruleset, command)
        if isinstance(command, Slip):
            return check_slip(s, ruleset, command.character_id, command.drop)
        if isinstance(command, DeclareMove):
            return check_declare_move(s, ruleset, command.character_id, declaration_of(command))
        if isinstance(command, HandOver):
            return check_hand_over(
                s,
                ruleset,
                command.giver_id,
                command.receiver_id,
                command.item_id,
                command.base_contact,
                command.target_slot,
                command.target_index,
            )
        if isinstance(command, Stabilise):
            return check_stabilise(
                s, ruleset, command.medic_id, command.patient_id, command.base_contact
            )
        if isinstance(command, ReplaceTank):
            return check_replace_tank(s, ruleset, command.character_id, _item(command))
        return None

    def ends(self, state: Any) -> list[Fact]:
        return [(EventType.ended, {"turn": _state(state).turn})]

    def actions(self, state: Any, ruleset: Ruleset, character_id: str) -> tuple[ActionOption, ...]:
        return tracker.actions(_state(state), character_id)

    def odds(self, state: Any, ruleset: Ruleset, command: object) -> tuple[Outcome, ...]:
        """A jump, climb or swim: passes / fails (M-TEST-1) and what a fall or a failed swim
        risks. A wound under water for an X-COM air-breather outside air with a sound tank:
        the tank damaged (W-WATER-4, R-10) and going down (R-8: 1 or 0)."""
        s = _state(state)
        if isinstance(command, Attack):
            return attack_odds(s, ruleset, command)
        if isinstance(command, Slip):
            return slip_odds(s, ruleset, command.character_id, command.drop)
        if isinstance(command, DeclareMove):
            ch = s.character(command.character_id)
            setup = s.setup.character(ch.id)
            target = target_of(s, ruleset, ch, facing="side")
            return jump_odds(
                ruleset,
                declaration_of(command),
                initiative=int(setup.stats.get("I", 0)),
                toughness=target.toughness,
                save=target.armour_save,
                is_vehicle=target.vehicle,
                underwater=move_environment(s, ch) == "underwater",
                breathes_air=rolls_aqualung(s, ch),
                side_armour=target.armour,
                invulnerable_save=target.invulnerable_save,
                several_wounds=target.several_wounds,
            )
        if isinstance(command, Wound):
            wounds = whole_number(
                "the unsaved wounds", command.unsaved_wounds, minimum=1, maximum=MAX_DICE
            )
            ch = s.character(command.character_id)
            setup = s.setup.character(ch.id)
            if not (ch.in_play and rolls_aqualung(s, ch)):
                return ()
            per_wound = ruleset.ruling("aqualung.roll_per") == "wound"
            count = wounds if per_wound else 1
            down = ch.status is CharacterStatus.active and ch.wounds <= wounds
            return (
                Outcome("tank_damaged", tank_damage_chance(count)),
                Outcome("goes_down", Fraction(1 if down else 0)),
            )
        return ()

    # -- words, tracker and campaign --------------------------------------------------------

    def probe_face(self, purpose: str, sides: int) -> int:
        """A failed save rolls on (the next save in sequence, M-SAVE-1; the aqualung dice of
        the wound, W-WATER-4); any other die shows its highest face."""
        if text("the purpose of a roll", purpose).endswith(" save"):
            return 1
        return super().probe_face(purpose, sides)

    def describe(
        self, setup: Any, event_type: str, payload: Mapping[str, Any], ruleset: Ruleset | None
    ) -> tuple[Message, ...]:
        return describe(_setup(setup), event_type, payload, ruleset)

    def reminders(self, mission: Mission) -> tuple[tuple[Message, ...], ...]:
        return tracker.reminders(mission)

    def characters(self, mission: Mission, ruleset: Ruleset) -> tuple[CharacterView, ...]:
        return tracker.characters(mission, ruleset)

    def detail(self, mission: Mission, ruleset: Ruleset) -> tracker.WargameDetail:
        return tracker.detail(mission, ruleset)

    def item_places(self, mission: Mission) -> Mapping[int, ItemPlace]:
        return tracker.item_places(mission)

    def debrief(self, mission: Mission, ruleset: Ruleset) -> Debrief:
        return tracker.debrief(mission, ruleset)
