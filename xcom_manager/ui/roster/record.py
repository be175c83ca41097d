"""The soldier page: a soldier's service record, opened from the Roster and the
Memorial (Ser&vice record…, Ctrl+I).

Plain data from :class:`~xcom_manager.services.roster.service_record.ServiceRecordService`; every
line of the career is a message (key and parameters) worded here in the reader's language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.texts import render, render_param
from xcom_manager.services.roster.service_record import ServiceRecord
from xcom_manager.ui.roster.texts import cause_text, status_label

__all__ = ["ServiceRecordDialog"]


def _table(headers: list[str], rows: list[list[str]], name: str) -> QTableWidget:
    table = QTableWidget(len(rows), len(headers))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.setWordWrap(True)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.setItem(r, c, QTableWidgetItem(text))
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    return table


class ServiceRecordDialog(QDialog):
    """One soldier's record: the line, the missions, the career, what it carries."""

    def __init__(self, record: ServiceRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("serviceRecordDialog")
        s = record.soldier
        self.setWindowTitle(self.tr("Service record: {soldier}").format(soldier=s.name))
        translate = QCoreApplication.translate

        self.summary = QLabel(
            self.tr(
                "<b>{rank} {name}</b> — {soldier_class}, {unit_type}<br>"
                "{status}; wounds {wounds}/{max_wounds}; missions {missions}; kills {kills}"
            ).format(
                rank=s.shown_rank,
                name=s.name,
                soldier_class=s.soldier_class_name,
                unit_type=s.unit_type_name,
                status=status_label(s.status),
                wounds=s.wounds,
                max_wounds=s.max_wounds,
                missions=s.missions,
                kills=s.kills,
            )
        )
        self.summary.setObjectName("recordSummary")
        self.summary.setWordWrap(True)

        mission_rows = []
        for m in record.missions:
            wounds = ""
            if m.wounds_lost:
                wounds = self.tr("−{lost} (left {left})").format(
                    lost=m.wounds_lost, left=m.wounds_left
                )
            elif m.wounds_left is not None:
                wounds = str(m.wounds_left)
            mission_rows.append(
                [
                    m.on.isoformat() if m.on else "",
                    m.name,
                    render_param("mission_result", m.result, translate),
                    wounds,
                    str(m.kills) if m.kills else "",
                    cause_text(m.cause),
                ]
            )
        self.missions_table = _table(
            [
                self.tr("Date"),
                self.tr("Mission"),
                self.tr("Result"),
                self.tr("Wounds"),
                self.tr("Kills"),
                self.tr("Cause"),
            ],
            mission_rows,
            "recordMissions",
        )
        self.career_table = _table(
            [self.tr("Date"), self.tr("What"), self.tr("Mission"), self.tr("Recorded by")],
            [
                [
                    e.on.isoformat() if e.on else "",
                    render(e.message, translate),
                    e.mission or "",
                    e.actor,
                ]
                for e in record.entries
            ],
            "recordCareer",
        )
        self.items_table = _table(
            [self.tr("Slot"), self.tr("Item"), self.tr("Charges")],
            [
                [
                    f"{i.slot_label} {i.slot_index + 1}",
                    i.name,
                    "" if i.charges is None else str(i.charges),
                ]
                for i in record.items
            ],
            "recordItems",
        )
        self.tabs = QTabWidget()
        self.tabs.setObjectName("recordTabs")
        self.tabs.addTab(
            self.missions_table, self.tr("&Missions ({count})").format(count=len(record.missions))
        )
        self.tabs.addTab(
            self.career_table, self.tr("&Career ({count})").format(count=len(record.entries))
        )
        self.tabs.addTab(
            self.items_table, self.tr("C&arried ({count})").format(count=len(record.items))
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.resize(760, 480)
        self.setMinimumSize(480, 320)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
