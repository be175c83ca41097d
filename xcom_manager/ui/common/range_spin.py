"""A spin box that keeps what the user types: :class:`RangeSpin`.

Qt's ``QSpinBox`` refuses a keystroke that would leave its range, silently: typing "25" into a
box that allows at most 20 leaves "2". A :class:`RangeSpin` takes the whole number typed, out of
range or not, so that its form can say what is wrong ("must be between 1 and 20, not 25")
instead of keeping a number the user did not type; its arrows, the arrow keys and the wheel
stay within the allowed range, which its tooltip names.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractSpinBox, QSpinBox, QWidget

__all__ = ["RangeSpin"]

#: How far beyond the allowed range a typed number may go (three digits; a sign and two).
_TYPED = 999


class RangeSpin(QSpinBox):
    """A ``QSpinBox`` allowing ``minimum..maximum``, holding any whole number typed."""

    def __init__(self, minimum: int, maximum: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._allowed = (minimum, maximum)
        self._about = ""
        self.setRange(min(minimum, -(_TYPED // 10)), max(maximum, _TYPED))
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)
        self.setValue(minimum)
        self._tip()

    @property
    def allowed(self) -> tuple[int, int]:
        """The least and the greatest value the form accepts."""
        return self._allowed

    def set_allowed(self, minimum: int, maximum: int) -> None:
        """Allow ``minimum..maximum`` from now on (the value typed is kept, in range or not)."""
        self._allowed = (minimum, maximum)
        self.setRange(min(minimum, -(_TYPED // 10)), max(maximum, _TYPED))
        self._tip()

    def set_about(self, text: str) -> None:
        """What the box holds ("Health"), shown in its tooltip before the allowed range."""
        self._about = text
        self._tip()

    def in_range(self) -> bool:
        """Whether the value lies in the allowed range."""
        low, high = self._allowed
        return low <= self.value() <= high

    def stepBy(self, steps: int) -> None:  # noqa: N802 - Qt's name
        """An arrow, an arrow key or the wheel: a step within the allowed range."""
        low, high = self._allowed
        self.setValue(max(low, min(high, self.value() + steps)))
        self.selectAll()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:  # noqa: N802 - Qt's name
        """Both ways from a value out of range (a step lands on the nearer bound), else
        within the range."""
        low, high = self._allowed
        outside = not self.in_range()
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        if self.value() < high or outside:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        if self.value() > low or outside:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        return flags

    def _tip(self) -> None:
        low, high = self._allowed
        span = f"{low}–{high}"
        self.setToolTip(f"{self._about} ({span})" if self._about else span)
