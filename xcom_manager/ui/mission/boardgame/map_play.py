"""The Mission Map as the GM plays on it: the map of :mod:`.map_view` with what the
selected model may do drawn over it.

:class:`PlayableMapView` is given a model's
:class:`~xcom_manager.rules.boardgame.choices.ModelChoices` (from the services) and the action
the panel shows (``move``, ``sprint``, ``melee``, ``shoot``, ``psychic``, ``interact`` …), and
draws: the squares the MOVE or SPRINT reaches, hatched where an Overwatch could stop it
(MIS-11); the path to the square under the pointer; every target of the attack with its chance
of a kill (the tooltip and :attr:`hovered` give every damage total); the squares an INTERACT
works; and, under the pointer, the Line of Sight from the model (R-21), green when seen, dashed
red when not, with the walls and obstacles in the way. A Blip just revealed gets an orange ring
(M-CX-6).

Keyboard: Tab and Shift+Tab cycle the models (then leave the map), the arrows move a cursor
square, Enter clicks the cursor's square (or confirms the square or target chosen: the
page commits), Esc cancels the choice. What a click means is for the page: the view says
what was clicked and shows what the page chose (:meth:`choose`).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QEvent, QLineF, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QGraphicsItem, QWidget

from xcom_manager.rules.boardgame.choices import ModelChoices, SightLine, TargetChoice
from xcom_manager.rules.boardgame.grid import square_label
from xcom_manager.rules.boardgame.tracker import BoardDetail
from xcom_manager.ui.common.texts import finding_line
from xcom_manager.ui.mission.boardgame.map_items import SQUARE
from xcom_manager.ui.mission.boardgame.map_marks import (
    BlockersItem,
    CursorItem,
    HighlightItem,
    PathItem,
    TargetItem,
)
from xcom_manager.ui.mission.boardgame.map_view import MissionMapView
from xcom_manager.ui.mission.texts import odds_text, percent

__all__ = ["ATTACKS", "MOVES", "PlayableMapView"]

Square = tuple[int, int]

#: The panel's actions that go to a square (with a path) and those that pick a target.
MOVES = frozenset({"move", "sprint"})
ATTACKS = frozenset({"melee", "shoot", "psychic"})

#: One step of the + and - keys (as the view's own).
_KEY_ZOOM = 1.25

_ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


def _wall(wall: tuple[Square, Square]) -> tuple[int, int, int, int]:
    (x1, y1), (x2, y2) = wall
    return (x1, y1, x2, y2)


class PlayableMapView(MissionMapView):
    """The Mission Map with the selected model's reach, paths, targets and Line of Sight."""

    hovered = Signal(str)
    """What the square under the pointer (or the cursor) means now, in words."""
    confirmed = Signal()
    """Enter on the square or target chosen: carry out the action."""
    cancelled = Signal()
    """Esc: forget the square or target chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.viewport().setMouseTracking(True)
        # The wheel zooms it: it takes the keys then too (+, -, F, the arrows).
        self.setFocusPolicy(Qt.FocusPolicy.WheelFocus)
        self._choices: ModelChoices | None = None
        self._mode = ""
        self._chosen_square: Square | None = None
        self._chosen_target: str | None = None
        self._hover: Square | None = None
        self._marks: list[QGraphicsItem] = []
        self._targets: dict[str, TargetItem] = {}
        self._path = PathItem()
        self._path.hide()
        self._sight = BlockersItem()
        self._sight.hide()
        self._cursor: CursorItem | None = None
        self._revealed: list[CursorItem] = []
        self._blips: dict[str, bool] = {}
        self._order: list[str] = []

    # -- what the page gives it ------------------------------------------------------------

    def show_board(self, detail: BoardDetail | None) -> None:
        """The map and models; a Blip that was face down and is not any more is ringed."""
        had_map = self._board is not None
        for ring in self._revealed:
            self.scene().removeItem(ring)
        self._revealed = []
        if detail is None:
            self._blips, self._order = {}, []
            self.show_choices(None, self._mode)
        super().show_board(detail)
        if detail is None:
            return
        for item in (self._path, self._sight):
            if item.scene() is None:
                self.scene().addItem(item)
        shown = [m for m in detail.models if m.status == "active"]
        if had_map:
            for place in shown:
                if self._blips.get(place.id) and not place.blip:
                    ring = CursorItem(place.square, revealed=True)
                    ring.setToolTip(self.tr("%1 was revealed (M-CX-6)").replace("%1", place.name))
                    self.scene().addItem(ring)
                    self._revealed.append(ring)
        self._blips = {m.id: m.blip for m in detail.models}
        # Tab goes through the side whose phase it is first, then the others.
        playing = "heroes" if detail.phase == "hero" else "aliens"
        self._order = [m.id for m in shown if m.side == playing]
        self._order += [m.id for m in shown if m.side != playing]

    def _clear(self) -> None:
        """Take the play's own items off the scene before it is cleared (it would delete
        them)."""
        scene = self.scene()
        for item in (self._path, self._sight, *self._marks, *self._revealed, self._cursor):
            if item is not None and item.scene() is scene:
                scene.removeItem(item)
        self._marks, self._targets, self._revealed, self._cursor = [], {}, [], None
        super()._clear()

    def zoom_in(self) -> None:
        self.zoom_by(_KEY_ZOOM, self._anchor())

    def zoom_out(self) -> None:
        self.zoom_by(1 / _KEY_ZOOM, self._anchor())

    def _anchor(self) -> QPoint | None:
        """The keys zoom round the cursor square or the selected model (when on screen)."""
        square = self.cursor_square()
        token = self.token(self.selected_model())
        if square is None and token is not None:
            square = token.place.square
        if square is None:
            return None
        point = self.square_point(*square)
        return point if self.viewport().rect().contains(point) else None

    def revealed_squares(self) -> list[Square]:
        """The squares of the Blips the last step revealed."""
        return [ring.square for ring in self._revealed]

    def show_choices(self, choices: ModelChoices | None, mode: str) -> None:
        """Draw what ``choices``' model may do with the panel's action ``mode``."""
        self._choices = choices
        self._mode = mode
        self._chosen_square, self._chosen_target = None, None
        self._redraw_marks()
        self._show_hover()

    def set_mode(self, mode: str) -> None:
        if mode != self._mode:
            self.show_choices(self._choices, mode)

    @property
    def choices(self) -> ModelChoices | None:
        return self._choices

    @property
    def mode(self) -> str:
        return self._mode

    def choose(self, *, square: Square | None = None, target: str | None = None) -> None:
        """Show the square (its path fixed) or the target the page chose; ``None``: none."""
        self._chosen_square, self._chosen_target = square, target
        for model_id, item in self._targets.items():
            item.set_chosen(model_id == target)
        self._show_hover()

    def chosen(self) -> tuple[Square | None, str | None]:
        return self._chosen_square, self._chosen_target

    def highlighted(self, kind: str) -> frozenset[Square]:
        """The squares highlighted as ``kind`` (``move``, ``sprint``, ``interact``,
        ``watched``)."""
        for item in self._marks:
            if isinstance(item, HighlightItem) and item.kind == kind:
                return item.squares
        return frozenset()

    def target_items(self) -> dict[str, TargetItem]:
        """The targets marked for the attack, by model id."""
        return dict(self._targets)

    def path_squares(self) -> tuple[Square, ...]:
        """The squares of the path drawn (empty when none)."""
        return self._path.squares if self._path.isVisible() else ()

    def sight_item(self) -> BlockersItem:
        return self._sight

    def cursor_square(self) -> Square | None:
        return self._cursor.square if self._cursor is not None else None

    def hover(self, square: Square | None) -> None:
        """Treat ``square`` as the square under the pointer (``None``: off the map)."""
        if square != self._hover:
            self._hover = square
            self._show_hover()

    # -- drawing ---------------------------------------------------------------------------

    def _redraw_marks(self) -> None:
        scene = self.scene()
        for item in self._marks:
            scene.removeItem(item)
        self._marks, self._targets = [], {}
        choices, mode = self._choices, self._mode
        if choices is None or self._board is None:
            return
        if mode in MOVES:
            sprint = mode == "sprint"
            reach = choices.reach(sprint=sprint)
            if reach:
                self._marks.append(HighlightItem(mode, reach))
            watched = choices.watched & reach
            if watched:
                self._marks.append(HighlightItem("watched", watched))
        elif mode == "interact" and choices.interactions:
            self._marks.append(HighlightItem("interact", [s for s, _ in choices.interactions]))
        elif mode in ATTACKS:
            for target in choices.targets_of(mode):
                item = TargetItem(
                    target.square,
                    self._kill_label(target),
                    functools.partial(self._target_text, target),
                    allowed=target.allowed,
                )
                self._targets[target.target_id] = item
                self._marks.append(item)
        for item in self._marks:
            scene.addItem(item)

    def _kill_label(self, target: TargetChoice) -> str:
        if not target.allowed:
            return ""
        kill = next((o for o in target.odds if o.key == "kill"), None)
        if kill is not None:
            return self.tr("kill %1").replace("%1", percent(kill.chance))
        hit = sum(
            (o.chance for o in target.odds if o.key == "damage" and o.count), start=Fraction(0)
        )
        return self.tr("hit %1").replace("%1", percent(hit)) if target.odds else ""

    def _target_text(self, target: TargetChoice) -> str:
        name = self._name(target.target_id)
        if not target.allowed:
            why = "\n".join(finding_line(r) for r in target.reasons)
            return self.tr("%1: not allowed now\n%2").replace("%1", name).replace("%2", why)
        return self.tr("%1: %2").replace("%1", name).replace("%2", odds_text(target.odds))

    def _name(self, model_id: str) -> str:
        token = self.token(model_id)
        return token.place.name if token is not None else model_id

    def _show_hover(self) -> None:
        """The path and the Line of Sight to the square under the pointer, and its words."""
        choices = self._choices
        square = self._hover
        if choices is None or self._board is None:
            self._path.hide()
            self._sight.hide()
            self.hovered.emit("")
            return
        # The path: to the square chosen, else to the one under the pointer.
        goal = self._chosen_square or square
        path = (
            choices.path(goal, sprint=self._mode == "sprint")
            if goal is not None and self._mode in MOVES
            else None
        )
        if path is not None and len(path) > 1:
            self._path.set_path(path, self._mode)
            self._path.show()
        else:
            self._path.hide()
        if square is None or square == choices.square:
            self._sight.hide()
            self.hovered.emit("")
            return
        line = choices.sight_line(square)
        self._sight.set_sight(
            QLineF(self._point(line.start), self._point(line.end)),
            seen=line.seen,
            walls=[_wall(w) for w in line.walls],
            squares=line.squares,
        )
        self._sight.show()
        self.hovered.emit(self._hover_text(square, line, path))

    @staticmethod
    def _point(point: tuple[object, object]) -> QPointF:
        x, y = point
        return QPointF(float(x) * SQUARE, float(y) * SQUARE)  # type: ignore[arg-type]

    def _hover_text(self, square: Square, line: SightLine, path: Sequence[Square] | None) -> str:
        choices = self._choices
        assert choices is not None
        who = self._name(choices.model_id)
        label = square_label(square)
        parts: list[str] = []
        if line.seen:
            parts.append(self.tr("%1 sees %2").replace("%1", who).replace("%2", label))
        else:
            blockers = [
                self.tr("wall %1–%2")
                .replace("%1", square_label(w[0]))
                .replace("%2", square_label(w[1]))
                for w in line.walls
            ]
            for blocked in line.squares:
                occupant = self.model_at(blocked)
                blockers.append(
                    self._name(occupant)
                    if occupant is not None
                    else self.tr("obstacle %1").replace("%1", square_label(blocked))
                )
            text = self.tr("%1 does not see %2 (R-21)").replace("%1", who).replace("%2", label)
            if blockers:
                text += self.tr(": in the way %1").replace("%1", ", ".join(blockers))
            parts.append(text)
        if self._mode in MOVES:
            if path is not None and len(path) > 1 and square == path[-1]:
                parts.append(self.tr("steps: %1").replace("%1", str(len(path) - 1)))
                if square in choices.watched:
                    parts.append(self.tr("an Overwatch may shoot here (MIS-11)"))
            elif square != choices.square:
                parts.append(self.tr("out of reach"))
        occupant = self.model_at(square)
        if self._mode in ATTACKS and occupant is not None:
            target = choices.target(occupant, self._mode)
            if target is not None:
                parts.append(self._target_text(target).replace("\n", " — "))
        return " · ".join(parts)

    # -- events ----------------------------------------------------------------------------

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        super().mouseMoveEvent(event)
        if event.buttons() == Qt.MouseButton.NoButton:
            self.hover(self.square_at(event.position().toPoint()))

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().leaveEvent(event)
        if self._cursor is None:
            self.hover(None)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 - Qt's names
        """Tab and Shift+Tab: the next or previous model, then on out of the map."""
        order = self._order
        if not order:
            return super().focusNextPrevChild(next)
        current = self.selected_model()
        index = order.index(current) if current in order else (-1 if next else len(order))
        index += 1 if next else -1
        if not 0 <= index < len(order):
            return super().focusNextPrevChild(next)
        model_id = order[index]
        self._move_cursor(self._tokens[model_id].place.square)
        self.modelClicked.emit(model_id)
        return True

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt's name
        super().focusOutEvent(event)
        self._drop_cursor()

    def _drop_cursor(self) -> None:
        if self._cursor is not None:
            self.scene().removeItem(self._cursor)
            self._cursor = None

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        key = event.key()
        if key in _ARROWS and self._board is not None and self.selected_model() is not None:
            dx, dy = _ARROWS[Qt.Key(key)]
            start = self.cursor_square()
            if start is None:
                token = self.token(self.selected_model())
                start = token.place.square if token is not None else (0, 0)
            width, height = self._size
            self._move_cursor(
                (min(max(start[0] + dx, 0), width - 1), min(max(start[1] + dy, 0), height - 1))
            )
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            cursor = self.cursor_square()
            chosen = self._chosen_square
            target = self._chosen_target
            if (
                cursor is None
                or cursor == chosen
                or (target is not None and self.model_at(cursor) == target)
            ):
                self.confirmed.emit()
            else:
                model_id = self.model_at(cursor)
                if model_id is not None:
                    self.modelClicked.emit(model_id)
                else:
                    self.squareClicked.emit(*cursor)
            event.accept()
            return
        if key == Qt.Key.Key_Escape:
            if self._chosen_square is None and self._chosen_target is None:
                self._drop_cursor()  # nothing chosen: Esc takes the cursor away
                self.hover(None)
            self.cancelled.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def _move_cursor(self, square: Square) -> None:
        if self._cursor is None:
            self._cursor = CursorItem(square)
            self.scene().addItem(self._cursor)
        else:
            self._cursor.move_to(square)
        self.ensureVisible(square[0] * SQUARE, square[1] * SQUARE, SQUARE, SQUARE, 20, 20)
        self.hover(square)
