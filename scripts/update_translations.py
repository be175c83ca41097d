#!/usr/bin/env python3
"""Refresh the Qt translation catalogues and build the ``.qm`` files the application loads.

    .venv/bin/python scripts/update_translations.py            # lupdate + lrelease
    .venv/bin/python scripts/update_translations.py --release  # lrelease only
    .venv/bin/python scripts/update_translations.py --check    # fail if a .ts is out of date

``lupdate`` collects every ``tr()`` / ``QCoreApplication.translate()`` string of every module of
the ``xcom_manager`` package, sub-packages included, into
``resources/translations/xcom_manager_<lang>.ts`` (keeping the translations already there; strings
no longer in the code are dropped). Texts written outside the UI, in the Qt-free rules core, are
marked there with ``xcom_manager.rules.texts.tr_noop(context, text)``, which lupdate reads as
``QT_TRANSLATE_NOOP``. Translate the new
``type="unfinished"`` entries with Qt Linguist (``.venv/bin/pyside6-linguist``) or by hand, then
``lrelease`` builds the ``.qm`` next to each ``.ts``. English has a catalogue of its plural
forms only (``xcom_manager_en.ts``: "%n charges" is "1 charge", "2 charges"). The tools come
with the PySide6-Essentials wheel (``PySide6/lupdate``, ``PySide6/lrelease``), so nothing else
needs installing.
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
SOURCES_DIR = ROOT / "xcom_manager"
TRANSLATIONS_DIR = ROOT / "resources" / "translations"
CATALOGUE = "xcom_manager"
LANGUAGES = ("ru",)
#: English needs a catalogue of its plurals only: the source of ``tr("%n charges", "", n)`` is
#: one text, and without the English forms "1 charges" would be shown.
PLURALS_ONLY = "en"
#: The rules core's no-op marker (``rules/texts.py``), read by lupdate as ``QT_TRANSLATE_NOOP``.
MARKER_ALIAS = "QT_TRANSLATE_NOOP+=tr_noop"


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
    """Every module of the package, sub-packages included (a view moved into a sub-package
    keeps its strings in the catalogue)."""
    return sorted(path for path in SOURCES_DIR.rglob("*.py") if "__pycache__" not in path.parts)


def ts_files() -> list[Path]:
    return [TRANSLATIONS_DIR / f"{CATALOGUE}_{lang}.ts" for lang in (*LANGUAGES, PLURALS_ONLY)]


def lupdate(ts: Path, *, quiet: bool = False) -> None:
    files = [str(path.relative_to(ROOT)) for path in sources()]
    plurals_only = ["-pluralonly"] if ts.stem.endswith(f"_{PLURALS_ONLY}") else []
    subprocess.run(
        [
            str(qt_tool("lupdate")),
            *plurals_only,
            "-no-obsolete",
            "-locations",
            "none",
            "-tr-function-alias",
            MARKER_ALIAS,
            *files,
            "-ts",
            str(ts),
        ],
        cwd=ROOT,
        check=True,
        stdout=subprocess.DEVNULL if quiet else None,
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
            lupdate(copy, quiet=True)
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
