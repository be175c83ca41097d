"""A demo whose maps or cast are missing is refused with one message and writes nothing: no
campaign without missions, no backup, the database file byte for byte as it was (real SQLite
files; the command line's refusal from an installed wheel is in ``tests/test_install.py``)."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from tests.helpers.rulesets import MINIMAL, RULESETS_DIR
from xcom_manager import paths
from xcom_manager.cli.main import main
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.demo.service import DemoService
from xcom_manager.services.missions.maps import MapCatalog
from xcom_manager.store.db import Database

BUNDLED_MAPS = Path(__file__).resolve().parents[3] / "resources" / "maps"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _kept_campaign(path: Path) -> str:
    """A database holding one campaign, closed; its file's sha256."""
    with Database.open(f"sqlite:///{path}") as db:
        CampaignService(db).create_campaign("Kept", "wargame")
    return _digest(path)


def _maps_without(folder: Path, *left_out: str) -> Path:
    folder.mkdir()
    for bundled in BUNDLED_MAPS.glob("*.json"):
        if bundled.stem not in left_out:
            shutil.copy2(bundled, folder / bundled.name)
    return folder


@pytest.mark.parametrize("left_out", [("ufo_crash",), ("farmhouse", "ufo_crash")])
def test_a_board_game_demo_without_its_maps_is_refused_and_writes_nothing(
    tmp_path: Path, left_out: tuple[str, ...]
) -> None:
    path = tmp_path / "c.db"
    before = _kept_campaign(path)
    maps = MapCatalog([_maps_without(tmp_path / "maps", *left_out)])
    with Database.open(f"sqlite:///{path}") as db:
        campaigns = CampaignService(db)
        backups = len(campaigns.backups.list())
        with pytest.raises(UserError) as refused:
            DemoService(db, campaigns, maps=maps).open_campaign("boardgame")
        assert refused.value.message is not None
        assert refused.value.message.key == "demo_no_maps"
        assert refused.value.message.param("maps") == ", ".join(left_out)
        assert "nothing was written" in str(refused.value)
        assert [info.name for info in campaigns.list_campaigns()] == ["Kept"]
        assert len(campaigns.backups.list()) == backups
    assert _digest(path) == before


def test_a_map_of_the_users_own_does_not_stand_in_for_a_bundled_one(tmp_path: Path) -> None:
    """The demo's moves are made for the bundled maps: a map of the GM's called ``ufo_crash``
    is no crash site of the demo's."""
    own = _maps_without(tmp_path / "own", "farmhouse")
    maps = MapCatalog([_maps_without(tmp_path / "maps", "ufo_crash")], user_directory=own)
    assert "ufo_crash" in maps.ids()
    with Database.open(f"sqlite:///{tmp_path / 'c.db'}") as db:
        campaigns = CampaignService(db)
        with pytest.raises(UserError, match="ufo_crash are not installed"):
            DemoService(db, campaigns, maps=maps).create_campaign("boardgame")
        assert campaigns.list_campaigns() == []


def test_the_board_game_demo_plays_on_the_maps_it_is_given(tmp_path: Path) -> None:
    maps = MapCatalog([_maps_without(tmp_path / "maps")])
    with Database.open(f"sqlite:///{tmp_path / 'c.db'}") as db:
        campaigns = CampaignService(db)
        info = DemoService(db, campaigns, maps=maps).create_campaign("boardgame")
        assert campaigns.get(info.id).soldier_count > 0


def test_a_demo_of_a_ruleset_without_its_cast_is_refused_and_writes_nothing(
    tmp_path: Path,
) -> None:
    """The smallest user ruleset has none of the demo's classes: the demo would be a campaign
    without soldiers nor missions."""
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "mini.toml").write_text(MINIMAL, encoding="utf-8")
    path = tmp_path / "c.db"
    before = _kept_campaign(path)
    with Database.open(f"sqlite:///{path}") as db:
        campaigns = CampaignService(db, ruleset_dirs=(RULESETS_DIR, rules))
        with pytest.raises(UserError) as refused:
            DemoService(db, campaigns).create_campaign("mini")
        assert refused.value.message is not None
        assert refused.value.message.key == "demo_no_cast"
        assert refused.value.message.param("ruleset") == "Mini"
        assert [info.name for info in campaigns.list_campaigns()] == ["Kept"]
    assert _digest(path) == before


def test_the_command_line_says_one_line_when_the_installed_maps_are_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "c.db"
    before = _kept_campaign(path)
    incomplete = _maps_without(tmp_path / "maps", "farmhouse")
    monkeypatch.setattr(paths, "maps_dir", lambda: incomplete)
    assert main(["--db", f"sqlite:///{path}", "demo", "--ruleset", "boardgame"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.splitlines() == [
        "xcom-manager: error: the board game demo cannot be made: its Mission Maps farmhouse "
        "are not installed (the installation is incomplete: reinstall xcom-manager); "
        "nothing was written"
    ]
    assert _digest(path) == before
