"""Issue 13, item 7: hostile campaign files. Each is refused with one clear line on standard
error, no traceback, exit 1, and the database file is left byte for byte as it was."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.documents import soldier_entry
from xcom_manager.cli.main import main
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import ImportFormatError
from xcom_manager.services.exchange.reading import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    nesting_depth,
    parse_campaign_json,
)
from xcom_manager.store.db import Database


def _url(path: Path) -> str:
    return f"sqlite:///{path}"


def _document(
    soldiers: list[dict[str, Any]] | None = None, name: str = "Hostile"
) -> dict[str, Any]:
    return {
        "format": "xcom_manager.campaign",
        "format_version": 3,
        "campaign": {"name": name, "ruleset_id": "wargame", "notes": ""},
        "soldiers": soldiers if soldiers is not None else [soldier_entry("Ann Smith")],
    }


@pytest.fixture
def database(tmp_path: Path) -> Path:
    """A database with one campaign in it (the one a refused import must leave alone)."""
    path = tmp_path / "campaign.db"
    with Database.open(_url(path)) as db:
        CampaignService(db).import_campaign(_document(name="Existing"))
    return path


def _digest(path: Path) -> str:
    return "".join(
        hashlib.sha256(part.read_bytes()).hexdigest()
        for part in sorted(path.parent.glob(path.name + "*"))
    )


def _refused(
    database: Path, text: str | bytes, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> str:
    """Import ``text``; check the refusal (exit 1, one line, nothing written); its line."""
    source = tmp_path / "hostile.json"
    if isinstance(text, str):
        source.write_text(text, encoding="utf-8")
    else:
        source.write_bytes(text)
    before = _digest(database)
    assert main(["--db", _url(database), "import", str(source)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert lines[0].startswith("xcom-manager: error: ")
    assert "Traceback" not in captured.err
    assert _digest(database) == before
    return lines[0]


def test_a_deeply_nested_file_is_refused_by_its_depth(
    database: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    line = _refused(database, "[" * 100_000 + "]" * 100_000, capsys, tmp_path)
    assert (
        f"nests lists and objects 100,000 deep; a campaign file nests at most {MAX_DEPTH}" in line
    )


def test_a_nesting_just_past_the_limit_is_refused(
    database: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    document = _document()
    document["campaign"]["notes"] = "[[[[ brackets in a text do not count ]]]]"
    deep: Any = []
    for _ in range(MAX_DEPTH):
        deep = [deep]
    document["soldiers"][0]["notes"] = deep
    line = _refused(database, json.dumps(document), capsys, tmp_path)
    assert f"nests lists and objects {MAX_DEPTH + 4} deep" in line  # document > soldiers > soldier


def test_a_5000_digit_number_is_refused(
    database: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = json.dumps(_document()).replace('"kills": 0', '"kills": ' + "9" * 5000)
    line = _refused(database, text, capsys, tmp_path)
    assert "a number has 5,000 digits; the most a campaign file may hold is 20" in line


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused(
    constant: str, database: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = json.dumps(_document()).replace('"kills": 0', f'"kills": {constant}')
    assert f"{constant} is not a number JSON allows" in _refused(database, text, capsys, tmp_path)


def test_a_huge_float_is_refused(
    database: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = json.dumps(_document()).replace('"kills": 0', '"kills": 1e999')
    assert "the number 1e999 is too large" in _refused(database, text, capsys, tmp_path)


def test_a_duplicate_soldiers_key_is_refused_naming_it(
    database: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Before issue 13 the second, empty list won: 0 soldiers imported, exit 0."""
    text = json.dumps(_document())[:-1] + ', "soldiers": []}'
    line = _refused(database, text, capsys, tmp_path)
    assert 'the key "soldiers" is given twice in one object' in line


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(
    database: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source = tmp_path / "huge.json"
    with source.open("wb") as stream:  # sparse: no disk used
        stream.truncate(MAX_FILE_BYTES + 1)
    before = _digest(database)
    assert main(["--db", _url(database), "import", str(source)]) == 1
    err = capsys.readouterr().err
    assert "the largest campaign file read is 128.0 MB" in err and err.count("\n") == 1
    assert _digest(database) == before


def test_a_file_that_is_not_utf8_is_refused(
    database: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    line = _refused(database, b'{"format": "\xff"}', capsys, tmp_path)
    assert "is not UTF-8 text (byte 12 is 0xff)" in line


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("Ann\x00Smith", "\\x00"),
        ("Ann\nSmith", "\\x0a"),
        ("Ann \x1b[31mRed", "\\x1b"),
        ("Ann \u202eevil", "\\u202e"),
        ("Ann \ud800", "\\ud800"),
    ],
)
def test_a_name_with_control_characters_is_refused_and_shown_escaped(
    name: str, shown: str, database: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = json.dumps(_document([soldier_entry(name)]))  # ASCII: the surrogate as \ud800
    line = _refused(database, text, capsys, tmp_path)
    assert f"soldiers[0].name: must not contain control characters (found {shown})" in line
    assert "\x1b" not in line and "\x00" not in line and "\u202e" not in line


def test_a_campaign_name_with_a_terminal_escape_is_refused(
    database: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    line = _refused(database, json.dumps(_document(name="\x1b]0;owned\x07")), capsys, tmp_path)
    assert "campaign.name: must not contain control characters (found \\x1b, \\x07)" in line


def test_notes_keep_their_line_breaks(database: Path, tmp_path: Path) -> None:
    document = _document()
    document["campaign"]["notes"] = "first line\nsecond line\tand a tab"
    with Database.open(_url(database)) as db:
        info = CampaignService(db).import_campaign(document)
        exported = CampaignService(db).export_campaign(info.id)
    assert exported["campaign"]["notes"] == "first line\nsecond line\tand a tab"


def test_campaigns_prints_a_stored_bad_name_escaped(
    database: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A name that an older version let in is printed with its escapes, never raw."""
    import sqlite3

    with sqlite3.connect(database) as connection:
        connection.execute("UPDATE campaign SET name = ?", ("Evil\x1b[2J\nname",))
    connection.close()
    assert main(["--db", _url(database), "campaigns"]) == 0
    out = capsys.readouterr().out
    assert "Evil\\x1b[2J\\x0aname" in out and "\x1b" not in out
    assert out.count("\n") == 1


def test_nesting_depth_ignores_brackets_in_strings_and_escapes() -> None:
    assert nesting_depth(b'{"a": "[[[{{{", "b": ["\\"[[", "\\\\"], "c": {}}') == 2
    assert nesting_depth(b'"]]]]" [[["x"]]]') == 3
    assert nesting_depth(b"[]" * 10) == 1
    assert nesting_depth(b"") == 0


_JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=3), children, max_size=3)
    ),
    max_leaves=40,
)


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(value=_JSON_VALUES, depth=st.integers(0, 60), wrapper=st.sampled_from("[{"))
def test_any_json_is_refused_cleanly_or_parsed(value: Any, depth: int, wrapper: str) -> None:
    """Whatever the nesting, size or numbers: a value or an ImportFormatError, nothing else;
    and the depth the scan finds is the depth of the value."""
    text = json.dumps(value)
    for _ in range(depth):
        text = f"[{text}]" if wrapper == "[" else f'{{"k": {text}}}'
    try:
        parsed = parse_campaign_json(text.encode(), "the file")
    except ImportFormatError as error:
        assert str(error).startswith("the campaign file is not valid: the file ")
    else:
        assert json.dumps(parsed) == text


@settings(max_examples=200)
@given(
    st.binary(max_size=200) | st.text(alphabet='[]{}"\\:,0123456789.eE-ntrufals ').map(str.encode)
)
def test_any_bytes_are_refused_cleanly_or_parsed(raw: bytes) -> None:
    with contextlib.suppress(ImportFormatError):
        parse_campaign_json(raw, "the file")


@settings(max_examples=100)
@given(key=st.text(max_size=4), first=st.integers(-9999, 9999), second=st.integers(-9999, 9999))
def test_a_duplicate_key_anywhere_is_refused(key: str, first: int, second: int) -> None:
    quoted = json.dumps(key)
    text = f'{{"x": [{{{quoted}: {first}, {quoted}: {second}}}]}}'
    with pytest.raises(ImportFormatError, match="is given twice in one object"):
        parse_campaign_json(text.encode(), "the file")


@pytest.mark.parametrize("kind", ["fifo", "device", "folder"])
def test_a_file_that_is_no_regular_file_is_refused_without_reading_it(
    database: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path, kind: str
) -> None:
    """A pipe would block the import for ever and /dev/zero never end: refused at once."""
    if kind == "fifo":
        source = tmp_path / "pipe.json"
        os.mkfifo(source)
    elif kind == "device":
        source = Path("/dev/zero")
    else:
        source = tmp_path / "folder.json"
        source.mkdir()
    before = _digest(database)
    assert main(["--db", _url(database), "import", str(source)]) == 1
    captured = capsys.readouterr()
    assert "is not a file (a folder, a device or a pipe)" in captured.err
    assert len(captured.err.splitlines()) == 1 and "Traceback" not in captured.err
    assert _digest(database) == before
