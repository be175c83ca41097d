"""Rulings: every ruling key of RULES.md (R-1 .. R-20, M-TEST-1, M-SHOOT-1, M-CC-1, M-SAVE-1),
its default, its rule ID and the values it accepts.

A ruleset file's ``[rulings.<group>]`` tables may give any of them; each one a file leaves out
takes the RULES.md default, so a user's ruleset may be short.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TypeAlias

from xcom_manager.rules.errors import shown
from xcom_manager.rules.ruleset.checker import Checker

__all__ = [
    "CLOSE_COMBAT_TO_HIT_KEYS",
    "COMBAT_DIE_SIDES",
    "COMBAT_FACE_NAMES",
    "RULING_DEFAULTS",
    "RULING_RULE_IDS",
    "SHOOTING_TO_HIT_KEYS",
    "RulingValue",
    "check_rulings",
]

#: M-CX-1: the faces a Combat die may show.
COMBAT_FACE_NAMES: tuple[str, ...] = (
    "blank",
    "hit",
    "double_hit",
    "critical_hit",
    "shield",
    "double_shield",
)

#: M-CX-1: a Combat die has twelve faces.
COMBAT_DIE_SIDES = 12

#: The value of a ruling: a flag, a number, a choice, or the face counts of ``combat.faces``.
RulingValue: TypeAlias = bool | int | str | tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class _RulingSpec:
    rule_id: str
    default: RulingValue
    check: Callable[[Checker, str, object], RulingValue]


def _bool_ruling(c: Checker, path: str, value: object) -> RulingValue:
    return c.as_bool(path, value)


def _int_ruling(minimum: int, maximum: int) -> Callable[[Checker, str, object], RulingValue]:
    def check(c: Checker, path: str, value: object) -> RulingValue:
        return c.as_int(path, value, minimum, maximum)

    return check


def _enum_ruling(*allowed: str) -> Callable[[Checker, str, object], RulingValue]:
    def check(c: Checker, path: str, value: object) -> RulingValue:
        return c.as_choice(path, value, allowed)

    return check


def _die_value(c: Checker, path: str, value: object) -> RulingValue:
    """``test.auto_fail`` / ``test.auto_pass``: a d6 face, or 0 for "no automatic result"."""
    return c.as_int(path, value, 0, 6)


def _adjacency_ruling(c: Checker, path: str, value: object) -> RulingValue:
    number = c.as_int(path, value, 4, 8)
    if number not in (4, 8):
        c.fail(path, f"must be 4 (orthogonal) or 8 (orthogonal and diagonal), not {number}")
    return number


def _faces_ruling(c: Checker, path: str, value: object) -> RulingValue:
    """R-12 / M-CX-1: ``{ blank = 4, hit = 3, ... }``, counts summing to 12."""
    table = c.as_table(path, value)
    c.no_unknown(path, table, COMBAT_FACE_NAMES)
    faces: list[tuple[str, int]] = []
    for name in COMBAT_FACE_NAMES:
        if name in table:
            faces.append((name, c.as_int(f"{path}.{name}", table[name], 0, COMBAT_DIE_SIDES)))
    total = sum(count for _, count in faces)
    if total != COMBAT_DIE_SIDES:
        c.fail(
            path,
            f"the face counts must add up to {COMBAT_DIE_SIDES} (M-CX-1: the Combat die has "
            f"{COMBAT_DIE_SIDES} faces), not {total}",
        )
    return tuple(faces)


#: M-SHOOT-1: the keys of the shooting to-hit table, Ballistic Skill 1 .. 5 (5 or more).
SHOOTING_TO_HIT_KEYS: tuple[str, ...] = ("bs1", "bs2", "bs3", "bs4", "bs5")
#: M-CC-1: the keys of the close combat to-hit table: the attacker's Weapon Skill is higher
#: than the defender's, equal or lower but more than half, half or less.
CLOSE_COMBAT_TO_HIT_KEYS: tuple[str, ...] = ("higher", "equal", "half_or_less")


def _score_table(keys: tuple[str, ...]) -> Callable[[Checker, str, object], RulingValue]:
    """A to-hit table: a d6 score (2..6) for each of ``keys``, every key given."""

    def check(c: Checker, path: str, value: object) -> RulingValue:
        table = c.as_table(path, value)
        c.no_unknown(path, table, keys)
        scores: list[tuple[str, int]] = []
        for key in keys:
            if key not in table:
                c.fail(
                    path,
                    f"missing {shown(key)}: the table gives a score for each of {', '.join(keys)}",
                )
            scores.append((key, c.as_int(f"{path}.{key}", table[key], 2, 6)))
        return tuple(scores)

    return check


_RULINGS: Mapping[str, _RulingSpec] = MappingProxyType(
    {
        "test.auto_fail": _RulingSpec("M-TEST-1", 6, _die_value),
        "test.auto_pass": _RulingSpec("M-TEST-1", 1, _die_value),
        "handoff.same_class_key": _RulingSpec(
            "R-1", "soldier_class", _enum_ruling("soldier_class", "unit_type")
        ),
        "handoff.both_spend_phase": _RulingSpec("R-2", True, _bool_ruling),
        "handoff.allow_unusable_carry": _RulingSpec("R-4", True, _bool_ruling),
        "fall.min_ap": _RulingSpec("R-6", 1, _int_ruling(1, 6)),
        "injury.bleed_out_turns": _RulingSpec("R-8", 3, _int_ruling(1, 99)),
        "aqualung.grace_turns": _RulingSpec("R-9", 3, _int_ruling(0, 99)),
        "aqualung.roll_per": _RulingSpec("R-10", "wound", _enum_ruling("wound", "attack")),
        "combat.faces": _RulingSpec(
            "R-12",
            (
                ("blank", 4),
                ("hit", 3),
                ("double_hit", 1),
                ("critical_hit", 1),
                ("shield", 2),
                ("double_shield", 1),
            ),
            _faces_ruling,
        ),
        "grid.adjacency": _RulingSpec("R-13", 8, _adjacency_ruling),
        "injury.water_stabilise_once": _RulingSpec("R-17", True, _bool_ruling),
        "board.sprint_rounding": _RulingSpec("R-18", "down", _enum_ruling("down", "up")),
        "board.weak_overwatch_modifier": _RulingSpec("MIS-10", -1, _int_ruling(-5, 0)),
        "aqualung.replace_cost": _RulingSpec(
            "R-19",
            "movement_phase",
            _enum_ruling("movement_phase", "shooting_phase", "free"),
        ),
        "injury.stabilise_needs_medkit": _RulingSpec("R-20", False, _bool_ruling),
        "shooting.to_hit_by_bs": _RulingSpec(
            "M-SHOOT-1",
            (("bs1", 6), ("bs2", 5), ("bs3", 4), ("bs4", 3), ("bs5", 2)),
            _score_table(SHOOTING_TO_HIT_KEYS),
        ),
        "close_combat.to_hit_by_ws": _RulingSpec(
            "M-CC-1",
            (("higher", 3), ("equal", 4), ("half_or_less", 5)),
            _score_table(CLOSE_COMBAT_TO_HIT_KEYS),
        ),
        "saves.mode": _RulingSpec("M-SAVE-1", "best", _enum_ruling("best", "sequence")),
        "recovery.missions": _RulingSpec("ROS-4", 1, _int_ruling(0, 99)),
        "recovery.days": _RulingSpec("ROS-4", 0, _int_ruling(0, 3650)),
    }
)

#: Every ruling key of RULES.md with its default value.
RULING_DEFAULTS: Mapping[str, RulingValue] = MappingProxyType(
    {key: spec.default for key, spec in _RULINGS.items()}
)

#: The rule ID (R-n or M-...) that each ruling key answers.
RULING_RULE_IDS: Mapping[str, str] = MappingProxyType(
    {key: spec.rule_id for key, spec in _RULINGS.items()}
)


def check_rulings(c: Checker, value: object) -> MappingProxyType[str, RulingValue]:
    """Each ruling given is checked; each one left out takes its RULES.md default.

    M-TEST-1: the automatic fail and the automatic pass must be different faces.
    """
    groups = c.as_table("rulings", value)
    known_groups: dict[str, list[str]] = {}
    for dotted in _RULINGS:
        group, name = dotted.split(".", 1)
        known_groups.setdefault(group, []).append(name)
    c.no_unknown("rulings", groups, known_groups)
    result: dict[str, RulingValue] = dict(RULING_DEFAULTS)
    for group, raw in groups.items():
        table = c.as_table(f"rulings.{group}", raw)
        c.no_unknown(f"rulings.{group}", table, known_groups[group])
        for name, ruling_value in table.items():
            dotted = f"{group}.{name}"
            result[dotted] = _RULINGS[dotted].check(c, f"rulings.{dotted}", ruling_value)
    auto_fail, auto_pass = result["test.auto_fail"], result["test.auto_pass"]
    if auto_fail and auto_fail == auto_pass:
        c.fail(
            "rulings.test.auto_pass",
            f"must differ from test.auto_fail ({auto_fail}); use 0 for no automatic pass",
        )
    return MappingProxyType(result)
