"""Issue 13 (run with ``--benchmark-only``): a 50 MB campaign file is imported in bounded
memory, under 10 times its size (before: 55 MB took 97 s and 4.27 GB), measured as the peak
resident set of a fresh process."""

from __future__ import annotations

from pathlib import Path

from pytest_benchmark.fixture import BenchmarkFixture

from tests.helpers.big_documents import write_big_campaign
from tests.services.exchange.test_import_memory import measure_import


def test_a_50_mb_import_in_bounded_memory(tmp_path: Path, benchmark: BenchmarkFixture) -> None:
    source = tmp_path / "big.json"
    write_big_campaign(source, 50)
    size = source.stat().st_size
    report = benchmark.pedantic(
        measure_import,
        args=(source, f"sqlite:///{tmp_path / 'c.db'}"),
        kwargs={"traced": False},
        rounds=1,
        iterations=1,
    )
    print(
        f"\n50 MB import: {report['seconds']:.1f} s, peak {report['peak_bytes'] / 2**20:.0f} MB "
        f"({report['peak_bytes'] / size:.1f} times the file)"
    )
    assert report["status"] == 0
    assert report["peak_bytes"] < 10 * size
