"""The reports as rich text in the reader's language: :func:`mission_document` and
:func:`campaign_document` (a :class:`QTextDocument`, its charts as image resources).

Every word goes through Qt's translation (context ``Report``); the log's and the luck's
sentences are message keys rendered when printed. Fonts and page size are set for print:
A4, DejaVu Sans 10 pt (it has Cyrillic), tables with thin rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from html import escape

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QFont, QTextDocument

from xcom_manager.rules.texts import Message, render
from xcom_manager.services.audit.reasons import decode_reason
from xcom_manager.services.stats import CampaignStats, LuckFigure
from xcom_manager.services.stats import texts as _texts  # noqa: F401 - registers the words
from xcom_manager.services.stats.reports import MissionReport
from xcom_manager.services.stats.texts import fortune_message, luck_message
from xcom_manager.ui.roster.texts import status_label
from xcom_manager.ui.stats.words import result_label

__all__ = ["campaign_document", "campaign_html", "mission_document", "mission_html"]

_STYLE = """
body { font-family: 'DejaVu Sans'; font-size: 10pt; }
h1 { font-size: 18pt; margin-bottom: 2pt; }
h2 { font-size: 13pt; margin-top: 14pt; margin-bottom: 4pt; }
p.meta { color: #555555; }
table { border-collapse: collapse; }
th { background-color: #e8e8e8; text-align: left; padding: 3px; }
td { padding: 3px; }
td.undone { color: #888888; }
"""


def _text(message: Message) -> str:
    return render(message, QCoreApplication.translate)


def _table(headers: Sequence[str], rows: Iterable[Sequence[str]], *, raw: bool = False) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = "".join(
        "<tr>" + "".join(f"<td>{cell if raw else escape(cell)}</td>" for cell in row) + "</tr>"
        for row in rows
    )
    return (
        '<table border="1" cellspacing="0" cellpadding="3" width="100%">'
        f"<tr>{head}</tr>{body}</table>"
    )


def _tag(tag: str, text: str) -> str:
    return f"<{tag}>{escape(text)}</{tag}>"


def _date(moment: datetime | None) -> str:
    return moment.strftime("%Y-%m-%d %H:%M") if moment is not None else "—"


def _luck(figures: Sequence[LuckFigure]) -> str:
    if not figures:
        return _tag(
            "p", QCoreApplication.translate("Report", "No dice with exact odds were recorded.")
        )
    return _table(
        (
            QCoreApplication.translate("Report", "Rolls"),
            QCoreApplication.translate("Report", "Luck"),
        ),
        ((_text(luck_message(f)), _text(fortune_message(f))) for f in figures),
    )


def _document(html: str, title: str) -> QTextDocument:
    document = QTextDocument()
    document.setDefaultFont(QFont("DejaVu Sans", 10))
    document.setDefaultStyleSheet(_STYLE)
    document.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, title)
    document.setHtml(html)
    return document


# --------------------------------------------------------------------------------------------
# The mission report


def mission_html(report: MissionReport) -> str:
    """The mission report as HTML: heading, squad with outcomes, deaths and wounds, items lost
    and used, dice luck, the log turn by turn with rule IDs, the audit rows it caused."""
    view, stats = report.view, report.stats
    info = view.info
    parts = [
        _tag(
            "h1",
            QCoreApplication.translate("Report", "Mission report: %1").replace("%1", info.name),
        ),
        '<p class="meta">'
        + escape(
            QCoreApplication.translate(
                "Report", "Campaign: %1 · Environment: %2 · Started: %3 · Finished: %4 · Result: %5"
            )
            .replace("%1", report.campaign_name)
            .replace("%2", _environment(info.environment))
            .replace("%3", _date(stats.started))
            .replace("%4", _date(stats.finished))
            .replace("%5", result_label(stats.result))
        )
        + "</p>",
        _tag("h2", QCoreApplication.translate("Report", "Squad")),
    ]
    if view.debrief is not None:
        squad_rows = [
            (line.name, status_label(line.status), str(line.wounds), str(line.kills))
            for line in view.debrief.soldiers
        ]
    else:
        squad_rows = [
            (c.name, status_label(c.status), f"{c.wounds} / {c.max_wounds}", "")
            for c in view.characters
            if c.soldier_id is not None
        ]
    parts.append(
        _table(
            (
                QCoreApplication.translate("Report", "Soldier"),
                QCoreApplication.translate("Report", "Outcome"),
                QCoreApplication.translate("Report", "Wounds"),
                QCoreApplication.translate("Report", "Kills"),
            ),
            squad_rows,
        )
    )
    parts.append(_tag("h2", QCoreApplication.translate("Report", "Deaths and wounds")))
    parts.append(
        "<p>"
        + escape(
            QCoreApplication.translate(
                "Report", "Killed: %1 · Missing: %2 · Came back wounded: %3 · Wounds taken: %4"
            )
            .replace("%1", str(stats.dead))
            .replace("%2", str(stats.missing))
            .replace("%3", str(stats.wounded))
            .replace("%4", str(stats.wounds_taken))
        )
        + "</p>"
    )
    if view.debrief is not None:
        dead = [line.name for line in view.debrief.soldiers if line.status == "dead"]
        if dead:
            parts.append(
                _tag(
                    "p",
                    QCoreApplication.translate("Report", "Killed in action: %1").replace(
                        "%1", ", ".join(dead)
                    ),
                )
            )
    parts.append(_tag("h2", QCoreApplication.translate("Report", "Items lost and used")))
    lost = view.debrief.items_lost if view.debrief is not None else ()
    used = view.debrief.items_used if view.debrief is not None else ()
    if lost or used:
        rows = [(who, item, QCoreApplication.translate("Report", "lost")) for who, item in lost]
        rows += [(who, item, QCoreApplication.translate("Report", "used")) for who, item in used]
        parts.append(
            _table(
                (
                    QCoreApplication.translate("Report", "Soldier"),
                    QCoreApplication.translate("Report", "Item"),
                    QCoreApplication.translate("Report", "What became of it"),
                ),
                rows,
            )
        )
    else:
        parts.append(_tag("p", QCoreApplication.translate("Report", "None.")))
    parts.append(_tag("h2", QCoreApplication.translate("Report", "Dice luck")))
    parts.append(_luck(stats.luck))
    parts.append(_tag("h2", QCoreApplication.translate("Report", "Turn by turn")))
    log_rows = []
    for row in view.log:
        words = escape(" ".join(_text(m) for m in row.messages))
        if row.reverted:
            undone = escape(QCoreApplication.translate("Report", "undone"))
            words = f'<span style="color:#888888">{words} ({undone})</span>'
        log_rows.append((str(row.seq), str(row.turn), words, escape(", ".join(row.rule_ids))))
    parts.append(
        _table(
            (
                QCoreApplication.translate("Report", "#"),
                QCoreApplication.translate("Report", "Turn"),
                QCoreApplication.translate("Report", "What happened"),
                QCoreApplication.translate("Report", "Rules"),
            ),
            log_rows,
            raw=True,
        )
    )
    parts.append(_tag("h2", QCoreApplication.translate("Report", "Audit rows of the mission")))
    if report.audit:
        parts.append(
            _table(
                (
                    QCoreApplication.translate("Report", "#"),
                    QCoreApplication.translate("Report", "Item"),
                    QCoreApplication.translate("Report", "From"),
                    QCoreApplication.translate("Report", "To"),
                    QCoreApplication.translate("Report", "Rules"),
                    QCoreApplication.translate("Report", "Reason"),
                ),
                (
                    (
                        str(r.seq),
                        r.item_name,
                        r.from_soldier_name or r.from_kind,
                        r.to_soldier_name or r.to_kind,
                        ", ".join(r.rule_ids),
                        _reason(r.reason),
                    )
                    for r in report.audit
                ),
            )
        )
    else:
        parts.append(_tag("p", QCoreApplication.translate("Report", "None.")))
    return "".join(parts)


def _environment(environment: str | None) -> str:
    labels = {
        "ground": QCoreApplication.translate("Report", "ground"),
        "underwater": QCoreApplication.translate("Report", "underwater"),
    }
    return labels.get(environment or "", environment or "—")


def _reason(reason: str) -> str:
    message, gm = decode_reason(reason)
    if message is None:
        return reason
    return "; ".join(part for part in (_text(message), gm) if part)


def mission_document(report: MissionReport) -> QTextDocument:
    return _document(mission_html(report), report.view.info.name)


# --------------------------------------------------------------------------------------------
# The campaign report

#: The campaign report's charts, by resource name.
CHARTS = ("per_mission", "roster", "wounds")


def campaign_html(stats: CampaignStats, *, charts: bool = True) -> str:
    """The campaign report as HTML: totals, roster with their figures, missions, dice luck and
    (``charts``) the three charts as ``chart:`` image resources."""
    names = dict(stats.names)
    totals = (
        (
            QCoreApplication.translate("Report", "Missions won / lost / in progress"),
            f"{stats.won} / {stats.lost} / {stats.in_progress}",
        ),
        (
            QCoreApplication.translate("Report", "Soldiers killed / missing"),
            f"{stats.dead} / {stats.missing}",
        ),
        (
            QCoreApplication.translate("Report", "Came back wounded / wounds taken"),
            f"{stats.wounded} / {stats.wounds_taken}",
        ),
        (QCoreApplication.translate("Report", "Kills"), str(stats.kills)),
        (
            QCoreApplication.translate("Report", "Kills by soldier"),
            ", ".join(f"{name}: {n}" for _, name, n in stats.kills_by_soldier) or "—",
        ),
        (QCoreApplication.translate("Report", "Items lost"), _counts(stats.items_lost, names)),
        (QCoreApplication.translate("Report", "Items used"), _counts(stats.items_used, names)),
        (QCoreApplication.translate("Report", "Aliens met"), _counts(stats.aliens, names)),
        (
            QCoreApplication.translate("Report", "Aliens killed"),
            _counts(stats.aliens_killed, names),
        ),
    )
    parts = [
        _tag(
            "h1",
            QCoreApplication.translate("Report", "Campaign report: %1").replace("%1", stats.name),
        ),
        _tag("h2", QCoreApplication.translate("Report", "Totals")),
        _table(
            (
                QCoreApplication.translate("Report", "Figure"),
                QCoreApplication.translate("Report", "Value"),
            ),
            totals,
        ),
        _tag("h2", QCoreApplication.translate("Report", "Roster")),
        _table(
            (
                QCoreApplication.translate("Report", "Soldier"),
                QCoreApplication.translate("Report", "Class"),
                QCoreApplication.translate("Report", "Rank"),
                QCoreApplication.translate("Report", "Status"),
                QCoreApplication.translate("Report", "Missions"),
                QCoreApplication.translate("Report", "Kills"),
                QCoreApplication.translate("Report", "Wounds taken"),
            ),
            (
                (
                    s.name,
                    names.get(s.soldier_class, s.soldier_class),
                    names.get(s.rank, s.rank),
                    status_label(s.status),
                    str(s.missions),
                    str(s.kills),
                    str(s.wounds_taken),
                )
                for s in stats.soldiers
            ),
        ),
        _tag("h2", QCoreApplication.translate("Report", "Missions")),
        _table(
            (
                QCoreApplication.translate("Report", "Mission"),
                QCoreApplication.translate("Report", "Started"),
                QCoreApplication.translate("Report", "Result"),
                QCoreApplication.translate("Report", "Squad"),
                QCoreApplication.translate("Report", "Killed"),
                QCoreApplication.translate("Report", "Missing"),
                QCoreApplication.translate("Report", "Wounded"),
                QCoreApplication.translate("Report", "Kills"),
            ),
            (
                (
                    m.name,
                    _date(m.started),
                    result_label(m.result),
                    str(m.squad),
                    str(m.dead),
                    str(m.missing),
                    str(m.wounded),
                    str(m.kills),
                )
                for m in stats.missions
            ),
        ),
        _tag("h2", QCoreApplication.translate("Report", "Dice luck")),
        _luck(stats.luck),
    ]
    if charts:
        parts.append(_tag("h2", QCoreApplication.translate("Report", "Charts")))
        parts += [f'<p><img src="chart:{name}" width="600"></p>' for name in CHARTS]
    return "".join(parts)


def _counts(counts: object, names: dict[str, str]) -> str:
    assert isinstance(counts, dict)
    return ", ".join(f"{names.get(k, k)}: {n}" for k, n in counts.items()) or "—"


def campaign_document(stats: CampaignStats, *, charts: bool = True) -> QTextDocument:
    """The campaign report; its charts drawn by matplotlib (imported here) when ``charts``."""
    html = campaign_html(stats, charts=charts)
    document = _document("" if charts else html, stats.name)
    if charts:
        from xcom_manager.ui.stats.figures import (
            draw_per_mission,
            draw_roster,
            draw_wounds,
            image_of,
        )

        for name, draw in zip(CHARTS, (draw_per_mission, draw_roster, draw_wounds), strict=True):
            image = image_of(stats, draw)
            document.addResource(
                QTextDocument.ResourceType.ImageResource.value, QUrl(f"chart:{name}"), image
            )
        document.setHtml(html)  # laid out with the images known
    return document
