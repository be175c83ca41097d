"""The mouse wheel scrolls a form; it changes a field only when the user has picked the field.

Qt's spin boxes and combo boxes take the wheel as soon as the pointer is over them: a GM who
scrolls the Missions page's action form changes *Fall height* or the chosen target without
noticing. :func:`guard_wheel` makes the fields of a scrolling form take the wheel only while
they have the keyboard focus (a click or Tab gives it; the wheel no longer does); otherwise the
wheel scrolls the form around them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QScrollArea, QWidget

__all__ = ["guard_wheel"]

_GUARDED = "xcomWheelGuarded"
_FIELDS = (QAbstractSpinBox, QComboBox)


class _WheelGuard(QObject):
    """Watches one scroll area's fields (and the area's content, for fields added later)."""

    def __init__(self, area: QScrollArea, content: QWidget) -> None:
        super().__init__(area)
        self._area = area
        self._content = content
        content.installEventFilter(self)
        self.guard_fields()

    def guard_fields(self) -> None:
        """Guard every field inside the area's content not yet guarded."""
        for kind in _FIELDS:
            for field in self._content.findChildren(kind):
                if not field.property(_GUARDED):
                    field.setProperty(_GUARDED, True)
                    field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
                    field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if watched is self._content:
            if kind in (QEvent.Type.LayoutRequest, QEvent.Type.Show):
                self.guard_fields()  # a form built or rebuilt since
            return False
        if kind != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        if watched.hasFocus() or _focus_inside(watched):
            return False  # the user picked this field: the wheel steps its value
        QCoreApplication.sendEvent(self._area.viewport(), event)  # the form scrolls instead
        return True


def _focus_inside(field: QWidget) -> bool:
    """Whether the focus is on a part of ``field`` (a spin box's or an editable combo's line
    edit)."""
    focused = field.focusWidget()
    return focused is not None and focused.hasFocus() and field.isAncestorOf(focused)


def guard_wheel(area: QScrollArea) -> None:
    """Let the spin boxes and combo boxes inside ``area`` (the widget it scrolls, set first)
    take the wheel only when focused; the wheel scrolls ``area`` otherwise. Fields added to
    that widget later are guarded when its layout next changes."""
    content = area.widget()
    if content is None:
        raise ValueError("guard_wheel needs the scroll area's widget set first")
    _WheelGuard(area, content)
