#!/usr/bin/env bash
# One entry point for a fresh clone:
#   ./manage.sh run [ARGS...]   set everything up, then start xcom_manager (embedded SQLite default)
#   ./manage.sh test [PYTEST ARGS...]
#                               set everything up (and, as root, the PostgreSQL server the
#                               tests start themselves, and Chromium for the players' page), then
#                               ruff, mypy and the whole test suite
#   ./manage.sh bench [--quick] set everything up, then run the benchmarks (tests/benchmarks),
#                               each module in its own process, and print every budget's figure
#                               with its bar in one table; --quick: few rounds, every bar
#                               widened by XCOM_BENCH_WIDEN (default 1.5)
#   ./manage.sh setup           only set up (system packages when root, .venv, Python packages)
#
# Set-up is idempotent and quick when nothing changed: system packages are installed only when
# missing (as root, with apt-get), and the virtual environment .venv is (re)installed only when
# pyproject.toml or constraints.txt changed since the last install.
set -euo pipefail

cd "$(dirname "$(readlink -f "$0")")"
VENV="${XCOM_VENV:-.venv}"
PYTHON="${PYTHON:-python3}"

# Libraries Qt needs to start without a screen (tests: offscreen platform) ...
QT_HEADLESS_PACKAGES=(libegl1 libgl1 libfontconfig1 libglib2.0-0 libdbus-1-3 libxkbcommon0)
# ... and to show a real window on an X display (xcb platform).
QT_WINDOW_PACKAGES=(libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0
    libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libxcb-randr0 libxcb-xinerama0 libxcb-xfixes0)

# The PostgreSQL server the tests start on their own (initdb/pg_ctl on 127.0.0.1, as the
# postgres user): the store and services tests run on it as well as on SQLite.
POSTGRES_TEST_PACKAGES=(postgresql)
# The browser the tests of the players' live page drive headless (Playwright's Python API with
# this system Chromium: no browser is downloaded).
BROWSER_TEST_PACKAGES=(chromium)
# The X server of two screens (a laptop's and a TV's) the players' display test runs the window
# on, with the xcb platform's libraries above.
X_TEST_PACKAGES=(xvfb xauth)

say() { printf '[manage] %s\n' "$*" >&2; }

missing_packages() {
    local pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' \
            || printf '%s\n' "$pkg"
    done
}

ensure_system_packages() {
    command -v dpkg-query >/dev/null 2>&1 || return 0  # not a Debian-like system: nothing to do
    local wanted=("${QT_HEADLESS_PACKAGES[@]}")
    [ "${1:-}" = window ] && wanted+=("${QT_WINDOW_PACKAGES[@]}")
    [ "${1:-}" = test ] && wanted+=("${POSTGRES_TEST_PACKAGES[@]}" "${BROWSER_TEST_PACKAGES[@]}" \
        "${X_TEST_PACKAGES[@]}" "${QT_WINDOW_PACKAGES[@]}")
    command -v "$PYTHON" >/dev/null 2>&1 || wanted+=(python3)
    if ! "$PYTHON" -c 'import venv, ensurepip' >/dev/null 2>&1; then
        wanted+=(python3-venv)
    fi
    local missing
    mapfile -t missing < <(missing_packages "${wanted[@]}")
    [ "${#missing[@]}" -eq 0 ] && return 0
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        say "installing system packages: ${missing[*]}"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
        say "warning: missing system packages (install them as root): ${missing[*]}"
    fi
}

ensure_venv() {
    local stamp="$VENV/.xcom-installed"
    local want
    want="$(cat pyproject.toml constraints.txt | sha256sum | cut -d' ' -f1)"
    if [ -x "$VENV/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
        return 0
    fi
    if [ ! -x "$VENV/bin/python" ]; then
        say "creating virtual environment $VENV"
        "$PYTHON" -m venv "$VENV"
    fi
    say "installing Python packages into $VENV (pinned by constraints.txt)"
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check --upgrade pip
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check \
        -c constraints.txt -e ".[test]"
    printf '%s\n' "$want" > "$stamp"
}

command="${1:-}"
[ $# -gt 0 ] && shift
case "$command" in
    run)
        ensure_system_packages window
        ensure_venv
        exec "$VENV/bin/xcom-manager" "$@"
        ;;
    test)
        ensure_system_packages test
        ensure_venv
        say "ruff"
        "$VENV/bin/ruff" check .
        "$VENV/bin/ruff" format --check .
        say "mypy"
        "$VENV/bin/mypy"
        # One worker per core (pytest-xdist): each worker starts its own PostgreSQL server.
        # XCOM_TEST_WORKERS=0 runs in one process.
        say "pytest"
        exec "$VENV/bin/python" -m pytest -n "${XCOM_TEST_WORKERS:-auto}" "$@"
        ;;
    bench)
        ensure_system_packages
        ensure_venv
        if [ "${1:-}" = --quick ]; then
            shift
            export XCOM_BENCH_QUICK=1 XCOM_BENCH_WIDEN="${XCOM_BENCH_WIDEN:-1.5}"
        fi
        report="$(mktemp)"
        export XCOM_BENCH_REPORT="$report"
        # One process per benchmark module: what one module leaves behind (a million-row log,
        # hidden views, garbage for the collector) must not weigh on the next one's timings.
        failed=()
        for module in tests/benchmarks/test_*.py; do
            say "benchmark $module"
            "$VENV/bin/python" -m pytest "$module" --benchmark-only "$@" || failed+=("$module")
        done
        status=0
        "$VENV/bin/python" -m tests.benchmarks.report "$report" "${failed[@]}" || status=1
        rm -f "$report"
        exit "$status"
        ;;
    setup)
        ensure_system_packages window
        ensure_venv
        ;;
    *)
        echo "usage: ./manage.sh run|test|bench [--quick]|setup [ARGS...]" >&2
        exit 2
        ;;
esac
