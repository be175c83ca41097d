"""Dice for the rules core: injected, recorded, replayable (M-TEST-1, M-SCATTER-1, R-11).

The core never calls ``random`` at module level. A resolution asks a :class:`Dice` source for each
roll it uses and returns every :class:`Roll` inside its outcome, so the roll can be stored with the
event and replayed:

* :class:`SeededDice` rolls for the GM ("roll for me") from a ``random.Random(seed)`` of its own;
* :class:`ScriptedDice` hands out values the GM typed in from physical dice, or the values of a
  recorded outcome when a mission is replayed; it refuses a value the die cannot show and raises
  :class:`DiceExhausted` when it runs out;
* :class:`RecordingDice` wraps any source and keeps what it handed out.

A d6 shows 1..6; a bearing (R-11: "a bearing in degrees from the dice source, uniform 0-359") is
a die of :data:`BEARING_SIDES` sides that shows 0..359.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, cast, runtime_checkable

from xcom_manager.rules.errors import RulesError, shown

__all__ = [
    "BEARING_SIDES",
    "D6",
    "MAX_DICE",
    "Dice",
    "DiceExhausted",
    "DieValueError",
    "RecordingDice",
    "Roll",
    "ScriptedDice",
    "SeededDice",
    "die_faces",
    "rolls_from_payload",
    "rolls_to_payload",
]

#: The sides of an ordinary die (M-TEST-1, M-HIT-1, W-WATER-3's distance, W-WATER-4).
D6 = 6

#: The "sides" of a bearing roll (M-SCATTER-1, R-11): it shows 0..359 degrees.
BEARING_SIDES = 360

#: The most dice one resolution rolls at once (hits, wounds, aqualung tests; M-SHOOT-1's most
#: shots is 20): a larger count is a typing mistake, not a roll.
MAX_DICE = 100

#: The most sides a die has (a bearing's 360 among them).
_MAX_SIDES = 1000


class DieValueError(RulesError):
    """A value the die cannot show (a 7 on a d6, a bearing of 360), or a die with too few sides."""


class DiceExhausted(RulesError):  # noqa: N818 - the contract's name
    """A scripted dice source was asked for more rolls than it was given."""


def die_faces(sides: int) -> range:
    """The faces of a die of ``sides`` sides: 1..sides, or 0..359 for a bearing (R-11)."""
    if isinstance(sides, bool) or not isinstance(sides, int) or not 2 <= sides <= _MAX_SIDES:
        raise DieValueError(
            f"a die has a whole number of sides from 2 to {_MAX_SIDES}, not {shown(sides)}"
        )
    if sides == BEARING_SIDES:
        return range(0, BEARING_SIDES)
    return range(1, sides + 1)


def _check_purpose(purpose: object) -> str:
    if not isinstance(purpose, str):
        raise DieValueError(f"a roll is named by its purpose in words, not {shown(purpose)}")
    return purpose


def _check_value(purpose: str, sides: int, value: int) -> None:
    faces = die_faces(sides)
    if isinstance(value, bool) or not isinstance(value, int) or value not in faces:
        kind = "a bearing" if sides == BEARING_SIDES else f"a d{shown(sides)}"
        raise DieValueError(
            f"{shown(value)} is not a value {kind} can show ({faces.start}..{faces.stop - 1}) "
            f"for the {purpose}"
        )


@dataclass(frozen=True, slots=True)
class Roll:
    """One die rolled: what for (``"initiative test"``), how many sides (6; 360 for a bearing,
    R-11) and the value shown (1..sides; 0..359 for a bearing)."""

    purpose: str
    sides: int
    value: int

    def __post_init__(self) -> None:
        _check_value(_check_purpose(self.purpose), self.sides, self.value)

    def to_payload(self) -> dict[str, str | int]:
        """The roll as JSON-ready data, as stored with a mission event."""
        return {"purpose": self.purpose, "sides": self.sides, "value": self.value}

    @classmethod
    def from_payload(cls, data: Mapping[str, object]) -> Roll:
        """A roll back from :meth:`to_payload` data; :class:`DieValueError` when malformed."""
        if not isinstance(data, Mapping):
            raise DieValueError(f"not a roll: {shown(data)}")
        purpose, sides, value = data.get("purpose"), data.get("sides"), data.get("value")
        if not isinstance(purpose, str) or not isinstance(sides, int) or isinstance(sides, bool):
            raise DieValueError(f"not a roll: {shown(dict(data))}")
        if not isinstance(value, int):
            raise DieValueError(f"not a roll: {shown(dict(data))}")
        return cls(purpose, sides, value)


def _rolls(rolls: object) -> tuple[Roll, ...]:
    found = _listed("rolls", rolls)
    for roll in found:
        if not isinstance(roll, Roll):
            raise DieValueError(f"not a roll: {shown(roll)}")
    return cast(tuple[Roll, ...], found)


def _listed(what: str, values: object) -> tuple[object, ...]:
    """``values`` as a tuple: a list of them, never text or a table."""
    if isinstance(values, str | bytes | Mapping) or not isinstance(values, Iterable):
        raise DieValueError(f"{what} must be a list, not {shown(values)}")
    return tuple(values)


def rolls_to_payload(rolls: Iterable[Roll]) -> list[dict[str, str | int]]:
    """Rolls as a JSON-ready list (``[{"purpose": .., "sides": .., "value": ..}, ...]``)."""
    return [roll.to_payload() for roll in _rolls(rolls)]


def rolls_from_payload(data: Iterable[Mapping[str, object]]) -> tuple[Roll, ...]:
    """Rolls back from :func:`rolls_to_payload` data (:class:`DieValueError` when malformed)."""
    listed = _listed("rolls", data)
    return tuple(Roll.from_payload(cast(Mapping[str, object], item)) for item in listed)


@runtime_checkable
class Dice(Protocol):
    """A source of dice rolls: physical dice typed in, a seeded generator, or a replay."""

    def roll(self, purpose: str, sides: int = D6) -> Roll:
        """Roll one die of ``sides`` sides for ``purpose`` (a d6 unless told)."""
        ...


class SeededDice:
    """ "Roll for me": rolls from its own ``random.Random(seed)``; the same seed gives the same
    rolls, so a session can be reproduced, but the outcome still records every roll."""

    __slots__ = ("_rng", "seed")

    def __init__(self, seed: int) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise DieValueError(f"the seed of the dice is a whole number, not {shown(seed)}")
        self.seed = seed
        self._rng = random.Random(seed)

    def roll(self, purpose: str, sides: int = D6) -> Roll:
        faces = die_faces(sides)
        return Roll(purpose, sides, self._rng.randrange(faces.start, faces.stop))

    def __repr__(self) -> str:
        return f"SeededDice({self.seed!r})"


class ScriptedDice:
    """Dice values given in advance: physical dice typed in by the GM, or a recorded outcome's
    rolls when a mission is replayed.

    Each value is checked against the die asked for (1..sides, 0..359 for a bearing) and refused
    with :class:`DieValueError`; asking for more rolls than given raises :class:`DiceExhausted`.
    """

    __slots__ = ("_expected", "_used", "_values")

    def __init__(self, values: Iterable[int]) -> None:
        self._values = cast(tuple[int, ...], _listed("the dice values", values))
        self._expected: tuple[tuple[str, int] | None, ...] = (None,) * len(self._values)
        self._used = 0

    @classmethod
    def replaying(cls, rolls: Sequence[Roll]) -> ScriptedDice:
        """Dice that give back recorded ``rolls`` in order, and refuse a request whose purpose
        or number of sides differs from the record (the replay went another way)."""
        recorded = _rolls(rolls)
        dice = cls(roll.value for roll in recorded)
        dice._expected = tuple((roll.purpose, roll.sides) for roll in recorded)
        return dice

    @property
    def remaining(self) -> int:
        """How many values are still unused."""
        return len(self._values) - self._used

    @property
    def used(self) -> int:
        """How many values have been handed out."""
        return self._used

    def roll(self, purpose: str, sides: int = D6) -> Roll:
        _check_purpose(purpose)
        die_faces(sides)
        if self._used >= len(self._values):
            raise DiceExhausted(
                f"no dice value left for the {purpose} (d{sides}): "
                f"{len(self._values)} given, all used"
            )
        expected = self._expected[self._used]
        if expected is not None and expected != (purpose, sides):
            raise DieValueError(
                f"recorded roll {self._used + 1} was for the {expected[0]} (d{expected[1]}), "
                f"not the {purpose} (d{sides})"
            )
        value = self._values[self._used]
        _check_value(purpose, sides, value)
        self._used += 1
        return Roll(purpose, sides, value)

    def __iter__(self) -> Iterator[int]:
        return iter(self._values[self._used :])

    def __repr__(self) -> str:
        return f"ScriptedDice({list(self._values[self._used :])!r})"


class RecordingDice:
    """Wraps a dice source and keeps every roll it handed out, in order (``.rolls``)."""

    __slots__ = ("_inner", "_rolls")

    def __init__(self, inner: Dice) -> None:
        if not isinstance(inner, Dice):
            raise DieValueError(f"not a source of dice: {shown(inner)}")
        self._inner = inner
        self._rolls: list[Roll] = []

    @property
    def rolls(self) -> tuple[Roll, ...]:
        return tuple(self._rolls)

    def roll(self, purpose: str, sides: int = D6) -> Roll:
        result = self._inner.roll(purpose, sides)
        self._rolls.append(result)
        return result

    def __repr__(self) -> str:
        return f"RecordingDice({self._inner!r})"
