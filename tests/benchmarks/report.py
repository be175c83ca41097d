"""The speed budgets' table: ``python -m tests.benchmarks.report FILE [MODULE...]``.

``FILE`` holds the figures the benchmarks recorded (:mod:`tests.benchmarks.budgets`, a JSON line
each); the table gives each figure with its bar, the widened bar it was held to and whether it
passed. A ``MODULE`` named after the file is one whose process failed (a crash, a failed
assertion before any budget): it is listed too, so that a module with no figure is not missed.
Exits 1 when a figure is past its widened bar.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def _rows(path: Path) -> list[dict[str, object]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def _number(value: object) -> str:
    return f"{value:.4g}" if isinstance(value, int | float) else str(value)


def _verdict(row: dict[str, object]) -> str:
    if not row["passed"]:
        return "FAILED"
    return "ok" if row["met"] else "ok (widened bar only)"


def table(rows: list[dict[str, object]]) -> list[str]:
    """One line per figure: name, figure, bar, widened bar, verdict."""
    head = ("budget", "figure", "bar", "held to", "")
    lines: list[tuple[str, ...]] = [head]
    for row in rows:
        sign = "≤" if row["lower_is_better"] else "≥"
        unit = str(row["unit"])
        verdict = _verdict(row)
        lines.append(
            (
                str(row["name"]),
                f"{_number(row['figure'])} {unit}",
                f"{sign} {_number(row['bar'])} {unit}",
                f"{sign} {_number(row['limit'])} {unit}",
                verdict,
            )
        )
    widths = [max(len(line[i]) for line in lines) for i in range(len(head))]
    return ["  ".join(c.ljust(w) for c, w in zip(line, widths, strict=True)) for line in lines]


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: python -m tests.benchmarks.report FILE [FAILED MODULE...]", file=sys.stderr)
        return 2
    rows = _rows(Path(argv[0]))
    print("\nSpeed budgets")
    for line in table(rows):
        print(line)
    failed_modules = argv[1:]
    for module in failed_modules:
        print(f"FAILED module: {module}")
    return 1 if failed_modules or not all(row["passed"] for row in rows) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
