"""The Mission Map editor's canvas: the map drawn as in play, with the start
squares and Blips of the plan, a cursor square, and what the GM clicks, drags and types.

:class:`MapEditorView` is a :class:`~.map_view.MissionMapView` (the same floor, squares, walls,
rulers, zoom) that decides nothing: it says which square was clicked or painted, which edge,
and where the cursor went; the dialog (:mod:`.editor`) asks the rules core what that does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from xcom_manager.rules.boardgame.grid import square_label
from xcom_manager.rules.boardgame.tracker import BoardDetail
from xcom_manager.ui.mission.boardgame.map_items import SQUARE, Z_TOKEN
from xcom_manager.ui.mission.boardgame.map_view import MissionMapView

__all__ = ["EDGE_ZONE", "MapEditorView", "MarkerItem"]

Square = tuple[int, int]

#: How close to an edge (a share of a square's side) a click is "on the edge".
EDGE_ZONE = 0.22

_ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}
_COLOURS = {"hero": QColor("#2d6da3"), "alien": QColor("#7b3f98"), "blip": QColor("#5d5d66")}
_CURSOR_PEN = QPen(QColor("#ff5722"), 3, Qt.PenStyle.DashLine)


class MarkerItem(QGraphicsItem):
    """A start square or a Blip of the plan: a disc in its side's colour and a short label
    (``H1``, ``A2``, ``?``); a decoy Blip has a dashed edge."""

    def __init__(self, kind: str, square: Square, label: str, tooltip: str, *, decoy: bool) -> None:
        super().__init__()
        self.kind, self.square, self.label, self.decoy = kind, square, label, decoy
        self.setPos(square[0] * SQUARE, square[1] * SQUARE)
        self.setZValue(Z_TOKEN)
        self.setToolTip(tooltip)
        inset = SQUARE * 0.12
        self._disc = QRectF(inset, inset, SQUARE - 2 * inset, SQUARE - 2 * inset)
        colour = _COLOURS.get(kind, _COLOURS["blip"])
        self._brush = QBrush(colour)
        style = Qt.PenStyle.DashLine if decoy else Qt.PenStyle.SolidLine
        self._edge = QPen(colour.darker(170), 2.5, style)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return QRectF(0, 0, SQUARE, SQUARE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self._edge)
        painter.setBrush(self._brush)
        painter.drawEllipse(self._disc)
        font = painter.font()
        font.setPixelSize(18)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(self._disc, Qt.AlignmentFlag.AlignCenter, self.label)


class MapEditorView(MissionMapView):
    """The map being edited. A click on a square emits :attr:`squareClicked` (the base
    class's signal), a click near an edge (any click in :attr:`edge_mode`) :attr:`edgeClicked`
    instead; a drag with the left button paints squares (:attr:`strokeStarted`,
    :attr:`squarePainted`, :attr:`strokeFinished`; a click starts and finishes a stroke too,
    without painting). The arrow keys move the cursor square, Shift+arrow names the cursor's
    edge on that side (:attr:`edgeKeyed`), Space or Enter clicks the cursor square; ``+``,
    ``-``, ``0`` and ``F`` zoom as in play."""

    edgeClicked = Signal(int, int, int, int)  # noqa: N815 - Qt's style of signal names
    """An edge was clicked: the two squares it lies between (``x1, y1, x2, y2``; the second
    may be off the map)."""
    edgeKeyed = Signal(int, int, int, int)  # noqa: N815
    """Shift+arrow: the edge between the cursor square and its neighbour that way (a wall to
    raise or take down, whatever the tool)."""
    strokeStarted = Signal(int, int)  # noqa: N815
    """The left button went down on a square: a click or a painting drag begins there."""
    squarePainted = Signal(int, int)  # noqa: N815
    """A drag entered another square."""
    strokeFinished = Signal()  # noqa: N815
    """The drag (or click) that began with :attr:`strokeStarted` ended."""
    cursorMoved = Signal(int, int)  # noqa: N815
    """The cursor square moved (keys or a click)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mapEditorView")
        self.setAccessibleName(self.tr("Mission Map editor"))
        self.setDragMode(MissionMapView.DragMode.NoDrag)
        self.setMouseTracking(False)
        self._markers: list[MarkerItem] = []
        self._cursor_square: Square = (0, 0)
        self._cursor = QGraphicsRectItem(QRectF(2, 2, SQUARE - 4, SQUARE - 4))
        self._cursor.setPen(_CURSOR_PEN)
        self._cursor.setZValue(Z_TOKEN + 1)
        self.scene().addItem(self._cursor)
        self._stroke: Square | None = None
        self._pressed_at: QPoint | None = None
        self._painted = False
        self._map_size: Square = (0, 0)
        #: Whether every click is on the nearest edge (the Wall tool), not only one near it.
        self.edge_mode = False

    # -- what it shows ---------------------------------------------------------------------

    def show_map(self, data: Mapping[str, Any], species: Mapping[str, str] | None = None) -> None:
        """Draw the map ``data`` (JSON, as :func:`~.grid.map_to_json` makes it): its squares and
        walls as in play, then its start squares and Blips (``species`` names by key)."""
        self.show_board(
            BoardDetail(
                round=0,
                phase="hero",
                active=None,
                actions=(),
                to_activate=(),
                mutations=0,
                interruption_used=False,
                pending_overwatch=None,
                board=data,
                models=(),
            )
        )
        self._map_size = (int(data["width"]), int(data["height"]))
        for marker in self._markers:
            self.scene().removeItem(marker)
        self._markers = self._make_markers(data, species or {})
        for marker in self._markers:
            self.scene().addItem(marker)
        x, y = self._cursor_square
        self.set_cursor(min(x, self._map_size[0] - 1), min(y, self._map_size[1] - 1))

    def _make_markers(
        self, data: Mapping[str, Any], species: Mapping[str, str]
    ) -> list[MarkerItem]:
        markers: list[MarkerItem] = []
        for number, (x, y) in enumerate(data.get("hero_starts", ()), start=1):
            tooltip = self.tr("%1: start square of Hero %2")
            tooltip = tooltip.replace("%1", square_label((x, y))).replace("%2", str(number))
            markers.append(MarkerItem("hero", (x, y), f"H{number}", tooltip, decoy=False))
        for number, (x, y) in enumerate(data.get("alien_starts", ()), start=1):
            tooltip = self.tr("%1: start square of alien %2")
            tooltip = tooltip.replace("%1", square_label((x, y))).replace("%2", str(number))
            markers.append(MarkerItem("alien", (x, y), f"A{number}", tooltip, decoy=False))
        for number, blip in enumerate(data.get("blips", ()), start=1):
            x, y = blip["square"]
            key = blip.get("species")
            if key is None:
                tooltip = self.tr("%1: Blip %2, a decoy")
            else:
                tooltip = self.tr("%1: Blip %2, hiding %3").replace("%3", species.get(key, key))
            tooltip = tooltip.replace("%1", square_label((x, y))).replace("%2", str(number))
            markers.append(MarkerItem("blip", (x, y), "?", tooltip, decoy=key is None))
        return markers

    def markers(self) -> list[MarkerItem]:
        """The start squares and Blips drawn, in the map's order."""
        return list(self._markers)

    def cursor_square(self) -> Square:
        return self._cursor_square

    def set_cursor(self, x: int, y: int) -> None:
        """Put the cursor on square ``(x, y)`` (kept on the map) and scroll it into sight."""
        width, height = self._map_size
        x, y = max(0, min(x, width - 1)), max(0, min(y, height - 1))
        self._cursor_square = (x, y)
        self._cursor.setPos(x * SQUARE, y * SQUARE)
        self.ensureVisible(self._cursor, 8, 8)
        self.cursorMoved.emit(x, y)

    def edge_point(self, a: Square, b: Square) -> QPoint:
        """Where the middle of the edge between neighbours ``a`` and ``b`` is on the viewport."""
        return self.mapFromScene(
            QPointF((a[0] + b[0] + 1) * SQUARE / 2, (a[1] + b[1] + 1) * SQUARE / 2)
        )

    def nearest_edge(self, point: QPoint) -> tuple[Square, Square, float] | None:
        """The edge of the square under ``point`` nearest to it: the square, its neighbour
        across that edge (maybe off the map) and the distance as a share of a side."""
        scene = self.mapToScene(point)
        fx, fy = scene.x() / SQUARE, scene.y() / SQUARE
        x, y = int(fx // 1), int(fy // 1)
        if not (0 <= x < self._map_size[0] and 0 <= y < self._map_size[1]):
            return None
        dx, dy = fx - x, fy - y
        sides: Sequence[tuple[float, Square]] = (
            (dx, (x - 1, y)),
            (1 - dx, (x + 1, y)),
            (dy, (x, y - 1)),
            (1 - dy, (x, y + 1)),
        )
        distance, other = min(sides, key=lambda side: side[0])
        return ((x, y), other, distance)

    # -- events ----------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        key = event.key()
        if key in _ARROWS:
            dx, dy = _ARROWS[Qt.Key(key)]
            x, y = self._cursor_square
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.edgeKeyed.emit(x, y, x + dx, y + dy)
            else:
                self.set_cursor(x + dx, y + dy)
            event.accept()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.squareClicked.emit(*self._cursor_square)
            event.accept()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        event.accept()
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        point = event.position().toPoint()
        square = self.square_at(point)
        self._pressed_at = point
        self._painted = False
        self._stroke = square
        if square is not None:
            self.strokeStarted.emit(*square)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if self._stroke is None or self._pressed_at is None:
            super().mouseMoveEvent(event)
            return
        event.accept()
        point = event.position().toPoint()
        square = self.square_at(point)
        if square is None or (square == self._stroke and not self._painted):
            return
        if not self._painted:  # the drag leaves its first square: paint that one too
            self._painted = True
            self.squarePainted.emit(*self._stroke)
        if square != self._stroke:
            self._stroke = square
            self.squarePainted.emit(*square)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() != Qt.MouseButton.LeftButton or self._pressed_at is None:
            super().mouseReleaseEvent(event)
            return
        event.accept()
        point = event.position().toPoint()
        start, painted = self._pressed_at, self._painted
        self._pressed_at, self._stroke, self._painted = None, None, False
        self.strokeFinished.emit()
        if painted:
            return
        square = self.square_at(point)
        if square is None or square != self.square_at(start):
            return
        self.set_cursor(*square)
        edge = self.nearest_edge(point)
        if edge is not None and (self.edge_mode or edge[2] <= EDGE_ZONE):
            (x1, y1), (x2, y2), _ = edge
            self.edgeClicked.emit(x1, y1, x2, y2)
        else:
            self.squareClicked.emit(*square)
