"""An exception that escapes during a test fails it (``tests/helpers/escaped.py``): one raised
in a Qt virtual or a slot, in a ``__del__`` or in a thread. Proved on a pytest run of its own
(in a subprocess: Qt and the hooks of this run are left alone), whose tests raise."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent

RAISING_TESTS = """
import threading

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget


class BrokenPaint(QWidget):
    def paintEvent(self, event):
        raise RuntimeError("a broken paintEvent")


class Sender(QObject):
    fired = Signal()


def _painted(qtbot):
    widget = BrokenPaint()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.repaint()
    qtbot.wait(20)


def test_a_paint_event_raises(qtbot):
    _painted(qtbot)


@pytest.mark.qt_no_exception_capture
def test_a_paint_event_raises_without_pytest_qt_capture(qtbot):
    _painted(qtbot)


@pytest.mark.qt_no_exception_capture
def test_a_slot_raises_without_pytest_qt_capture(qtbot):
    sender = Sender()

    def slot():
        raise ValueError("a broken slot")

    sender.fired.connect(slot)
    sender.fired.emit()


def test_a_del_raises():
    class Finalized:
        def __del__(self):
            raise KeyError("a broken __del__")

    Finalized()


def test_a_thread_raises():
    def work():
        raise ZeroDivisionError("a broken thread")

    thread = threading.Thread(target=work, name="worker")
    thread.start()
    thread.join()


def test_nothing_escapes(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    widget.repaint()
"""


def test_every_escaped_exception_fails_its_test(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    pytester.makeconftest('pytest_plugins = ["tests.helpers.escaped"]\n')
    pytester.makepyfile(test_raising=RAISING_TESTS)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-rA", timeout=120)
    # pytest-qt's capture fails the call; the plugin fails the others after their teardown.
    result.assert_outcomes(passed=5, failed=1, errors=4)
    out = result.stdout.str()
    assert "FAILED test_raising.py::test_a_paint_event_raises " in out
    for name in (
        "test_a_paint_event_raises_without_pytest_qt_capture",
        "test_a_slot_raises_without_pytest_qt_capture",
        "test_a_del_raises",
        "test_a_thread_raises",
    ):
        assert f"ERROR test_raising.py::{name} " in out, out
    assert "PASSED test_raising.py::test_nothing_escapes" in out
    for text in (
        "RuntimeError: a broken paintEvent",
        "ValueError: a broken slot",
        "KeyError: 'a broken __del__'",
        "ZeroDivisionError: a broken thread",
        "escaped during the test",
    ):
        assert text in out, text
