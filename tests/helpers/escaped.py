"""A pytest plugin (loaded by ``tests/conftest.py``): an exception that escapes during a test
fails that test, after its teardown, with the traceback.

Escaping means reaching one of the hooks Python calls for an exception nobody caught:

- ``sys.excepthook``: what PySide calls for an exception raised in a Qt virtual (a
  ``paintEvent``) or a slot. pytest-qt's own capture takes these first and fails the test;
  this plugin's hook lies under it and takes them when pytest-qt's is off (the
  ``qt_no_exception_capture`` marker or ini option): the suite stays strict either way.
- ``sys.unraisablehook``: an exception in a ``__del__``, a finalizer or a callback Python can
  only report (pytest itself would only warn).
- ``threading.excepthook``: an exception that ended a thread (pytest itself would only warn).

A test that means to send an exception to ``sys.excepthook`` (the crash dialog's tests) puts
its own hook in place with ``monkeypatch``; the app's ``ui/common/trouble.py`` hook passes
what it does not handle on to the hook it replaced, so a bug still ends up here.
"""

from __future__ import annotations

import sys
import threading
import traceback
from collections.abc import Generator
from types import TracebackType
from typing import Any

import pytest

_ESCAPED = pytest.StashKey[list[str]]()
_SAVED = pytest.StashKey[tuple[Any, Any, Any]]()


def _record(escaped: list[str], where: str, error: BaseException | None) -> None:
    if error is None:
        text = f"{where}: (no exception)\n"
    else:
        lines = traceback.format_exception(type(error), error, error.__traceback__)
        text = f"{where}:\n{''.join(lines)}"
    escaped.append(text)
    sys.stderr.write(text)


def _hooks(escaped: list[str]) -> tuple[Any, Any, Any]:
    def excepthook(
        kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        _record(escaped, "sys.excepthook (a Qt virtual or slot, or an uncaught error)", error)

    def unraisablehook(unraisable: Any) -> None:
        message = unraisable.err_msg or "Exception ignored in"
        _record(escaped, f"sys.unraisablehook ({message}: {unraisable.object!r})",
                unraisable.exc_value)  # fmt: skip

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        name = args.thread.name if args.thread is not None else "?"
        _record(escaped, f"threading.excepthook (thread {name!r})", args.exc_value)

    return excepthook, unraisablehook, thread_hook


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> Generator[None, object, object]:
    """Put the recording hooks in place before anything of the test runs (under pytest-qt's,
    which its own setup puts on top)."""
    escaped: list[str] = []
    item.stash[_ESCAPED] = escaped
    item.stash[_SAVED] = (sys.excepthook, sys.unraisablehook, threading.excepthook)
    sys.excepthook, sys.unraisablehook, threading.excepthook = _hooks(escaped)
    return (yield)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item) -> Generator[None, object, object]:
    """After the whole teardown (pytest-qt's included): put the hooks back, and fail the test
    with whatever escaped."""
    try:
        return (yield)
    finally:
        saved = item.stash.get(_SAVED, None)
        if saved is not None:
            sys.excepthook, sys.unraisablehook, threading.excepthook = saved
        escaped = item.stash.get(_ESCAPED, [])
        if escaped:
            found, escaped[:] = list(escaped), []
            pytest.fail(
                f"{len(found)} exception(s) escaped during the test:\n\n" + "\n".join(found),
                pytrace=False,
            )
