"""The words of the players' snapshot, in the language asked for, without Qt and without the
process's display language (the LAN page serves English and Russian at once, from its own
thread).

The translations are the shipped catalogue read with the standard library
(:class:`~xcom_manager.translations.Catalogue`, as the command line reads it). The page's own
headings are marked here with ``tr_noop``; the tracker's words (statuses, sides, phases) are the
same texts the tracker shows, in the same translation contexts, so a word is translated once.
Names from data (items, slots, ranks, species) come from the ruleset in that language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from xcom_manager import paths
from xcom_manager.rules.mission.labels import BLIP
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message, Text, render, render_param, tr_noop
from xcom_manager.translations import Catalogue

__all__ = ["LABELS", "LANGUAGES", "SIDES", "STATUSES", "TIMERS", "PlayersWords"]

#: The languages a snapshot is worded in (any other is English).
LANGUAGES = ("en", "ru")

#: The headings of the players' views, by the key the views look them up with.
LABELS: Mapping[str, Text] = {
    "mission": tr_noop("Report", "Mission"),
    "turn": tr_noop("Report", "Turn"),
    "round": tr_noop("PlayersView", "Round"),
    "phase": tr_noop("PlayersView", "Phase"),
    "side": tr_noop("CharacterTableModel", "Side"),
    "name": tr_noop("CharacterTableModel", "Name"),
    "wounds": tr_noop("Report", "Wounds"),
    "health": tr_noop("PlayersView", "Health"),
    "status": tr_noop("CharacterTableModel", "Status"),
    "rank": tr_noop("Report", "Rank"),
    "kit": tr_noop("PlayersView", "Kit"),
    "slot": tr_noop("ServiceRecordDialog", "Slot"),
    "item": tr_noop("Report", "Item"),
    "charges": tr_noop("ServiceRecordDialog", "Charges"),
    "timers": tr_noop("PlayersView", "Timers"),
    "turns_left": tr_noop("PlayersView", "turns left"),
    "actions": tr_noop("PlayersView", "Actions used"),
    "reminders": tr_noop("PlayersView", "Reminders"),
    "overwatch": tr_noop("StatisticsView", "Overwatch"),
    "squad": tr_noop("Report", "Squad"),
    "map": tr_noop("MissionTexts", "Mission Map"),
    "figures": tr_noop("PlayersView", "On the table"),
    "whose_turn": tr_noop("PlayersView", "Whose Turn"),
    "no_mission": tr_noop("PlayersView", "No mission in progress"),
    "unreadable": tr_noop("PlayersView", "The mission cannot be shown now."),
    "title": tr_noop("PlayersView", "Players' display"),
}

#: A character's, a model's or a soldier's status, as the tracker and the roster word it.
STATUSES: Mapping[str, Text] = {
    "active": tr_noop("MissionTexts", "Active"),
    "down": tr_noop("MissionTexts", "Down"),
    "dead": tr_noop("MissionTexts", "Dead"),
    "mia": tr_noop("MissionTexts", "Missing"),
    "evacuated": tr_noop("MissionTexts", "Evacuated"),
    "removed": tr_noop("MissionTexts", "Removed (decoy)"),
    "exited": tr_noop("MissionTexts", "Left the map"),
    "wounded": tr_noop("MissionTexts", "Wounded"),
    "retired": tr_noop("RosterStatus", "Retired"),
}

#: The sides, as the tracker words them.
SIDES: Mapping[str, Text] = {
    "xcom": tr_noop("MissionTexts", "X-COM"),
    "aliens": tr_noop("MissionTexts", "Aliens"),
    "heroes": tr_noop("MissionTexts", "Heroes"),
}

#: What a timer counts down to (R-8 bleed-out, W-WATER-4 / R-9 aqualung).
TIMERS: Mapping[str, Text] = {
    "bleed_out": tr_noop("PlayersView", "Bleed-out"),
    "suffocation": tr_noop("PlayersView", "Aqualung"),
}

_NUMBERED = re.compile(r"^(?P<word>.+?) (?P<number>\d+)$")


@lru_cache(maxsize=4)
def _catalogue(language: str) -> Catalogue | None:
    """The shipped catalogue of ``language`` (``None``: English, or not shipped)."""
    if language == "en":
        return None
    try:
        return Catalogue.read(language, paths.translations_dir() / f"xcom_manager_{language}.qm")
    except (OSError, ValueError):
        return None


class PlayersWords:
    """Texts, messages and data names in one language."""

    def __init__(self, language: str, ruleset: Ruleset | None = None) -> None:
        self.language = language if language in LANGUAGES else "en"
        self.ruleset = ruleset
        catalogue = _catalogue(self.language)
        self._catalogue = catalogue

    def translate(self, context: str, source: str) -> str:
        catalogue = self._catalogue
        return source if catalogue is None else catalogue.translate(context, source)

    def text(self, text: Text, /, **fields: object) -> str:
        shown = self.translate(text.context, text.source)
        return shown.format(**fields) if fields else shown

    def labels(self) -> dict[str, str]:
        return {key: self.text(text) for key, text in LABELS.items()}

    def status(self, status: str) -> str:
        found = STATUSES.get(status)
        return self.text(found) if found is not None else status

    def side(self, side: str) -> str:
        found = SIDES.get(side)
        return self.text(found) if found is not None else side

    def timer(self, kind: str) -> str:
        found = TIMERS.get(kind)
        return self.text(found) if found is not None else kind

    def word(self, param: str, key: str) -> str:
        """A key the core puts into a message's parameter ``param``, as a word."""
        return render_param(param, key, self.translate)

    def message(self, message: Message) -> str:
        return render(message, self.translate)

    def data(self, kind: str, key: str) -> str:
        """The ruleset's name of ``kind`` entry ``key`` (``"items"``, ``"slots"``, ``"ranks"``)."""
        ruleset = self.ruleset
        return key if ruleset is None else ruleset.shown(kind, key, self.language)

    def label(self, stored: str, species: str | None, *, blip: bool = False) -> str:
        """A model's label as stored ("Sectoid 2", "Blip 1") in this language: the species'
        name and the same number; a Blip's token word (never what it hides)."""
        found = _NUMBERED.match(stored)
        if blip:
            if found is not None and found["word"] == BLIP.source.split(" ", 1)[0]:
                return self.text(BLIP, number=found["number"])
            return stored
        ruleset = self.ruleset
        if species is None or ruleset is None or species not in ruleset.species:
            return stored
        english = ruleset.species[species].name
        shown = self.data("species", species)
        if stored == english:
            return shown
        if found is not None and found["word"] == english:
            return f"{shown} {found['number']}"
        return stored
