"""Column titles that shorten instead of being cut: a model answers :data:`SHORT_TITLE_ROLE`
with a column's short title (an abbreviation: "Mv" for "Movement"), and a table whose header is
a :class:`ShortTitleHeader` paints that short title wherever the full one does not fit its
section (the full title stays in the header's tooltip). Two columns cut to the same first
letters ("Shoo…", "Shoo…") no longer look alike.

:func:`short_title_width` tells the column fitter how narrow a column may get with its title
still whole.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QWidget

__all__ = [
    "SHORT_TITLE_ROLE",
    "ShortTitleHeader",
    "short_title",
    "short_title_width",
    "title_width",
]

#: The header data role answering a column's short title ("" or ``None``: it has none).
SHORT_TITLE_ROLE = 0x5410  # Qt.ItemDataRole.UserRole + 0x5310; Qt's namespace is slow to load


#: Pixels a short title is given beyond its measured width (rounding: never elided to "…").
_SLACK = 2


def short_title(header: QHeaderView, logical: int) -> str:
    """The short title the model gives column ``logical``, ``""`` for none."""
    model: QAbstractItemModel | None = header.model()  # None before a model is set
    if model is None:
        return ""
    value = model.headerData(logical, header.orientation(), SHORT_TITLE_ROLE)
    return str(value) if value else ""


def _arrow(header: QHeaderView, logical: int) -> int:
    """The room Qt's size hint adds to every section for a sort arrow (only the sorted one
    draws it)."""
    if not header.isSortIndicatorShown():
        return 0
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    return header.sectionSizeFromContents(logical).height() + margin


def title_width(header: QHeaderView, logical: int, text: str) -> int:
    """The width section ``logical`` needs to show ``text`` whole: its margins, ``text`` and,
    on the sorted column, the sort arrow."""
    model = header.model()
    full = str(model.headerData(logical, header.orientation()) or "") if model else ""
    metrics = header.fontMetrics()
    frame = header.sectionSizeFromContents(logical).width() - metrics.horizontalAdvance(full)
    arrow = _arrow(header, logical)
    sorted_here = header.sortIndicatorSection() == logical
    return frame - (0 if sorted_here else arrow) + metrics.horizontalAdvance(text) + _SLACK


def short_title_width(header: QHeaderView, logical: int) -> int:
    """The least width of section ``logical`` showing a whole title: its short title's when it
    has one, else its full title's (the header's size hint)."""
    short = short_title(header, logical)
    return title_width(header, logical, short) if short else header.sectionSizeHint(logical)


class ShortTitleHeader(QHeaderView):
    """A horizontal header painting a column's short title where its full one would be cut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from PySide6.QtCore import Qt

        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(True)  # what a table's own header does
        # A stretched last column never gets narrower than this (Qt): a short one ("Kills")
        # leaves the rest to the others.
        self.setDefaultSectionSize(self.fontMetrics().horizontalAdvance("0") * 8)

    def shows_short(self, logical: int) -> bool:
        """Whether section ``logical`` paints its short title now (its full one does not fit)."""
        model = self.model()
        if model is None or not short_title(self, logical):
            return False
        full = str(model.headerData(logical, self.orientation()) or "")
        return title_width(self, logical, full) - _SLACK > self.sectionSize(logical)

    def shown_title(self, logical: int) -> str:
        """The title section ``logical`` paints: its short one or its full one."""
        if self.shows_short(logical):
            return short_title(self, logical)
        model = self.model()
        return str(model.headerData(logical, self.orientation()) or "") if model else ""

    def initStyleOptionForIndex(  # noqa: N802 - Qt's name
        self, option: QStyleOptionHeader, logical: int
    ) -> None:
        super().initStyleOptionForIndex(option, logical)
        if self.shows_short(logical):
            option.text = short_title(self, logical)
