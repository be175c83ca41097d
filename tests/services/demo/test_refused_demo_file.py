"""A demo refused on the command line (its maps missing, an unknown ruleset) leaves no database
file behind where there was none: it is refused before the file is created."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from xcom_manager import paths
from xcom_manager.cli.main import main
from xcom_manager.services.core.errors import NotFoundError, UserError
from xcom_manager.services.demo.service import check_demo
from xcom_manager.services.missions.maps import MapCatalog
from xcom_manager.services.rulesets.service import RulesetCatalog

BUNDLED_MAPS = Path(__file__).resolve().parents[3] / "resources" / "maps"


def _maps_without(folder: Path, left_out: str) -> Path:
    folder.mkdir()
    for bundled in BUNDLED_MAPS.glob("*.json"):
        if bundled.stem != left_out:
            shutil.copy2(bundled, folder / bundled.name)
    return folder


def _left(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_demo_whose_maps_are_missing_leaves_no_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    maps = _maps_without(tmp_path / "maps", "farmhouse")
    monkeypatch.setattr(paths, "maps_dir", lambda: maps)
    where = tmp_path / "club"
    where.mkdir()
    assert main(["--db", str(where / "c.db"), "demo", "--ruleset", "boardgame"]) == 1
    (line,) = capsys.readouterr().err.splitlines()
    assert "its Mission Maps farmhouse are not installed" in line
    assert _left(where) == []  # no c.db, no -wal, no -shm


def test_a_demo_of_an_unknown_ruleset_leaves_no_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", str(tmp_path / "c.db"), "demo", "--ruleset", "nosuch"]) == 1
    assert "there is no ruleset 'nosuch'" in capsys.readouterr().err
    assert _left(tmp_path) == []


def test_a_demo_that_can_be_made_is_made_in_a_new_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", str(tmp_path / "c.db"), "demo"]) == 0
    assert capsys.readouterr().out.startswith("Created demo campaign #1")
    assert (tmp_path / "c.db").is_file()


def test_the_check_needs_no_database(tmp_path: Path) -> None:
    catalog = RulesetCatalog()
    check_demo(catalog)  # the wargame's demo can be made
    check_demo(catalog, "boardgame", maps=MapCatalog([BUNDLED_MAPS]))
    with pytest.raises(NotFoundError):
        check_demo(catalog, "nosuch")
    incomplete = _maps_without(tmp_path / "maps", "farmhouse")
    with pytest.raises(UserError) as refused:
        check_demo(catalog, "boardgame", maps=MapCatalog([incomplete]))
    assert refused.value.message is not None and refused.value.message.key == "demo_no_maps"
