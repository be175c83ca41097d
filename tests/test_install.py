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
import zipfile
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
    _check_wheel_carries_every_data_file(wheels[0])
    site = base / "site"
    _run([*pip, "install", "--no-deps", "--target", str(site), str(wheels[0])], cwd=base)
    return site


def _check_wheel_carries_every_data_file(wheel: Path) -> None:
    """Every file git keeps under resources/ and database/ is in the wheel, where paths.py looks
    for it (a map left out made the installed board game demo empty)."""
    tracked = subprocess.run(
        ["git", "ls-files", "resources", "database"],
        cwd=CHECKOUT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert tracked, "git lists no data files"
    inside = {"resources": "xcom_manager/_resources", "database": "xcom_manager/_database"}
    expected = {inside[name.split("/", 1)[0]] + "/" + name.split("/", 1)[1] for name in tracked}
    with zipfile.ZipFile(wheel) as archive:
        shipped = set(archive.namelist())
    assert expected - shipped == set(), "pyproject.toml leaves these files out of the wheel"


def _env(site: Path, home: Path | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(site)
    env.pop("XCOM_DB_URL", None)
    if home is not None:  # the user's folders (settings, backups, own maps) kept apart
        for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
            env[name] = str(home / name.lower())
    return env


def _app(site: Path, cwd: Path, *args: str) -> str:
    return _run([sys.executable, "-m", "xcom_manager", *args], cwd=cwd, env=_env(site, cwd))


@pytest.mark.parametrize("ruleset", ["wargame", "boardgame"])
def test_both_installed_demos_have_their_missions(
    installed: Path, tmp_path: Path, ruleset: str
) -> None:
    db = f"sqlite:///{tmp_path / 'installed.db'}"
    _app(installed, tmp_path, "--db", db, "demo", "--ruleset", ruleset)
    missions = _app(installed, tmp_path, "--db", db, "mission", "list").splitlines()
    assert len(missions) == 2, missions
    for mission_id in (row.split("\t")[0] for row in missions):
        state = json.loads(_app(installed, tmp_path, "--db", db, "mission", "replay", mission_id))
        assert state["seq"] > 0
    report = tmp_path / "mission.pdf"
    _app(installed, tmp_path, "--db", db, "report", "mission", "1", "--out", str(report))
    assert report.read_bytes().startswith(b"%PDF")


def test_the_installed_window_opens_offscreen(installed: Path, tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'installed.db'}"
    _app(installed, tmp_path, "--db", db, "demo")
    env = dict(_env(installed, tmp_path), QT_QPA_PLATFORM="offscreen", XCOM_LAUNCH_PROBE="ready")
    out = _run([sys.executable, "-m", "xcom_manager", "--db", db], cwd=tmp_path, env=env)
    assert "xcom-launch-probe loaded" in out and "xcom-launch-probe ready" in out


def test_a_demo_without_its_maps_is_refused_and_writes_nothing(
    installed: Path, tmp_path: Path
) -> None:
    site = tmp_path / "site"
    shutil.copytree(installed, site)
    for map_file in (site / "xcom_manager" / "_resources" / "maps").glob("*.json"):
        map_file.unlink()
    db = f"sqlite:///{tmp_path / 'broken.db'}"
    done = subprocess.run(
        [sys.executable, "-m", "xcom_manager", "--db", db, "demo", "--ruleset", "boardgame"],
        cwd=tmp_path,
        env=_env(site, tmp_path),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert "board game demo cannot be made" in done.stderr and "farmhouse" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "broken.db").exists()  # refused before the database was created


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
