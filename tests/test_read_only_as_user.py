"""A campaign file the user may read but not write, for real: the app run as the user ``nobody``
on a file root made (``tests/helpers/as_nobody.py``; root itself ignores a file's mode). The
command line reads it and refuses a write with one message; the window opens it read-only with
its banner; nothing is written to it or beside it. The decision itself, in process:
``tests/store/test_read_only_file.py``.
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.as_nobody import Nobody, as_nobody
from tests.helpers.damage import digest
from xcom_manager.cli.main import main
from xcom_manager.store.db import upgrade

pytestmark = pytest.mark.slow

READ_COMMANDS = (["check"], ["export"], ["audit", "verify"], ["mission", "list"])


@pytest.fixture
def nobody() -> Iterator[Nobody]:
    with as_nobody() as runner:
        yield runner


def _url(path: Path) -> str:
    return f"sqlite:///{path}"


def _demo(folder: Path) -> Path:
    """The demo campaign in ``folder``, made by root (the test's user), closed."""
    folder.mkdir(exist_ok=True)
    path = folder / "campaign.db"
    assert main(["--db", _url(path), "demo"]) == 0
    return path


def _listing(folder: Path) -> set[str]:
    return {each.name for each in folder.iterdir()}


def _no_trouble_words(text: str) -> None:
    for words in ("Traceback", "damaged", "disk I/O error", "readonly database"):
        assert words not in text, text


@pytest.mark.parametrize("locked", ["file", "folder"])
def test_the_command_line_reads_a_read_only_file_and_refuses_a_write(
    nobody: Nobody, locked: str, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = nobody.root / "campaigns"
    path = _demo(folder)
    capsys.readouterr()
    if locked == "file":  # root's file, mode 0444, in a folder the user may write
        path.chmod(0o444)
        nobody.give(folder)
    else:  # the user's own file in root's folder, which the user may not write
        nobody.give(path)
        folder.chmod(0o755)
    before, beside = digest(path), _listing(folder)
    for words in READ_COMMANDS:
        done = nobody.app(_url(path), *words)
        assert done.returncode == 0, (words, done.stderr)
        _no_trouble_words(done.stderr)
    listed = nobody.app(_url(path), "campaigns")
    assert "Operation Deep Blue" in listed.stdout
    refused = nobody.app(_url(path), "campaign", "new", "Never made")
    assert refused.returncode == 1
    expected = "This file is read-only" if locked == "file" else "This file's folder is read-only"
    assert refused.stderr.count("\n") == 1 and expected in refused.stderr, refused.stderr
    assert "you can look, not change" in refused.stderr
    _no_trouble_words(refused.stderr)
    assert digest(path) == before
    assert _listing(folder) - {path.name + "-wal", path.name + "-shm"} == beside - {
        path.name + "-wal",
        path.name + "-shm",
    }
    backups = nobody.home / "data" / "xcom_manager" / "backups"
    assert not backups.exists() or not any(backups.rglob("*.db"))  # no daily backup taken


def test_an_older_read_only_file_is_not_upgraded(nobody: Nobody) -> None:
    folder = nobody.root / "old"
    folder.mkdir()
    path = folder / "campaign.db"
    upgrade(_url(path), "0010_mission_event_chain")
    path.chmod(0o444)
    before, beside = digest(path), _listing(folder)
    done = nobody.app(_url(path), "campaigns")
    assert done.returncode == 1
    assert "cannot be upgraded while read-only" in done.stderr, done.stderr
    _no_trouble_words(done.stderr)
    assert digest(path) == before and _listing(folder) == beside


_WINDOW_PROBE = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from xcom_manager.ui.app import start_gui

    window = start_gui(sys.argv[1])
    app = QApplication.instance()

    def report():
        banner = window.read_only.banner
        print("PROBE " + json.dumps({
            "banner": banner is not None and banner.isVisibleTo(window),
            "banner_text": "" if banner is None else (
                banner.title_label.text() + " " + banner.text_label.text()
            ),
            "new_campaign": window.new_campaign_action.isEnabled(),
            "import": window.importer.import_action.isEnabled(),
            "tooltip": window.new_campaign_action.toolTip(),
            "campaign": None if window.campaign is None else window.campaign.name,
        }), flush=True)
        backend = window.detach()
        if backend is not None:
            backend.db.close()
        app.quit()

    window.opening_finished.connect(lambda: QTimer.singleShot(0, report))
    app.exec()
    """
)


def test_the_window_opens_a_read_only_file_with_its_banner(nobody: Nobody) -> None:
    folder = nobody.root / "window"
    path = _demo(folder)
    path.chmod(0o444)
    before = digest(path)
    probe = nobody.root / "probe.py"
    probe.write_text(_WINDOW_PROBE, encoding="utf-8")
    done = nobody.run(str(probe), _url(path))
    assert done.returncode == 0, done.stderr
    _no_trouble_words(done.stderr)
    line = next(each for each in done.stdout.splitlines() if each.startswith("PROBE "))
    seen = json.loads(line[len("PROBE ") :])
    assert seen["campaign"] == "Operation Deep Blue — demo"
    assert seen["banner"], seen
    assert "Read-only: this database file cannot be written" in seen["banner_text"]
    assert f"This file is read-only ({path})" in seen["banner_text"]
    assert "No daily backup is taken" in seen["banner_text"]
    assert not seen["new_campaign"] and not seen["import"]
    assert seen["tooltip"].startswith("This file is read-only")
    # The window as a user starts it: up and ready, nothing written.
    launched = nobody.run(
        "-m", "xcom_manager", "--db", _url(path), env={"XCOM_LAUNCH_PROBE": "ready"}
    )
    assert launched.returncode == 0, launched.stderr
    assert "xcom-launch-probe ready" in launched.stdout
    _no_trouble_words(launched.stderr)
    assert digest(path) == before
