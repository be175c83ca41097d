"""The command line in the language of ``XCOM_LANG``: its tables, its record
and its refusals in Russian, read from the shipped catalogue without Qt; English without it;
JSON output the same in both (keys, never words)."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from xcom_manager import paths
from xcom_manager.cli import words as cli_words
from xcom_manager.cli.main import main
from xcom_manager.rules.language import display_language
from xcom_manager.store import db as store_db

ROOT = Path(__file__).resolve().parents[1]
TS_FILE = ROOT / "resources" / "translations" / "xcom_manager_ru.ts"


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> str:
    url = f"sqlite:///{tmp_path_factory.mktemp('demo') / 'demo.db'}"
    assert main(["--db", url, "demo"]) == 0
    return url


def _run(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, lang: str, *argv: str
) -> tuple[int, str, str]:
    if lang:
        monkeypatch.setenv("XCOM_LANG", lang)
    else:
        monkeypatch.delenv("XCOM_LANG", raising=False)
    capsys.readouterr()
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert display_language() == "en"  # main() leaves an in-process caller in English
    return code, out, err


def test_campaigns_and_mission_list_in_russian(
    demo_db: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, _ = _run(capsys, monkeypatch, "ru", "--db", demo_db, "campaigns")
    assert code == 0
    fields = out.splitlines()[0].split("\t")
    assert fields[2:] == ["X-COM: варгейм", "14 бойцов"], fields
    code, out, _ = _run(capsys, monkeypatch, "ru", "--db", demo_db, "mission", "list")
    assert code == 0
    first, second = (line.split("\t") for line in out.splitlines()[:2])
    assert first[2:] == ["Под водой", "завершена", "кампания №1"], first
    assert (
        second[2] == "Суша"
        and second[3] == "ход 2, X-COM, фаза движения"
        and second[4] == "кампания №1"
    )


def test_english_without_xcom_lang(
    demo_db: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    _, out, _ = _run(capsys, monkeypatch, "", "--db", demo_db, "campaigns")
    assert out.splitlines()[0].split("\t")[2:] == ["X-COM Wargame", "14 soldiers"]
    _, out, _ = _run(capsys, monkeypatch, "", "--db", demo_db, "mission", "list")
    assert out.splitlines()[0].split("\t")[2:] == ["underwater", "finished", "campaign #1"]


def test_soldier_record_in_russian_and_its_json_unchanged(
    demo_db: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, _ = _run(capsys, monkeypatch, "ru", "--db", demo_db, "soldier", "record", "1")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("#1 Сержант ") and "— Пехотинец, Пехота" in lines[0], lines[0]
    assert lines[1].startswith("Статус: в строю; раны ")
    assert {"Миссии:", "Служба:", "Снаряжение:"} <= set(lines)
    assert any(line.endswith("(3 заряда) #4") for line in lines), lines
    russian = _run(capsys, monkeypatch, "ru", "--db", demo_db, "soldier", "record", "1", "--json")
    english = _run(capsys, monkeypatch, "", "--db", demo_db, "soldier", "record", "1", "--json")
    assert json.loads(russian[1]) == json.loads(english[1])


def test_a_refusal_is_said_in_russian(
    demo_db: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A real second connection holds the write lock: the write waits, then is refused."""
    monkeypatch.setattr(store_db, "BUSY_TIMEOUT_MS", 200)
    path = demo_db.removeprefix("sqlite:///")
    blocker = sqlite3.connect(path, isolation_level=None)
    try:
        blocker.execute("BEGIN IMMEDIATE")
        code, _, err = _run(capsys, monkeypatch, "ru", "--db", demo_db, "campaign", "new", "Вторая")
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert code == 1
    assert err.startswith("xcom-manager: error: Другой ведущий занимал базу данных"), err
    code, _, err = _run(capsys, monkeypatch, "ru", "--db", demo_db, "soldier", "record", "99")
    assert code == 1 and "Traceback" not in err


def test_the_catalogue_read_without_qt_is_the_shipped_one() -> None:
    """Every live message of the .ts, with its plural forms, as the .qm gives it; and every
    plural the command line borrows from the window has Russian's three forms."""
    catalogue = cli_words.Catalogue.read("ru", paths.translations_dir() / "xcom_manager_ru.qm")
    expected = 0
    for context in ET.parse(TS_FILE).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            expected += 1
            source = message.findtext("source") or ""
            if message.get("numerus") == "yes":
                forms = [form.text or "" for form in translation.iter("numerusform")]
                shown = [catalogue.translate_n(name, source, n) for n in (1, 3, 5)]
                assert shown == [
                    form.replace("%n", str(n)) for form, n in zip(forms, (1, 3, 5), strict=True)
                ]
            else:
                assert catalogue.translate(name, source) == (translation.text or source)
    assert len(catalogue) == expected
    for text in cli_words.PLURALS:
        assert catalogue.translate_n(text.context, text.source, 21) is not None
        assert catalogue.translate_n(text.context, text.source, 5) != catalogue.translate_n(
            text.context, text.source, 2
        )


def test_the_command_line_reads_no_qt(demo_db: str) -> None:
    """Speaking Russian costs no Qt import (``import PySide6.QtCore`` is slower than the
    whole command)."""
    code = (
        "import sys\nfrom xcom_manager.cli.main import main\n"
        f"assert main(['--db', {demo_db!r}, 'campaigns']) == 0\n"
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt imported'\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        env={"XCOM_LANG": "ru", "PATH": "/usr/bin:/bin", "HOME": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert "14 бойцов" in done.stdout


def test_demo_says_what_it_holds_in_russian(
    demo_db: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, _ = _run(capsys, monkeypatch, "ru", "--db", demo_db, "demo")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("В базе данных уже есть демо-кампания №1 «")
    assert lines[1].startswith("  14 бойцов (") and "в строю" in lines[1]
    assert lines[2].startswith("  предметов у бойцов: ")
    assert lines[-1] == "(«xcom-manager demo --new» создаст ещё одну)"
