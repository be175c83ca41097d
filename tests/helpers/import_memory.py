"""Run ``xcom-manager import`` in this process and print its peak memory as JSON.

``python -m tests.helpers.import_memory FILE DB_URL [--tracemalloc]``: with ``--tracemalloc``
the peak of Python's allocations during the import, else the growth of the peak resident set
(``ru_maxrss``) over what the process held after a small warm-up import (modules loaded,
migrations read) and once the target database exists.
"""

from __future__ import annotations

import json
import resource
import sys
import time
import tracemalloc


def _max_rss() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024  # kB on Linux


def main(argv: list[str]) -> int:
    file, url, *flags = argv
    # Warm up on a small file into another database: the modules, migrations and rulesets
    # loaded then are the program's, not the import's memory.
    import contextlib
    import io
    import tempfile
    from pathlib import Path

    from tests.helpers.big_documents import write_big_campaign
    from xcom_manager.cli.main import main as cli_main

    with tempfile.TemporaryDirectory() as folder:
        small = Path(folder) / "small.json"
        write_big_campaign(small, 0.05)
        with contextlib.redirect_stdout(io.StringIO()):
            cli_main(["--db", f"sqlite:///{Path(folder) / 'warm.db'}", "import", str(small)])
    # The target database made (migrated) beforehand, as a GM's database is.
    from xcom_manager.store.db import Database

    Database.open(url).close()

    traced = "--tracemalloc" in flags
    before = _max_rss()
    if traced:
        tracemalloc.start()
    start = time.perf_counter()
    status = cli_main(["--db", url, "import", file])
    seconds = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1] if traced else _max_rss() - before
    print(json.dumps({"status": status, "peak_bytes": peak, "seconds": seconds}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
