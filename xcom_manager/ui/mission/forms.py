"""The action panel's forms of each rule system (a system without forms of its own gets the
panel's notes only)."""

from __future__ import annotations

from xcom_manager.ui.mission.boardgame.forms import BoardForms
from xcom_manager.ui.mission.panel import ActionForms
from xcom_manager.ui.mission.wargame.forms import WargameForms

__all__ = ["forms_for"]

_FORMS: dict[str, type[ActionForms]] = {"wargame": WargameForms, "boardgame": BoardForms}


def forms_for(system: str) -> ActionForms:
    """The action panel's forms of rule system ``system`` (notes only for a system without)."""
    return _FORMS.get(system, ActionForms)()
