"""The Inventory page's drag payload and the item icons it draws (the findings are worded by
:mod:`xcom_manager.ui.common.texts`)."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import (
    QMimeData,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from xcom_manager import paths

__all__ = [
    "ITEM_MIME_TYPE",
    "item_icon",
    "item_id_from_mime",
    "item_mime",
    "item_pixmap",
]

ITEM_MIME_TYPE = "application/x-xcom-manager-item"
"""The drag payload of one item: ``"<campaign id>:<item id>"`` in ASCII."""

# -- drag payload ---------------------------------------------------------------------------


def item_mime(campaign_id: int, item_id: int) -> QMimeData:
    """The ``QMimeData`` a drag of item ``item_id`` carries (and a test builds to drop one)."""
    mime = QMimeData()
    mime.setData(ITEM_MIME_TYPE, f"{campaign_id}:{item_id}".encode("ascii"))
    return mime


def item_id_from_mime(mime: QMimeData | None, campaign_id: int) -> int | None:
    """The item a drag carries, if it is an item of campaign ``campaign_id``."""
    if mime is None or not mime.hasFormat(ITEM_MIME_TYPE):
        return None
    raw = bytes(mime.data(ITEM_MIME_TYPE).data()).decode("ascii", "replace")
    campaign, _, item = raw.partition(":")
    if not (campaign.isdigit() and item.isdigit()) or int(campaign) != campaign_id:
        return None
    return int(item)


# -- icons ----------------------------------------------------------------------------------


@cache
def item_icon(icon: str) -> QIcon:
    """The SVG icon ``icon`` (an ``ItemType.icon`` file name) from the icons folder."""
    name = icon or "equipment.svg"
    path = paths.icons_dir() / name
    if not path.is_file():
        path = paths.icons_dir() / "equipment.svg"
    return QIcon(str(path))


def item_pixmap(icon: str, size: int, *, unusable: bool = False) -> QPixmap:
    """The item's icon at ``size`` pixels; "carried, unusable" items greyed and struck through
    with a red bar and a warning sign (W-HAND-3 / R-4, W-WATER-1)."""
    base = item_icon(icon)
    mode = QIcon.Mode.Disabled if unusable else QIcon.Mode.Normal
    pixmap = base.pixmap(QSize(size, size), mode)
    if not unusable:
        return pixmap
    marked = QPixmap(pixmap)
    painter = QPainter(marked)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    width = marked.width() / max(marked.devicePixelRatio(), 1.0)
    height = marked.height() / max(marked.devicePixelRatio(), 1.0)
    pen = QPen(QColor(200, 30, 30), max(2.0, width / 12))
    painter.setPen(pen)
    painter.drawLine(QPointF(width * 0.1, height * 0.9), QPointF(width * 0.9, height * 0.1))
    badge = QRectF(width * 0.55, height * 0.55, width * 0.45, height * 0.45)
    painter.setBrush(QColor(230, 160, 0))
    painter.setPen(QPen(QColor(60, 40, 0), 1))
    painter.drawEllipse(badge)
    painter.setPen(QColor(0, 0, 0))
    font = painter.font()
    font.setBold(True)
    font.setPixelSize(max(6, int(badge.height() * 0.8)))
    painter.setFont(font)
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "!")
    painter.end()
    return marked
