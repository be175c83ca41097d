"""How the Inventory page words a move: the undo command's text, the message after it, and
what a hovered or refused drop says (the findings themselves are worded by
:mod:`xcom_manager.ui.common.texts`)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from xcom_manager.rules.verdict import Verdict
from xcom_manager.services.inventory.dto import MoveResult
from xcom_manager.ui.common.texts import verdict_lines

__all__ = ["hover_hint", "move_text", "moved_message", "refusal_title"]


def move_text(
    result: MoveResult, soldier_names: Mapping[int, str], slot_labels: Mapping[str, str]
) -> str:
    """ "Issue Medi-kit to Anna Smith", "Move Laser rifle of Anna Smith to Large 2", ..."""
    item = result.item
    if result.to_soldier_id is None:
        return QCoreApplication.translate("InventoryTexts", "Return {item} to the armoury").format(
            item=item.name
        )
    soldier = soldier_names.get(result.to_soldier_id, "")
    if result.from_soldier_id != result.to_soldier_id:
        if result.from_soldier_id is None:
            return QCoreApplication.translate("InventoryTexts", "Issue {item} to {soldier}").format(
                item=item.name, soldier=soldier
            )
        return QCoreApplication.translate("InventoryTexts", "Hand {item} to {soldier}").format(
            item=item.name, soldier=soldier
        )
    slot = item.slot or ""
    return QCoreApplication.translate(
        "InventoryTexts", "Move {item} of {soldier} to {slot} {position}"
    ).format(
        item=item.name,
        soldier=soldier,
        slot=slot_labels.get(slot, slot),
        position=(item.slot_index or 0) + 1,
    )


def moved_message(text: str, result: MoveResult) -> str:
    """What the page says after the move ``text``: its audit row, an override, warnings."""
    if result.audit_verdict == "overridden":
        return QCoreApplication.translate(
            "InventoryTexts", "{what} — forced by GM override (audit #{seq})."
        ).format(what=text, seq=result.audit_seq)
    if result.verdict.warnings:
        warnings = verdict_lines(Verdict((), result.verdict.warnings), with_rules=False)
        return QCoreApplication.translate(
            "InventoryTexts", "{what} (audit #{seq}). Warning: {warnings}"
        ).format(what=text, seq=result.audit_seq, warnings=" ".join(warnings))
    return QCoreApplication.translate("InventoryTexts", "{what} (audit #{seq}).").format(
        what=text, seq=result.audit_seq
    )


def refusal_title(verdict: Verdict) -> str:
    """ "Refused: INV-2, INV-1" (each broken rule once)."""
    return QCoreApplication.translate("InventoryTexts", "Refused: {rules}").format(
        rules=", ".join(dict.fromkeys(v.rule_id for v in verdict.violations))
    )


def hover_hint(verdict: Verdict) -> str:
    """What the page says while an item hovers over a target."""
    if verdict.allowed:
        return QCoreApplication.translate("InventoryTexts", "Drop to move: allowed.")
    return QCoreApplication.translate("InventoryTexts", "Refused here: {why}").format(
        why=" ".join(verdict_lines(verdict, with_rules=False))
    )
