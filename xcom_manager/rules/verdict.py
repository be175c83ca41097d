"""Verdicts of the rules core: what a rule check found, as data.

A check never raises for a move the rules forbid; it returns a :class:`Verdict` holding every
:class:`Violation` found (a refusal) and every warning (the move is allowed, but the table should
know: a weapon carried but unusable, W-HAND-3 / R-4). Each finding names its rule ID from
``RULES.md``, the rulings (``R-``) that decided it, a stable ``message_key`` and the parameters
of the message (item name, soldier names, slot; phases, actions and causes as keys). The
templates are registered where the findings are made (:mod:`xcom_manager.rules.texts`), so the
core, the command line and the audit log can word a finding in English without the UI, and the
views in the reader's language.

Modelled on python-chess: small immutable values, no behaviour beyond what the values imply.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from xcom_manager.rules.errors import RulesError, mapping, shown, text, text_of
from xcom_manager.rules.rule_texts import RULE_TEXTS
from xcom_manager.rules.texts import Message, ParamValue, template

__all__ = [
    "Verdict",
    "VerdictStatus",
    "Violation",
]

VerdictStatus = Literal["allowed", "allowed_with_warnings", "refused"]


@dataclass(frozen=True, slots=True)
class Violation:
    """One finding of a rule check: a reason to refuse, or (in ``Verdict.warnings``) a warning.

    ``rule_id`` is the rule broken (``"W-HAND-2"``); ``rulings`` the ``R-`` rulings that decided
    it (``("R-2",)``); ``message_key`` selects the message template; ``params`` fill it.
    """

    rule_id: str
    message_key: str
    params: tuple[tuple[str, ParamValue], ...] = ()
    rulings: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        text("a rule ID", self.rule_id)
        Message(self.message_key, self.params)  # the key and the parameters, checked
        if not isinstance(self.rulings, tuple) or not all(isinstance(r, str) for r in self.rulings):
            raise RulesError(f"the rulings of a finding are rule IDs, not {shown(self.rulings)}")

    @classmethod
    def of(
        cls,
        rule_id: str,
        message_key: str,
        rulings: tuple[str, ...] = (),
        /,
        **params: ParamValue,
    ) -> Violation:
        """Build a violation with keyword parameters, in the order given (several keys, such
        as the actions a character has done, as a tuple)."""
        return cls(rule_id, message_key, Message.of(message_key, **params).params, rulings)

    def param(self, name: str) -> ParamValue | None:
        """The value of parameter ``name``, or ``None``."""
        for key, value in self.params:
            if key == name:
                return value
        return None

    @property
    def rule_ids(self) -> tuple[str, ...]:
        """The rule ID followed by the rulings that decided it."""
        return (self.rule_id, *self.rulings)

    @property
    def message(self) -> Message:
        """The finding's message (key and parameters), for a view to render."""
        return Message(self.message_key, self.params)

    @property
    def text(self) -> str:
        """The finding as an English sentence (the views render :attr:`message` instead); the
        rule's own statement when the key has no template."""
        if template(self.message_key) is None:
            return RULE_TEXTS.get(self.rule_id, self.message_key)
        return self.message.text

    def to_json(self) -> dict[str, Any]:
        """The finding as JSON-ready facts (for an event payload or an audit row)."""
        return {"rule_id": self.rule_id, "rulings": list(self.rulings), **self.message.to_json()}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Violation:
        """The reverse of :meth:`to_json` (:class:`RulesError` when malformed)."""
        message = Message.from_json(mapping("a finding", data))
        rule_id = data.get("rule_id")
        rulings = data.get("rulings", ())
        if not isinstance(rule_id, str) or not isinstance(rulings, list | tuple):
            raise RulesError(f"not a finding: {shown(dict(data))}")
        return cls(rule_id, message.key, message.params, tuple(text_of(r) for r in rulings))


@dataclass(frozen=True, slots=True)
class Verdict:
    """The outcome of a check: allowed when there are no violations; warnings never refuse."""

    violations: tuple[Violation, ...] = ()
    warnings: tuple[Violation, ...] = ()

    def __post_init__(self) -> None:
        for name in ("violations", "warnings"):
            found = getattr(self, name)
            if not isinstance(found, tuple | list) or not all(
                isinstance(v, Violation) for v in found
            ):
                raise RulesError(f"the {name} of a verdict are findings, not {shown(found)}")
            object.__setattr__(self, name, tuple(found))

    @property
    def allowed(self) -> bool:
        return not self.violations

    @property
    def rule_ids(self) -> tuple[str, ...]:
        """Every rule ID cited (each finding's rule, then its rulings): violations first, then
        warnings, each ID once, in order of first mention."""
        seen: dict[str, None] = {}
        for finding in (*self.violations, *self.warnings):
            for rule_id in finding.rule_ids:
                seen.setdefault(rule_id, None)
        return tuple(seen)

    @property
    def status(self) -> VerdictStatus:
        if self.violations:
            return "refused"
        if self.warnings:
            return "allowed_with_warnings"
        return "allowed"

    @property
    def texts(self) -> tuple[str, ...]:
        """The English sentence of every violation, then of every warning."""
        return tuple(finding.text for finding in (*self.violations, *self.warnings))
