"""What a hit strikes: a mission character as :class:`~.hits.Target` (M-HIT-1, M-SAVE-1, R-22).

Its Toughness and armour save (Sv; 7 or more is none) from its stats, its invulnerable save
(the best of its unit type's, its species' and its items'), its wounds left, whether it is a
model of several wounds (instant death, M-HIT-1), and for a vehicle (R-22) the armour value of
the facing struck: its species' own armour, else its unit type's.
"""

from __future__ import annotations

from xcom_manager.rules.ruleset import DEFAULT_ARMOUR, Ruleset
from xcom_manager.rules.wargame.hits import Target
from xcom_manager.rules.wargame.state import CharacterState, WargameState

__all__ = ["is_vehicle", "target_of"]

#: An armour save of 7 or more is no save (M-HIT-1: d6 >= Sv never succeeds).
_NO_SAVE = 7


def is_vehicle(state: WargameState, ruleset: Ruleset, ch: CharacterState) -> bool:
    """R-22: the character's unit type is flagged ``vehicle`` in the ruleset."""
    unit = ruleset.unit_types.get(state.setup.character(ch.id).unit_type)
    return unit is not None and unit.vehicle


def target_of(state: WargameState, ruleset: Ruleset, ch: CharacterState, *, facing: str) -> Target:
    """``ch`` as a hit's target, struck on ``facing`` if it is a vehicle (R-22)."""
    setup = state.setup.character(ch.id)
    unit = ruleset.unit_types.get(setup.unit_type)
    species = ruleset.species.get(setup.species) if setup.species is not None else None
    armour = None
    if unit is not None and unit.vehicle:
        values = (species.armour if species is not None else None) or unit.armour
        armour = (values or DEFAULT_ARMOUR).facing(facing)
    givers = [
        unit.invulnerable_save if unit is not None else None,
        species.invulnerable_save if species is not None else None,
    ]
    for carried in ch.items:
        item = ruleset.items.get(carried.item_type)
        givers.append(item.invulnerable_save if item is not None else None)
    invulnerable = [save for save in givers if save is not None]
    save = int(setup.stats.get("Sv", _NO_SAVE))
    return Target(
        toughness=int(setup.stats.get("T", 0)),
        armour_save=None if save >= _NO_SAVE else save,
        invulnerable_save=min(invulnerable) if invulnerable else None,
        wounds=ch.wounds,
        several_wounds=int(setup.stats.get(ruleset.wounds_stat, setup.wounds)) > 1,
        armour=armour,
    )
