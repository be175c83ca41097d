"""Issue 10, deliverable 5: any input to a rules function gives a result or a ``RulesError``.

The property walks every module of ``xcom_manager/rules`` (the files, so a new module is in),
takes every function and class its ``__all__`` names and defines, and every public method of
those classes, and calls each with arguments drawn from its signature's type hints
(:mod:`tests.rules.domain_inputs`): odd ones (NaN, infinities, 10**400, text where a number goes,
flags, ``None``, empty tuples, unknown keys, damaged payloads) as often as valid ones. Nothing
but the rules core's own error may come out, and its message must be fit to show. A new public
function is covered without a word here, or must be listed in :data:`EXEMPT` with the reason.
"""

from __future__ import annotations

import dataclasses
import enum
import inspect
import math
import os
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.helpers.rulesets import MINIMAL, WARGAME_PATH
from tests.helpers.wargame import bundled_wargame, do, run, start, state_of
from tests.rules.domain_inputs import arguments_for, realise, rule_modules, strategy_for
from xcom_manager.rules.dice import DiceExhausted, DieValueError, Roll, ScriptedDice, SeededDice
from xcom_manager.rules.errors import RulesError
from xcom_manager.rules.inventory import SoldierKit, validate_handoff
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import Undo
from xcom_manager.rules.mission.log import event_from_json
from xcom_manager.rules.mission.system import MissionRefused
from xcom_manager.rules.ruleset import RulesetError, RulesetSyntaxError, parse_ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import Verdict
from xcom_manager.rules.wargame.commands import DeclareMove, Slip, Wound
from xcom_manager.rules.wargame.moves import DeclarationError, fall_hit, fall_strength, slip_fall
from xcom_manager.rules.wargame.odds import tank_damage_chance, test_pass_chance
from xcom_manager.rules.wargame.state import CharacterStatus, setup_from_json

#: Examples per callable (``XCOM_DOMAIN_EXAMPLES=500`` for a long hunt).
EXAMPLES = int(os.environ.get("XCOM_DOMAIN_EXAMPLES", "12"))

#: Public callables the property does not call, each with its reason.
EXEMPT: dict[str, str] = {
    "xcom_manager.rules.texts.templates": (
        "registers message templates at import time from literals; a call with made-up entries "
        "would change the catalogue every other test reads"
    ),
    "xcom_manager.rules.texts.words": (
        "registers parameter words at import time from literals; a call with made-up entries "
        "would change the catalogue every other test reads"
    ),
    "xcom_manager.rules.language.learn_names": (
        "remembers a ruleset's names for the whole process when a ruleset is read; made-up "
        "names would change what every later test reads (its refusals: tests/rules/ruleset/"
        "test_names.py)"
    ),
    "xcom_manager.rules.dice.Dice": "a Protocol: it cannot be called",
    **{
        f"xcom_manager.rules.errors.{name}": (
            "a check of the rules core itself: its name, bounds, choices and error class are "
            "literals of the rule calling it; its value is what the property sends everywhere"
        )
        for name in (
            "choice",
            "mapping",
            "number",
            "optional_whole_number",
            "shown",
            "text",
            "text_of",
            "whole_number",
        )
    },
    "xcom_manager.rules.dice.Dice.roll": "a Protocol's method (each source's roll is covered)",
}


#: Kinds of public class the property does not call, with the reason.
KIND_EXEMPT: dict[str, str] = {
    "error classes": (
        "RulesError and its subclasses are what the rules raise, with messages the rules word; "
        "nothing calls them with a user's input"
    ),
    "enums": (
        "Side, Phase, MoveKind, ...: the rules turn a value into one only after checking it "
        "(Side('x') is Python's own ValueError, and no entry point of the rules lets it out)"
    ),
}


@dataclasses.dataclass(frozen=True)
class Case:
    """One public callable: a function, a class (its constructor) or a method (``owner``)."""

    name: str
    target: Callable[..., Any]
    owner: type | None = None
    bound: bool = False  # a method called on an instance of ``owner``

    def arguments(self) -> st.SearchStrategy[Any]:
        return _arguments(self)


@cache
def _arguments(case: Case) -> st.SearchStrategy[Any]:
    """The strategy of a case's arguments (made once)."""
    if case.owner is None:
        if inspect.isclass(case.target):
            return arguments_for(case.target, hints_of=_init_hints(case.target))
        return arguments_for(case.target)
    if case.bound:
        return st.tuples(strategy_for(case.owner), arguments_for(case.target, skip_first=True))
    return arguments_for(case.target)


def _init_hints(cls: type) -> Any:
    return cls if dataclasses.is_dataclass(cls) else cls.__init__  # type: ignore[misc]


def _is_error(cls: type) -> bool:
    return issubclass(cls, BaseException)


def _methods(cls: type) -> Iterator[tuple[str, Any, bool]]:
    """The public methods of ``cls`` and of its bases in the rules core: ``(name, callable on
    the class, bound)``."""
    seen: set[str] = set()
    for klass in cls.__mro__:
        if not klass.__module__.startswith("xcom_manager.rules"):
            continue
        for name, attr in vars(klass).items():
            if name.startswith("_") or name in seen or isinstance(attr, property):
                continue
            if isinstance(attr, classmethod | staticmethod):
                seen.add(name)
                yield name, getattr(cls, name), False
            elif inspect.isfunction(attr):
                seen.add(name)
                yield name, getattr(cls, name), True


@cache
def public_cases() -> tuple[Case, ...]:
    cases: list[Case] = []
    for module in rule_modules():
        for name in getattr(module, "__all__", ()):
            obj = getattr(module, name)
            if not callable(obj) or getattr(obj, "__module__", None) != module.__name__:
                continue  # data, or a re-export (covered where it is defined)
            qualified = f"{module.__name__}.{name}"
            if inspect.isclass(obj) and (_is_error(obj) or issubclass(obj, enum.Enum)):
                continue  # see KIND_EXEMPT
            cases.append(Case(qualified, obj))
            if inspect.isclass(obj):
                for method, target, bound in _methods(obj):
                    cases.append(Case(f"{qualified}.{method}", target, obj, bound))
    return tuple(cases)


CASES = [case for case in public_cases() if case.name not in EXEMPT]


def test_every_module_names_its_public_callables() -> None:
    """A module that defines public functions or classes lists them in ``__all__``, so that the
    property below covers them."""
    for module in rule_modules():
        defined = [
            name
            for name, obj in vars(module).items()
            if not name.startswith("_")
            and (inspect.isfunction(obj) or inspect.isclass(obj))
            and obj.__module__ == module.__name__
        ]
        if defined:
            assert hasattr(module, "__all__"), module.__name__
            missing = set(defined) - set(module.__all__)
            assert not missing, f"{module.__name__}: {sorted(missing)} not in __all__"


def test_exemptions_name_public_callables() -> None:
    names = {case.name for case in public_cases()}
    assert set(EXEMPT) <= names
    assert all(reason.strip() for reason in (*EXEMPT.values(), *KIND_EXEMPT.values()))


def test_the_property_covers_the_rules_core() -> None:
    names = {case.name for case in CASES}
    for expected in (
        "xcom_manager.rules.wargame.moves.fall_hit",
        "xcom_manager.rules.inventory.validate_handoff",
        "xcom_manager.rules.wargame.system.Wargame.execute",
        "xcom_manager.rules.mission.engine.execute",
        "xcom_manager.rules.ruleset.reader.parse_ruleset",
        "xcom_manager.rules.verdict.Violation.from_json",
    ):
        assert expected in names


def _consume(result: Any) -> None:
    """Use a result as a caller would: iterate an iterator, word a verdict or a message."""
    if isinstance(result, Iterator):
        result = list(result)
    if isinstance(result, Verdict):
        result.texts  # noqa: B018 - words every finding
    elif isinstance(result, Message):
        result.text  # noqa: B018
    elif isinstance(result, list | tuple):
        for item in result:
            if isinstance(item, Message | Verdict):
                _consume(item)


def assert_fit_to_show(error: RulesError) -> None:
    message = str(error)
    assert message.strip(), f"{type(error).__name__} without a message"
    assert len(message) <= 1200, message[:200]
    assert "Traceback" not in message


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name.removeprefix("xcom_manager."))
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    # No "explain" phase: it replays a failure hundreds of times over big arguments.
    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink],
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.filter_too_much,
    ],
)
@given(data=st.data())
def test_only_the_rules_error_escapes(case: Case, data: st.DataObject) -> None:
    drawn = data.draw(case.arguments(), label="arguments")
    try:
        if case.bound:
            instance, (args, kwargs) = drawn
            target = getattr(realise(instance), case.target.__name__)
        else:
            args, kwargs = drawn
            target = case.target
        _consume(target(*realise(args), **realise(kwargs)))
    except RulesError as error:
        assert_fit_to_show(error)


# --------------------------------------------------------------------------------------------
# The cases of the issue, by name


def test_the_errors_of_the_rules_core_are_one_class() -> None:
    assert issubclass(RulesError, ValueError)  # `except ValueError` callers keep working
    for cls in (
        DeclarationError,
        DieValueError,
        DiceExhausted,
        MissionRefused,
        RulesetError,
        RulesetSyntaxError,
    ):
        assert issubclass(cls, RulesError), cls


@pytest.mark.parametrize("inches", [math.nan, math.inf, -math.inf, 10**400, -1, "abc", True, None])
def test_odd_inches_in_fall_hit_are_refused_by_name(inches: Any) -> None:
    ruleset = bundled_wargame()
    with pytest.raises(RulesError) as attempted:
        fall_hit(ruleset, inches, 3.0, into_void=False, is_vehicle=False)
    assert "attempted" in str(attempted.value)
    with pytest.raises(RulesError) as fall:
        fall_hit(ruleset, 3.0, inches, into_void=True, is_vehicle=False)
    assert "fall" in str(fall.value)
    with pytest.raises(RulesError):
        slip_fall(ruleset, inches, is_vehicle=False)
    with pytest.raises(RulesError):
        fall_strength(inches, 1.0, into_void=False)


def test_nan_inches_name_the_value() -> None:
    with pytest.raises(RulesError, match="nan"):
        fall_hit(bundled_wargame(), math.nan, 3.0, into_void=False, is_vehicle=False)


def test_10_to_the_400_inches_is_refused_not_an_overflow() -> None:
    with pytest.raises(RulesError, match="at most"):
        fall_hit(bundled_wargame(), 1.0, 10**400, into_void=False, is_vehicle=False)
    mission = start("ground")
    with pytest.raises(RulesError):
        run(mission, DeclareMove("petrova", "jump", 10**400, 0.0, 2.0))
    with pytest.raises(RulesError):
        run(mission, Slip("petrova", 10**400))


def test_a_huge_number_is_shown_by_its_digits() -> None:
    with pytest.raises(RulesError, match="digits"):
        fall_hit(bundled_wargame(), 1.0, 10**5000, into_void=False, is_vehicle=False)


def test_an_index_given_as_text_is_refused() -> None:
    ruleset = bundled_wargame()
    kit = SoldierKit(1, "Petrova", "infantry", "infantry")
    with pytest.raises(RulesError, match="'2'"):
        validate_handoff(
            ruleset,
            ruleset.items["gauss_rifle"],
            source=None,
            target=kit,
            target_slot="large",
            target_index="2",  # type: ignore[arg-type]
        )
    mission = do(start("ground"), Wound("ivanov", 1))
    with pytest.raises(RulesError, match="'1'"):
        run(mission, Undo("1"))  # type: ignore[arg-type]
    with pytest.raises(RulesError):
        run(mission, Undo(math.nan))  # type: ignore[arg-type]


@pytest.mark.parametrize("wounds", [math.nan, math.inf, 1.5, 1.0, "1", True, None, 0, -1, 10**400])
def test_an_odd_number_of_wounds_is_refused_and_nobody_goes_down(wounds: Any) -> None:
    mission = start("ground")
    with pytest.raises(RulesError, match="wounds"):
        run(mission, Wound("petrova", wounds))
    with pytest.raises(RulesError):
        engine.check(mission, bundled_wargame(), Wound("petrova", wounds))
    with pytest.raises(RulesError):
        engine.odds(mission, bundled_wargame(), Wound("petrova", wounds))
    assert state_of(mission).characters["petrova"].status is CharacterStatus.active


def test_one_unsaved_wound_still_puts_a_one_wound_soldier_down() -> None:
    mission = do(start("ground"), Wound("petrova", 1))
    assert state_of(mission).characters["petrova"].status is CharacterStatus.down


@pytest.mark.parametrize("value", [True, "3", 3.0, math.nan, 10**400, -1, None])
def test_odds_take_whole_numbers_only(value: Any) -> None:
    with pytest.raises(RulesError):
        tank_damage_chance(value)
    if value != -1:  # a characteristic of -1 is a test that never passes, not an error
        with pytest.raises(RulesError):
            test_pass_chance(bundled_wargame(), value)


@pytest.mark.parametrize("value", ["6", None, 6.0, math.nan])
def test_dice_refuse_odd_values_with_their_error(value: Any) -> None:
    with pytest.raises(DieValueError):
        ScriptedDice([value]).roll("to hit")
    with pytest.raises(DieValueError):
        Roll("to hit", value, 3)
    with pytest.raises(RulesError):
        SeededDice(value)


@pytest.mark.parametrize(
    "text",
    [
        "a = " + "[" * 3000 + "]" * 3000,
        "a = " + "{b = " * 3000 + "1" + "}" * 3000,
        "format_version = 1" + "0" * 5000,
        "format_version = 1e400",
        "format_version = nan",
    ],
)
def test_any_ruleset_text_raises_a_ruleset_error_only(text: str) -> None:
    with pytest.raises(RulesetError):
        parse_ruleset(text, "odd.toml")


def test_damaged_json_is_refused_with_the_rules_error() -> None:
    with pytest.raises(RulesError):
        setup_from_json({"name": "x", "environment": "ground", "characters": [{"id": "a"}]})
    with pytest.raises(RulesError):
        event_from_json({"seq": "1", "type": "noted", "payload": {}})


_ODD_TOML_VALUES = (
    "nan",
    "inf",
    "-inf",
    "1e400",
    "1" + "0" * 5000,
    "-1",
    "0",
    "9223372036854775808",
    "true",
    '"abc"',
    '""',
    "[]",
    "{}",
    "[[[[1]]]]",
    "[1, 2]",
    "1979-05-27",
    "07:32:00",
    '"' + "x" * 5000 + '"',
    "[" * 2000 + "]" * 2000,
)


@st.composite
def _damaged_ruleset_text(draw: st.DrawFn) -> str:
    """A bundled or minimal ruleset with one line's value made odd, dropped or doubled."""
    base = draw(st.sampled_from((MINIMAL, WARGAME_PATH.read_text("utf-8"))))
    lines = base.splitlines()
    index = draw(st.sampled_from([i for i, line in enumerate(lines) if "=" in line]))
    key = lines[index].split("=", 1)[0]
    how = draw(st.sampled_from(("value", "value", "drop", "double", "header")))
    if how == "value":
        lines[index] = f"{key}= {draw(st.sampled_from(_ODD_TOML_VALUES))}"
    elif how == "drop":
        del lines[index]
    elif how == "double":
        lines.insert(index, lines[index])
    else:
        lines.insert(index, f"[{draw(st.sampled_from(('items.x', 'rulings.x', 'stats', 'a.b')))}]")
    return "\n".join(lines) + "\n"


@settings(max_examples=4 * EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_damaged_ruleset_text())
def test_a_damaged_ruleset_file_is_a_ruleset_error_naming_the_place(text: str) -> None:
    """parse_ruleset answers any text with a ruleset or a RulesetError fit to show."""
    try:
        parse_ruleset(text, "odd.toml")
    except RulesetError as error:
        assert str(error).startswith("odd.toml")
        assert_fit_to_show(error)
