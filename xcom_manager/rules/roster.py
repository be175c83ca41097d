"""Soldiers on the roster: their status, the checks a soldier must pass, and recruit names.

These checks apply a campaign's :class:`~xcom_manager.rules.ruleset.Ruleset` to one soldier's
record. They return every problem found (``()`` means valid) rather than raising, so that a form
can show each one beside its field.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from enum import StrEnum

from xcom_manager.rules.errors import RulesError, shown, text_of
from xcom_manager.rules.names import NAMES
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.safe_text import name_problem
from xcom_manager.rules.texts import (
    Message,
    ParamValue,
    Translate,
    english,
    render,
    templates,
    tr_noop,
    words,
)
from xcom_manager.rules.verdict import Violation

__all__ = [
    "MAX_CAUSE_LENGTH",
    "MAX_NAME_LENGTH",
    "NATIONALITIES",
    "FieldProblem",
    "SoldierStatus",
    "check_soldier",
    "deployed_change",
    "random_name",
    "random_nationality",
    "retire_refusal",
]

#: The longest soldier name the roster accepts.
MAX_NAME_LENGTH = 200

#: The longest cause of a status change the roster keeps (a sentence or two of the GM's).
MAX_CAUSE_LENGTH = 500

#: The nationalities :func:`random_name` knows, in display order.
NATIONALITIES: tuple[str, ...] = tuple(NAMES)


class SoldierStatus(StrEnum):
    """Where a soldier stands in the campaign.

    ``down`` is a character at 0 wounds on its bleed-out timer (R-8); ``mia`` is missing in action.
    """

    active = "active"
    wounded = "wounded"
    down = "down"
    dead = "dead"
    mia = "mia"
    retired = "retired"


@dataclass(frozen=True, slots=True)
class FieldProblem:
    """One thing wrong with one field of a soldier.

    ``field`` is ``"name"``, ``"rank"``, ``"soldier_class"``, ``"unit_type"``, ``"wounds"``,
    ``"status"`` or ``"stats.<KEY>"``; ``message`` is English text fit to show; ``text`` the
    same as a :class:`~xcom_manager.rules.texts.Message` (key and parameters, worded in the
    reader's language by the views) where the problem is one a user can make in a form.
    """

    field: str
    message: str
    text: Message | None = None

    @classmethod
    def of(cls, field: str, key: str, /, **params: ParamValue) -> FieldProblem:
        """A problem worded by the template ``key`` of :data:`FIELD_MESSAGES`."""
        text = Message.of(key, **params)
        return cls(field, english(text), text)

    def worded(self, translate: Translate) -> str:
        """The problem in the language of ``translate`` (English where it has no ``text``)."""
        return self.message if self.text is None else render(self.text, translate)


#: What a user may get wrong in a soldier's form, worded in the reader's language.
FIELD_MESSAGES = templates(
    {
        "field_name_empty": tr_noop("SoldierField", "The name must not be empty."),
        "field_name_too_long": tr_noop(
            "SoldierField", "The name must be at most {limit} characters long, not {length}."
        ),
        "field_stat_not_whole": tr_noop("SoldierField", "{stat} ({key}) must be a whole number."),
        "field_stat_out_of_range": tr_noop(
            "SoldierField", "{stat} ({key}) must be between {minimum} and {maximum}, not {value}."
        ),
        "field_wounds_not_whole": tr_noop("SoldierField", "Wounds must be a whole number."),
        "field_wounds_out_of_range": tr_noop(
            "SoldierField", "Wounds must be between 0 and {limit}, not {value}."
        ),
    }
)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _known(value: object, names: Collection[str]) -> bool:
    return isinstance(value, str) and value in names


def check_soldier(
    ruleset: Ruleset,
    *,
    name: str,
    rank: str,
    soldier_class: str,
    unit_type: str,
    stats: Mapping[str, int],
    wounds: int,
    status: str,
) -> tuple[FieldProblem, ...]:
    """Every problem with a soldier record under ``ruleset``; ``()`` when it is valid.

    The name must be non-empty, at most 200 characters and free of control characters (a NUL,
    a line break, a terminal escape); rank, soldier class (R-1) and unit type must be the
    ruleset's; the stats must be exactly the ruleset's stat line, whole numbers
    within each stat's bounds; wounds (the wounds left) lie between 0 and the soldier's own
    wounds stat (``W`` in the wargame, ``Health`` in the board game, M-CX-4); the status must be a
    :class:`SoldierStatus`.
    """
    problems: list[FieldProblem] = []

    if not isinstance(name, str) or not name.strip():
        problems.append(FieldProblem.of("name", "field_name_empty"))
    elif len(name) > MAX_NAME_LENGTH:
        problems.append(
            FieldProblem.of("name", "field_name_too_long", limit=MAX_NAME_LENGTH, length=len(name))
        )
    elif (unsafe := name_problem(name)) is not None:
        problems.append(FieldProblem("name", f"The name {unsafe}."))

    if not _known(rank, ruleset.ranks):
        problems.append(
            FieldProblem(
                "rank",
                f"{shown(rank)} is not a rank of {ruleset.name}; "
                f"the ranks are {', '.join(ruleset.ranks)}.",
            )
        )
    if not _known(soldier_class, ruleset.soldier_classes):
        problems.append(
            FieldProblem(
                "soldier_class",
                f"{shown(soldier_class)} is not a soldier class of {ruleset.name}; the classes are "
                f"{', '.join(c.name for c in ruleset.soldier_classes.values())}.",
            )
        )
    if not _known(unit_type, ruleset.unit_types):
        problems.append(
            FieldProblem(
                "unit_type",
                f"{shown(unit_type)} is not a unit type of {ruleset.name}; the unit types are "
                f"{', '.join(u.name for u in ruleset.unit_types.values())}.",
            )
        )

    given: object = stats
    if not isinstance(given, Mapping):
        problems.append(FieldProblem("stats", "The stats must be given by name."))
        stats = {}
    for stat in ruleset.stats:
        field = f"stats.{stat.key}"
        if stat.key not in stats:
            problems.append(FieldProblem(field, f"{stat.label} ({stat.key}) is missing."))
            continue
        value: object = stats[stat.key]
        if not _is_int(value):
            problems.append(
                FieldProblem.of(
                    field,
                    "field_stat_not_whole",
                    stat=ruleset.shown("stats", stat.key),
                    key=stat.key,
                )
            )
        elif not stat.contains(stats[stat.key]):
            problems.append(
                FieldProblem.of(
                    field,
                    "field_stat_out_of_range",
                    stat=ruleset.shown("stats", stat.key),
                    key=stat.key,
                    minimum=stat.minimum,
                    maximum=stat.maximum,
                    value=shown(value),
                )
            )
    known = set(ruleset.stat_keys)
    for key in stats:
        if key not in known:
            problems.append(
                FieldProblem(
                    f"stats.{text_of(key)}", f"{shown(key)} is not a stat of {ruleset.name}."
                )
            )

    # M-CX-4 / R-8: wounds left run from 0 (down) to the soldier's own wounds stat; when that
    # stat is itself broken (reported above), the stat's bounds are the best limit there is.
    wounds_def = ruleset.stat(ruleset.wounds_stat)
    own: object = stats.get(ruleset.wounds_stat)
    if isinstance(own, int) and _is_int(own) and wounds_def.contains(own):
        limit = own
    else:
        limit = wounds_def.maximum
    if not _is_int(wounds):
        problems.append(FieldProblem.of("wounds", "field_wounds_not_whole"))
    elif not 0 <= wounds <= limit:
        problems.append(
            FieldProblem.of("wounds", "field_wounds_out_of_range", limit=limit, value=shown(wounds))
        )

    if not _known(status, {s.value for s in SoldierStatus}):
        problems.append(
            FieldProblem(
                "status",
                f"{shown(status)} is not a status; the statuses are "
                f"{', '.join(s.value for s in SoldierStatus)}.",
            )
        )

    return tuple(problems)


def random_nationality(rng: random.Random) -> str:
    """A nationality from :data:`NATIONALITIES`, drawn with the injected ``rng``."""
    return rng.choice(NATIONALITIES)


def random_name(nationality: str, rng: random.Random) -> str:
    """A recruit's name, "Given Family", typical of ``nationality``, drawn with ``rng``.

    The same seed gives the same name; nothing here touches the module-level ``random`` state.
    Raises :class:`~xcom_manager.rules.errors.RulesError` (a ``ValueError``) for a nationality
    not in :data:`NATIONALITIES`.
    """
    if not _known(nationality, NAMES):
        raise RulesError(
            f"{shown(nationality)} is not a known nationality; "
            f"choose one of {', '.join(NATIONALITIES)}"
        )
    given_names, family_names = NAMES[nationality]
    return f"{rng.choice(given_names)} {rng.choice(family_names)}"


# --------------------------------------------------------------------------------------------
# Status changes (the app's own rules, ROS-)

ROSTER_MESSAGES = templates(
    {
        "roster_soldier_deployed": tr_noop(
            "RosterRules",
            "{soldier} is on mission “{mission}” in progress: record it in the mission, or end "
            "the mission first.",
        ),
        "roster_retire_not_alive": tr_noop(
            "RosterRules",
            "{soldier} is {memorial_status}: only a soldier who is alive and present can retire.",
        ),
    }
)
words(
    "memorial_status",
    {
        "dead": tr_noop("RosterRules", "dead"),
        "mia": tr_noop("RosterRules", "missing in action"),
    },
    params=("memorial_status",),
)
# The causes a rule system's debrief records with a death (``DeathCause`` and the board game's
# ``killed``); any other cause is the GM's own words, shown as typed.
words(
    "status_cause",
    {
        "bled_out": tr_noop("RosterRules", "bled out"),
        "suffocated": tr_noop("RosterRules", "suffocated"),
        "killed": tr_noop("RosterRules", "killed in action"),
    },
    params=("status_cause",),
)

#: The statuses that keep a soldier in the Memorial (ROS-2: they cannot retire).
MEMORIAL_STATUSES: frozenset[str] = frozenset({SoldierStatus.dead, SoldierStatus.mia})


def deployed_change(soldier: str, mission: str) -> Violation:
    """ROS-1: a soldier on a mission in progress changes status and wounds only through that
    mission (its events, then the debrief); the roster refuses the change, naming the mission."""
    return Violation.of("ROS-1", "roster_soldier_deployed", soldier=soldier, mission=mission)


def retire_refusal(soldier: str, status: str) -> Violation | None:
    """ROS-2: only a soldier who is alive and present retires; the dead and the missing
    (``status`` ``dead`` or ``mia``) stay in the Memorial. ``None`` when retiring is allowed."""
    if not isinstance(soldier, str) or not isinstance(status, str):
        raise RulesError(f"a soldier's name and status are text, not {shown((soldier, status))}")
    if status in MEMORIAL_STATUSES:
        return Violation.of(
            "ROS-2", "roster_retire_not_alive", soldier=soldier, memorial_status=status
        )
    return None
