"""Every page shortcut works right after switching to its page.

The pages' shortcuts (Ctrl+N recruits on the Roster, plans on Missions; Ctrl+F finds; Ctrl+Right
ends the phase; Ctrl+Return commits; ...) are ``WidgetWithChildrenShortcut``: they fire while the
focus is inside their page, so two pages can use the same keys. A tab switch (Ctrl+1 … Ctrl+5 or
a click on the tab) would leave the focus on the tab bar or on the page's holder (a parent of the
page, not inside it), and the page's keys would do nothing. :func:`focus_page` therefore hands
the focus to the page on screen: to its :meth:`focus_target` if it has one, else to its first
focusable widget, else to the page itself.

Imported before the window's first paint: PySide6 only, and ``Qt`` only when a page is focused.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QStackedWidget, QWidget

__all__ = ["focus_page", "page_keys", "shown_page"]


def shown_page(widget: QWidget | None) -> QWidget | None:
    """The page a tab shows: ``widget`` itself, or the current page of its stacked holders."""
    while isinstance(widget, QStackedWidget) and widget.currentWidget() is not None:
        widget = widget.currentWidget()
    return widget


def focus_page(tab: QWidget | None) -> QWidget | None:
    """Give the focus to the page shown in ``tab`` (unless it is inside it already); return the
    widget that has the focus."""
    from PySide6.QtCore import Qt

    page = shown_page(tab)
    if page is None:
        return None
    focused = page.focusWidget()
    if focused is not None and focused.hasFocus() and page.isAncestorOf(focused):
        return focused
    target = _target(page)
    target.setFocus(Qt.FocusReason.OtherFocusReason)
    return target


def _target(page: QWidget) -> QWidget:
    from PySide6.QtCore import Qt

    chosen = getattr(page, "focus_target", None)
    if callable(chosen):
        target = chosen()
        if isinstance(target, QWidget) and target.isVisible() and target.isEnabled():
            return target
    widget = page.nextInFocusChain()
    while widget is not None and widget is not page:
        if (
            page.isAncestorOf(widget)
            and widget.isVisible()
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            return widget
        widget = widget.nextInFocusChain()
    return page


def page_keys(page: QWidget, *bindings: tuple[QAction, str]) -> None:
    """Give each ``(action, keys)`` its keys, working while the focus is anywhere on ``page``
    (``WidgetWithChildrenShortcut``: another page may use the same keys)."""
    from PySide6.QtCore import Qt

    for action, keys in bindings:
        action.setShortcuts([QKeySequence(keys)])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        page.addAction(action)
