"""The bundled rulesets as fixtures, their paths, and a minimal user ruleset.

A pytest plugin of ``tests/conftest.py``: the ``wargame`` and ``boardgame`` fixtures reach every
test folder. Import the paths and ``MINIMAL`` from here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from xcom_manager.rules.ruleset import Ruleset, load_ruleset

RULESETS_DIR = Path(__file__).resolve().parents[2] / "resources" / "rulesets"
WARGAME_PATH = RULESETS_DIR / "wargame.toml"
BOARDGAME_PATH = RULESETS_DIR / "boardgame.toml"

#: The smallest ruleset a user may write: no items, no species, no rulings.
MINIMAL = """\
format_version = 1

[ruleset]
id = "mini"
name = "Mini"
system = "wargame"
ranks = ["Rookie", "Veteran"]

[stats.BS]
label = "Ballistic Skill"
min = 1
max = 10

[stats.W]
label = "Wounds"
min = 1
max = 3

[slots.hand]
label = "Hand"
size = "large"

[unit_types.infantry]
name = "Infantry"
can_climb = true
needs_run_up = false
can_fly = false
slots = { hand = 2 }

[soldier_classes.grunt]
name = "Grunt"
default_unit_type = "infantry"
default_stats = { BS = 3, W = 1 }
"""


@pytest.fixture(scope="session")
def wargame() -> Ruleset:
    """The bundled wargame ruleset (``resources/rulesets/wargame.toml``)."""
    return load_ruleset(WARGAME_PATH)


@pytest.fixture(scope="session")
def boardgame() -> Ruleset:
    """The bundled board game ruleset (``resources/rulesets/boardgame.toml``)."""
    return load_ruleset(BOARDGAME_PATH)


def wargame_with_sizes(folder: Path, **sizes: int) -> Path:
    """``folder`` holding the bundled wargame ruleset (same id) with some items' ``size`` set
    (R-4 / INV-2: ``heavy_plasma=2`` makes it person-sized, fitting no personal slot). Put it
    ahead of the bundled folder in a ``CampaignService``'s ``ruleset_dirs``: the first folder
    wins a clash of ids."""
    text = WARGAME_PATH.read_text(encoding="utf-8")
    for key, size in sizes.items():
        header = f"[items.{key}]\n"
        assert text.count(header) == 1, key
        text = text.replace(header, f"{header}size = {size}\n")
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "wargame.toml").write_text(text, encoding="utf-8")
    return folder
