"""The board game's Mission Map on screen: the squares, walls and models of a
:class:`~xcom_manager.rules.boardgame.tracker.BoardDetail`, zoomed and panned by the GM.

The view takes only the plain detail the services hand the Missions page, and says what the GM
clicked (:attr:`MissionMapView.modelClicked`, :attr:`MissionMapView.squareClicked`); what a click
means is for the page. A redraw reuses what did not change: the grid, squares and walls are
built again only for another map, a token is repainted only when its model changed, and the
zoom and scroll position stay where the GM left them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QLineF, QPoint, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from xcom_manager.rules.boardgame.grid import square_label
from xcom_manager.rules.boardgame.tracker import BoardDetail, ModelPlace
from xcom_manager.ui.mission.boardgame.map_items import (
    MARGIN,
    SQUARE,
    Z_LINE,
    MapFloor,
    RulerItem,
    SightLineItem,
    SquareItem,
    TokenItem,
    WallItem,
)
from xcom_manager.ui.mission.texts import side_label

__all__ = ["MAX_ZOOM", "MIN_ZOOM", "MissionMapView"]

#: The zoom limits, as multiples of the scale that fits the whole map in the window.
MIN_ZOOM, MAX_ZOOM = 0.2, 6.0
#: One step of the +/- keys or of one notch of the mouse wheel.
_ZOOM_STEP = 1.25
_WHEEL_NOTCH = 120

_PENDING_PEN = QPen(QColor("#d32f2f"), 3, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)

Square = tuple[int, int]

#: The arrow keys' panning, in squares.
_ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


class MissionMapView(QGraphicsView):
    """The Mission Map: the grid (column letters and row numbers on its edges), obstacles,
    objective, item and exit squares, walls, and a token for every model on the map.

    Zoom with the mouse wheel (around the pointer) or ``+``/``=`` and ``-``; ``0`` or ``F``
    fits the map to the window; drag empty space with the left button or use the arrow keys
    (when no model is selected) to pan.
    """

    modelClicked = Signal(str)  # noqa: N815 - Qt's style of signal names
    """The token of a model on the map was clicked: its id."""
    squareClicked = Signal(int, int)  # noqa: N815 - Qt's style of signal names
    """A square without a token was clicked: its column and row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("missionMap")
        self.setAccessibleName(self.tr("Mission Map"))
        self._scene = QGraphicsScene(self)
        # A few dozen items, the tokens moving: a linear search beats keeping an index.
        self._scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(self._scene)
        # The map's lines and squares are upright: antialiasing would only slow them (the
        # hatching most); the round tokens, badges and icons turn it on for themselves.
        self.setRenderHints(QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor("#d8d2c4"))
        # The floor and its grid are the view's background, painted where exposed (a cached
        # background pixmap saves ~0.4 ms a full repaint but costs ~2 ms whenever the map is
        # drawn anew or zoomed: not worth it).
        self.setMinimumSize(200, 200)

        self._board: Mapping[str, Any] | None = None
        self._size: tuple[int, int] = (0, 0)
        self._floor: MapFloor | None = None
        self._static: list[QGraphicsItem] = []
        self._tokens: dict[str, TokenItem] = {}
        self._at: dict[Square, str] = {}
        self._pending: QGraphicsLineItem | None = None
        self._active: str | None = None
        self._selected: str | None = None
        #: Whether the map follows the window's size (until the GM zooms).
        self._fitting = False
        self._press: QPoint | None = None

    # -- what it shows ---------------------------------------------------------------------

    def show_board(self, detail: BoardDetail | None) -> None:
        """Draw ``detail``'s map and models (``None``: nothing). The first map, or a map of
        another size, is fitted to the window; otherwise the zoom and scroll stay."""
        if detail is None:
            self._clear()
            return
        board = detail.board
        size = (int(board["width"]), int(board["height"]))
        if board != self._board:
            self._build_map(board)
            if size != self._size:
                self._size = size
                self._scene.setSceneRect(
                    QRectF(
                        -MARGIN,
                        -MARGIN,
                        size[0] * SQUARE + 2 * MARGIN,
                        size[1] * SQUARE + 2 * MARGIN,
                    )
                )
                self.fit()
        self._active = detail.active
        self._show_models(detail.models)
        self._show_pending(detail.pending_overwatch)

    def select_model(self, model_id: str | None) -> None:
        """Outline the token of ``model_id`` as selected (``None``: no model selected)."""
        self._selected = model_id
        self._mark_tokens()

    def selected_model(self) -> str | None:
        return self._selected

    def tokens(self) -> dict[str, TokenItem]:
        """The tokens on the map, by model id."""
        return dict(self._tokens)

    def token(self, model_id: str | None) -> TokenItem | None:
        """The token of ``model_id`` (``None``: not on the map), without copying them all."""
        return self._tokens.get(model_id) if model_id is not None else None

    def model_at(self, square: Square) -> str | None:
        """The id of the model on ``square``, if any."""
        return self._at.get(square)

    def token_point(self, model_id: str) -> QPoint:
        """Where the centre of ``model_id``'s token is on the viewport."""
        token = self._tokens[model_id]
        return self.mapFromScene(token.sceneBoundingRect().center())

    def square_point(self, x: int, y: int) -> QPoint:
        """Where the centre of square ``(x, y)`` is on the viewport."""
        return self.mapFromScene(QPointF((x + 0.5) * SQUARE, (y + 0.5) * SQUARE))

    def square_at(self, point: QPoint) -> Square | None:
        """The square under a viewport point, ``None`` off the map."""
        scene = self.mapToScene(point)
        x, y = int(scene.x() // SQUARE), int(scene.y() // SQUARE)
        if 0 <= x < self._size[0] and 0 <= y < self._size[1]:
            return (x, y)
        return None

    def _clear(self) -> None:
        self._scene.clear()
        self._static, self._tokens, self._at, self._pending = [], {}, {}, None
        self._board, self._size, self._floor = None, (0, 0), None
        self._scene.setSceneRect(QRectF())
        self.viewport().update()  # the floor is gone
        self._fitting = False

    def _build_map(self, board: Mapping[str, Any]) -> None:
        for item in self._static:
            self._scene.removeItem(item)
        width, height = int(board["width"]), int(board["height"])
        letters = [square_label((x, 0))[:-1] for x in range(width)]

        def label(x: int, y: int) -> str:  # square_label's, without checking every square
            return f"{letters[x]}{y + 1}"

        self._floor = MapFloor(width, height)
        self.viewport().update()  # the new floor
        items: list[QGraphicsItem] = [
            RulerItem(letters, columns=True),
            RulerItem([str(y + 1) for y in range(height)], columns=False),
        ]
        words = {
            "blocking": self.tr("%1: obstacle. No model enters it; it blocks Line of Sight."),
            "objective": self.tr("%1: objective"),
            "item": self.tr("%1: item (an INTERACT picks it up)"),
            "exit": self.tr("%1: exit (a Hero standing here may leave the map)"),
        }
        taken: set[Square] = set()
        for kind, key in (
            ("blocking", "blocking"),
            ("objective", "objectives"),
            ("item", "items"),
            ("exit", "exits"),
        ):
            for x, y in board.get(key, ()):
                if (x, y) in taken:  # one item per square at most
                    continue
                taken.add((x, y))
                items.append(SquareItem(kind, x, y, words[kind].replace("%1", label(x, y))))
        between = self.tr("Wall between %1 and %2")
        for wall in board.get("walls", ()):
            x1, y1, x2, y2 = (int(v) for v in wall)
            tooltip = between.replace("%1", label(x1, y1)).replace("%2", label(x2, y2))
            items.append(WallItem((x1, y1, x2, y2), tooltip))
        for item in items:
            self._scene.addItem(item)
        self._static = items
        self._board = board

    def _show_models(self, models: Sequence[ModelPlace]) -> None:
        shown: dict[str, ModelPlace] = {m.id: m for m in models if m.status == "active"}
        for model_id in [m for m in self._tokens if m not in shown]:
            self._scene.removeItem(self._tokens.pop(model_id))
        for place in shown.values():
            token = self._tokens.get(place.id)
            tooltip = self._token_tooltip(place)
            if token is None:
                token = self._tokens[place.id] = TokenItem(place, tooltip)
                self._scene.addItem(token)
            else:
                token.set_place(place, tooltip)
        self._at = {place.square: place.id for place in shown.values()}
        self._mark_tokens()

    def _mark_tokens(self) -> None:
        for model_id, token in self._tokens.items():
            token.set_marks(active=model_id == self._active, selected=model_id == self._selected)

    def _token_tooltip(self, place: ModelPlace) -> str:
        lines = [place.name, side_label(place.side)]
        if place.blip:
            # M-CX-6: a face-down Blip does not show what it hides, nor its Health.
            lines.append(self.tr("Face-down Blip"))
        else:
            health = self.tr("Health: %1/%2").replace("%1", str(max(0, place.health)))
            lines.append(health.replace("%2", str(place.max_health)))
            if place.overwatch == "full":
                lines.append(self.tr("Overwatch: full (red)"))
            elif place.overwatch == "weak":
                lines.append(self.tr("Overwatch: weak (blue)"))
        if place.id == self._active:
            lines.append(self.tr("Its Turn"))
        return "\n".join(lines)

    def _show_pending(self, pending: tuple[str, str] | None) -> None:
        ends = None
        if pending is not None and pending[0] in self._tokens and pending[1] in self._tokens:
            watcher, mover = self._tokens[pending[0]], self._tokens[pending[1]]
            line = QLineF(watcher.sceneBoundingRect().center(), mover.sceneBoundingRect().center())
            tooltip = self.tr("%1 may take an Overwatch shot at %2")
            tooltip = tooltip.replace("%1", watcher.place.name).replace("%2", mover.place.name)
            ends = (line, tooltip)
        if ends is None:
            if self._pending is not None:
                self._scene.removeItem(self._pending)
                self._pending = None
            return
        if self._pending is None:
            self._pending = SightLineItem()
            self._pending.setPen(_PENDING_PEN)
            self._pending.setZValue(Z_LINE)
            self._scene.addItem(self._pending)
        if self._pending.line() != ends[0]:
            self._pending.setLine(ends[0])
        self._pending.setToolTip(ends[1])

    def pending_line(self) -> QGraphicsLineItem | None:
        """The dashed line from a model in Overwatch to the model it may shoot at (MIS-11)."""
        return self._pending

    # -- zoom and pan ----------------------------------------------------------------------

    def fitted_scale(self) -> float:
        """The scale that shows the whole map in the window."""
        rect = self._scene.sceneRect()
        if rect.isEmpty():
            return 1.0
        area = self.viewport().rect()
        return max(
            1e-3, min((area.width() - 4) / rect.width(), (area.height() - 4) / rect.height())
        )

    def zoom(self) -> float:
        """The scale as a multiple of :meth:`fitted_scale`."""
        return self.transform().m11() / self.fitted_scale()

    def fit(self) -> None:
        """Show the whole map, centred; it follows the window's size until the GM zooms."""
        self._fitting = True
        if self._scene.sceneRect().isEmpty():
            return
        scale = self.fitted_scale()
        self.resetTransform()
        self.scale(scale, scale)
        self.centerOn(self._scene.sceneRect().center())

    def zoom_by(self, factor: float, anchor: QPoint | None = None) -> None:
        """Zoom by ``factor`` (within the limits), keeping the scene point under ``anchor``
        (a viewport point; the centre by default) where it is."""
        if self._scene.sceneRect().isEmpty():
            return
        fitted = self.fitted_scale()
        current = self.transform().m11()
        target = min(max(current * factor, fitted * MIN_ZOOM), fitted * MAX_ZOOM)
        if abs(target - current) < 1e-9:
            return
        self._fitting = False
        point = anchor if anchor is not None else self.viewport().rect().center()
        before = self.mapToScene(point)
        self.scale(target / current, target / current)
        moved = self.mapFromScene(before) - point
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + moved.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + moved.y())

    def zoom_in(self) -> None:
        self.zoom_by(_ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / _ZOOM_STEP)

    def _pan(self, dx: int, dy: int) -> None:
        step = max(1, round(SQUARE * self.transform().m11()))
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + dx * step)
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + dy * step)

    # -- events ----------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        super().drawBackground(painter, rect)
        if self._floor is not None:
            self._floor.paint(painter)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        notches = event.angleDelta().y() / _WHEEL_NOTCH
        if not notches:
            event.ignore()
            return
        self.zoom_by(_ZOOM_STEP**notches, event.position().toPoint())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif key == Qt.Key.Key_Minus:
            self.zoom_out()
        elif key in (Qt.Key.Key_0, Qt.Key.Key_F):
            self.fit()
        elif key in _ARROWS:
            if self._selected is not None:
                event.ignore()  # the arrows are the page's while a model is selected
                return
            self._pan(*_ARROWS[Qt.Key(key)])
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        super().mouseReleaseEvent(event)
        press, self._press = self._press, None
        if event.button() != Qt.MouseButton.LeftButton or press is None:
            return
        event.accept()  # the map's own click or drag, whether an item took it or not
        point = event.position().toPoint()
        if (point - press).manhattanLength() >= QApplication.startDragDistance():
            return  # a drag that panned the map, not a click
        item = self.itemAt(point)
        while item is not None and not isinstance(item, TokenItem):
            item = item.parentItem()
        if isinstance(item, TokenItem):
            self.modelClicked.emit(item.place.id)
            return
        square = self.square_at(point)
        if square is None:
            return
        model_id = self._at.get(square)
        if model_id is not None:  # the corner of an occupied square: its model
            self.modelClicked.emit(model_id)
        else:
            self.squareClicked.emit(*square)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self._fitting:
            self.fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._fitting:
            self.fit()
