"""The small widgets the action panel's form pages share: inches, choices, labelled rows."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

__all__ = ["MAX_INCHES", "choice", "explain_page", "form_page", "inches_spin", "note", "row"]

#: The most inches a form field takes (a table is never larger).
MAX_INCHES = 99.0
#: The characters a choice shows at least (it grows with the panel).
_CHOICE_CHARS = 12


def choice(name: str) -> QComboBox:
    """A list to choose from that does not ask for the width of its longest entry (which would
    widen the panel past a small window): it grows with the panel, and opens as wide as it
    needs."""
    combo = QComboBox()
    combo.setObjectName(name)
    combo.setMinimumContentsLength(_CHOICE_CHARS)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    return combo


def inches_spin(
    name: str, tip: str, *, maximum: float = MAX_INCHES, unset: str | None = None
) -> QDoubleSpinBox:
    """A field of inches in half-inch steps. With ``unset``, its lowest value (0) shows that
    text and stands for "not given" (the field's reader maps it to ``None``)."""
    spin = QDoubleSpinBox()
    spin.setObjectName(name)
    spin.setRange(0.0, maximum)
    spin.setDecimals(1)
    spin.setSingleStep(0.5)
    spin.setSuffix('"')
    spin.setToolTip(tip)
    spin.setAccessibleName(tip)
    if unset is not None:
        spin.setSpecialValueText(unset)
    return spin


def form_page() -> tuple[QWidget, QFormLayout]:
    """A page of labelled rows; in a narrow panel (a small window, longer labels in another
    language) a field goes under its label rather than widening the panel."""
    page = QWidget()
    form = QFormLayout(page)
    form.setContentsMargins(0, 0, 0, 0)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    return page, form


def row(form: QFormLayout, text: str, widget: QWidget) -> QLabel:
    """A labelled row; the label's mnemonic (``&``) focuses ``widget``."""
    label = QLabel(text)
    label.setBuddy(widget)
    form.addRow(label, widget)
    return label


def note(text: str) -> QLabel:
    """A line of explanation under a form's rows, wrapped: in a narrow panel (a small window,
    a longer translation) it would widen the panel and make it scroll sideways."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def explain_page(text: str) -> QWidget:
    """A page that only says what the action does (it needs no input)."""
    page = QWidget()
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 0, 0, 0)
    label = QLabel(text)
    label.setWordWrap(True)
    layout.addWidget(label)
    layout.addStretch(1)
    return page
