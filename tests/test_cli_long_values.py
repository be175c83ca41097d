"""A value of 10,000 characters (or of many lines) given to the command line, in a file it
reads, or to a service, is refused with one short line that names what is wrong: the value is
shown cut around an ellipsis and never floods the terminal, and no traceback is printed."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from tests.helpers.demo import create_demo
from xcom_manager.cli.main import main
from xcom_manager.paths import rulesets_dir
from xcom_manager.rules.roster import MAX_NAME_LENGTH
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import NotFoundError, UserError
from xcom_manager.services.roster.service import RosterService
from xcom_manager.services.roster.service_record import ServiceRecordService
from xcom_manager.store.db import Database

HUGE = "A" * 10_000
#: The longest line a refusal of a huge value may print (its words around ~200 characters of
#: the value at most).
LONGEST_LINE = 400


@pytest.fixture
def url(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    address = f"sqlite:///{tmp_path / 'c.db'}"
    assert main(["--db", address, "campaign", "new", "Operation Dawn"]) == 0
    capsys.readouterr()
    return address


def _one_short_line(err: str) -> str:
    lines = err.splitlines()
    assert lines, "nothing was said"
    assert "Traceback" not in err
    assert all(len(line) <= LONGEST_LINE for line in lines), [len(line) for line in lines]
    assert len(lines) <= 2  # argparse prints its usage line first
    assert "\u2026" in lines[-1]  # the value was cut, and says so
    return lines[-1]


@pytest.mark.parametrize(
    "words",
    [
        ["soldier", "record", HUGE],
        ["soldier", "promote", HUGE],
        ["armoury", "add", HUGE, "1"],
        ["demo", "--ruleset", HUGE],
        ["rulesets", "check", HUGE],
        ["rulesets", "check", HUGE + ".toml"],
        ["import", HUGE],
        ["export", "--out", f"/nonexistent/{HUGE}"],
        ["audit", "verify", "--receipt", HUGE],
        ["backup", "restore", HUGE],
        ["soldier", "record", "Anna", "--campaign", HUGE],
        ["soldier", HUGE],
        [f"--{HUGE}"],
    ],
    ids=lambda words: " ".join(w[:12] for w in words),
)
def test_a_huge_word_on_the_command_line_is_refused_in_one_short_line(
    url: str, capsys: pytest.CaptureFixture[str], words: list[str]
) -> None:
    code = main(["--db", url, *words])
    assert code in (1, 2)
    line = _one_short_line(capsys.readouterr().err)
    assert line.startswith("xcom-manager")
    assert "AAAAAAAAAA" in line  # the value is named, by its start


def test_a_many_line_name_is_refused_on_one_line(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    name = "Anna\nxcom-manager: error: a forged line\n" * 500
    assert main(["--db", url, "soldier", "record", name]) == 1
    (line,) = capsys.readouterr().err.splitlines()
    assert "\\x0a" in line and len(line) <= LONGEST_LINE


def test_a_ruleset_file_with_a_huge_bad_key_names_it_short(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = (rulesets_dir() / "wargame.toml").read_text(encoding="utf-8")
    path = tmp_path / "house.toml"
    path.write_text(source + f"\n[{'K' * 10_000}]\nx = 1\n", encoding="utf-8")
    assert main(["rulesets", "check", str(path)]) == 1
    line = _one_short_line(capsys.readouterr().err)
    assert line.startswith("xcom-manager: error: house.toml:")
    assert "unknown key 'KKKKKKKK" in line


def test_an_imported_file_with_a_huge_bad_field_names_it_short(
    url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = {
        "format": "xcom_manager.campaign",
        "format_version": 3,
        "campaign": {"name": "Dawn", "ruleset_id": "wargame", "notes": "", "F" * 10_000: 1},
        "soldiers": [],
    }
    path = tmp_path / "campaign.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["--db", url, "import", str(path)]) == 1
    line = _one_short_line(capsys.readouterr().err)
    assert "campaign.FFFFFFFF" in line and "is not a known key" in line


def test_an_unknown_ruleset_of_an_imported_file_is_named_short(
    url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = {
        "format": "xcom_manager.campaign",
        "format_version": 3,
        "campaign": {"name": "Dawn", "ruleset_id": "r" * 10_000, "notes": ""},
        "soldiers": [],
    }
    path = tmp_path / "campaign.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["--db", url, "import", str(path)]) == 1
    line = _one_short_line(capsys.readouterr().err)
    assert "campaign.ruleset_id: there is no installed ruleset 'rrrr" in line


def test_a_huge_value_is_refused_without_a_traceback_in_a_real_process(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "xcom_manager", "--db", str(tmp_path / "c.db"), "import", HUGE],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    assert done.stdout == ""
    assert _one_short_line(done.stderr).startswith("xcom-manager: error: cannot read AAAA")


def test_a_service_refusal_cuts_the_name_and_keeps_it_whole_in_its_message(url: str) -> None:
    with Database.open(url) as db:
        campaigns = CampaignService(db)
        records = ServiceRecordService(db, campaigns, RosterService(db, campaigns))
        with pytest.raises(NotFoundError) as caught:
            records.find_soldier(1, HUGE)
    assert len(str(caught.value)) <= 200 and "AAAA\u2026AAAA" in str(caught.value)
    assert caught.value.message is not None
    assert caught.value.message.param("wanted") == HUGE  # the fact is whole; its text is cut


def test_a_long_name_is_stored_whole_and_shown_cut_in_a_refusal(tmp_path: Path) -> None:
    """A soldier's name of 200 characters (the most a name may have) is kept whole in the
    roster; the refusal to dismiss the soldier while armed names it cut."""
    name = "Anna " + "Nowak-" * 31 + "Berg"
    assert len(name) <= MAX_NAME_LENGTH
    with Database.open(f"sqlite:///{tmp_path / 'demo.db'}") as db:
        campaigns = CampaignService(db)
        roster = RosterService(db, campaigns)
        demo = create_demo(campaigns)
        armed = next(r for r in roster.list_soldiers(demo.id) if r.status == "active")
        renamed = roster.update_soldier(
            armed.id, replace(armed.to_draft(), name=name), armed.version
        ).row
        with pytest.raises(UserError) as caught:
            roster.dismiss(renamed.id)
        assert roster.get_soldier(renamed.id).name == name
    text = str(caught.value)
    assert "still carries" in text and name not in text and "Anna Nowak-Nowak" in text
    assert caught.value.message is not None and caught.value.message.param("name") == name


def test_user_error_text_is_cut_where_it_is_made() -> None:
    from xcom_manager.rules.texts import Message

    error = UserError(Message.of("cannot_read", path="/x/" + "p" * 10_000, detail="No such file"))
    assert len(str(error)) < 220 and str(error).endswith("ppp: No such file")
