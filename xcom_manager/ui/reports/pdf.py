"""Writing a report: to a PDF file (QPdfWriter, A4, margins fit for print) or to a printer.

:func:`print_pages` lays the document out for the device's own pages and paints them, each
with its number. ``QTextDocument.print_`` does the same after cloning the document and adding
2 cm of margins inside the page's own (a long campaign report took twice as long and a third
more pages).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPalette,
    QPdfWriter,
    QTextDocument,
)

__all__ = ["print_pages", "write_pdf"]

#: The page's margins, in millimetres.
MARGIN_MM = 15


def print_pages(document: QTextDocument, device: QPagedPaintDevice) -> int:
    """Paint ``document`` on ``device`` (a PDF writer or a printer), page by page, black on
    white whatever the desktop's colours, the page's number at its foot; returns the number
    of pages. The document is laid out for the device while it paints, then let go of it."""
    layout = document.documentLayout()
    width, height = float(device.width()), float(device.height())
    metrics = QFontMetricsF(document.defaultFont(), device)
    footer = metrics.lineSpacing() * 2
    layout.setPaintDevice(device)
    try:
        document.setPageSize(QSizeF(width, height - footer))
        pages = document.pageCount()
        body = document.pageSize().height()
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text, Qt.GlobalColor.black)
        painter = QPainter(device)
        try:
            painter.setFont(document.defaultFont())
            for page in range(pages):
                if page:
                    device.newPage()
                painter.save()
                painter.translate(0, -page * body)
                context.clip = QRectF(0, page * body, width, body)
                painter.setClipRect(context.clip)
                layout.draw(painter, context)
                painter.restore()
                painter.setPen(Qt.GlobalColor.black)
                painter.drawText(
                    QRectF(0, height - footer, width, footer),
                    Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                    str(page + 1),
                )
        finally:
            painter.end()
    finally:
        layout.setPaintDevice(None)  # type: ignore[arg-type]  # the device may go before it
    return pages


def write_pdf(document: QTextDocument, path: str | Path, *, title: str = "") -> Path:
    """Write ``document`` to ``path`` as an A4 PDF; returns the path. ``OSError`` when the file
    cannot be written."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("ab"):  # a folder that cannot be written is an OSError, said by the caller
        pass
    writer = QPdfWriter(str(target))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter
    )
    writer.setResolution(300)
    writer.setTitle(title or document.metaInformation(QTextDocument.MetaInformation.DocumentTitle))
    writer.setCreator("X-COM Campaign Manager")
    print_pages(document, writer)
    return target
