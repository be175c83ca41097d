"""Undoable mission steps: one ``QUndoCommand`` per command the GM carried out, on the shared
stack of the main window (a :class:`~xcom_manager.ui.common.commands.ServiceCommand`).

A mission is a fold over append-only events, so nothing is ever deleted: undo is a new
``reverted`` event (``MissionService.execute(Undo(seq))``), and the log keeps the undone entry,
struck through. Redo reverts that revert (the engine honours a revert of a revert: its target
counts again), so undo and redo are the same operation on a chain of events::

    step #7          undo → Undo(7)  = #8      redo → Undo(8) = #9      undo → Undo(9) = #10 ...

Each toggle reverts the newest event of the chain. The step happened before the command was
pushed (the view carried it out and saw a refusal there), so the first ``redo()`` does nothing.

A refused toggle (the mission ended and was debriefed, another GM undid the step meanwhile) shows
why and marks the command obsolete, so the stack never claims a state the log does not have.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication

from xcom_manager.rules.mission.commands import Undo
from xcom_manager.services.core.changes import Changes
from xcom_manager.services.core.errors import StaleEditError, UserError
from xcom_manager.services.missions.dto import CommandResult, LogRow
from xcom_manager.ui.common.commands import ServiceCommand

if TYPE_CHECKING:
    from xcom_manager.services.missions.service import MissionService

__all__ = ["MissionContext", "MissionStepCommand", "last_undoable", "shorten"]

_STEP_TEXT_LIMIT = 70
"""Longest undo-stack text ("Undo Sgt. Petrova: jumps 4" …) before it is shortened."""


def shorten(text: str) -> str:
    """A step's text for the undo stack: one line, at most :data:`_STEP_TEXT_LIMIT` long."""
    text = " ".join(text.split())
    if len(text) <= _STEP_TEXT_LIMIT:
        return text
    return text[: _STEP_TEXT_LIMIT - 1].rstrip() + "…"


def last_undoable(log: Sequence[LogRow]) -> LogRow | None:
    """The log's last step that can be undone now (not undone already, not an undo itself)."""
    return next(
        (r for r in reversed(log) if r.undoable and not r.reverted and r.type != "reverted"),
        None,
    )


@dataclass(frozen=True, slots=True)
class MissionContext:
    """What the commands need: the service, who acts, and the view's paths back.

    ``changed(mission_id, result)`` shows the mission after a toggle; ``report`` passes on what
    the toggle changed; ``show_error`` shows a refused toggle (the service refuses any step but
    a note once a mission is debriefed), ``show_stale`` one refused because another GM recorded
    a step since the page's ``seen_seq``.
    """

    missions: MissionService
    actor: Callable[[], str | None]
    changed: Callable[[int, CommandResult], None]
    show_error: Callable[[str], None]
    report: Callable[[Changes], None]
    seen_seq: Callable[[int], int | None] = lambda _mission_id: None
    """The mission's last event as the page shows it: a toggle expects it."""
    show_stale: Callable[[str], None] | None = None
    """Shows a toggle refused because another GM moved the mission on (offers Reload)."""


class MissionStepCommand(ServiceCommand):
    """A mission step (or an "undo last" of the view) on the shared undo stack."""

    refusals: ClassVar[tuple[type[Exception], ...]] = (UserError, ValueError)

    def __init__(self, context: MissionContext, mission_id: int, seq: int, text: str) -> None:
        super().__init__(text, show_error=lambda why: self._refusal(why), report=context.report)
        self._context = context
        self._stale = False
        self.mission_id = mission_id
        self.seqs: list[int] = [seq]
        """The chain of events: the step's first event, then each revert made by undo/redo."""

    def toggles(self, mission_id: int, step: LogRow | None) -> bool:
        """Whether undoing this command undoes ``step`` of mission ``mission_id`` (the step
        is this command's and stands: not undone, nor an undo this command made)."""
        return (
            step is not None
            and mission_id == self.mission_id
            and self.seqs[0] == step.seq
            and len(self.seqs) % 2 == 1
        )

    @property
    def head_seq(self) -> int:
        """The event whose revert toggles the step now (the newest of the chain)."""
        return self.seqs[-1]

    def undo_edit(self) -> Changes:
        return self._toggle()

    def redo_edit(self) -> Changes:
        return self._toggle()

    def attempt_text(self, *, undoing: bool) -> str:
        what = (
            QCoreApplication.translate("MissionCommands", "undo {what}")
            if undoing
            else QCoreApplication.translate("MissionCommands", "redo {what}")
        )
        return what.format(what=self.text())

    def refused(self, error: Exception) -> None:
        self._stale = isinstance(error, StaleEditError)

    def _refusal(self, text: str) -> None:
        shown = self._context.show_stale if self._stale else None
        (shown or self._context.show_error)(text)

    def _toggle(self) -> Changes:
        context = self._context
        result = context.missions.execute(
            self.mission_id,
            Undo(self.head_seq),
            actor=context.actor(),
            expected_seq=context.seen_seq(self.mission_id),
        )
        if result.new_log:
            self.seqs.append(result.new_log[0].seq)
        self._context.changed(self.mission_id, result)
        return result.changes
