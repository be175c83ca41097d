"""What durability costs; run with ``--benchmark-only``.

The audited-move loop of ``test_audit_bench.py`` with ``synchronous=FULL`` (the store's setting:
the WAL is synced at every commit, so an acknowledged move survives a power cut) and with
``NORMAL`` (the WAL synced only at checkpoints: the last moves before a power cut may be lost),
on the disk of the temporary folder and on a memory-backed file system (``/dev/shm``, where a
sync costs nothing: what is left is the code's own cost). The numbers go in ``extra_info`` and
are printed; FULL on memory must keep 500 moves a second (the store's own work is not slowed),
FULL on the disk its share of what the disk can sync (:func:`durable_floor`).
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytest_benchmark.fixture import BenchmarkFixture
from sqlalchemy import event

from tests.benchmarks.test_audit_bench import durable_floor, fsync_rate, prepare_moves
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.store.db import Database

_SHM = Path("/dev/shm")


@pytest.fixture(params=["disk", "memory"])
def folder(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Path]:
    if request.param == "disk":
        yield tmp_path
        return
    if not _SHM.is_dir():
        pytest.skip("no memory-backed file system at /dev/shm")
    made = Path(tempfile.mkdtemp(dir=_SHM, prefix="xcom-bench-"))
    try:
        yield made
    finally:
        shutil.rmtree(made, ignore_errors=True)


@pytest.mark.parametrize("synchronous", ["FULL", "NORMAL"])
def test_cost_of_synchronous_full(
    benchmark: BenchmarkFixture, folder: Path, synchronous: str
) -> None:
    db = Database.open(f"sqlite:///{folder / 'bench.db'}")
    try:
        if synchronous != "FULL":
            db.engine.dispose()

            def relax(connection: object, _record: object) -> None:
                connection.execute(f"PRAGMA synchronous = {synchronous}")  # type: ignore[attr-defined]

            event.listen(db.engine, "connect", relax)
        campaigns = CampaignService(db)
        campaign_id = campaigns.create_campaign("Bench", "wargame").id
        run, _rifles = prepare_moves(db, campaigns, campaign_id)
        with db.engine.connect() as connection:
            level = connection.exec_driver_sql("PRAGMA synchronous").scalar()
        assert level == {"FULL": 2, "NORMAL": 1}[synchronous]
        rates: list[float] = []
        benchmark.pedantic(lambda: rates.append(run(300)), rounds=3, iterations=1)
    finally:
        db.close()
    best = max(rates)
    syncs = fsync_rate(folder)
    benchmark.extra_info.update(
        moves_per_second=round(best), disk_syncs_per_second=round(syncs), synchronous=synchronous
    )
    print(
        f"\n{synchronous} on {folder}: {best:.0f} audited moves/s "
        f"(the file system syncs {syncs:.0f} times a second)"
    )
    if synchronous == "FULL":
        floor = durable_floor(syncs)
        assert best >= floor, f"{best:.0f} durable moves/s, wanted at least {floor:.0f}"
