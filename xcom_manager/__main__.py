"""``python -m xcom_manager``: the same as the ``xcom-manager`` command."""

from __future__ import annotations

from xcom_manager.startup.launch import main

if __name__ == "__main__":
    raise SystemExit(main())
