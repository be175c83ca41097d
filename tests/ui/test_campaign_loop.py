"""The whole campaign loop in the window, from an empty database, as a GM does it:
create a campaign, recruit, stock the armoury, equip, plan a mission that the squad check warns
about (MIS-12, W-HAND-3), deploy anyway, play a wound and a kill (M-SHOOT-1, M-CC-1), end the
mission, read the debrief on the roster, bring the wounded back to duty after another mission
(ROS-4), promote (ROS-3) and read the service record.

Every dialog is shown and filled by the GM's hands (the pages' ``_open_dialog`` is replaced by a
function that types into the dialog and clicks its button); nothing is made through a service
behind the window's back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QDialog, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.ui.app import open_database
from xcom_manager.ui.inventory.dialogs import MoveToDialog
from xcom_manager.ui.inventory.stock_dialogs import AddToArmouryDialog
from xcom_manager.ui.inventory.view import InventoryView
from xcom_manager.ui.main_window import MainWindow
from xcom_manager.ui.mission.dialogs import DebriefDialog, PlanMissionDialog
from xcom_manager.ui.mission.texts import line_text
from xcom_manager.ui.mission.view import MissionsView
from xcom_manager.ui.mission.wargame.attack_form import AttackForm
from xcom_manager.ui.mission.wargame.forms import WargameForms
from xcom_manager.ui.roster.proxy import StatusFilter, soldiers_of
from xcom_manager.ui.roster.record import ServiceRecordDialog
from xcom_manager.ui.roster.soldier_dialog import SoldierDialog
from xcom_manager.ui.roster.view import RosterView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore(
        "does not support propagateSizeHints",
        "does not support raise",
        "does not support grabbing the keyboard",
    ),
]

CTRL = Qt.KeyboardModifier.ControlModifier
Hands = Callable[[QDialog], bool]


@pytest.fixture(scope="module", autouse=True)
def _settings_in_tmp(tmp_path_factory: pytest.TempPathFactory) -> None:
    folder = tmp_path_factory.mktemp("qsettings")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """The window on a new, empty database file."""
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    open_database(main, f"sqlite:///{tmp_path / 'campaign.db'}")
    yield main
    backend = main.detach()
    if backend is not None:
        backend.db.close()


def press(qtbot: QtBot, window: MainWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    """A key pressed where the focus is, in the active window."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifiers)


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def type_over(qtbot: QtBot, field: QWidget, text: str) -> None:
    """Select what the field shows and type ``text`` over it."""
    field.setFocus()
    if isinstance(field, QAbstractSpinBox):
        field.selectAll()
    else:
        qtbot.keyClick(field, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(field, text)


def hands(qtbot: QtBot, page: QWidget, *steps: Hands) -> list[QDialog]:
    """The page's dialogs are shown and handled by ``steps``, one a dialog, in order."""
    seen: list[QDialog] = []
    queue = list(steps)

    def open_dialog(dialog: QDialog) -> bool:
        seen.append(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        accepted = queue.pop(0)(dialog)
        if dialog.isVisible():
            dialog.close()
        return accepted

    page._open_dialog = open_dialog  # type: ignore[attr-defined]
    return seen


def recruit(qtbot: QtBot, roster: RosterView, name: str) -> None:
    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, SoldierDialog)
        type_over(qtbot, dialog.name_edit, name)
        dialog.class_combo.setCurrentIndex(dialog.class_combo.findData("infantry"))
        click(qtbot, dialog.ok_button)
        return dialog.result() == QDialog.DialogCode.Accepted

    hands(qtbot, roster, fill)
    click(qtbot, roster.toolbar.widgetForAction(roster.recruit_action))


def cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    return item.text() if item is not None else ""


def attack_form(missions: MissionsView) -> AttackForm:
    forms = missions.panel.forms
    assert isinstance(forms, WargameForms)
    return forms.attack


def roster_row(window: MainWindow, name: str) -> SoldierRow:
    backend = window.backend
    assert backend is not None and window.campaign is not None
    from xcom_manager.services.roster.service import RosterService

    roster = RosterService(backend.db, backend.campaigns)
    return next(s for s in roster.list_soldiers(window.campaign.id) if s.name == name)


def plan_and_start(
    qtbot: QtBot, missions: MissionsView, name: str, soldier_ids: list[int], sectoids: int
) -> None:
    """Plan a mission by the dialog: its name, the squad ticked, the Sectoids counted."""

    def plan(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlanMissionDialog)
        type_over(qtbot, dialog.name_edit, name)
        for soldier_id in soldier_ids:
            assert dialog.set_checked(soldier_id)
        type_over(qtbot, dialog.alien_spins["sectoid"], str(sectoids))
        click(qtbot, dialog.start_button)
        return dialog.result() == QDialog.DialogCode.Accepted

    hands(qtbot, missions, plan)
    click(qtbot, missions.toolbar.widgetForAction(missions.plan_action))


def end_mission(qtbot: QtBot, missions: MissionsView) -> DebriefDialog:
    """End the current mission (yes to the question) and read its debrief."""

    def confirm(_title: str, _question: str) -> bool:
        return True

    missions._confirm = confirm  # type: ignore[method-assign,assignment]
    debriefs = hands(qtbot, missions, lambda dialog: True)
    with qtbot.waitSignal(missions.changed):
        click(qtbot, missions.toolbar.widgetForAction(missions.end_action))
    assert len(debriefs) == 1 and isinstance(debriefs[0], DebriefDialog)
    return debriefs[0]


def test_the_whole_loop_on_a_new_campaign(qtbot: QtBot, window: MainWindow) -> None:
    # 1. A new campaign, typed on the welcome page.
    welcome = window.welcome_page()
    assert welcome is not None
    type_over(qtbot, welcome.form.name_edit, "Operation Low Tide")
    with qtbot.waitSignal(window.campaign_opened):
        qtbot.keyClick(welcome.form.name_edit, Qt.Key.Key_Return)
    assert window.campaign is not None and window.campaign.name == "Operation Low Tide"

    # 2. Two recruits.
    roster = window.roster_page()
    assert isinstance(roster, RosterView)
    recruit(qtbot, roster, "Petrova")
    recruit(qtbot, roster, "Okafor")
    assert sorted(s.name for s in soldiers_of(roster.proxy)) == ["Okafor", "Petrova"]

    # 3. The armoury stocked from the catalogue (Ins on the armoury list).
    press(qtbot, window, Qt.Key.Key_2, CTRL)
    inventory = window.inventory_page.view
    assert isinstance(inventory, InventoryView)
    errors: list[str] = []
    inventory._show_error = errors.append  # type: ignore[method-assign,assignment]

    def add_rifle(dialog: QDialog) -> bool:
        assert isinstance(dialog, AddToArmouryDialog)
        line = dialog.type_combo.lineEdit()
        assert line is not None
        qtbot.keyClicks(line, "Laser rifle")
        qtbot.keyClicks(dialog.reason_edit, "issued by the Council")
        click(qtbot, dialog.ok_button)
        return dialog.result() == QDialog.DialogCode.Accepted

    hands(qtbot, inventory, add_rifle)
    inventory.armoury.list.setFocus()
    qtbot.keyClick(inventory.armoury.list, Qt.Key.Key_Insert)
    assert inventory.armoury.count_label.text().startswith("1 item")

    # 4. Petrova equipped: the rifle chosen on the armoury list, Enter, her name in the dialog.
    petrova = roster_row(window, "Petrova")
    okafor = roster_row(window, "Okafor")
    inventory.select_soldier(petrova.id)
    inventory.armoury.list.setCurrentIndex(inventory.armoury.proxy.index(0, 0))

    def to_petrova(dialog: QDialog) -> bool:
        assert isinstance(dialog, MoveToDialog)
        assert dialog.select_target(petrova.id)
        assert dialog.select_slot(None, None)
        return True

    hands(qtbot, inventory, to_petrova)
    inventory.armoury.list.setFocus()
    qtbot.keyClick(inventory.armoury.list, Qt.Key.Key_Return)
    assert errors == []
    assert window.backend is not None
    from xcom_manager.services.inventory.service import InventoryService

    kit = InventoryService(window.backend.db, window.backend.campaigns).soldier_kit(petrova.id)
    assert [i.item.item_type for s in kit.slots for i in s.items] == ["laser_rifle"]

    # 5. A mission planned: the squad check warns that Okafor is unarmed (MIS-12, W-HAND-3);
    # the GM deploys anyway with a reason.
    press(qtbot, window, Qt.Key.Key_3, CTRL)
    missions = window.missions_page.view
    assert isinstance(missions, MissionsView)
    missions._show_error = errors.append  # type: ignore[method-assign,assignment]

    def plan(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlanMissionDialog)
        type_over(qtbot, dialog.name_edit, "Crash site at dawn")
        assert dialog.set_checked(petrova.id)
        assert dialog.set_checked(okafor.id)
        type_over(qtbot, dialog.alien_spins["sectoid"], "2")
        click(qtbot, dialog.start_button)
        assert dialog.isVisible(), "the squad check should have stopped the first click"
        assert "W-HAND-3: Okafor carries no weapon" in dialog.warnings_label.text()
        qtbot.keyClicks(dialog.reason_edit, "Okafor carries the flag")
        click(qtbot, dialog.start_button)
        return dialog.result() == QDialog.DialogCode.Accepted

    hands(qtbot, missions, plan)
    click(qtbot, missions.toolbar.widgetForAction(missions.plan_action))
    assert missions.position_label.text() == "Turn 1 · X-COM · Movement phase"
    first = missions.current_view.log[0]  # type: ignore[union-attr]
    assert first.rule_ids[:2] == ("MIS-12", "W-HAND-3")

    # 6. The kill: Petrova shoots the first Sectoid at 10" in the shooting phase (M-SHOOT-1).
    click(qtbot, missions.next_phase_button)
    assert missions.select_character(
        next(c.id for c in missions.character_model.rows() if c.name == "Petrova")
    )
    missions.panel.set_action("attack")
    form = attack_form(missions)
    form.target_combo.setCurrentIndex(form.target_combo.findText("Sectoid 1"))
    type_over(qtbot, form.distance_spin, "10")
    qtbot.waitUntil(lambda: missions.panel.odds_label.text().startswith("Odds: "))
    missions.panel.use_typed_dice([5, 2, 4])  # one hit, wounded: the Sectoid is down
    click(qtbot, missions.panel.commit_button)
    assert errors == []
    shot = line_text(missions.log_model.rows()[-2].messages)
    assert shot.startswith("Petrova shoots at Sectoid 1")
    # The Sectoid is down: the GM removes it as a casualty, its shooter offered as the killer.
    assert missions.select_character(
        next(c.id for c in missions.character_model.rows() if c.name == "Sectoid 1")
    )
    missions.panel.set_action("kill")
    wargame = missions.panel.forms
    assert isinstance(wargame, WargameForms)
    assert wargame.killer_combo.currentText() == "Petrova"
    click(qtbot, missions.panel.commit_button)
    assert line_text(missions.log_model.rows()[-1].messages).startswith(
        "Sectoid 1 is killed by Petrova"
    )

    # 7. The wound: in the aliens' assault, the second Sectoid fights Okafor bare-handed
    # (M-CC-1) and wounds him: he is down.
    for _ in range(4):  # X-COM's assault, then the aliens' movement, shooting and assault
        click(qtbot, missions.next_phase_button)
    assert missions.position_label.text() == "Turn 1 · Aliens · Assault phase"
    assert missions.select_character(
        next(c.id for c in missions.character_model.rows() if c.name == "Sectoid 2")
    )
    missions.panel.set_action("attack")
    form = attack_form(missions)
    form.target_combo.setCurrentIndex(form.target_combo.findText("Okafor"))
    if not form.contact_check.isChecked():
        qtbot.mouseClick(form.contact_check, Qt.MouseButton.LeftButton, pos=QPoint(8, 8))
    qtbot.waitUntil(lambda: missions.panel.odds_label.text().startswith("Odds: "))
    missions.panel.use_typed_dice([6, 6, 1])  # a hit, a wound, the save failed
    click(qtbot, missions.panel.commit_button)
    assert errors == []
    down = next(c for c in missions.character_model.rows() if c.name == "Okafor")
    assert down.status == "down"

    # 8. The mission ended: the debrief says who was wounded; the roster follows.
    debrief = end_mission(qtbot, missions)
    assert "Wounded: Okafor" in debrief.text_view.toPlainText()
    assert errors == []
    okafor_now = roster_row(window, "Okafor")
    petrova_now = roster_row(window, "Petrova")
    assert okafor_now.status == "wounded"
    assert okafor_now.missions == 1 and petrova_now.missions == 1
    assert petrova_now.kills == 1

    # 9. A patrol without Okafor: one mission passed, he is due back (ROS-4).
    plan_and_start(qtbot, missions, "Night patrol", [petrova.id], 1)
    end_mission(qtbot, missions)
    press(qtbot, window, Qt.Key.Key_1, CTRL)
    asked: list[str] = []

    def confirm(_title: str, text: str) -> bool:
        asked.append(text)
        return True

    roster._confirm = confirm  # type: ignore[method-assign,assignment]
    roster.set_status_filter(StatusFilter.ALL)
    assert roster.select_soldier(okafor.id)  # offered for a wounded soldier who is due back
    click(qtbot, roster.toolbar.widgetForAction(roster.career.recover_action))
    assert asked and "Okafor" in asked[-1] and "Petrova" not in asked[-1]
    back = roster_row(window, "Okafor")
    assert (back.status, back.wounds) == ("active", back.max_wounds)

    # 10. Petrova promoted for the kill (ROS-3), then her record read (Ctrl+I).
    assert roster.select_soldier(petrova.id)
    click(qtbot, roster.toolbar.widgetForAction(roster.career.promote_action))
    assert asked[-1] == "Promote Petrova from Rookie to Squaddie?"
    assert roster_row(window, "Petrova").rank == "Squaddie"
    records = hands(qtbot, roster, lambda dialog: True)
    roster.table.setFocus()
    press(qtbot, window, Qt.Key.Key_I, CTRL)
    assert len(records) == 1 and isinstance(records[0], ServiceRecordDialog)
    record = records[0]
    missions_served = [
        [cell(record.missions_table, r, c) for c in (1, 2, 4)]
        for r in range(record.missions_table.rowCount())
    ]
    assert [row[0] for row in missions_served] == ["Crash site at dawn", "Night patrol"]
    assert missions_served[0][2] == "1"  # the Sectoid she shot
    career = [cell(record.career_table, r, 1) for r in range(record.career_table.rowCount())]
    assert career[0] == "Recruited as Rookie"
    assert career[-1] == "Promoted from Rookie to Squaddie"
    carried = [cell(record.items_table, r, 1) for r in range(record.items_table.rowCount())]
    assert carried == ["Laser rifle"]
    assert errors == []
