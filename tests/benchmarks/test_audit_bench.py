"""Speed of the audit log; run with ``--benchmark-only``.

* audited movements committed per second (``move_item`` in a loop, each its own durable
  transaction; the cost of ``synchronous=FULL`` in ``test_durability_bench.py``);
* verifying the whole chain vs. a bare loop reading the same rows with ``sqlite3`` and hashing
  each with ``hashlib`` (both measured in this run; verify must take at most 1.5x);
* a 1,000,000-row log: ``count`` + the first page (what the lazy view calls before first paint)
  under 150 ms.
"""

from __future__ import annotations

import hashlib
import os
import random
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytest_benchmark.fixture import BenchmarkFixture

from xcom_manager.services.audit.chain import COLUMNS, GENESIS_HASH, entry_hash
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.inventory.dto import AuditFilter, Destination
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Item

#: Runs ``n`` audited moves and returns how many a second were committed.
MoveLoop = Callable[[int], float]

_INSERT = f"INSERT INTO audit_entry ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))})"


def _fill(path: Path, campaign_id: int, count: int, *, hashed: bool) -> None:
    """``count`` rows written straight with sqlite3 (a valid chain when ``hashed``)."""
    connection = sqlite3.connect(path)
    prev = GENESIS_HASH

    def rows() -> Iterator[tuple[object, ...]]:
        nonlocal prev
        for seq in range(1, count + 1):
            content = (
                campaign_id,
                seq,
                f"2030-01-01T00:00:{seq % 60:02d}.{seq % 1000000:06d}+00:00",
                "GM Anna",
                seq % 97,
                "laser_rifle",
                "Laser rifle",
                "armoury",
                None,
                None,
                None,
                None,
                "soldier",
                seq % 13,
                "Ivan Petrov",
                "large",
                seq % 2,
                "armoury",
                None,
                None,
                None,
                "allowed",
                "",
                "",
                prev,
            )
            digest = entry_hash(content) if hashed else f"{seq:064x}"
            prev = digest
            yield (*content, digest)

    connection.executemany(_INSERT, rows())
    connection.execute(
        "INSERT INTO audit_head (campaign_id, last_seq, last_hash) VALUES (?, ?, ?)",
        (campaign_id, count, prev),
    )
    connection.commit()
    connection.close()


@pytest.fixture
def opened(tmp_path: Path) -> Iterator[tuple[Database, CampaignService, int, Path]]:
    path = tmp_path / "bench.db"
    db = Database.open(f"sqlite:///{path}")
    campaigns = CampaignService(db)
    campaign_id = campaigns.create_campaign("Bench", "wargame").id
    yield db, campaigns, campaign_id, path
    db.close()


def fsync_rate(folder: Path, count: int = 200) -> float:
    """How many times a second the disk of ``folder`` syncs a 4 KiB write (a bare loop)."""
    probe = folder / ".fsync-probe"
    handle = os.open(probe, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        started = time.perf_counter()
        for _ in range(count):
            os.write(handle, b"x" * 4096)
            os.fsync(handle)
        return count / (time.perf_counter() - started)
    finally:
        os.close(handle)
        probe.unlink()


def prepare_moves(
    db: Database, campaigns: CampaignService, campaign_id: int
) -> tuple[MoveLoop, list[int]]:
    """The moves of the benchmark, ready to run (see :func:`test_audited_movements_per_second`).

    Four laser rifles each make the round armoury -> soldier A -> soldier B -> armoury, so the
    loop draws from the armoury, hands over between soldiers (both kits read) and puts back.
    Every soldier already carries a pistol and a medi-kit: the kits the rules check are not
    empty. The loop returns the moves committed per second; a whole number of rounds leaves
    every rifle (the ids returned with the loop) in the armoury.
    """
    roster = RosterService(db, campaigns)
    rng = random.Random(1)
    soldiers = [
        roster.recruit(
            campaign_id,
            roster.new_recruit_draft(
                campaign_id, soldier_class="infantry", nationality=None, rng=rng
            ),
        ).row.id
        for _ in range(8)
    ]
    with db.session() as session:
        for soldier in soldiers:
            for index, item_type in enumerate(("laser_pistol", "medkit")):
                session.add(
                    Item(
                        campaign_id=campaign_id,
                        item_type=item_type,
                        location="soldier",
                        soldier_id=soldier,
                        slot="small",
                        slot_index=index,
                    )
                )
        rows = [Item(campaign_id=campaign_id, item_type="laser_rifle") for _ in range(4)]
        session.add_all(rows)
        session.flush()
        rifles = [row.id for row in rows if row.id is not None]
    assert len(rifles) == 4
    inventory = InventoryService(db, campaigns)
    # Step n moves rifle n % 4 to the next stop of its round.
    rounds = [
        (
            Destination.soldier(soldiers[k], "large"),
            Destination.soldier(soldiers[4 + k], "large"),
            Destination.armoury(),
        )
        for k in range(4)
    ]

    def run(moves: int) -> float:
        started = time.perf_counter()
        for n in range(moves):
            k = n % 4
            result = inventory.move_item(rifles[k], rounds[k][(n // 4) % 3], actor="GM")
            assert result.audit_verdict == "allowed"
        return moves / (time.perf_counter() - started)

    return run, rifles


def durable_floor(sync_rate: float) -> float:
    """The audited moves a second wanted of a durable store.

    500 where a sync takes at most half a millisecond (2,000 a second or more, measured in the
    same run: this machine's disk when it is not shared, an SSD with a safe write cache, a
    memory-backed file system); a move's own work takes about 0.4 ms. On a slower disk each
    acknowledged move also waits one sync of the WAL, and nothing durable commits faster than
    the disk syncs: then 60% of ``1 / (1/500 + 1/sync_rate)`` (the store's own work at 500 a
    second plus one sync a move).
    """
    if sync_rate >= 2000:
        return 500.0
    return 0.6 / (1 / 500 + 1 / sync_rate)


def test_audited_movements_per_second(
    benchmark: BenchmarkFixture, opened: tuple[Database, CampaignService, int, Path]
) -> None:
    """``move_item`` in a loop, each move its own transaction, checked, audited and durable
    (``synchronous=FULL``: synced before it is acknowledged); see :func:`prepare_moves`."""
    db, campaigns, campaign_id, path = opened
    run, rifles = prepare_moves(db, campaigns, campaign_id)
    moves = 600  # a whole number of rounds: every rifle ends in the armoury
    log = AuditFilter(campaign_id)

    rates: list[float] = []
    benchmark.pedantic(lambda: rates.append(run(moves)), rounds=3, iterations=1)
    best = max(rates)
    syncs = fsync_rate(path.parent)
    benchmark.extra_info["moves_per_second"] = round(best)
    benchmark.extra_info["moves_per_second_all_rounds"] = [round(rate) for rate in rates]
    benchmark.extra_info["disk_syncs_per_second"] = round(syncs)
    print(
        f"\naudited movements committed: {best:.0f}/s best of "
        f"{', '.join(f'{rate:.0f}' for rate in rates)} (move_item, one durable transaction "
        f"each; the disk syncs {syncs:.0f} times a second)"
    )
    audit = AuditService(db)
    assert audit.count(log) == 3 * moves
    assert audit.verify(campaign_id).ok
    armoury = InventoryService(db, campaigns).armoury(campaign_id)
    assert {row.id for row in armoury} == set(rifles)
    floor = durable_floor(syncs)
    assert best >= floor, f"{best:.0f} audited movements/s, wanted at least {floor:.0f}"


def test_verify_within_1_5x_of_a_bare_sqlite3_hashlib_loop(
    benchmark: BenchmarkFixture, opened: tuple[Database, CampaignService, int, Path]
) -> None:
    db, _campaigns, campaign_id, path = opened
    count = 100_000
    _fill(path, campaign_id, count, hashed=True)
    query = f"SELECT {', '.join(COLUMNS)} FROM audit_entry WHERE campaign_id = ? ORDER BY seq"

    def bare() -> float:
        connection = sqlite3.connect(path)
        started = time.perf_counter()
        sha256 = hashlib.sha256
        for row in connection.execute(query, (campaign_id,)):
            sha256(repr(row[:-1]).encode()).hexdigest()
        elapsed = time.perf_counter() - started
        connection.close()
        return elapsed

    service = AuditService(db)

    def verify() -> float:
        started = time.perf_counter()
        report = service.verify(campaign_id)
        elapsed = time.perf_counter() - started
        assert report.ok and report.rows_checked == count
        return elapsed

    bare_times, verify_times = [], []
    for _ in range(3):  # interleaved, best of three each: the same conditions for both
        bare_times.append(bare())
        verify_times.append(verify())
    benchmark.pedantic(verify, rounds=1, iterations=1)
    ratio = min(verify_times) / min(bare_times)
    benchmark.extra_info.update(
        bare_s=round(min(bare_times), 3),
        verify_s=round(min(verify_times), 3),
        ratio=round(ratio, 2),
    )
    print(
        f"\n{count} rows: bare sqlite3+hashlib loop {min(bare_times):.3f}s, "
        f"verify {min(verify_times):.3f}s, ratio {ratio:.2f}"
    )
    assert ratio <= 1.5


def test_million_row_log_count_and_first_page(
    benchmark: BenchmarkFixture, opened: tuple[Database, CampaignService, int, Path]
) -> None:
    _db, _campaigns, campaign_id, path = opened
    _fill(path, campaign_id, 1_000_000, hashed=False)
    # A fresh process opens the database: a new Database, as the GUI would.
    db = Database.open(f"sqlite:///{path}")
    try:
        service = AuditService(db)
        log = AuditFilter(campaign_id)

        def first_paint() -> int:
            total = service.count(log)
            rows = service.page(log, 0, 100, newest_first=True)
            assert len(rows) == 100
            return total

        started = time.perf_counter()
        assert first_paint() == 1_000_000
        cold = time.perf_counter() - started
        benchmark.pedantic(first_paint, rounds=5, iterations=1)
        benchmark.extra_info["cold_ms"] = round(cold * 1000, 1)
        print(f"\n1,000,000 rows: count + first page, cold {cold * 1000:.1f} ms")
        assert cold < 0.150
        assert benchmark.stats.stats.max < 0.150
    finally:
        db.close()
