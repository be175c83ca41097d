"""The Mission Map catalogue: the bundled ready maps, then the user's own
maps in a writable folder; saving checks MIS-9, makes an id from the name, never replaces a
bundled map and writes atomically; deleting takes only the user's own (real temporary
folders)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from xcom_manager.paths import maps_dir, user_maps_dir
from xcom_manager.rules.boardgame.grid import MissionMap, map_from_json, map_to_json
from xcom_manager.rules.boardgame.map_edit import new_map, place_hero_start
from xcom_manager.services.core.errors import NotFoundError, UserError
from xcom_manager.services.missions.maps import MapCatalog, map_id_for


@pytest.fixture
def catalog(tmp_path: Path) -> MapCatalog:
    return MapCatalog([maps_dir()], user_directory=tmp_path / "mine")


def _map(width: int = 6, height: int = 4) -> dict[str, object]:
    board = place_hero_start(new_map(width, height).board, (0, 3)).board
    return map_to_json(board)


def test_the_default_catalogue_lists_the_ready_maps_and_saves_in_the_user_data_folder() -> None:
    catalog = MapCatalog()
    assert catalog.ids()[:2] == ["farmhouse", "ufo_crash"]
    assert catalog.user_directory == user_maps_dir()
    assert "XDG_DATA_HOME" in os.environ  # tests/conftest.py: a temporary folder, not the GM's
    assert str(user_maps_dir()).startswith(os.environ["XDG_DATA_HOME"])
    assert MapCatalog([maps_dir()]).user_directory is None  # folders given: no user maps


def test_a_saved_map_is_listed_after_the_bundled_ones_and_reads_back(
    catalog: MapCatalog, tmp_path: Path
) -> None:
    assert catalog.ids() == ["farmhouse", "ufo_crash"]
    assert not (tmp_path / "mine").exists()  # made when the first map is saved
    map_id = catalog.save("Abandoned barn", _map())
    assert map_id == "abandoned_barn"
    catalog.save("Alley", _map(3, 3))
    assert catalog.ids() == ["farmhouse", "ufo_crash", "abandoned_barn", "alley"]
    assert catalog.user_ids() == ["abandoned_barn", "alley"]
    assert not catalog.is_bundled("alley") and catalog.is_bundled("farmhouse")
    data = catalog.get(map_id)
    assert data["name"] == "Abandoned barn"
    assert map_from_json(data) == MissionMap(
        width=6, height=4, hero_starts=((0, 3),), name=data["name"]
    )
    written = sorted(p.name for p in (tmp_path / "mine").iterdir())
    assert written == ["abandoned_barn.json", "alley.json"]  # no temporary file left


def test_saving_a_name_again_replaces_that_map(catalog: MapCatalog) -> None:
    catalog.save("Barn", _map(6, 4))
    assert catalog.save("barn", _map(8, 8)) == "barn"
    assert catalog.get("barn")["width"] == 8
    assert catalog.user_ids() == ["barn"]


def test_a_bundled_map_is_never_replaced_nor_deleted(catalog: MapCatalog) -> None:
    before = (maps_dir() / "farmhouse.json").read_bytes()
    assert catalog.save("Farmhouse", _map()) == "farmhouse_2"
    assert catalog.save("farmhouse", _map()) == "farmhouse_2"
    assert (maps_dir() / "farmhouse.json").read_bytes() == before
    assert catalog.get("farmhouse")["name"] == "Farmhouse raid"
    with pytest.raises(UserError, match="ready map of the game"):
        catalog.delete("farmhouse")


def test_ids_are_made_from_names() -> None:
    assert map_id_for("  The Barn: night raid! ") == "the_barn_night_raid"
    assert map_id_for("Ферма у реки") == "ферма_у_реки"
    assert map_id_for("???") == "map"
    assert len(map_id_for("x" * 200)) == 48
    assert map_id_for("../../etc/passwd") == "etc_passwd"  # never leaves the folder


def test_mis_9_a_map_that_breaks_the_rule_is_not_saved(catalog: MapCatalog) -> None:
    data = _map()
    data["blocking"] = [[0, 3]]  # the Hero start square
    with pytest.raises(UserError) as refused:
        catalog.save("Bad", data)
    assert refused.value.message is not None
    assert refused.value.message.key == "board_map_on_blocking"
    assert str(refused.value) == "A model or token stands on the blocking square A4."
    with pytest.raises(UserError, match="malformed"):
        catalog.save("Bad", {"wals": []})
    with pytest.raises(UserError, match="name"):
        catalog.save("   ", _map())
    assert catalog.user_ids() == []


def test_a_user_map_is_deleted(catalog: MapCatalog) -> None:
    map_id = catalog.save("Barn", _map())
    catalog.delete(map_id)
    assert catalog.ids() == ["farmhouse", "ufo_crash"]
    with pytest.raises(NotFoundError):
        catalog.delete(map_id)
    with pytest.raises(NotFoundError):
        catalog.get(map_id)


def test_a_catalogue_without_a_user_folder_saves_nothing() -> None:
    with pytest.raises(UserError, match="no folder"):
        MapCatalog([maps_dir()]).save("Barn", _map())


def test_a_folder_that_cannot_be_written_is_a_user_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    catalog = MapCatalog([maps_dir()], user_directory=blocker / "maps")
    with pytest.raises(UserError, match="could not be saved"):
        catalog.save("Barn", _map())


def test_a_broken_user_map_is_named_when_read(catalog: MapCatalog, tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "broken.json").write_text(json.dumps({"width": 2, "height": 2, "exits": [[5, 5]]}))
    assert catalog.user_ids() == ["broken"]
    with pytest.raises(UserError, match=r"broken\.json breaks MIS-9"):
        catalog.get("broken")
