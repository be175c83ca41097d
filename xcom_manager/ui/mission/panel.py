"""The tracker's action panel: the command for the selected character, its dice and its odds.

The panel is the same for every rule system; the system's :class:`ActionForms` give it the
actions, a form page per action and the command each form describes (the wargame's in
:mod:`xcom_manager.ui.mission.wargame.forms`). The panel adds the GM's note (any system), the
dice the GM chose ("Roll for me", or the values typed from physical dice), and shows what the
view hands back: the exact odds of the outcomes (``MissionService.odds``), the number of dice
the command needs (``MissionService.dice_needed``), a refusal with its rule IDs, or what the
command did. Whether a command is allowed is for the rules to say.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtGui import (
    QKeySequence,
    QPalette,
    QRegularExpressionValidator,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.mission.commands import Note
from xcom_manager.rules.mission.system import ActionOption, Outcome
from xcom_manager.rules.verdict import Verdict
from xcom_manager.services.missions.dto import CharacterRow, MissionView
from xcom_manager.ui.common.banner import Banner
from xcom_manager.ui.common.texts import finding_line, verdict_lines
from xcom_manager.ui.mission.texts import odds_text, odds_tooltip, status_label

if TYPE_CHECKING:
    from collections.abc import Callable


__all__ = ["ActionForms", "ActionPanel", "DiceChoice"]

DiceChoice = Literal["roll"] | list[int]

_DICE_SPLIT = re.compile(r"[\s,;]+")
#: The characters the action list shows at least (it grows with the panel).
_COMBO_CHARS = 12


class ActionForms(QObject):
    """What a rule system puts into the action panel: its actions (key and label), a form
    page for each, the command a form describes, and the choices it offers for a character.
    This base offers no action (a system without a panel of its own: notes only)."""

    def actions(self) -> list[tuple[str, str]]:
        return []

    def pages(self, changed: Callable[[], None]) -> dict[str, QWidget]:
        """A page per action key; ``changed`` is called whenever an input changes."""
        return {}

    def command(self, action: str, character: CharacterRow) -> object | None:
        return None

    def fill(self, mission: MissionView | None, ch: CharacterRow | None, *, keep: bool) -> None:
        """Fill the choices for ``ch``; ``keep`` when the same character is shown again."""

    #: Whether every die the command needs must be typed (else later dice may not be needed:
    #: the wargame's second die only after a failed test).
    exact_dice = False
    #: What the typed dice field accepts: numbers (a system with named faces adds words).
    dice_pattern = r"^[0-9 ,;]*$"

    def dice_values(self, parts: Sequence[str]) -> list[int]:
        """The die values the GM typed, part by part; ``ValueError`` with the words to show
        for a part that is no die's value."""
        values = []
        for part in parts:
            if not part.isdigit():
                raise ValueError(self.tr("“{part}” is not a die's value.").format(part=part))
            values.append(int(part))
        return values

    def dice_placeholder(self, needed: int) -> str | None:
        """The hint in the empty dice field (``None``: the panel's own)."""
        return None


class CommitBar(QWidget):
    """Commit with the odds, a refusal and the last result above it: never lower than its
    wrapped texts need at its width (the form above it scrolls instead)."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            need = layout.heightForWidth(max(self.width(), hint.width()))
            hint.setHeight(max(hint.height(), need))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # a new width wraps the texts anew


class ActionPanel(QWidget):
    """The command form for the selected character (or the GM's note), with dice and odds."""

    inputs_changed = Signal()
    """The command or the dice changed: the view asks the service for odds and dice again."""
    commit_requested = Signal()
    """The GM asked to carry out the command (the button, Ctrl+Return, Enter in the note)."""

    def __init__(self, forms: ActionForms | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")
        self.forms = forms if forms is not None else ActionForms(self)
        if self.forms.parent() is None:
            self.forms.setParent(self)
        self._mission: MissionView | None = None
        self._character: CharacterRow | None = None
        self._dice_needed = 0
        self._updating = False
        self._refused: dict[str, list[str]] = {}

        self.title_label = QLabel()
        self.title_label.setObjectName("actionTitle")
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.setWordWrap(True)

        self.action_combo = QComboBox()
        self.action_combo.setObjectName("actionCombo")
        # As wide as its longest action, the list would widen the panel past a small window
        # (the panel scrolls sideways, its odds cut): it opens as wide as it needs instead.
        self.action_combo.setMinimumContentsLength(_COMBO_CHARS)
        self.action_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        for key, label in (*self.forms.actions(), ("note", self.tr("GM note"))):
            self.action_combo.addItem(label, key)
        action_label = QLabel(self.tr("&Action:"))
        action_label.setBuddy(self.action_combo)

        self.pages = QStackedWidget()
        self.pages.setObjectName("actionPages")
        self._page_index: dict[str, int] = {}
        pages = {**self.forms.pages(self._changed), "note": self._note_page()}
        for key, page in pages.items():
            self._page_index[key] = self.pages.addWidget(page)
        self.action_combo.currentIndexChanged.connect(self._action_changed)

        # -- dice ------------------------------------------------------------------------------
        self.roll_radio = QRadioButton(self.tr("&Roll for me"))
        self.roll_radio.setObjectName("rollForMe")
        self.roll_radio.setChecked(True)
        self.typed_radio = QRadioButton(self.tr("T&ype physical dice"))
        self.typed_radio.setObjectName("typeDice")
        self._dice_group = QButtonGroup(self)
        self._dice_group.addButton(self.roll_radio)
        self._dice_group.addButton(self.typed_radio)
        self.dice_edit = QLineEdit()
        self.dice_edit.setObjectName("diceEdit")
        self.dice_edit.setValidator(
            QRegularExpressionValidator(self.forms.dice_pattern, self.dice_edit)
        )
        self.dice_edit.setAccessibleName(self.tr("Dice values"))
        self.dice_hint = QLabel()
        self.dice_hint.setObjectName("diceHint")
        self.dice_hint.setTextFormat(Qt.TextFormat.PlainText)
        self.dice_hint.setWordWrap(True)
        self.roll_radio.toggled.connect(self._dice_mode_changed)
        self.dice_edit.textChanged.connect(self._dice_text_changed)
        dice_row = QHBoxLayout()
        dice_row.addWidget(self.roll_radio)
        dice_row.addWidget(self.typed_radio)
        dice_row.addStretch(1)
        self.dice_box = QWidget()
        dice_layout = QVBoxLayout(self.dice_box)
        dice_layout.setContentsMargins(0, 0, 0, 0)
        dice_layout.addLayout(dice_row)
        # The values on a line of their own: beside the choices they would widen the panel.
        dice_layout.addWidget(self.dice_edit)
        dice_layout.addWidget(self.dice_hint)

        # -- odds, refusals, outcome -------------------------------------------------------------
        self.odds_label = QLabel()
        self.odds_label.setObjectName("oddsLabel")
        self.odds_label.setWordWrap(True)
        self.odds_label.setTextFormat(Qt.TextFormat.PlainText)
        odds_font = self.odds_label.font()
        odds_font.setBold(True)
        self.odds_label.setFont(odds_font)
        self.refusal_banner = Banner.refusal(self)
        self.refusal_banner.setObjectName("refusalBanner")
        self.outcome_label = QLabel()
        self.outcome_label.setObjectName("outcomeLabel")
        self.outcome_label.setWordWrap(True)
        self.outcome_label.setTextFormat(Qt.TextFormat.PlainText)
        self.outcome_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.commit_button = QPushButton(self.tr("Co&mmit"))
        self.commit_button.setObjectName("commitButton")
        self.commit_button.setToolTip(self.tr("Carry out the command (Ctrl+Return)"))
        self.commit_button.clicked.connect(self.commit_requested)
        self._commit_keys: list[QShortcut] = []
        self.commit_keys_on(self)

        top = QFormLayout()
        top.addRow(action_label, self.action_combo)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title_label)
        layout.addLayout(top)
        layout.addWidget(self.pages)
        layout.addWidget(self.dice_box)
        # Its own widget: the tracker keeps it below the panel's scroll area, always in sight:
        # the odds, a refusal and the last result sit next to Commit, never below the fold.
        self.commit_bar = CommitBar()
        self.commit_bar.setObjectName("commitBar")
        bar = QVBoxLayout(self.commit_bar)
        bar.setContentsMargins(0, 4, 0, 0)
        bar.addWidget(self.odds_label)
        bar.addWidget(self.refusal_banner)
        bar.addWidget(self.outcome_label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.commit_button)
        bar.addLayout(buttons)
        layout.addWidget(self.commit_bar)
        layout.addStretch(1)

        self._action_changed()
        self.set_dice_needed(0)

    # -- pages -----------------------------------------------------------------------------------

    def _form_page(self) -> tuple[QWidget, QFormLayout]:
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        return page, form

    def _row(self, form: QFormLayout, text: str, widget: QWidget) -> None:
        label = QLabel(text)
        label.setBuddy(widget)
        form.addRow(label, widget)

    def _note_page(self) -> QWidget:
        page, form = self._form_page()
        self.note_edit = QLineEdit()
        self.note_edit.setObjectName("noteEdit")
        self.note_edit.setMaxLength(1000)
        self.note_edit.setPlaceholderText(self.tr("What happened at the table"))
        self._row(form, self.tr("N&ote:"), self.note_edit)
        self.note_edit.textChanged.connect(self._changed)
        self.note_edit.returnPressed.connect(self.commit_requested)
        return page

    # -- public ----------------------------------------------------------------------------------

    @property
    def character(self) -> CharacterRow | None:
        return self._character

    def current_action(self) -> str:
        return str(self.action_combo.currentData())

    def set_action(self, key: str) -> None:
        index = self.action_combo.findData(key)
        if index < 0:
            raise ValueError(f"no action {key!r}")
        self.action_combo.setCurrentIndex(index)

    def set_context(
        self,
        mission: MissionView | None,
        character: CharacterRow | None,
        *,
        options: Sequence[ActionOption] = (),
    ) -> None:
        """Show the form for ``character`` of ``mission`` (``None``: nobody selected);
        ``options`` say which actions the rules allow now: the others are greyed, their
        tooltip says why (they stay selectable, and the odds line says it again)."""
        same = (
            self._character is not None
            and character is not None
            and self._character.id == character.id
            and self._mission is not None
            and mission is not None
            and self._mission.info.id == mission.info.id
        )
        if not same:
            self.clear_messages()  # what the last step said belongs to the last character
        other_mission = (self._mission.info.id if self._mission is not None else None) != (
            mission.info.id if mission is not None else None
        )
        if other_mission or not same:  # the typed dice were for the last one's roll
            self._updating = True
            try:
                self.dice_edit.clear()
                if other_mission:  # the note, for the last mission
                    self.note_edit.clear()
            finally:
                self._updating = False
        self._mission = mission
        self._character = character
        self._offer(options)
        self._updating = True
        try:
            self._fill_choices(keep=same)
        finally:
            self._updating = False
        if mission is None:
            self.title_label.setText(self.tr("No mission selected"))
        elif mission.finished:
            self.title_label.setText(self.tr("The mission has ended: notes only"))
        elif character is None:
            self.title_label.setText(self.tr("Select a character (or write a GM note)"))
        else:
            self.title_label.setText(
                self.tr("Action for {name} ({status})").format(
                    name=character.name, status=status_label(character.status)
                )
            )
        self._update_enabled()
        self.inputs_changed.emit()

    def command(self) -> object | None:
        """The command the form describes, or ``None`` when it lacks something (nobody
        selected, no item chosen, an empty note)."""
        action = self.current_action()
        if action == "note":
            text = self.note_edit.text().strip()
            return Note(text) if text else None
        ch = self._character
        if ch is None or self._mission is None:
            return None
        return self.forms.command(action, ch)

    @property
    def dice_needed(self) -> int:
        return self._dice_needed

    def set_dice_needed(self, count: int) -> None:
        """The command rolls ``count`` dice (0: none; the dice choice is hidden)."""
        self._dice_needed = max(0, count)
        self.dice_box.setVisible(self._dice_needed > 0)
        own = self.forms.dice_placeholder(self._dice_needed)
        if own is not None:
            placeholder = own
        elif self._dice_needed == 1:
            placeholder = self.tr("1 value, e.g. 4")
        else:
            placeholder = self.tr(
                "up to %n values in the order rolled, e.g. 4 2 5", "", self._dice_needed
            )
        self.dice_edit.setPlaceholderText(placeholder)
        self.dice_edit.setToolTip(
            self.tr(
                "The values of the physical dice, in the order the rules roll them "
                "(d6: 1–6; a scatter bearing: 0–359 degrees). Later dice are needed only "
                "when an earlier one calls for them (a failed test)."
            )
        )
        self._update_dice_hint()
        self._update_enabled()

    def typed_values(self) -> list[int]:
        """The values typed (none while a part is not a die's value)."""
        return self._typed()[0]

    def _typed(self) -> tuple[list[int], str | None]:
        """The values typed, or why a part is not one."""
        text = self.dice_edit.text().strip()
        parts = [part for part in _DICE_SPLIT.split(text) if part] if text else []
        try:
            return self.forms.dice_values(parts), None
        except ValueError as error:
            return [], str(error)

    def dice_problem(self) -> str | None:
        """Why the typed dice cannot be used (``None`` when they can, or when rolling)."""
        if self._dice_needed == 0 or self.roll_radio.isChecked():
            return None
        values, bad = self._typed()
        if bad is not None:
            return bad
        count = len(values)
        if count == 0:
            return self.tr("Type the dice you rolled (up to {needed}).").format(
                needed=self._dice_needed
            )
        if self.forms.exact_dice and count < self._dice_needed:
            return self.tr("Dice to type: {needed}; typed: {count}.").format(
                needed=self._dice_needed, count=count
            )
        if count > self._dice_needed:
            return self.tr(
                "At most %n value(s) are used; {count} typed.", "", self._dice_needed
            ).format(count=count)
        return None

    def dice(self) -> DiceChoice:
        """ "roll", or the typed values (check :meth:`dice_problem` first)."""
        if self._dice_needed == 0 or self.roll_radio.isChecked():
            return "roll"
        return self.typed_values()

    def use_typed_dice(self, values: Sequence[int] | None = None) -> None:
        """Choose "Type physical dice" (and type ``values`` if given)."""
        self.typed_radio.setChecked(True)
        if values is not None:
            self.dice_edit.setText(" ".join(str(v) for v in values))

    def set_odds(
        self, odds: Sequence[Outcome], *, refused: str | None = None, verdict: Verdict | None = None
    ) -> None:
        """Show the exact odds of the command's outcomes, or (``refused``: the first finding
        of the rules) that the command as filled in is not allowed now, before any die, or
        (``verdict``) that the rules allow it, with their warnings (a handoff, live)."""
        if refused is None and verdict is not None:
            lines = verdict_lines(verdict, with_rules=False)
            text = (
                self.tr("Allowed, with a warning: {findings}").format(findings=" ".join(lines))
                if lines
                else self.tr("Allowed now.")
            )
            self.odds_label.setText(text)
            self.odds_label.setToolTip(text)
            self.odds_label.setStyleSheet("color: #b9770e;" if lines else "color: #1e8449;")
            self.odds_label.setVisible(True)
            return
        if refused is not None:
            self.odds_label.setText(self.tr("Not allowed now: {finding}").format(finding=refused))
            self.odds_label.setToolTip(refused)
            self.odds_label.setStyleSheet("color: #c0392b;")
        elif odds:
            self.odds_label.setText(self.tr("Odds: {odds}").format(odds=odds_text(odds)))
            self.odds_label.setToolTip(odds_tooltip(odds))
            self.odds_label.setStyleSheet("")
        else:
            self.odds_label.setText("")
            self.odds_label.setToolTip("")
        self.odds_label.setVisible(bool(odds) or refused is not None)

    def show_refusal(self, title: str, lines: Sequence[str]) -> None:
        self.outcome_label.clear()
        self.refusal_banner.show_lines(title, lines)

    def clear_refusal(self) -> None:
        self.refusal_banner.hide()

    def clear_messages(self) -> None:
        """Forget the last refusal and the last outcome (another character, mission or step)."""
        self.refusal_banner.hide()
        self.outcome_label.clear()

    def show_outcome(self, lines: Sequence[str]) -> None:
        self.refusal_banner.hide()
        self.outcome_label.setText("\n".join(lines))

    def clear_after_commit(self) -> None:
        """Reset what is used once: the typed dice and the note."""
        self._updating = True
        try:
            self.dice_edit.clear()
            self.note_edit.clear()
        finally:
            self._updating = False
        self._update_dice_hint()
        self.inputs_changed.emit()

    def refused_actions(self) -> dict[str, list[str]]:
        """The actions greyed now, each with why (as "RULE-ID: finding" lines)."""
        return dict(self._refused)

    # -- internals -------------------------------------------------------------------------------

    def _offer(self, options: Sequence[ActionOption]) -> None:
        self._refused = {
            o.key: [finding_line(reason) for reason in o.reasons] for o in options if not o.allowed
        }
        grey = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        for index in range(self.action_combo.count()):
            why = self._refused.get(str(self.action_combo.itemData(index)))
            self.action_combo.setItemData(
                index, grey if why else None, Qt.ItemDataRole.ForegroundRole
            )
            self.action_combo.setItemData(
                index,
                self.tr("Not allowed now: {finding}").format(finding="\n".join(why))
                if why
                else None,
                Qt.ItemDataRole.ToolTipRole,
            )

    def _fill_choices(self, *, keep: bool) -> None:
        self.forms.fill(self._mission, self._character, keep=keep)

    def _action_changed(self) -> None:
        self.pages.setCurrentIndex(self._page_index.get(self.current_action(), 0))
        # The pages stack as high as the page shown, not the tallest: the odds and the commit
        # button stay in sight under a short form.
        current = self.pages.currentWidget()
        for index in range(self.pages.count()):
            page = self.pages.widget(index)
            if page is not None:
                shown = page is current
                policy = QSizePolicy.Policy.Preferred if shown else QSizePolicy.Policy.Ignored
                page.setSizePolicy(policy, policy)
        self.pages.updateGeometry()
        self.refusal_banner.hide()
        self._changed()

    def _changed(self) -> None:
        if self._updating:
            return
        self._update_enabled()
        self.inputs_changed.emit()

    def _dice_mode_changed(self) -> None:
        self.dice_edit.setEnabled(self.typed_radio.isChecked())
        if self.typed_radio.isChecked() and self.isVisible():
            self.dice_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self._update_dice_hint()
        self._update_enabled()

    def _dice_text_changed(self) -> None:
        self._update_dice_hint()
        self._update_enabled()

    def _update_dice_hint(self) -> None:
        self.dice_edit.setEnabled(self.typed_radio.isChecked())
        if self._dice_needed == 0:
            self.dice_hint.setText("")
            return
        problem = self.dice_problem()
        if problem is not None:
            self.dice_hint.setText(problem)
            self.dice_hint.setStyleSheet("color: #c0392b;")
        elif self.typed_radio.isChecked():
            self.dice_hint.setText(
                self.tr("{count} of up to %n value(s) typed.", "", self._dice_needed).format(
                    count=len(self.typed_values())
                )
            )
            self.dice_hint.setStyleSheet("")
        else:
            self.dice_hint.setText(
                self.tr("The die is rolled and recorded.")
                if self._dice_needed == 1
                else self.tr("Up to %n dice are rolled and recorded.", "", self._dice_needed)
            )
            self.dice_hint.setStyleSheet("")

    def _update_enabled(self) -> None:
        mission = self._mission
        finished = mission is None or mission.finished
        action = self.current_action()
        if finished and action != "note" and mission is not None:
            # MIS-2: a finished mission takes notes only.
            self.set_action("note")
            return
        self.action_combo.setEnabled(not finished)
        self.pages.setEnabled(mission is not None)
        ready = self.command() is not None and self.dice_problem() is None
        self.commit_button.setEnabled(mission is not None and ready)

    def commit_keys_on(self, owner: QWidget) -> None:
        """Let Ctrl+Return (and Ctrl+Enter) commit while the focus is anywhere in ``owner``
        (the whole mission page, not only this panel)."""
        for old in self._commit_keys:
            old.setEnabled(False)
            old.deleteLater()
        self._commit_keys = []
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), owner)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self._commit_shortcut)
            self._commit_keys.append(shortcut)

    def _commit_shortcut(self) -> None:
        if self.commit_button.isEnabled():
            self.commit_requested.emit()
