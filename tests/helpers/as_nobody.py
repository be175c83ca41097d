"""Running the app as another user, for files that user may read but not write.

The tests run as root, and root ignores a file's mode: a file of mode 0444 is written all the
same. To see what a user who cannot write a file sees, the app is run in a child process as the
user ``nobody`` (``runuser``), on files made by root in a folder of its own (:class:`Nobody`).
A test needing it is skipped, saying why, only where ``runuser`` is missing or the tests do not
run as root.

``nobody`` must reach the interpreter, the checkout and the files: the folders on their way are
given the search right for others (``o+x``: a name known may be opened, nothing is listed)
where they lack it. That right is left in place, as a test may run beside another using it.
"""

from __future__ import annotations

import os
import pwd
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

__all__ = ["CHECKOUT", "Nobody", "as_nobody", "unwritable"]

CHECKOUT = Path(__file__).resolve().parents[2]
USER = "nobody"


def _searchable(folder: Path) -> None:
    """``folder`` and every folder above it searchable by others."""
    for each in (folder, *folder.parents):
        mode = each.stat().st_mode
        if not mode & stat.S_IXOTH:
            os.chmod(each, stat.S_IMODE(mode) | stat.S_IXOTH)


class Nobody:
    """Runs the app as ``nobody`` with its own home (settings, backups) under ``root``."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.home = root / "home"
        self.home.mkdir()
        runtime = self.home / "runtime"
        runtime.mkdir()
        user = pwd.getpwnam(USER)
        for folder in (self.home, runtime):
            os.chown(folder, user.pw_uid, user.pw_gid)
        runtime.chmod(0o700)
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(self.home),
            "XDG_DATA_HOME": str(self.home / "data"),
            "XDG_CONFIG_HOME": str(self.home / "config"),
            "XDG_CACHE_HOME": str(self.home / "cache"),
            "XDG_RUNTIME_DIR": str(runtime),
            "PYTHONPATH": str(CHECKOUT),
            "QT_QPA_PLATFORM": "offscreen",
            "LANG": "C.UTF-8",
        }

    def give(self, path: Path) -> Path:
        """``path`` (a file or folder under :attr:`root`) owned by ``nobody``."""
        user = pwd.getpwnam(USER)
        os.chown(path, user.pw_uid, user.pw_gid)
        return path

    def run(
        self, *args: str, env: dict[str, str] | None = None, timeout: float = 180
    ) -> subprocess.CompletedProcess[str]:
        """``python ARGS`` as ``nobody`` in :attr:`root`; its exit status and output."""
        runuser = shutil.which("runuser")
        assert runuser is not None
        given = _pairs({**self.env, **(env or {})})
        return subprocess.run(
            [runuser, "-u", USER, "--", "env", "-i", *given, sys.executable, *args],
            cwd=self.root,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )

    def app(self, url: str, *words: str) -> subprocess.CompletedProcess[str]:
        """``xcom-manager --db URL WORDS`` as ``nobody``."""
        return self.run("-m", "xcom_manager", "--db", url, *words)


def _pairs(env: dict[str, str]) -> list[str]:
    return [f"{key}={value}" for key, value in env.items()]


@contextmanager
def as_nobody() -> Iterator[Nobody]:
    """A :class:`Nobody` with a folder of its own (removed afterwards); the test is skipped,
    saying why, where ``runuser`` is missing or the tests do not run as root."""
    if shutil.which("runuser") is None:
        pytest.skip("runuser is not installed: the app cannot be run as another user here")
    if os.geteuid() != 0:
        pytest.skip("only root may run the app as another user (runuser)")
    try:
        pwd.getpwnam(USER)
    except KeyError:
        pytest.skip(f"there is no user {USER!r} to run the app as")
    for needed in (Path(sys.executable).resolve().parent, CHECKOUT, Path(sys.prefix)):
        _searchable(needed)
    root = Path(tempfile.mkdtemp(prefix="xcom-nobody-"))
    root.chmod(0o755)
    try:
        yield Nobody(root)
    finally:
        shutil.rmtree(root, ignore_errors=True)


@contextmanager
def unwritable(path: Path) -> Iterator[Path]:
    """``path`` made immutable (``chattr +i``) for the block: not even root may write it, nor
    replace or remove it. Skipped, saying why, where the file system does not allow it."""
    if shutil.which("chattr") is None:
        pytest.skip("chattr is not installed: a file cannot be made immutable here")
    done = subprocess.run(["chattr", "+i", str(path)], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot make {path} immutable here: {done.stderr.strip() or 'no chattr'}")
    try:
        yield path
    finally:
        subprocess.run(["chattr", "-i", str(path)], capture_output=True, check=False)
