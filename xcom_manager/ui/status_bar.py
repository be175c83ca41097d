"""The main window's status bar: a passing message on the left, the campaign and the database
on the right (:class:`WindowStatusBar`).

Qt paints a status bar's message under its permanent widgets, cut where they begin ("…test 2
ag|Campaign:"). Here the message is a label of its own that takes the room the campaign and
the database leave, elided to it, its whole text in the tooltip. A page's message (its counts,
a check's verdict) belongs to that page: it goes when the GM shows another page.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, QTimer
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

__all__ = ["ElidedLabel", "WindowStatusBar", "elided"]

#: The most of the bar's width (%) the campaign's label and the database's take.
_CAMPAIGN_SHARE, _LOCATION_SHARE = 42, 24


class ElidedLabel(QLabel):
    """A one-line label showing its text elided to its width (``text()`` stays whole), its
    whole text in the tooltip while it is cut; it may be narrowed to nothing. (No Qt enum is
    used to elide: the window's first paint must not build Qt's namespace.)"""

    def __init__(self, name: str, *, middle: bool = False, parent: QWidget | None = None) -> None:
        """``middle``: elided in the middle (a path's both ends stay), else at the end."""
        super().__init__(parent)
        self.setObjectName(name)
        self.setMinimumWidth(0)
        self._middle = middle
        self._full = ""

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        if "<" in text:  # a name typed by the GM is shown as typed, never as markup
            from PySide6.QtCore import Qt

            self.setTextFormat(Qt.TextFormat.PlainText)
        self._full = " ".join(text.split())  # one line: a status bar has no room for two
        self._elide()
        self.updateGeometry()

    def text(self) -> str:
        """The whole text (:meth:`shown_text` is what is shown)."""
        return self._full

    def shown_text(self) -> str:
        return super().text()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        margins = self.contentsMargins()
        width = self.fontMetrics().horizontalAdvance(self._full) + margins.left()
        return QSize(width + margins.right() + 2 * self.margin(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = self.contentsRect().width() - 2 * self.margin()
        shown = elided(self.fontMetrics(), self._full, room, middle=self._middle)
        if shown != super().text():
            super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")


def elided(metrics: QFontMetrics, text: str, room: int, *, middle: bool = False) -> str:
    """``text`` cut to ``room`` pixels with an ellipsis: at its end, or in its middle."""
    if metrics.horizontalAdvance(text) <= room:
        return text

    def cut(keep: int) -> str:
        head = (keep + 1) // 2 if middle else keep
        return text[:head] + "…" + text[len(text) - (keep - head) :]

    low, high = 0, len(text) - 1  # the most characters kept that still fit
    while low < high:
        keep = (low + high + 1) // 2
        if metrics.horizontalAdvance(cut(keep)) <= room:
            low = keep
        else:
            high = keep - 1
    return cut(low)


class WindowStatusBar(QStatusBar):
    """A status bar whose message never runs under the campaign and database labels."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.message_label = ElidedLabel("statusMessage", parent=self)
        self.message_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.addWidget(self.message_label, 1)
        self.campaign_label = ElidedLabel("campaignStatus", parent=self)
        self.location_label = ElidedLabel("locationStatus", middle=True, parent=self)
        # Permanent: a passing message (showMessage) must not hide them.
        self.addPermanentWidget(self.campaign_label)
        self.addPermanentWidget(self.location_label)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clearMessage)
        self._from_page = False

    def showMessage(self, text: str, timeout: int | None = 0) -> None:  # noqa: N802 - Qt's name
        """Show ``text`` (for ``timeout`` milliseconds, until replaced if 0)."""
        self._from_page = False
        self.message_label.setText(text)
        if timeout is not None and timeout > 0:
            self._timer.start(timeout)
        else:
            self._timer.stop()
        self.messageChanged.emit(text)

    def show_page_message(self, text: str) -> None:
        """A page's message: it stays until replaced or another page is shown."""
        self.showMessage(text)
        self._from_page = True

    def page_shown(self) -> None:
        """Another page is shown: the last page's message goes."""
        if self._from_page:
            self.clearMessage()

    def clearMessage(self) -> None:  # noqa: N802 - Qt's name
        self._timer.stop()
        self._from_page = False
        if self.message_label.text():
            self.message_label.setText("")
            self.messageChanged.emit("")

    def currentMessage(self) -> str:  # noqa: N802 - Qt's name
        return self.message_label.text()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """The campaign and the database take at most their share of the bar; the message has
        the rest (each label elided to its room)."""
        width = event.size().width()
        self.campaign_label.setMaximumWidth(width * _CAMPAIGN_SHARE // 100)
        self.location_label.setMaximumWidth(width * _LOCATION_SHARE // 100)
        super().resizeEvent(event)
