"""The Missions page's attack, slip and move forms driven like a GM at the table: a shot with
typed dice to the wound it leaves (M-SHOOT-1, M-HIT-1, M-SAVE-1, R-8), a close combat in the
assault (M-CC-1), a shot out of range refused before any die, a vehicle's facing (R-22), a slip
(W-JUMP-10 / R-27), the swim-climb (R-24) and the second drop into the void (R-7)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractSpinBox, QCheckBox, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import (
    MissionBackend,
    activate,
    click,
    forms,
    log_texts,
    start_armed_mission,
    start_mission,
)
from xcom_manager.rules.rule_texts import RULE_TEXTS
from xcom_manager.rules.wargame.commands import Attack, DeclareMove, Kill, Slip
from xcom_manager.ui.mission.view import MissionsView
from xcom_manager.ui.mission.wargame.attack_form import BARE_HANDS, AttackForm

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def type_into(qtbot: QtBot, spin: QAbstractSpinBox, text: str) -> None:
    """Select what the field shows and type ``text`` over it, as a user would."""
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)


def tick(qtbot: QtBot, box: QCheckBox) -> None:
    """Click the check box's indicator (its middle may lie past its text in a wide row)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def attack_form(view: MissionsView) -> AttackForm:
    return forms(view).attack


def open_attack(qtbot: QtBot, view: MissionsView, phases: int) -> AttackForm:
    """Click "Next phase" ``phases`` times, then choose the Attack action for Petrova."""
    for _ in range(phases):
        click(qtbot, view.next_phase_button)
    view.panel.set_action("attack")
    return attack_form(view)


def test_a_shot_with_typed_dice_wounds_the_target_and_the_log_tells_it(
    qtbot: QtBot, make_view: Callable[[], MissionsView], armed_backend: MissionBackend
) -> None:
    start_armed_mission(armed_backend)
    view = make_view()
    form = open_attack(qtbot, view, phases=1)  # the shooting phase
    panel = view.panel
    assert view.position_label.text() == "Turn 1 · X-COM · Shooting phase"
    # The enemies on the table, the weapons carried, and the profile of the one picked.
    targets = [form.target_combo.itemText(i) for i in range(form.target_combo.count())]
    assert targets == ["Sectoid", "Sectopod, vehicle"]
    weapons = [form.weapon_combo.itemText(i) for i in range(form.weapon_combo.count())]
    assert weapons == ["Laser rifle", "Stun rod", "Bare hands"]
    assert form.weapon_combo.currentText() == "Laser rifle"
    assert form.profile_label.text().splitlines() == [
        'Laser rifle: Rapid Fire, 24", S4 AP5',
        'From the profile: 2 shots up to 12", 1 beyond.',
    ]
    assert form.distance_spin.isEnabled() and form.cover_combo.isEnabled()
    assert not form.contact_check.isEnabled()  # base contact is for close combat
    assert not form.facing_combo.isEnabled()  # the Sectoid is no vehicle
    assert form.shots_spin.text() == "from the profile"
    # Not measured yet: the rules say so before any die.
    odds = panel.odds_label
    assert odds.text().startswith("Not allowed now: M-SHOOT-1: Measure the distance")

    type_into(qtbot, form.distance_spin, "10")
    # Rapid Fire within half range: 2 shots, 4+ to hit (BS3), 3+ to wound (S4 v T3), no save.
    qtbot.waitUntil(lambda: odds.text().startswith("Odds: "))
    assert odds.text() == (
        "Odds: 0 × unsaved wounds 44.4% · 1 × unsaved wounds 44.4% · "
        "2 × unsaved wounds 11.1% · goes down 55.6%"
    )
    assert "2 × unsaved wounds: 1/9 exactly" in odds.toolTip()
    assert panel.dice_needed == 4  # two to hit, two to wound
    click(qtbot, panel.typed_radio)
    qtbot.keyClicks(panel.dice_edit, "5 2 4")
    focus = activate(qtbot, view, panel.dice_edit)
    qtbot.keyClick(focus, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)

    shot, wound = log_texts(view)[-2:]
    assert shot == (
        "Petrova shoots at Sectoid with Laser rifle (Rapid Fire, S4 AP5): 2 shot(s), 4+ to hit, "
        "rolled 5 2: 1 hit(s). To wound 3+, rolled 4: 1 wound(s). No save against these "
        "wounds. Unsaved wounds: 1."
    )
    assert wound.startswith("Sectoid takes unsaved wounds: 1; wounds left: 0. Down:")
    last = view.log_model.rows()[-2]
    assert last.dice == (5, 2, 4)
    assert {"M-SHOOT-1", "M-HIT-1"} <= set(last.rule_ids)
    assert shot in panel.outcome_label.text()
    sectoid = next(c for c in view.character_model.rows() if c.name == "Sectoid")
    assert sectoid.status == "down"
    assert view.undo_stack.undoText().startswith("Operation Longbow: Petrova shoots at Sectoid")
    # One shot a phase (MIS-5): the action is greyed now, and the odds line says why.
    assert panel.refused_actions()["attack"] == [
        "MIS-5: Petrova has already shot in this shooting phase."
    ]
    assert odds.text() == "Not allowed now: MIS-5: Petrova has already shot in this shooting phase."


def test_a_shot_out_of_range_is_refused_before_any_die_naming_m_shoot_1(
    qtbot: QtBot, make_view: Callable[[], MissionsView], armed_backend: MissionBackend
) -> None:
    start_armed_mission(armed_backend)
    view = make_view()
    form = open_attack(qtbot, view, phases=1)
    type_into(qtbot, form.distance_spin, "30")
    odds = view.panel.odds_label
    refusal = 'Not allowed now: M-SHOOT-1: Sectoid is 30" away, beyond the weapon\'s range of 24".'
    qtbot.waitUntil(lambda: odds.text() == refusal)
    assert not view.panel.dice_box.isVisible()  # no die is asked for
    click(qtbot, view.panel.commit_button)
    lines = view.panel.refusal_banner.lines
    assert view.panel.refusal_banner.isVisible()
    assert lines[0].startswith('M-SHOOT-1: Sectoid is 30" away')
    assert any(RULE_TEXTS["M-SHOOT-1"] in line for line in lines)
    assert not any("shoots at" in text for text in log_texts(view))
    assert view.undo_stack.undoText().endswith("Shooting phase.")  # nothing after the phase
    assert view.errors == []  # type: ignore[attr-defined]  # no message box, no traceback


def test_close_combat_in_the_assault_phase_with_a_stun_rod(
    qtbot: QtBot, make_view: Callable[[], MissionsView], armed_backend: MissionBackend
) -> None:
    start_armed_mission(armed_backend)
    view = make_view()
    form = open_attack(qtbot, view, phases=2)  # the assault phase
    assert view.position_label.text() == "Turn 1 · X-COM · Assault phase"
    assert form.weapon_combo.currentText() == "Stun rod"  # the close combat weapon first
    assert form.profile_label.text().splitlines() == [
        "Stun rod: Melee, S3 (the user's Strength)",
        "From the profile: 1 attack(s), the Attacks value.",
    ]
    assert not form.distance_spin.isEnabled() and not form.cover_combo.isEnabled()
    assert form.contact_check.isEnabled() and form.contact_check.isChecked()
    odds = view.panel.odds_label
    # Not in base contact: M-CC-1 refuses, before any die.
    tick(qtbot, form.contact_check)
    qtbot.waitUntil(lambda: odds.text().startswith("Not allowed now: M-CC-1:"))
    form.contact_check.setFocus()
    qtbot.keyClick(form.contact_check, Qt.Key.Key_Space)
    assert form.contact_check.isChecked()
    # WS3 against WS2: 3+ to hit (M-CC-1); S3 against T3: 4+ to wound; no save.
    qtbot.waitUntil(lambda: odds.text().startswith("Odds: "))
    assert "1 × unsaved wounds 33.3%" in odds.text()
    view.panel.use_typed_dice([3, 5])
    click(qtbot, view.panel.commit_button)
    fought, wound = log_texts(view)[-2:]
    assert fought.startswith(
        "Petrova fights Sectoid in close combat with Stun rod (S3): 1 attack(s), 3+ to hit, "
        "rolled 3: 1 hit(s). To wound 4+, rolled 5: 1 wound(s)."
    )
    assert "M-CC-1" in view.log_model.rows()[-2].rule_ids
    assert wound.startswith("Sectoid takes unsaved wounds: 1")


def test_the_aliens_fight_back_with_bare_hands_in_the_assault(
    qtbot: QtBot, make_view: Callable[[], MissionsView], armed_backend: MissionBackend
) -> None:
    """Both sides fight in an assault (M-CC-1): an alien without a weapon uses its Strength."""
    start_armed_mission(armed_backend)
    view = make_view()
    for _ in range(2):
        click(qtbot, view.next_phase_button)
    sectoid = next(c for c in view.character_model.rows() if c.name == "Sectoid")
    assert view.select_character(sectoid.id)
    view.panel.set_action("attack")
    form = attack_form(view)
    weapons = [form.weapon_combo.itemText(i) for i in range(form.weapon_combo.count())]
    assert weapons == ["Bare hands"]
    assert form.profile_label.text().splitlines()[0] == (
        "Bare hands: close combat with the attacker's Strength, S2"
    )
    targets = [form.target_combo.itemText(i) for i in range(form.target_combo.count())]
    assert targets == ["Petrova", "Okafor"]
    command = view.panel.command()
    assert isinstance(command, Attack) and command.item_id is None and command.base_contact
    qtbot.waitUntil(lambda: view.panel.odds_label.text().startswith("Odds: "))


def test_a_vehicle_target_takes_the_facing_the_gm_picks(
    qtbot: QtBot, make_view: Callable[[], MissionsView], armed_backend: MissionBackend
) -> None:
    start_armed_mission(armed_backend)
    view = make_view()
    form = open_attack(qtbot, view, phases=1)
    form.target_combo.setCurrentIndex(form.target_combo.findText("Sectopod, vehicle"))
    assert form.facing_combo.isEnabled() and form.facing_label.isEnabled()
    form.weapon_combo.setCurrentIndex(form.weapon_combo.findData(BARE_HANDS))
    assert form.facing_combo.isEnabled()
    form.weapon_combo.setCurrentIndex(form.weapon_combo.findText("Laser rifle"))
    type_into(qtbot, form.distance_spin, "20")
    form.cover_combo.setCurrentIndex(form.cover_combo.findData(4))
    form.facing_combo.setCurrentIndex(form.facing_combo.findData("rear"))
    command = view.panel.command()
    assert isinstance(command, Attack)
    assert (command.distance, command.cover_save, command.facing, command.shots) == (
        20.0,
        4,
        "rear",
        None,
    )
    # S4 against the Sectopod's rear armour 11: d6 + 4 never beats it (R-22, M-HIT-1).
    odds = view.panel.odds_label
    qtbot.waitUntil(lambda: odds.text() == "Odds: penetrating hit 0% · glancing hit 0%")
    type_into(qtbot, form.shots_spin, "3")
    command = view.panel.command()
    assert isinstance(command, Attack) and command.shots == 3
    form.target_combo.setCurrentIndex(form.target_combo.findText("Sectoid"))
    assert not form.facing_combo.isEnabled()
    command = view.panel.command()
    assert isinstance(command, Attack) and command.facing == "front"


def test_every_attack_field_is_reached_by_tab_and_by_its_mnemonic(
    qtbot: QtBot, make_view: Callable[[], MissionsView], armed_backend: MissionBackend
) -> None:
    start_armed_mission(armed_backend)
    view = make_view()
    form = open_attack(qtbot, view, phases=1)
    form.target_combo.setCurrentIndex(form.target_combo.findText("Sectopod, vehicle"))
    fields: list[QWidget] = [
        form.target_combo,
        form.weapon_combo,
        form.distance_spin,
        form.shots_spin,
        form.cover_combo,
        form.facing_combo,
    ]
    focus = activate(qtbot, view, view.panel.action_combo)
    seen: list[QWidget] = []
    for _ in range(len(fields)):
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
        focus = view.window().focusWidget()
        seen.append(focus)
    # A spin box's focus is its own (not its line edit's).
    assert seen == fields
    # Each field's label has a mnemonic that focuses it (base contact: a close combat weapon).
    form.weapon_combo.setCurrentIndex(form.weapon_combo.findText("Stun rod"))
    for key, widget in (
        (Qt.Key.Key_G, form.target_combo),
        (Qt.Key.Key_W, form.weapon_combo),
        (Qt.Key.Key_S, form.shots_spin),
        (Qt.Key.Key_F, form.facing_combo),
        (Qt.Key.Key_O, form.contact_check),
    ):
        focus = activate(qtbot, view, view.panel.action_combo)
        qtbot.keyClick(focus, key, Qt.KeyboardModifier.AltModifier)
        assert widget.hasFocus(), key
    form.weapon_combo.setCurrentIndex(form.weapon_combo.findText("Laser rifle"))
    for key, widget in ((Qt.Key.Key_D, form.distance_spin), (Qt.Key.Key_V, form.cover_combo)):
        focus = activate(qtbot, view, view.panel.action_combo)
        qtbot.keyClick(focus, key, Qt.KeyboardModifier.AltModifier)
        assert widget.hasFocus(), key


def test_the_attack_is_greyed_outside_its_phases_with_why(
    qtbot: QtBot, make_view: Callable[[], MissionsView], armed_backend: MissionBackend
) -> None:
    start_armed_mission(armed_backend)
    view = make_view()
    panel = view.panel
    combo = panel.action_combo
    index = combo.findData("attack")
    refused = panel.refused_actions()
    assert refused["attack"] == [
        "MIS-5: Petrova cannot shoot in the movement phase: that belongs to the shooting phase."
    ]
    assert "MIS-5" in str(combo.itemData(index, Qt.ItemDataRole.ToolTipRole))
    grey = panel.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    assert combo.itemData(index, Qt.ItemDataRole.ForegroundRole) == grey
    assert combo.itemData(combo.findData("move"), Qt.ItemDataRole.ForegroundRole) is None
    click(qtbot, view.next_phase_button)
    assert "attack" not in panel.refused_actions()
    assert combo.itemData(index, Qt.ItemDataRole.ForegroundRole) is None


def test_a_slip_falls_the_drop_typed_and_the_log_tells_it(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    panel = view.panel
    panel.set_action("slip")
    drop = forms(view).slip_drop_spin
    assert drop.text() == "measure the drop"
    assert panel.command() is None and not panel.commit_button.isEnabled()
    type_into(qtbot, drop, "4")
    command = panel.command()
    assert isinstance(command, Slip) and command.drop == 4.0
    # Strength 4 against Toughness 3: 3+ to wound; armour save 5+ (no AP): 2/3 × 2/3.
    qtbot.waitUntil(lambda: panel.odds_label.text() == "Odds: wounded by the fall 44.4%")
    assert panel.dice_needed == 2
    panel.use_typed_dice([4, 2])
    click(qtbot, panel.commit_button)
    texts = log_texts(view)
    assert any(
        text.startswith('Petrova stands over nothing and slips: falls 4" on from where it')
        for text in texts
    )
    assert any(text.startswith("Petrova takes unsaved wounds: 1") for text in texts)
    petrova = view.selected_character()
    assert petrova is not None and petrova.status == "down"


def test_the_move_offers_the_swim_climb_and_the_second_drop_into_the_void(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend, environment="underwater")
    view = make_view()
    view.panel.set_action("move")
    wargame = forms(view)
    kinds = [wargame.move_kind_combo.itemData(i) for i in range(wargame.move_kind_combo.count())]
    assert kinds == ["jump", "climb", "swim", "swim_climb"]
    wargame.move_kind_combo.setCurrentIndex(wargame.move_kind_combo.findData("swim_climb"))
    type_into(qtbot, wargame.horizontal_spin, "1")
    type_into(qtbot, wargame.vertical_spin, "3")
    command = view.panel.command()
    assert isinstance(command, DeclareMove) and command.kind == "swim_climb"
    assert command.void_drop is None
    qtbot.waitUntil(lambda: view.panel.odds_label.text().startswith("Odds: passes 50%"))
    # The drop on a pass is for a jump into the void only (R-7, W-JUMP-8).
    assert not wargame.void_drop_spin.isEnabled()
    assert wargame.void_drop_spin.text() == "same as the fall height"
    tick(qtbot, wargame.void_check)
    assert wargame.void_drop_spin.isEnabled()
    type_into(qtbot, wargame.fall_spin, "2")
    command = view.panel.command()
    assert isinstance(command, DeclareMove) and command.void_drop is None  # the same drop
    type_into(qtbot, wargame.void_drop_spin, "5")
    command = view.panel.command()
    assert isinstance(command, DeclareMove)
    assert (command.into_void, command.fall_height, command.void_drop) == (True, 2.0, 5.0)
    tick(qtbot, wargame.void_check)
    command = view.panel.command()
    assert isinstance(command, DeclareMove) and command.void_drop is None


def test_a_second_attacker_aims_at_a_standing_enemy_first(
    qtbot: QtBot, make_view: Callable[[], MissionsView], armed_backend: MissionBackend
) -> None:
    mission = start_armed_mission(armed_backend)
    sectoid = next(c for c in mission.characters if c.name == "Sectoid")
    armed_backend.missions.execute(mission.info.id, Kill(sectoid.id))
    view = make_view()
    form = open_attack(qtbot, view, phases=1)
    assert form.target_combo.currentText() == "Sectopod, vehicle"
    assert form.target_combo.count() == 1  # the dead are off the table (MIS-8)


def test_the_attack_page_fits_a_small_window_without_scrolling_sideways(
    qtbot: QtBot, make_view: Callable[[], MissionsView], armed_backend: MissionBackend
) -> None:
    start_armed_mission(armed_backend)
    view = make_view()
    view.window().resize(1024, 700)
    view.resize(1024, 700)
    form = open_attack(qtbot, view, phases=1)
    type_into(qtbot, form.distance_spin, "10")
    qtbot.waitUntil(lambda: view.panel.dice_box.isVisible())
    scroll = view.findChild(QScrollArea, "actionPanelScroll")
    assert scroll is not None
    for action in ("attack", "move", "slip", "release"):
        view.panel.set_action(action)
        qtbot.waitUntil(lambda: not scroll.horizontalScrollBar().isVisible())
        assert view.panel.width() <= scroll.viewport().width()
