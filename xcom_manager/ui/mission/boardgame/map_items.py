"""The pieces of the board game's Mission Map on screen: the floor and its grid, the squares that
matter, the walls, the edge labels, the model tokens and their Overwatch badges.

Everything is laid out in scene units: a square is :data:`SQUARE` units wide, square ``(x, y)``
(column ``x``, row ``y`` from the top left) has its top left corner at ``(x, y) * SQUARE``.
The items only paint what they are given: the view (:mod:`.map_view`) decides the words (its
tooltips, through ``tr``) and hands each item plain values. Every path, rectangle, pen and font
is made once and shared by the items (``_Look``), every text laid out once and kept
(``QStaticText``, by text), and an item's own values when it is made or changed, never in
``paint``: a repaint of the full map allocates next to nothing.
"""

from __future__ import annotations

import functools
import re

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QStaticText,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from xcom_manager.rules.boardgame.grid import TILE
from xcom_manager.rules.boardgame.tracker import ModelPlace

__all__ = [
    "BADGE_COLOURS",
    "MARGIN",
    "SQUARE",
    "Z_LABEL",
    "Z_LINE",
    "Z_SQUARE",
    "Z_TOKEN",
    "Z_WALL",
    "BadgeItem",
    "MapFloor",
    "RulerItem",
    "SightLineItem",
    "SquareItem",
    "TokenItem",
    "WallItem",
    "short_name",
    "wall_line",
]

#: A square's side, and the margin around the map that holds the column and row labels.
SQUARE = 60.0
MARGIN = 26.0

_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache

# Layers, bottom to top.
Z_LABEL, Z_SQUARE, Z_WALL, Z_LINE, Z_TOKEN = 0.0, 1.0, 2.0, 3.0, 4.0

_FLOOR = QColor("#efe9dc")
_GRID_LINE = QColor("#cfc5b0")
_TILE_LINE = QColor("#a89c82")
_LABEL = QColor("#4a4336")
_WALL = QColor("#3b2c20")
#: Fill, hatch (or icon) colour of each kind of square that matters.
_SQUARE_COLOURS = {
    "blocking": (QColor("#55524c"), QColor("#8e8a80")),
    "objective": (QColor("#f3cd4f"), QColor("#7a5a00")),
    "item": (QColor("#8fd0c8"), QColor("#0f5a52")),
    "exit": (QColor("#a8d08d"), QColor("#2f5e17")),
}
_SIDE_COLOURS = {"heroes": QColor("#2d6da3"), "aliens": QColor("#7b3f98")}
_BLIP_COLOUR = QColor("#5d5d66")
_ACTIVE = QColor("#ffc400")
_SELECTED = QColor("#ff5722")
#: The Overwatch tokens (B-ACT-7): full is red, weak is blue.
BADGE_COLOURS = {"full": QColor("#d32f2f"), "weak": QColor("#1e6fd9")}


def wall_line(wall: tuple[int, int, int, int]) -> QLineF:
    """The edge a wall ``[x1, y1, x2, y2]`` lies on, between the two squares it separates."""
    x1, y1, x2, y2 = wall
    if y1 == y2:  # side by side: the wall is the vertical edge between them
        x = max(x1, x2) * SQUARE
        return QLineF(x, y1 * SQUARE, x, (y1 + 1) * SQUARE)
    y = max(y1, y2) * SQUARE
    return QLineF(x1 * SQUARE, y, (x1 + 1) * SQUARE, y)


def _font(pixels: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


class _Look:
    """What every item of a kind paints with, made once (fonts need the application): the
    items share it, so that making the map's items allocates only their own few values."""

    def __init__(self) -> None:
        square = QRectF(0, 0, SQUARE, SQUARE)
        self.square = square
        self.inner = square.adjusted(1, 1, -1, -1)
        centre = square.center()
        # Squares that matter: fill, hatch or icon brush and pen, icon path.
        self.fills = {kind: QBrush(fill) for kind, (fill, _) in _SQUARE_COLOURS.items()}
        self.marks = {kind: QBrush(mark) for kind, (_, mark) in _SQUARE_COLOURS.items()}
        self.hatch = QBrush(_SQUARE_COLOURS["blocking"][1], Qt.BrushStyle.BDiagPattern)
        self.icon_pens = {
            kind: QPen(mark.darker(130), 1.5) for kind, (_, mark) in _SQUARE_COLOURS.items()
        }
        self.icons = {
            "objective": _star(centre, 18),
            "item": _crate(centre, 12),
            "exit": _arrow(centre, 16),
        }
        crate = self.icons["item"].boundingRect()
        self.crate_boards = QPainterPath()
        self.crate_boards.moveTo(crate.topLeft())
        self.crate_boards.lineTo(crate.bottomRight())
        self.crate_boards.moveTo(crate.topRight())
        self.crate_boards.lineTo(crate.bottomLeft())
        # Tokens.
        inset = (SQUARE - SQUARE * 0.84) / 2
        self.circle = square.adjusted(inset, inset, -inset, -inset)
        self.ring = self.circle.adjusted(-2.5, -2.5, 2.5, 2.5)
        self.ring_shape = QPainterPath()
        self.ring_shape.addEllipse(self.ring)
        self.frame = square.adjusted(2, 2, -2, -2)
        self.text_width = SQUARE * 0.8
        self.name_font = _font(10.5, bold=True)
        self.health_font = _font(11)
        self.blip_font = _font(24, bold=True)
        self.far_font = _font(30, bold=True)
        self.name_metrics = QFontMetricsF(self.name_font)
        self.label_font = _font(MARGIN * 0.55, bold=True)
        self.fonts = {
            "name": self.name_font,
            "health": self.health_font,
            "blip": self.blip_font,
            "far": self.far_font,
            "label": self.label_font,
        }
        c = self.circle
        self.name_rect = QRectF(c.left(), c.center().y() - 14, c.width(), 14)
        self.health_rect = QRectF(c.left(), c.center().y() + 1, c.width(), 13)
        self.blip_rect = QRectF(c.left(), c.top() + 2, c.width(), c.height() * 0.55)
        self.blip_name_rect = QRectF(c.left(), c.center().y() + 4, c.width(), 13)
        self.token_fills = {side: QBrush(colour) for side, colour in _SIDE_COLOURS.items()}
        self.token_fills["blip"] = QBrush(_BLIP_COLOUR)
        self.token_edges = {
            side: QPen(colour.darker(160), 1.5) for side, colour in _SIDE_COLOURS.items()
        }
        self.token_edges["blip"] = QPen(_BLIP_COLOUR.darker(160), 1.5)
        self.active_pen = QPen(_ACTIVE, 4)
        self.selected_pen = QPen(_SELECTED, 3)
        self.selected_pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        self.text_pen = QPen(QColor("white"))
        # Overwatch badges.
        size = BadgeItem.SIZE
        self.badge = QRectF(0, 0, size, size)
        self.badge_disc = self.badge.adjusted(1, 1, -1, -1)
        self.badge_brushes = {token: QBrush(colour) for token, colour in BADGE_COLOURS.items()}
        self.badge_pen = QPen(QColor("white"), 2)
        middle, arm = self.badge.center(), size * 0.27
        self.plus = QPainterPath()
        self.plus.moveTo(middle.x() - arm, middle.y())
        self.plus.lineTo(middle.x() + arm, middle.y())
        self.plus.moveTo(middle.x(), middle.y() - arm)
        self.plus.lineTo(middle.x(), middle.y() + arm)
        self.plus_pen = QPen(QColor("white"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        # Edge labels.
        self.label_pen = QPen(_LABEL)


_LOOK: _Look | None = None


def _look() -> _Look:
    global _LOOK
    if _LOOK is None:
        _LOOK = _Look()
    return _LOOK


#: Below this scale a token shows its Health large instead of its name (a square under ~27 px).
_FAR_DETAIL = 0.45

_NUMBERED = re.compile(r"^(.*\S)\s+(\d+)$")


def short_name(metrics: QFontMetricsF, name: str, width: float) -> str:
    """``name`` elided to ``width``, keeping a trailing number whole: "Sectoid 12" becomes
    "Sect… 12", so that the tokens of one species stay apart on the map."""
    if metrics.horizontalAdvance(name) <= width:
        return name
    numbered = _NUMBERED.match(name)
    if numbered is not None:
        number = " " + numbered.group(2)
        room = width - metrics.horizontalAdvance(number)
        stem = metrics.elidedText(numbered.group(1), Qt.TextElideMode.ElideRight, room)
        if len(stem) > 1:
            return stem + number
    elided = metrics.elidedText(name, Qt.TextElideMode.ElideRight, width)
    return elided.replace(" …", "…")


@functools.lru_cache(maxsize=1024)
def _token_name(name: str) -> str:
    """A name as a token shows it (the same names come back at every redraw)."""
    look = _look()
    return short_name(look.name_metrics, name, look.text_width)


@functools.lru_cache(maxsize=2048)
def _static_text(text: str, font: str) -> QStaticText:
    """``text`` laid out once in the look's ``font`` (names, Health and labels come back at
    every redraw: laying them out again is most of what painting a token costs)."""
    static = QStaticText(text)
    static.setTextFormat(Qt.TextFormat.PlainText)
    static.prepare(QTransform(), _look().fonts[font])
    return static


#: A text to paint: its font's key, where its top left goes, and the laid-out text.
Placed = tuple[str, QPointF, QStaticText]


def _place(text: str, font: str, rect: QRectF, *, right: bool = False) -> Placed:
    """``text`` centred in ``rect`` (``right``: against its right side, centred upright)."""
    static = _static_text(text, font)
    size = static.size()
    x = rect.right() - size.width() if right else rect.center().x() - size.width() / 2
    return (font, QPointF(x, rect.center().y() - size.height() / 2), static)


@functools.lru_cache(maxsize=2048)
def _token_text(text: str, font: str, slot: str) -> Placed:
    """``text`` placed in a token's ``slot`` (a rectangle of the look: ``name_rect``, ...)."""
    rect = getattr(_look(), slot)
    assert isinstance(rect, QRectF)
    return _place(text, font, rect)


def _draw(painter: QPainter, texts: list[Placed]) -> None:
    fonts = _look().fonts
    current = ""
    for font, point, static in texts:
        if font != current:
            painter.setFont(fonts[font])
            current = font
        painter.drawStaticText(point, static)


class MapFloor:
    """The floor of the map and its grid lines, the lines between tiles drawn darker: the
    view's background (no item: nothing to hit, sort or cache for the whole map)."""

    def __init__(self, width: int, height: int) -> None:
        self.rect = QRectF(0, 0, width * SQUARE, height * SQUARE)
        # Paths, not lists of lines: a list is converted again at every paint.
        right, bottom = self.rect.right(), self.rect.bottom()
        self._lines = QPainterPath()
        self._tiles = QPainterPath()
        for x in range(1, width):
            path = self._tiles if x % TILE == 0 else self._lines
            path.moveTo(x * SQUARE, 0)
            path.lineTo(x * SQUARE, bottom)
        for y in range(1, height):
            path = self._tiles if y % TILE == 0 else self._lines
            path.moveTo(0, y * SQUARE)
            path.lineTo(right, y * SQUARE)
        self._line_pen = QPen(_GRID_LINE, 0)  # cosmetic: one pixel at every zoom
        self._tile_pen = QPen(_TILE_LINE, 0)
        self._border_pen = QPen(_TILE_LINE, 2)

    def paint(self, painter: QPainter) -> None:
        painter.fillRect(self.rect, _FLOOR)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self._line_pen)
        painter.drawPath(self._lines)
        painter.setPen(self._tile_pen)
        painter.drawPath(self._tiles)
        painter.setPen(self._border_pen)
        painter.drawRect(self.rect)


def _star(centre: QPointF, outer: float) -> QPainterPath:
    inner = outer * 0.45
    points = []
    for k in range(10):
        radius = outer if k % 2 == 0 else inner
        angle = QLineF.fromPolar(radius, 90 + 36 * k)
        points.append(centre + angle.p2())
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def _crate(centre: QPointF, half: float) -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half))
    return path


def _arrow(centre: QPointF, half: float) -> QPainterPath:
    x, y = centre.x(), centre.y()
    points = [
        QPointF(x - half, y - half * 0.35),
        QPointF(x, y - half * 0.35),
        QPointF(x, y - half),
        QPointF(x + half, y),
        QPointF(x, y + half),
        QPointF(x, y + half * 0.35),
        QPointF(x - half, y + half * 0.35),
    ]
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


class SquareItem(QGraphicsItem):
    """A square that matters: an obstacle (dark, hatched), an objective (a star), an item (a
    crate) or an exit (an arrow), with the view's tooltip saying what it is. Painted directly:
    a fill and a small path cost less than a cached pixmap of them."""

    def __init__(self, kind: str, x: int, y: int, tooltip: str) -> None:
        super().__init__()
        self.kind = kind
        self.square = (x, y)
        self._look = _look()
        self.setZValue(Z_SQUARE)
        self.setPos(x * SQUARE, y * SQUARE)
        self.setToolTip(tooltip)
        self.setCacheMode(_CACHE)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._look.square

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        look, kind = self._look, self.kind
        painter.fillRect(look.inner, look.fills[kind])
        if kind == "blocking":
            painter.fillRect(look.inner, look.hatch)
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)  # the icon's slants
        painter.setPen(look.icon_pens[kind])
        if kind == "item":  # a crate: its outline and cross boards
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(look.icons[kind])
            painter.drawPath(look.crate_boards)
        else:
            painter.setBrush(look.marks[kind])
            painter.drawPath(look.icons[kind])


class WallItem(QGraphicsLineItem):
    """A wall: a thick line on the edge between the two squares it separates."""

    _PEN = QPen(_WALL, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap)

    def __init__(self, wall: tuple[int, int, int, int], tooltip: str) -> None:
        super().__init__(wall_line(wall))
        self.wall = wall
        self.setPen(self._PEN)
        self.setZValue(Z_WALL)
        self.setToolTip(tooltip)


class SightLineItem(QGraphicsLineItem):
    """A line between two models (a waiting Overwatch shot), drawn smooth: it runs at any
    angle, unlike the map's lines."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        super().paint(painter, option, widget)


class RulerItem(QGraphicsItem):
    """The labels along one edge of the map: column letters above it, or row numbers left of
    it (cached: text is the dearest thing to paint)."""

    def __init__(self, labels: list[str], *, columns: bool) -> None:
        super().__init__()
        self.labels = labels
        self._look = _look()
        self.setZValue(Z_LABEL)
        self.setCacheMode(_CACHE)
        cells = [
            QRectF(k * SQUARE, -MARGIN, SQUARE, MARGIN)
            if columns
            else QRectF(-MARGIN, k * SQUARE, MARGIN - 4, SQUARE)
            for k in range(len(labels))
        ]
        self._texts = [
            _place(label, "label", cell, right=not columns)
            for cell, label in zip(cells, labels, strict=True)
        ]
        length = len(labels) * SQUARE
        self._rect = (
            QRectF(0, -MARGIN, length, MARGIN) if columns else QRectF(-MARGIN, 0, MARGIN, length)
        )

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(self._look.label_pen)
        _draw(painter, self._texts)


class BadgeItem(QGraphicsItem):
    """A model's Overwatch token on its token's corner (B-ACT-7): red with a plus for full,
    blue without for weak."""

    SIZE = 20.0

    def __init__(self, token: str, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.token = token if token in BADGE_COLOURS else "weak"
        #: The full token's plus (the weak one has none).
        self.plus = self.token == "full"
        self.colour = BADGE_COLOURS[self.token]
        self._look = _look()
        self.setPos(SQUARE - self.SIZE - 1, 1)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._look.badge

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        look = self._look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(look.badge_pen)
        painter.setBrush(look.badge_brushes[self.token])
        painter.drawEllipse(look.badge_disc)
        if self.plus:
            painter.setPen(look.plus_pen)
            painter.drawPath(look.plus)


class TokenItem(QGraphicsItem):
    """A model on the map as a round token in its side's colour, its name elided to fit and
    ``Health/max`` under it; a face-down Blip shows ``?`` and its name only (never its
    Health). Zoomed far out (a square under ~27 pixels) it shows its Health alone, large. The
    model whose Turn it is has a ring, the selected one a square outline. Cached in device
    coordinates: it is repainted only when it changes or the zoom does."""

    def __init__(self, place: ModelPlace, tooltip: str) -> None:
        super().__init__()
        self._look = _look()
        self.setZValue(Z_TOKEN)
        self.setCacheMode(_CACHE)
        self.active = False
        self.selected = False
        self.badge: BadgeItem | None = None
        self.place = place
        self.name_text = ""
        self.health_text: str | None = None
        self._colour = "blip"
        self._texts: list[Placed] = []
        self._far: list[Placed] = []
        self._apply(place, tooltip)

    # -- what it shows ---------------------------------------------------------------------

    def _apply(self, place: ModelPlace, tooltip: str) -> None:
        self.place = place
        self.setPos(place.square[0] * SQUARE, place.square[1] * SQUARE)
        self.setToolTip(tooltip)
        side = place.side if place.side in _SIDE_COLOURS else "blip"
        self._colour = "blip" if place.blip else side
        self.name_text = _token_name(place.name)
        # A face-down Blip does not show what it hides (M-CX-6): no Health.
        self.health_text = None if place.blip else f"{max(0, place.health)}/{place.max_health}"
        if self.health_text is None:
            self._texts = [
                _token_text("?", "blip", "blip_rect"),
                _token_text(self.name_text, "name", "blip_name_rect"),
            ]
        else:
            self._texts = [
                _token_text(self.name_text, "name", "name_rect"),
                _token_text(self.health_text, "health", "health_rect"),
            ]
        # Zoomed far out, names cannot be read: the Health (or a Blip's "?") in large type.
        self._far = [
            _token_text(
                self.health_text.split("/")[0] if self.health_text else "?", "far", "circle"
            )
        ]
        token = None if place.blip else place.overwatch
        if (self.badge.token if self.badge else None) != token:
            if self.badge is not None:
                scene: QGraphicsScene | None = self.scene()  # None before it is added
                if scene is not None:
                    scene.removeItem(self.badge)  # and from its token
                else:
                    self.badge.hide()
                self.badge = None
            if token is not None:
                self.badge = BadgeItem(token, self)

    def set_place(self, place: ModelPlace, tooltip: str) -> None:
        """Show the model as it is now (repainted only when something shown changed)."""
        if place == self.place and tooltip == self.toolTip():
            return
        self._apply(place, tooltip)
        self.update()

    def set_marks(self, *, active: bool, selected: bool) -> None:
        if (active, selected) != (self.active, self.selected):
            self.active, self.selected = active, selected
            self.update()

    # -- painting --------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._look.square

    def shape(self) -> QPainterPath:
        return self._look.ring_shape

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        look = self._look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.selected:
            painter.setPen(look.selected_pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(look.frame)
        painter.setPen(look.token_edges[self._colour])
        painter.setBrush(look.token_fills[self._colour])
        painter.drawEllipse(look.circle)
        if self.active:
            painter.setPen(look.active_pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(look.ring)
        painter.setPen(look.text_pen)
        far = option.levelOfDetailFromTransform(painter.worldTransform()) < _FAR_DETAIL
        _draw(painter, self._far if far else self._texts)
