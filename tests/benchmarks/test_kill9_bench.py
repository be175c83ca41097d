"""Killed at any moment, nothing acknowledged is lost; run with
``--benchmark-only``.

A child process does audited moves and mission commands on a real SQLite file and prints each
one once its transaction has committed; it is killed with SIGKILL at a random moment, 50 times
over. After every kill the file passes SQLite's ``integrity_check``, the audit chain verifies,
and every write the child acknowledged is there: each move's audit row (seq, item, where to)
and each note's mission event. With ``synchronous=FULL`` this also holds for a power cut (which
a kill does not show: the operating system still writes what the process handed it).
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

from tests.helpers.demo import create_demo
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.integrity import check_file
from xcom_manager.store.models import Item

REPO = Path(__file__).resolve().parents[2]
TRIALS = 50


def child(path: str, setup: str) -> None:
    """The child: moves the rifles of ``setup`` to their soldier and back, and every third step
    writes a note on the mission in progress; prints a JSON line after each commit."""
    from sqlmodel import select

    from xcom_manager.rules.mission.commands import Note
    from xcom_manager.services.inventory.dto import Destination
    from xcom_manager.services.inventory.service import InventoryService

    plan = json.loads(setup)
    db = Database.open(f"sqlite:///{path}")
    campaigns = CampaignService(db)
    inventory = InventoryService(db, campaigns)
    missions = MissionService(db, campaigns)
    rng = random.Random(os.getpid())
    step = 0
    while True:
        step += 1
        if step % 3 == 0:
            text = f"kill-test note {os.getpid()}-{step}"
            missions.execute(plan["mission"], Note(text), actor="GM")
            print(json.dumps({"note": text}), flush=True)
            continue
        k = rng.randrange(len(plan["rifles"]))
        rifle, soldier = plan["rifles"][k], plan["soldiers"][k]
        with db.session() as session:
            row = session.exec(select(Item).where(Item.id == rifle)).one()
            at_soldier = row.location == "soldier"
        to = Destination.armoury() if at_soldier else Destination.soldier(soldier, "large")
        result = inventory.move_item(rifle, to, actor="GM")
        where = "armoury" if at_soldier else "soldier"
        print(json.dumps({"seq": result.audit_seq, "item": rifle, "to": where}), flush=True)


def _prepare(path: Path) -> dict[str, object]:
    with Database.open(f"sqlite:///{path}") as db:
        campaigns = CampaignService(db)
        campaign_id = create_demo(campaigns).id
        missions = MissionService(db, campaigns)
        running = [m.id for m in missions.list_missions(campaign_id) if m.status != "finished"]
        roster = RosterService(db, campaigns)
        rng = random.Random(9)
        soldiers = [
            roster.recruit(
                campaign_id,
                roster.new_recruit_draft(
                    campaign_id, soldier_class="infantry", nationality=None, rng=rng
                ),
            ).row.id
            for _ in range(3)
        ]
        with db.session() as session:
            rows = [Item(campaign_id=campaign_id, item_type="laser_rifle") for _ in soldiers]
            session.add_all(rows)
            session.flush()
            rifles = [row.id for row in rows]
    return {"campaign": campaign_id, "mission": running[0], "rifles": rifles, "soldiers": soldiers}


def _check_after_kill(path: Path, plan: dict[str, object], acked: list[dict[str, object]]) -> None:
    import sqlite3

    found = check_file(path)
    assert found.ok, found.problems
    with Database.open(f"sqlite:///{path}") as db:
        report = AuditService(db).verify(int(str(plan["campaign"])))
        assert report.ok, report.message
    with closing(sqlite3.connect(path)) as connection:
        for ack in acked:
            if "note" in ack:
                hits = connection.execute(
                    "SELECT count(*) FROM mission_event WHERE payload LIKE ?",
                    (f"%{ack['note']}%",),
                ).fetchone()[0]
                assert hits == 1, f"acknowledged note lost: {ack}"
                continue
            row = connection.execute(
                "SELECT item_id, to_kind FROM audit_entry WHERE campaign_id = ? AND seq = ?",
                (plan["campaign"], ack["seq"]),
            ).fetchone()
            assert row == (ack["item"], ack["to"]), f"acknowledged move lost: {ack} ({row})"


@pytest.mark.benchmark(group="durability")
def test_sigkill_at_random_moments_loses_nothing_acknowledged(
    benchmark: BenchmarkFixture, tmp_path: Path
) -> None:
    path = tmp_path / "kill.db"
    plan = _prepare(path)
    rng = random.Random(13)
    totals = {"moves": 0, "notes": 0, "kills": 0}
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    code = "import sys; from tests.benchmarks.test_kill9_bench import child; child(*sys.argv[1:])"

    def trial() -> None:
        process = subprocess.Popen(
            [sys.executable, "-c", code, str(path), json.dumps(plan)],
            cwd=REPO,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert process.stdout is not None
        first = process.stdout.readline()  # working: its first write is committed
        assert first, process.stderr.read() if process.stderr else "the child died"
        time.sleep(rng.uniform(0.0, 0.4))
        process.send_signal(signal.SIGKILL)
        rest, errors = process.communicate(timeout=30)
        assert process.returncode == -signal.SIGKILL, errors
        acked = [json.loads(line) for line in [first, *rest.splitlines()] if line.strip()]
        _check_after_kill(path, plan, acked)
        totals["kills"] += 1
        totals["notes"] += sum(1 for ack in acked if "note" in ack)
        totals["moves"] += sum(1 for ack in acked if "seq" in ack)

    benchmark.pedantic(trial, rounds=TRIALS, iterations=1)
    benchmark.extra_info.update(totals)
    print(
        f"\n{totals['kills']} kills with SIGKILL during {totals['moves']} acknowledged moves and "
        f"{totals['notes']} mission notes: nothing acknowledged lost, the file sound each time"
    )
    assert totals["kills"] == TRIALS
