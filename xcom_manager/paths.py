"""Where xcom_manager finds its data, in a source checkout and in an installed wheel alike.

A wheel carries ``resources/`` and ``database/`` as ``xcom_manager/_resources`` and
``xcom_manager/_database`` (see ``pyproject.toml``); a checkout has them beside the package.
Everything that needs one of these folders asks this module, so the two cases are decided in
one place.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
_CHECKOUT_DIR = _PACKAGE_DIR.parent

APP_NAME = "xcom_manager"
DB_URL_ENV = "XCOM_DB_URL"


def _data_dir(installed_name: str, checkout_name: str) -> Path:
    installed = _PACKAGE_DIR / installed_name
    if installed.is_dir():
        return installed
    checkout = _CHECKOUT_DIR / checkout_name
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(
        f"xcom_manager cannot find its {checkout_name}/ folder "
        f"(looked in {installed} and {checkout}); the installation is incomplete"
    )


def resources_dir() -> Path:
    """The folder of rulesets, icons, translations and the style sheet."""
    return _data_dir("_resources", "resources")


def database_dir() -> Path:
    """The folder of the Alembic environment and its ``versions/``."""
    return _data_dir("_database", "database")


def rulesets_dir() -> Path:
    """The folder of the bundled rulesets (``*.toml``)."""
    return resources_dir() / "rulesets"


def maps_dir() -> Path:
    """The folder of the bundled Mission Maps of the board game (``*.json``)."""
    return resources_dir() / "maps"


def icons_dir() -> Path:
    return resources_dir() / "icons"


def translations_dir() -> Path:
    return resources_dir() / "translations"


def user_data_dir() -> Path:
    """The user's data directory for xcom_manager (created on demand, when it can be: a folder
    that cannot be made is refused, with why, by whatever then writes there, never here at
    start-up)."""
    from platformdirs import user_data_path

    folder = user_data_path(APP_NAME, appauthor=False)
    with contextlib.suppress(OSError):  # a file in its place: said where the folder is used
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def user_maps_dir() -> Path:
    """The folder of the user's own Mission Maps (``<id>.json``; not created here: the map
    catalogue makes it when it saves the first one)."""
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False) / "maps"


def user_rulesets_dir() -> Path:
    """The folder of the user's own rulesets (``*.toml``; not created here:
    ``xcom-manager rulesets add`` makes it)."""
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False) / "rulesets"


def database_url(given: str) -> str:
    """``given`` if it is a database URL (``sqlite:///…``, ``postgresql://…``), else a file
    path (``campaign.db``, ``~/club/x.db``) as the URL of that SQLite file."""
    if "://" in given or given.startswith("sqlite:"):
        return given
    return f"sqlite:///{Path(given).expanduser().resolve()}"


def default_db_url() -> str:
    """``XCOM_DB_URL`` (a URL or a file path) if set, else the embedded SQLite file in the
    user's data directory."""
    from_env = os.environ.get(DB_URL_ENV, "").strip()
    if from_env:
        return database_url(from_env)
    return f"sqlite:///{user_data_dir() / 'campaign.db'}"
