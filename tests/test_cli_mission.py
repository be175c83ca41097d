"""``xcom-manager mission list`` and ``mission replay ID`` (main() and one real subprocess)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from xcom_manager.cli.main import main
from xcom_manager.services.demo.missions import FINISHED_MISSION_NAME, IN_PROGRESS_MISSION_NAME


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> str:
    url = f"sqlite:///{tmp_path_factory.mktemp('mission_cli') / 'campaign.db'}"
    assert main(["--db", url, "demo"]) == 0
    return url


def test_mission_list(demo_db: str, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["--db", demo_db, "mission", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert lines[0].split("\t")[1:4] == [FINISHED_MISSION_NAME, "underwater", "finished"]
    assert lines[1].split("\t")[1:4] == [
        IN_PROGRESS_MISSION_NAME,
        "ground",
        "turn 2, xcom movement phase",
    ]
    assert main(["--db", demo_db, "mission", "list", "--campaign", "1"]) == 0
    assert capsys.readouterr().out.splitlines() == lines


def test_mission_replay_is_byte_identical(
    demo_db: str, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    for mission_id in ("1", "2"):
        capsysbinary.readouterr()
        assert main(["--db", demo_db, "mission", "replay", mission_id]) == 0
        first = capsysbinary.readouterr().out
        assert main(["--db", demo_db, "mission", "replay", mission_id]) == 0
        assert capsysbinary.readouterr().out == first
        state = json.loads(first)
        assert state["seq"] > 5 and list(state) == sorted(state)
    assert json.loads(first)["name"] == IN_PROGRESS_MISSION_NAME


def test_mission_replay_of_an_unknown_mission(
    demo_db: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", demo_db, "mission", "replay", "99"]) == 1
    assert "there is no mission #99" in capsys.readouterr().err


def test_mission_replay_in_a_real_subprocess(demo_db: str) -> None:
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    runs = [
        subprocess.run(
            [sys.executable, "-m", "xcom_manager", "--db", demo_db, "mission", "replay", "1"],
            capture_output=True,
            check=False,
            env=env,
            cwd=Path(__file__).resolve().parent.parent,
            timeout=60,
        )
        for _ in range(2)
    ]
    assert [run.returncode for run in runs] == [0, 0], runs[0].stderr
    assert runs[0].stdout == runs[1].stdout
    assert json.loads(runs[0].stdout.decode("utf-8"))["finished"] is True


def test_board_game_demo_then_replay_twice_is_identical(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 8, done when: ``demo --ruleset boardgame`` then ``mission replay ID`` twice gives
    identical output for each of its missions, and no board game mission runs wargame phases."""
    db = f"sqlite:///{tmp_path / 'board.db'}"
    assert main(["--db", db, "demo", "--ruleset", "boardgame"]) == 0
    assert "(X-COM Board Game ruleset)" in capsys.readouterr().out
    assert main(["--db", db, "mission", "list"]) == 0
    listed = capsys.readouterr().out
    assert "Farmhouse raid\tboardgame\tfinished" in listed
    assert "UFO crash site\tboardgame\tround 1, Hero Player Phase" in listed
    for mission_id in ("1", "2"):
        outputs = []
        for _ in range(2):
            assert main(["--db", db, "mission", "replay", mission_id]) == 0
            outputs.append(capsys.readouterr().out)
        assert outputs[0] == outputs[1]
        replay = json.loads(outputs[0])
        assert replay["system"] == "boardgame"
        assert {entry["phase"] for entry in replay["log"]} <= {"hero", "overmind"}


def test_demo_with_an_unknown_ruleset_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = f"sqlite:///{tmp_path / 'x.db'}"
    assert main(["--db", db, "demo", "--ruleset", "chess"]) == 1
    assert "there is no ruleset 'chess'" in capsys.readouterr().err


def test_a_damaged_mission_log_is_named_and_the_others_list_and_replay(
    demo_db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 13, item 9: ``mission list`` names the damaged log ("mission N's log is damaged
    at event K") and exits 1, listing every mission; the others still replay; plain
    ``audit verify`` names the edited event."""
    import shutil
    import sqlite3

    copy = tmp_path / "damaged.db"
    shutil.copyfile(demo_db.removeprefix("sqlite:///"), copy)
    url = f"sqlite:///{copy}"
    connection = sqlite3.connect(copy)
    connection.execute("UPDATE mission_event SET payload = '[]' WHERE mission_id = 1 AND seq = 3")
    connection.commit()
    connection.close()
    capsys.readouterr()
    assert main(["--db", url, "mission", "list"]) == 1
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert len(lines) == 2 and lines[0].split("\t")[:4] == [
        "1",
        FINISHED_MISSION_NAME,
        "underwater",
        "log damaged",
    ]
    assert lines[1].split("\t")[1] == IN_PROGRESS_MISSION_NAME
    assert err.startswith("xcom-manager: error: Mission #1's log is damaged at event 3: ")
    assert "Traceback" not in err
    assert main(["--db", url, "mission", "replay", "1"]) == 1
    assert "Mission #1's log is damaged at event 3" in capsys.readouterr().err
    assert main(["--db", url, "mission", "replay", "2"]) == 0
    assert '"system": "wargame"' in capsys.readouterr().out
    assert main(["--db", url, "audit", "verify"]) == 1
    assert "mission #1's log is damaged at event 3: content changed" in capsys.readouterr().err


def test_an_edited_setup_is_one_damaged_mission_in_list_replay_stats_and_verify(
    demo_db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Mission #1's setup edited in the file (a soldier's Ballistic Skill raised: it still
    replays) no longer matches its seal in the mission-event chain: ``mission list``,
    ``mission replay``, ``stats`` and ``audit verify`` each say so on one line and exit 1; the
    other mission still replays."""
    import shutil
    import sqlite3

    copy = tmp_path / "edited-setup.db"
    shutil.copyfile(demo_db.removeprefix("sqlite:///"), copy)
    url = f"sqlite:///{copy}"
    connection = sqlite3.connect(copy)
    setup = json.loads(connection.execute("SELECT setup FROM mission WHERE id = 1").fetchone()[0])
    setup["characters"][0]["stats"]["BS"] = 9
    connection.execute("UPDATE mission SET setup = ? WHERE id = 1", (json.dumps(setup),))
    connection.commit()
    connection.close()
    said = "The log of mission #1 is damaged: its setup was changed after it was recorded"
    capsys.readouterr()
    assert main(["--db", url, "mission", "list"]) == 1
    out, err = capsys.readouterr()
    assert out.splitlines()[0].split("\t")[3] == "log damaged"
    assert err.startswith(f"xcom-manager: error: {said}") and "Traceback" not in err
    assert main(["--db", url, "mission", "replay", "1"]) == 1
    assert capsys.readouterr().err.startswith(f"xcom-manager: error: {said}")
    assert main(["--db", url, "mission", "replay", "2"]) == 0
    capsys.readouterr()
    assert main(["--db", url, "stats"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"xcom-manager: error: {said}") and len(err.splitlines()) == 1
    assert main(["--db", url, "audit", "verify"]) == 1
    err = capsys.readouterr().err
    assert err.strip().splitlines() == [
        "xcom-manager: error: history damaged: mission #1's log is damaged: its setup was "
        "changed after it was recorded (it does not match its seal in the mission-event chain)"
    ]
