"""What an open database gives the window (:class:`Backend`), and the views of an open
campaign's Inventory, Missions and Audit log tabs, each made the first time its tab is shown
(:func:`page_factories`; the main window hands them to its ``LazyPage`` tabs).

Imported before the first paint (by ``main_window``): PySide6 and the settings only here; the
services' types under ``TYPE_CHECKING``, each view's module when its tab is first shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QSettings
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from xcom_manager.ui.settings_dialog import gm_name

if TYPE_CHECKING:
    from xcom_manager.services.audit.service import AuditService
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.demo.service import DemoService
    from xcom_manager.services.inventory.service import InventoryService
    from xcom_manager.services.missions.service import MissionService
    from xcom_manager.services.roster.service import RosterService
    from xcom_manager.store.db import Database
    from xcom_manager.ui.common.page import CampaignPage

__all__ = ["Backend", "PageFactories", "PageStacks", "page_factories"]


class Backend(NamedTuple):
    """What an open database gives the window: the database and the services over it.

    (A ``NamedTuple`` rather than a dataclass: ``dataclasses`` would cost start-up time.)
    """

    db: Database
    campaigns: CampaignService
    roster: RosterService
    inventory: InventoryService
    audit: AuditService
    missions: MissionService
    demo: DemoService


class PageFactories(NamedTuple):
    """Makers of a campaign's tab views, in tab order."""

    inventory: Callable[[], QWidget]
    missions: Callable[[], QWidget]
    audit: Callable[[], QWidget]


class PageStacks(NamedTuple):
    """The undo stack of each tab (the window's undo group holds them)."""

    inventory: QUndoStack
    missions: QUndoStack
    audit: QUndoStack


def page_factories(
    backend: Backend,
    campaign_id: int,
    settings: QSettings,
    stacks: PageStacks,
    connect: Callable[[CampaignPage], None],
) -> PageFactories:
    """The views of campaign ``campaign_id``'s tabs; each made view is handed to ``connect``
    (the window hears its ``changed`` and its passing messages) before it is shown, and its
    named splitters and tables keep the sizes the user gives them (``remember_layouts``)."""

    def made(view: CampaignPage) -> None:
        from xcom_manager.ui.common.tables import remember_layouts

        remember_layouts(view)
        connect(view)

    def inventory_view() -> QWidget:
        from xcom_manager.ui.inventory.view import InventoryView

        view = InventoryView(
            backend.inventory,
            backend.campaigns,
            backend.roster,
            campaign_id,
            stacks.inventory,
            actor=gm_name(settings),
            settings=settings,
        )
        made(view)
        return view

    def audit_view() -> QWidget:
        from xcom_manager.ui.audit.view import AuditView

        ruleset = backend.campaigns.reading_ruleset(campaign_id)  # a stand-in when read-only
        view = AuditView(
            backend.audit,
            backend.roster,
            campaign_id,
            stacks.audit,
            slot_labels={key: ruleset.shown("slots", key) for key in ruleset.slot_keys},
            item_names={key: ruleset.shown("items", key) for key in ruleset.items},
        )
        made(view)
        return view

    def missions_view() -> QWidget:
        from xcom_manager.ui.mission.view import MissionsView

        view = MissionsView(
            backend.missions,
            backend.roster,
            backend.campaigns,
            campaign_id,
            stacks.missions,
            actor=gm_name(settings),
        )
        made(view)
        return view

    return PageFactories(inventory_view, missions_view, audit_view)
