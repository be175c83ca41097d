"""The wargame's forms in the action panel: a page per action, and the command each describes.

The forms only gather input: which character jumps how far, who shoots whom with what, who
passes what to whom, how many unsaved wounds. Whether the rules allow it is for the service to
say (the panel shows its verdict, its odds and the dice it needs). The attack has a page of its
own (:mod:`.attack_form`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QSpinBox,
    QWidget,
)

from xcom_manager.rules.errors import RulesError
from xcom_manager.rules.ruleset import ItemKind
from xcom_manager.rules.texts import render_param
from xcom_manager.rules.wargame.commands import (
    DeclareMove,
    EnterAir,
    HandOver,
    Kill,
    LeaveAir,
    MarkActed,
    Release,
    ReplaceTank,
    Slip,
    Stabilise,
    Withdraw,
    Wound,
)
from xcom_manager.rules.wargame.state import ReleaseCause
from xcom_manager.rules.wargame.tracker import ACTION_KEYS, WargameDetail
from xcom_manager.services.missions.dto import CharacterRow, MissionView
from xcom_manager.ui.mission.panel import ActionForms
from xcom_manager.ui.mission.texts import status_label
from xcom_manager.ui.mission.wargame.attack_form import AttackForm
from xcom_manager.ui.mission.widgets import choice, explain_page
from xcom_manager.ui.mission.widgets import form_page as _form_page
from xcom_manager.ui.mission.widgets import inches_spin as _inches_spin
from xcom_manager.ui.mission.widgets import row as _row

__all__ = ["WargameForms"]

MoveKindKey = Literal["jump", "climb", "swim", "swim_climb"]
_MOVE_KINDS: tuple[MoveKindKey, ...] = ("jump", "climb", "swim", "swim_climb")
_MARKABLE: tuple[str, ...] = ("moved", "ran", "shot", "assaulted")
_PHASE_ACTION = {"movement": "moved", "shooting": "shot", "assault": "assaulted"}
#: The killer list's entry for "nobody named" (a kill of nobody's).
_NOBODY = ""


class WargameForms(ActionForms):
    """The wargame's actions (W-JUMP, W-HAND, R-8 .. R-20, W-ACT-1) as forms."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._changed: Callable[[], None] = lambda: None
        self.attack = AttackForm(lambda: self._changed(), self)
        self._detail: WargameDetail | None = None
        self._giver: str | None = None
        self._filling = False

    def actions(self) -> list[tuple[str, str]]:
        labels = {
            "move": self.tr("Jump / climb / swim"),
            "slip": self.tr("Slip: falls on (W-JUMP-10)"),
            "attack": self.tr("Attack: shoot / close combat"),
            "hand_over": self.tr("Hand over an item"),
            "wound": self.tr("Wound"),
            "stabilise": self.tr("Stabilise a downed comrade"),
            "replace_tank": self.tr("Put on a spare tank"),
            "enter_air": self.tr("Enter an air pocket or transport"),
            "leave_air": self.tr("Leave the air pocket or transport"),
            "release": self.tr("Cannot act this phase (W-ACT-1)"),
            "mark_acted": self.tr("Mark as acted"),
            "kill": self.tr("Casualty: killed"),
            "withdraw": self.tr("Leaves the table (evacuated / missing)"),
        }
        return [(key, labels[key]) for key in ACTION_KEYS]

    def pages(self, changed: Callable[[], None]) -> dict[str, QWidget]:
        self._changed = changed
        return {
            "move": self._move_page(),
            "slip": self._slip_page(),
            "attack": self.attack.page(),
            "hand_over": self._hand_over_page(),
            "wound": self._wound_page(),
            "stabilise": self._stabilise_page(),
            "replace_tank": self._tank_page(),
            "enter_air": explain_page(self.tr("The aqualung timer stops in air (R-16).")),
            "leave_air": explain_page(
                self.tr("With a damaged tank the grace restarts from this turn (R-16, R-9).")
            ),
            "release": self._release_page(),
            "mark_acted": self._mark_page(),
            "kill": self._kill_page(),
            "withdraw": self._withdraw_page(),
        }

    # -- pages -----------------------------------------------------------------------------------

    def _move_page(self) -> QWidget:
        page, form = _form_page()
        self.move_kind_combo = choice("moveKind")
        kinds = (
            self.tr("Jump"),
            self.tr("Climb"),
            self.tr("Swim (replaces a jump)"),
            self.tr("Swim-climb (replaces a climb)"),
        )
        for kind, label in zip(_MOVE_KINDS, kinds, strict=True):
            self.move_kind_combo.addItem(label, kind)
        self.move_kind_combo.setToolTip(
            self.tr("Under water a move is a swim: a swim-jump or a swim-climb (W-WATER-3, R-24)")
        )
        self.horizontal_spin = _inches_spin(
            "horizontalSpin", self.tr("Horizontal distance to the end point, in inches")
        )
        self.vertical_spin = _inches_spin(
            "verticalSpin", self.tr("Vertical distance to the end point, in inches")
        )
        self.fall_spin = _inches_spin(
            "fallSpin", self.tr("Drop from the fall point to the surface below, in inches (R-7)")
        )
        self.void_check = QCheckBox(self.tr("Into the voi&d (W-JUMP-8)"))
        self.void_check.setObjectName("voidCheck")
        self.void_drop_spin = _inches_spin(
            "voidDropSpin",
            self.tr(
                "Into the void: the drop from the declared end point when the test passes "
                "(W-JUMP-8), when it differs from the fall height, the drop from halfway on a "
                "failure (R-7)"
            ),
            unset=self.tr("same as the fall height"),
        )
        self.run_up_spin = _inches_spin(
            "runUpSpin", self.tr("Run-up moved before the jump, in inches (W-JUMP-3)")
        )
        _row(form, self.tr("&Kind:"), self.move_kind_combo)
        _row(form, self.tr("Hori&zontal:"), self.horizontal_spin)
        _row(form, self.tr("Verti&cal:"), self.vertical_spin)
        _row(form, self.tr("Fall hei&ght:"), self.fall_spin)
        form.addRow("", self.void_check)
        self.void_drop_label = _row(form, self.tr("Dr&op on a pass:"), self.void_drop_spin)
        _row(form, self.tr("R&un-up:"), self.run_up_spin)
        self.move_kind_combo.currentIndexChanged.connect(self._changed)
        spins = (
            self.horizontal_spin,
            self.vertical_spin,
            self.fall_spin,
            self.void_drop_spin,
            self.run_up_spin,
        )
        for spin in spins:
            spin.valueChanged.connect(self._changed)
        self.void_check.toggled.connect(self._void_toggled)
        self._enable_void_drop()
        return page

    def _void_toggled(self) -> None:
        self._enable_void_drop()
        self._changed()

    def _enable_void_drop(self) -> None:
        """R-7: the second drop of a jump into the void applies only to a jump into the void."""
        into_void = self.void_check.isChecked()
        self.void_drop_spin.setEnabled(into_void)
        self.void_drop_label.setEnabled(into_void)

    def _slip_page(self) -> QWidget:
        page, form = _form_page()
        self.slip_drop_spin = _inches_spin(
            "slipDropSpin",
            self.tr(
                "The character ended its move over nothing: the drop from where it stopped to "
                "the surface below, in inches (W-JUMP-10, R-27)"
            ),
            unset=self.tr("measure the drop"),
        )
        _row(form, self.tr("&Drop:"), self.slip_drop_spin)
        note = QLabel(
            self.tr(
                "The fall is a hit of Strength equal to the drop rounded up, resolved at once; "
                "no further movement (R-27). Not under water (R-26)."
            )
        )
        note.setWordWrap(True)
        form.addRow(note)
        self.slip_drop_spin.valueChanged.connect(self._changed)
        return page

    def _hand_over_page(self) -> QWidget:
        page, form = _form_page()
        self.receiver_combo = choice("receiverCombo")
        self.handover_item_combo = choice("handoverItemCombo")
        # The receiver's places that the item fits (W-HAND-3, INV-1, INV-2), the one a handoff
        # naming none would take first: the live verdict follows the place chosen.
        self.handover_slot_combo = choice("handoverSlotCombo")
        self.handover_slot_combo.setPlaceholderText(self.tr("no free slot fits the item"))
        self.handover_slot_combo.setToolTip(
            self.tr("Where the receiver carries the item: its free slots that the item fits")
        )
        self.handover_contact_check = QCheckBox(self.tr("In &base contact"))
        self.handover_contact_check.setObjectName("handoverContact")
        self.handover_contact_check.setChecked(True)
        _row(form, self.tr("&Receiver:"), self.receiver_combo)
        _row(form, self.tr("Item to &pass:"), self.handover_item_combo)
        _row(form, self.tr("Into &slot:"), self.handover_slot_combo)
        form.addRow("", self.handover_contact_check)
        self.receiver_combo.currentIndexChanged.connect(self._handover_changed)
        self.handover_item_combo.currentIndexChanged.connect(self._handover_changed)
        self.handover_slot_combo.currentIndexChanged.connect(self._changed)
        self.handover_contact_check.toggled.connect(self._changed)
        return page

    def _handover_changed(self) -> None:
        if self._filling:
            return  # :meth:`fill` lists the places once the receiver and the item are in
        self._fill_places(None)
        self._changed()

    def _fill_places(self, previous: tuple[str, int] | None) -> None:
        """The receiver's free places that the item to pass fits, as the rules list them (the
        first is where a handoff naming none would put it); ``previous`` stays chosen while it
        is listed."""
        combo = self.handover_slot_combo
        detail, giver = self._detail, self._giver
        receiver = self.receiver_combo.currentData()
        item = self.handover_item_combo.currentData()
        places: tuple[tuple[str, int], ...] = ()
        if detail is not None and giver is not None and receiver is not None and item is not None:
            try:
                places = detail.handoff_places(giver, str(receiver), int(item))
            except RulesError:  # a view of another mission than the row's
                places = ()
        blocked = combo.blockSignals(True)
        try:
            combo.clear()
            for slot, index in places:
                text = self.tr("{slot} {position}").format(
                    slot=detail.slot_name(slot) if detail is not None else slot,
                    position=index + 1,
                )
                combo.addItem(text, f"{slot}\n{index}")
            chosen = places.index(previous) if previous in places else 0 if places else -1
            combo.setCurrentIndex(chosen)
        finally:
            combo.blockSignals(blocked)

    def handover_place(self) -> tuple[str, int] | None:
        """The receiver's place chosen for the item (``None``: none fits, or nothing chosen)."""
        data = self.handover_slot_combo.currentData()
        if not isinstance(data, str) or "\n" not in data:
            return None
        slot, index = data.rsplit("\n", 1)
        return slot, int(index)

    def _wound_page(self) -> QWidget:
        page, form = _form_page()
        self.wounds_spin = QSpinBox()
        self.wounds_spin.setObjectName("woundsSpin")
        self.wounds_spin.setRange(1, 20)
        _row(form, self.tr("&Unsaved wounds:"), self.wounds_spin)
        self.wounds_spin.valueChanged.connect(self._changed)
        return page

    def _stabilise_page(self) -> QWidget:
        page, form = _form_page()
        self.patient_combo = choice("patientCombo")
        self.stabilise_contact_check = QCheckBox(self.tr("In &base contact"))
        self.stabilise_contact_check.setObjectName("stabiliseContact")
        self.stabilise_contact_check.setChecked(True)
        _row(form, self.tr("&Patient:"), self.patient_combo)
        form.addRow("", self.stabilise_contact_check)
        self.patient_combo.currentIndexChanged.connect(self._changed)
        self.stabilise_contact_check.toggled.connect(self._changed)
        return page

    def _tank_page(self) -> QWidget:
        page, form = _form_page()
        self.tank_combo = choice("tankCombo")
        _row(form, self.tr("Spare tan&k:"), self.tank_combo)
        self.tank_combo.currentIndexChanged.connect(self._changed)
        return page

    def _release_page(self) -> QWidget:
        page, form = _form_page()
        self.cause_combo = choice("causeCombo")
        for cause in ReleaseCause:
            self.cause_combo.addItem(
                render_param("cause", cause.value, QCoreApplication.translate), cause.value
            )
        _row(form, self.tr("Cau&se:"), self.cause_combo)
        self.cause_combo.currentIndexChanged.connect(self._changed)
        return page

    def _mark_page(self) -> QWidget:
        page, form = _form_page()
        self.mark_combo = choice("markCombo")
        for action, label in zip(
            _MARKABLE,
            (self.tr("Moved"), self.tr("Ran"), self.tr("Shot"), self.tr("Assaulted")),
            strict=True,
        ):
            self.mark_combo.addItem(label, action)
        _row(form, self.tr("&What:"), self.mark_combo)
        self.mark_combo.currentIndexChanged.connect(self._changed)
        return page

    def _kill_page(self) -> QWidget:
        page, form = _form_page()
        note = QLabel(self.tr("The GM removes the character as a casualty."))
        note.setWordWrap(True)
        form.addRow(note)
        self.killer_combo = choice("killerCombo")
        self.killer_combo.setToolTip(
            self.tr(
                "The enemy whose kill it is, counted in its service record; a character taken "
                "down by an attack is offered its attacker (R-8)"
            )
        )
        _row(form, self.tr("Killed &by:"), self.killer_combo)
        self.killer_combo.currentIndexChanged.connect(self._changed)
        return page

    def _withdraw_page(self) -> QWidget:
        page, form = _form_page()
        self.withdraw_combo = choice("withdrawCombo")
        self.withdraw_combo.addItem(status_label("evacuated"), "evacuated")
        self.withdraw_combo.addItem(status_label("mia"), "mia")
        _row(form, self.tr("A&s:"), self.withdraw_combo)
        self.withdraw_combo.currentIndexChanged.connect(self._changed)
        return page

    # -- the command -----------------------------------------------------------------------------

    def command(self, action: str, character: CharacterRow) -> object | None:
        """The command the form of ``action`` describes for ``character``, or ``None`` when it
        lacks something (no item chosen)."""
        ch = character
        if action == "move":
            into_void = self.void_check.isChecked()
            void_drop = self.void_drop_spin.value()
            return DeclareMove(
                character_id=ch.id,
                kind=_MOVE_KINDS[max(0, self.move_kind_combo.currentIndex())],
                horizontal=self.horizontal_spin.value(),
                vertical=self.vertical_spin.value(),
                fall_height=self.fall_spin.value(),
                into_void=into_void,
                run_up=self.run_up_spin.value(),
                void_drop=void_drop if into_void and void_drop > 0 else None,
            )
        if action == "attack":
            return self.attack.command(ch)
        if action == "slip":
            drop = self.slip_drop_spin.value()
            return Slip(ch.id, drop) if drop > 0 else None
        if action == "hand_over":
            receiver = self.receiver_combo.currentData()
            item = self.handover_item_combo.currentData()
            if receiver is None or item is None:
                return None
            place = self.handover_place()
            return HandOver(
                ch.id,
                str(receiver),
                int(item),
                self.handover_contact_check.isChecked(),
                target_slot=place[0] if place is not None else None,
                target_index=place[1] if place is not None else None,
            )
        if action == "stabilise":
            patient = self.patient_combo.currentData()
            if patient is None:
                return None
            return Stabilise(ch.id, str(patient), self.stabilise_contact_check.isChecked())
        if action == "replace_tank":
            item = self.tank_combo.currentData()
            return None if item is None else ReplaceTank(ch.id, int(item))
        simple: dict[str, Callable[[], object]] = {
            "wound": lambda: Wound(ch.id, self.wounds_spin.value()),
            "enter_air": lambda: EnterAir(ch.id),
            "leave_air": lambda: LeaveAir(ch.id),
            "release": lambda: Release(ch.id, str(self.cause_combo.currentData())),
            "mark_acted": lambda: MarkActed(ch.id, str(self.mark_combo.currentData())),
            "kill": lambda: Kill(ch.id, self._killer()),
            "withdraw": lambda: Withdraw(
                ch.id, "evacuated" if self.withdraw_combo.currentData() == "evacuated" else "mia"
            ),
        }
        make = simple.get(action)
        return None if make is None else make()

    # -- choices ---------------------------------------------------------------------------------

    def fill(self, mission: MissionView | None, ch: CharacterRow | None, *, keep: bool) -> None:
        """Fill the choices (receivers, patients, items) for ``ch`` of ``mission``; with
        ``keep`` the same character is shown again and keeps what was chosen."""
        others = [] if mission is None or ch is None else list(mission.characters)
        others = [c for c in others if ch is not None and c.id != ch.id]
        items = [] if ch is None else list(ch.items)
        kept_place = self.handover_place() if keep else None
        self._filling = True

        def fill(combo: QComboBox, entries: Sequence[tuple[object, str]], prefer: object) -> None:
            previous = combo.currentData() if keep else None
            combo.clear()
            for data, text in entries:
                combo.addItem(text, data)
            for wanted in (previous, prefer):
                index = combo.findData(wanted) if wanted is not None else -1
                if index >= 0:
                    combo.setCurrentIndex(index)
                    break

        # Items pass, and the wounded are stabilised, between friends on the table (W-HAND-1,
        # the lists offer nobody else.
        on_table = ("active", "down")
        friends = [
            c for c in others if ch is not None and c.side == ch.side and c.status in on_table
        ]
        receivers = [(c.id, self._character_text(c)) for c in friends]
        fill(self.receiver_combo, receivers, None)
        fill(self.handover_item_combo, [(item_id, name) for item_id, name in items], None)
        detail = None if mission is None else mission.detail
        self._detail = detail if isinstance(detail, WargameDetail) else None
        self._giver = None if ch is None else ch.id
        self._filling = False
        self._fill_places(kept_place)
        down = next((c.id for c in friends if c.status == "down"), None)
        fill(self.patient_combo, receivers, down)
        # only a spare aqualung tank can be put on.
        tanks = (
            [] if ch is None else [c for c in ch.carried if c.kind == ItemKind.aqualung_tank.value]
        )
        fill(self.tank_combo, [(tank.item_id, tank.name) for tank in tanks], None)
        # The GM names the killer among the character's enemies, or nobody; a character an
        # attack took down is offered that attacker.
        enemies = [c for c in others if ch is not None and c.side != ch.side]
        killers = [(_NOBODY, self.tr("nobody named")), *self._characters(enemies)]
        fill(self.killer_combo, killers, self._downed_by(mission, ch) or _NOBODY)
        self.attack.fill(mission, ch, keep=keep)
        if not keep:
            self._start_afresh()
        if not keep and mission is not None:
            phase_action = _PHASE_ACTION.get(mission.phase)
            if phase_action is not None:
                self.mark_combo.setCurrentIndex(self.mark_combo.findData(phase_action))
            detail = mission.detail
            in_air = False
            if isinstance(detail, WargameDetail) and ch is not None:
                in_air = detail.character(ch.id).in_air
            kind = "swim" if mission.environment == "underwater" and not in_air else "jump"
            self.move_kind_combo.setCurrentIndex(self.move_kind_combo.findData(kind))

    def _start_afresh(self) -> None:
        """Another character (or mission): what was measured and entered for the last one is
        not this one's (the distances of a jump, a drop, the wounds, base contact)."""
        for spin in (
            self.horizontal_spin,
            self.vertical_spin,
            self.fall_spin,
            self.void_drop_spin,
            self.run_up_spin,
            self.slip_drop_spin,
        ):
            spin.setValue(0.0)
        self.void_check.setChecked(False)
        self.wounds_spin.setValue(1)
        self.handover_contact_check.setChecked(True)
        self.stabilise_contact_check.setChecked(True)
        self.cause_combo.setCurrentIndex(0)
        self.withdraw_combo.setCurrentIndex(0)

    def _killer(self) -> str | None:
        data = self.killer_combo.currentData()
        return None if data in (None, _NOBODY) else str(data)

    def _characters(self, rows: Sequence[CharacterRow]) -> list[tuple[object, str]]:
        return [(c.id, self._character_text(c)) for c in rows]

    @staticmethod
    def _downed_by(mission: MissionView | None, ch: CharacterRow | None) -> str | None:
        detail = None if mission is None else mission.detail
        if not isinstance(detail, WargameDetail) or ch is None:
            return None
        try:
            return detail.character(ch.id).downed_by
        except RulesError:  # a view of another mission than the row's
            return None

    def _character_text(self, row: CharacterRow) -> str:
        if row.status == "active":
            return row.name
        return self.tr("{name} ({status})").format(name=row.name, status=status_label(row.status))
