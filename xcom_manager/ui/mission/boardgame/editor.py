"""The board game's Mission Map editor: a dialog to draw a map, check it
as it is drawn (MIS-9) and save it with the user's maps or hand it to the mission being planned.

The dialog gathers clicks and keys (its canvas is :class:`~.editor_view.MapEditorView`) and asks
the rules core (:mod:`xcom_manager.rules.boardgame.map_edit`) what each does; a refused edit
shows its MIS-9 message in the error line and changes nothing. Every edit is a command on the
dialog's own :class:`QUndoStack` (Ctrl+Z, Ctrl+Shift+Z); a drag that paints several squares is
one command. Save writes the map to the user's maps through
:class:`~xcom_manager.services.missions.maps.MapCatalog`; OK returns it
(:meth:`MapEditorDialog.map_data`).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.boardgame import map_edit
from xcom_manager.rules.boardgame.grid import (
    DEFAULT_SIZE,
    MissionMap,
    Square,
    map_from_json,
    map_to_json,
    square_label,
)
from xcom_manager.rules.boardgame.map_edit import MAP_NAME_MAX, EditResult, Mark, Token
from xcom_manager.rules.boardgame.sight import MAX_SIDE
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions.maps import MapCatalog
from xcom_manager.ui.common.texts import error_text, finding_line
from xcom_manager.ui.mission.boardgame.editor_view import MapEditorView

__all__ = ["MapChange", "MapEditorDialog", "NewMapDialog", "Tool"]

_ERROR_STYLE = "color: #c0392b;"


class Tool(enum.Enum):
    """The editor's tools, in the order of its toolbar."""

    wall = "wall"
    blocking = "blocking"
    objective = "objective"
    item = "item"
    exit = "exit"
    hero = "hero"
    alien = "alien"
    blip = "blip"
    decoy = "decoy"
    erase = "erase"


_SHORTCUTS = {
    Tool.wall: "W",
    Tool.blocking: "B",
    Tool.objective: "O",
    Tool.item: "I",
    Tool.exit: "X",
    Tool.hero: "H",
    Tool.alien: "A",
    Tool.blip: "L",
    Tool.decoy: "D",
    Tool.erase: "E",
}
_MARKS = {
    Tool.blocking: Mark.blocking,
    Tool.objective: Mark.objective,
    Tool.item: Mark.item,
    Tool.exit: Mark.exit,
}
#: The tools a drag paints with (the others act on a click).
_PAINTERS = frozenset({Tool.blocking, Tool.erase})


class MapChange(QUndoCommand):
    """One edit of the map: the map before and after it, shown again on undo and redo."""

    def __init__(
        self, text: str, before: MissionMap, after: MissionMap, show: Callable[[MissionMap], None]
    ) -> None:
        super().__init__(text)
        self.before, self.after = before, after
        self._show = show

    def redo(self) -> None:
        self._show(self.after)

    def undo(self) -> None:
        self._show(self.before)


class NewMapDialog(QDialog):
    """Ask the size of a new, blank map (1 to 64 squares a side)."""

    def __init__(self, width: int, height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newMapDialog")
        self.setWindowTitle(self.tr("New Mission Map"))
        self.width_spin = QSpinBox()
        self.width_spin.setObjectName("newMapWidth")
        self.height_spin = QSpinBox()
        self.height_spin.setObjectName("newMapHeight")
        form = QFormLayout()
        for spin, value, text in (
            (self.width_spin, width, self.tr("&Width (squares):")),
            (self.height_spin, height, self.tr("&Height (squares):")),
        ):
            spin.setRange(1, MAX_SIDE)
            spin.setValue(value)
            label = QLabel(text)
            label.setBuddy(spin)
            form.addRow(label, spin)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def chosen_size(self) -> tuple[int, int]:
        """The size asked for: ``(width, height)``."""
        return (self.width_spin.value(), self.height_spin.value())


class MapEditorDialog(QDialog):
    """Draw a Mission Map: pick a tool on the toolbar (or by its key), click squares (near an
    edge for a wall), drag to paint obstacles; undo and redo; Save keeps it with the user's
    maps, OK hands it to the caller."""

    mapSaved = Signal(str)  # noqa: N815 - Qt's style of signal names
    """The map was saved with the user's maps: its id."""
    mapChanged = Signal()  # noqa: N815
    """The map shown changed (an edit, its undo or redo, a new map)."""

    def __init__(
        self,
        data: Mapping[str, Any] | None = None,
        *,
        maps: MapCatalog | None = None,
        species: Sequence[tuple[str, str]] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mapEditorDialog")
        self.setWindowTitle(self.tr("Mission Map editor"))
        self._maps = maps
        self._species = dict(species)
        self._board = map_from_json(data) if data is not None else MissionMap()
        self.saved_id: str | None = None
        self._stroke_before: MissionMap | None = None
        self._paint_on = True

        self.undo_stack = QUndoStack(self)
        self.view = MapEditorView()
        self.view.squareClicked.connect(self._square_clicked)
        self.view.edgeClicked.connect(self._edge_clicked)
        self.view.edgeKeyed.connect(self._edge_keyed)
        self.view.strokeStarted.connect(self._stroke_started)
        self.view.squarePainted.connect(self._square_painted)
        self.view.strokeFinished.connect(self._stroke_finished)
        self.view.cursorMoved.connect(self._cursor_moved)

        # -- the toolbar ---------------------------------------------------------------------
        self.toolbar = QToolBar()
        self.toolbar.setObjectName("mapEditorTools")
        self.new_map_action = QAction(self.tr("New &map…"), self)
        self.new_map_action.setObjectName("newMapAction")
        self.new_map_action.setShortcut(QKeySequence(QKeySequence.StandardKey.New))
        self.new_map_action.triggered.connect(self.ask_new_map)
        self.toolbar.addAction(self.new_map_action)
        self.toolbar.addSeparator()
        names = {
            Tool.wall: self.tr("Wall"),
            Tool.blocking: self.tr("Blocking"),
            Tool.objective: self.tr("Objective"),
            Tool.item: self.tr("Item"),
            Tool.exit: self.tr("Exit"),
            Tool.hero: self.tr("Hero start"),
            Tool.alien: self.tr("Alien start"),
            Tool.blip: self.tr("Blip"),
            Tool.decoy: self.tr("Decoy Blip"),
            Tool.erase: self.tr("Erase"),
        }
        self._tool_names = names
        self.tool_group = QActionGroup(self)
        self.tool_group.setExclusive(True)
        self.tool_actions: dict[Tool, QAction] = {}
        for tool, name in names.items():
            action = QAction(name, self)
            action.setObjectName(f"tool_{tool.value}")
            action.setCheckable(True)
            action.setShortcut(QKeySequence(_SHORTCUTS[tool]))
            action.setToolTip(self.tr("{tool} ({key})").format(tool=name, key=_SHORTCUTS[tool]))
            action.setData(tool.value)
            action.toggled.connect(self._tool_toggled)
            self.tool_group.addAction(action)
            self.toolbar.addAction(action)
            self.addAction(action)
            self.tool_actions[tool] = action
        self.toolbar.addSeparator()
        self.undo_action = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setObjectName("mapUndoAction")
        self.undo_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.redo_action = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setObjectName("mapRedoAction")
        self.redo_action.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        for action in (self.undo_action, self.redo_action):
            self.toolbar.addAction(action)
            self.addAction(action)
        self.addAction(self.new_map_action)

        # -- the form ------------------------------------------------------------------------
        self.name_edit = QLineEdit(self._board.name)
        self.name_edit.setObjectName("mapNameEdit")
        self.name_edit.setMaxLength(MAP_NAME_MAX)
        self.name_edit.setPlaceholderText(self.tr("The map's name"))
        self.species_combo = QComboBox()
        self.species_combo.setObjectName("blipSpeciesCombo")
        for key, name in species:
            self.species_combo.addItem(name, key)
        form = QFormLayout()
        name_label = QLabel(self.tr("&Name:"))
        name_label.setBuddy(self.name_edit)
        form.addRow(name_label, self.name_edit)
        species_label = QLabel(self.tr("A Blip &hides:"))
        species_label.setBuddy(self.species_combo)
        form.addRow(species_label, self.species_combo)
        if not species:  # no species to hide: only decoys
            self.tool_actions[Tool.blip].setEnabled(False)
            self.species_combo.setEnabled(False)

        self.error_label = QLabel()
        self.error_label.setObjectName("mapEditorError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(_ERROR_STYLE)
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label = QLabel()
        self.status_label.setObjectName("mapEditorStatus")
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setWordWrap(True)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.save_button = self.buttons.addButton(
            self.tr("&Save to my maps"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.save_button.setObjectName("saveMapButton")
        self.save_button.setAutoDefault(False)
        self.save_button.setVisible(maps is not None and maps.user_directory is not None)
        self.save_button.clicked.connect(self.save)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setAutoDefault(False)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        bottom = QHBoxLayout()
        bottom.addWidget(self.status_label, 1)
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.toolbar)
        layout.addLayout(form)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.error_label)
        layout.addLayout(bottom)
        # As large as it likes, but never past the screen (a 1024 × 700 one hid its buttons).
        free = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(860, free.width() - 40), min(760, free.height() - 60))
        self.tool_actions[Tool.wall].setChecked(True)
        self._show(self._board)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- what it holds ---------------------------------------------------------------------

    def board(self) -> MissionMap:
        """The map as drawn, under the name typed."""
        return map_edit.rename(self._board, self.name_edit.text()).board

    def map_data(self) -> dict[str, Any]:
        """The map as drawn, as JSON data (the name typed included)."""
        return map_to_json(self.board())

    def tool(self) -> Tool:
        action = self.tool_group.checkedAction()
        return Tool(action.data()) if action is not None else Tool.wall

    def set_tool(self, tool: Tool) -> None:
        self.tool_actions[tool].setChecked(True)

    def error(self) -> str:
        """The error line's text (``""`` when the last edit was allowed)."""
        return self.error_label.text() if not self.error_label.isHidden() else ""

    # -- edits -----------------------------------------------------------------------------

    def ask_new_map(self) -> None:
        """New map…: ask the size, then start a blank map of it (one undoable edit)."""
        size = self._ask_size(self._board.width, self._board.height)
        if size is not None:
            self.new_map(*size)

    def new_map(self, width: int, height: int) -> None:
        made = map_edit.new_map(width, height, self._board.name)
        self._apply(made, self.tr("New map"))
        if made.allowed:
            self.view.fit()

    def apply_at(self, square: Square) -> None:
        """Use the current tool on ``square`` (a click, or Space/Enter on the cursor)."""
        tool, board = self.tool(), self._board
        if tool is Tool.wall:
            self.status_label.setText(
                self.tr(
                    "Click near the edge between two squares to raise or take down its wall; "
                    "with the keys, Shift+arrow."
                )
            )
            return
        if tool in _MARKS:
            result = map_edit.toggle_mark(board, _MARKS[tool], square)
        elif tool is Tool.hero:
            result = map_edit.toggle_token(board, Token.hero, square)
        elif tool is Tool.alien:
            result = map_edit.toggle_token(board, Token.alien, square)
        elif tool is Tool.blip:
            result = map_edit.toggle_token(board, Token.blip, square, self._blip_species())
        elif tool is Tool.decoy:
            result = map_edit.toggle_token(board, Token.blip, square, None)
        else:
            result = map_edit.erase_square(board, square)
        self._apply(result, self._edit_text(tool, square))

    def apply_on_edge(self, a: Square, b: Square) -> None:
        """Use the current tool on the edge between ``a`` and ``b``: the Wall tool raises or
        takes down its wall, Erase takes its wall down; the other tools act on ``a``."""
        tool = self.tool()
        if tool is Tool.wall:
            text = self.tr("Wall between {a} and {b}").format(
                a=square_label(a), b=_label(b, self._board)
            )
            self._apply(map_edit.toggle_wall(self._board, a, b), text)
        elif tool is Tool.erase and self._board.on_map(b) and self._board.walled(a, b):
            text = self.tr("Erase the wall between {a} and {b}").format(
                a=square_label(a), b=square_label(b)
            )
            self._apply(map_edit.set_wall(self._board, a, b, on=False), text)
        else:
            self.apply_at(a)

    def save(self) -> str | None:
        """Save to my maps: the map under its name with the user's maps; its id, or ``None``
        (the error line says why)."""
        if self._maps is None:
            return None
        try:
            map_id = self._maps.save(self.name_edit.text(), self.map_data())
        except UserError as error:
            self._show_error(error_text(error))
            return None
        self.saved_id = map_id
        self._show_error("")
        self.status_label.setText(
            self.tr("Saved with your maps as “{name}”.").format(name=self.board().name)
        )
        self.undo_stack.setClean()  # saved: nothing to lose any more
        self.mapSaved.emit(map_id)
        return map_id

    def reject(self) -> None:
        """Cancel (or Esc, or the window's close): an edited map is dropped only when the GM
        says so; nothing is asked of an untouched one."""
        if self.undo_stack.isClean() or self._confirm_discard():
            super().reject()

    # -- internals -------------------------------------------------------------------------

    def _confirm_discard(self) -> bool:
        """Ask before the edits are dropped (tests replace this method)."""
        answer = QMessageBox.question(
            self,
            self.tr("Mission Map editor"),
            self.tr("Drop the changes to this map?"),
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Discard

    def _ask_size(self, width: int, height: int) -> tuple[int, int] | None:
        """Ask the new map's size (tests replace this method)."""
        dialog = NewMapDialog(width or DEFAULT_SIZE, height or DEFAULT_SIZE, self)
        return dialog.chosen_size() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def _blip_species(self) -> str | None:
        key = self.species_combo.currentData()
        return str(key) if key is not None else None

    def _edit_text(self, tool: Tool, square: Square) -> str:
        return self.tr("{tool} on {square}").format(
            tool=self._tool_names[tool], square=square_label(square)
        )

    def _apply(self, result: EditResult, text: str) -> None:
        violation = result.violation
        if violation is not None:
            self._show_error(finding_line(violation))
            return
        self._show_error("")
        if result.board != self._board:
            self.undo_stack.push(MapChange(text, self._board, result.board, self._show))

    def _show(self, board: MissionMap) -> None:
        self._board = board
        self.view.show_map(map_to_json(board), self._species)
        self.mapChanged.emit()

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def _tool_toggled(self, checked: bool) -> None:
        if not checked:
            return
        tool = self.tool()
        self.view.edge_mode = tool is Tool.wall
        self._show_error("")
        self._cursor_moved(*self.view.cursor_square())

    def _cursor_moved(self, x: int, y: int) -> None:
        self.status_label.setText(
            self.tr("{tool} · cursor on {square}").format(
                tool=self._tool_names[self.tool()], square=square_label((x, y))
            )
        )

    def _square_clicked(self, x: int, y: int) -> None:
        self.apply_at((x, y))

    def _edge_clicked(self, x1: int, y1: int, x2: int, y2: int) -> None:
        self.apply_on_edge((x1, y1), (x2, y2))

    def _edge_keyed(self, x1: int, y1: int, x2: int, y2: int) -> None:
        a, b = (x1, y1), (x2, y2)
        text = self.tr("Wall between {a} and {b}").format(
            a=square_label(a), b=_label(b, self._board)
        )
        self._apply(map_edit.toggle_wall(self._board, a, b), text)

    def _stroke_started(self, x: int, y: int) -> None:
        self._stroke_before = self._board
        self._paint_on = (x, y) not in self._board.blocking

    def _square_painted(self, x: int, y: int) -> None:
        tool = self.tool()
        if self._stroke_before is None or tool not in _PAINTERS:
            return
        if tool is Tool.blocking:
            result = map_edit.set_mark(self._board, Mark.blocking, (x, y), self._paint_on)
        else:
            result = map_edit.erase_square(self._board, (x, y))
        if result.violation is not None:
            self._show_error(finding_line(result.violation))  # the stroke goes on around it
        elif result.board != self._board:
            self._board = result.board
            self.view.show_map(map_to_json(result.board), self._species)

    def _stroke_finished(self) -> None:
        before, self._stroke_before = self._stroke_before, None
        if before is not None and before != self._board:
            text = self.tr("Paint with {tool}").format(tool=self._tool_names[self.tool()])
            self.undo_stack.push(MapChange(text, before, self._board, self._show))


def _label(square: Square, board: MissionMap) -> str:
    """A square's label, or its coordinates when it lies off the map."""
    return square_label(square) if board.on_map(square) else f"({square[0]}, {square[1]})"
