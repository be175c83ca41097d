"""The Attack page of the wargame's action panel: a shot (M-SHOOT-1) or a close combat (M-CC-1).

The page gathers what the GM states at the table: the target (an enemy on the table), the
weapon from the attacker's kit (or bare hands), the inches measured to the target for a
shooting weapon, the shots or attacks when they differ from the profile, the cover save the GM
gives the target (M-SAVE-1), base contact for close combat, and the facing struck when the
target is a vehicle (R-22). It shows the weapon's profile so that the GM sees what they pick.
Whether the attack is allowed, its odds and its dice are the service's to say.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox, QWidget

from xcom_manager.rules.texts import render_param
from xcom_manager.rules.wargame.commands import Attack
from xcom_manager.rules.wargame.tracker import WargameDetail
from xcom_manager.services.missions.dto import CharacterRow, MissionView, WeaponRow
from xcom_manager.ui.mission.texts import status_label
from xcom_manager.ui.mission.widgets import choice, form_page, inches_spin, row

__all__ = ["BARE_HANDS", "AttackForm", "hit_text"]

#: The weapon choice of a close combat without a weapon (the attacker's Strength, M-CC-1).
BARE_HANDS = -1
#: The longest range of a weapon profile (rules.ruleset.combat).
_MAX_RANGE = 999.0
#: The most shots or attacks one attack rolls (rules.wargame.attacks.MAX_ATTACKS).
_MAX_ATTACKS = 20
_FACINGS: tuple[Literal["front", "side", "rear"], ...] = ("front", "side", "rear")
_COUNTED = ("assault", "heavy")  # Assault N, Heavy N
_ON_TABLE = ("active", "down")


def hit_text(strength: int, ap: int | None) -> str:
    """ "S4 AP5", or "S3" for a hit without AP (the log's words)."""
    return f"S{strength}" if ap is None else f"S{strength} AP{ap}"


def _inches(value: float) -> str:
    return f"{value:g}"


class AttackForm(QObject):
    """The fields of an attack, the command they describe and the choices for an attacker."""

    def __init__(self, changed: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._changed = changed
        self._mission: MissionView | None = None
        self._character: CharacterRow | None = None
        self._weapons: dict[int, tuple[str, WeaponRow]] = {}
        self._phase: tuple[int, str, str] | None = None

    # -- the page --------------------------------------------------------------------------------

    def page(self) -> QWidget:
        page, form = form_page()
        self.target_combo = choice("attackTarget")
        self.target_combo.setToolTip(self.tr("An enemy on the table (MIS-8)"))
        self.weapon_combo = choice("attackWeapon")
        self.weapon_combo.setToolTip(
            self.tr(
                "A weapon the attacker carries: a shooting weapon in the shooting phase "
                "(M-SHOOT-1), a close combat weapon or bare hands in the assault (M-CC-1)"
            )
        )
        self.profile_label = QLabel()
        self.profile_label.setObjectName("attackProfile")
        self.profile_label.setWordWrap(True)
        self.profile_label.setTextFormat(Qt.TextFormat.PlainText)
        self.distance_spin = inches_spin(
            "attackDistance",
            self.tr("The distance to the target, measured in inches (M-SHOOT-1)"),
            maximum=_MAX_RANGE,
            unset=self.tr("not measured"),
        )
        self.shots_spin = QSpinBox()
        self.shots_spin.setObjectName("attackShots")
        self.shots_spin.setRange(0, _MAX_ATTACKS)
        self.shots_spin.setSpecialValueText(self.tr("from the profile"))
        tip = self.tr(
            "The shots or attacks to roll; “from the profile” takes the weapon's (Rapid Fire, "
            "Assault N, Heavy N, Pistol) or the Attacks value (M-SHOOT-1, M-CC-1)"
        )
        self.shots_spin.setToolTip(tip)
        self.shots_spin.setAccessibleName(tip)
        self.cover_combo = choice("attackCover")
        self.cover_combo.setToolTip(
            self.tr("The cover save the GM gives the target (M-SAVE-1; shooting only)")
        )
        self.cover_combo.addItem(self.tr("None"), None)
        for score in range(2, 7):
            self.cover_combo.addItem(self.tr("{score}+").format(score=score), score)
        self.contact_check = QCheckBox(self.tr("In base c&ontact"))
        self.contact_check.setObjectName("attackContact")
        self.contact_check.setToolTip(
            self.tr("The attacker and the target are in base contact (M-CC-1)")
        )
        self.facing_combo = choice("attackFacing")
        self.facing_combo.setToolTip(
            self.tr("The facing of the vehicle that the attack strikes (R-22)")
        )
        for facing, label in zip(
            _FACINGS, (self.tr("Front"), self.tr("Side"), self.tr("Rear")), strict=True
        ):
            self.facing_combo.addItem(label, facing)

        row(form, self.tr("Tar&get:"), self.target_combo)
        row(form, self.tr("&Weapon:"), self.weapon_combo)
        form.addRow(self.profile_label)
        self.distance_label = row(form, self.tr("&Distance:"), self.distance_spin)
        row(form, self.tr("&Shots / attacks:"), self.shots_spin)
        self.cover_label = row(form, self.tr("Co&ver save:"), self.cover_combo)
        form.addRow("", self.contact_check)
        self.facing_label = row(form, self.tr("&Facing:"), self.facing_combo)

        self.target_combo.currentIndexChanged.connect(self._inputs_changed)
        self.weapon_combo.currentIndexChanged.connect(self._inputs_changed)
        self.distance_spin.valueChanged.connect(self._inputs_changed)
        self.shots_spin.valueChanged.connect(self._inputs_changed)
        self.cover_combo.currentIndexChanged.connect(self._inputs_changed)
        self.contact_check.toggled.connect(self._inputs_changed)
        self.facing_combo.currentIndexChanged.connect(self._inputs_changed)
        self._update_fields()
        return page

    # -- the command -----------------------------------------------------------------------------

    def command(self, ch: CharacterRow) -> Attack | None:
        """The attack the fields describe for ``ch``, or ``None`` without a target."""
        target = self.target_combo.currentData()
        choice = self.weapon_combo.currentData()
        if target is None or choice is None:
            return None
        item_id = None if int(choice) == BARE_HANDS else int(choice)
        shooting = self._shooting()
        distance = self.distance_spin.value()
        shots = self.shots_spin.value()
        cover = self.cover_combo.currentData()
        facing = self.facing_combo.currentData()
        return Attack(
            attacker_id=ch.id,
            target_id=str(target),
            item_id=item_id,
            distance=distance if shooting and distance > 0 else None,
            shots=shots if shots > 0 else None,
            cover_save=int(cover) if shooting and cover is not None else None,
            base_contact=not shooting and self.contact_check.isChecked(),
            facing=facing if self._target_is_vehicle() and facing in _FACINGS else "front",
        )

    # -- choices ---------------------------------------------------------------------------------

    def fill(self, mission: MissionView | None, ch: CharacterRow | None, *, keep: bool) -> None:
        """The enemies on the table as targets, ``ch``'s weapons (and bare hands); a new
        attacker, or a new phase, starts with the weapon of the phase (a gun to shoot, a blade
        to assault) and the fields as the profile has them."""
        phase = None if mission is None else (mission.turn, mission.side, mission.phase)
        keep = keep and phase == self._phase
        self._phase = phase
        self._mission = mission
        self._character = ch
        targets: list[tuple[object, str]] = []
        weapons: list[tuple[object, str]] = []
        standing: str | None = None
        self._weapons = {}
        if mission is not None and ch is not None:
            enemies = [c for c in mission.characters if c.side != ch.side and c.status in _ON_TABLE]
            targets = [(c.id, self._target_text(c)) for c in enemies]
            # A downed enemy may still be hit, but the standing ones come first to mind.
            standing = next((c.id for c in enemies if c.status == "active"), None)
            for item in ch.weapons:
                assert item.weapon is not None
                self._weapons[item.item_id] = (item.name, item.weapon)
                weapons.append((item.item_id, item.name))
        weapons.append((BARE_HANDS, self.tr("Bare hands")))
        prefer: object = None
        if not keep and mission is not None:
            wanted = {"shooting": True, "assault": False}.get(mission.phase, True)
            prefer = next(
                (i for i, (_, w) in self._weapons.items() if w.shooting is wanted),
                None if wanted else BARE_HANDS,
            )
        _fill(self.target_combo, targets, standing, keep=keep)
        _fill(self.weapon_combo, weapons, prefer, keep=keep)
        if not keep:
            self.distance_spin.setValue(0.0)
            self.shots_spin.setValue(0)
            self.cover_combo.setCurrentIndex(0)
            self.contact_check.setChecked(mission is not None and mission.phase == "assault")
            self.facing_combo.setCurrentIndex(0)
        self._update_fields()

    # -- internals -------------------------------------------------------------------------------

    def _inputs_changed(self) -> None:
        self._update_fields()
        self._changed()

    def _weapon(self) -> tuple[str, WeaponRow] | None:
        choice = self.weapon_combo.currentData()
        return None if choice is None else self._weapons.get(int(choice))

    def _shooting(self) -> bool:
        weapon = self._weapon()
        return weapon is not None and weapon[1].shooting

    def _target(self) -> CharacterRow | None:
        target = self.target_combo.currentData()
        if self._mission is None or target is None:
            return None
        return next((c for c in self._mission.characters if c.id == target), None)

    def _target_is_vehicle(self) -> bool:
        target = self._target()
        return target is not None and target.vehicle

    def _update_fields(self) -> None:
        """What applies to the weapon and the target: inches and cover to a shot, base contact
        to a close combat, a facing to a vehicle (R-22); the weapon's profile in words."""
        shooting = self._shooting()
        for widget in (self.distance_spin, self.distance_label, self.cover_combo):
            widget.setEnabled(shooting)
        self.cover_label.setEnabled(shooting)
        self.contact_check.setEnabled(not shooting and self.weapon_combo.count() > 0)
        vehicle = self._target_is_vehicle()
        self.facing_combo.setEnabled(vehicle)
        self.facing_label.setEnabled(vehicle)
        self.profile_label.setText("\n".join(self._profile_lines()))

    def _stat(self, key: str) -> int | None:
        mission, ch = self._mission, self._character
        if mission is None or ch is None or not isinstance(mission.detail, WargameDetail):
            return None
        try:
            value = mission.detail.character(ch.id).stats.get(key)
        except KeyError:
            return None
        return None if value is None else int(value)

    def _profile_lines(self) -> list[str]:
        """ "Laser rifle: Rapid Fire, 24", S4 AP5" and what "from the profile" rolls."""
        if self._character is None:
            return []
        strength = self._stat("S")
        attacks = self._stat("A")
        weapon = self._weapon()
        attacks_line = (
            self.tr("From the profile: %n attack(s), the Attacks value.", "", attacks)
            if attacks is not None
            else self.tr("From the profile: the Attacks value.")
        )
        if weapon is None:
            first = (
                self.tr("Bare hands: close combat with the attacker's Strength, {hit}").format(
                    hit=hit_text(strength, None)
                )
                if strength is not None
                else self.tr("Bare hands: close combat with the attacker's Strength")
            )
            return [first, attacks_line]
        name, profile = weapon
        kind = render_param("weapon_type", profile.type, QCoreApplication.translate)
        if profile.type in _COUNTED:
            kind = self.tr("{kind} {shots}").format(kind=kind, shots=profile.shots)
        if not profile.shooting:
            if profile.strength is not None:
                hit = hit_text(profile.strength, profile.ap)
            elif strength is not None:
                hit = self.tr("{hit} (the user's Strength)").format(
                    hit=hit_text(strength, profile.ap)
                )
            else:
                hit = self.tr("the user's Strength")
            return [
                self.tr("{weapon}: {kind}, {hit}").format(weapon=name, kind=kind, hit=hit),
                attacks_line,
            ]
        hit = hit_text(profile.strength or 0, profile.ap)
        first = self.tr('{weapon}: {kind}, {range}", {hit}').format(
            weapon=name, kind=kind, range=profile.range, hit=hit
        )
        if profile.type == "rapid_fire":
            shots = self.tr('From the profile: 2 shots up to {half}", 1 beyond.').format(
                half=_inches(profile.range / 2)
            )
        else:
            shots = self.tr("From the profile: %n shot(s).", "", profile.shots)
        return [first, shots]

    def _target_text(self, row: CharacterRow) -> str:
        text = row.name
        if row.vehicle:
            text = self.tr("{name}, vehicle").format(name=text)
        if row.status != "active":
            text = self.tr("{name} ({status})").format(name=text, status=status_label(row.status))
        return text


def _fill(
    combo: QComboBox, entries: Sequence[tuple[object, str]], prefer: object, *, keep: bool
) -> None:
    """Refill ``combo``: with ``keep`` the choice made stays (if still offered), else
    ``prefer``, else the first entry."""
    previous = combo.currentData() if keep else None
    combo.blockSignals(True)
    try:
        combo.clear()
        for data, text in entries:
            combo.addItem(text, data)
        for wanted in (previous, prefer):
            index = combo.findData(wanted) if wanted is not None else -1
            if index >= 0:
                combo.setCurrentIndex(index)
                break
    finally:
        combo.blockSignals(False)
