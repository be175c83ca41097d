"""Fixtures shared by the UI tests: a real SQLite campaign file and its services.

Add fixtures here; do not remove others' (several views share this file).
"""

from __future__ import annotations

import random
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.ui.app import open_database
from xcom_manager.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _no_receipt_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    """A window closed at a test's end asks no modal question about an audit receipt (it
    would wait for an answer nobody gives): the answer is no, and a warning is not shown.
    The receipt tests replace these on their desk to see the questions."""
    from xcom_manager.ui.audit.receipts import ReceiptDesk

    monkeypatch.setattr(ReceiptDesk, "_ask", lambda self, title, question, stay=False: False)
    monkeypatch.setattr(ReceiptDesk, "_warn", lambda self, title, message: None)


@dataclass
class RosterBackend:
    """A database file with one wargame campaign, and the services over it."""

    db: Database
    campaigns: CampaignService
    roster: RosterService
    campaign_id: int


def bulk_fill_soldiers(backend: RosterBackend, count: int, *, seed: int = 7) -> None:
    """Add ``count`` valid soldiers quickly (one INSERT of many rows, not ``recruit``)."""
    from sqlalchemy import insert

    from xcom_manager.store.models import Soldier

    rng = random.Random(seed)
    ruleset = backend.campaigns.ruleset_for(backend.campaign_id)
    classes = list(ruleset.soldier_classes)
    statuses = ["active"] * 6 + ["wounded", "dead", "mia", "retired"]
    values = []
    for i in range(count):
        draft = backend.roster.new_recruit_draft(
            backend.campaign_id, soldier_class=classes[i % len(classes)], rng=rng
        )
        status = statuses[i % len(statuses)]
        values.append(
            {
                "campaign_id": backend.campaign_id,
                "name": draft.name,
                "nationality": draft.nationality,
                "rank": ruleset.ranks[rng.randrange(len(ruleset.ranks))],
                "soldier_class": draft.soldier_class,
                "unit_type": draft.unit_type,
                "stats": dict(draft.stats),
                "wounds": draft.wounds,
                "status": status,
                "notes": "",
            }
        )
    with backend.db.session() as session:
        session.execute(insert(Soldier), values)


@pytest.fixture
def roster_backend(tmp_path: Path) -> Iterator[RosterBackend]:
    """A fresh campaign file in ``tmp_path`` with an empty wargame campaign."""
    db = Database.open(f"sqlite:///{tmp_path}/c.db")
    campaigns = CampaignService(db)
    roster = RosterService(db, campaigns)
    campaign = campaigns.create_campaign("Operation Test", "wargame")
    yield RosterBackend(db, campaigns, roster, campaign.id)
    db.close()


@pytest.fixture
def recruit_soldiers(roster_backend: RosterBackend) -> Callable[[int], list[int]]:
    """``recruit_soldiers(n)`` recruits ``n`` soldiers through the service; returns their ids."""

    def recruit(count: int) -> list[int]:
        rng = random.Random(count)
        ruleset = roster_backend.campaigns.ruleset_for(roster_backend.campaign_id)
        classes = list(ruleset.soldier_classes)
        ids = []
        for i in range(count):
            draft = roster_backend.roster.new_recruit_draft(
                roster_backend.campaign_id, soldier_class=classes[i % len(classes)], rng=rng
            )
            ids.append(roster_backend.roster.recruit(roster_backend.campaign_id, draft).row.id)
        return ids

    return recruit


# -- audit log ---------------------------------------------------------------------


@dataclass
class AuditBackend:
    """The demo campaign in a database file, with item movements made through the services."""

    db: Database
    campaigns: CampaignService
    roster: RosterService
    inventory: Any  # InventoryService (imported lazily: the inventory issue is in progress)
    audit: Any  # AuditService
    campaign_id: int
    moves: list[Any]  # MoveResult, in the order made
    override_seq: int
    """The seq of the refused move the GM overrode."""


def make_audited_moves(backend: AuditBackend, count: int) -> list[Any]:
    """Move up to ``count`` armoury items to soldiers (allowed moves only), round-robin."""
    from xcom_manager.services.inventory.dto import Destination

    soldiers = backend.roster.list_soldiers(backend.campaign_id)
    made: list[Any] = []
    turn = 0
    for item in backend.inventory.armoury(backend.campaign_id):
        if len(made) >= count:
            break
        for step in range(len(soldiers)):
            soldier = soldiers[(turn + step) % len(soldiers)]
            to = Destination.soldier(soldier.id, item.slot_kind)
            if backend.inventory.check_move(item.id, to).allowed:
                made.append(backend.inventory.move_item(item.id, to, actor="GM Tester"))
                turn += step + 1
                break
    backend.moves.extend(made)
    return made


def _build_audit_campaign(path: Path) -> tuple[int, list[Any], int]:
    """The demo campaign in ``path`` with ten allowed moves, one overridden refusal and one undo.

    The demo's soldiers and armoury without its demo history (imported from the demo document),
    so that the log holds exactly these twelve rows. Returns the campaign id, the moves
    (``MoveResult``) and the seq of the override.
    """
    from xcom_manager.services.audit.service import AuditService
    from xcom_manager.services.demo.document import build_demo_document
    from xcom_manager.services.inventory.dto import Destination
    from xcom_manager.services.inventory.service import HandoffRefused, InventoryService

    db = Database.open(f"sqlite:///{path}")
    try:
        campaigns = CampaignService(db)
        roster = RosterService(db, campaigns)
        inventory = InventoryService(db, campaigns)
        campaign = campaigns.import_campaign(build_demo_document(campaigns.ruleset("wargame")))
        backend = AuditBackend(
            db, campaigns, roster, inventory, AuditService(db), campaign.id, [], override_seq=0
        )
        make_audited_moves(backend, 10)
        # A refused move that the GM forces: a large-size weapon into a soldier's slot that has
        # no room left (INV-1; R-4 lets a weapon ride in any slot with room).
        large = next(
            item
            for item in inventory.armoury(campaign.id)
            if item.kind == "weapon" and item.slot_kind == "large"
        )
        for soldier in roster.list_soldiers(campaign.id):
            full = next(
                (
                    s.key
                    for s in inventory.soldier_kit(soldier.id).slots
                    if len(s.items) >= s.capacity
                ),
                None,
            )
            if full is None:
                continue
            to = Destination.soldier(soldier.id, full)
            with pytest.raises(HandoffRefused):
                inventory.move_item(large.id, to, actor="GM Tester")
            result = inventory.move_item(
                large.id, to, actor="GM Tester", override_reason="Table ruling: strap it on"
            )
            backend.moves.append(result)
            backend.override_seq = result.audit_seq
            break
        assert backend.override_seq, "no refused move to override in the demo campaign"
        backend.moves.append(
            inventory.undo_move(campaign.id, backend.moves[0].audit_seq, actor="GM Tester")
        )
        return campaign.id, backend.moves, backend.override_seq
    finally:
        db.close()


@pytest.fixture(scope="session")
def _audit_template(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[Path, int, list[Any], int]:
    path = tmp_path_factory.mktemp("audit-template") / "audit.db"
    return (path, *_build_audit_campaign(path))


@pytest.fixture
def audit_backend(
    tmp_path: Path, _audit_template: tuple[Path, int, list[Any], int]
) -> Iterator[AuditBackend]:
    """A copy of a campaign file holding the demo campaign with ten allowed moves, one
    overridden refusal (INV-1) and the undo of the first move: twelve audit rows."""
    from xcom_manager.services.audit.service import AuditService
    from xcom_manager.services.inventory.service import InventoryService

    template, campaign_id, moves, override_seq = _audit_template
    target = tmp_path / "audit.db"
    shutil.copyfile(template, target)
    db = Database.open(f"sqlite:///{target}")
    campaigns = CampaignService(db)
    yield AuditBackend(
        db,
        campaigns,
        RosterService(db, campaigns),
        InventoryService(db, campaigns),
        AuditService(db),
        campaign_id,
        list(moves),
        override_seq,
    )
    db.close()


@pytest.fixture(scope="session")
def migrated_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An empty database at the newest schema, made once: tests copy it."""
    path = tmp_path_factory.mktemp("template") / "empty.db"
    Database.open(f"sqlite:///{path}").close()
    return path


@pytest.fixture
def demo_window(qtbot: QtBot, migrated_db: Path, tmp_path: Path) -> Iterator[MainWindow]:
    """The wargame demo campaign open in a shown window, on a file and settings of its own."""
    path = tmp_path / "campaign.db"
    shutil.copyfile(migrated_db, path)
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    open_database(main, f"sqlite:///{path}")
    with qtbot.waitSignal(main.campaign_opened):
        main.open_demo_action.trigger()
    yield main
    backend = main.detach()
    if backend is not None:
        backend.db.close()
