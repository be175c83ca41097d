"""Issue 14 item 4: the aliens' and Blips' labels a mission's setup stored in English are shown
in the display language, composed from the species key and the stored number (MIS-9); a label
of an unknown species is shown as stored."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.helpers.rulesets import BOARDGAME_PATH, WARGAME_PATH
from xcom_manager.rules.language import set_display_language, set_translate
from xcom_manager.rules.mission.labels import relabel, shown_label, shown_labels
from xcom_manager.rules.ruleset import load_ruleset
from xcom_manager.rules.texts import Message


@pytest.fixture
def russian() -> Iterator[None]:
    set_display_language("ru")
    set_translate(lambda context, source: {"Blip {number}": "Сигнал {number}"}.get(source, source))
    try:
        yield
    finally:
        set_display_language("en")
        set_translate(None)


@pytest.mark.usefixtures("russian")
def test_species_labels_are_composed_in_the_display_language() -> None:
    ruleset = load_ruleset(WARGAME_PATH)
    russian = ruleset.shown("species", "sectoid")
    assert russian != "Sectoid"
    assert shown_label(ruleset, "Sectoid", "sectoid") == russian
    assert shown_label(ruleset, "Sectoid 2", "sectoid") == f"{russian} 2"
    # Not the species' English name, or a species the ruleset no longer has: as stored.
    assert shown_label(ruleset, "Grey 2", "sectoid") == "Grey 2"
    assert shown_label(ruleset, "Zombie 1", "zombie") == "Zombie 1"
    assert shown_label(ruleset, "Sectoid 2", None) == "Sectoid 2"


@pytest.mark.usefixtures("russian")
def test_blips_and_messages_are_relabelled() -> None:
    ruleset = load_ruleset(BOARDGAME_PATH)
    assert shown_label(ruleset, "Blip 3", "sectoid", blip=True) == "Сигнал 3"
    assert shown_label(ruleset, "Decoy", None, blip=True) == "Decoy"
    labels = shown_labels(ruleset, [("Sectoid 1", "sectoid", False), ("Blip 2", None, True)])
    message = Message.of("x", model="Sectoid 1", names="Blip 2, Ann Lee", turn=2)
    shown = relabel(message, labels)
    russian = ruleset.shown("species", "sectoid")
    assert shown.param("model") == f"{russian} 1"
    assert shown.param("names") == "Сигнал 2, Ann Lee"
    assert shown.param("turn") == 2


def test_english_shows_the_stored_labels() -> None:
    ruleset = load_ruleset(BOARDGAME_PATH)
    assert shown_label(ruleset, "Sectoid 2", "sectoid") == "Sectoid 2"
    assert shown_label(ruleset, "Blip 3", None, blip=True) == "Blip 3"
    assert shown_labels(ruleset, [("Sectoid 2", "sectoid", False)]) == {}
