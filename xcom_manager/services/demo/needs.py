"""What a demo campaign needs before anything of it is written: the cast of its missions in the
ruleset's roster and, for the board game, the bundled Mission Maps its missions are played on.

A demo that lacks one is refused with one message (:func:`check_demo_needs`), before its backup
and its transaction: an incomplete installation (a wheel without its maps) or a ruleset whose
soldiers cannot play the demo's missions never makes a campaign without missions.
"""

from __future__ import annotations

from typing import Any

from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message, templates, tr_noop
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.demo.board_missions import BOARD_MAPS, missing_board_cast
from xcom_manager.services.demo.missions import can_play_demo_missions
from xcom_manager.services.missions.maps import MapCatalog

__all__ = ["check_demo_needs"]

templates(
    {
        "demo_no_maps": tr_noop(
            "DemoErrors",
            "the board game demo cannot be made: its Mission Maps {maps} are not installed "
            "(the installation is incomplete: reinstall xcom-manager); nothing was written",
        ),
        "demo_no_cast": tr_noop(
            "DemoErrors",
            "the demo campaign cannot be made with the ruleset {ruleset}: the soldiers, classes "
            "or species its missions need are not in it; nothing was written",
        ),
    }
)


def check_demo_needs(ruleset: Ruleset, document: dict[str, Any], maps: MapCatalog) -> None:
    """Refuse (:class:`UserError`) the demo of ``ruleset`` whose ``document`` (the demo's roster,
    :func:`~xcom_manager.services.demo.document.build_demo_document`) cannot cast its missions,
    or, for the board game, whose maps are not among the bundled ones of ``maps`` (a bundled
    map that is there but unreadable is refused by the catalogue, naming the file)."""
    if ruleset.system == "boardgame":
        missing = [map_id for map_id in BOARD_MAPS if not maps.is_bundled(map_id)]
        if missing:
            raise UserError(Message.of("demo_no_maps", maps=", ".join(missing)))
        for map_id in BOARD_MAPS:
            maps.get(map_id)
        cast = not missing_board_cast(document)
    else:
        cast = can_play_demo_missions(document, ruleset)
    if not cast:
        raise UserError(Message.of("demo_no_cast", ruleset=ruleset.name))
