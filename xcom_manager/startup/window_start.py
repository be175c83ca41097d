"""A plain launch of the window: which words ask only for it, and starting it (used by
:mod:`xcom_manager.startup.launch`, the command's entry point, and by
:func:`xcom_manager.cli.main.main`).
Imports only the standard library: the window's launch is benchmarked."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["run_window", "window_only"]


def window_only(words: Sequence[str]) -> str | None:
    """For a plain GUI launch (no words, ``--db URL`` or ``--db=URL``, the URL not looking like
    an option), its URL (``""``: the default); else ``None``, for the command line's parser."""
    if not words:
        return ""
    if len(words) == 2 and words[0] == "--db" and words[1] and not words[1].startswith("-"):
        return words[1]
    if len(words) == 1 and words[0].startswith("--db=") and len(words[0]) > len("--db="):
        return words[0][len("--db=") :]
    return None


def run_window(given: str) -> int:
    """Start the window on the database ``given`` (a URL or a file; ``""``: the default)."""
    from xcom_manager.paths import database_url, default_db_url
    from xcom_manager.ui.app import run_gui

    return run_gui(database_url(given) if given else default_db_url())
