"""Attacks and resolved hits in words (M-SHOOT-1, M-CC-1, M-HIT-1, M-SAVE-1, R-22), from the
facts of their events: the dice, the scores needed and what the rules decided then."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import xcom_manager.rules.wargame.attack_texts  # noqa: F401 - registers the templates used here
from xcom_manager.rules.errors import text_of
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.wargame.state import WargameSetup

__all__ = ["describe_attack", "hit_label", "listed", "resolution_messages", "whole_of"]


def whole_of(value: Any) -> int:
    """A number of an event as a whole number, for its words: ``0`` when the payload holds
    none (an older or a damaged event is still worded, never refused)."""
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float) and math.isfinite(value):
        return int(value)
    return 0


def _table(value: object) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def listed(value: Any) -> list[Any]:
    """A list of an event (rolls, saves, warnings); empty when the payload holds none."""
    return list(value) if isinstance(value, list | tuple) else []


def hit_label(hit: Mapping[str, Any]) -> str:
    """A hit in the game's notation: ``"S10 AP3"``, ``"S4"`` (``""`` for no hit)."""
    given: object = hit
    if not isinstance(given, Mapping):
        return ""
    strength, ap = text_of(hit.get("strength")), hit.get("ap")
    return f"S{strength}" if ap is None else f"S{strength} AP{text_of(ap)}"


def _values(values: Any) -> str:
    shown = [text_of(v) for v in values] if isinstance(values, list | tuple) else []
    return " ".join(shown) if shown else "–"


def resolution_messages(p: Mapping[str, Any], target: str) -> tuple[Message, ...]:
    """What the hits of an attack or a fall did (the payload's resolution facts)."""
    p = _table(p)
    strength = p.get("strength")
    if p.get("armour") is not None:
        return (
            Message.of(
                "wg_attack_vehicle",
                facing=text_of(p.get("facing") or "side"),
                armour=whole_of(p.get("armour") or 0),
                strength=whole_of(strength or 0),
                rolls=_values(p.get("armour_rolls")),
                penetrating=whole_of(p.get("penetrating", 0)),
                glancing=whole_of(p.get("glancing", 0)),
            ),
        )
    if not p.get("hits", 0):
        return ()
    if p.get("to_wound") is None:
        return (
            Message.of(
                "wg_attack_no_effect",
                strength=whole_of(strength or 0),
                toughness=whole_of(p.get("toughness", 0) or 0),
            ),
        )
    messages = [
        Message.of(
            "wg_attack_wounds",
            to_wound=whole_of(p.get("to_wound") or 0),
            rolls=_values(p.get("wound_rolls")),
            wounds=whole_of(p.get("wounds", 0)),
        )
    ]
    saves = [s for s in listed(p.get("saves")) if isinstance(s, Mapping)]
    for save in saves:
        messages.append(
            Message.of(
                "wg_attack_save",
                save_kind=text_of(save.get("kind", "")),
                needed=whole_of(save.get("needed", 0)),
                value=whole_of(save.get("value", 0)),
                verdict="saved" if save.get("saved") else "not_saved",
            )
        )
    if whole_of(p.get("wounds", 0)) and not saves:
        messages.append(Message.of("wg_attack_no_save"))
    if whole_of(p.get("wounds", 0)):
        messages.append(Message.of("wg_attack_unsaved", unsaved=whole_of(p.get("unsaved", 0))))
    if p.get("instant_death"):
        messages.append(
            Message.of("wg_attack_instant_death", strength=whole_of(strength or 0), target=target)
        )
    return tuple(messages)


def describe_attack(
    setup: WargameSetup, p: Mapping[str, Any], ruleset: Ruleset | None
) -> tuple[Message, ...]:
    """An ``attacked`` event: the shots or attacks and their hits, then what the hits did."""
    p = _table(p)
    item_type = p.get("item_type")
    known = ruleset.items.get(text_of(item_type)) if ruleset is not None and item_type else None
    weapon = known.name if known is not None else text_of(item_type or "")
    target = setup.name_of(p.get("target"))
    if not item_type:
        key = "wg_attack_bare_hands"
    else:
        key = "wg_attack_fought" if p.get("weapon_type") == "melee" else "wg_attack_shot"
    params: dict[str, str | int] = {
        "attacker": setup.name_of(p.get("attacker")),
        "target": target,
        "hit": hit_label(p),
        "shots": whole_of(p.get("shots", 0)),
        "to_hit": whole_of(p.get("to_hit", 0)),
        "rolls": _values(p.get("hit_rolls")),
        "hits": whole_of(p.get("hits", 0)),
    }
    if item_type:
        params.update(weapon=weapon, weapon_type=text_of(p.get("weapon_type", "")))
    messages = [Message.of(key, **params), *resolution_messages(p, target)]
    if p.get("charges_left") is not None:
        messages.append(
            Message.of("wg_attack_charges", weapon=weapon, charges=whole_of(p["charges_left"]))
        )
    return tuple(messages)
