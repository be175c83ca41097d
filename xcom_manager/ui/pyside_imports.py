"""PySide6's check of every imported module, made cheaper.

Once PySide6 is loaded it looks at every module imported after it, to know whether the module
uses PySide (for its ``__feature__`` switches, PYSIDE-2029): ``shibokensupport.feature`` reads the
module's source with ``inspect.getsource`` (linecache, the tokenizer's encoding detection) and
looks for the text ``PySide6`` in it. That is ~0.2 ms a module: ~20 ms for the hundred modules
up to the launch's roster, ~70 ms more for SQLAlchemy, Alembic and the services after it.

:func:`install` (run on this module's import, right after PySide6's, by ``ui/app.py``) puts a
check with the same answer in its place: the bytes of the module's ``.py`` file searched for
``b"PySide6"``. Anything else (no ``__file__``, a file that is not ``.py`` or cannot be read) is
left to PySide's own check. If PySide6 no longer has that hook, nothing is changed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

import PySide6.QtCore  # noqa: F401 - loads shibokensupport.feature, whose check is replaced

__all__ = ["install", "uses_pyside"]

_FEATURE_MODULE = "shibokensupport.feature"
_HOOK = "_mod_uses_pyside"


def uses_pyside(module: ModuleType, fallback: Callable[[ModuleType], bool]) -> bool:
    """Whether the source of ``module`` mentions PySide6 (``fallback`` decides for a module
    without a readable ``.py`` file)."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            pass
    return fallback(module)


def install() -> bool:
    """Replace PySide's module check with :func:`uses_pyside`; returns whether it was done."""
    feature = sys.modules.get(_FEATURE_MODULE)
    original = getattr(feature, _HOOK, None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "__module__", None) == __name__:
        return True  # done already

    def check(module: ModuleType) -> bool:
        return uses_pyside(module, original)

    check.__module__ = __name__
    setattr(feature, _HOOK, check)
    return True


install()
