"""The Mission Map as the players' display draws it: the squares printed on the board
(obstacles, objective, item and exit squares), the walls, and every model on the map as a token:
Heroes, revealed Alien Units, face-down Blips as Blip tokens (their number only), an Overwatch
token as a ring, the model whose Turn it is outlined. Drawn from the snapshot's plain data only.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from xcom_manager.services.players.model import Figure, MapView

__all__ = ["BoardMap", "token_text"]

_BACKGROUND = QColor("#101010")
_GRID = QColor("#3a3a3a")
_SQUARES = {
    "blocking": QColor("#5a5a5a"),
    "objective": QColor("#8a6d00"),
    "item": QColor("#1f4e8c"),
    "exit": QColor("#1d6b2f"),
}
_TOKENS = {"hero": QColor("#00b7ff"), "alien": QColor("#ff3b3b"), "blip": QColor("#b455ff")}
_WALL = QColor("#ffffff")
_OVERWATCH = QColor("#ff9900")
_TURN = QColor("#ffe600")


def token_text(figure: Figure) -> str:
    """The few letters on a token: a Blip's number, a model's initials (and number)."""
    words = figure.name.replace("(", " ").replace(")", " ").split()
    if figure.kind == "blip":
        return next((w for w in reversed(words) if w.isdigit()), "?")
    digits = "".join(w for w in words if w.isdigit())
    letters = "".join(w[0] for w in words if w and not w.isdigit())[:2]
    return (letters[:1] + digits) if digits else letters.upper()


class BoardMap(QWidget):
    """Paints a :class:`MapView` and the figures on it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersMap")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.board: MapView | None = None
        self.figures: tuple[Figure, ...] = ()

    def show_board(self, board: MapView | None, figures: tuple[Figure, ...]) -> None:
        self.board = board
        self.figures = tuple(f for f in figures if f.place is not None)
        self.setVisible(board is not None)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(640, 640)

    def tokens(self) -> list[tuple[str, str, tuple[int, int]]]:
        """``(kind, text, square)`` of every token drawn (what a player reads on the map)."""
        return [(f.kind, token_text(f), f.place) for f in self.figures if f.place is not None]

    def _cell(self) -> tuple[float, QPointF]:
        board = self.board
        assert board is not None
        side = min(self.width() / board.width, self.height() / board.height)
        left = (self.width() - side * board.width) / 2
        top = (self.height() - side * board.height) / 2
        return side, QPointF(left, top)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        board = self.board
        painter = QPainter(self)
        painter.fillRect(self.rect(), _BACKGROUND)
        if board is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side, origin = self._cell()

        def square(x: int, y: int) -> QRectF:
            return QRectF(origin.x() + x * side, origin.y() + y * side, side, side)

        for x, y, kind in board.squares:
            painter.fillRect(square(x, y), _SQUARES.get(kind, _GRID))
        painter.setPen(QPen(_GRID, 1))
        for x in range(board.width):
            for y in range(board.height):
                painter.drawRect(square(x, y))
        painter.setPen(QPen(_WALL, max(3.0, side / 6)))
        for x1, y1, x2, _y2 in board.walls:
            a = square(x1, y1)
            if x1 != x2:  # side by side: the wall is the right edge of the first
                painter.drawLine(a.topRight(), a.bottomRight())
            else:
                painter.drawLine(a.bottomLeft(), a.bottomRight())
        self._paint_tokens(painter, side, square)
        painter.end()

    def _paint_tokens(self, painter: QPainter, side: float, square: object) -> None:
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(side * 0.4)))
        painter.setFont(font)
        for figure in self.figures:
            assert figure.place is not None and callable(square)
            cell: QRectF = square(*figure.place)
            disc = cell.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1)
            painter.setBrush(_TOKENS.get(figure.kind, _GRID))
            ring = _TURN if figure.on_turn else (_OVERWATCH if figure.overwatch else _BACKGROUND)
            painter.setPen(QPen(ring, max(2.0, side / 8)))
            painter.drawEllipse(disc)
            painter.setPen(QPen(QColor("#000000")))
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, token_text(figure))
