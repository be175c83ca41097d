"""Simple message pages: "opening…", errors, and what an empty page will hold.

Imported before the first paint: PySide6 only. The "opening…" page is the first thing painted,
so it does not touch ``PySide6.QtCore.Qt``: the first use of that namespace builds its ~120
Python enums, 50-100 ms of start-up. Its label properties are set by key name instead
(:func:`_set_property_by_key`), which Qt's meta-object system converts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QProgressBar


def _set_property_by_key(widget: QWidget, name: str, key: str) -> None:
    """Set an enum or flags property from the key's name (e.g. ``"AlignCenter"``)."""
    if not widget.setProperty(name, key):
        raise ValueError(f"{type(widget).__name__}.{name} has no value {key!r}")


def _message_label(object_name: str, *, selectable: bool) -> QLabel:
    label = QLabel()
    label.setObjectName(object_name)
    label.setWordWrap(True)
    _set_property_by_key(label, "alignment", "AlignCenter")
    if selectable:
        _set_property_by_key(label, "textInteractionFlags", "TextSelectableByMouse")
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return label


class MessagePage(QWidget):
    """A centred heading with a paragraph under it (and an optional detail, selectable)."""

    def __init__(
        self, heading: str = "", text: str = "", detail: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.heading_label = _message_label("pageHeading", selectable=False)
        self.text_label = _message_label("pageText", selectable=True)
        self.detail_label = _message_label("pageDetail", selectable=True)
        _set_property_by_key(self.detail_label, "textFormat", "PlainText")  # a path, an error
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 32, 32, 32)
        layout.addStretch(1)
        layout.addWidget(self.heading_label)
        layout.addSpacing(12)
        layout.addWidget(self.text_label)
        layout.addSpacing(12)
        layout.addWidget(self.detail_label)
        layout.addStretch(2)
        self._layout = layout
        self.busy_bar: QProgressBar | None = None  # made when first needed: not before the paint
        self.set_message(heading, text, detail)

    def set_message(self, heading: str, text: str, detail: str = "") -> None:
        self.heading_label.setText(heading)
        self.text_label.setText(text)
        self.detail_label.setText(detail)
        self.detail_label.setVisible(bool(detail))

    def set_error(self, error: bool) -> None:
        """Mark the page as an error (the style sheet shows its heading in red)."""
        if bool(self.property("error")) == error:
            return
        self.setProperty("error", error)
        for widget in (self, self.heading_label, self.text_label, self.detail_label):
            widget.style().unpolish(widget)
            widget.style().polish(widget)

    def set_busy(self, busy: bool) -> None:
        """Show or hide a busy bar (no end: it runs until the work is done) under the text."""
        if self.busy_bar is None:
            if not busy:
                return
            from PySide6.QtCore import Qt  # after the first paint: see the module's docstring
            from PySide6.QtWidgets import QProgressBar  # its class and enums: not before either

            self.busy_bar = QProgressBar()
            self.busy_bar.setObjectName("pageBusy")
            self.busy_bar.setRange(0, 0)
            self.busy_bar.setTextVisible(False)
            self.busy_bar.setMaximumWidth(360)
            below_detail = self._layout.indexOf(self.detail_label) + 1
            self._layout.insertSpacing(below_detail, 12)
            self._layout.insertWidget(
                below_detail + 1, self.busy_bar, 0, Qt.AlignmentFlag.AlignHCenter
            )
        self.busy_bar.setVisible(busy)

    def is_busy(self) -> bool:
        return self.busy_bar is not None and self.busy_bar.isVisible()

    def is_error(self) -> bool:
        return bool(self.property("error"))

    def message(self) -> str:
        """Everything the page says, as plain text (for tests and accessibility)."""
        parts = (self.heading_label.text(), self.text_label.text(), self.detail_label.text())
        return "\n".join(part for part in parts if part)
