"""The Statistics page: totals, dice luck, soldiers and missions tables and the charts of the
demo campaigns, in English and in Russian; in the window on Ctrl+5, read again when shown."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from xcom_manager.rules.wargame.commands import Wound
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.demo.service import DemoService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.stats import StatsService
from xcom_manager.store.db import Database
from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.main_window import MainWindow, Page
from xcom_manager.ui.stats.view import StatisticsView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


@pytest.fixture(scope="module")
def demo_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Both demo campaigns (#1 the wargame's, #2 the board game's), made once."""
    path = tmp_path_factory.mktemp("stats") / "demo.db"
    with Database.open(f"sqlite:///{path}") as db:
        demo = DemoService(db, CampaignService(db))
        demo.create_campaign("wargame")
        demo.create_campaign("boardgame")
    return path


@pytest.fixture
def db(demo_path: Path, tmp_path: Path) -> Iterator[Database]:
    path = tmp_path / "demo.db"
    path.write_bytes(demo_path.read_bytes())
    database = Database.open(f"sqlite:///{path}")
    yield database
    database.close()


def _view(qtbot: QtBot, db: Database, campaign_id: int) -> StatisticsView:
    view = StatisticsView(StatsService(db, CampaignService(db)), campaign_id)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    return view


def _cells(view: StatisticsView, table: str) -> list[list[str]]:
    model = getattr(view, f"{table}_model")
    return [
        [model.index(r, c).data() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def test_the_wargame_demo_shows_its_totals_luck_and_charts(
    qtbot: QtBot, db: Database, qtmodeltester: ModelTester
) -> None:
    view = _view(qtbot, db, 1)
    assert view.total_labels["missions"].text() == "1 / 0 / 1"
    luck = _cells(view, "luck")
    assert luck and luck[0][0].startswith("Initiative tests passed (jumps, climbs, swims): ")
    assert all(cell.endswith("%") for _, cell in luck)
    missions = _cells(view, "missions")
    assert [row[:2] for row in missions] == [
        ["Tasoth colony raid", "Won"],
        ["Operation Ashfall", "In progress"],
    ]
    assert len(_cells(view, "soldiers")) == len(view.figures.soldiers) > 0  # type: ignore[union-attr]
    for model in (view.luck_model, view.soldiers_model, view.missions_model):
        qtmodeltester.check(model)
    assert view.charts.titles() == [
        "Casualties and kills per mission",
        "The roster by class and status",
        "Wounds over time",
    ]
    view.sections.setCurrentIndex(1)  # the charts paint
    qtbot.waitExposed(view.charts.wounds)
    assert "matplotlib.backends.backend_qtagg" in sys.modules


def test_the_board_game_demo_counts_its_kills(qtbot: QtBot, db: Database) -> None:
    view = _view(qtbot, db, 2)
    kills = int(view.total_labels["kills"].text())
    assert kills > 0 and "Overwatch" in view.total_labels["kills_by_weapon"].text()
    assert any(row[0].startswith("Damage dealt: ") for row in _cells(view, "luck"))


def test_the_page_opens_in_russian(qtbot: QtBot, db: Database, qapp: QApplication) -> None:
    assert i18n.install_translator("ru")
    try:
        view = _view(qtbot, db, 1)
        statuses = {row[2] for row in _cells(view, "soldiers")}
        assert (
            "Ранен" in statuses
            or "Активен" in statuses
            or any("\u0400" <= ch <= "\u04ff" for s in statuses for ch in s)
        )
        view.sections.setCurrentIndex(1)
        qtbot.waitExposed(view.charts.per_mission)
        assert len(view.charts.titles()) == 3
    finally:
        i18n.remove_translators()


def test_a_damaged_campaign_is_said_not_raised(qtbot: QtBot, db: Database) -> None:
    view = _view(qtbot, db, 1)
    view.campaign_id = 99
    view.refresh()
    assert view.error_label.isVisible() and "#99" in view.error_label.text()
    assert view.total_labels["missions"].text() == "1 / 0 / 1"  # what was shown stays


def test_ctrl_5_opens_the_page_and_it_reads_again_when_shown(
    qtbot: QtBot, db: Database, tmp_path: Path
) -> None:
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        assert open_database(window, db.url)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        qtbot.keyClick(window, Qt.Key.Key_5, Qt.KeyboardModifier.ControlModifier)
        assert window.current_page() is Page.STATISTICS
        view = window.stats_desk.page.view
        assert isinstance(view, StatisticsView)
        assert view.campaign_id == window.campaign.id  # type: ignore[union-attr]
        before = view.figures.wounds_taken  # type: ignore[union-attr]
        missions = MissionService(db, CampaignService(db))
        listed = missions.list_missions(view.campaign_id)
        ongoing = next(m for m in listed if m.status == "in_progress")
        soldier = next(
            c.id for c in missions.view(ongoing.id).characters if c.soldier_id is not None
        )
        missions.execute(ongoing.id, Wound(soldier, 1), dice=[6])
        qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(window, Qt.Key.Key_5, Qt.KeyboardModifier.ControlModifier)
        assert window.stats_desk.page.view is view
        assert view.figures.wounds_taken == before + 1  # type: ignore[union-attr]
    finally:
        backend = window.detach()
        if backend is not None:
            backend.db.close()


def test_the_page_saves_and_prints_the_reports(
    qtbot: QtBot, db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pypdf import PdfReader

    view = _view(qtbot, db, 1)
    buttons = view.reports
    asked: list[str] = []

    def ask(title: str, suggested: str) -> str:
        asked.append(suggested)
        return str(tmp_path / suggested)

    monkeypatch.setattr(buttons, "_ask_path", ask)
    qtbot.mouseClick(buttons.campaign_pdf_button, Qt.MouseButton.LeftButton)
    campaign_pdf = tmp_path / "campaign-report.pdf"
    assert campaign_pdf.exists() and str(campaign_pdf) in view.message_label.text()
    assert "Campaign\treport:" in PdfReader(campaign_pdf).pages[0].extract_text()

    qtbot.mouseClick(buttons.mission_pdf_button, Qt.MouseButton.LeftButton)
    assert "Pick a mission" in view.message_label.text() and len(asked) == 1
    view.sections.setCurrentIndex(3)
    view.missions_table.selectRow(0)
    qtbot.mouseClick(buttons.mission_pdf_button, Qt.MouseButton.LeftButton)
    mission_pdf = tmp_path / asked[-1]
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(mission_pdf).pages).split())
    assert "Mission report: Tasoth colony raid" in text

    printed: list[object] = []
    monkeypatch.setattr(buttons, "_print_dialog", lambda document: printed.append(document) or True)
    qtbot.mouseClick(buttons.print_button, Qt.MouseButton.LeftButton)
    assert printed and "printer" in view.message_label.text()

    monkeypatch.setattr(buttons, "_ask_path", lambda title, suggested: str(tmp_path))
    qtbot.mouseClick(buttons.campaign_pdf_button, Qt.MouseButton.LeftButton)
    assert "could not be written" in view.message_label.text()


def test_the_charts_are_drawn_again_only_when_their_figures_or_language_change(
    qtbot: QtBot, db: Database
) -> None:
    """The page reads the campaign every time it is shown; drawing the three charts costs the
    GUI thread some 0.3 s, so the same figures are not drawn again."""
    view = _view(qtbot, db, 1)
    view.sections.setCurrentIndex(1)  # the charts on screen
    qtbot.waitExposed(view.charts.wounds)
    drawn = view.charts.per_mission.figure.axes
    assert drawn
    view.refresh()  # shown again, nothing changed
    assert all(a is b for a, b in zip(view.charts.per_mission.figure.axes, drawn, strict=True))
    missions = MissionService(db, CampaignService(db))
    ongoing = next(m for m in missions.list_missions(1) if m.status == "in_progress")
    soldier = next(c.id for c in missions.view(ongoing.id).characters if c.soldier_id is not None)
    missions.execute(ongoing.id, Wound(soldier, 1), dice=[6])
    view.refresh()  # a wound more: drawn again
    again = view.charts.per_mission.figure.axes
    assert again and not any(a is b for a in again for b in drawn)
    assert i18n.install_translator("ru")
    try:
        view.refresh()  # the same figures in another language: drawn again, in Russian
        assert not any(a is b for a in view.charts.per_mission.figure.axes for b in again)
        assert all("\u0400" <= ch <= "\u04ff" for ch in view.charts.titles()[0] if ch.isalpha())
    finally:
        i18n.remove_translators()


def test_the_charts_are_drawn_when_their_section_is_shown(qtbot: QtBot, db: Database) -> None:
    """The page opens on its Overview: the charts are built and drawn when Charts is chosen,
    not before (building and drawing them holds the GUI thread)."""
    view = _view(qtbot, db, 1)
    qtbot.wait(50)  # the deferred draws' timers
    charts = (view.charts.per_mission, view.charts.roster, view.charts.wounds)
    assert not any(chart.figure.axes for chart in charts)  # nothing built yet
    view.sections.setCurrentIndex(1)
    qtbot.waitExposed(view.charts.wounds)
    assert all(chart.figure.axes for chart in charts)
    qtbot.waitUntil(lambda: not any(chart.figure.stale for chart in charts))
