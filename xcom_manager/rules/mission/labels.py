"""The labels a mission shows for its aliens and Blips, in the display language.

A mission's setup names its aliens from the ruleset's English names and numbers them
("Sectoid 2", "Blip 3", MIS-9); the recorded setup keeps those labels, as facts do. The label
shown is composed when it is shown: the species' name in the display language
(:meth:`Ruleset.shown`) and the same number. A label not of that form (a species the ruleset no
longer has, a label an older version wrote) is shown as it is stored.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace

from xcom_manager.rules.errors import RulesError, shown, text
from xcom_manager.rules.language import translated
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message, tr_noop

__all__ = ["BLIP", "mission_labels", "relabel", "shown_label", "shown_labels"]

#: The label of the ``{number}``-th Blip token (B-SETUP), as the board game's setup writes it.
BLIP = tr_noop("MissionLabels", "Blip {number}")

_NUMBERED = re.compile(r"^(?P<word>.+?) (?P<number>\d+)$")


def shown_label(ruleset: Ruleset, stored: str, species: str | None, blip: bool = False) -> str:
    """The label of a model stored as ``stored`` (of ``species``; ``blip`` for a Blip token)
    in the display language."""
    text("a model's stored label", stored)
    if species is not None:
        text("a model's species", species)
    found = _NUMBERED.match(stored)
    if blip:
        if found is not None and found["word"] == BLIP.source.split(" ", 1)[0]:
            return translated(BLIP.context, BLIP.source).format(number=found["number"])
        return stored
    if species is None or species not in ruleset.species:
        return stored
    english = ruleset.species[species].name
    shown = ruleset.shown("species", species)
    if stored == english:
        return shown
    if found is not None and found["word"] == english:
        return f"{shown} {found['number']}"
    return stored


def shown_labels(
    ruleset: Ruleset, models: Iterable[tuple[str, str | None, bool]]
) -> Mapping[str, str]:
    """``{stored label: shown label}`` of ``models`` (stored label, species, is a Blip), only
    where the two differ."""
    given: object = models
    if isinstance(given, str | bytes) or not isinstance(given, Iterable):
        raise RulesError(
            f"the models must be a list of (label, species, is a Blip), not {shown(models)}"
        )
    labels: dict[str, str] = {}
    for model in models:
        if not isinstance(model, tuple) or len(model) != 3:
            raise RulesError(f"a model must be (label, species, is a Blip), not {shown(model)}")
        stored, species, blip = model
        label = shown_label(ruleset, stored, species, bool(blip))
        if label != stored:
            labels[stored] = label
    return labels


def _relabelled(value: str, labels: Mapping[str, str]) -> str:
    if value in labels:
        return labels[value]
    parts = value.split(", ")  # a list of names (B-PHASE-1: who is still to activate)
    if len(parts) > 1 and any(p in labels for p in parts):
        return ", ".join(labels.get(p, p) for p in parts)
    return value


def relabel(message: Message, labels: Mapping[str, str]) -> Message:
    """``message`` with every parameter that is a stored label (or a list of names holding
    one) replaced by its shown label."""
    if not labels:
        return message
    params = tuple(
        (name, _relabelled(value, labels) if isinstance(value, str) else value)
        for name, value in message.params
    )
    return message if params == message.params else replace(message, params=params)


def mission_labels(ruleset: Ruleset, setup: object) -> Mapping[str, str]:
    """:func:`shown_labels` of a mission's setup (the wargame's characters, the board game's
    models)."""
    models: object = getattr(setup, "characters", None) or getattr(setup, "models", None) or ()
    if isinstance(models, str | bytes) or not isinstance(models, Iterable):
        raise RulesError(f"a mission's setup must list its models, not {shown(models)}")
    found: list[tuple[str, str | None, bool]] = []
    for model in models:
        name, species = getattr(model, "name", None), getattr(model, "species", None)
        if not isinstance(name, str) or not (species is None or isinstance(species, str)):
            raise RulesError(f"a mission's model must have a name, not {shown(model)}")
        found.append((name, species, bool(getattr(model, "blip", False))))
    return shown_labels(ruleset, found)
