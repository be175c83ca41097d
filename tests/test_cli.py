"""The ``xcom-manager`` command line: in-process through ``main`` and as a real subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from xcom_manager.cli.main import main
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.demo.document import DEMO_CAMPAIGN_NAME
from xcom_manager.store.db import Database

REPO = Path(__file__).resolve().parents[1]


def _url(path: Path) -> str:
    return f"sqlite:///{path}"


def _campaign_count(path: Path) -> int:
    with Database.open(_url(path)) as db:
        return len(CampaignService(db).list_campaigns())


def test_demo_reports_what_it_made_and_where(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db_file = tmp_path / "c.db"
    assert main(["--db", _url(db_file), "demo"]) == 0
    out = capsys.readouterr().out
    assert DEMO_CAMPAIGN_NAME in out
    assert "14 soldiers" in out
    assert "in the armoury" in out
    assert "alien units" in out
    assert str(db_file) in out


def test_demo_reports_the_demo_already_there_and_new_makes_another(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 11: a second ``demo`` opens (reports) the first instead of duplicating it."""
    db_file = tmp_path / "c.db"
    assert main(["--db", _url(db_file), "demo"]) == 0
    capsys.readouterr()
    assert main(["--db", _url(db_file), "demo"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f'The database already has demo campaign #1 "{DEMO_CAMPAIGN_NAME}"')
    assert "14 soldiers" in out and "demo --new" in out
    assert _campaign_count(db_file) == 1
    assert main(["--db", _url(db_file), "demo", "--new"]) == 0
    assert capsys.readouterr().out.startswith(f'Created demo campaign #2 "{DEMO_CAMPAIGN_NAME}"')
    assert _campaign_count(db_file) == 2


def test_db_url_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    db_file = tmp_path / "env.db"
    monkeypatch.setenv("XCOM_DB_URL", _url(db_file))
    assert main(["demo"]) == 0
    assert main(["campaigns"]) == 0
    out = capsys.readouterr().out
    assert f"1\t{DEMO_CAMPAIGN_NAME}\tX-COM Wargame\t14 soldiers" in out
    assert _campaign_count(db_file) == 1


def test_export_to_stdout_and_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = _url(tmp_path / "c.db")
    main(["--db", url, "demo"])
    capsys.readouterr()
    assert main(["--db", url, "export"]) == 0
    printed = capsys.readouterr().out
    document = json.loads(printed)
    assert document["format"] == "xcom_manager.campaign"
    assert document["campaign"]["name"] == DEMO_CAMPAIGN_NAME  # non-ASCII kept as UTF-8
    out_file = tmp_path / "out" / "demo.json"
    out_file.parent.mkdir()
    assert main(["--db", url, "export", "--out", str(out_file), "--campaign", "1"]) == 0
    assert out_file.read_text(encoding="utf-8") == printed
    assert [p.name for p in out_file.parent.iterdir()] == ["demo.json"]  # no temporary left


def test_export_without_campaigns_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "empty.db"
    Database.open(_url(empty)).close()
    assert main(["--db", _url(empty), "export"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("xcom-manager: error: there is no campaign to export")


@pytest.mark.parametrize("command", ["export", "campaigns"])
def test_reading_commands_do_not_create_a_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    missing = tmp_path / "missing.db"
    assert main(["--db", _url(missing), command]) == 1
    assert "xcom-manager: error: there is no database at" in capsys.readouterr().err
    assert not missing.exists()


def test_export_unknown_campaign(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = _url(tmp_path / "c.db")
    main(["--db", url, "demo"])
    out_file = tmp_path / "never.json"
    assert main(["--db", url, "export", "--campaign", "7", "--out", str(out_file)]) == 1
    assert "xcom-manager: error: there is no campaign #7" in capsys.readouterr().err
    assert not out_file.exists()


def test_export_into_a_missing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = _url(tmp_path / "c.db")
    main(["--db", url, "demo"])
    assert main(["--db", url, "export", "--out", str(tmp_path / "no" / "such.json")]) == 1
    assert "xcom-manager: error: cannot write" in capsys.readouterr().err


def test_import_prints_the_new_campaign(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["--db", _url(tmp_path / "a.db"), "demo"])
    exported = tmp_path / "demo.json"
    main(["--db", _url(tmp_path / "a.db"), "export", "--out", str(exported)])
    capsys.readouterr()
    assert main(["--db", _url(tmp_path / "b.db"), "import", str(exported)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f'Imported campaign #1 "{DEMO_CAMPAIGN_NAME}"')
    assert "14 soldiers" in out


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"format": "xcom_manager.campaign", ', "is not JSON: line 1 column"),
        ("", "is not JSON"),
        ('{"format": "xcom_manager.campaign", "format_version": 9}', "not 9"),
        ("[1, 2]", "must hold a JSON object"),
    ],
)
def test_bad_import_file_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(text, encoding="utf-8")
    db_file = tmp_path / "target.db"
    assert main(["--db", _url(db_file), "import", str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("xcom-manager: error: ")
    assert message in err
    assert not db_file.exists()  # refused before the database was even created


def test_import_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", _url(tmp_path / "c.db"), "import", str(tmp_path / "nope.json")]) == 1
    assert "xcom-manager: error: cannot read" in capsys.readouterr().err
    assert not (tmp_path / "c.db").exists()


def test_invalid_import_into_an_existing_database_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = _url(tmp_path / "c.db")
    main(["--db", url, "demo"])
    document = tmp_path / "demo.json"
    main(["--db", url, "export", "--out", str(document)])
    data = json.loads(document.read_text(encoding="utf-8"))
    data["soldiers"][3]["stats"]["WS"] = 12
    data["soldiers"][0]["soldier_class"] = "wizard"
    document.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["--db", url, "import", str(document)]) == 1
    err = capsys.readouterr().err
    assert "soldiers[0].soldier_class: 'wizard' is not a soldier class" in err
    assert "soldiers[3].stats.WS: Weapon Skill (WS) must be between 1 and 10, not 12" in err
    assert _campaign_count(tmp_path / "c.db") == 1


def test_bad_database_url_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", "nosuchdb://x/y", "campaigns"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("xcom-manager: error: ")
    assert "Traceback" not in err


def test_not_an_xcom_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    other = tmp_path / "other.db"
    import sqlite3

    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE notes (text TEXT)")
    connection.close()
    assert main(["--db", _url(other), "demo"]) == 1
    assert "is not an xcom_manager database" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["frobnicate"], ["export", "--campaign", "x"], ["import"]])
def test_usage_errors_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert "usage: xcom-manager" in capsys.readouterr().err


def test_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for command in ("demo", "export", "import", "--db"):
        assert command in out


# -- real subprocesses -------------------------------------------------------------------------


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    env.pop("XCOM_DB_URL", None)
    env["PYTHONIOENCODING"] = "utf-8"
    return subprocess.run(
        [sys.executable, "-m", "xcom_manager", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )


@pytest.mark.slow
def test_done_when_demo_export_import_export(tmp_path: Path) -> None:
    """The issue's "Done when": demo, export, import into a new database, export again."""
    first = _run("--db", _url(tmp_path / "c.db"), "demo", cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    assert DEMO_CAMPAIGN_NAME in first.stdout

    exported = _run("--db", _url(tmp_path / "c.db"), "export", "--out", "a.json", cwd=tmp_path)
    assert exported.returncode == 0, exported.stderr

    imported = _run("--db", _url(tmp_path / "new.db"), "import", "a.json", cwd=tmp_path)
    assert imported.returncode == 0, imported.stderr
    assert "Imported campaign #1" in imported.stdout

    again = _run("--db", _url(tmp_path / "new.db"), "export", cwd=tmp_path)
    assert again.returncode == 0, again.stderr
    original = (tmp_path / "a.json").read_text(encoding="utf-8")
    assert again.stdout == original
    assert json.loads(again.stdout)["soldiers"] == json.loads(original)["soldiers"]


@pytest.mark.slow
def test_bad_file_in_a_subprocess(tmp_path: Path) -> None:
    (tmp_path / "bad.json").write_text("{not json", encoding="utf-8")
    result = _run("--db", _url(tmp_path / "c.db"), "import", "bad.json", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr.startswith("xcom-manager: error: the campaign file is not valid")
    assert "Traceback" not in result.stderr


@pytest.mark.slow
def test_importing_the_cli_loads_no_store() -> None:
    """The GUI's launch time is benchmarked: the command line must not pull in the store."""
    code = (
        "import sys, xcom_manager.cli.main, xcom_manager.__main__\n"
        "heavy = [m for m in ('sqlalchemy', 'sqlmodel', 'alembic', 'PySide6',"
        " 'xcom_manager.store.db', 'xcom_manager.services.campaigns.service')"
        " if m in sys.modules]\n"
        "print(heavy)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(REPO))
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"


def test_a_failing_database_is_a_message_not_a_traceback() -> None:
    import sqlite3

    from sqlalchemy.exc import OperationalError

    from xcom_manager.cli.main import _user_message

    error = OperationalError("INSERT ...", {}, sqlite3.OperationalError("database is locked"))
    assert _user_message(error) == (
        "The database is busy: another program (or another xcom-manager) is writing to it "
        "and did not finish within 5 seconds. Nothing was changed; try again when it is done."
    )
    assert _user_message(RuntimeError("a bug")) is None


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        ([], "default"),
        (["--db", "sqlite:///x.db"], "sqlite:///x.db"),
        (["--db=sqlite:///y.db"], "sqlite:///y.db"),
    ],
)
def test_a_plain_launch_starts_the_window_without_the_parser(
    argv: list[str], expected: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The GUI's launch is timed: ``--db URL`` alone skips the parser."""
    from xcom_manager import paths
    from xcom_manager.cli import main as cli
    from xcom_manager.ui import app

    started: list[str] = []
    monkeypatch.setattr(app, "run_gui", lambda url: started.append(url) or 0)
    monkeypatch.setattr(paths, "default_db_url", lambda: "default")

    def no_parser() -> None:
        raise AssertionError("the parser was built")

    monkeypatch.setattr(cli, "build_parser", no_parser)
    assert cli.main(argv) == 0
    assert started == [expected]


def test_db_without_a_url_is_still_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    from xcom_manager.cli import main as cli

    assert cli.main(["--db"]) == 2
    assert "--db" in capsys.readouterr().err


def test_a_plain_file_path_is_a_sqlite_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--db campaign.db`` (and ``XCOM_DB_URL=~/x.db``) is the SQLite file at that path, as
    ``sqlite:///…`` would be: a GM types a file name, not a URL."""
    from xcom_manager.paths import database_url

    monkeypatch.chdir(tmp_path)
    assert main(["--db", "club.db", "demo"]) == 0
    assert (tmp_path / "club.db").is_file()
    capsys.readouterr()
    assert main(["--db", str(tmp_path / "club.db"), "campaigns"]) == 0
    by_path = capsys.readouterr().out
    assert main(["--db", f"sqlite:///{tmp_path / 'club.db'}", "campaigns"]) == 0
    assert capsys.readouterr().out == by_path and "demo" in by_path
    monkeypatch.setenv("HOME", str(tmp_path))
    assert database_url("~/x.db") == f"sqlite:///{tmp_path / 'x.db'}"
    assert database_url("postgresql://gm@host/club") == "postgresql://gm@host/club"


def test_a_plain_launch_imports_nothing_of_the_command_line(tmp_path: Path) -> None:
    """Issue 14 item 1: ``python -m xcom_manager`` (the window) does not import the command
    line's modules or their words on its way to the first paint (argparse it does: PySide's
    own signature support imports it)."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XCOM_LAUNCH_PROBE="paint",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
    )
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "xcom_manager"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "xcom-launch-probe paint" in done.stdout
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    assert "xcom_manager.startup.launch" in imported
    assert (
        not {
            "xcom_manager.cli",
            "xcom_manager.cli.main",
            "xcom_manager.cli.words",
            "xcom_manager.rules.texts",
        }
        & imported
    )
