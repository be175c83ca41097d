"""The size limit of a campaign file is kept while reading it: a file larger than the limit is
refused from its size, without being read; a stream that goes on (standard input, a file that
grows while it is read) is read up to one byte past the limit and refused there."""

from __future__ import annotations

import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from xcom_manager.services.core.errors import ImportFormatError
from xcom_manager.services.exchange.reading import (
    MAX_FILE_BYTES,
    read_campaign_file,
    read_limited,
)

_CHECKOUT = Path(__file__).resolve().parents[3]


def test_a_file_over_the_limit_is_refused_without_being_read(tmp_path: Path) -> None:
    huge = tmp_path / "huge.json"
    with huge.open("wb") as stream:  # sparse: no disk used, ten times the limit
        stream.truncate(10 * MAX_FILE_BYTES)
    tracemalloc.start()
    try:
        with pytest.raises(ImportFormatError) as caught:
            read_campaign_file(huge)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1024 * 1024  # nothing of its 1.3 GB was read into memory
    assert "is 1280.0 MB; the largest campaign file read is 128.0 MB" in str(caught.value)


def test_a_stream_that_goes_on_is_cut_one_byte_past_the_limit() -> None:
    with open("/dev/zero", "rb") as endless:
        assert len(read_limited(endless, 5_000_000)) == 5_000_001
    with open("/dev/zero", "rb") as endless:
        assert len(read_limited(endless, 0)) == 1


def test_a_stream_within_the_limit_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "small.json"
    path.write_bytes(b"x" * 3_000_000)
    with path.open("rb") as stream:
        assert len(read_limited(stream, 3_000_000)) == 3_000_000


def test_endless_standard_input_is_refused_at_the_limit(tmp_path: Path) -> None:
    """``xcom-manager import -`` on a stream that never ends (here /dev/zero, as a file that
    grows while it is read would): one line, exit 1, and it stops."""
    with open("/dev/zero", "rb") as endless:
        done = subprocess.run(
            [sys.executable, "-m", "xcom_manager", "--db", str(tmp_path / "c.db"), "import", "-"],
            stdin=endless,
            capture_output=True,
            text=True,
            timeout=120,
            cwd=_CHECKOUT,
            check=False,
        )
    assert done.returncode == 1
    assert not (tmp_path / "c.db").exists()  # refused before the database was opened
    (line,) = done.stderr.splitlines()
    assert line == (
        "xcom-manager: error: the campaign file is not valid: standard input is more than "
        "128.0 MB; the largest campaign file read is 128.0 MB"
    )
