"""Jumps, climbs and swims (W-JUMP-1..10, W-WATER-3), characteristic tests (M-TEST-1) and
falling hits (M-HIT-1, R-6, R-7); their exact odds are in :mod:`.odds`.

The GM measures a move on the table and declares it as a :class:`JumpDeclaration`:

* ``horizontal`` / ``vertical``: inches from the character to the declared end point (W-JUMP-1:
  at most 6" and 3" for a jump or swim; ``vertical`` may be negative for an end point below);
* ``fall_height``: the vertical drop from the point it would fall from to the surface below. The
  GM measures it from that point (R-7): from halfway along the declared jump (W-JUMP-4), from the
  highest point of a climb (W-JUMP-9);
* ``into_void``: the end point is in empty space (W-JUMP-8);
* ``run_up``: the inches a bike, walker or cavalry model physically moves for its jump
  (W-JUMP-3); ``0`` means "not measured apart from the declaration" (the declared ``horizontal``
  is taken).

The attempted inches of R-7 (:attr:`JumpDeclaration.length`) are the horizontal length of a jump
or swim (W-JUMP-8: "the horizontal length of the jump"; the 4" of W-JUMP-5's rift), and the
climbed path, up the wall and over the edge (vertical plus horizontal), for a climb or a
swim-climb, the move W-JUMP-9 limits to 6". A jump into the void has two fall points (R-7):
``fall_height`` is the drop from halfway along (a failure, W-JUMP-4) and ``void_drop`` the drop
from the declared point (a pass, W-JUMP-8), when the two differ.

:func:`check_declaration` says whether the move may be declared (a :class:`Verdict`);
:func:`resolve_jump` rolls the Initiative test and everything a failure calls for through an
injected :class:`Dice` source, and returns a :class:`JumpOutcome` holding every roll it used, so
``resolve_jump(..., dice=ScriptedDice.replaying(outcome.rolls))`` rebuilds the same outcome.
An outcome holds facts only (rolls, points, hits); the log words it
(:mod:`xcom_manager.rules.wargame.describe`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import cast

import xcom_manager.rules.wargame.texts  # noqa: F401 - registers the findings' templates
from xcom_manager.rules.dice import BEARING_SIDES, D6, Dice, Roll
from xcom_manager.rules.errors import RulesError, number, shown, text, whole_number
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.verdict import Verdict, Violation
from xcom_manager.rules.wargame.state import STOPPED_MOVES

__all__ = [
    "AQUALUNG_BREAK_MAX",
    "CLIMB_MAX",
    "D6_FACES",
    "JUMP_MAX_HORIZONTAL",
    "JUMP_MAX_VERTICAL",
    "JUMP_PHASES",
    "MAX_INCHES",
    "RUN_UP",
    "DeclarationError",
    "FallHit",
    "JumpDeclaration",
    "JumpOutcome",
    "MoveKind",
    "Scatter",
    "characteristic_test",
    "check_declaration",
    "fall_hit",
    "fall_strength",
    "resolve_jump",
    "slip_fall",
]

#: W-JUMP-1: the end point of a jump is at most 6" horizontally ...
JUMP_MAX_HORIZONTAL = 6
#: ... and 3" vertically from the character.
JUMP_MAX_VERTICAL = 3
#: W-JUMP-3: bikes, walkers and cavalry declare and move the full 6" horizontally.
RUN_UP = 6
#: W-JUMP-9: a climb is at most 6".
CLIMB_MAX = 6
#: The most inches a declaration may give (a table is never larger).
MAX_INCHES = 10_000
#: W-JUMP-1: the phases in which a jump may be declared.
JUMP_PHASES: tuple[str, ...] = ("movement", "shooting")
#: W-WATER-4: on a d6 of 1 or 2 the aqualung tank is damaged.
AQUALUNG_BREAK_MAX = 2
#: W-JUMP-5: a falling hit is at most Strength 10 ...
_MAX_FALL_STRENGTH = 10
#: ... and each further inch lowers the AP by 1 from AP6 (Strength 11 -> AP6).
_FIRST_AP = 6

_ENVIRONMENTS = ("ground", "underwater")
#: The faces of a d6.
D6_FACES = range(1, D6 + 1)


class DeclarationError(RulesError):
    """A declaration that cannot describe a move (a negative or non-finite distance), or a
    resolution asked for a move the environment does not allow (check it first)."""


class MoveKind(StrEnum):
    """W-JUMP-1 jump, W-JUMP-9 climb; under water (W-WATER-3, R-24) the swim that replaces a
    jump (``swim``) and the one that replaces a climb (``swim_climb``)."""

    jump = "jump"
    climb = "climb"
    swim = "swim"
    swim_climb = "swim_climb"

    @property
    def swimming(self) -> bool:
        return self in (MoveKind.swim, MoveKind.swim_climb)

    @property
    def climbing(self) -> bool:
        """A climb, or the swim that replaces one (R-24: it keeps the climb's limits)."""
        return self in (MoveKind.climb, MoveKind.swim_climb)


def _inches_of(name: str, value: object, low: float = 0) -> float:
    """A distance the GM measured: a finite number of inches, ``low`` .. :data:`MAX_INCHES`."""
    unit = "a number of inches"
    return number(name, value, minimum=low, maximum=MAX_INCHES, unit=unit, error=DeclarationError)


def _exact(inches: float) -> Fraction:
    """Inches as typed (``2.2`` is 11/5, not the float's binary value), so that R-7's rounding up
    does not turn 2.2 + 0.8 into 4."""
    return Fraction(repr(float(inches)))


@dataclass(frozen=True, slots=True)
class JumpDeclaration:
    """A jump, climb or swim as the GM measured it (inches); see the module docstring."""

    kind: MoveKind
    horizontal: float
    vertical: float
    fall_height: float
    into_void: bool = False
    run_up: float = 0.0
    void_drop: float | None = None

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "kind", MoveKind(self.kind))
        except ValueError:
            raise DeclarationError(
                f"a move is a jump, climb, swim or swim_climb, not {shown(self.kind)}"
            ) from None
        names = ["horizontal", "vertical", "fall_height", "run_up"]
        if self.void_drop is not None:
            names.append("void_drop")
        for name in names:
            low = -MAX_INCHES if name == "vertical" else 0
            object.__setattr__(self, name, _inches_of(name, getattr(self, name), low))
        if not isinstance(self.into_void, bool):
            raise DeclarationError(f"into_void must be true or false, not {shown(self.into_void)}")

    @property
    def length(self) -> float:
        """R-7's attempted inches: the horizontal length of a jump or swim (W-JUMP-8: "the
        horizontal length of the jump"); for a climb (W-JUMP-9, R-24) the climbed path, up the
        wall and over the edge."""
        return float(self._length_exact())

    def _length_exact(self) -> Fraction:
        if self.kind.climbing:
            return _exact(self.horizontal) + abs(_exact(self.vertical))
        return _exact(self.horizontal)

    @property
    def pass_drop(self) -> float:
        """R-7: the drop from the declared point of a passed jump into the void (W-JUMP-8): the
        ``void_drop`` the GM gave, else the one ``fall_height``."""
        return self.fall_height if self.void_drop is None else self.void_drop

    @property
    def moved_horizontally(self) -> float:
        """W-JUMP-3: the inches physically moved horizontally (``run_up``, else ``horizontal``)."""
        return self.run_up if self.run_up > 0 else self.horizontal

    def to_payload(self) -> dict[str, str | float | bool]:
        """JSON-ready data for a mission event."""
        data: dict[str, str | float | bool] = {
            "kind": self.kind.value,
            "horizontal": self.horizontal,
            "vertical": self.vertical,
            "fall_height": self.fall_height,
            "into_void": self.into_void,
            "run_up": self.run_up,
        }
        if self.void_drop is not None:
            data["void_drop"] = self.void_drop
        return data

    @classmethod
    def from_payload(cls, data: Mapping[str, object]) -> JumpDeclaration:
        """A declaration back from :meth:`to_payload` data."""
        if not isinstance(data, Mapping):
            raise DeclarationError(f"not a jump declaration: {shown(data)}")
        try:
            return cls(
                kind=MoveKind(cast(str, data["kind"])),
                horizontal=cast(float, data["horizontal"]),
                vertical=cast(float, data["vertical"]),
                fall_height=cast(float, data["fall_height"]),
                into_void=bool(data.get("into_void", False)),
                run_up=cast(float, data.get("run_up", 0.0)),
                void_drop=cast(float | None, data.get("void_drop")),
            )
        except (KeyError, ValueError) as exc:
            raise DeclarationError(f"not a jump declaration: {shown(dict(data))} ({exc})") from exc


@dataclass(frozen=True, slots=True)
class FallHit:
    """An automatic falling hit (W-JUMP-4): Strength, AP (``None`` = no AP modification, at
    Strength 10 or less; W-JUMP-5, R-6), never a cover save, on a vehicle's side armour
    (W-JUMP-6)."""

    strength: int
    ap: int | None
    cover_save: bool
    side_armour: bool

    @property
    def label(self) -> str:
        """``"S10 AP3"`` / ``"S4"``."""
        return f"S{self.strength}" if self.ap is None else f"S{self.strength} AP{self.ap}"


@dataclass(frozen=True, slots=True)
class Scatter:
    """W-WATER-3 / R-11: scattered ``distance`` inches (d6) on a ``bearing`` of 0..359 degrees."""

    bearing: int
    distance: int


@dataclass(frozen=True, slots=True)
class JumpOutcome:
    """What a resolved jump, climb or swim did.

    ``test`` is the Initiative test roll (M-TEST-1) against ``initiative``. ``falls`` is true when
    the character falls (a failed jump or climb, W-JUMP-4; a passed jump into the void, W-JUMP-8);
    ``fall_from`` names the point it falls from, or where a failed swimmer would have fallen and
    scatters from (W-WATER-3): ``"midpoint"`` (W-JUMP-4), ``"highest_point"`` (W-JUMP-9),
    ``"declared_point"`` (W-JUMP-8), ``None`` when it neither falls nor scatters. ``hit`` is the
    falling hit (``None`` under water or at Strength 0, R-7); ``scatter`` and ``aqualung_test``
    come with a failed swim, ``tank_damaged`` when the test shows 1 or 2 (W-WATER-4).
    ``may_keep_moving`` is false after any failure (W-JUMP-7) or fall (W-JUMP-8). ``rolls`` holds
    every roll used, in order; ``rule_ids`` every rule applied. ``slip_check`` reminds the tracker
    of W-JUMP-10: the character moves on, and if it ends its movement with no solid surface under
    it, :func:`slip_fall` gives the hit of the fall that follows.
    """

    declaration: JumpDeclaration
    test: Roll
    initiative: int
    passed: bool
    falls: bool
    fall_from: str | None
    hit: FallHit | None
    scatter: Scatter | None
    aqualung_test: Roll | None
    tank_damaged: bool
    may_keep_moving: bool
    rolls: tuple[Roll, ...]
    rule_ids: tuple[str, ...]
    slip_check: bool = False
    sinks: bool = False


# --------------------------------------------------------------------------------------------
# M-TEST-1


def _die_ruling(ruleset: Ruleset, key: str) -> int:
    value = ruleset.ruling(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def characteristic_test(ruleset: Ruleset, value: int, roll: Roll) -> bool:
    """M-TEST-1: passed when the d6 shows the characteristic or less; a natural ``test.auto_fail``
    (6) always fails and a natural ``test.auto_pass`` (1) always passes (0 = no such face)."""
    value = whole_number("the characteristic tested", value, minimum=-1000, maximum=1000)
    auto_fail = _die_ruling(ruleset, "test.auto_fail")
    auto_pass = _die_ruling(ruleset, "test.auto_pass")
    if auto_fail and roll.value == auto_fail:
        return False
    if auto_pass and roll.value == auto_pass:
        return True
    return roll.value <= value


# --------------------------------------------------------------------------------------------
# Falling hits: W-JUMP-4/5/6/8/10, R-6, R-7


def fall_strength(attempted: float, fall: float, *, into_void: bool) -> int:
    """R-7: ceil(attempted + fall) inches, or ceil(fall) alone under W-JUMP-8 (the jump's length
    is not added). Before W-JUMP-5's cap."""
    attempted = _inches_of("the attempted inches", attempted)
    fall = _inches_of("the fall", fall)
    inches = _exact(fall) if into_void else _exact(attempted) + _exact(fall)
    return math.ceil(inches)


def _hit_for_strength(ruleset: Ruleset, raw: int, *, is_vehicle: bool) -> FallHit | None:
    if raw <= 0:
        return None  # Strength 0 means no hit
    if raw <= _MAX_FALL_STRENGTH:
        return FallHit(raw, None, cover_save=False, side_armour=is_vehicle)
    # W-JUMP-5: S10, and each inch above 10 lowers the AP by 1 from AP6; R-6: never below
    # fall.min_ap (AP1).
    min_ap = _die_ruling(ruleset, "fall.min_ap") or 1
    ap = max(_FIRST_AP - (raw - _MAX_FALL_STRENGTH - 1), min_ap)
    return FallHit(_MAX_FALL_STRENGTH, ap, cover_save=False, side_armour=is_vehicle)


def fall_hit(
    ruleset: Ruleset, attempted: float, fall: float, *, into_void: bool, is_vehicle: bool
) -> FallHit | None:
    """The automatic hit of a fall (W-JUMP-4): Strength ceil(attempted + fall), or ceil(fall)
    under W-JUMP-8 (R-7); above 10 it is S10 with AP6 at 11, one less each further inch
    (W-JUMP-5), never below ``fall.min_ap`` (R-6: AP1); no cover save, a vehicle's side armour
    (W-JUMP-6). Strength 0 gives no hit (``None``)."""
    raw = fall_strength(attempted, fall, into_void=into_void)
    return _hit_for_strength(ruleset, raw, is_vehicle=is_vehicle)


def slip_fall(ruleset: Ruleset, fall: float, *, is_vehicle: bool) -> FallHit | None:
    """W-JUMP-10: a character with no solid surface under it at the end of its movement slips
    and falls on from where it stopped; the hit counts the ``fall`` inches alone (no jump length
    is added, as in W-JUMP-8), capped and floored as W-JUMP-5 / R-6."""
    return fall_hit(ruleset, 0.0, fall, into_void=True, is_vehicle=is_vehicle)


def _hit_rule_ids(ruleset: Ruleset, attempted: float, fall: float, *, into_void: bool) -> list[str]:
    raw = fall_strength(attempted, fall, into_void=into_void)
    ids = ["R-7"]
    if raw <= 0:
        return ids
    ids += ["M-HIT-1", "W-JUMP-6"]
    if raw > _MAX_FALL_STRENGTH:
        ids.append("W-JUMP-5")
        min_ap = _die_ruling(ruleset, "fall.min_ap") or 1
        if _FIRST_AP - (raw - _MAX_FALL_STRENGTH - 1) <= min_ap:
            ids.append("R-6")
    return ids


# --------------------------------------------------------------------------------------------
# Declaring a move: W-JUMP-1/3/7/9, W-WATER-3, W-ACT-1


def check_declaration(
    ruleset: Ruleset,
    *,
    unit_type: str,
    declaration: JumpDeclaration,
    phase: str,
    environment: str,
    jumped_this_phase: bool,
    failed_jump_this_phase: bool,
    cannot_act: str | None,
    stopped_by: str = "W-JUMP-7",
) -> Verdict:
    """May this character declare this jump, climb or swim now? Every finding is collected.

    W-ACT-1 (a character released this phase cannot act); W-JUMP-1 (movement or shooting phase,
    once per phase, end point within 6" horizontally and 3" vertically); W-JUMP-7 (no further
    move after a failed jump or climb this phase); W-JUMP-3 (bikes, walkers and cavalry declare
    and move the full 6" horizontally); W-JUMP-9 (climbing for the unit types that can climb, at
    most 6"); W-WATER-3 (under water only swimming; on the ground no swimming).

    An unknown ``unit_type`` or ``environment`` is a :class:`DeclarationError` (a bug, not a
    refusal).
    """
    unit = ruleset.unit_types.get(text("the unit type", unit_type, error=DeclarationError))
    if unit is None:
        raise DeclarationError(f"unknown unit type {shown(unit_type)} in ruleset {ruleset.id!r}")
    if environment not in _ENVIRONMENTS:
        raise DeclarationError(
            f"environment must be one of {', '.join(_ENVIRONMENTS)}, not {shown(environment)}"
        )
    text("the phase", phase, error=DeclarationError)
    if cannot_act is not None:
        text("the cause that keeps a character from acting", cannot_act, error=DeclarationError)
    kind = declaration.kind
    move = kind.value
    found: list[Violation] = []

    if cannot_act is not None:
        found.append(Violation.of("W-ACT-1", "move_cannot_act", move=move, cause=cannot_act))
    if phase not in JUMP_PHASES:
        found.append(Violation.of("W-JUMP-1", "jump_wrong_phase", move=move, phase=phase))
    if failed_jump_this_phase:
        rule, key = STOPPED_MOVES.get(stopped_by, STOPPED_MOVES["W-JUMP-7"])[:2]
        found.append(Violation.of(rule, key, move=move, phase=phase))
    elif jumped_this_phase:
        found.append(Violation.of("W-JUMP-1", "jump_once_per_phase", move=move, phase=phase))

    if environment == "underwater" and not kind.swimming:
        found.append(Violation.of("W-WATER-3", "swim_only_underwater", move=move))
    if environment == "ground" and kind.swimming:
        found.append(Violation.of("W-WATER-3", "no_swim_on_ground"))

    if kind.climbing:
        # W-JUMP-9; R-24: a swim-climb keeps the climb's limits.
        if not unit.can_climb:
            found.append(Violation.of("W-JUMP-9", "cannot_climb", unit_type=unit.name))
        if declaration.length > CLIMB_MAX:
            found.append(
                Violation.of(
                    "W-JUMP-9",
                    "climb_too_far",
                    length=_inches(declaration.length),
                    limit=CLIMB_MAX,
                )
            )
    else:
        if declaration.horizontal > JUMP_MAX_HORIZONTAL:
            found.append(
                Violation.of(
                    "W-JUMP-1",
                    "jump_too_far",
                    move=move,
                    horizontal=_inches(declaration.horizontal),
                    limit=JUMP_MAX_HORIZONTAL,
                )
            )
        if abs(declaration.vertical) > JUMP_MAX_VERTICAL:
            found.append(
                Violation.of(
                    "W-JUMP-1",
                    "jump_too_high",
                    move=move,
                    vertical=_inches(abs(declaration.vertical)),
                    limit=JUMP_MAX_VERTICAL,
                )
            )
        if unit.needs_run_up:
            # W-JUMP-3: declare the full 6" horizontally, and move it.
            if declaration.horizontal < RUN_UP:
                found.append(
                    Violation.of(
                        "W-JUMP-3",
                        "run_up_declare",
                        unit_type=unit.name,
                        horizontal=_inches(declaration.horizontal),
                        limit=RUN_UP,
                    )
                )
            elif declaration.moved_horizontally < RUN_UP:
                found.append(
                    Violation.of(
                        "W-JUMP-3",
                        "run_up_move",
                        unit_type=unit.name,
                        run_up=_inches(declaration.run_up),
                        limit=RUN_UP,
                    )
                )
    return Verdict(tuple(found))


def _inches(value: float) -> str:
    return f"{value:g}"


# --------------------------------------------------------------------------------------------
# Resolving a move: W-JUMP-2/4/5/6/7/8/9/10, W-WATER-3, W-WATER-4, M-SCATTER-1, R-11


def _fall_point(kind: MoveKind) -> tuple[str, str]:
    """Where a failed move falls (or sinks, R-25) from, and the rule that says so."""
    if kind.climbing:
        return "highest_point", "W-JUMP-9"
    return "midpoint", "W-JUMP-4"


def _unique(ids: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(ids))


def resolve_jump(
    ruleset: Ruleset,
    declaration: JumpDeclaration,
    *,
    initiative: int,
    is_vehicle: bool,
    underwater: bool,
    breathes_air: bool,
    dice: Dice,
) -> JumpOutcome:
    """Resolve a declared jump, climb or swim (check it first with :func:`check_declaration`).

    The Initiative test (W-JUMP-2, M-TEST-1) is one d6. On a pass the character reaches the end
    point and may keep moving (W-JUMP-10 then applies if it ends with nothing under it); a pass
    into the void still falls from the declared point with Strength ceil(fall) (W-JUMP-8, R-7)
    and may not move further. On a failure it falls from halfway along the jump (W-JUMP-4) or
    from the highest point of a climb (W-JUMP-9) and takes S ceil(length + fall) (R-7, W-JUMP-5,
    R-6), no cover save, vehicles on the side armour (W-JUMP-6), and cannot move further
    (W-JUMP-7).

    Under water (``underwater``, a swim-jump or swim-climb, R-24) a failure sinks vertically
    from the fall point with no hit (R-25, R-26), then scatters d6" on a bearing rolled 0..359
    (W-WATER-3, M-SCATTER-1, R-11: bearing first, then distance) from where it settled, then, if
    ``breathes_air`` (an X-COM character whose species breathes air, R-10), rolls the aqualung
    test: 1 or 2 damages the tank (W-WATER-4). A pass into open water ends the move at the
    declared point with no hit and no further movement (R-26).
    """
    kind = declaration.kind
    if underwater != kind.swimming:
        raise DeclarationError(
            "under water the move is a swim, on the ground a jump or climb (W-WATER-3)"
        )
    attempted = declaration.length
    fall = declaration.fall_height
    rolls: list[Roll] = []
    test = dice.roll("initiative test", D6)
    rolls.append(test)
    passed = characteristic_test(ruleset, initiative, test)
    ids = ["M-TEST-1", "W-JUMP-2"]
    if kind.climbing:
        ids.append("W-JUMP-9")
    if underwater:
        ids += ["W-WATER-3", "R-24"]

    falls = False
    fall_from: str | None = None
    hit: FallHit | None = None
    scatter: Scatter | None = None
    aqualung: Roll | None = None
    tank_damaged = False
    may_keep_moving = True
    slip_check = False
    sinks = False

    if passed and not declaration.into_void:
        # W-JUMP-10 (on the ground): it moves on, and falls on if it ends over nothing; R-26:
        # no slipping under water.
        slip_check = not underwater
        if slip_check:
            ids.append("W-JUMP-10")
    elif passed and underwater:
        # no falling under water: a passed swim into open water ends the move at the
        # declared point, with no hit and no further movement.
        may_keep_moving = False
        ids += ["W-JUMP-8", "R-26"]
    elif passed:
        # W-JUMP-8: even on a pass it falls, vertically from the declared point, and the jump's
        # length is not added (R-7: the drop from the declared point).
        falls, fall_from, may_keep_moving = True, "declared_point", False
        drop = declaration.pass_drop
        ids.append("W-JUMP-8")
        hit = fall_hit(ruleset, attempted, drop, into_void=True, is_vehicle=is_vehicle)
        ids += _hit_rule_ids(ruleset, attempted, drop, into_void=True)
    else:
        fall_from, point_rule = _fall_point(kind)
        may_keep_moving = False
        ids += [point_rule, "W-JUMP-7"]
        if underwater:
            # R-25: it sinks from the fall point with no hit (R-26), then scatters d6" on a
            # random bearing from where it settled (W-WATER-3, R-11), then the aqualung
            # breakage test of W-WATER-4.
            sinks = True
            bearing = dice.roll("scatter bearing", BEARING_SIDES)
            distance = dice.roll("scatter distance", D6)
            rolls += [bearing, distance]
            scatter = Scatter(bearing.value, distance.value)
            ids += ["R-25", "R-26", "M-SCATTER-1", "R-11"]
            if breathes_air:
                aqualung = dice.roll("aqualung test", D6)
                rolls.append(aqualung)
                tank_damaged = aqualung.value <= AQUALUNG_BREAK_MAX
                ids += ["W-WATER-4", "R-10"]
        else:
            falls = True
            hit = fall_hit(ruleset, attempted, fall, into_void=False, is_vehicle=is_vehicle)
            ids += _hit_rule_ids(ruleset, attempted, fall, into_void=False)

    return JumpOutcome(
        declaration=declaration,
        test=test,
        initiative=initiative,
        passed=passed,
        falls=falls,
        fall_from=fall_from,
        hit=hit,
        scatter=scatter,
        aqualung_test=aqualung,
        tank_damaged=tank_damaged,
        may_keep_moving=may_keep_moving,
        rolls=tuple(rolls),
        rule_ids=_unique(ids),
        slip_check=slip_check,
        sinks=sinks,
    )
