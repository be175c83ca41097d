"""``xcom-manager install-desktop-entry [--uninstall]``: a menu entry and an
icon for the user, after the freedesktop.org specifications.

It writes ``$XDG_DATA_HOME/applications/xcom-manager.desktop`` (``Exec`` the installed entry
point, ``StartupWMClass`` the window class: ``app.py`` sets the desktop file name
``xcom-manager``) and the SVG icon to ``$XDG_DATA_HOME/icons/hicolor/scalable/apps``
(``XDG_DATA_HOME`` defaults to ``~/.local/share``). Running it again rewrites the same two files;
``--uninstall`` removes them. It prints what it wrote or removed.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import sys
from pathlib import Path

from xcom_manager import paths

__all__ = ["COMMANDS", "DESKTOP_ID", "add_parsers", "desktop_entry", "run"]

COMMANDS = frozenset({"install-desktop-entry"})
DESKTOP_ID = "xcom-manager"
"""The desktop file's name, the icon's name and the window class (``setDesktopFileName``)."""


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    entry = commands.add_parser(
        "install-desktop-entry",
        help="add xcom-manager to the desktop's application menu, with its icon",
    )
    entry.add_argument("--uninstall", action="store_true", help="remove the entry and the icon")


def _data_home() -> Path:
    value = os.environ.get("XDG_DATA_HOME", "").strip()
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local/share"


def _executable() -> str:
    """The installed ``xcom-manager`` script, else this Python running the package."""
    script = shutil.which("xcom-manager")
    if script is None:
        beside = Path(sys.executable).with_name("xcom-manager")
        script = str(beside) if beside.is_file() else None
    if script is not None:
        return shlex.quote(script)
    return f"{shlex.quote(sys.executable)} -m xcom_manager"


def desktop_entry(exec_line: str) -> str:
    """The text of the ``.desktop`` file."""
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            "Version=1.4",
            "Name=X-COM Campaign Manager",
            "Name[ru]=Менеджер кампаний X-COM",
            "GenericName=Tabletop campaign manager",
            "GenericName[ru]=Менеджер настольных кампаний",
            "Comment=Roster, armoury, missions and audit log of X-COM tabletop games",
            "Comment[ru]=Состав, арсенал, миссии и журнал аудита настольных игр X-COM",
            f"Exec={exec_line}",
            f"Icon={DESKTOP_ID}",
            "Terminal=false",
            "Categories=Game;StrategyGame;",
            "Keywords=xcom;campaign;tabletop;wargame;",
            f"StartupWMClass={DESKTOP_ID}",
            "StartupNotify=true",
            "",
        ]
    )


def run(db_url: str, args: argparse.Namespace) -> int:
    """Install (or with ``--uninstall`` remove) the desktop entry and the icon."""
    del db_url  # the entry starts the default database
    home = _data_home()
    entry = home / "applications" / f"{DESKTOP_ID}.desktop"
    icon = home / "icons/hicolor/scalable/apps" / f"{DESKTOP_ID}.svg"
    if args.uninstall:
        for path in (entry, icon):
            if path.exists():
                path.unlink()
                print(f"removed {path}")
            else:
                print(f"not there: {path}")
        return 0
    entry.parent.mkdir(parents=True, exist_ok=True)
    icon.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry(_executable()), encoding="utf-8")
    print(f"wrote {entry}")
    shutil.copyfile(paths.icons_dir() / "app.svg", icon)
    print(f"wrote {icon}")
    return 0
