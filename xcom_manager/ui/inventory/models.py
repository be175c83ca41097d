"""Item models of the Inventory page: the soldier picker and the armoury, over plain rows.

``SoldierPickerModel`` lists soldiers (``SoldierRow``) and ``SoldierFilterProxy`` searches them
(and can leave the soldier on show out, for the "hand over to" list). ``ArmouryModel`` groups the
armoury's items (``ItemRow``) by item type and charges, one row per group with its count;
``ArmouryFilterProxy`` filters it by text and kind. A drag from the armoury carries the group's
first item.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from xcom_manager.services.dto import SoldierRow
from xcom_manager.services.inventory_dto import ItemRow
from xcom_manager.ui.inventory.items import ITEM_MIME_TYPE, item_icon, item_mime

__all__ = [
    "ITEM_ID_ROLE",
    "KIND_ROLE",
    "SOLDIER_ID_ROLE",
    "ArmouryFilterProxy",
    "ArmouryGroup",
    "ArmouryModel",
    "SoldierFilterProxy",
    "SoldierPickerModel",
    "kind_label",
]


SOLDIER_ID_ROLE = Qt.ItemDataRole.UserRole + 1
ITEM_ID_ROLE = Qt.ItemDataRole.UserRole + 2
"""The first item of an armoury row (the one a drag or a move takes)."""
KIND_ROLE = Qt.ItemDataRole.UserRole + 3

_Index = QModelIndex | QPersistentModelIndex


def kind_label(kind: str) -> str:
    """An item kind (``ItemKind`` value) as the user reads it."""
    labels = {
        "weapon": QCoreApplication.translate("Inventory", "Weapon"),
        "ammo": QCoreApplication.translate("Inventory", "Ammunition"),
        "medkit": QCoreApplication.translate("Inventory", "Medi-kit"),
        "grenade": QCoreApplication.translate("Inventory", "Grenade"),
        "equipment": QCoreApplication.translate("Inventory", "Equipment"),
        "aqualung_tank": QCoreApplication.translate("Inventory", "Aqualung tank"),
    }
    return labels.get(kind, kind)


# -- soldiers -------------------------------------------------------------------------------


class SoldierPickerModel(QAbstractListModel):
    """Soldiers as a flat list: name shown, rank / class / unit type in the tooltip."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[SoldierRow] = []

    def set_soldiers(self, rows: Sequence[SoldierRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def soldier(self, row: int) -> SoldierRow | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, soldier_id: int) -> int | None:
        for row, soldier in enumerate(self._rows):
            if soldier.id == soldier_id:
                return row
        return None

    def soldiers(self) -> tuple[SoldierRow, ...]:
        return tuple(self._rows)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        soldier = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return soldier.name
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("Inventory", "{rank} {name} — {cls}, {unit}").format(
                rank=soldier.rank,
                name=soldier.name,
                cls=soldier.soldier_class_name,
                unit=soldier.unit_type_name,
            )
        if role == SOLDIER_ID_ROLE:
            return soldier.id
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsDropEnabled
            | Qt.ItemFlag.ItemNeverHasChildren
        )


class SoldierFilterProxy(QSortFilterProxyModel):
    """Searches soldiers by name, rank, class and unit type; can hide one soldier."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._excluded: int | None = None

    def set_search_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.strip().casefold()
        self.endFilterChange()

    def set_excluded(self, soldier_id: int | None) -> None:
        self.beginFilterChange()
        self._excluded = soldier_id
        self.endFilterChange()

    def soldier_at(self, row: int) -> SoldierRow | None:
        source = self.sourceModel()
        if not isinstance(source, SoldierPickerModel):
            return None
        mapped = self.mapToSource(self.index(row, 0))
        return source.soldier(mapped.row()) if mapped.isValid() else None

    def row_of(self, soldier_id: int) -> int | None:
        source = self.sourceModel()
        if not isinstance(source, SoldierPickerModel):
            return None
        row = source.row_of(soldier_id)
        if row is None:
            return None
        mapped = self.mapFromSource(source.index(row, 0))
        return mapped.row() if mapped.isValid() else None

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:  # noqa: N802
        source = self.sourceModel()
        if not isinstance(source, SoldierPickerModel):
            return True
        soldier = source.soldier(source_row)
        if soldier is None:
            return False
        if self._excluded is not None and soldier.id == self._excluded:
            return False
        if not self._text:
            return True
        haystack = " ".join(
            (soldier.name, soldier.rank, soldier.soldier_class_name, soldier.unit_type_name)
        ).casefold()
        return self._text in haystack


# -- armoury --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ArmouryGroup:
    """Armoury items of one type and charge count, shown as one row with a count."""

    item_type: str
    name: str
    kind: str
    icon: str
    slot_kind: str
    environment: str
    charges: int | None
    item_ids: tuple[int, ...]

    @property
    def count(self) -> int:
        return len(self.item_ids)


def group_armoury(items: Sequence[ItemRow]) -> list[ArmouryGroup]:
    """Group armoury rows by (item type, charges), by name; ids ascending within a group."""
    groups: dict[tuple[str, int | None], list[ItemRow]] = {}
    for item in items:
        groups.setdefault((item.item_type, item.charges), []).append(item)
    result = []
    for rows in groups.values():
        first = rows[0]
        result.append(
            ArmouryGroup(
                item_type=first.item_type,
                name=first.name,
                kind=first.kind,
                icon=first.icon,
                slot_kind=first.slot_kind,
                environment=first.environment,
                charges=first.charges,
                item_ids=tuple(sorted(r.id for r in rows)),
            )
        )
    result.sort(key=lambda g: (g.name.casefold(), -1 if g.charges is None else g.charges))
    return result


class ArmouryModel(QAbstractListModel):
    """The armoury: one row per item type (and charges), "Laser rifle ×2", with its icon.

    Rows can be dragged (the group's first item, as :data:`ITEM_MIME_TYPE`).
    """

    def __init__(self, campaign_id: int, parent: Any = None) -> None:
        super().__init__(parent)
        self._campaign_id = campaign_id
        self._groups: list[ArmouryGroup] = []

    def set_items(self, items: Sequence[ItemRow]) -> None:
        self.beginResetModel()
        self._groups = group_armoury(items)
        self.endResetModel()

    def group(self, row: int) -> ArmouryGroup | None:
        return self._groups[row] if 0 <= row < len(self._groups) else None

    def groups(self) -> tuple[ArmouryGroup, ...]:
        return tuple(self._groups)

    def row_of_item(self, item_id: int) -> int | None:
        for row, group in enumerate(self._groups):
            if item_id in group.item_ids:
                return row
        return None

    @property
    def item_count(self) -> int:
        return sum(g.count for g in self._groups)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._groups)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._groups):
            return None
        group = self._groups[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if group.charges is None:
                return QCoreApplication.translate("Inventory", "{name}  ×{count}").format(
                    name=group.name, count=group.count
                )
            return QCoreApplication.translate(
                "Inventory", "{name} (%n charges)  ×{count}", None, group.charges
            ).format(name=group.name, count=group.count)
        if role == Qt.ItemDataRole.DecorationRole:
            return item_icon(group.icon)
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate(
                "Inventory", "{name}: {kind}, for the {slot} slot, {environment}; {count} in store"
            ).format(
                name=group.name,
                kind=kind_label(group.kind),
                slot=group.slot_kind,
                environment=group.environment,
                count=group.count,
            )
        if role == ITEM_ID_ROLE:
            return group.item_ids[0]
        if role == KIND_ROLE:
            return group.kind
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsDragEnabled
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [ITEM_MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:  # noqa: N802
        for index in indexes:
            group = self.group(index.row()) if index.isValid() else None
            if group is not None:
                return item_mime(self._campaign_id, group.item_ids[0])
        return QMimeData()

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction


class ArmouryFilterProxy(QSortFilterProxyModel):
    """Filters the armoury by a text (name) and an item kind (``None``: every kind)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._kind: str | None = None

    def set_search_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.strip().casefold()
        self.endFilterChange()

    def set_kind(self, kind: str | None) -> None:
        self.beginFilterChange()
        self._kind = kind or None
        self.endFilterChange()

    def group_at(self, row: int) -> ArmouryGroup | None:
        source = self.sourceModel()
        if not isinstance(source, ArmouryModel):
            return None
        mapped = self.mapToSource(self.index(row, 0))
        return source.group(mapped.row()) if mapped.isValid() else None

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:  # noqa: N802
        source = self.sourceModel()
        if not isinstance(source, ArmouryModel):
            return True
        group = source.group(source_row)
        if group is None:
            return False
        if self._kind is not None and group.kind != self._kind:
            return False
        return not self._text or self._text in group.name.casefold()
