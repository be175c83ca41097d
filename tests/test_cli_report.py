"""``xcom-manager report mission|campaign --out FILE.pdf``: the PDFs render, with the mission's
name, squad and dead, and the campaign's missions, found in their text (pypdf)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from xcom_manager.cli import main

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
