"""PySide6's check of each imported module, made cheaper (``ui/pyside_imports.py``): the same
answers as PySide's own, installed once ``ui/app.py`` is imported."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import ModuleType

from xcom_manager.ui import pyside_imports

ROOT = Path(__file__).resolve().parents[2]


def _inspecting_check(module: ModuleType) -> bool:
    """PySide's own way: the module's source through ``inspect``."""
    import inspect

    try:
        return "PySide6" in inspect.getsource(module)
    except (TypeError, OSError, SyntaxError):
        return False


def test_the_cheaper_check_answers_as_pyside_s_own_for_every_loaded_module() -> None:
    import xcom_manager.ui.app  # noqa: F401 - modules that use PySide, and some that do not

    modules = [m for m in list(sys.modules.values()) if isinstance(m, ModuleType)]
    answers = {m.__name__: pyside_imports.uses_pyside(m, _inspecting_check) for m in modules}
    assert answers == {m.__name__: _inspecting_check(m) for m in modules}
    assert answers["xcom_manager.ui.main_window"] and not answers["xcom_manager.store.peek"]


def test_importing_the_gui_installs_it_and_pyside_marks_the_modules_the_same() -> None:
    code = (
        "import sys\n"
        "import xcom_manager.ui.app\n"
        "feature = sys.modules['shibokensupport.feature']\n"
        "print(feature._mod_uses_pyside.__module__)\n"
        "marks = feature.pyside_feature_dict\n"
        "print(marks['xcom_manager.ui.main_window'], marks['xcom_manager.ui.common.placeholder'])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    hook, marks = done.stdout.splitlines()
    assert hook == "xcom_manager.ui.pyside_imports"
    assert marks == "0 0"  # 0: uses PySide (-1 would be: ignored by its feature switches)
