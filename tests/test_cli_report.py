"""``xcom-manager report mission|campaign --out FILE.pdf``: the PDFs render, with the mission's
name, squad and dead, and the campaign's missions, found in their text (pypdf)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from xcom_manager.cli.main import main

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> str:
    address = f"sqlite:///{tmp_path_factory.mktemp('report') / 'demo.db'}"
    assert main(["--db", address, "demo"]) == 0
    assert main(["--db", address, "demo", "--ruleset", "boardgame"]) == 0
    return address


def _text(path: Path) -> tuple[int, str]:
    reader = PdfReader(path)
    words = " ".join(page.extract_text() for page in reader.pages)
    return len(reader.pages), " ".join(words.split())


def test_the_mission_report_names_the_mission_its_squad_and_its_dead(
    demo: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "m.pdf"
    assert main(["--db", demo, "report", "mission", "1", "--out", str(out)]) == 0
    assert str(out) in capsys.readouterr().out
    pages, text = _text(out)
    assert pages >= 1
    assert "Mission report: Tasoth colony raid" in text
    assert "Killed in action: Luc Laurent" in text
    assert all(name in text for name in ("Antoine Richard", "Jun Chen", "Luana Souza"))
    assert "M-TEST-1" in text and "Turn by turn" in text and "Dice luck" in text


def test_the_board_game_mission_report_lists_its_audit_rows(
    demo: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "b.pdf"
    assert main(["--db", demo, "report", "mission", "3", "--out", str(out)]) == 0
    _, text = _text(out)
    assert "Farmhouse raid" in text and "Audit rows of the mission" in text


def test_the_campaign_report_lists_the_missions_with_charts(
    demo: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "c.pdf"
    assert main(["--db", demo, "report", "campaign", "--out", str(out)]) == 0
    pages, text = _text(out)
    assert pages >= 2
    assert "Campaign report: Operation Deep Blue" in text
    assert "Tasoth colony raid" in text and "Operation Ashfall" in text
    assert "Roster" in text and "Totals" in text
    images = sum(len(page.images) for page in PdfReader(out).pages)
    assert images >= 3  # the charts


def test_a_report_of_an_unknown_mission_is_refused_on_one_line(
    demo: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "none.pdf"
    assert main(["--db", demo, "report", "mission", "99", "--out", str(out)]) == 1
    assert "#99" in capsys.readouterr().err
    assert not out.exists()


def test_a_report_that_cannot_be_written_is_refused(
    demo: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "folder.pdf"
    folder.mkdir()
    assert main(["--db", demo, "report", "campaign", "--out", str(folder)]) == 1
    assert "cannot write" in capsys.readouterr().err


def _tampered_copy(demo: str, tmp_path: Path, edit: str) -> tuple[str, Path]:
    """A copy of the demo file with mission #1 changed behind the application's back:
    ``event`` its first event edited and re-hashed with the project's own code (only the
    chain's link after it breaks), ``setup`` its setup edited (its seal no longer matches)."""
    import json
    import sqlite3

    from xcom_manager.services.missions.event_chain import stored_content
    from xcom_manager.store.chain import link_hash

    path = tmp_path / f"{edit}.db"
    source, target = sqlite3.connect(demo.removeprefix("sqlite:///")), sqlite3.connect(path)
    try:
        source.backup(target)
        if edit == "event":
            row = target.execute(
                "SELECT campaign_id, chain_seq, mission_id, seq, type, recorded_at, payload, "
                "prev_hash FROM mission_event WHERE mission_id = 1 AND seq = 1"
            ).fetchone()
            payload = json.dumps({**json.loads(row[6]), "text": "edited"})
            target.execute(
                "UPDATE mission_event SET payload = ?, hash = ? WHERE mission_id = 1 AND seq = 1",
                (payload, link_hash(stored_content((*row[:6], payload, row[7])))),
            )
        else:
            setup = json.loads(
                target.execute("SELECT setup FROM mission WHERE id = 1").fetchone()[0]
            )
            setup["characters"][0]["stats"]["BS"] = 9
            target.execute("UPDATE mission SET setup = ? WHERE id = 1", (json.dumps(setup),))
        target.commit()
    finally:
        source.close()
        target.close()
    return f"sqlite:///{path}", path


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        ("event", "Mission #1's log is damaged at event 1: it was changed after it was recorded"),
        ("setup", "The log of mission #1 is damaged: its setup was changed after it was recorded"),
    ],
    ids=["re-hashed-event", "edited-setup"],
)
@pytest.mark.parametrize("report", ["mission", "campaign"])
def test_a_report_of_a_tampered_mission_is_one_message_not_a_traceback(
    demo: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    edit: str,
    said: str,
    report: str,
) -> None:
    url, _ = _tampered_copy(demo, tmp_path, edit)
    out = tmp_path / "r.pdf"
    which = ["mission", "1"] if report == "mission" else ["campaign", "--campaign", "1"]
    capsys.readouterr()
    assert main(["--db", url, "report", *which, "--out", str(out)]) == 1
    printed, err = capsys.readouterr()
    assert err.startswith(f"xcom-manager: error: {said}"), err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err + printed
    assert not out.exists()
