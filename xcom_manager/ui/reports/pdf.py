"""Writing a report: to a PDF file (QPdfWriter, A4, margins fit for print) or to a printer."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

__all__ = ["write_pdf"]

#: The page's margins, in millimetres.
MARGIN_MM = 15


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
    document.print_(writer)
    return target
