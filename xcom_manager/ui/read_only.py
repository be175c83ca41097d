"""A campaign the window opens read-only: its database file cannot be written, or its ruleset
file is missing.

A database file this user cannot write (its mode, a read-only folder or disk) is opened as it
is (``Database.open``: ``Database.read_only`` says why), and the services refuse every write to
it with that reason (:class:`~xcom_manager.services.core.errors.ReadOnlyDatabaseError`). A campaign
whose ruleset file is missing is refused every write too (:class:`~xcom_manager.services.
errors.RulesetMissingError`) and read with a stand-in of its stored keys
(:mod:`xcom_manager.services.rulesets.stored`), so its pages show what is stored. The
:class:`ReadOnlyDesk` does the window's part:

- one banner above the tabs, on every page: why it is read-only (the file that cannot be
  written, or which ruleset file is missing and where it was expected) and what to do;
- every write action of the pages held greyed, with that reason in its tooltip, however a page
  updates its actions (:class:`WriteLock`); drops onto the inventory refused before they start;
  for a read-only file the window's own writes too (new campaign, demos, import, campaign
  settings, restore). What is reached anyway (a double-click, a key) is refused by the service
  with the one message, and nothing is written;
- File ▸ Reload (F5): the ruleset folders are read again and the campaign reopened, writable
  when its file is back; a read-only database file is opened again (writable once it may be).

Imported before the first paint (by ``main_window``): PySide6 only at module level, and the
``Qt`` namespace is not touched until a read-only campaign opens (see ``common/placeholder.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from xcom_manager.rules.texts import Message
    from xcom_manager.ui.common.banner import Banner
    from xcom_manager.ui.main_window import MainWindow

__all__ = ["WRITE_ACTIONS", "WRITE_BUTTONS", "ReadOnlyDesk", "WriteLock"]

#: The object names of the pages' actions that change the campaign.
WRITE_ACTIONS = frozenset(
    {
        # Roster (ui/roster/view.py, career.py)
        "recruitAction",
        "editAction",
        "retireAction",
        "markDeadAction",
        "promoteAction",
        "returnToDutyAction",
        # Inventory (ui/inventory/view.py, stocking.py, kit_return.py)
        "moveToAction",
        "returnAction",
        "addToArmouryAction",
        "removeFromArmouryAction",
        "returnAllAction",
        # Missions (ui/mission/view.py)
        "planMissionAction",
        "nextPhaseAction",
        "undoLastAction",
        "endMissionAction",
    }
)

#: The object names of the pages' buttons that change the campaign (not behind an action).
WRITE_BUTTONS = frozenset(
    {
        "forceButton",
        "nextPhaseButton",
        "commitButton",
        # The welcome page of a database with no campaign yet (ui/welcome.py)
        "createCampaignButton",
        "openDemoButton",
    }
)


class WriteLock(QObject):
    """Holds the write actions and buttons of the pages it is given disabled, with ``reason``
    as their tooltip: a page that enables one again (a selection changed) is overruled at once.
    Drops onto the pages' widgets are refused. A page rebuilt is a new page: the lock is made
    for one read-only campaign and dropped with it."""

    def __init__(self, reason: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.reason = reason
        self._actions: list[QAction] = []
        self._buttons: list[QAbstractButton] = []
        #: What each held action would be without the lock: enabled, and its tooltip.
        self._wanted: dict[QAction, tuple[bool, str]] = {}

    @property
    def actions(self) -> tuple[QAction, ...]:
        return tuple(self._actions)

    @property
    def buttons(self) -> tuple[QAbstractButton, ...]:
        return tuple(self._buttons)

    def hold(self, page: QWidget) -> None:
        """Lock ``page``'s write actions, buttons and drops (again: a page locked already is
        left as it is, its parts made since are locked too)."""
        self.hold_actions(
            action for action in page.findChildren(QAction) if action.objectName() in WRITE_ACTIONS
        )
        for button in page.findChildren(QAbstractButton):
            if button.objectName() in WRITE_BUTTONS and button not in self._buttons:
                self._buttons.append(button)
                button.installEventFilter(self)
                self._keep_button(button)
        for widget in (page, *page.findChildren(QWidget)):
            if isinstance(widget, QAbstractItemView):
                widget.setDragEnabled(False)
            if widget.acceptDrops():
                widget.setAcceptDrops(False)

    def hold_actions(self, actions: Iterable[QAction]) -> None:
        """Lock ``actions`` (the window's own that write: a new campaign, an import, ...)."""
        for action in actions:
            if action not in self._actions:
                self._actions.append(action)
                self._wanted[action] = (action.isEnabled(), action.toolTip())
                action.changed.connect(self._action_changed)  # undone when the lock goes
                self._keep(action)

    def release(self) -> None:
        """Give the held actions back as the window would have them now (the lock goes)."""
        for action in self._actions:
            if not shiboken6.isValid(action):  # its page is gone with it
                continue
            action.changed.disconnect(self._action_changed)
            enabled, tooltip = self._wanted[action]
            action.setToolTip(tooltip)
            action.setEnabled(enabled)
        self._actions.clear()

    @Slot()
    def _action_changed(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            if action.isEnabled():  # the window enabled it: what it wants once the lock goes
                self._wanted[action] = (True, self._wanted[action][1])
            self._keep(action)

    def _keep(self, action: QAction) -> None:
        if action.isEnabled():
            action.setEnabled(False)
        if action.toolTip() != self.reason:
            action.setToolTip(self.reason)

    def _keep_button(self, button: QAbstractButton) -> None:
        if button.isEnabled():
            button.setEnabled(False)
        if button.toolTip() != self.reason:
            button.setToolTip(self.reason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (
            isinstance(watched, QAbstractButton)
            and watched in self._buttons
            and event.type() in (QEvent.Type.EnabledChange, QEvent.Type.ToolTipChange)
        ):
            self._keep_button(watched)
        return super().eventFilter(watched, event)


class ReadOnlyDesk(QObject):
    """The window's read-only state for an open campaign whose ruleset file is missing."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.missing: str | None = None
        """The id of the open campaign's missing ruleset (``None``: writable or none open)."""
        self.database: Message | None = None
        """Why the open database cannot be written (``None``: it can, or none is open)."""
        self.lock: WriteLock | None = None
        self._banner: Banner | None = None
        self.frame = QWidget()
        self.frame.setObjectName("pagesFrame")
        self._layout = QVBoxLayout(self.frame)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)

        self.reload_action = QAction(self.tr("Re&load"), window)
        self.reload_action.setObjectName("reloadCampaignAction")
        self.reload_action.setToolTip(
            self.tr("Read the rulesets and the open campaign again (a ruleset file put back)")
        )
        self.reload_action.setShortcuts([QKeySequence("F5")])
        self.reload_action.setEnabled(False)  # until a database is open
        self.reload_action.triggered.connect(self.reload)
        window.campaign_opened.connect(self._follow)
        window.opening_finished.connect(self._follow)
        window.tabs.currentChanged.connect(self._page_shown)  # after the page is built
        self._place_shortcut()

    def framed(self, tabs: QWidget) -> QWidget:
        """The window's central widget: the banner's place above ``tabs``."""
        self._layout.addWidget(tabs, 1)
        return self.frame

    def _place_shortcut(self) -> None:
        """F5 works anywhere on the tabs but the Missions page, which keeps its own F5 (read
        the missions again): one key, never two actions (an ambiguous shortcut does nothing).
        The context is set by its key's name: the ``Qt`` namespace waits (see above)."""
        window = self._window
        if not self.reload_action.setProperty("shortcutContext", "WidgetWithChildrenShortcut"):
            raise ValueError("QAction.shortcutContext has no value WidgetWithChildrenShortcut")
        for index in range(window.tabs.count()):
            page = window.tabs.widget(index)
            if page is not None and page is not window.missions_page:
                page.addAction(self.reload_action)
        window.tabs.tabBar().addAction(self.reload_action)

    # -- state --------------------------------------------------------------------------------

    def _follow(self) -> None:
        """The window opened a campaign (or none): read-only if its database file cannot be
        written, or if its ruleset file is missing."""
        window = self._window
        backend, campaign = window.backend, window.campaign
        missing = None
        if backend is not None and campaign is not None:
            missing = backend.campaigns.missing_ruleset(campaign.id)
        self.missing = missing
        self.database = None if backend is None else backend.db.read_only
        self.reload_action.setEnabled(backend is not None)
        if self.lock is not None:  # made for pages since rebuilt (or the same: made again)
            self.lock.release()
            self.lock.deleteLater()
            self.lock = None
        if self.database is not None and backend is not None:
            from xcom_manager.ui.common.texts import message_text

            reason = message_text(self.database)
            self.lock = WriteLock(reason, self)
            self.lock.hold_actions(self._window_writes())
            self._show_database_banner(reason)
        elif missing is not None and backend is not None and campaign is not None:
            expected = backend.campaigns.ruleset_home(missing)
            self.lock = WriteLock(self.refusal_text(missing), self)
            self._show_banner(campaign.name, missing, str(expected))
        elif self._banner is not None:
            self._banner.hide()
        self._page_shown()

    def _window_writes(self) -> list[QAction]:
        """The window's own actions that write to the database."""
        window = self._window
        return [
            window.new_campaign_action,
            window.open_demo_action,
            window.open_board_demo_action,
            window.importer.import_action,
            window.campaign_settings.action,
            window.backups.restore_action,
        ]

    def _page_shown(self, _index: int = -1) -> None:
        """Lock the pages built so far (a page is built the first time it is shown)."""
        if self.lock is None:
            return
        welcome = self._window.welcome_page()
        for page in (*self._window.campaign_pages(), *([welcome] if welcome else [])):
            self.lock.hold(page)

    def refusal_text(self, ruleset_id: str) -> str:
        """Why every write action is greyed (their tooltip)."""
        return self.tr(
            "Read-only: the file of the ruleset '{ruleset}' is missing. Put it back with "
            "xcom-manager rulesets add FILE, then File ▸ Reload (F5)."
        ).format(ruleset=ruleset_id)

    @property
    def banner(self) -> Banner | None:
        """The banner, once a read-only campaign has been opened."""
        return self._banner

    def _made_banner(self) -> Banner:
        if self._banner is None:
            from xcom_manager.ui.common.banner import ALERT_COLOURS, Banner

            self._banner = Banner(*ALERT_COLOURS)
            self._banner.setObjectName("readOnlyBanner")
            self._banner.close_button.hide()  # it stays while the campaign is read-only
            self._layout.insertWidget(0, self._banner)
        return self._banner

    def _show_database_banner(self, reason: str) -> None:
        self._made_banner().show_lines(
            self.tr("Read-only: this database file cannot be written"),
            [
                reason,
                self.tr(
                    "The pages show what is stored; nothing can be changed. No daily backup is "
                    "taken while it is read-only: nothing here can change it."
                ),
                self.tr("Once you can write it: File ▸ Reload (F5)."),
            ],
        )

    def _show_banner(self, campaign: str, ruleset_id: str, expected: str) -> None:
        self._made_banner().show_lines(
            self.tr("Read-only: this campaign's ruleset file is missing"),
            [
                self.tr(
                    "The campaign {campaign} plays by the ruleset '{ruleset}', whose file is "
                    "missing. It was expected at {path}."
                ).format(campaign=campaign, ruleset=ruleset_id, path=expected),
                self.tr(
                    "The pages show what is stored (names by their keys); nothing can be "
                    "changed until the ruleset is back."
                ),
                self.tr(
                    "To bring it back: xcom-manager rulesets add FILE (the ruleset's .toml "
                    "file), then File ▸ Reload (F5)."
                ),
            ],
        )

    # -- File ▸ Reload ------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the ruleset folders again and reopen the open campaign (writable if its
        ruleset file is back)."""
        window = self._window
        backend, campaign = window.backend, window.campaign
        if backend is None:
            return
        if backend.db.read_only is not None:  # the file again: writable now, perhaps
            page = window.current_page()
            window.backups.reopen(backend.db.url)
            window.set_page(page)
            reopened = window.backend
            if reopened is not None and reopened.db.read_only is None:
                window.statusBar().showMessage(
                    self.tr("Reloaded: the database can be changed again."), 8000
                )
            return
        backend.campaigns.reload_rulesets()
        if campaign is not None:
            was_missing, page = self.missing, window.current_page()
            window.open_campaign(campaign.id)
            window.set_page(page)
            if was_missing is not None and self.missing is None:
                window.statusBar().showMessage(
                    self.tr("Reloaded: the campaign can be changed again."), 8000
                )
