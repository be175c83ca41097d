"""Audit receipts in the window (issue 13, deliverables 1 and 2): written on demand to a file
the GM picks and kept outside the database, offered when the window closes with rows the last
receipt has not seen, and the campaign checked against it when opened again (real SQLite file,
tampered with raw sqlite3 as an attacker holding the file would)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.helpers.audit import append_stocked as append
from tests.helpers.audit import raw_sql
from xcom_manager.services.audit.checkpoint import SigningKey
from xcom_manager.services.audit.receipts import ReceiptKeeper
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.store.db import Database
from xcom_manager.ui.audit.receipts import ReceiptDesk

pytestmark = [pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


@pytest.fixture
def desk(qtbot: QtBot, tmp_path: Path) -> tuple[ReceiptDesk, Database, int, list[str]]:
    db = Database.open(f"sqlite:///{tmp_path / 'c.db'}")
    campaigns = CampaignService(db)
    campaign_id = campaigns.create_campaign("Deep Blue", "wargame").id
    window = QWidget()
    qtbot.addWidget(window)
    messages: list[str] = []
    keeper = ReceiptKeeper(tmp_path / "receipts", SigningKey(tmp_path / "key.pem"))
    made = ReceiptDesk(
        window, lambda: (db, campaigns, campaign_id), keeper, show_message=messages.append
    )
    made._ask_path = lambda suggested: str(tmp_path / suggested)  # type: ignore[method-assign]
    yield made, db, campaign_id, messages
    db.close()


def test_a_receipt_is_written_to_the_file_chosen_and_kept(
    desk: tuple[ReceiptDesk, Database, int, list[str]], tmp_path: Path
) -> None:
    made, db, campaign_id, messages = desk
    append(db, campaign_id, 3)
    text = made.write_receipt()
    assert text is not None and "rows: 3" in text
    files = list(tmp_path.glob("audit-receipt-*.txt"))
    assert len(files) == 1 and files[0].read_text(encoding="utf-8") == text
    assert messages == ["Receipt written (audit rows: 3)."]
    assert made.check_opened() == ()  # the log extends it


def test_closing_offers_a_receipt_only_when_the_log_grew(
    desk: tuple[ReceiptDesk, Database, int, list[str]],
) -> None:
    made, db, campaign_id, _messages = desk
    asked: list[str] = []
    made._ask = lambda title, question, stay=False: asked.append(question) or True  # type: ignore[method-assign]
    made.offer_on_close()  # an empty log: nothing to receipt
    assert asked == []
    append(db, campaign_id, 2)
    made.offer_on_close()
    assert len(asked) == 1 and made.keeper.last(db, campaign_id).rows == 2  # type: ignore[union-attr]
    made.offer_on_close()  # nothing new since
    assert len(asked) == 1


def test_opening_a_campaign_whose_log_was_cut_warns_with_what_is_wrong(
    desk: tuple[ReceiptDesk, Database, int, list[str]],
) -> None:
    made, db, campaign_id, _messages = desk
    warned: list[tuple[str, str]] = []
    made._warn = lambda title, message: warned.append((title, message))  # type: ignore[method-assign]
    append(db, campaign_id, 4)
    made.write_receipt()
    raw_sql(db, "DELETE FROM audit_entry WHERE seq > 2")
    raw_sql(
        db,
        "UPDATE audit_head SET last_seq = 2, last_hash = (SELECT hash FROM audit_entry "
        "WHERE seq = 2)",
    )
    problems = made.check_opened()
    assert problems and "was cut: it has 2 rows" in problems[0]
    assert warned and warned[0][0] == "The audit log does not match its last receipt"


def test_cancel_at_the_closing_question_keeps_the_window_open(
    desk: tuple[ReceiptDesk, Database, int, list[str]],
) -> None:
    """Ctrl+Q pressed by mistake: Cancel (or Esc) at the receipt question stays in the app;
    No closes without a receipt."""
    made, db, campaign_id, _messages = desk
    append(db, campaign_id, 2)
    made._ask = lambda title, question, stay=False: None  # type: ignore[method-assign]
    assert made.offer_on_close() is False
    assert made.keeper.last(db, campaign_id) is None  # nothing written
    made._ask = lambda title, question, stay=False: False  # type: ignore[method-assign]
    assert made.offer_on_close() is True


def test_closing_after_an_evening_that_changed_nothing_asks_nothing(
    desk: tuple[ReceiptDesk, Database, int, list[str]],
) -> None:
    """A campaign opened with history no receipt has seen (a demo, an import) and closed
    without a move: no question on the way out; one move this evening, and the question comes."""
    made, db, campaign_id, _messages = desk
    asked: list[str] = []
    made._ask = lambda title, question, stay=False: asked.append(question) or False  # type: ignore[method-assign]
    append(db, campaign_id, 3)  # history from before this evening, never receipted
    assert made.check_opened() == ()  # the window opened the campaign
    assert made.offer_on_close() is True
    assert asked == []
    append(db, campaign_id, 1)  # this evening's move
    assert made.offer_on_close() is True
    assert len(asked) == 1
