"""Odd and valid arguments for every public callable of the rules core (no tests here).

:func:`arguments_for` reads a callable's signature and type hints and gives, per parameter, a
strategy of the kind of value the annotation names:

* the rules' own aggregates, which only the rules build (a ruleset from ``parse_ruleset``, a
  mission and its state from the engine, a rule system from the registry, a dice source, a
  ``Checker``), come from a pool of valid ones (:data:`AGGREGATES`);
* everything else a caller gives (numbers, text, flags, keys, JSON data, commands, plans, kits,
  hits, events, messages) is drawn odd as often as valid: NaN, infinities, 10**400, a number
  of 5000 digits, negatives, text where a number goes, flags, ``None``, empty tuples, unknown
  keys, payloads with a key dropped or set to an odd value; a value object of the rules is built
  through its own constructor from such fields.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import inspect
import math
import random
import re
import tempfile
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

import xcom_manager.rules
from tests.helpers.boardgame import TOUR as BOARD_TOUR
from tests.helpers.boardgame import TOUR_SETUP as BOARD_TOUR_SETUP
from tests.helpers.boardgame import bundled_boardgame
from tests.helpers.boardgame import mission_of as board_mission_of
from tests.helpers.rulesets import BOARDGAME_PATH, MINIMAL, WARGAME_PATH
from tests.helpers.wargame import TOUR, bundled_wargame, play_tour, start, with_rulings
from xcom_manager.rules.boardgame import tracker as board_tracker
from xcom_manager.rules.boardgame.state import BoardState, ModelState
from xcom_manager.rules.boardgame.tracker import BoardDetail
from xcom_manager.rules.dice import Dice, RecordingDice, ScriptedDice, SeededDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.registry import SYSTEMS
from xcom_manager.rules.mission.system import RuleSystem
from xcom_manager.rules.ruleset import (
    ItemType,
    Ruleset,
    SlotDef,
    SoldierClass,
    Species,
    StatDef,
    UnitType,
    VehicleArmour,
    WeaponProfile,
    load_ruleset,
    parse_ruleset,
)
from xcom_manager.rules.ruleset.checker import ITEM_KEY, Checker
from xcom_manager.rules.wargame import tracker
from xcom_manager.rules.wargame.fold import TimerView, timers
from xcom_manager.rules.wargame.state import (
    CharacterState,
    WargameState,
    setup_to_json,
)
from xcom_manager.rules.wargame.tracker import WargameDetail

__all__ = [
    "AGGREGATES",
    "ODD",
    "arguments_for",
    "missions",
    "realise",
    "rule_modules",
    "strategy_for",
    "type_hints_of",
]

# --------------------------------------------------------------------------------------------
# The pool of the rules' own aggregates


@cache
def rulesets() -> tuple[Ruleset, ...]:
    wargame = bundled_wargame()
    return (
        wargame,
        load_ruleset(BOARDGAME_PATH),
        parse_ruleset(MINIMAL, "mini.toml"),
        with_rulings(
            wargame,
            saves__mode="sequence",
            aqualung__roll_per="attack",
            aqualung__replace_cost="free",
            injury__stabilise_needs_medkit=True,
            handoff__same_class_key="unit_type",
            handoff__allow_unusable_carry=False,
            handoff__both_spend_phase=False,
        ),
    )


@cache
def missions() -> tuple[Mission, ...]:
    """Missions of the squad: new on the ground and under water, and at several points of the
    tour of every event (a tank damaged, a soldier down, in air, finished)."""
    found = [start("underwater"), start("ground")]
    found += [play_tour(start(), steps) for steps in (2, 8, 13, 15, 19, 21, len(TOUR))]
    return tuple(found)


@cache
def board_missions() -> tuple[Mission, ...]:
    """Board game missions at several points of its tour of every event (a Turn played, an
    Overwatch shot waiting, an Interruption, finished)."""
    found = []
    for steps in (0, 2, 6, 11, 16, len(BOARD_TOUR)):
        mission = board_mission_of(BOARD_TOUR_SETUP)
        for command, dice in BOARD_TOUR[:steps]:
            events = (
                engine.end(mission)
                if command == "end"
                else engine.execute(mission, bundled_boardgame(), command, ScriptedDice(dice))
            )
            for event in events:
                mission = engine.apply(mission, event)
        found.append(mission)
    return tuple(found)


def _board_states() -> tuple[BoardState, ...]:
    return tuple(m.state for m in board_missions() if isinstance(m.state, BoardState))


def _states() -> tuple[WargameState, ...]:
    return tuple(m.state for m in missions())


def _characters() -> tuple[CharacterState, ...]:
    return tuple(c for s in _states() for c in s.characters.values())


def _timer_views() -> tuple[TimerView, ...]:
    return tuple(view for s in _states() for view in timers(s))


@cache
def _odd_ruleset_files() -> tuple[Path, ...]:
    folder = Path(tempfile.mkdtemp(prefix="xcom-domain-"))
    texts = {
        "nested.toml": "a = " + "[" * 5000 + "]" * 5000,
        "huge.toml": "format_version = 1" + "0" * 5000,
        "inf.toml": "format_version = inf\n",
        "binary.toml": None,
        "mini.toml": MINIMAL,
    }
    paths = []
    for name, body in texts.items():
        path = folder / name
        if body is None:
            path.write_bytes(b"\xff\xfe\x00garbage")
        else:
            path.write_text(body, encoding="utf-8")
        paths.append(path)
    return (*paths, folder, folder / "missing.toml", WARGAME_PATH, WARGAME_PATH.parent)


def _dice() -> st.SearchStrategy[Dice]:
    values = st.lists(st.one_of(st.integers(0, 7), _ODD_SCALARS), max_size=6)
    scripted = values.map(ScriptedDice)
    seeded = st.integers(0, 50).map(SeededDice)
    return st.one_of(scripted, seeded, seeded.map(RecordingDice), scripted.map(RecordingDice))


def _translate(context: str, source: str) -> str:
    return source.upper()


@dataclasses.dataclass(frozen=True)
class _Pooled:
    """A value of a pool, shown by its place (a mission's repr runs to pages)."""

    label: str
    pool: Callable[[], tuple[Any, ...]]
    index: int

    def __repr__(self) -> str:
        return f"{self.label}[{self.index}]"

    def get(self) -> Any:
        return self.pool()[self.index]


def _pooled(label: str, pool: Callable[[], tuple[Any, ...]]) -> Callable[[], Any]:
    return lambda: st.integers(0, len(pool()) - 1).map(lambda i: _Pooled(label, pool, i))


@cache
def _checkers() -> tuple[Checker, ...]:
    return (Checker("wargame.toml", WARGAME_PATH.read_text("utf-8")), Checker("x.toml", "a = 1"))


def _parts(of: Callable[[Ruleset], Iterable[Any]]) -> Callable[[], tuple[Any, ...]]:
    return cache(lambda: tuple(part for r in rulesets() for part in of(r)))


#: The rules' aggregates and where a valid one comes from (built by the rules themselves).
AGGREGATES: Mapping[type, Callable[[], st.SearchStrategy[Any]]] = {
    Ruleset: _pooled("rulesets", rulesets),
    Mission: _pooled("missions", missions),
    WargameState: _pooled("states", cache(_states)),
    # The board game's: its states and models as the engine folds them, its tracker's view.
    BoardState: _pooled("board_states", cache(_board_states)),
    ModelState: _pooled(
        "board_models", cache(lambda: tuple(m for s in _board_states() for m in s.models.values()))
    ),
    BoardDetail: _pooled(
        "board_details", cache(lambda: tuple(board_tracker.detail(m) for m in board_missions()))
    ),
    CharacterState: _pooled("characters", cache(_characters)),
    TimerView: _pooled("timer_views", cache(_timer_views)),
    # A read model the tracker makes of a mission.
    WargameDetail: _pooled("details", lambda: tuple(tracker.detail(m) for m in missions())),
    RuleSystem: _pooled("systems", lambda: tuple(SYSTEMS.values())),
    Dice: _dice,
    Checker: _pooled("checkers", _checkers),
    random.Random: lambda: st.integers(0, 99).map(random.Random),
    Path: _pooled("paths", _odd_ruleset_files),
    # The parts of a ruleset: made by parse_ruleset from a checked file.
    ItemType: _pooled("item_types", _parts(lambda r: r.items.values())),
    UnitType: _pooled("unit_types", _parts(lambda r: r.unit_types.values())),
    SoldierClass: _pooled("soldier_classes", _parts(lambda r: r.soldier_classes.values())),
    Species: _pooled("species", _parts(lambda r: r.species.values())),
    StatDef: _pooled("stat_defs", _parts(lambda r: r.stats)),
    SlotDef: _pooled("slot_defs", _parts(lambda r: r.slots)),
    VehicleArmour: lambda: st.just(VehicleArmour(12, 11, 10)),
    WeaponProfile: _pooled(
        "profiles", _parts(lambda r: (i.profile for i in r.items.values() if i.profile))
    ),
}

# --------------------------------------------------------------------------------------------
# Odd values


class _Huge:
    """A whole number too long to print (5000 digits), made only when the call is made, so
    that Hypothesis can show the example."""

    def __repr__(self) -> str:
        return "10**5000"


HUGE = _Huge()

_NOTABLE: tuple[Any, ...] = (
    math.nan,
    math.inf,
    -math.inf,
    10**400,
    -(10**400),
    HUGE,
    2**63,
    -1,
    0,
    1,
    True,
    False,
    None,
    "",
    " ",
    "abc",
    "2",
    "nan",
    "1e400",
    (),
    [],
    {},
    b"x",
    1.5,
    -0.0,
    1e308,
    5e-324,
    Fraction(1, 3),
    frozenset({"x"}),
    ("a", 1),
    [None],
    {"a": math.nan},
)

_ODD_SCALARS: st.SearchStrategy[Any] = st.one_of(
    st.sampled_from(_NOTABLE),
    st.integers(),
    st.floats(),
    st.text(max_size=6),
)

#: Words the rules know (ids of the squad, actions, causes, keys), so that odd values meet
#: valid ones deep inside a call.
_WORDS: tuple[str, ...] = (
    "petrova",
    "ivanov",
    "kowalski",
    "sectoid",
    "nobody",
    "movement",
    "shooting",
    "assault",
    "ground",
    "underwater",
    "mixed",
    "jump",
    "climb",
    "swim",
    "swim_climb",
    "moved",
    "ran",
    "shot",
    "assaulted",
    "jumped",
    "handed_over",
    "dragged",
    "other",
    "evacuated",
    "mia",
    "xcom",
    "aliens",
    "front",
    "side",
    "rear",
    "large",
    "small",
    "backpack",
    "gauss_rifle",
    "laser_rifle",
    "medkit",
    "spare_aqualung_tank",
    "infantry",
    "support",
    "wargame",
    "boardgame",
    "W",
    "S",
    "T",
    "Sv",
    "I",
    "to hit",
    "armour save",
    "initiative test",
    "wounded",
    "died",
    "phase_advanced",
    "move_declared",
    "handed_over",
    "reverted",
    "noted",
    "test.auto_fail",
    "saves.mode",
    "American",
    "Russian",
    "W-HAND-2",
    "no_base_contact",
    "mission_undo",
)

ODD: st.SearchStrategy[Any] = _ODD_SCALARS


@cache
def _json(depth: int = 2) -> st.SearchStrategy[Any]:
    leaves = st.one_of(_ODD_SCALARS, st.sampled_from(_WORDS), st.integers(-2, 20))
    return st.recursive(
        leaves,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4),
            st.dictionaries(st.one_of(st.sampled_from(_WORDS), st.text(max_size=4)), inner),
        ),
        max_leaves=8,
    )


@cache
def _payloads() -> tuple[Mapping[str, Any], ...]:
    """JSON the rules wrote: every event of the tour, mission setups, roll and finding data."""
    found: list[Mapping[str, Any]] = []
    for mission in missions():
        found += [e.payload for e in mission.events]
        found += [{"seq": e.seq, "type": e.type, "payload": e.payload} for e in mission.events]
        found.append(setup_to_json(mission.setup))
    found += [{"purpose": "to hit", "sides": 6, "value": 3}, {"key": "wg_ended", "params": {}}]
    return tuple(found)


@st.composite
def _mutated(draw: st.DrawFn, base: Mapping[str, Any]) -> Any:
    """``base`` with one key (at any depth) dropped or set to an odd value."""
    data: Any = _copy(base)
    node = data
    for _ in range(draw(st.integers(0, 3))):
        children = [k for k, v in _items(node) if isinstance(v, dict | list) and v]
        if not children:
            break
        node = node[draw(st.sampled_from(children))]
    keys = [k for k, _ in _items(node)]
    if keys:
        key = draw(st.sampled_from(keys))
        if isinstance(node, dict) and draw(st.booleans()):
            del node[key]
        else:
            node[key] = draw(st.one_of(_ODD_SCALARS, _json()))
    return data


def _items(node: Any) -> list[tuple[Any, Any]]:
    if isinstance(node, dict):
        return list(node.items())
    if isinstance(node, list):
        return list(enumerate(node))
    return []


def _copy(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_copy(v) for v in value]
    return value


@cache
def _json_data() -> st.SearchStrategy[Any]:
    payloads = st.sampled_from(_payloads())
    return st.one_of(payloads, payloads.flatmap(_mutated), payloads.flatmap(_mutated), _json())


# --------------------------------------------------------------------------------------------
# From a type hint to a strategy


def _valid_scalar(tp: Any) -> st.SearchStrategy[Any] | None:
    if tp is bool:
        return st.booleans()
    if tp is int:
        return st.one_of(st.integers(-2, 20), st.sampled_from((11, 12, 13, 14, 15, 101, 900)))
    if tp is float:
        return st.one_of(st.floats(-5, 30), st.integers(0, 12))
    if tp is str:
        return st.one_of(st.sampled_from(_WORDS), st.text(max_size=5))
    if tp is Fraction:
        return st.fractions(0, 1)
    if tp is type(None):
        return st.none()
    return None


def _rules_class(tp: Any) -> bool:
    return isinstance(tp, type) and tp.__module__.startswith("xcom_manager.rules")


@cache
def strategy_for(tp: Any) -> st.SearchStrategy[Any]:
    """Valid and odd values for a parameter annotated ``tp`` (made once per type)."""
    if isinstance(tp, type) and tp in AGGREGATES:
        return AGGREGATES[tp]()
    if isinstance(tp, type):
        for base, make in AGGREGATES.items():
            if issubclass(tp, base):
                return make().filter(lambda value, tp=tp: isinstance(realise(value), tp))
    if tp is re.Pattern or typing.get_origin(tp) is re.Pattern:
        return st.one_of(st.sampled_from((ITEM_KEY, re.compile(r"^[A-Z]\w*$"))), _ODD_SCALARS)
    if tp is Any or tp is object:
        return st.one_of(_anything(), _ODD_SCALARS)
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Literal:
        return st.one_of(st.sampled_from(args), _ODD_SCALARS)
    if origin in (typing.Union, types.UnionType):
        return st.one_of(*(strategy_for(a) for a in args))
    if origin is typing.Annotated:
        return strategy_for(args[0])
    if isinstance(tp, typing.TypeAliasType if hasattr(typing, "TypeAliasType") else ()):
        return strategy_for(tp.__value__)
    if tp is type(None):
        return st.none()  # odd values come with the other members of the union
    valid = _valid_scalar(tp)
    if valid is not None:
        return st.one_of(valid, valid, _ODD_SCALARS)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return st.one_of(st.sampled_from(list(tp)), _ODD_SCALARS)
    if origin is not None and isinstance(origin, type) and issubclass(origin, Mapping):
        if args and args[1] in (Any, object):
            return st.one_of(_json_data(), _ODD_SCALARS)
        key, value = args or (str, Any)
        return st.one_of(
            st.dictionaries(strategy_for(key).filter(_hashable), strategy_for(value), max_size=4),
            _ODD_SCALARS,
        )
    if origin is not None and isinstance(origin, type) and issubclass(origin, Iterable):
        element = args[0] if args else Any
        if origin is tuple and args and (len(args) != 2 or args[1] is not Ellipsis):
            fixed = st.tuples(*(strategy_for(a) for a in args))
            return st.one_of(fixed, _ODD_SCALARS)
        items = st.lists(strategy_for(element), max_size=4)
        if origin in (frozenset, set) or origin.__name__ in ("AbstractSet", "Set"):
            return st.one_of(items.map(_frozen_or_list), _ODD_SCALARS)
        if origin is list:
            return st.one_of(items, _ODD_SCALARS)
        return st.one_of(items.map(tuple), items, _ODD_SCALARS)
    if (origin is not None and origin is Callable) or tp is Callable:
        return st.sampled_from((_translate, lambda context, source: source))
    if _rules_class(tp) and dataclasses.is_dataclass(tp):
        return built(tp)
    if isinstance(tp, type) and tp.__module__.startswith("xcom_manager.rules"):
        return st.just(tp)  # a class argument (a rule system's name) is rare; pass the class
    raise NotImplementedError(f"no strategy for {tp!r}")


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def _frozen_or_list(items: list[Any]) -> Any:
    try:
        return frozenset(items)
    except TypeError:  # an unhashable odd element: the list as it is
        return items


@cache
def built(cls: type) -> st.SearchStrategy[Any]:
    """``cls`` built through its own constructor from valid and odd fields (it may refuse
    them: the draw then raises the rules' error)."""
    hints = type_hints_of(cls)
    fields = {
        f.name: st.deferred(lambda name=f.name: strategy_for(hints[name]))
        for f in dataclasses.fields(cls)
        if f.init
    }
    return st.fixed_dictionaries(fields).map(lambda kw: _Recipe(cls, kw))


@dataclasses.dataclass(frozen=True)
class _Recipe:
    """A value object to build inside the test (its constructor may raise the rules' error)."""

    cls: type
    kwargs: Mapping[str, Any]

    def make(self) -> Any:
        return self.cls(**{k: realise(v) for k, v in self.kwargs.items()})


def realise(value: Any) -> Any:
    """``value`` with every recipe inside it built."""
    if isinstance(value, _Recipe):
        return value.make()
    if isinstance(value, _Pooled):
        return value.get()
    if value is HUGE:
        return 10**5000
    if isinstance(value, list):
        return [realise(v) for v in value]
    if isinstance(value, tuple):
        return tuple(realise(v) for v in value)
    if isinstance(value, frozenset):
        return frozenset(realise(v) for v in value)
    if isinstance(value, dict):
        return {realise(k): realise(v) for k, v in value.items()}
    return value


@cache
def _commands() -> st.SearchStrategy[Any]:
    from xcom_manager.rules.mission import commands as engine_commands
    from xcom_manager.rules.wargame import commands as wargame_commands

    classes = [
        getattr(module, name)
        for module in (engine_commands, wargame_commands)
        for name in module.__all__
        if dataclasses.is_dataclass(getattr(module, name))
    ]
    return st.one_of(*(built(cls) for cls in classes))


@cache
def _anything() -> st.SearchStrategy[Any]:
    return st.one_of(
        _commands(),
        _json_data(),
        AGGREGATES[WargameState](),
        _pooled("setups", lambda: tuple(m.setup for m in missions()))(),
    )


# --------------------------------------------------------------------------------------------
# Signatures

RULES_DIR = Path(xcom_manager.rules.__file__).parent


@cache
def rule_modules() -> tuple[types.ModuleType, ...]:
    """Every module of the rules core, found from its files (a new module is in)."""
    names = []
    for path in sorted(RULES_DIR.rglob("*.py")):
        parts = path.relative_to(RULES_DIR).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.append(".".join(("xcom_manager", "rules", *parts)))
    return tuple(importlib.import_module(name) for name in names)


@cache
def _namespace() -> dict[str, Any]:
    """Every public name of the rules core (the names only imported for type checking)."""
    names: dict[str, Any] = {"Mission": Mission}
    for module in rule_modules():
        names.update({n: getattr(module, n) for n in getattr(module, "__all__", ())})
        names.update(vars(module))
    return names


def type_hints_of(obj: Any) -> dict[str, Any]:
    """The resolved type hints of a function or a dataclass."""
    return typing.get_type_hints(obj, localns=_namespace(), include_extras=False)


_PARAM_NAMES = st.sampled_from(("item", "soldier", "turn", "target", "phase", "x"))


def arguments_for(
    fn: Callable[..., Any], *, hints_of: Any = None, skip_first: bool = False
) -> st.SearchStrategy[tuple[list[Any], dict[str, Any]]]:
    """Positional and keyword arguments for ``fn``: every required one, each optional one
    given or left out; ``**params`` filled with odd names and values."""
    signature = inspect.signature(fn)
    hints = type_hints_of(hints_of if hints_of is not None else fn)
    parameters = list(signature.parameters.values())[1 if skip_first else 0 :]
    plan: list[tuple[inspect.Parameter, st.SearchStrategy[Any]]] = []
    for p in parameters:
        values = strategy_for(hints.get(p.name, Any))
        if p.kind is p.VAR_KEYWORD:
            values = st.dictionaries(_PARAM_NAMES, values, max_size=3)
        elif p.kind is p.VAR_POSITIONAL:
            values = st.lists(values, max_size=2)
        plan.append((p, values))

    @st.composite
    def draw_arguments(draw: st.DrawFn) -> tuple[list[Any], dict[str, Any]]:
        positional: list[Any] = []
        keywords: dict[str, Any] = {}
        skipped = False
        for p, values in plan:
            if p.kind is p.VAR_KEYWORD:
                keywords.update(draw(values))
            elif p.kind is p.VAR_POSITIONAL:
                positional += draw(values)
            elif p.default is not p.empty and draw(st.booleans()):
                skipped = True  # left out: the default
            elif p.kind is p.POSITIONAL_ONLY or (p.kind is p.POSITIONAL_OR_KEYWORD and not skipped):
                positional.append(draw(values))
            else:
                keywords[p.name] = draw(values)
        return positional, keywords

    return draw_arguments()
