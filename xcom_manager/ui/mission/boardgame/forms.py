"""The board game's forms in the action panel: a page per action, and the command each describes.

The forms gather what the map's clicks choose or the GM types: the square a MOVE or SPRINT
goes to (``C7``; a click on the map fills it, with the path drawn), the target of an attack, the
square of an INTERACT, the answer to an Overwatch shot, the Mutation cards the Overmind
discards. The turn's own steps (activate, interrupt, OVERWATCH, FLIP BLIP TOKEN) need nothing
more. Whether the rules allow it is for the services to say. Combat dice are typed by their
faces ("hit blank crit", R-12) as well as by their values.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QSpinBox, QWidget

import xcom_manager.rules.boardgame.texts  # noqa: F401 - the faces' names (attack_faces)
from xcom_manager.rules.boardgame.commands import (
    Activate,
    Attack,
    DiscardMutations,
    FlipBlip,
    Interact,
    Interrupt,
    Move,
    Overwatch,
    OverwatchShot,
)
from xcom_manager.rules.boardgame.grid import square_from_label, square_label
from xcom_manager.rules.boardgame.tracker import BoardDetail
from xcom_manager.rules.texts import render_param
from xcom_manager.services.missions.dto import CharacterRow, MissionView
from xcom_manager.ui.mission.panel import ActionForms
from xcom_manager.ui.mission.widgets import choice, explain_page, form_page, note, row

__all__ = ["ACTION_KEYS", "BoardForms", "face_words"]

Square = tuple[int, int]

#: The panel's actions, in the order offered.
ACTION_KEYS = (
    "activate",
    "move",
    "sprint",
    "shoot",
    "melee",
    "psychic",
    "interact",
    "overwatch",
    "flip_blip",
    "overwatch_shot",
    "interrupt",
    "discard_mutations",
)
_SQUARE_ACTIONS = ("move", "sprint", "interact")
_ATTACK_ACTIONS = ("shoot", "melee", "psychic")

#: Short forms of the faces a GM may type (any language), besides the face's own name.
_SHORT_FACES = {
    "b": "blank",
    "h": "hit",
    "dh": "double_hit",
    "2h": "double_hit",
    "c": "critical_hit",
    "crit": "critical_hit",
    "s": "shield",
    "ds": "double_shield",
    "2s": "double_shield",
}


def face_words() -> dict[str, str]:
    """Every spelling of a Combat die's face the dice field takes, lower case: the face's
    name (``double_hit``, ``double-hit``), its short forms (``dh``, ``crit``) and its name in
    the user's language (``попадание``)."""
    words = dict(_SHORT_FACES)
    for face, name in _face_names().items():
        for spelling in (face, face.replace("_", "-"), face.replace("_", "")):
            words[spelling] = face
        words[name.lower().replace(" ", "_")] = face
        words[name.lower().replace(" ", "-")] = face
        words[name.lower().replace(" ", "")] = face
    return words


def _face_names() -> dict[str, str]:
    """The faces' names in the user's language, lower case ("double hit")."""
    faces = ("blank", "hit", "double_hit", "critical_hit", "shield", "double_shield")
    return {
        face: render_param("attack_faces", face, QCoreApplication.translate).lower()
        for face in faces
    }


class BoardForms(ActionForms):
    """The board game's Actions (B-ACT-1 .. B-ACT-9) and turn steps (B-PHASE-1, B-PHASE-2,
    M-CX-5, MIS-11) as forms."""

    #: An attack rolls all its dice, the defence's too: the GM types every one (M-CX-1, M-CX-2).
    exact_dice = True
    #: Faces by name in any language (Qt's ``\w`` would take ASCII letters only).
    dice_pattern = r"^[\p{L}\p{N}_ ,;\-]*$"

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._changed: Callable[[], None] = lambda: None
        self._detail: BoardDetail | None = None
        self._paths: dict[str, tuple[Square, ...]] = {}
        self.square_edits: dict[str, QLineEdit] = {}
        self.path_labels: dict[str, QLabel] = {}
        self.target_combos: dict[str, QComboBox] = {}

    def actions(self) -> list[tuple[str, str]]:
        labels = {
            "activate": self.tr("Activate (its Turn begins)"),
            "move": self.tr("MOVE"),
            "sprint": self.tr("SPRINT"),
            "shoot": self.tr("SHOOT"),
            "melee": self.tr("MELEE"),
            "psychic": self.tr("PSYCHIC ATTACK"),
            "interact": self.tr("INTERACT"),
            "overwatch": self.tr("OVERWATCH"),
            "flip_blip": self.tr("FLIP BLIP TOKEN"),
            "overwatch_shot": self.tr("Answer the Overwatch shot"),
            "interrupt": self.tr("Interruption (2 Mutation cards)"),
            "discard_mutations": self.tr("Discard Mutation cards"),
        }
        return [(key, labels[key]) for key in ACTION_KEYS]

    def pages(self, changed: Callable[[], None]) -> dict[str, QWidget]:
        self._changed = changed
        hint = self.tr("Click a square on the map, or type it (e.g. C7).")
        return {
            "activate": explain_page(
                self.tr(
                    "Its Turn begins: two different Actions. Choosing an Action activates it "
                    "as well (B-PHASE-1)."
                )
            ),
            "move": self._square_page("move", self.tr("&To square:"), hint),
            "sprint": self._square_page("sprint", self.tr("&To square:"), hint),
            "shoot": self._target_page("shoot"),
            "melee": self._target_page("melee"),
            "psychic": self._target_page("psychic"),
            "interact": self._square_page(
                "interact",
                self.tr("&Square:"),
                self.tr("Its own square or a neighbouring one (B-ACT-6)."),
            ),
            "overwatch": explain_page(
                self.tr(
                    "Full Overwatch (red) with both Actions, weak (blue) as the second (B-ACT-7)."
                )
            ),
            "flip_blip": explain_page(self.tr("The Blip is revealed (B-ACT-9, M-CX-6).")),
            "overwatch_shot": self._overwatch_page(),
            "interrupt": explain_page(
                self.tr(
                    "Discard two Mutation cards: this Alien Unit acts now, before the next "
                    "Hero, and not in the Overmind phase (B-PHASE-2)."
                )
            ),
            "discard_mutations": self._mutations_page(),
        }

    # -- pages -----------------------------------------------------------------------------

    def _square_page(self, action: str, label: str, hint: str) -> QWidget:
        page, form = form_page()
        edit = QLineEdit()
        edit.setObjectName(f"{action}SquareEdit")
        edit.setMaxLength(5)
        edit.setPlaceholderText(self.tr("e.g. C7"))
        edit.setValidator(QRegularExpressionValidator(r"^\s*[A-Za-z]{0,2}\s*[0-9]{0,3}\s*$", edit))
        edit.textEdited.connect(lambda _text, key=action: self._square_typed(key))
        row(form, label, edit)
        path = QLabel(hint)
        path.setObjectName(f"{action}PathLabel")
        path.setWordWrap(True)
        form.addRow(path)
        self.square_edits[action] = edit
        self.path_labels[action] = path
        return page

    def _target_page(self, kind: str) -> QWidget:
        page, form = form_page()
        combo = choice(f"{kind}TargetCombo")
        combo.currentIndexChanged.connect(lambda _i: self._changed())
        row(form, self.tr("&Target:"), combo)
        note = QLabel(self.tr("Click a ringed enemy on the map to choose it."))
        note.setWordWrap(True)
        form.addRow(note)
        self.target_combos[kind] = combo
        return page

    def _overwatch_page(self) -> QWidget:
        page, form = form_page()
        self.fire_combo = choice("overwatchFireCombo")
        self.fire_combo.addItem(self.tr("Shoot"), True)
        self.fire_combo.addItem(self.tr("Hold the token"), False)
        self.fire_combo.currentIndexChanged.connect(lambda _i: self._changed())
        row(form, self.tr("&Answer:"), self.fire_combo)
        form.addRow(note(self.tr("A move stopped in its Line of Sight (MIS-11).")))
        return page

    def _mutations_page(self) -> QWidget:
        page, form = form_page()
        self.discard_spin = QSpinBox()
        self.discard_spin.setObjectName("discardSpin")
        self.discard_spin.setRange(0, 2)
        self.discard_spin.valueChanged.connect(lambda _v: self._changed())
        row(form, self.tr("&Discard:"), self.discard_spin)
        form.addRow(note(self.tr("Then the Overmind draws back up to five (M-CX-5).")))
        return page

    # -- choosing (the map's clicks) -------------------------------------------------------

    def square(self, action: str) -> Square | None:
        """The square the form for ``action`` names (``None``: none or not a square)."""
        edit = self.square_edits.get(action)
        return square_from_label(edit.text()) if edit is not None else None

    def set_square(self, action: str, square: Square | None, path: Sequence[Square] = ()) -> None:
        """The square (and the path drawn to it) the GM chose on the map."""
        edit = self.square_edits[action]
        edit.setText(square_label(square) if square is not None else "")
        self._paths[action] = tuple(path)
        self._show_path(action)
        self._changed()

    def target(self, kind: str) -> str | None:
        combo = self.target_combos.get(kind)
        data = combo.currentData() if combo is not None else None
        return data if isinstance(data, str) else None

    def set_target(self, kind: str, target_id: str | None) -> bool:
        """Choose ``target_id`` for the attack ``kind``; ``False`` if it is not listed."""
        combo = self.target_combos[kind]
        index = combo.findData(target_id) if target_id is not None else 0
        if index < 0:
            return False
        combo.setCurrentIndex(index)
        return True

    def clear_choice(self) -> None:
        """Esc: forget the squares and targets chosen."""
        for action, edit in self.square_edits.items():
            edit.clear()
            self._paths[action] = ()
            self._show_path(action)
        for combo in self.target_combos.values():
            combo.setCurrentIndex(0)
        self._changed()

    def _square_typed(self, action: str) -> None:
        self._paths[action] = ()  # typed: the rules walk a shortest path
        self._show_path(action)
        self._changed()

    def _show_path(self, action: str) -> None:
        label = self.path_labels[action]
        path = self._paths.get(action, ())
        if action in ("move", "sprint") and len(path) > 1:
            label.setText(
                self.tr("Path: %1 (steps: %2)")
                .replace("%1", " → ".join(square_label(s) for s in path))
                .replace("%2", str(len(path) - 1))
            )
        else:
            label.setText(self.tr("Click a square on the map, or type it (e.g. C7)."))

    # -- the panel's questions -------------------------------------------------------------

    def command(self, action: str, character: CharacterRow) -> object | None:
        model = character.id
        if action in ("move", "sprint"):
            to = self.square(action)
            if to is None:
                return None
            path = self._paths.get(action, ())
            usable = path if path and path[-1] == to else ()
            return Move(model, to, usable, sprint=action == "sprint")
        if action == "interact":
            square = self.square(action)
            return Interact(model, square) if square is not None else None
        if action in _ATTACK_ACTIONS:
            target = self.target(action)
            return Attack(model, target, action) if target is not None else None
        simple: dict[str, Callable[[], object]] = {
            "activate": lambda: Activate(model),
            "interrupt": lambda: Interrupt(model),
            "overwatch": lambda: Overwatch(model),
            "flip_blip": lambda: FlipBlip(model),
            "overwatch_shot": lambda: OverwatchShot(model, bool(self.fire_combo.currentData())),
            "discard_mutations": lambda: DiscardMutations(self.discard_spin.value()),
        }
        make = simple.get(action)
        return make() if make is not None else None

    def fill(self, mission: MissionView | None, ch: CharacterRow | None, *, keep: bool) -> None:
        detail = mission.detail if mission is not None else None
        self._detail = detail if isinstance(detail, BoardDetail) else None
        side = ch.side if ch is not None else None
        enemies = [
            (m.id, m.name)
            for m in (self._detail.models if self._detail is not None else ())
            if m.status == "active" and side is not None and m.side != side
        ]
        for combo in self.target_combos.values():
            chosen = combo.currentData() if keep else None
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(self.tr("(choose a target)"), None)
            for model_id, name in enemies:
                combo.addItem(name, model_id)
            index = combo.findData(chosen) if chosen is not None else 0
            combo.setCurrentIndex(max(0, index))
            combo.blockSignals(False)
        if not keep:
            for action, edit in self.square_edits.items():
                edit.clear()
                self._paths[action] = ()
                self._show_path(action)
            if ch is not None:
                here = next(
                    (
                        m.square
                        for m in (self._detail.models if self._detail else ())
                        if m.id == ch.id
                    ),
                    None,
                )
                if here is not None:
                    self.square_edits["interact"].setText(square_label(here))
            self.discard_spin.setValue(0)
            self.fire_combo.setCurrentIndex(0)

    # -- Combat dice by their faces (R-12) -------------------------------------------------

    def dice_values(self, parts: Sequence[str]) -> list[int]:
        faces = dict(self._detail.faces) if self._detail is not None else {}
        words = face_words()
        values = []
        for part in parts:
            if part.isdigit():
                values.append(int(part))
                continue
            face = words.get(part.lower())
            if face is None or face not in faces:
                known = ", ".join(_face_names()[f] for f in faces) or "—"
                raise ValueError(
                    self.tr("“{part}” is not a face of the Combat die ({faces}).").format(
                        part=part, faces=known
                    )
                )
            values.append(faces[face])
        return values

    def dice_placeholder(self, needed: int) -> str | None:
        if self._detail is None or not self._detail.faces:
            return None
        return self.tr("%n faces, e.g. hit blank crit (or values 1–12)", "", needed)
