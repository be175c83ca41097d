"""A ruleset kept ready for the next launch's roster preview.

Reading and validating a ruleset's TOML takes ~50 ms a file, and finding one by id reads every
installed file: too slow for the roster shown at launch. :func:`find_quickly` therefore keeps
the ruleset it found, pickled, in the user's cache folder, and hands it back on the next launch
while the TOML file it came from is unchanged (same path, modification time and size) and so is
the code that reads rulesets (the package's version and the reader modules' files). Anything
else (no snapshot, a changed file, an unreadable snapshot) reads the catalogue as usual and
writes a new snapshot. The snapshot only serves the read-only preview: the services read the
catalogue itself once they load.
"""

from __future__ import annotations

import copyreg
import io
import os
import pickle
import sys
from pathlib import Path
from types import MappingProxyType
from typing import Any

from xcom_manager.rules.ruleset import Ruleset

__all__ = ["find_quickly", "snapshot_path"]

_FORMAT = 1


def _frozen(mapping: dict[Any, Any]) -> MappingProxyType[Any, Any]:
    """A read-only mapping again (how a pickled ``MappingProxyType`` is rebuilt)."""
    return MappingProxyType(mapping)


def _reduce_proxy(proxy: MappingProxyType[Any, Any]) -> tuple[Any, tuple[dict[Any, Any]]]:
    return _frozen, (dict(proxy),)


def _cache_folder() -> Path:
    """The user's cache folder for xcom_manager: ``$XDG_CACHE_HOME/xcom_manager`` (else
    ``~/.cache/xcom_manager``) on Linux and the BSDs, read by hand (importing ``platformdirs``
    costs the launch ~10 ms); platformdirs' ``user_cache_path`` elsewhere."""
    if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        xdg = os.environ.get("XDG_CACHE_HOME", "").strip()
        base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache"
        return base / "xcom_manager"
    from platformdirs import user_cache_path

    return user_cache_path("xcom_manager", appauthor=False)


def snapshot_path(ruleset_id: str) -> Path:
    """Where the snapshot of ruleset ``ruleset_id`` is kept."""
    safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in ruleset_id)
    return _cache_folder() / "rulesets" / f"{safe}.pickle"


def _stamp(path: Path) -> tuple[str, int, int]:
    stat = path.stat()
    return (str(path), stat.st_mtime_ns, stat.st_size)


def _code_stamp() -> tuple[str, tuple[tuple[str, int, int], ...]]:
    """The version and the reader's source files: a snapshot of other code is not used."""
    import xcom_manager
    from xcom_manager.rules import ruleset as package

    folder = Path(package.__file__).parent
    files = tuple(sorted(_stamp(p) for p in folder.glob("*.py")))
    return (xcom_manager.__version__, files)


def _read(ruleset_id: str) -> Ruleset | None:
    try:
        with snapshot_path(ruleset_id).open("rb") as file:
            saved = pickle.load(file)  # our own cache file, written by _write below
        if not isinstance(saved, dict) or saved.get("format") != _FORMAT:
            return None
        if saved["code"] != _code_stamp() or saved["source"] != _stamp(Path(saved["source"][0])):
            return None
        ruleset = saved["ruleset"]
    except (OSError, pickle.PickleError, EOFError, KeyError, TypeError, AttributeError):
        return None
    except Exception:  # an unpickling error of any kind: the snapshot is just not used
        return None
    return ruleset if isinstance(ruleset, Ruleset) and ruleset.id == ruleset_id else None


def _write(ruleset: Ruleset, source: Path) -> None:
    target = snapshot_path(ruleset.id)
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, pickle.HIGHEST_PROTOCOL)
    pickler.dispatch_table = {**copyreg.dispatch_table, MappingProxyType: _reduce_proxy}
    try:
        saved = {
            "format": _FORMAT,
            "code": _code_stamp(),
            "source": _stamp(source.resolve()),
            "ruleset": ruleset,
        }
        pickler.dump(saved)
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(f".{os.getpid()}.part")
        partial.write_bytes(buffer.getvalue())
        partial.replace(target)
    except (OSError, pickle.PickleError, TypeError, AttributeError):
        return  # no snapshot: the next launch reads the catalogue again


def find_quickly(ruleset_id: str) -> Ruleset | None:
    """The installed ruleset ``ruleset_id`` (bundled or the user's), or ``None``: from its
    snapshot when it is current, else from the catalogue (and a snapshot is kept)."""
    ruleset = _read(ruleset_id)
    if ruleset is not None:
        return ruleset
    from xcom_manager.services.rulesets.service import RulesetCatalog

    catalog = RulesetCatalog()
    ruleset = catalog.find(ruleset_id)
    source = catalog.path_of(ruleset_id)
    if ruleset is not None and source is not None:
        _write(ruleset, source)
    return ruleset
