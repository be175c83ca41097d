"""A tab page that builds its view the first time it is shown.

The Inventory, Missions and Audit views each read the database when they are made; building them
only when the GM first opens their tab keeps opening a campaign as fast as opening its roster.
Until a campaign is open the page shows a short message instead.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QStackedWidget, QWidget

from xcom_manager.ui.common.placeholder import MessagePage


class LazyPage(QStackedWidget):
    """Holds a message page and, once :meth:`ensure_built` ran, the view its factory made."""

    def __init__(self, title: str, hint: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.message = MessagePage()
        self.message.set_message(title, hint)
        self.addWidget(self.message)
        self._factory: Callable[[], QWidget] | None = None
        self._view: QWidget | None = None

    @property
    def view(self) -> QWidget | None:
        """The view, if it has been built."""
        return self._view

    def set_factory(self, factory: Callable[[], QWidget] | None) -> None:
        """Forget the current view (if any) and build the next one with ``factory`` on demand."""
        if self._view is not None:
            self.removeWidget(self._view)
            self._view.deleteLater()
            self._view = None
        self._factory = factory
        self.setCurrentWidget(self.message)

    def ensure_built(self) -> QWidget | None:
        """Build the view now if there is a factory and it was not built yet; return it."""
        if self._view is None and self._factory is not None:
            self._view = self._factory()
            self.addWidget(self._view)
            self.setCurrentWidget(self._view)
        return self._view
