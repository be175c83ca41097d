"""A campaign whose ruleset file is missing, open read-only in the window (issue 13, item 8).

The services refuse every write to such a campaign (:class:`~xcom_manager.services.errors.
RulesetMissingError`) and read it with a stand-in of its stored keys
(:mod:`xcom_manager.services.stored_ruleset`), so its pages show what is stored. The
:class:`ReadOnlyDesk` does the window's part:

- one banner above the tabs, on every page: which ruleset file is missing, where it was
  expected, and how to bring it back (``xcom-manager rulesets add FILE``, then File ▸ Reload);
- every write action of the pages held greyed, with that reason in its tooltip, however a page
  updates its actions (:class:`WriteLock`); drops onto the inventory refused before they start.
  What is reached anyway (a double-click, a key) is refused by the service with the one message,
  and nothing is written;
- File ▸ Reload (F5): the ruleset folders are read again and the campaign reopened, writable
  when its file is back.

Imported before the first paint (by ``main_window``): PySide6 only at module level, and the
``Qt`` namespace is not touched until a read-only campaign opens (see ``common/placeholder.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QVBoxLayout, QWidget

if TYPE_CHECKING:
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
WRITE_BUTTONS = frozenset({"forceButton", "nextPhaseButton", "commitButton"})


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

    @property
    def actions(self) -> tuple[QAction, ...]:
        return tuple(self._actions)

    @property
    def buttons(self) -> tuple[QAbstractButton, ...]:
        return tuple(self._buttons)

    def hold(self, page: QWidget) -> None:
        """Lock ``page``'s write actions, buttons and drops (again: a page locked already is
        left as it is, its parts made since are locked too)."""
        for action in page.findChildren(QAction):
            if action.objectName() in WRITE_ACTIONS and action not in self._actions:
                self._actions.append(action)
                action.changed.connect(self._action_changed)  # undone when the lock goes
                self._keep(action)
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

    @Slot()
    def _action_changed(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
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
        """The window opened a campaign (or none): read-only if its ruleset file is missing."""
        window = self._window
        backend, campaign = window.backend, window.campaign
        missing = None
        if backend is not None and campaign is not None:
            missing = backend.campaigns.missing_ruleset(campaign.id)
        self.missing = missing
        self.reload_action.setEnabled(backend is not None)
        if self.lock is not None:  # made for pages since rebuilt (or the same: made again)
            self.lock.deleteLater()
            self.lock = None
        if missing is None or backend is None or campaign is None:
            if self._banner is not None:
                self._banner.hide()
            return
        expected = backend.campaigns.ruleset_home(missing)
        self.lock = WriteLock(self.refusal_text(missing), self)
        self._show_banner(campaign.name, missing, str(expected))
        self._page_shown()

    def _page_shown(self, _index: int = -1) -> None:
        """Lock the pages built so far (a page is built the first time it is shown)."""
        if self.lock is None:
            return
        for page in self._window.campaign_pages():
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

    def _show_banner(self, campaign: str, ruleset_id: str, expected: str) -> None:
        if self._banner is None:
            from xcom_manager.ui.common.banner import ALERT_COLOURS, Banner

            self._banner = Banner(*ALERT_COLOURS)
            self._banner.setObjectName("readOnlyBanner")
            self._banner.close_button.hide()  # it stays while the campaign is read-only
            self._layout.insertWidget(0, self._banner)
        self._banner.show_lines(
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
        backend.campaigns.reload_rulesets()
        if campaign is not None:
            was_missing, page = self.missing, window.current_page()
            window.open_campaign(campaign.id)
            window.set_page(page)
            if was_missing is not None and self.missing is None:
                window.statusBar().showMessage(
                    self.tr("Reloaded: the campaign can be changed again."), 8000
                )
