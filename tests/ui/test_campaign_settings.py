"""File ▸ Campaign settings… with two GMs: the dialog saves the name and
notes typed in, passing the version it showed; a save after another GM's change is refused,
the box says who changed what and when and offers Reload, which shows the current name and
opens the dialog again with the current settings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from tests.helpers.reload_offer import click_reload_when_offered
from tests.ui.conftest import RosterBackend
from xcom_manager.services.campaigns.settings import CampaignSettingsService
from xcom_manager.store.db import Database
from xcom_manager.ui.campaign_settings import CampaignSettingsDesk, CampaignSettingsDialog

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


def _desk(qtbot: QtBot, backend: RosterBackend) -> tuple[CampaignSettingsDesk, list[int]]:
    host = QWidget()
    qtbot.addWidget(host)
    renamed: list[int] = []
    desk = CampaignSettingsDesk(
        host,
        lambda: (backend.db, backend.campaigns, backend.campaign_id),
        renamed.append,
        lambda: "boris",
    )
    return desk, renamed


def _save(qtbot: QtBot, dialog: QDialog) -> None:
    button = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_dialog_saves_the_name_and_notes_typed_in(
    qtbot: QtBot, roster_backend: RosterBackend
) -> None:
    desk, renamed = _desk(qtbot, roster_backend)

    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, CampaignSettingsDialog)
        dialog.show()
        assert dialog.name_edit.text() == "Operation Test"
        dialog.name_edit.selectAll()
        qtbot.keyClicks(dialog.name_edit, "Operation Lighthouse")
        qtbot.keyClicks(dialog.notes_edit, "Season two")
        _save(qtbot, dialog)
        return dialog.result() == QDialog.DialogCode.Accepted

    desk._open_dialog = fill  # type: ignore[method-assign]
    assert desk.edit()
    settings = CampaignSettingsService(roster_backend.db).settings(roster_backend.campaign_id)
    assert (settings.name, settings.notes, settings.changed_by) == (
        "Operation Lighthouse",
        "Season two",
        "boris",
    )
    assert renamed == [roster_backend.campaign_id]


def test_a_stale_save_names_who_changed_it_and_reload_shows_the_current_settings(
    qtbot: QtBot, roster_backend: RosterBackend
) -> None:
    desk, renamed = _desk(qtbot, roster_backend)
    shown_names: list[str] = []

    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, CampaignSettingsDialog)
        shown_names.append(dialog.name_edit.text())
        if len(shown_names) > 1:  # opened again by Reload: Boris cancels
            return False
        dialog.show()
        with Database.open(roster_backend.db.url) as anna_db:  # Anna saves meanwhile
            anna = CampaignSettingsService(anna_db)
            now = anna.settings(roster_backend.campaign_id)
            anna.change(
                roster_backend.campaign_id,
                name="Operation Dawn",
                notes="",
                expected_version=now.version,
                actor="anna",
            )
        qtbot.keyClicks(dialog.notes_edit, "Boris's notes")
        _save(qtbot, dialog)
        return True

    desk._open_dialog = fill  # type: ignore[method-assign]
    offered: list[str] = []
    click_reload_when_offered(qtbot, offered)
    assert not desk.edit()
    assert len(offered) == 1
    assert offered[0].startswith("The campaign Operation Test was changed by anna at ")
    assert "(name: Operation Test → Operation Dawn)" in offered[0]
    assert shown_names == ["Operation Test", "Operation Dawn"]  # Reload: the current values
    assert renamed == [roster_backend.campaign_id]  # the window shows the current name
    settings = CampaignSettingsService(roster_backend.db).settings(roster_backend.campaign_id)
    assert (settings.name, settings.notes) == ("Operation Dawn", "")  # Boris's not saved


def test_a_refused_name_is_named_in_the_dialog_and_nothing_typed_is_lost(
    qtbot: QtBot, roster_backend: RosterBackend
) -> None:
    """A blank name greys Save; a name the services refuse (an invisible character) is named
    inside the dialog, which stays open with the notes typed; the corrected name saves both."""
    desk, renamed = _desk(qtbot, roster_backend)
    rounds: list[str] = []

    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, CampaignSettingsDialog)
        dialog.show()
        save = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
        if not rounds:
            dialog.name_edit.clear()
            assert not save.isEnabled()  # no name: nothing to save
            qtbot.keyClicks(dialog.name_edit, "Deep")
            dialog.name_edit.insert("\u200b")  # pasted: QTest types ASCII only
            qtbot.keyClicks(dialog.name_edit, "Blue")
            qtbot.keyClicks(dialog.notes_edit, "Season two: keep me")
            rounds.append("refused")
        else:
            assert dialog.problem_label.isVisible()
            assert dialog.problem_label.text()
            assert dialog.notes_edit.toPlainText() == "Season two: keep me"
            dialog.name_edit.clear()
            qtbot.keyClicks(dialog.name_edit, "Deep Blue")
            assert not dialog.problem_label.isVisible()  # corrected: the problem leaves
            rounds.append("saved")
        _save(qtbot, dialog)
        return dialog.result() == QDialog.DialogCode.Accepted

    desk._open_dialog = fill  # type: ignore[method-assign]
    assert desk.edit()
    assert rounds == ["refused", "saved"]
    settings = CampaignSettingsService(roster_backend.db).settings(roster_backend.campaign_id)
    assert (settings.name, settings.notes) == ("Deep Blue", "Season two: keep me")
    assert renamed == [roster_backend.campaign_id]
