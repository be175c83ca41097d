"""Item models of the Inventory page: the soldier picker and the armoury, over plain rows
(:class:`~xcom_manager.ui.common.tables.PlainTableModel`s of one column, shown as lists).

``SoldierPickerModel`` lists soldiers (``SoldierRow``), a soldier out of active duty with his
status beside the name (greyed for the dead, the missing and the retired), and
``SoldierFilterProxy`` searches them, shows those of the statuses the "Show:" filter chose
(:class:`ShowSoldiers`) and can leave the soldier on show out, for the "hand over to" list.
``ArmouryModel`` groups the armoury's items (``ItemRow``) by item type and charges, one row per
group with its count; ``ArmouryFilterProxy`` filters it by text and kind. A drag from the
armoury carries the group's first item.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from xcom_manager.services.inventory.dto import ItemRow
from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.ui.common.tables import PlainTableModel
from xcom_manager.ui.inventory.items import ITEM_MIME_TYPE, item_icon, item_mime
from xcom_manager.ui.roster.texts import STATUS_COLOURS, status_label

__all__ = [
    "ITEM_ID_ROLE",
    "KIND_ROLE",
    "SOLDIER_ID_ROLE",
    "ArmouryFilterProxy",
    "ArmouryGroup",
    "ArmouryModel",
    "ShowSoldiers",
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

#: The statuses of soldiers who left the campaign's service: greyed in the soldier list.
GONE_STATUSES = frozenset({"dead", "mia", "retired"})
_GREY = "#7f8c8d"


class ShowSoldiers(Enum):
    """The soldier list's "Show:" filter; ``statuses`` is ``None`` for all of them."""

    ACTIVE = ("active",)
    WOUNDED = ("wounded", "down")
    ALL = None

    @property
    def statuses(self) -> frozenset[str] | None:
        value: tuple[str, ...] | None = self.value
        return None if value is None else frozenset(value)

    @property
    def key(self) -> str:
        """The choice as remembered in the settings."""
        return self.name.lower()

    @classmethod
    def from_key(cls, key: object) -> ShowSoldiers:
        """The choice remembered as ``key``; the default (active) for anything else."""
        for choice in cls:
            if choice.key == key:
                return choice
        return cls.ACTIVE

    def label(self) -> str:
        """The translated text shown in the filter."""
        return {
            ShowSoldiers.ACTIVE: QCoreApplication.translate("InventoryFilter", "Active"),
            ShowSoldiers.WOUNDED: QCoreApplication.translate("InventoryFilter", "Wounded"),
            ShowSoldiers.ALL: QCoreApplication.translate("InventoryFilter", "All"),
        }[self]


class SoldierPickerModel(PlainTableModel[SoldierRow]):
    """Soldiers as a one-column list: the name shown (with the status of a soldier out of
    active duty, greyed for the dead, the missing and the retired), rank / class / unit type in
    the tooltip.

    Soldiers are dropped onto its rows (the hand-over list has one of its own)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__((self.tr("Soldier"),), parent)

    def texts(self, row: SoldierRow) -> tuple[str]:
        if row.status == "active":
            return (row.name,)
        return (
            QCoreApplication.translate("Inventory", "{name} — {status}").format(
                name=row.name, status=status_label(row.status)
            ),
        )

    def row_key(self, row: SoldierRow) -> int:
        return row.id

    def role_data(self, row: SoldierRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("Inventory", "{rank} {name} — {cls}, {unit}").format(
                rank=row.shown_rank,
                name=row.name,
                cls=row.soldier_class_name,
                unit=row.unit_type_name,
            )
        if role == SOLDIER_ID_ROLE:
            return row.id
        if role == Qt.ItemDataRole.ForegroundRole and row.status != "active":
            colour = _GREY if row.status in GONE_STATUSES else STATUS_COLOURS.get(row.status)
            return QBrush(QColor(colour)) if colour else None
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        return super().flags(index) | Qt.ItemFlag.ItemIsDropEnabled


class SoldierFilterProxy(QSortFilterProxyModel):
    """Searches soldiers by name, rank, class and unit type; shows those of some statuses
    (:meth:`set_statuses`); can hide one soldier."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._excluded: int | None = None
        self._statuses: frozenset[str] | None = None

    def set_statuses(self, statuses: frozenset[str] | None) -> None:
        """Show only soldiers of ``statuses`` (``None``: every soldier)."""
        self.beginFilterChange()
        self._statuses = statuses
        self.endFilterChange()

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
        return source.row_at(mapped.row()) if mapped.isValid() else None

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
        soldier = source.row_at(source_row)
        if soldier is None:
            return False
        if self._excluded is not None and soldier.id == self._excluded:
            return False
        if self._statuses is not None and soldier.status not in self._statuses:
            return False
        if not self._text:
            return True
        haystack = " ".join(
            (soldier.name, soldier.shown_rank, soldier.soldier_class_name, soldier.unit_type_name)
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
    versions: tuple[int, ...] = ()
    """Each item's version as shown (beside ``item_ids``): a removal expects them."""

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
                versions=tuple(r.version for r in sorted(rows, key=lambda r: r.id)),
            )
        )
    result.sort(key=lambda g: (g.name.casefold(), -1 if g.charges is None else g.charges))
    return result


class ArmouryModel(PlainTableModel[ArmouryGroup]):
    """The armoury: one row per item type (and charges), "Laser rifle ×2", with its icon.

    Rows can be dragged (the group's first item, as :data:`ITEM_MIME_TYPE`).
    """

    def __init__(self, campaign_id: int, parent: Any = None) -> None:
        super().__init__((self.tr("Item"),), parent)
        self._campaign_id = campaign_id

    def set_items(self, items: Sequence[ItemRow]) -> None:
        """Show the armoury's items, grouped (a group keeps its row while only counts change)."""
        self.set_rows(group_armoury(items))

    def row_of_item(self, item_id: int) -> int | None:
        for row, group in enumerate(self.rows()):
            if item_id in group.item_ids:
                return row
        return None

    @property
    def item_count(self) -> int:
        return sum(g.count for g in self.rows())

    def texts(self, row: ArmouryGroup) -> tuple[str]:
        if row.charges is None:
            return (
                QCoreApplication.translate("Inventory", "{name}  ×{count}").format(
                    name=row.name, count=row.count
                ),
            )
        return (
            # self.tr: lupdate does not read QCoreApplication.translate's plural form
            self.tr("{name} (%n charges)  ×{count}", "", row.charges).format(
                name=row.name, count=row.count
            ),
        )

    def row_key(self, row: ArmouryGroup) -> tuple[str, int | None]:
        return row.item_type, row.charges

    def role_data(self, row: ArmouryGroup, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DecorationRole:
            return item_icon(row.icon)
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate(
                "Inventory", "{name}: {kind}, for the {slot} slot, {environment}; {count} in store"
            ).format(
                name=row.name,
                kind=kind_label(row.kind),
                slot=row.slot_kind,
                environment=row.environment,
                count=row.count,
            )
        if role == ITEM_ID_ROLE:
            return row.item_ids[0]
        if role == KIND_ROLE:
            return row.kind
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return super().flags(index) | Qt.ItemFlag.ItemIsDragEnabled

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [ITEM_MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:  # noqa: N802
        for index in indexes:
            group = self.row_at(index.row()) if index.isValid() else None
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
        return source.row_at(mapped.row()) if mapped.isValid() else None

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:  # noqa: N802
        source = self.sourceModel()
        if not isinstance(source, ArmouryModel):
            return True
        group = source.row_at(source_row)
        if group is None:
            return False
        if self._kind is not None and group.kind != self._kind:
            return False
        return not self._text or self._text in group.name.casefold()
