"""Several GMs on one campaign at once; run with ``--benchmark-only``.

Four processes (four GMs' apps) each make ``XCOM_LOAD_OPS`` (default 1,000) conflicting writes
on the same few soldiers and items, alternately a roster edit (read, then a versioned write, as
the soldier dialog does) and an audited item move (with the version read, as the Inventory page
does), on SQLite and on PostgreSQL. Each process records what it believes it committed and every
refusal by its class. At the end:

- 0 lost updates: each soldier's version moved once per committed edit, the committed versions
  are distinct, its notes are the last committed edit's; each committed move is its audit row,
  and each item is where its last committed move put it;
- 0 raw errors: only ``UserError`` subclasses were refused (counted: stale, slot taken, rules);
- the audit chain and the item places verify (``audit verify``);
- audited moves per second on each engine (``extra_info`` and printed, side by side).
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pytest_benchmark.fixture import BenchmarkFixture
from sqlmodel import col, select

from tests.helpers.postgres import DatabaseUrls
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import AuditEntry, Item

REPO = Path(__file__).resolve().parents[2]
PROCESSES = 4
OPS = int(os.environ.get("XCOM_LOAD_OPS", "1000"))  # writes per process
SOLDIERS = 3
RIFLES = 4
#: Moves per second by engine, for the side-by-side line (filled as each engine's run ends).
RATES: dict[str, float] = {}


def child(url: str, start: str, setup: str, ops: str) -> None:
    """One GM's app: ``ops`` writes, alternately an edit and a move; prints one JSON line."""
    from xcom_manager.services.core.errors import StaleEditError, UserError
    from xcom_manager.services.inventory.dto import Destination
    from xcom_manager.services.inventory.service import InventoryService

    plan = json.loads(setup)
    rng = random.Random(os.getpid())
    edits: list[list[object]] = []  # [soldier, version after, notes]
    moves: list[list[object]] = []  # [audit seq, item, to kind, to soldier]
    refused: dict[str, int] = {}
    raw: list[str] = []
    with Database.open(url) as db:
        campaigns = CampaignService(db)
        roster = RosterService(db, campaigns)
        inventory = InventoryService(db, campaigns)
        while not Path(start).exists():
            time.sleep(0.005)
        began = time.perf_counter()
        move_time = 0.0
        for n in range(int(ops)):
            moving = n % 2 == 1
            at = time.perf_counter()
            try:
                if moving:
                    item_id = rng.choice(plan["rifles"])
                    shown = inventory.item(item_id)
                    if shown.location == "soldier" and rng.random() < 0.5:
                        to = Destination.armoury()
                    else:
                        to = Destination.soldier(rng.choice(plan["soldiers"]), "large")
                    result = inventory.move_item(
                        item_id, to, actor=f"gm{os.getpid()}", expected_version=shown.version
                    )
                    moves.append(
                        [
                            result.audit_seq,
                            item_id,
                            "armoury" if to.is_armoury else "soldier",
                            to.soldier_id,
                        ]
                    )
                else:
                    soldier_id = rng.choice(plan["soldiers"])
                    row = roster.get_soldier(soldier_id)
                    notes = f"edit {n} by {os.getpid()}"
                    draft = dataclasses.replace(row.to_draft(), notes=notes)
                    saved = roster.update_soldier(
                        soldier_id, draft, row.version, shown=row.to_draft()
                    )
                    edits.append([soldier_id, saved.row.version, notes])
            except StaleEditError as error:  # the conflicts, reported (SlotTakenError too)
                refused[type(error).__name__] = refused.get(type(error).__name__, 0) + 1
            except UserError as error:  # a rules refusal (the slot is full), busy, ...
                refused[type(error).__name__] = refused.get(type(error).__name__, 0) + 1
            except Exception as error:  # a raw error: the test wants none
                raw.append(f"{type(error).__name__}: {error}")
            if moving:
                move_time += time.perf_counter() - at
        elapsed = time.perf_counter() - began
    print(
        json.dumps(
            {
                "edits": edits,
                "moves": moves,
                "refused": refused,
                "raw": raw,
                "elapsed": elapsed,
                "move_time": move_time,
            }
        )
    )


def _prepare(url: str) -> dict[str, object]:
    with Database.open(url) as db:
        campaigns = CampaignService(db)
        campaign_id = campaigns.create_campaign("Club load", "wargame").id
        roster = RosterService(db, campaigns)
        rng = random.Random(9)
        soldiers = [
            roster.recruit(
                campaign_id,
                roster.new_recruit_draft(
                    campaign_id, soldier_class="infantry", nationality=None, rng=rng
                ),
            ).row.id
            for _ in range(SOLDIERS)
        ]
        with db.session() as session:
            rows = [Item(campaign_id=campaign_id, item_type="laser_rifle") for _ in range(RIFLES)]
            session.add_all(rows)
            session.flush()
            rifles = [row.id for row in rows]
    return {"campaign": campaign_id, "rifles": rifles, "soldiers": soldiers}


def _run(url: str, folder: Path, plan: dict[str, object]) -> tuple[list[dict[str, object]], float]:
    start = folder / "start"
    code = (
        "import sys; from tests.benchmarks.test_club_load_bench import child; child(*sys.argv[1:])"
    )
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", code, url, str(start), json.dumps(plan), str(OPS)],
            cwd=REPO,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(PROCESSES)
    ]
    time.sleep(1.0)  # let every app open its database
    began = time.perf_counter()
    start.touch()
    results = []
    for process in processes:
        out, errors = process.communicate(timeout=3600)
        assert process.returncode == 0, errors
        results.append(json.loads(out.strip().splitlines()[-1]))
    return results, time.perf_counter() - began


def _check(url: str, plan: dict[str, object], results: list[dict[str, object]]) -> None:
    """No committed write lost; the chain and the item places verify."""
    campaign_id = int(str(plan["campaign"]))
    edits = [edit for result in results for edit in result["edits"]]  # type: ignore[attr-defined]
    moves = [move for result in results for move in result["moves"]]  # type: ignore[attr-defined]
    with Database.open(url) as db:
        roster = RosterService(db, CampaignService(db))
        for soldier_id in plan["soldiers"]:  # type: ignore[attr-defined]
            mine = sorted((e[1], e[2]) for e in edits if e[0] == soldier_id)
            row = roster.get_soldier(soldier_id)
            assert [v for v, _ in mine] == list(range(2, len(mine) + 2)), "an edit was lost"
            assert row.version == len(mine) + 1
            if mine:
                assert row.notes == mine[-1][1], "the last committed edit is not what is stored"
        with db.session() as session:
            audit = {
                row[0]: (row[1], row[2], row[3])
                for row in session.exec(
                    select(
                        AuditEntry.seq,
                        AuditEntry.item_id,
                        AuditEntry.to_kind,
                        AuditEntry.to_soldier_id,
                    ).where(col(AuditEntry.campaign_id) == campaign_id)
                )
            }
            places = {
                row[0]: (row[1], row[2])
                for row in session.exec(
                    select(Item.id, Item.location, Item.soldier_id).where(
                        col(Item.campaign_id) == campaign_id
                    )
                )
            }
        seqs = [m[0] for m in moves]
        assert len(set(seqs)) == len(seqs), "two committed moves share an audit row"
        assert len(audit) == len(moves), "the audit log and the committed moves differ"
        for seq, item_id, to_kind, to_soldier in moves:
            assert audit[seq] == (item_id, to_kind, to_soldier), f"move #{seq} lost"
        for item_id in plan["rifles"]:  # type: ignore[attr-defined]
            last = max((m for m in moves if m[1] == item_id), default=None)
            if last is not None:
                assert places[item_id] == (last[2], last[3]), f"item #{item_id} misplaced"
        report = AuditService(db).verify_history(campaign_id)
        assert report.ok, report


@pytest.mark.benchmark(group="club-load")
def test_four_gms_writing_at_once_lose_nothing(
    benchmark: BenchmarkFixture, database_urls: DatabaseUrls, engine: str, tmp_path: Path
) -> None:
    url = database_urls.new("club.db")
    plan = _prepare(url)
    outcome: dict[str, object] = {}

    def run() -> None:
        results, wall = _run(url, tmp_path, plan)
        outcome["results"], outcome["wall"] = results, wall

    benchmark.pedantic(run, rounds=1, iterations=1)
    results: list[dict[str, object]] = outcome["results"]  # type: ignore[assignment]
    wall = float(str(outcome["wall"]))
    _check(url, plan, results)
    raw = [error for result in results for error in result["raw"]]  # type: ignore[attr-defined]
    assert raw == [], raw[:5]
    refused: dict[str, int] = {}
    for result in results:
        for name, count in result["refused"].items():  # type: ignore[attr-defined]
            refused[name] = refused.get(name, 0) + count
    committed_edits = sum(len(r["edits"]) for r in results)  # type: ignore[arg-type]
    committed_moves = sum(len(r["moves"]) for r in results)  # type: ignore[arg-type]
    # Every write is committed or reported: nothing vanished.
    assert committed_edits + committed_moves + sum(refused.values()) == PROCESSES * OPS
    rate = committed_moves / wall
    RATES[engine] = rate
    benchmark.extra_info.update(
        {
            "engine": engine,
            "processes": PROCESSES,
            "writes_per_process": OPS,
            "committed_edits": committed_edits,
            "committed_moves": committed_moves,
            "refused": refused,
            "raw_errors": len(raw),
            "lost_updates": 0,
            "wall_seconds": round(wall, 2),
            "audited_moves_per_second": round(rate, 1),
        }
    )
    side = ", ".join(f"{name} {value:.1f}" for name, value in sorted(RATES.items()))
    print(
        f"\n{engine}: {PROCESSES} GMs x {OPS} writes in {wall:.1f} s: {committed_edits} edits "
        f"and {committed_moves} audited moves committed, refused {refused}, 0 raw errors, "
        f"0 lost, chain verifies; audited moves per second: {side}"
    )
