"""``XCOM_STALL_MS=N``: a debug switch that logs every stall of the GUI thread longer than N ms,
with what was running (the architecture allows no GUI-thread stall over 50 ms).

Two parts watch together:

* a precise 5 ms ``QTimer`` on the GUI thread notes when the event loop last ran it: a gap
  between two ticks is a time the loop could not run (a slot, a paint, a query that blocked);
* a daemon thread looks every few milliseconds at how long the loop has been away; once a gap
  passes half the limit it samples the GUI thread's stack (``sys._current_frames()``) and
  counts the innermost frames of ``xcom_manager`` code it finds.

When the loop comes back after a gap over the limit, the timer logs one warning on the
``xcom_manager.stall`` logger (to stderr unless logging is configured otherwise): how long, how
much of it the GUI thread spent working (its CPU time: the rest it waited, for a lock, a disk
or a busy machine), and the stacks sampled most often during it. The record carries both
times as ``stall_ms`` and ``busy_ms``, and the stacks named as ``stacks`` (tuples of frames).

Installed at the window's start (``ui/app.py``) only when the variable is set; the module
imports no Qt at module level (nothing of it is loaded on a plain start).
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, QTimer

__all__ = ["STALL_ENV", "StallWatch", "install_from_env", "running", "stall_limit"]

STALL_ENV = "XCOM_STALL_MS"
LOGGER = "xcom_manager.stall"
#: How often the GUI thread's timer ticks, in milliseconds.
TICK_MS = 5
#: How many frames of ``xcom_manager`` code a record's text names of a sample, innermost first
#: (then the outermost one); the record's ``stacks`` hold them all, up to ``FRAMES_KEPT``.
FRAMES_NAMED = 4
FRAMES_KEPT = 40
#: How many of the samples a record names, the most frequent first.
SAMPLES_NAMED = 3

_PACKAGE = Path(__file__).resolve().parent.parent  # xcom_manager/
_THIS_FILE = str(Path(__file__).resolve())

log = logging.getLogger(LOGGER)
#: The watches running (kept alive here: Qt holds only their timer).
_running: list[StallWatch] = []


def stall_limit(env: Mapping[str, str] | None = None) -> int | None:
    """The limit in ms that ``XCOM_STALL_MS`` sets, or ``None`` (unset, not a positive whole
    number: the watch stays off)."""
    text = (os.environ if env is None else env).get(STALL_ENV, "").strip()
    try:
        value = int(text)
    except ValueError:
        return None
    return value if value > 0 else None


def _ours(frame: FrameType) -> bool:
    name = frame.f_code.co_filename
    return name.startswith(str(_PACKAGE)) and name != _THIS_FILE


def running_frames(frame: FrameType | None, limit: int = FRAMES_KEPT) -> tuple[str, ...]:
    """The innermost ``limit`` frames of ``xcom_manager`` code on the stack from ``frame``
    outwards, as ``module.function:line``; the innermost frame of all when none is ours."""
    named: list[str] = []
    innermost = frame
    while isinstance(frame, FrameType) and len(named) < limit:
        if _ours(frame):
            module = frame.f_globals.get("__name__", "?")
            named.append(f"{module}.{frame.f_code.co_qualname}:{frame.f_lineno}")
        frame = frame.f_back
    if not named and isinstance(innermost, FrameType):
        code = innermost.f_code
        named.append(f"{Path(code.co_filename).name}:{code.co_qualname}:{innermost.f_lineno}")
    return tuple(named)


def _shortened(frames: tuple[str, ...]) -> str:
    shown = " < ".join(frames[:FRAMES_NAMED])
    return f"{shown} < … < {frames[-1]}" if len(frames) > FRAMES_NAMED else shown


class StallWatch:
    """Watches the GUI thread (the thread that makes it) for stalls over ``limit_ms``.

    ``stop()`` ends the watch; the sampling thread is a daemon and ends with the program."""

    def __init__(self, limit_ms: int, parent: QObject | None = None) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.limit = limit_ms / 1000
        self._gui = threading.get_ident()
        self._lock = threading.Lock()
        self._last = time.monotonic()  # the GUI thread's last tick
        self._busy = time.thread_time()  # the GUI thread's CPU time then
        self._samples: Counter[tuple[str, ...]] = Counter()  # during the current gap
        self._sampled_gap = 0.0  # the ``_last`` the samples belong to
        self._stopped = threading.Event()
        self.timer: QTimer = QTimer(parent)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.destroyed.connect(lambda *_: self._gone())  # its window is gone
        _running.append(self)
        self.timer.start()
        self._thread = threading.Thread(target=self._sample, name="stall-watch", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """End the watch (its timer stops unless its window is gone already)."""
        import shiboken6

        self._stopped.set()
        if shiboken6.isValid(self.timer):
            self.timer.stop()
        self._thread.join(timeout=1)
        self._gone()

    def _gone(self) -> None:
        self._stopped.set()
        if self in _running:
            _running.remove(self)

    def _tick(self) -> None:
        """On the GUI thread: log the gap since the last tick if it passed the limit."""
        now, busy_now = time.monotonic(), time.thread_time()
        with self._lock:
            gap, self._last = now - self._last, now
            samples, self._samples = self._samples, Counter()
        busy, self._busy = busy_now - self._busy, busy_now
        if gap <= self.limit:
            return
        common = samples.most_common(SAMPLES_NAMED)
        seen = "; ".join(
            f"{_shortened(frames)} ({count} of {samples.total()} samples)"
            for frames, count in common
        )
        stall_ms, busy_ms = round(gap * 1000), round(busy * 1000)
        log.warning(
            "GUI thread stalled for %d ms (%d ms of it working): %s",
            stall_ms,
            busy_ms,
            seen or "nothing sampled",
            extra={"stall_ms": stall_ms, "busy_ms": busy_ms, "stacks": [f for f, _ in common]},
        )

    def _sample(self) -> None:
        """On the daemon thread: sample the GUI thread's stack while a gap is in progress."""
        pause = max(0.002, min(self.limit / 5, 0.010))
        while not self._stopped.wait(pause):
            with self._lock:
                last = self._last
            if time.monotonic() - last < self.limit / 2:
                continue
            try:
                frames = running_frames(sys._current_frames().get(self._gui))
            except Exception:  # another thread's stack, read while it changes
                continue  # a sample missed: the next one is 2 to 10 ms away
            with self._lock:
                if self._last == last:  # the gap is still the one sampled
                    self._samples[frames] += 1


def running() -> tuple[StallWatch, ...]:
    """The watches running now (one per window started with the variable set)."""
    return tuple(_running)


def install_from_env(parent: QObject, env: Mapping[str, str] | None = None) -> StallWatch | None:
    """Start a :class:`StallWatch` if ``XCOM_STALL_MS`` is set (the records go to stderr when
    logging has no handler of its own); ``None`` when it is not."""
    limit = stall_limit(env)
    if limit is None:
        return None
    if not logging.getLogger().handlers and not log.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(asctime)s %(name)s: %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.WARNING)
    return StallWatch(limit, parent)
