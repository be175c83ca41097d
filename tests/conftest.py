"""Test set-up shared by every suite.

Qt must run without a screen: the platform is chosen here, before any QApplication exists
(pytest-qt creates it lazily, on the first test that asks for ``qtbot``/``qapp``).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

_BENCHMARKS = Path(__file__).parent / "benchmarks"

#: Fixtures shared by more than one test folder (``tests/helpers``); ``escaped`` fails a test
#: that let an exception escape to ``sys.excepthook``, ``sys.unraisablehook`` or a thread's
#: hook (one raised in a Qt virtual or slot among them); ``pytester`` runs a pytest of its own
#: (``tests/test_escaped_exceptions.py`` proves the first with it).
pytest_plugins = [
    "tests.helpers.postgres",
    "tests.helpers.rulesets",
    "tests.helpers.escaped",
    "pytester",
]


#: Fixtures that bring up Qt: a test that asks for one of them (directly or through another
#: fixture) drives real widgets, and gets the ``gui`` marker without having to say so.
_QT_FIXTURES = frozenset({"qtbot", "qapp", "qtmodeltester"})


@pytest.fixture(autouse=True, scope="session")
def _own_user_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The user's data folder (platformdirs: ``XDG_DATA_HOME`` on Linux) is a temporary one:
    no test reads the developer's own Mission Maps or writes into their folder. So is the
    cache folder (``XDG_CACHE_HOME``: the ruleset snapshots of the launch's roster preview)."""
    folder = tmp_path_factory.mktemp("user-data")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(folder))
        patch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("user-cache")))
        yield folder


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test that uses Qt as ``gui``, so ``-m "not gui"`` runs the core suite alone."""
    for item in items:
        if _QT_FIXTURES.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Benchmarks run only on request (``--benchmark-only``), never in the default suite."""
    if collection_path == _BENCHMARKS and not config.getoption("benchmark_only", False):
        return True
    return None
