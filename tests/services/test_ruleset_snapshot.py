"""The ruleset snapshot of the launch's roster preview: used while its TOML
file is unchanged, read again once the file changes."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.helpers.rulesets import MINIMAL
from xcom_manager import paths
from xcom_manager.services.rulesets import snapshot as ruleset_snapshot
from xcom_manager.services.rulesets.service import RulesetCatalog


def test_a_snapshot_serves_until_its_file_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    folder = paths.user_rulesets_dir()
    folder.mkdir(parents=True, exist_ok=True)
    source = folder / "mini.toml"
    source.write_text(MINIMAL, encoding="utf-8")
    try:
        first = ruleset_snapshot.find_quickly("mini")
        assert first is not None and first.name == "Mini"
        assert ruleset_snapshot.snapshot_path("mini").is_file()

        def no_catalogue(self: RulesetCatalog, ruleset_id: str) -> None:
            raise AssertionError("the catalogue was read although the snapshot is current")

        with monkeypatch.context() as patch:
            patch.setattr(RulesetCatalog, "find", no_catalogue)
            assert ruleset_snapshot.find_quickly("mini") == first

        source.write_text(MINIMAL.replace('name = "Mini"', 'name = "Mini Two"'), "utf-8")
        changed = ruleset_snapshot.find_quickly("mini")
        assert changed is not None and changed.name == "Mini Two"

        ruleset_snapshot.snapshot_path("mini").write_bytes(b"not a pickle")
        assert ruleset_snapshot.find_quickly("mini") == changed  # a bad snapshot: read again
        assert ruleset_snapshot.find_quickly("nothing such") is None
    finally:
        source.unlink()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG folders of Linux")
@pytest.mark.parametrize("xdg_cache_home", ["{tmp}/cache", ""])
def test_the_snapshots_are_in_the_cache_folder_platformdirs_names(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, xdg_cache_home: str
) -> None:
    """Found without importing platformdirs at launch, in the folder it names all the same."""
    from platformdirs import user_cache_path

    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CACHE_HOME", xdg_cache_home.format(tmp=tmp_path))
    expected = user_cache_path("xcom_manager", appauthor=False) / "rulesets" / "mini.pickle"
    assert ruleset_snapshot.snapshot_path("mini") == expected
