"""The players' live page under a full table; run with ``--benchmark-only``.

``xcom-manager table serve`` runs as its own process on a real SQLite file holding the demo
campaign, on 127.0.0.1; 50 phones (aiohttp WebSockets in this process) watch it. Each round, a
mission step is made through the services in this process (another connection, as the GM's
window is); the figure is the time from the step until the last of the 50 has the snapshot
with the new step (the watcher's poll, the players' snapshot, the broadcast). Bar: 200 ms.

The server's memory: the serving process's resident size with the 50 watching, after the
steps, less that of a process that does the same work without serving (the same imports but
aiohttp's, the database open, a players' snapshot made): what the server itself costs, its
library, loop, sockets and buffers. Bar: 50 MB. (The whole process, Python, SQLAlchemy and
the rules included, is printed beside it.)
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

from tests.benchmarks.budgets import rounds, within
from tests.helpers.demo import create_demo
from xcom_manager.rules.mission.commands import Note
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.store.db import Database

if TYPE_CHECKING:  # imported by the run only: the baseline process must not load it
    import aiohttp

REPO = Path(__file__).resolve().parents[2]
WATCHERS = 50
STEP_BAR_MS = 200.0
MEMORY_BAR_MB = 50.0
_WHERE = ("--host", "127.0.0.1", "--port", "0", "--campaign")
_URL = re.compile(r"http://127\.0\.0\.1:\d+/[A-Za-z0-9_-]+/")


def resident_mb(pid: int) -> float:
    """A process's resident set size (``VmRSS``), in MB."""
    status = Path(f"/proc/{pid}/status").read_text(encoding="utf-8")
    kilobytes = int(re.search(r"VmRSS:\s+(\d+) kB", status).group(1))  # type: ignore[union-attr]
    return kilobytes / 1024


def baseline(url: str, campaign: str) -> None:
    """The same work as ``table serve`` but the serving: prints its resident size in MB."""
    from xcom_manager.cli import table  # noqa: F401 - the command's own module
    from xcom_manager.cli.support import services
    from xcom_manager.services.players.snapshot import players_snapshot
    from xcom_manager.table.feed import snapshot_text

    assert "aiohttp" not in sys.modules
    with services(url) as (db, _campaigns):
        snapshot_text(players_snapshot(db, int(campaign), "en").to_json())
        print(resident_mb(os.getpid()), flush=True)


def _prepare(path: Path) -> tuple[str, int, int]:
    url = f"sqlite:///{path}"
    with Database.open(url) as db:
        campaigns = CampaignService(db)
        campaign = create_demo(campaigns).id
        listed = MissionService(db, campaigns).list_missions(campaign)
        mission = next(m.id for m in listed if m.status == "in_progress")
    return url, campaign, mission


def _serve(url: str, campaign: int) -> tuple[subprocess.Popen[str], str]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "XCOM_LANG": "en"}
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "xcom_manager",
            "--db",
            url,
            "table",
            "serve",
            *_WHERE,
            str(campaign),
        ],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        found = _URL.search(line)
        if found:
            return process, found.group(0)
    process.kill()
    raise AssertionError(f"table serve printed no address: {process.communicate()[1]}")


async def _watch_steps(
    page: str, missions: MissionService, mission: int, count: int
) -> tuple[list[float], int]:
    """Connect the watchers, make ``count`` steps; each step's time to the last watcher (ms)."""
    import aiohttp

    timeout = aiohttp.ClientTimeout(total=None, sock_connect=10)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        sockets = [await session.ws_connect(page + "ws") for _ in range(WATCHERS)]
        for ws in sockets:
            await ws.receive_str(timeout=10)
        loop = asyncio.get_running_loop()
        times: list[float] = []
        for step in range(count):
            await asyncio.sleep(0.3)  # the server quiet again
            started = time.perf_counter()
            await loop.run_in_executor(
                None, lambda n=step: missions.execute(mission, Note(f"step {n}"))
            )
            wanted = missions.view(mission).info.seq

            async def arrival(ws: aiohttp.ClientWebSocketResponse, wanted: int = wanted) -> float:
                while True:
                    snapshot: dict[str, Any] = json.loads(await ws.receive_str(timeout=5))
                    if snapshot["mission"]["sequence"] >= wanted:
                        return time.perf_counter()

            arrived = await asyncio.gather(*(arrival(ws) for ws in sockets))
            times.append((max(arrived) - started) * 1000)
        watching = len(sockets)
        for ws in sockets:
            await ws.close()
    return times, watching


@pytest.mark.benchmark(group="table")
def test_a_step_reaches_50_watching_phones_quickly_and_the_server_stays_small(
    benchmark: BenchmarkFixture, tmp_path: Path
) -> None:
    url, campaign, mission = _prepare(tmp_path / "table.db")
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    code = (
        "import sys; from tests.benchmarks.test_table_bench import baseline as b; b(*sys.argv[1:])"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, url, str(campaign)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    without_server = float(done.stdout.split()[-1])
    process, page = _serve(url, campaign)
    db = Database.open(url)
    try:
        missions = MissionService(db, CampaignService(db))
        steps = rounds(10, 4)
        times, watching = benchmark.pedantic(
            lambda: asyncio.run(_watch_steps(page, missions, mission, steps)),
            rounds=1,
            iterations=1,
        )
        serving = resident_mb(process.pid)
    finally:
        db.close()
        process.send_signal(signal.SIGINT)
        _out, errors = process.communicate(timeout=30)
    assert process.returncode == 0, errors
    assert "Traceback" not in errors
    assert watching == WATCHERS
    median = statistics.median(times)
    server_mb = serving - without_server
    benchmark.extra_info.update(
        {"step_ms": times, "serving_mb": serving, "without_server_mb": without_server}
    )
    print(
        f"\nA step reached all {WATCHERS} watchers in {median:.0f} ms (median of {steps}; "
        f"slowest {max(times):.0f} ms); the server's memory {server_mb:.1f} MB "
        f"({serving:.0f} MB the whole process, {without_server:.0f} MB without serving)"
    )
    within("a step reaches 50 watching phones (median)", median, STEP_BAR_MS, "ms")
    within("the players' page server's memory with 50 watching", server_mb, MEMORY_BAR_MB, "MB")
