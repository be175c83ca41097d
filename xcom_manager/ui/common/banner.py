"""A framed message on a page: a bold title, lines of text, buttons if wanted, and Dismiss.

Refusals (red: why a move or a mission step was refused, each rule as "ID: finding") and alerts
(amber: start-of-turn reminders, the debrief) use it. A banner either sits in its parent's
layout and appears there (:meth:`Banner.show_lines`), or floats over its parent next to the
point where the user acted (:meth:`Banner.show_at`: a drop that was refused). Dismiss and
Escape close it and emit :attr:`Banner.dismissed`; :meth:`~QWidget.hide` closes it silently.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

__all__ = ["ALERT_COLOURS", "FLOATING_WIDTH", "REFUSAL_COLOURS", "Banner"]

REFUSAL_COLOURS = (QColor(255, 236, 232), QColor(90, 0, 0))
"""Background and text of a refusal."""
ALERT_COLOURS = (QColor(255, 243, 205), QColor(90, 60, 0))
"""Background and text of an alert (a reminder the GM should read before going on)."""
FLOATING_WIDTH = 460
"""The widest a floating banner grows (its lines wrap beyond)."""


class Banner(QFrame):
    """A framed title, lines of text, optional buttons (:meth:`add_button`) and Dismiss."""

    dismissed = Signal()
    """The user closed the banner (Dismiss, Escape) or :meth:`dismiss` was called."""

    def __init__(
        self, background: QColor, foreground: QColor, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.Box)
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(self.backgroundRole(), background)
        palette.setColor(self.foregroundRole(), foreground)
        self.setPalette(palette)
        self.title_label = QLabel()
        self.title_label.setObjectName("bannerTitle")
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.setWordWrap(True)
        self.text_label = QLabel()
        self.text_label.setObjectName("bannerText")
        self.text_label.setWordWrap(True)
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QPushButton(self.tr("Dismiss"))
        self.close_button.setObjectName("bannerDismiss")
        self.close_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.close_button.clicked.connect(self.dismiss)
        self.buttons: list[QPushButton] = []
        """The buttons added with :meth:`add_button`, in order."""
        top = QHBoxLayout()
        top.addWidget(self.title_label, 1)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self._button_row = QHBoxLayout()
        self._button_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addLayout(top)
        layout.addWidget(self.text_label)
        layout.addLayout(self._button_row)
        self.hide()

    @classmethod
    def refusal(cls, parent: QWidget | None = None) -> Banner:
        """A red banner, for what the rules refused."""
        return cls(*REFUSAL_COLOURS, parent)

    @classmethod
    def alert(cls, parent: QWidget | None = None) -> Banner:
        """An amber banner, for what the GM should read before going on."""
        return cls(*ALERT_COLOURS, parent)

    def add_button(self, text: str, object_name: str = "") -> QPushButton:
        """A button under the text (e.g. "Force (GM override)…"); connect its ``clicked``."""
        button = QPushButton(text)
        if object_name:
            button.setObjectName(object_name)
        self._button_row.addWidget(button)
        self.buttons.append(button)
        return button

    # -- showing --------------------------------------------------------------------------------

    def show_lines(self, title: str, lines: Sequence[str]) -> None:
        """Show ``title`` and ``lines`` where the banner sits in its parent's layout."""
        self._set_message(title, lines)
        self.show()

    def show_at(self, title: str, lines: Sequence[str], anchor: QWidget, pos: QPoint) -> None:
        """Float over the parent just below ``pos`` of ``anchor`` (kept inside the parent) and
        give the focus to the first button, so that Enter acts and Escape dismisses."""
        self._set_message(title, lines)
        self.setMaximumWidth(FLOATING_WIDTH)
        self.adjustSize()
        self.resize(
            min(self.sizeHint().width(), FLOATING_WIDTH),
            self.heightForWidth(FLOATING_WIDTH) or self.height(),
        )
        self.adjustSize()
        parent = self.parentWidget()
        point = anchor.mapTo(parent, pos) if parent is not None else pos
        if parent is not None:
            x = max(0, min(point.x(), parent.width() - self.width()))
            y = max(0, min(point.y() + 12, parent.height() - self.height()))
            point = QPoint(x, y)
        self.move(point)
        self.show()
        self.raise_()
        focus = self.buttons[0] if self.buttons else self.close_button
        focus.setFocus(Qt.FocusReason.OtherFocusReason)

    def dismiss(self) -> None:
        """Close the banner; emits :attr:`dismissed` if it was showing."""
        was_visible = self.isVisible()
        self.hide()
        if was_visible:
            self.dismissed.emit()

    # -- what it says ---------------------------------------------------------------------------

    @property
    def title(self) -> str:
        return self.title_label.text()

    @property
    def lines(self) -> list[str]:
        text = self.text_label.text()
        return text.splitlines() if text else []

    @property
    def text(self) -> str:
        """The title and the lines, one a line (for tests and the status bar)."""
        return self.title_label.text() + "\n" + self.text_label.text()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:
            self.dismiss()
            return
        super().keyPressEvent(event)

    def _set_message(self, title: str, lines: Sequence[str]) -> None:
        self.title_label.setText(title)
        self.text_label.setText("\n".join(lines))
        self.setToolTip("\n".join(lines))
