"""A damaged mission log on the Missions page: the damaged mission is listed
with one clear message in place of its tracker, no dialog; the other missions stay usable."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import MissionBackend
from xcom_manager.rules.mission.commands import Note
from xcom_manager.ui.mission.view import MissionsView

pytestmark = pytest.mark.gui


def test_a_damaged_log_is_said_in_place_and_the_other_mission_plays_on(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    backend = mission_backend
    campaign_id = backend.base.campaign_id
    damaged = backend.missions.start_mission(
        campaign_id,
        name="Operation Nightfall",
        options={"environment": "ground"},
        soldier_ids=backend.soldier_ids[:2],
        aliens=["sectoid"],
    ).info.id
    healthy = backend.missions.start_mission(
        campaign_id,
        name="Operation Daybreak",
        options={"environment": "ground"},
        soldier_ids=backend.soldier_ids[2:],
        aliens=["sectoid"],
    ).info.id
    backend.missions.execute(damaged, Note("first light"))
    backend.missions.execute(healthy, Note("all quiet"))
    path = backend.base.db.url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as connection:
        connection.execute(
            "UPDATE mission_event SET payload = '[]' WHERE mission_id = ? AND seq = 1", (damaged,)
        )
    connection.close()

    view = make_view()
    model = view.mission_model
    row = model.row_of(damaged)
    assert row is not None
    texts = model.texts(model.row_at(row))  # type: ignore[arg-type]
    assert texts[model.STATUS] == "Log damaged"
    assert texts[model.POSITION].startswith(f"Mission #{damaged}'s log is damaged at event 1: ")

    assert view.select_mission(damaged)
    qtbot.waitUntil(lambda: view.tracker_stack.currentWidget() is view.empty_hint)
    assert view.empty_hint.text().startswith(f"Mission #{damaged}'s log is damaged at event 1")
    assert view.errors == []  # type: ignore[attr-defined] # said in place, no dialog

    assert view.select_mission(healthy)
    qtbot.waitUntil(lambda: view.tracker_stack.currentWidget() is not view.empty_hint)
    assert view.current_mission_id == healthy
    assert view.current_view is not None and view.current_view.seq == 1


def test_an_edited_setup_is_said_in_place_as_a_damaged_log(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    """The setup edited in the file (a soldier's stat raised: it still reads and replays) no
    longer matches its seal: the page says the mission's log is damaged, as for an edited
    event; the other mission stays usable."""
    import json

    backend = mission_backend
    campaign_id = backend.base.campaign_id
    damaged, healthy = (
        backend.missions.start_mission(
            campaign_id,
            name=name,
            options={"environment": "ground"},
            soldier_ids=squad,
            aliens=["sectoid"],
        ).info.id
        for name, squad in (
            ("Operation Nightfall", backend.soldier_ids[:2]),
            ("Operation Daybreak", backend.soldier_ids[2:]),
        )
    )
    path = backend.base.db.url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as connection:
        (text,) = connection.execute(
            "SELECT setup FROM mission WHERE id = ?", (damaged,)
        ).fetchone()
        setup = json.loads(text)
        stats = setup["characters"][0]["stats"]
        stats[next(iter(stats))] += 1
        connection.execute(
            "UPDATE mission SET setup = ? WHERE id = ?", (json.dumps(setup), damaged)
        )
    connection.close()

    view = make_view()
    model = view.mission_model
    row = model.row_of(damaged)
    assert row is not None
    texts = model.texts(model.row_at(row))  # type: ignore[arg-type]
    said = f"The log of mission #{damaged} is damaged: its setup was changed after it was"
    assert texts[model.STATUS] == "Log damaged"
    assert texts[model.POSITION].startswith(said)
    assert view.select_mission(damaged)
    qtbot.waitUntil(lambda: view.tracker_stack.currentWidget() is view.empty_hint)
    assert view.empty_hint.text().startswith(said)
    assert view.errors == []  # type: ignore[attr-defined] # said in place, no dialog
    assert view.select_mission(healthy)
    qtbot.waitUntil(lambda: view.tracker_stack.currentWidget() is not view.empty_hint)
    assert view.current_mission_id == healthy
