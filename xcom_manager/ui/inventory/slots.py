"""The slot widgets of the Inventory page: a soldier's slots drawn as slots, one cell a position.

They gather input and draw what they are given; the decisions (may this item go here? what does
the move do?) go to an :class:`InventoryController` (the view), which asks the services. The
lists beside the slots (the armoury, the hand-over list) are in :mod:`.lists`.

Drag and drop: a drag carries one item (:func:`~xcom_manager.ui.inventory.items.item_mime`).
While it hovers a target, the target asks the controller for the rules' verdict and colours
itself green (allowed), amber (allowed with warnings) or red (refused). Every target accepts the
drop, refused or not, so that the controller can say *why* at the drop point and offer the GM
override.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QMimeData, QPoint, QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QDrag,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.verdict import Verdict
from xcom_manager.services.inventory.dto import Destination, KitItem, KitSlot, KitView
from xcom_manager.ui.common.texts import finding_line
from xcom_manager.ui.inventory.items import item_mime, item_pixmap

__all__ = [
    "DropHighlight",
    "InventoryController",
    "KitPanel",
    "SlotCell",
]

ICON_SIZE = 40
#: A slot card's width, and its least height (a long name makes the row's cards taller).
CELL_WIDTH, CELL_HEIGHT = 112, 92

_STATE_COLOURS = {
    "allowed": QColor(40, 160, 60),
    "allowed_with_warnings": QColor(220, 150, 0),
    "refused": QColor(200, 40, 40),
}


class InventoryController(Protocol):
    """What the widgets ask of the view."""

    @property
    def campaign_id(self) -> int: ...

    def drag_item(self, mime: QMimeData | None) -> int | None:
        """The item a drag carries, if it is one of this campaign's."""
        ...

    def hover_verdict(self, item_id: int, destination: Destination) -> Verdict | None:
        """The rules' verdict for a drop there (``None`` when not worth asking)."""
        ...

    def drop_item(
        self, item_id: int, destination: Destination, anchor: QWidget, pos: QPoint
    ) -> None:
        """An item was dropped at ``pos`` of ``anchor``: move it, or say why not."""
        ...

    def item_activated(self, item_id: int, anchor: QWidget) -> None:
        """Enter on an item: "Move to…"."""
        ...

    def item_returned(self, item_id: int, anchor: QWidget) -> None:
        """Delete on an item: back to the armoury."""
        ...

    def item_context_menu(self, item_id: int, anchor: QWidget, global_pos: QPoint) -> None: ...


class DropHighlight:
    """Colours a drop target by the verdict of the item hovering over it."""

    def __init__(self) -> None:
        self.state: str | None = None
        self.hint = ""

    def set(self, verdict: Verdict | None) -> None:
        self.state = None if verdict is None else verdict.status
        self.hint = (
            "" if verdict is None else "\n".join(finding_line(v) for v in verdict.violations)
        )

    def clear(self) -> None:
        self.state = None
        self.hint = ""

    def paint(self, widget: QWidget, rect: QRect) -> None:
        if self.state is None:
            return
        painter = QPainter(widget)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = _STATE_COLOURS[self.state]
        painter.setPen(QPen(colour, 3))
        fill = QColor(colour)
        fill.setAlpha(40)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 6, 6)
        painter.end()


class SlotCell(QFrame):
    """One position of one slot of a soldier: empty, or one item with icon, name and charges.

    Focusable; Enter opens "Move to…", Delete returns the item to the armoury, the context menu
    offers both. A drag starts from a held item; a drop onto the cell targets exactly this
    position. A "carried, unusable" item (W-HAND-3 / R-4, W-WATER-1) is drawn greyed and
    struck through, its tooltip giving the rule IDs and the warnings.
    """

    def __init__(
        self,
        controller: InventoryController,
        soldier_id: int,
        slot: KitSlot,
        index: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"slotCell_{slot.key}_{index}")
        self._controller = controller
        self.soldier_id = soldier_id
        self.slot_key = slot.key
        self.slot_label = slot.label
        self.index = index
        self.kit_item: KitItem | None = slot.at(index)
        self.over_capacity = index >= slot.capacity
        self._highlight = DropHighlight()
        self._press_pos: QPoint | None = None

        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFrameShadow(
            QFrame.Shadow.Raised if self.kit_item is not None else QFrame.Shadow.Sunken
        )
        self.setFixedSize(QSize(CELL_WIDTH, CELL_HEIGHT))  # taller for a long name: fit_height
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

        self.icon_label = QLabel()
        self.icon_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name_label = QLabel()
        self.name_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name_label.setWordWrap(True)
        self.charges_label = QLabel()
        self.charges_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = self._column = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(1)
        layout.addWidget(self.icon_label, 1)
        layout.addWidget(self.name_label)
        layout.addWidget(self.charges_label)
        self._fill()

    # -- content --------------------------------------------------------------------------

    def needed_height(self) -> int:
        """The height that shows the icon, the whole name (wrapped) and the charges."""
        margins = self._column.contentsMargins()
        width = CELL_WIDTH - margins.left() - margins.right() - 2 * self.frameWidth()
        charges = self.charges_label.sizeHint().height()  # its line kept when it is empty
        parts = [ICON_SIZE, self.name_label.heightForWidth(width), charges]
        spacing = self._column.spacing() * (len(parts) - 1)
        frame = margins.top() + margins.bottom() + 2 * self.frameWidth()
        return max(CELL_HEIGHT, sum(parts) + spacing + frame)

    @property
    def item_id(self) -> int | None:
        return self.kit_item.item.id if self.kit_item is not None else None

    @property
    def unusable(self) -> bool:
        return self.kit_item is not None and not self.kit_item.usable

    @property
    def destination(self) -> Destination:
        return Destination.soldier(self.soldier_id, self.slot_key, self.index)

    def _fill(self) -> None:
        position = self.tr("{slot} {position}").format(
            slot=self.slot_label, position=self.index + 1
        )
        kit_item = self.kit_item
        if kit_item is None:
            self.icon_label.clear()
            self.name_label.setText(self.tr("empty"))
            self.name_label.setEnabled(False)
            self.charges_label.setText("")
            tip = self.tr("{position}: empty").format(position=position)
            if self.over_capacity:
                tip += "\n" + self.tr("Beyond this slot's capacity")
            self.setToolTip(tip)
            self.setAccessibleName(tip)
            return
        item = kit_item.item
        self.icon_label.setPixmap(item_pixmap(item.icon, ICON_SIZE, unusable=not kit_item.usable))
        self.name_label.setText(item.name)
        self.charges_label.setText(
            self.tr("%n charges", "", item.charges) if item.charges is not None else ""
        )
        lines = [self.tr("{position}: {item}").format(position=position, item=item.name)]
        if self.over_capacity:
            lines.append(self.tr("Beyond this slot's capacity (a GM override put it here)"))
        if not kit_item.usable:
            font = self.name_label.font()
            font.setStrikeOut(True)
            self.name_label.setFont(font)
            self.name_label.setEnabled(False)
            lines.append(
                self.tr("Carried, unusable ({rules})").format(
                    rules=", ".join(kit_item.warning_rule_ids)
                )
            )
            lines.extend(self._warning_lines(kit_item))
            if item.charges is None:
                self.charges_label.setText(self.tr("carried, unusable"))
            self.charges_label.setStyleSheet("color: #b42020;")
        self.setToolTip("\n".join(lines))
        self.setAccessibleName(lines[0])
        self.setAccessibleDescription("\n".join(lines[1:]))

    @staticmethod
    def _warning_lines(kit_item: KitItem) -> list[str]:
        rule_ids = kit_item.warning_rule_ids
        out = []
        for number, text in enumerate(kit_item.warnings):
            if any(text.startswith(rule) for rule in rule_ids):
                out.append(text)
            elif number < len(rule_ids):
                # KitItem gives the rule IDs of all warnings together; each warning's own rule
                # is the first of its IDs, and W-HAND-3 comes before W-WATER-1.
                main = [r for r in rule_ids if not r.startswith("R-")]
                rule = main[number] if number < len(main) else rule_ids[0]
                out.append(f"{rule}: {text}")
            else:
                out.append(text)
        return out

    # -- keyboard and menu ----------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        item_id = self.item_id
        if item_id is not None and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._controller.item_activated(item_id, self)
            return
        if item_id is not None and key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self._controller.item_returned(item_id, self)
            return
        if key == Qt.Key.Key_Right:
            self.focusNextChild()
            return
        if key == Qt.Key.Key_Left:
            self.focusPreviousChild()
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802
        item_id = self.item_id
        if item_id is not None:
            self._controller.item_context_menu(item_id, self, event.globalPos())

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self.update()

    # -- drag source ----------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_pos = event.position().toPoint()
            self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        item_id = self.item_id
        if (
            item_id is None
            or self._press_pos is None
            or not event.buttons() & Qt.MouseButton.LeftButton
        ):
            super().mouseMoveEvent(event)
            return
        distance = (event.position().toPoint() - self._press_pos).manhattanLength()
        if distance < QApplication.startDragDistance():
            return
        self._press_pos = None
        drag = QDrag(self)
        drag.setMimeData(item_mime(self._controller.campaign_id, item_id))
        pixmap = self.icon_label.pixmap()
        if not pixmap.isNull():
            drag.setPixmap(pixmap)
        drag.exec(Qt.DropAction.MoveAction)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        item_id = self.item_id
        if item_id is not None:
            self._controller.item_activated(item_id, self)

    # -- drop target ----------------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        self._hover(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        self._hover(event)

    def _hover(self, event: QDragMoveEvent) -> None:
        item_id = self._controller.drag_item(event.mimeData())
        if item_id is None:
            event.ignore()
            return
        self._highlight.set(self._controller.hover_verdict(item_id, self.destination))
        self.setStatusTip(self._highlight.hint)
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        self.update()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:  # noqa: N802
        self._highlight.clear()
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        self._highlight.clear()
        self.update()
        item_id = self._controller.drag_item(event.mimeData())
        if item_id is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        self._controller.drop_item(item_id, self.destination, self, event.position().toPoint())

    @property
    def hover_state(self) -> str | None:
        """The verdict status of the item hovering over the cell (``None``: no drag)."""
        return self._highlight.state

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        if self.over_capacity:
            painter = QPainter(self)
            painter.setPen(QPen(_STATE_COLOURS["refused"], 1, Qt.PenStyle.DashLine))
            painter.drawRect(self.rect().adjusted(1, 1, -2, -2))
            painter.end()
        if self.hasFocus():
            painter = QPainter(self)
            painter.setPen(QPen(self.palette().highlight().color(), 2))
            painter.drawRect(self.rect().adjusted(1, 1, -2, -2))
            painter.end()
        self._highlight.paint(self, self.rect())


class KitPanel(QWidget):
    """A soldier's slots drawn as slots: a group per slot kind (large, small, backpack …) with
    one cell per position of its capacity (empty cells shown), plus any item carried beyond it."""

    def __init__(self, controller: InventoryController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("kitPanel")
        self._controller = controller
        self.cells: list[SlotCell] = []
        self.groups: dict[str, QGroupBox] = {}
        self.kit: KitView | None = None
        self.heading = QLabel()
        self.heading.setObjectName("kitHeading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self._body = QVBoxLayout()
        self._body.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addLayout(self._body)
        layout.addStretch(1)

    def set_kit(self, kit: KitView | None, heading: str) -> None:
        """Show ``kit`` (``None``: no soldier chosen); keeps the focus on the same position."""
        focused = next((c for c in self.cells if c.hasFocus()), None)
        keep = (focused.slot_key, focused.index) if focused is not None else None
        self._clear()
        self.kit = kit
        self.heading.setText(heading)
        if kit is None:
            return
        for slot in kit.slots:
            positions = max(
                slot.capacity,
                max((i.item.slot_index or 0) + 1 for i in slot.items) if slot.items else 0,
            )
            box = QGroupBox(
                self.tr("{slot} ({used} of {capacity})").format(
                    slot=slot.label, used=len(slot.items), capacity=slot.capacity
                )
            )
            box.setObjectName(f"slotGroup_{slot.key}")
            row = QHBoxLayout(box)
            row.setSpacing(6)
            cells = [
                SlotCell(self._controller, kit.soldier_id, slot, i, box) for i in range(positions)
            ]
            height = max((cell.needed_height() for cell in cells), default=CELL_HEIGHT)
            for cell in cells:  # a row of cards as high as its longest name needs
                cell.setFixedHeight(height)
                row.addWidget(cell)
            self.cells.extend(cells)
            row.addStretch(1)
            self.groups[slot.key] = box
            self._body.addWidget(box)
            box.show()  # at once, not at the layout's next queued pass
        if keep is not None:
            again = self.cell(*keep)
            if again is not None:
                again.setFocus(Qt.FocusReason.OtherFocusReason)

    def cell(self, slot: str, index: int) -> SlotCell | None:
        for cell in self.cells:
            if cell.slot_key == slot and cell.index == index:
                return cell
        return None

    def cell_of_item(self, item_id: int) -> SlotCell | None:
        for cell in self.cells:
            if cell.item_id == item_id:
                return cell
        return None

    def _clear(self) -> None:
        self.cells = []
        for box in self.groups.values():
            self._body.removeWidget(box)
            box.hide()
            box.deleteLater()
        self.groups = {}
