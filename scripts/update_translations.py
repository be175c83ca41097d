#!/usr/bin/env python3
"""Refresh the Qt translation catalogues and build the ``.qm`` files the application loads.

    .venv/bin/python scripts/update_translations.py            # lupdate + lrelease
    .venv/bin/python scripts/update_translations.py --release  # lrelease only
    .venv/bin/python scripts/update_translations.py --check    # fail if a .ts is out of date

``lupdate`` collects every ``tr()`` / ``QCoreApplication.translate()`` string of
``xcom_manager/ui/*.py`` into ``resources/translations/xcom_manager_<lang>.ts`` (keeping the
translations already there; strings no longer in the code are dropped). Translate the new
``type="unfinished"`` entries with Qt Linguist (``.venv/bin/pyside6-linguist``) or by hand, then
``lrelease`` builds the ``.qm`` next to each ``.ts``. The tools come with the PySide6-Essentials
wheel (``PySide6/lupdate``, ``PySide6/lrelease``), so nothing else needs installing.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES_DIR = ROOT / "xcom_manager" / "ui"
TRANSLATIONS_DIR = ROOT / "resources" / "translations"
CATALOGUE = "xcom_manager"
LANGUAGES = ("ru",)


def qt_tool(name: str) -> Path:
    """``lupdate``/``lrelease`` from the PySide6 wheel of the running interpreter."""
    import PySide6

    package_dir = Path(PySide6.__file__).resolve().parent
    for candidate in (
        package_dir / name,
        package_dir / f"{name}.exe",
        Path(sys.executable).parent / f"pyside6-{name}",
    ):
        if candidate.is_file():
            return candidate
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if found:
        return Path(found)
    raise SystemExit(f"cannot find Qt's {name}; is PySide6-Essentials installed in this Python?")


def sources() -> list[Path]:
    return sorted(path for path in SOURCES_DIR.glob("*.py") if path.name != "__init__.py")


def ts_files() -> list[Path]:
    return [TRANSLATIONS_DIR / f"{CATALOGUE}_{lang}.ts" for lang in LANGUAGES]


def lupdate(ts: Path) -> None:
    files = [str(path.relative_to(ROOT)) for path in sources()]
    subprocess.run(
        [str(qt_tool("lupdate")), "-no-obsolete", "-locations", "none", *files, "-ts", str(ts)],
        cwd=ROOT,
        check=True,
    )


def lrelease(ts: Path) -> None:
    subprocess.run(
        [str(qt_tool("lrelease")), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
        cwd=ROOT,
        check=True,
    )


def check() -> int:
    """Whether each ``.ts`` already holds every string of the code (for CI)."""
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        for ts in ts_files():
            copy = Path(tmp) / ts.name
            shutil.copyfile(ts, copy)
            lupdate(copy)
            if not filecmp.cmp(ts, copy, shallow=False):
                stale.append(ts.name)
    if stale:
        print(f"out of date: {', '.join(stale)}; run scripts/update_translations.py")
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--release", action="store_true", help="only build the .qm files")
    mode.add_argument("--check", action="store_true", help="fail if a .ts is out of date")
    args = parser.parse_args(argv)
    if args.check:
        return check()
    TRANSLATIONS_DIR.mkdir(parents=True, exist_ok=True)
    for ts in ts_files():
        if not args.release:
            lupdate(ts)
        lrelease(ts)
        print(f"{ts.relative_to(ROOT)} -> {ts.with_suffix('.qm').name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
