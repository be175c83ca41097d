"""``XCOM_STALL_MS``: the debug watch of the GUI thread's stalls (``ui/stall_watch.py``)."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from xcom_manager.ui import i18n
from xcom_manager.ui.app import start_gui
from xcom_manager.ui.stall_watch import (
    LOGGER,
    StallWatch,
    install_from_env,
    running,
    stall_limit,
)


def _records(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == LOGGER]


def a_slow_slot_of_the_test() -> None:
    time.sleep(0.120)


def a_busy_slot_of_the_test() -> None:
    """Works 120 ms of CPU time (however busy the machine is)."""
    end = time.thread_time() + 0.120
    while time.thread_time() < end:
        pass


@pytest.fixture
def watched(qtbot: QtBot, caplog: pytest.LogCaptureFixture) -> Iterator[QWidget]:
    """A shown window watched with ``XCOM_STALL_MS=50``, as the app installs it."""
    caplog.set_level(logging.WARNING, logger=LOGGER)
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    watch = install_from_env(window, {"XCOM_STALL_MS": "50"})
    assert isinstance(watch, StallWatch)
    qtbot.wait(50)  # the first ticks
    caplog.clear()
    yield window
    watch.stop()


def test_a_slot_that_sleeps_120_ms_is_logged_once_by_name(
    qtbot: QtBot, watched: QWidget, caplog: pytest.LogCaptureFixture
) -> None:
    QTimer.singleShot(0, a_slow_slot_of_the_test)
    qtbot.wait(300)
    records = _records(caplog)
    assert len(records) == 1, [r.getMessage() for r in records]
    text = records[0].getMessage()
    assert text.startswith("GUI thread stalled for ") and "a_slow_slot_of_the_test" in text
    stall_ms, busy_ms = records[0].__dict__["stall_ms"], records[0].__dict__["busy_ms"]
    assert 110 <= stall_ms < 1000 and f"{stall_ms} ms" in text
    assert busy_ms < 60, "a sleep is no work"
    stacks = records[0].__dict__["stacks"]
    assert stacks and any("a_slow_slot_of_the_test" in frame for frame in stacks[0])


def test_a_busy_slot_is_logged_with_its_work(
    qtbot: QtBot, watched: QWidget, caplog: pytest.LogCaptureFixture
) -> None:
    QTimer.singleShot(0, a_busy_slot_of_the_test)
    qtbot.wait(300)
    records = _records(caplog)
    assert len(records) == 1, [r.getMessage() for r in records]
    assert "a_busy_slot_of_the_test" in records[0].getMessage()
    assert records[0].__dict__["busy_ms"] >= 115
    assert records[0].__dict__["stall_ms"] >= records[0].__dict__["busy_ms"]


def test_no_stall_no_record(
    qtbot: QtBot, watched: QWidget, caplog: pytest.LogCaptureFixture
) -> None:
    QTimer.singleShot(0, lambda: time.sleep(0.010))  # well under the limit
    qtbot.wait(300)
    assert _records(caplog) == []


def test_the_watch_ends_with_its_window(qtbot: QtBot) -> None:
    window = QWidget()
    watch = install_from_env(window, {"XCOM_STALL_MS": "50"})
    assert watch is not None and watch in running()
    window.deleteLater()
    qtbot.waitUntil(lambda: watch not in running())
    watch.stop()  # once more: harmless


@pytest.mark.parametrize(
    ("value", "limit"),
    [("50", 50), (" 200 ", 200), ("", None), ("0", None), ("-5", None), ("x", None)],
)
def test_the_variable_sets_the_limit_or_leaves_the_watch_off(value: str, limit: int | None) -> None:
    assert stall_limit({"XCOM_STALL_MS": value}) == limit
    assert stall_limit({}) is None


@pytest.mark.parametrize("value", ["50", ""])
def test_the_window_starts_watched_only_when_the_variable_is_set(
    qapp: QApplication, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("XCOM_LANG", "en")
    monkeypatch.setenv("XCOM_STALL_MS", value)
    before = running()
    window = start_gui(f"sqlite:///{tmp_path / 'c.db'}", open_after_paint=False)
    qtbot.addWidget(window)
    try:
        started = [w for w in running() if w not in before]
        assert len(started) == (1 if value else 0)
        assert all(w.timer.parent() is window for w in started)
    finally:
        for watch in started:
            watch.stop()
        qapp.setStyleSheet("")
        i18n.remove_translators()
