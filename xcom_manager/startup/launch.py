"""The ``xcom-manager`` command and ``python -m xcom_manager``: a plain launch of the window
(no words, or only ``--db URL``) goes straight to the window, importing nothing of the command
line (its commands, their words, argparse); anything else goes to
:func:`xcom_manager.cli.main.main`.

The window's launch is benchmarked (``tests/benchmarks/test_launch_bench.py``): this module
imports only the standard library.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from xcom_manager.startup.window_start import run_window, window_only

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the window or the command line; returns the exit status."""
    words = list(argv) if argv is not None else sys.argv[1:]
    window_db = window_only(words)
    if window_db is not None:
        return run_window(window_db)
    from xcom_manager.cli.main import main as command_line

    return command_line(words)
