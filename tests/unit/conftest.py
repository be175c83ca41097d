"""The rules-core suite's ruleset data, now in :mod:`tests.helpers.rulesets`.

The ``wargame`` and ``boardgame`` fixtures come from that module, a plugin of ``tests/conftest.py``;
the names below stay importable from here for the tests still in this folder.
"""

from __future__ import annotations

from tests.helpers.rulesets import BOARDGAME_PATH, MINIMAL, RULESETS_DIR, WARGAME_PATH

__all__ = ["BOARDGAME_PATH", "MINIMAL", "RULESETS_DIR", "WARGAME_PATH"]
