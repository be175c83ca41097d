"""Errors the services raise for the user to act on.

Every class here is a :class:`UserError`: its ``str()`` is English text fit to show as is (in a
message box, in the roster's error line, or as ``xcom-manager: error: ...`` on the command line).
An error made from a :class:`~xcom_manager.rules.texts.Message` keeps it in ``message``, so that
a view can word it in the user's language: the services raise them so (their templates are in
:mod:`~xcom_manager.services.core.error_texts`). Anything else that escapes a service is a bug.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from xcom_manager.rules.errors import clipped
from xcom_manager.rules.safe_text import printable
from xcom_manager.rules.texts import Message, Translate, templates, tr_noop
from xcom_manager.services.core import error_texts  # noqa: F401 - the refusals' templates, registered

if TYPE_CHECKING:
    from xcom_manager.rules.roster import FieldProblem
    from xcom_manager.rules.verdict import Violation

__all__ = [
    "MESSAGES",
    "DatabaseBusyError",
    "DatabaseFailedError",
    "ImportFormatError",
    "NotFoundError",
    "ReadOnlyDatabaseError",
    "RosterRefused",
    "RulesetMissingError",
    "SlotTakenError",
    "StaleEditError",
    "UserError",
    "ValidationError",
]


MESSAGES = templates(
    {
        "ruleset_missing": tr_noop(
            "ServiceErrors",
            "campaign #{campaign_id} plays by the ruleset '{ruleset_id}', whose file is missing: "
            "the campaign is read-only until the ruleset is back (xcom-manager rulesets add FILE)",
        ),
    }
)


class UserError(Exception):
    """A refusal the user can act on; ``str(e)`` is the message to show in English, and
    ``message`` (when the error was made from one) the message for a view to word."""

    def __init__(self, message: str | Message = "", /) -> None:
        self.message: Message | None = message if isinstance(message, Message) else None
        super().__init__(message.text if isinstance(message, Message) else message)


class NotFoundError(UserError):
    """An id that names no campaign, soldier or ruleset (deleted meanwhile, or a typo)."""


class RulesetMissingError(NotFoundError):
    """A campaign whose ruleset file is gone (a user's ruleset removed or renamed): it stays
    readable (listed, exported, verified) but nothing in it can be changed until the file
    is back."""

    def __init__(self, campaign_id: int, ruleset_id: str) -> None:
        self.campaign_id = campaign_id
        self.ruleset_id = ruleset_id
        # Worded in the view's language where shown (the English text is the same).
        super().__init__(
            Message.of("ruleset_missing", campaign_id=campaign_id, ruleset_id=ruleset_id)
        )


class RosterRefused(UserError):  # noqa: N818 - a refusal, like CommandRefused
    """A roster change a rule refuses (ROS-1: the soldier is on a mission in progress; ROS-2:
    the dead do not retire). ``violation`` names the rule; ``str()`` is
    ``"ROS-1: finding"`` in English."""

    def __init__(self, violation: Violation) -> None:
        self.violation = violation
        super().__init__(violation.message)
        self.args = (f"{violation.rule_id}: {violation.text}",)

    def __str__(self) -> str:
        return str(self.args[0])


class StaleEditError(UserError):
    """An edit based on an old version of a row that someone else has changed since."""


class SlotTakenError(StaleEditError):
    """Another GM filled the slot position this move was about to fill, a moment before."""


class DatabaseBusyError(UserError):
    """Another writer kept the database busy past the wait; nothing was changed."""


class DatabaseFailedError(UserError):
    """The database failed in the middle of a use-case (gone away, full); nothing was changed."""


class ReadOnlyDatabaseError(UserError):
    """A write to a database opened read-only (a file this user cannot write): refused before
    it began, with the reason the database was opened so (``Database.read_only``)."""


class ValidationError(UserError):
    """A soldier (or other record) that breaks the ruleset; ``problems`` names each field."""

    problems: tuple[FieldProblem, ...]

    def __init__(self, problems: Iterable[FieldProblem], subject: str = "") -> None:
        self.problems = tuple(problems)
        self.subject = subject
        super().__init__(self._text())

    def _text(self) -> str:
        details = "; ".join(f"{clipped(p.field)}: {p.message}" for p in self.problems)
        prefix = f"{self.subject} is not valid" if self.subject else "not valid"
        return f"{prefix}: {details}" if details else prefix

    def worded(self, translate: Translate) -> str:
        """Every problem in the language of ``translate``, after its field's name."""
        return "; ".join(f"{clipped(p.field)}: {p.worded(translate)}" for p in self.problems)

    def messages_by_field(self, translate: Translate | None = None) -> dict[str, list[str]]:
        """The problems grouped by field, for a form that shows each next to its input; worded
        in the language of ``translate`` where a problem carries its message (English else)."""
        grouped: dict[str, list[str]] = {}
        for problem in self.problems:
            text = problem.message if translate is None else problem.worded(translate)
            grouped.setdefault(problem.field, []).append(text)
        return grouped


class ImportFormatError(UserError):
    """A campaign document that cannot be imported; the text names the JSON path at fault.

    ``problems`` holds every ``(path, message)`` found (the text shows the first few).
    """

    def __init__(self, problems: Iterable[tuple[str, str]]) -> None:
        self.problems = tuple(problems)
        super().__init__(self._text())

    def _text(self) -> str:
        # A bad file's keys and texts may hold control characters: never shown raw.
        shown = [
            f"{clipped(path)}: {printable(message)}" if path else printable(message)
            for path, message in self.problems
        ]
        if not shown:
            return "the campaign file is not valid"
        head = shown[:10]
        more = len(shown) - len(head)
        text = "the campaign file is not valid: " + "; ".join(head)
        if more:
            text += f" (and {more} more problem{'s' if more != 1 else ''})"
        return text
