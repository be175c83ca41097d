"""A non-editable build installs and runs from any directory, finding resources/ and database/.

The wheel is built from a copy of the source (no build isolation: no network needed) and
installed with ``--target`` into a temp folder that is put first on ``PYTHONPATH``; the
dependencies come from the test's own environment. The installed app then creates the demo
campaign in a fresh SQLite file — which needs the bundled rulesets and the Alembic migrations
from inside the wheel — and exports it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CHECKOUT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.slow


def _run(args: list[str], *, cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, f"{args} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("install")
    source = base / "src"
    source.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.db*")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(CHECKOUT / name, source / name)
    for name in ("xcom_manager", "resources", "database"):
        shutil.copytree(CHECKOUT / name, source / name, ignore=ignore)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    _run(
        [*pip, "wheel", "--no-deps", "--no-build-isolation", "-w", str(base / "dist"), "."],
        cwd=source,
    )
    wheels = list((base / "dist").glob("xcom_manager-*.whl"))
    assert len(wheels) == 1
    site = base / "site"
    _run([*pip, "install", "--no-deps", "--target", str(site), str(wheels[0])], cwd=base)
    return site


def _env(site: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(site)
    env.pop("XCOM_DB_URL", None)
    return env


def test_installed_package_finds_its_data_outside_the_checkout(
    installed: Path, tmp_path: Path
) -> None:
    probe = (
        "import json, xcom_manager, xcom_manager.paths as p;"
        "print(json.dumps({'package': xcom_manager.__file__,"
        " 'resources': str(p.resources_dir()), 'database': str(p.database_dir()),"
        " 'rulesets': sorted(x.name for x in p.rulesets_dir().glob('*.toml')),"
        " 'migrations': sorted(x.name for x in (p.database_dir() / 'versions').glob('0*.py'))}))"
    )
    found = json.loads(_run([sys.executable, "-c", probe], cwd=tmp_path, env=_env(installed)))
    assert Path(found["package"]).is_relative_to(installed)
    assert Path(found["resources"]).is_relative_to(installed)
    assert Path(found["database"]).is_relative_to(installed)
    assert {"wargame.toml", "boardgame.toml"} <= set(found["rulesets"])
    assert found["migrations"], "the wheel carries no migrations"


def test_installed_app_makes_and_exports_the_demo(installed: Path, tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'installed.db'}"
    env = _env(installed)
    _run([sys.executable, "-m", "xcom_manager", "--db", db, "demo"], cwd=tmp_path, env=env)
    out = tmp_path / "export.json"
    _run(
        [sys.executable, "-m", "xcom_manager", "--db", db, "export", "--out", str(out)],
        cwd=tmp_path,
        env=env,
    )
    exported = json.loads(out.read_text(encoding="utf-8"))
    assert len(exported["soldiers"]) >= 12


def test_every_package_is_listed_for_the_wheel() -> None:
    """``[tool.setuptools] packages`` lists packages one by one: a sub-package left out is
    missing from the wheel (and its import fails only in an installed build)."""
    import tomllib

    config = tomllib.loads((CHECKOUT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(CHECKOUT).parts)
        for init in (CHECKOUT / "xcom_manager").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert found - listed == set(), "add these packages to pyproject.toml"
