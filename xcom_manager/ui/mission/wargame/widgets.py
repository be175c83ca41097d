"""The small widgets the wargame's form pages share: inches fields and labelled rows."""

from __future__ import annotations

from PySide6.QtWidgets import QDoubleSpinBox, QFormLayout, QLabel, QWidget

__all__ = ["MAX_INCHES", "form_page", "inches_spin", "row"]

#: The most inches a form field takes (a table is never larger).
MAX_INCHES = 99.0


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
    page = QWidget()
    form = QFormLayout(page)
    form.setContentsMargins(0, 0, 0, 0)
    return page, form


def row(form: QFormLayout, text: str, widget: QWidget) -> QLabel:
    """A labelled row; the label's mnemonic (``&``) focuses ``widget``."""
    label = QLabel(text)
    label.setBuddy(widget)
    form.addRow(label, widget)
    return label
