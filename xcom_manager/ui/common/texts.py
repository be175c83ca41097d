"""How the views word what the rules core and the services say, in the reader's language.

A finding, a mission event or a debrief arrives as a message (a key and its parameters,
:class:`~xcom_manager.rules.texts.Message`); its English template is written once, where the
rules core makes it, and marked there for lupdate. Here it is translated with
``QCoreApplication.translate`` when shown: nothing is copied, nothing decided.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from xcom_manager.rules.rule_texts import RULE_STATEMENTS, rule_statement
from xcom_manager.rules.texts import Message, render
from xcom_manager.rules.verdict import Verdict, Violation
from xcom_manager.services.audit.reasons import decode_reason
from xcom_manager.services.core.errors import ValidationError

__all__ = [
    "error_text",
    "finding_line",
    "finding_text",
    "message_text",
    "reason_display",
    "rule_text",
    "rule_texts",
    "verdict_lines",
]


def message_text(message: Message) -> str:
    """``message`` as a sentence in the user's language."""
    return render(message, QCoreApplication.translate)


def finding_text(finding: Violation) -> str:
    """The finding's sentence in the user's language; the rule's own statement when its key
    has no template."""
    text = message_text(finding.message)
    if text.startswith(finding.message_key) and finding.text != text:
        return rule_text(finding.rule_id) or text
    return text


def rule_text(rule_id: str) -> str:
    """The rule's own statement, translated; ``""`` for an unknown ID."""
    text = rule_statement(rule_id)
    return "" if text is None else QCoreApplication.translate(text.context, text.source)


def rule_texts() -> dict[str, str]:
    """Every rule's statement in the user's language, by rule ID."""
    return {rule_id: rule_text(rule_id) for rule_id in RULE_STATEMENTS}


def finding_line(finding: Violation) -> str:
    """``"INV-2: Laser rifle needs a large-size slot …"``: the rule ID, then the finding."""
    return f"{finding.rule_id}: {finding_text(finding)}"


def verdict_lines(verdict: Verdict, *, with_rules: bool = True) -> list[str]:
    """Every violation (then warning) as a line, followed by the statement of each rule cited."""
    lines = [finding_line(v) for v in (*verdict.violations, *verdict.warnings)]
    if with_rules:
        for rule_id in verdict.rule_ids:
            text = rule_text(rule_id)
            if text:
                lines.append(
                    QCoreApplication.translate("Inventory", "Rule {rule}: {text}").format(
                        rule=rule_id, text=text
                    )
                )
    return lines


def error_text(error: Exception) -> str:
    """What an error of the services says, in the user's language when it carries a message
    (:class:`~xcom_manager.services.core.errors.UserError` made from one), else as its text."""
    violation = getattr(error, "violation", None)
    if isinstance(violation, Violation):  # a refusal naming its rule (RosterRefused)
        return finding_line(violation)
    message = getattr(error, "message", None)
    if isinstance(message, Message):
        return message_text(message)
    if isinstance(error, ValidationError):  # each field's problem worded
        return error.worded(QCoreApplication.translate)
    return str(error).strip()


def reason_display(stored: str) -> str:
    """An audit row's reason as stored, for the user: what the app decided (an undo, a death on
    a mission) worded in the user's language, then the GM's own words as typed."""
    message, gm = decode_reason(stored)
    if message is None:
        return stored
    return "; ".join(part for part in (message_text(message), gm) if part)
