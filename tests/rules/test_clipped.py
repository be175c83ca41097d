"""A user's value in a message is shown on one line and cut short (``clipped``, ``shown``, and
every message rendered from a key and its parameters), while the message keeps it whole."""

from __future__ import annotations

from pathlib import Path

from xcom_manager.rules.errors import PATH_SHOWN_MAX, SHOWN_MAX, clipped, shown
from xcom_manager.rules.mission import texts as _mission_texts  # noqa: F401 - its templates
from xcom_manager.rules.texts import Message, english


def test_a_short_value_is_shown_as_it_is() -> None:
    assert clipped("Anna Nowak") == "Anna Nowak"
    assert clipped("Paweł Kozłowski") == "Paweł Kozłowski"
    assert shown("land") == "'land'"


def test_a_huge_value_keeps_its_start_and_its_end_around_an_ellipsis() -> None:
    value = "start" + "x" * 10_000 + "the_end"
    seen = clipped(value)
    assert len(seen) == SHOWN_MAX
    assert seen.startswith("startxxx") and seen.endswith("xxxthe_end")
    assert "\u2026" in seen
    quoted = shown(value)
    assert len(quoted) <= SHOWN_MAX
    assert quoted.startswith("'startxx") and quoted.endswith("the_end'")


def test_a_path_keeps_its_file_name_and_may_be_longer_than_a_name() -> None:
    path = Path("/home/gm/" + "campaigns/" * 40 + "dawn.json")
    seen = clipped(path, PATH_SHOWN_MAX)
    assert len(seen) == PATH_SHOWN_MAX
    assert seen.startswith("/home/gm/campaigns/") and seen.endswith("/dawn.json")


def test_control_and_format_characters_are_made_visible_never_printed_raw() -> None:
    value = "Anna\nNowak\x1b[31m\u202egnp.exe\u200b\u2028"
    seen = clipped(value)
    assert seen == "Anna\\x0aNowak\\x1b[31m\\u202egnp.exe\\u200b\\u2028"
    assert seen.isprintable()
    many_lines = clipped("line\n" * 5_000)
    assert "\n" not in many_lines and len(many_lines) == SHOWN_MAX
    escapes = clipped("\x1b" * 500)  # the escapes themselves are cut too
    assert len(escapes) == SHOWN_MAX and escapes.isprintable()


def test_a_rendered_message_cuts_the_value_and_the_message_keeps_it_whole() -> None:
    name = "N" * 10_000
    message = Message.of("mission_event", type=name)  # a damaged or hostile event's type
    text = english(message)
    assert text.startswith("Event of type NNN") and text.endswith("NNN.")
    assert len(text) == len("Event of type .") + SHOWN_MAX
    assert message.param("type") == name  # what is stored (an event, an audit row) is whole
    assert Message.from_json(message.to_json()).param("type") == name


def test_a_multiline_parameter_renders_on_one_line() -> None:
    text = english(Message.of("mission_event", type="jump\nxcom-manager: all good"))
    assert text == "Event of type jump\\x0axcom-manager: all good."


def test_the_gms_own_note_is_shown_whole_in_the_log() -> None:
    note = "The squad waits by the river.\n" * 20
    assert english(Message.of("mission_noted", text=note)) == "Note: " + note
