"""The Statistics page: the campaign's totals, the dice luck, the soldiers' and the missions'
figures in tables, and the charts (:mod:`.charts`, matplotlib, imported when the page opens).

A thin view: :class:`~xcom_manager.services.stats.StatsService` works every figure out; the
page words them (the luck's sentences are message keys rendered in the reader's language).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.texts import render
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.stats import (
    CampaignStats,
    LuckFigure,
    MissionStats,
    SoldierStats,
    StatsService,
)
from xcom_manager.services.stats import texts as _texts  # noqa: F401 - registers the words
from xcom_manager.services.stats.reports import ReportService
from xcom_manager.services.stats.texts import fortune_message, luck_message
from xcom_manager.ui.common.columns import fit_columns
from xcom_manager.ui.common.tables import PlainTableModel, remember_layout, tip_elided_cells
from xcom_manager.ui.common.texts import error_text
from xcom_manager.ui.roster.texts import status_label
from xcom_manager.ui.stats.charts import ChartsPanel
from xcom_manager.ui.stats.printing import ReportButtons
from xcom_manager.ui.stats.words import result_label

__all__ = ["LuckModel", "MissionsModel", "SoldiersModel", "StatisticsView"]


def _translate(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


def _luck_summary(figures: Sequence[LuckFigure]) -> str:
    return "; ".join(render(luck_message(f), _translate) for f in figures)


class LuckModel(PlainTableModel[LuckFigure]):
    """The dice luck, one kind of roll a line: what happened against the odds, and how lucky."""

    def __init__(self) -> None:
        super().__init__(
            (
                QCoreApplication.translate("StatisticsView", "Rolls"),
                QCoreApplication.translate("StatisticsView", "Luck"),
            ),
            header_tips=(
                "",
                QCoreApplication.translate(
                    "StatisticsView",
                    "Where the count lies among every way the dice could have fallen, from "
                    "the exact odds: 50% is as expected, higher is luckier",
                ),
            ),
        )

    def texts(self, row: LuckFigure) -> Sequence[str]:
        return (render(luck_message(row), _translate), f"{round(100 * row.fortune)}%")

    def role_data(self, row: LuckFigure, column: int, role: int) -> object:
        if role == int(Qt.ItemDataRole.ToolTipRole):
            return render(fortune_message(row), _translate)
        return None

    def row_key(self, row: LuckFigure) -> str:
        return row.kind


class SoldiersModel(PlainTableModel[SoldierStats]):
    """Each soldier's figures beside its service record."""

    def __init__(self, names: dict[str, str] | None = None) -> None:
        super().__init__(
            (
                QCoreApplication.translate("StatisticsView", "Soldier"),
                QCoreApplication.translate("StatisticsView", "Class"),
                QCoreApplication.translate("StatisticsView", "Status"),
                QCoreApplication.translate("StatisticsView", "Missions"),
                QCoreApplication.translate("StatisticsView", "Kills"),
                QCoreApplication.translate("StatisticsView", "Wounds taken"),
                QCoreApplication.translate("StatisticsView", "Dice luck"),
            )
        )
        self.names = names or {}

    def texts(self, row: SoldierStats) -> Sequence[str]:
        return (
            row.name,
            self.names.get(row.soldier_class, row.soldier_class),
            status_label(row.status),
            str(row.missions),
            str(row.kills),
            str(row.wounds_taken),
            _luck_summary(row.luck),
        )

    def row_key(self, row: SoldierStats) -> int:
        return row.soldier_id


class MissionsModel(PlainTableModel[MissionStats]):
    """Each mission's figures."""

    def __init__(self) -> None:
        super().__init__(
            (
                QCoreApplication.translate("StatisticsView", "Mission"),
                QCoreApplication.translate("StatisticsView", "Result"),
                QCoreApplication.translate("StatisticsView", "Squad"),
                QCoreApplication.translate("StatisticsView", "Dead"),
                QCoreApplication.translate("StatisticsView", "Missing"),
                QCoreApplication.translate("StatisticsView", "Wounded"),
                QCoreApplication.translate("StatisticsView", "Wounds taken"),
                QCoreApplication.translate("StatisticsView", "Kills"),
                QCoreApplication.translate("StatisticsView", "Dice luck"),
            )
        )

    def texts(self, row: MissionStats) -> Sequence[str]:
        return (
            row.name,
            result_label(row.result),
            str(row.squad),
            str(row.dead),
            str(row.missing),
            str(row.wounded),
            str(row.wounds_taken),
            str(row.kills),
            _luck_summary(row.luck),
        )

    def row_key(self, row: MissionStats) -> int:
        return row.mission_id


def _table(model: QAbstractItemModel, *, stretch: int | None = None) -> QTableView:
    table = QTableView()
    table.setModel(model)
    table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.verticalHeader().hide()
    table.setWordWrap(False)
    fit_columns(table, stretch=stretch)
    remember_layout(table)  # under the objectName the view gives it
    tip_elided_cells(table)
    return table


class StatisticsView(QWidget):
    """The campaign's statistics, read again by :meth:`refresh` (each time the tab shows)."""

    def __init__(
        self, stats: StatsService, campaign_id: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._stats = stats
        self.campaign_id = campaign_id
        self.figures: CampaignStats | None = None
        self.setObjectName("statisticsView")

        self.error_label = QLabel()
        self.error_label.setObjectName("statisticsError")
        self.error_label.setWordWrap(True)
        self.error_label.hide()

        self.totals = QFormLayout()
        self.total_labels: dict[str, QLabel] = {}
        rows = (
            ("missions", self.tr("Missions won / lost / in progress:")),
            ("casualties", self.tr("Soldiers killed / missing:")),
            ("wounded", self.tr("Came back wounded / wounds taken:")),
            ("kills", self.tr("Kills:")),
            ("kills_by_soldier", self.tr("Kills by soldier:")),
            ("kills_by_class", self.tr("Kills by class:")),
            ("kills_by_weapon", self.tr("Kills by weapon:")),
            ("items_lost", self.tr("Items lost:")),
            ("items_used", self.tr("Items used:")),
            ("aliens", self.tr("Aliens met / killed:")),
        )
        for key, caption in rows:
            label = QLabel()
            label.setObjectName(f"total_{key}")
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.total_labels[key] = label
            self.totals.addRow(caption, label)
        totals_box = QGroupBox(self.tr("Campaign totals"))
        totals_box.setLayout(self.totals)

        self.luck_model = LuckModel()
        self.luck_table = _table(self.luck_model, stretch=0)  # the rolls' sentence
        self.luck_table.setObjectName("luckTable")
        # The sentence wraps (a row grows to hold it) rather than being cut, in any language.
        self.luck_table.setWordWrap(True)
        self.luck_table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        luck_box = QGroupBox(self.tr("Dice luck of X-COM's rolls, against their exact odds"))
        luck_layout = QVBoxLayout(luck_box)
        luck_layout.addWidget(self.luck_table)

        overview = QWidget()
        overview_layout = QHBoxLayout(overview)
        overview_layout.addWidget(totals_box, 1)
        overview_layout.addWidget(luck_box, 1)

        self.soldiers_model = SoldiersModel()
        self.soldiers_table = _table(self.soldiers_model)
        self.soldiers_table.setObjectName("soldierStatsTable")
        self.missions_model = MissionsModel()
        self.missions_table = _table(self.missions_model)
        self.missions_table.setObjectName("missionStatsTable")
        self.charts = ChartsPanel()

        self.sections = QTabWidget()
        self.sections.setObjectName("statisticsSections")
        self.sections.addTab(overview, self.tr("&Overview"))
        self.sections.addTab(self.charts, self.tr("Char&ts"))
        self.sections.addTab(self.soldiers_table, self.tr("Sol&diers"))
        self.sections.addTab(self.missions_table, self.tr("Missio&ns"))

        self.reports = ReportButtons(
            ReportService(stats.db, stats.campaigns),
            campaign_id,
            self.chosen_mission,
            self._say,
        )
        self.message_label = QLabel()
        self.message_label.setObjectName("statisticsMessage")

        layout = QVBoxLayout(self)
        layout.addWidget(self.error_label)
        layout.addWidget(self.sections)
        bottom = QHBoxLayout()
        bottom.addWidget(self.message_label, 1)
        bottom.addWidget(self.reports)
        layout.addLayout(bottom)
        self.refresh()

    def chosen_mission(self) -> int | None:
        """The mission picked in the Missions table (``None``: none)."""
        row = self.missions_model.row_at(self.missions_table.currentIndex().row())
        return row.mission_id if row is not None else None

    def _say(self, text: str) -> None:
        self.message_label.setText(text)

    def refresh(self) -> None:
        """Read the campaign's figures again and show them (a failure is said, not raised)."""
        try:
            figures = self._stats.campaign(self.campaign_id)
        except UserError as error:
            self.error_label.setText(
                self.tr("The statistics could not be read: %1").replace("%1", error_text(error))
            )
            self.error_label.show()
            return
        self.error_label.hide()
        self.figures = figures
        self._show_totals(figures)
        self.luck_model.set_rows(figures.luck)
        self.soldiers_model.names = dict(figures.names)
        self.soldiers_model.set_rows(figures.soldiers)
        self.missions_model.set_rows(figures.missions)
        self.charts.show_stats(figures)

    def _counts(self, counts: dict[str, int], names: dict[str, str]) -> str:
        if not counts:
            return self.tr("none")
        return ", ".join(f"{names.get(key, self._word(key))}: {n}" for key, n in counts.items())

    def _word(self, key: str) -> str:
        words = {
            "bare_hands": self.tr("bare hands"),
            "melee": self.tr("melee"),
            "shoot": self.tr("shooting"),
            "overwatch": self.tr("Overwatch"),
            "psychic": self.tr("psychic attack"),
        }
        return words.get(key, key)

    def _show_totals(self, s: CampaignStats) -> None:
        names = dict(s.names)
        labels = self.total_labels
        labels["missions"].setText(f"{s.won} / {s.lost} / {s.in_progress}")
        labels["casualties"].setText(f"{s.dead} / {s.missing}")
        labels["wounded"].setText(f"{s.wounded} / {s.wounds_taken}")
        labels["kills"].setText(str(s.kills))
        labels["kills_by_soldier"].setText(
            ", ".join(f"{name}: {n}" for _, name, n in s.kills_by_soldier) or self.tr("none")
        )
        labels["kills_by_class"].setText(self._counts(dict(s.kills_by_class), names))
        labels["kills_by_weapon"].setText(self._counts(dict(s.kills_by_weapon), names))
        labels["items_lost"].setText(self._counts(dict(s.items_lost), names))
        labels["items_used"].setText(self._counts(dict(s.items_used), names))
        met = self._counts(dict(s.aliens), names)
        killed = self._counts(dict(s.aliens_killed), names)
        labels["aliens"].setText(f"{met} / {killed}")
