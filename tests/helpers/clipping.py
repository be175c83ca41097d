"""What is cut short on a page as shown: buttons narrower than their text
or their size hint, toolbars hiding actions behind their "››", tables scrolling sideways,
labels whose text is cut (inside a scroll area too) or elided without a tooltip, and table
header sections narrower than their title without a tooltip. Used by the small-screen test."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QCheckBox,
    QHeaderView,
    QLabel,
    QRadioButton,
    QStyle,
    QTableView,
    QToolBar,
    QWidget,
)

from xcom_manager.ui.common.tables import ElidedCellTips

__all__ = ["clipped_widgets", "text_width_needed", "visible_width"]

#: Room a push or tool button leaves around its text (the styles' frame and padding).
_BUTTON_PADDING = 8
#: Pixels of slack before a width counts as too small (rounding in the styles).
_SLACK = 1
_ELLIPSIS = "\u2026"


def _plain(text: str) -> str:
    """``text`` as shown: mnemonic ampersands dropped, "&&" kept as one "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _name(widget: QWidget) -> str:
    return f"{type(widget).__name__} {widget.objectName()!r}"


def text_width_needed(button: QAbstractButton) -> int:
    """The width ``button`` needs to show its whole text (and icon) in its style."""
    metrics = button.fontMetrics()
    needed = max(metrics.horizontalAdvance(line) for line in _plain(button.text()).split("\n"))
    if not button.icon().isNull() and button.text():
        needed += button.iconSize().width() + 4
    style = button.style()
    if isinstance(button, QCheckBox):
        needed += style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, button)
        needed += style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, button)
    elif isinstance(button, QRadioButton):
        needed += style.pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth, None, button)
        needed += style.pixelMetric(QStyle.PixelMetric.PM_RadioButtonLabelSpacing, None, button)
    else:
        needed += _BUTTON_PADDING
    return needed


def visible_width(widget: QWidget) -> int:
    """How much of ``widget``'s width is in sight: its rectangle cut by each of its parents'
    (a scroll area's viewport cuts what scrolls out of it sideways)."""
    rect = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and not rect.isEmpty():
        shown = QRect(parent.mapToGlobal(QPoint(0, 0)), parent.size())
        # Only the sideways extent: what lies below a scroll area's fold is a scroll away.
        left = max(rect.left(), shown.left())
        right = min(rect.right(), shown.right())
        if right < left:
            return 0
        rect = QRect(left, rect.top(), right - left + 1, rect.height())
        if parent.isWindow():
            break
        parent = parent.parentWidget()
    return rect.width()


def _cut_buttons(root: QWidget) -> list[str]:
    found: list[str] = []
    for button in root.findChildren(QAbstractButton):
        if not button.isVisible() or button.objectName() == "qt_toolbar_ext_button":
            continue
        text = _plain(button.text())
        if text and button.width() < text_width_needed(button):
            found.append(
                f"{_name(button)} {text!r}: {button.width()} px wide, needs "
                f"{text_width_needed(button)}"
            )
        elif button.width() + _SLACK < button.sizeHint().width():
            found.append(
                f"{_name(button)} {text!r}: {button.width()} px wide, its size hint "
                f"{button.sizeHint().width()}"
            )
        parent = button.parentWidget()
        if (
            parent is not None
            and not isinstance(parent.parentWidget(), QAbstractScrollArea)
            and not parent.rect().contains(button.geometry())
        ):
            found.append(f"{_name(button)} {text!r}: partly outside {_name(parent)}")
    return found


def label_cut(label: QLabel) -> str:
    """Why ``label``'s text is cut short as shown (``""``: it is not)."""
    text = label.text()
    if not text or not label.isVisible():
        return ""
    if _ELLIPSIS in text and not label.toolTip():
        return "elided without a tooltip"
    seen = min(label.width(), visible_width(label))
    if label.wordWrap():
        least = label.minimumSizeHint().width()
        if seen + _SLACK < least:
            return f"{seen} px in sight, its longest word needs {least}"
        if label.heightForWidth(label.width()) > label.height() + _SLACK:
            return (
                f"{label.height()} px high, its wrapped text needs "
                f"{label.heightForWidth(label.width())}"
            )
        return ""
    needed = label.sizeHint().width()
    if seen + _SLACK < needed:
        return f"{seen} px in sight, needs {needed}"
    return ""


def _cut_labels(root: QWidget) -> list[str]:
    found: list[str] = []
    for label in root.findChildren(QLabel):
        why = label_cut(label)
        if why:
            found.append(f"{_name(label)} {label.text()[:60]!r}: {why}")
    return found


def _cut_headers(table: QTableView) -> list[str]:
    header: QHeaderView = table.horizontalHeader()
    if not header.isVisible():
        return []
    model = table.model()
    tips = table.findChild(ElidedCellTips)
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    found: list[str] = []
    for column in range(header.count()):
        if header.isSectionHidden(column) or header.sectionSize(column) <= 0:
            continue
        text = model.headerData(column, Qt.Orientation.Horizontal)
        if not text:
            continue
        tip = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        if tips is not None:
            tip = tips.header_tip(column)  # what the header's tooltip shows
        needed = header.fontMetrics().horizontalAdvance(str(text)) + 2 * margin
        if needed > header.sectionSize(column) + _SLACK and not tip:
            found.append(
                f"{_name(table)} header {text!r}: {header.sectionSize(column)} px, needs "
                f"{needed}, no tooltip"
            )
    return found


#: Room a cell's text leaves for the item's margins (Qt's default style: 3 px each side).
_CELL_MARGIN = 8


def _cut_cells(table: QTableView) -> list[str]:
    """The cells in sight whose text is cut short with no tooltip that holds it whole."""
    model = table.model()
    tips = table.findChild(ElidedCellTips)
    metrics = table.fontMetrics()
    first = max(table.rowAt(0), 0)
    last = table.rowAt(table.viewport().height() - 1)
    last = model.rowCount() - 1 if last < 0 else last
    found: list[str] = []
    for row in range(first, min(last, first + 60) + 1):
        if table.isRowHidden(row):
            continue
        for column in range(model.columnCount()):
            if table.isColumnHidden(column) or table.columnWidth(column) <= 0:
                continue
            index = model.index(row, column)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if not isinstance(text, str) or not text or "\n" in text:
                continue
            room = table.columnWidth(column) - _CELL_MARGIN
            if table.wordWrap():
                shown = metrics.boundingRect(
                    QRect(0, 0, max(room, 1), 1 << 20), int(Qt.TextFlag.TextWordWrap), text
                )
                cut = shown.width() > room or shown.height() > table.rowHeight(row)
            else:
                cut = metrics.horizontalAdvance(text) > room
            if not cut:
                continue
            tip = (
                tips.cell_tip(index)
                if tips is not None
                else index.data(Qt.ItemDataRole.ToolTipRole)
            )
            if not tip or text not in str(tip):
                found.append(f"{_name(table)} cell {text[:50]!r}: cut, no tooltip holds it")
    return found


def clipped_widgets(root: QWidget) -> list[str]:
    """What is cut short on ``root`` as shown now (each named by widget and text)."""
    found = _cut_buttons(root)
    for toolbar in root.findChildren(QToolBar):
        extension = toolbar.findChild(QAbstractButton, "qt_toolbar_ext_button")
        if toolbar.isVisible() and extension is not None and extension.isVisible():
            found.append(f"{_name(toolbar)}: actions hidden behind its extension button")
    for table in root.findChildren(QTableView):
        if not table.isVisible():
            continue
        if table.horizontalScrollBar().isVisible():
            model = table.model()
            widths = [
                (model.headerData(c, Qt.Orientation.Horizontal), table.columnWidth(c))
                for c in range(model.columnCount())
                if not table.isColumnHidden(c)
            ]
            found.append(
                f"{_name(table)}: its columns scroll out of sight "
                f"({table.viewport().width()} px for {widths})"
            )
        found.extend(_cut_headers(table))
        found.extend(_cut_cells(table))
        if visible_width(table) + _SLACK < table.width():
            found.append(f"{_name(table)}: {visible_width(table)} of {table.width()} px in sight")
    for area in root.findChildren(QAbstractScrollArea):  # a list, a scroll area, a map...
        if isinstance(area, QTableView):
            continue  # said above, with its columns' widths
        if area.isVisible() and area.horizontalScrollBar().isVisible():
            found.append(f"{_name(area)}: scrolls sideways")
    found.extend(_cut_labels(root))
    return found
