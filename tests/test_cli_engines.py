"""The command line on a club's PostgreSQL server: ``--db postgresql://...`` with a
plain URL works out of the box, and ``demo``, ``export``, ``mission replay`` and ``audit verify``
print the same as on an SQLite file (the demo's report differs only in where it wrote)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.demo import without_recording_times
from tests.helpers.postgres import PostgresServer
from xcom_manager.cli.main import main

_COMMANDS = (["demo"], ["export"], ["mission", "replay", "1"], ["audit", "verify"], ["campaigns"])


def _outputs(url: str, capsys: pytest.CaptureFixture[str]) -> list[tuple[int, str]]:
    outputs = []
    for command in _COMMANDS:
        code = main(["--db", url, *command])
        outputs.append((code, without_recording_times(capsys.readouterr().out)))
    return outputs


@pytest.mark.slow
def test_the_commands_print_the_same_on_postgresql_as_on_sqlite(
    postgres_server: PostgresServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = postgres_server.new_database(empty=True)  # the app makes the schema itself
    try:
        sqlite_url = f"sqlite:///{tmp_path / 'campaign.db'}"
        on_sqlite = _outputs(sqlite_url, capsys)
        on_postgresql = _outputs(url, capsys)
    finally:
        postgres_server.give_back(url)
    assert [code for code, _ in on_postgresql] == [0] * len(_COMMANDS)
    assert on_postgresql[1:] == on_sqlite[1:]
    where = str(tmp_path / "campaign.db")
    server = url.split("@", 1)[1]
    assert on_postgresql[0][1] == on_sqlite[0][1].replace(where, server)
