"""Helpers shared by the roster, the import and the demo: soldier checks and read rows."""

from __future__ import annotations

from xcom_manager.rules.roster import FieldProblem, check_soldier
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.services.roster.dto import SoldierDraft
from xcom_manager.services.roster.rows import ordered_stats, soldier_row, stored_stats

__all__ = [
    "NATIONALITY_MAX",
    "clean_draft",
    "draft_problems",
    "ordered_stats",
    "soldier_row",
    "stored_stats",
]

#: Column width of the store (``xcom_manager.store.models.Soldier``); check_soldier checks names.
NATIONALITY_MAX = 64


def draft_problems(ruleset: Ruleset, draft: SoldierDraft) -> tuple[FieldProblem, ...]:
    """Everything wrong with ``draft``: the rules' checks, then the store's column limits."""
    problems = list(
        check_soldier(
            ruleset,
            name=draft.name,
            rank=draft.rank,
            soldier_class=draft.soldier_class,
            unit_type=draft.unit_type,
            stats=draft.stats,
            wounds=draft.wounds,
            status=draft.status,
        )
    )
    nationality: object = draft.nationality  # a form may hand in anything
    notes: object = draft.notes
    if not isinstance(nationality, str):
        problems.append(FieldProblem("nationality", "must be text"))
    elif len(nationality) > NATIONALITY_MAX:
        problems.append(
            FieldProblem("nationality", f"must be at most {NATIONALITY_MAX} characters long")
        )
    if not isinstance(notes, str):
        problems.append(FieldProblem("notes", "must be text"))
    return tuple(problems)


def clean_draft(draft: SoldierDraft) -> SoldierDraft:
    """``draft`` with the name and nationality trimmed of surrounding blanks."""
    name = draft.name.strip() if isinstance(draft.name, str) else draft.name
    nationality = (
        draft.nationality.strip() if isinstance(draft.nationality, str) else draft.nationality
    )
    if name == draft.name and nationality == draft.nationality:
        return draft
    return SoldierDraft(
        name=name,
        nationality=nationality,
        rank=draft.rank,
        soldier_class=draft.soldier_class,
        unit_type=draft.unit_type,
        stats=draft.stats,
        wounds=draft.wounds,
        status=draft.status,
        notes=draft.notes,
    )
