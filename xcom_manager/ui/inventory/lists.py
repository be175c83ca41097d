"""The lists beside the slots of the Inventory page: the soldiers, the hand-over list, the armoury.

:class:`SoldierPicker` chooses whose kit the page shows. :class:`DropListView` takes dropped
items: onto a soldier of the :class:`HandoverList`, or anywhere onto the armoury.
:class:`ArmouryPanel` is the armoury column: its items grouped by type with a count, filtered by
name and kind, dragged from and dropped onto. As with the slots, the decisions go to the
:class:`~xcom_manager.ui.inventory.slots.InventoryController` (the view).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPoint,
    QRect,
    QSettings,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.services.inventory.dto import Destination, ItemRow
from xcom_manager.ui.inventory.models import (
    SOLDIER_ID_ROLE,
    ArmouryFilterProxy,
    ArmouryGroup,
    ArmouryModel,
    ShowSoldiers,
    SoldierFilterProxy,
    SoldierPickerModel,
    kind_label,
)
from xcom_manager.ui.inventory.slots import DropHighlight, InventoryController

__all__ = ["SHOW_SOLDIERS_KEY", "ArmouryPanel", "DropListView", "HandoverList", "SoldierPicker"]

#: The settings key of the soldier list's "Show:" filter (:class:`ShowSoldiers` key).
SHOW_SOLDIERS_KEY = "inventory/showSoldiers"

_ITEM_KINDS = ("weapon", "ammo", "medkit", "grenade", "equipment", "aqualung_tank")


class DropListView(QListView):
    """A list that takes dropped items: onto a row (a soldier to hand over to) or anywhere
    (the armoury). ``destination_at`` says what a point of the viewport targets."""

    def __init__(
        self,
        controller: InventoryController,
        destination_at: Callable[[QModelIndex], Destination | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._destination_at = destination_at
        self._highlight = DropHighlight()
        self._hover_rect = QRect()
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.setDropIndicatorShown(False)

    def _target(self, pos: QPoint) -> tuple[Destination | None, QRect]:
        index = self.indexAt(pos)
        destination = self._destination_at(index)
        rect = self.visualRect(index) if index.isValid() else self.viewport().rect()
        return destination, rect

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802
        self._hover(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802
        self._hover(event)

    def _hover(self, event: QDragMoveEvent) -> None:
        item_id = self._controller.drag_item(event.mimeData())
        destination, rect = self._target(event.position().toPoint())
        if item_id is None or destination is None:
            self._highlight.clear()
            self.viewport().update()
            event.ignore()
            return
        self._highlight.set(self._controller.hover_verdict(item_id, destination))
        self._hover_rect = rect
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        self.viewport().update()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:  # noqa: N802
        self._highlight.clear()
        self.viewport().update()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802
        self._highlight.clear()
        self.viewport().update()
        pos = event.position().toPoint()
        item_id = self._controller.drag_item(event.mimeData())
        destination, _ = self._target(pos)
        if item_id is None or destination is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
        self._controller.drop_item(item_id, destination, self.viewport(), pos)

    @property
    def hover_state(self) -> str | None:
        return self._highlight.state

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        self._highlight.paint(self.viewport(), self._hover_rect)


class SoldierPicker(QWidget):
    """The soldier column: the soldiers the "Show:" filter chose (active by default, the
    wounded, or all of them: the dead, the missing and the retired too), searchable; the
    current one is the soldier whose kit the page shows (:attr:`chosen`)."""

    chosen = Signal(object)
    """The current soldier changed: their id (``None``: nobody)."""
    show_changed = Signal(object)
    """The "Show:" filter changed: its :class:`ShowSoldiers`."""

    def __init__(
        self,
        model: SoldierPickerModel,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self.proxy = SoldierFilterProxy(self)
        self.proxy.setSourceModel(model)
        self.proxy.set_statuses(ShowSoldiers.ACTIVE.statuses)
        self.show_combo = QComboBox()
        self.show_combo.setObjectName("inventoryShowSoldiers")
        for choice in ShowSoldiers:
            self.show_combo.addItem(choice.label(), choice)
        self.show_combo.setToolTip(
            self.tr(
                "Whose kit to see: active soldiers, the wounded, or all (the dead, missing and "
                "retired too, greyed)"
            )
        )
        # As narrow as the column may be: a long translation is cut, not the page widened.
        self.show_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.show_combo.setMinimumContentsLength(5)
        self.show_combo.currentIndexChanged.connect(self._show_chosen)
        show_label = QLabel(self.tr("Sho&w:"))
        show_label.setBuddy(self.show_combo)
        show_row = QHBoxLayout()
        show_row.addWidget(show_label)
        show_row.addWidget(self.show_combo, 1)
        self.search = QLineEdit()
        self.search.setObjectName("inventorySoldierSearch")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Search soldiers"))
        self.search.textChanged.connect(self.proxy.set_search_text)
        self.list = QListView()
        self.list.setObjectName("inventorySoldierList")
        self.list.setModel(self.proxy)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.selectionModel().currentChanged.connect(self._current_changed)
        title = QLabel(self.tr("&Soldiers"))
        title.setBuddy(self.search)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(title)
        layout.addLayout(show_row)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        if settings is not None:  # the choice of the last session
            self.set_showing(ShowSoldiers.from_key(settings.value(SHOW_SOLDIERS_KEY)))

    @property
    def showing(self) -> ShowSoldiers:
        """The "Show:" filter's choice."""
        choice = self.show_combo.currentData()
        return choice if isinstance(choice, ShowSoldiers) else ShowSoldiers.ACTIVE

    def set_showing(self, choice: ShowSoldiers) -> None:
        """Choose ``choice`` in the "Show:" filter (as the user would)."""
        self.show_combo.setCurrentIndex(self.show_combo.findData(choice))

    def first_soldier(self) -> int | None:
        """The soldier of the list's first row, if any."""
        soldier = self.proxy.soldier_at(0) if self.proxy.rowCount() else None
        return soldier.id if soldier is not None else None

    def _show_chosen(self) -> None:
        self.proxy.set_statuses(self.showing.statuses)
        if self._settings is not None:
            self._settings.setValue(SHOW_SOLDIERS_KEY, self.showing.key)
        if not self.list.currentIndex().isValid() and self.proxy.rowCount():
            self.list.setCurrentIndex(self.proxy.index(0, 0))  # emits chosen
        self.show_changed.emit(self.showing)

    def show_soldier(self, soldier_id: int) -> bool:
        """Make ``soldier_id`` the current soldier (clearing a search that hides them);
        ``False`` if they are not listed."""
        row = self.proxy.row_of(soldier_id)
        if row is None:
            self.search.clear()
            row = self.proxy.row_of(soldier_id)
        source = self.proxy.sourceModel()
        listed = isinstance(source, SoldierPickerModel) and source.row_of(soldier_id) is not None
        if row is None and listed:
            self.set_showing(ShowSoldiers.ALL)  # listed, of a status the filter hid
            row = self.proxy.row_of(soldier_id)
        if row is None:
            return False
        index = self.proxy.index(row, 0)
        if self.list.currentIndex() != index:
            self.list.setCurrentIndex(index)  # emits chosen
        return True

    def clear_choice(self) -> None:
        self.list.clearSelection()

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self.chosen.emit(current.data(SOLDIER_ID_ROLE) if current.isValid() else None)


#: The rows of names the "Hand over to" list shows at most before it scrolls.
HANDOVER_ROWS = 4


class HandoverList(QWidget):
    """ "Hand over to": the other soldiers in a row under the kit; an item dropped onto one
    goes to the first free slot of theirs that fits."""

    def __init__(
        self,
        controller: InventoryController,
        model: SoldierPickerModel,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.proxy = SoldierFilterProxy(self)
        self.proxy.setSourceModel(model)
        self.list = DropListView(controller, _handover_destination)
        self.list.setObjectName("handoverList")
        self.list.setModel(self.proxy)
        self.list.setFlow(QListView.Flow.LeftToRight)
        self.list.setWrapping(True)
        # Laid out again on each resize: the names flow onto more rows, never sideways.
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setSpacing(4)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setToolTip(
            self.tr("Drop an item on a soldier to hand it over (first free slot that fits)")
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(self.tr("Hand over to (drop an item on a soldier):")))
        layout.addWidget(self.list)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self.fit_height)
        for signal in (
            self.proxy.modelReset,
            self.proxy.layoutChanged,
            self.proxy.rowsInserted,
            self.proxy.rowsRemoved,
        ):
            signal.connect(self._fit_timer.start)
        self.list.installEventFilter(self)
        self.fit_height()

    def set_excluded(self, soldier_id: int | None) -> None:
        """Leave out the soldier whose kit is shown."""
        self.proxy.set_excluded(soldier_id)
        self._fit_timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.list and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._fit_timer.start()  # a new width: the names flow onto more or fewer rows
        return False

    def fit_height(self) -> None:
        """As high as its rows of names (at most :data:`HANDOVER_ROWS`, then it scrolls): the
        kit above keeps the room an empty band would take."""
        view = self.list
        view.doItemsLayout()
        line = view.fontMetrics().height() + 2 * view.spacing() + 4
        rows = [view.visualRect(self.proxy.index(r, 0)) for r in range(self.proxy.rowCount())]
        bottom = max((r.bottom() + 1 + view.verticalOffset() for r in rows), default=line)
        content = min(bottom + view.spacing(), line * HANDOVER_ROWS)
        view.setFixedHeight(max(content, line) + 2 * view.frameWidth())


def _handover_destination(index: QModelIndex) -> Destination | None:
    soldier_id = index.data(SOLDIER_ID_ROLE) if index.isValid() else None
    return None if soldier_id is None else Destination(int(soldier_id), None, None)


class ArmouryPanel(QWidget):
    """The armoury column: "Laser rifle ×2" rows with their icons, a name filter and a kind
    filter. A row is dragged as its first item; Enter or a double-click asks to move that item
    (:attr:`item_activated`), the context menu asks for its menu (:attr:`menu_requested`)."""

    item_activated = Signal(int)
    """Enter or a double-click on a row: the item to move ("Move to…")."""
    menu_requested = Signal(int, QPoint)
    """The context menu of a row: its item, and where (global coordinates)."""
    current_item_changed = Signal(int)
    """The current row changed: its item (the one the toolbar's actions now work on)."""

    def __init__(
        self, controller: InventoryController, campaign_id: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.model = ArmouryModel(campaign_id, self)
        self.proxy = ArmouryFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.search = QLineEdit()
        self.search.setObjectName("armourySearch")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Filter the armoury"))
        self.search.textChanged.connect(self.proxy.set_search_text)
        self.kind_combo = QComboBox()
        self.kind_combo.setObjectName("armouryKind")
        self.kind_combo.addItem(self.tr("All kinds"), None)
        for kind in _ITEM_KINDS:
            self.kind_combo.addItem(kind_label(kind), kind)
        self.kind_combo.currentIndexChanged.connect(
            lambda: self.proxy.set_kind(self.kind_combo.currentData())
        )
        self.list = DropListView(controller, lambda _index: Destination.armoury())
        self.list.setObjectName("armouryList")
        self.list.setModel(self.proxy)
        # A long name wraps onto a second line ("Детектор движения (10 зарядов) ×1", Russian,
        # 1024 × 700) rather than making the column scroll sideways; a word wider than the
        # column elides in its middle (its whole text in the tooltip).
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)  # wrapped again on each resize
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.setDragEnabled(True)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._menu_at)
        self.list.doubleClicked.connect(self._activate)
        self.list.installEventFilter(self)
        self.list.selectionModel().currentChanged.connect(self._current_changed)
        self.count_label = QLabel()
        self.count_label.setObjectName("armouryCount")
        title = QLabel(self.tr("&Armoury"))
        title.setBuddy(self.search)
        filters = QHBoxLayout()
        filters.addWidget(self.search, 1)
        filters.addWidget(self.kind_combo)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(title)
        layout.addLayout(filters)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.count_label)

    @property
    def anchor(self) -> QWidget:
        """Where a refusal or a dialog about an armoury item is shown from."""
        return self.list.viewport()

    def set_items(self, items: Sequence[ItemRow]) -> None:
        """Show the armoury's items (``InventoryService.armoury``)."""
        self.model.set_items(items)
        self.count_label.setText(self.tr("%n items in the armoury", "", self.model.item_count))

    def group_at(self, row: int) -> ArmouryGroup | None:
        """The group shown in row ``row`` of the list (after the filters)."""
        return self.proxy.group_at(row)

    def current_item_id(self) -> int | None:
        """The first item of the current row, if any."""
        index = self.list.currentIndex()
        group = self.group_at(index.row()) if index.isValid() else None
        return group.item_ids[0] if group is not None else None

    def has_item(self, item_id: int) -> bool:
        return self.model.row_of_item(item_id) is not None

    def _activate(self, index: QModelIndex) -> None:
        group = self.group_at(index.row()) if index.isValid() else None
        if group is not None:
            self.item_activated.emit(group.item_ids[0])

    def _menu_at(self, pos: QPoint) -> None:
        index = self.list.indexAt(pos)
        group = self.group_at(index.row()) if index.isValid() else None
        if group is not None:
            self.menu_requested.emit(group.item_ids[0], self.list.viewport().mapToGlobal(pos))

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        group = self.group_at(current.row()) if current.isValid() else None
        if group is not None:
            self.current_item_changed.emit(group.item_ids[0])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (
            watched is self.list
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self._activate(self.list.currentIndex())
            return True
        return super().eventFilter(watched, event)
