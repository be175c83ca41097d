"""Issue 13, item 8: the user's rulesets (``xcom-manager rulesets list|check|add``), a bad file
skipped without stopping the others, no user file replacing a bundled ruleset, and a campaign
whose ruleset file is gone: readable, and every write refused with one clear line."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from tests.helpers.rulesets import WARGAME_PATH
from xcom_manager.cli.main import main
from xcom_manager.paths import user_rulesets_dir
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import RulesetMissingError
from xcom_manager.services.rulesets.service import RulesetCatalog
from xcom_manager.store.db import Database


@pytest.fixture
def user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A user data folder of this test's own (no ruleset of another test in it)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return user_rulesets_dir()


def _house(tmp_path: Path, ruleset_id: str = "house", name: str = "House rules") -> Path:
    text = WARGAME_PATH.read_text(encoding="utf-8")
    text = text.replace('\nid = "wargame"', f'\nid = "{ruleset_id}"', 1)
    text = text.replace('\nname = "X-COM Wargame"', f'\nname = "{name}"', 1)
    path = tmp_path / f"{ruleset_id}.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_add_then_list_then_play(
    user_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    house = _house(tmp_path)
    assert main(["rulesets", "check", str(house)]) == 0
    assert "ruleset 'house' (House rules, wargame) is valid" in capsys.readouterr().out
    assert main(["rulesets", "add", str(house)]) == 0
    assert (user_dir / "house.toml").read_bytes() == house.read_bytes()
    capsys.readouterr()
    assert main(["rulesets", "list"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "wargame\tX-COM Wargame\twargame\tbundled" in out
    assert f"house\tHouse rules\twargame\t{user_dir / 'house.toml'}" in out
    url = f"sqlite:///{tmp_path / 'c.db'}"
    assert main(["--db", url, "campaign", "new", "Home game", "--ruleset", "house"]) == 0


def test_an_id_of_a_bundled_ruleset_is_refused(
    user_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Before issue 13 a file with id ``wargame`` silently replaced the bundled one."""
    mine = _house(tmp_path, "wargame", "My wargame")
    assert main(["rulesets", "add", str(mine)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "the id 'wargame' is already the ruleset of" in err and "(bundled)" in err
    assert not user_dir.exists() or not list(user_dir.iterdir())
    # Dropped into the folder by hand, it is skipped and reported; the bundled one stays.
    user_dir.mkdir(parents=True, exist_ok=True)
    (user_dir / "mine.toml").write_bytes(mine.read_bytes())
    catalog = RulesetCatalog()
    assert catalog.get("wargame").name == "X-COM Wargame"
    (problem,) = catalog.problems()
    assert problem.path == user_dir / "mine.toml"
    assert "the id 'wargame' is already the ruleset of wargame.toml" in problem.message


def test_a_file_dropped_in_the_bundled_folder_cannot_take_a_bundled_id(tmp_path: Path) -> None:
    """A file sorting before wargame.toml in the same folder (``aaa.toml``) with the id
    ``wargame`` is the one refused: the file named after an id holds it."""
    bundled = tmp_path / "bundled"
    bundled.mkdir()
    (bundled / "wargame.toml").write_bytes(WARGAME_PATH.read_bytes())
    (bundled / "aaa.toml").write_bytes(_house(tmp_path, "wargame", "Impostor").read_bytes())
    catalog = RulesetCatalog([bundled])
    assert catalog.get("wargame").name == "X-COM Wargame"
    assert catalog.path_of("wargame") == bundled / "wargame.toml"
    (problem,) = catalog.problems()
    assert problem.path == bundled / "aaa.toml"
    assert "the id 'wargame' is already the ruleset of wargame.toml" in problem.message


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("id = [", "not valid TOML"),
        ('id = "x"\n', "broken.toml"),
        ("x = " + "[" * 5000 + "]" * 5000, "broken.toml"),
    ],
)
def test_a_bad_file_is_reported_and_skipped_without_stopping_the_others(
    text: str,
    expected: str,
    user_dir: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Before issue 13 one malformed file stopped every command for every campaign."""
    user_dir.mkdir(parents=True)
    (user_dir / "broken.toml").write_text(text, encoding="utf-8")
    (user_dir / "house.toml").write_bytes(_house(tmp_path).read_bytes())
    assert main(["rulesets", "list"]) == 1
    captured = capsys.readouterr()
    assert "house\tHouse rules" in captured.out and "wargame\tX-COM Wargame" in captured.out
    (line,) = captured.err.splitlines()
    assert line.startswith(f"xcom-manager: error: skipped {user_dir / 'broken.toml'}: ")
    assert expected in line and "Traceback" not in captured.err
    url = f"sqlite:///{tmp_path / 'c.db'}"
    assert main(["--db", url, "campaign", "new", "Still works", "--ruleset", "house"]) == 0
    assert main(["rulesets", "check", str(user_dir / "broken.toml")]) == 1
    assert "Traceback" not in capsys.readouterr().err


def test_a_ruleset_name_with_a_terminal_escape_is_refused(
    user_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = _house(tmp_path, "evil", "Evil\\u001b[2J")
    assert main(["rulesets", "add", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "must not contain control characters (found \\x1b)" in err and "\x1b" not in err


def _digest(path: Path) -> str:
    return "".join(
        hashlib.sha256(part.read_bytes()).hexdigest()
        for part in sorted(path.parent.glob(path.name + "*"))
    )


def test_a_campaign_whose_ruleset_file_is_gone_is_read_only(
    user_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rulesets", "add", str(_house(tmp_path))]) == 0
    db_file = tmp_path / "c.db"
    url = f"sqlite:///{db_file}"
    assert main(["--db", url, "campaign", "new", "Home game", "--ruleset", "house"]) == 0
    (user_dir / "house.toml").unlink()
    capsys.readouterr()
    # Reading works.
    assert main(["--db", url, "campaigns"]) == 0
    assert "Home game\thouse (not installed)" in capsys.readouterr().out
    assert main(["--db", url, "export"]) == 0
    assert '"ruleset_id": "house"' in capsys.readouterr().out
    assert main(["--db", url, "audit", "verify"]) == 0
    capsys.readouterr()
    # Writing is refused, with one clear line, and nothing is written.
    before = _digest(db_file)
    assert main(["--db", url, "armoury", "add", "laser_rifle", "1"]) == 1
    err = capsys.readouterr().err
    assert err == (
        "xcom-manager: error: campaign #1 plays by the ruleset 'house', whose file is missing: "
        "the campaign is read-only until the ruleset is back (xcom-manager rulesets add FILE)\n"
    )
    assert _digest(db_file) == before
    with Database.open(url) as db:
        campaigns = CampaignService(db)
        assert campaigns.missing_ruleset(1) == "house"
        with pytest.raises(RulesetMissingError):
            campaigns.ruleset_for(1)


def test_check_names_what_is_shown_in_english(
    user_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 14 item 4: a user's ruleset without Russian names falls back to English, and
    ``rulesets check`` says which names."""
    house = _house(tmp_path)
    text = house.read_text(encoding="utf-8")
    house.write_text(text[: text.index("\n[names.ru]")] + "\n", encoding="utf-8")
    assert main(["rulesets", "check", str(house)]) == 0
    out = capsys.readouterr().out
    assert "is valid" in out
    assert "have no 'ru' name in [names.ru] and are shown in English: ruleset, ranks.Rookie" in out
    assert main(["rulesets", "check", str(WARGAME_PATH)]) == 0
    assert "shown in English" not in capsys.readouterr().out
