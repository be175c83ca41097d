"""Issue 13: a large campaign file is imported in memory bounded by a few times its size
(before: 55 MB took 4.27 GB). The 50 MB run is in ``tests/benchmarks/test_import_bench.py``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.helpers.big_documents import write_big_campaign
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.store.db import Database

REPO = Path(__file__).resolve().parents[3]


def measure_import(source: Path, url: str, *, traced: bool) -> dict[str, float]:
    """Import ``source`` in a fresh interpreter; its exit status, peak bytes and seconds."""
    command = [sys.executable, "-m", "tests.helpers.import_memory", str(source), url]
    result = subprocess.run(
        [*command, "--tracemalloc"] if traced else command,
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    return dict(json.loads(result.stdout.splitlines()[-1]))


def test_a_4_mb_file_is_imported_in_under_ten_times_its_size(tmp_path: Path) -> None:
    source = tmp_path / "big.json"
    soldiers = write_big_campaign(source, 4)
    size = source.stat().st_size
    url = f"sqlite:///{tmp_path / 'c.db'}"
    report = measure_import(source, url, traced=True)
    assert report["status"] == 0
    assert report["peak_bytes"] < 10 * size, (report["peak_bytes"] / size, size)
    with Database.open(url) as db:
        (info,) = CampaignService(db).list_campaigns()
    assert info.soldier_count == soldiers
