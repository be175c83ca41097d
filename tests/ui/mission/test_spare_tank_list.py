"""R-19: the *Spare tank* list of the wargame's action forms offers only the spare aqualung
tanks the character carries (it offered a Gauss rifle too)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from xcom_manager.services.missions.dto import CarriedItemRow, CharacterRow
from xcom_manager.ui.mission.wargame.forms import WargameForms

pytestmark = pytest.mark.gui


def test_r_19_the_spare_tank_list_offers_only_aqualung_tanks(qtbot: QtBot) -> None:
    carried = (
        CarriedItemRow(11, "gauss_rifle", "Gauss rifle", "weapon"),
        CarriedItemRow(12, "spare_tank", "Spare aqualung tank", "aqualung_tank"),
        CarriedItemRow(13, "medkit", "Medi-kit", "medkit"),
    )
    diver = CharacterRow(
        id="petrova",
        name="Sgt. Petrova",
        side="xcom",
        status="active",
        wounds=1,
        max_wounds=1,
        items=tuple((item.item_id, item.name) for item in carried),
        carried=carried,
    )
    forms = WargameForms()
    pages = forms.pages(lambda: None)
    for page in pages.values():
        qtbot.addWidget(page)
    forms.fill(None, diver, keep=False)
    offered = [forms.tank_combo.itemData(i) for i in range(forms.tank_combo.count())]
    assert offered == [12]
    handed = [
        forms.handover_item_combo.itemData(i) for i in range(forms.handover_item_combo.count())
    ]
    assert handed == [11, 12, 13]  # any item can still be handed over
