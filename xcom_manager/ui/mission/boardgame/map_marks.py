"""What the Mission Map draws over the squares while the GM plays a model: the squares a MOVE or
a SPRINT reaches, those an Overwatch watches, the path under the pointer, the targets of an
attack with their odds, the Line of Sight to the square under the pointer with what blocks it,
the keyboard's cursor and the Blips just revealed.

Like :mod:`.map_items`, the items paint only what they are given, in scene units (a square is
:data:`~.map_items.SQUARE` wide); the view decides the words. One item paints all the squares
of a highlight, so a click that highlights 90 squares adds one item, not 90.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from xcom_manager.ui.mission.boardgame.map_items import (
    SQUARE,
    Z_LINE,
    Z_SQUARE,
    Z_TOKEN,
    wall_line,
)

__all__ = [
    "Z_MARK",
    "Z_PATH",
    "Z_TOP",
    "BlockersItem",
    "Caption",
    "CursorItem",
    "HighlightItem",
    "PathItem",
    "TargetItem",
]

Square = tuple[int, int]

#: The highlights above the squares and under the walls; the path and the Line of Sight above
#: the walls and under the tokens (whose Health they would hide); targets and the cursor on top.
Z_MARK = Z_SQUARE + 0.5
Z_PATH = Z_LINE + 0.2
Z_TOP = Z_TOKEN + 0.5

#: Fill and edge of each highlight.
_HIGHLIGHTS = {
    "move": (QColor(46, 160, 67, 70), QColor(46, 125, 50)),
    "sprint": (QColor(255, 179, 0, 70), QColor(191, 120, 0)),
    "interact": (QColor(0, 150, 136, 80), QColor(0, 105, 92)),
    "watched": (QColor(211, 47, 47, 45), QColor(198, 40, 40)),
}
_SEEN = QColor("#2e7d32")
_BLOCKED = QColor("#c62828")
_TARGET = QColor("#c62828")
_TARGET_OFF = QColor("#757575")
_CURSOR = QColor("#1565c0")
_REVEALED = QColor("#ff9800")


def _rect(square: Square, inset: float = 0.0) -> QRectF:
    x, y = square
    return QRectF(x * SQUARE + inset, y * SQUARE + inset, SQUARE - 2 * inset, SQUARE - 2 * inset)


def centre(square: Square) -> QPointF:
    return QPointF((square[0] + 0.5) * SQUARE, (square[1] + 0.5) * SQUARE)


@functools.cache
def _caption_font() -> QFont:
    font = QFont()
    font.setPixelSize(12)
    font.setBold(True)
    return font


@functools.cache
def _caption_metrics() -> QFontMetricsF:
    return QFontMetricsF(_caption_font())


class Caption(QGraphicsItem):
    """A short text in a rounded box, the same size on screen at any zoom (a target's chance of
    a kill, a path's steps): drawn in device pixels, centred on its position, below it
    (``below``) or beside it."""

    def __init__(
        self, text: str, colour: QColor, parent: QGraphicsItem, *, below: bool = True
    ) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._font = _caption_font()
        self._below = below
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._brush = QBrush(colour)
        self.text = ""
        self._box = QRectF()
        self.set_text(text)

    def set_text(self, text: str, colour: QColor | None = None) -> None:
        self.prepareGeometryChange()
        self.text = text
        if colour is not None:
            self._brush = QBrush(colour)
        width = _caption_metrics().horizontalAdvance(text) + 10
        self._box = QRectF(
            -width / 2 if self._below else 4, 1.0 if self._below else -9.0, width, 17
        )
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._box.adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("white"), 1))
        painter.setBrush(self._brush)
        painter.drawRoundedRect(self._box, 4, 4)
        painter.setFont(self._font)
        painter.drawText(self._box, Qt.AlignmentFlag.AlignCenter, self.text)


def _cosmetic(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    """A pen as wide on screen at any zoom (the map is often shown small)."""
    pen = QPen(colour, width, style, Qt.PenCapStyle.RoundCap)
    pen.setCosmetic(True)
    return pen


class HighlightItem(QGraphicsItem):
    """A set of squares tinted in one highlight's colour (``move``, ``sprint``, ``interact`` or
    ``watched``, the latter hatched: an Overwatch could stop a move there, MIS-11)."""

    def __init__(self, kind: str, squares: Iterable[Square]) -> None:
        super().__init__()
        self.kind = kind
        self.squares = frozenset(squares)
        fill, edge = _HIGHLIGHTS[kind]
        style = Qt.BrushStyle.FDiagPattern if kind == "watched" else Qt.BrushStyle.SolidPattern
        self._brush = QBrush(edge if kind == "watched" else fill, style)
        self._pen = _cosmetic(edge, 1)
        self._rects = [_rect(s, 1.5) for s in sorted(self.squares)]
        self._bounds = QRectF()
        for rect in self._rects:
            self._bounds = self._bounds.united(rect)
        self.setZValue(Z_MARK)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(self._pen)
        painter.setBrush(self._brush)
        painter.drawRects(self._rects)


class PathItem(QGraphicsPathItem):
    """The path a MOVE or SPRINT walks (square centres, its own square first), with a dot on
    every square and the number of steps at its end (as wide and as large at any zoom)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_PATH)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.squares: tuple[Square, ...] = ()
        self._caption = Caption("", _HIGHLIGHTS["move"][1], self, below=False)

    def set_path(self, squares: Sequence[Square], kind: str) -> None:
        self.squares = tuple(squares)
        path = QPainterPath()
        if squares:
            path.moveTo(centre(squares[0]))
            for square in squares[1:]:
                path.lineTo(centre(square))
        self.setPath(path)
        colour = _HIGHLIGHTS.get(kind, _HIGHLIGHTS["move"])[1]
        pen = _cosmetic(colour, 4)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        steps = str(len(squares) - 1) if len(squares) > 1 else ""
        self._caption.set_text(steps, colour)
        self._caption.setVisible(bool(steps))
        if squares:
            self._caption.setPos(centre(squares[-1]))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return super().boundingRect().adjusted(-8, -8, 8, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.squares:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        super().paint(painter, option, widget)
        painter.setBrush(self.pen().color())
        painter.setPen(Qt.PenStyle.NoPen)
        for square in self.squares[1:]:
            painter.drawEllipse(centre(square), 7, 7)


class BlockersItem(QGraphicsItem):
    """The Line of Sight to the square under the pointer (R-21): green when seen, dashed red
    when not, with the walls and obstacle squares it runs into outlined in red."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_PATH)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.seen = False
        self.line = QLineF()
        self.walls: tuple[tuple[int, int, int, int], ...] = ()
        self.squares: tuple[Square, ...] = ()
        self._bounds = QRectF()
        self._seen_pen = _cosmetic(_SEEN, 2.5)
        self._blocked_pen = _cosmetic(_BLOCKED, 2.5, Qt.PenStyle.DashLine)
        self._wall_pen = QPen(_BLOCKED, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap)
        self._square_pen = _cosmetic(_BLOCKED, 2.5)

    def set_sight(
        self,
        line: QLineF,
        *,
        seen: bool,
        walls: Sequence[tuple[int, int, int, int]] = (),
        squares: Sequence[Square] = (),
    ) -> None:
        self.prepareGeometryChange()
        self.line, self.seen = line, seen
        self.walls, self.squares = tuple(walls), tuple(squares)
        bounds = QRectF(line.p1(), line.p2()).normalized()
        for wall in self.walls:
            bounds = bounds.united(QRectF(wall_line(wall).p1(), wall_line(wall).p2()).normalized())
        for square in self.squares:
            bounds = bounds.united(_rect(square))
        self._bounds = bounds.adjusted(-8, -8, 8, 8)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self._square_pen)
        for square in self.squares:
            painter.drawRect(_rect(square, 3))
        painter.setPen(self._wall_pen)
        for wall in self.walls:
            painter.drawLine(wall_line(wall))
        painter.setPen(self._seen_pen if self.seen else self._blocked_pen)
        painter.drawLine(self.line)
        painter.setBrush(painter.pen().color())
        painter.drawEllipse(self.line.p2(), 4, 4)


class TargetItem(QGraphicsItem):
    """A target of the chosen attack: a ring round its square and, under it, the chance of a
    kill (``label``, the same size at any zoom); thin and grey when the rules refuse the attack
    (its tooltip says why), thicker when it is the target chosen."""

    def __init__(
        self, square: Square, label: str, tooltip: Callable[[], str], *, allowed: bool
    ) -> None:
        super().__init__()
        self.square = square
        self.label = label
        self.allowed = allowed
        self.chosen = False
        # The words (every damage total, or why not) are made when the pointer comes: a click
        # rings up to every enemy on the map, and most are never pointed at.
        self._tooltip = tooltip
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_TOP)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        colour = _TARGET if allowed else _TARGET_OFF
        self._pen = _cosmetic(colour, 2.5 if allowed else 1.5)
        self._chosen_pen = _cosmetic(colour, 4.5)
        # Painted once per zoom: a click on a model rings up to every enemy on the map.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._rect = _rect(square, 1)
        self.caption = Caption(label, colour, self) if label else None
        if self.caption is not None:
            self.caption.setPos(self._rect.center().x(), self._rect.bottom())

    def describe(self) -> str:
        """The tooltip's words (made once, when first wanted)."""
        if not self.toolTip():
            self.setToolTip(self._tooltip())
        return self.toolTip()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.describe()
        super().hoverEnterEvent(event)

    def set_chosen(self, chosen: bool) -> None:
        if chosen != self.chosen:
            self.chosen = chosen
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self._chosen_pen if self.chosen else self._pen)
        painter.drawEllipse(self._rect)


class CursorItem(QGraphicsItem):
    """The keyboard's cursor square (the arrows move it, Enter clicks it), or a Blip just
    revealed (``revealed``: an orange burst ring, M-CX-6)."""

    def __init__(self, square: Square, *, revealed: bool = False) -> None:
        super().__init__()
        self.square = square
        self.revealed = revealed
        self.setZValue(Z_TOP)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        colour = _REVEALED if revealed else _CURSOR
        self._pen = _cosmetic(
            colour, 3, Qt.PenStyle.DashLine if revealed else Qt.PenStyle.SolidLine
        )
        self._rect = _rect(square, -1 if revealed else 2)

    def move_to(self, square: Square) -> None:
        self.prepareGeometryChange()
        self.square = square
        self._rect = _rect(square, -1 if self.revealed else 2)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(self._pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.revealed:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.drawEllipse(self._rect)
        else:
            painter.drawRect(self._rect)
