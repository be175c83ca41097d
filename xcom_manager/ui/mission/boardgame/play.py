"""Playing a board game mission by clicking on its Mission Map.

:class:`BoardPlay` ties the map (:class:`~.map_play.PlayableMapView`) to the Missions page's
action panel and its :class:`~.forms.BoardForms`:

* selecting a model (a click on its token, Tab on the map, a row of the Models table) asks the
  services what it may do now (``MissionService.choices``) and shows it on the map for the
  panel's action; the panel's action follows the model (its first allowed Action when the one
  shown is not);
* a click on a square chooses it for a MOVE, SPRINT or INTERACT (the path drawn, the form
  filled, the odds line says at once what the rules say of it); a click on an enemy chooses it
  as the attack's target (its odds in the panel); a second click on the same square or target,
  or Enter, carries the action out through the page's Commit (typed faces or rolled dice as the
  panel says), so a refused one is refused with its rule there;
* Esc forgets the choice; a waiting Overwatch shot (MIS-11) selects the watcher and its answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from xcom_manager.rules.boardgame.choices import ModelChoices
from xcom_manager.rules.boardgame.tracker import BoardDetail
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions.dto import CharacterRow, MissionView
from xcom_manager.ui.mission.boardgame.forms import BoardForms
from xcom_manager.ui.mission.boardgame.map_play import ATTACKS, MOVES, PlayableMapView
from xcom_manager.ui.mission.panel import ActionPanel

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QLabel

    from xcom_manager.services.missions.service import MissionService

__all__ = ["BoardPlay"]

Square = tuple[int, int]

#: The action the panel turns to for a model, the first the rules allow.
_PREFERRED = ("move", "shoot", "melee", "psychic", "sprint", "interact", "overwatch", "flip_blip")


class BoardPlay(QObject):
    """The map's clicks and keys as the action panel's choices, and back."""

    def __init__(
        self,
        map_view: PlayableMapView,
        panel: ActionPanel,
        missions: MissionService,
        *,
        mission: Callable[[], MissionView | None],
        select: Callable[[str], object],
        commit: Callable[[], None],
        info: QLabel | None = None,
    ) -> None:
        super().__init__(panel)
        if not isinstance(panel.forms, BoardForms):
            raise TypeError("the board game's map plays through the board game's forms")
        self.map = map_view
        self.panel = panel
        self.forms: BoardForms = panel.forms
        self._missions = missions
        self._mission = mission
        self._select = select
        self._commit = commit
        self._info = info
        self._model: str | None = None
        self._seq = -1
        map_view.modelClicked.connect(self.model_clicked)
        map_view.squareClicked.connect(self.square_clicked)
        map_view.confirmed.connect(self.confirm)
        map_view.cancelled.connect(self.cancel)
        map_view.hovered.connect(self._hovered)
        panel.action_combo.currentIndexChanged.connect(self._action_changed)

    # -- the page tells it -----------------------------------------------------------------

    def show(self, mission: MissionView | None, character: CharacterRow | None) -> None:
        """The page shows ``character`` of ``mission`` (after a selection or a step): ask what
        it may do now and draw it; a waiting Overwatch shot turns the panel to its answer."""
        detail = mission.detail if mission is not None else None
        if not isinstance(detail, BoardDetail) or mission is None or mission.finished:
            self._model = None
            self.map.select_model(None)
            self.map.show_choices(None, self.panel.current_action())
            return
        pending = detail.pending_overwatch
        if pending is not None and (character is None or character.id != pending[0]):
            self._select(pending[0])  # comes back here with the watcher
            return
        model_id = character.id if character is not None else None
        same = model_id == self._model
        stepped = mission.seq != self._seq
        self._model, self._seq = model_id, mission.seq
        if stepped:
            self.forms.clear_choice()  # the squares and targets chosen were for that step
        self.map.select_model(model_id)
        choices = self._choices(mission, model_id)
        if pending is not None:
            self._set_action("overwatch_shot")
        elif choices is not None:
            self._follow(choices, same=same, stepped=stepped)
        self.map.show_choices(choices, self.panel.current_action())
        self._sync_chosen()

    @staticmethod
    def preferred(mission: MissionView, selected: str | None) -> str | None:
        """The model to select when ``mission`` is shown: the one whose Turn it is, else the
        one selected while it is still to activate, else the next to activate (a Turn just
        ended moves on to the next model), else the one selected."""
        detail = mission.detail
        if not isinstance(detail, BoardDetail) or mission.finished:
            return selected
        if detail.active is not None:
            return detail.active
        if selected in detail.to_activate or not detail.to_activate:
            return selected
        return detail.to_activate[0]

    # -- the map tells it ------------------------------------------------------------------

    def model_clicked(self, model_id: str) -> None:
        """A token: the target of the attack shown when it is one, else select that model."""
        action = self.panel.current_action()
        choices = self.map.choices
        if action in ATTACKS and choices is not None and choices.target(model_id, action):
            if self.forms.target(action) == model_id:
                self.confirm()  # the second click on the target chosen
                return
            self.forms.set_target(action, model_id)
            self.map.choose(target=model_id)
            return
        self._select(model_id)

    def square_clicked(self, x: int, y: int) -> None:
        """A square: where a MOVE, SPRINT or INTERACT goes (the second click carries it out)."""
        action = self.panel.current_action()
        if action not in MOVES and action != "interact":
            return
        square = (x, y)
        if self.forms.square(action) == square and self.map.chosen()[0] == square:
            self.confirm()
            return
        choices = self.map.choices
        path = choices.path(square, sprint=action == "sprint") if choices is not None else None
        self.forms.set_square(action, square, path or ())
        self.map.choose(square=square)

    def confirm(self) -> None:
        """Enter, or a second click: carry out the panel's command (the page refuses it with
        its rule if the rules do)."""
        self._commit()

    def cancel(self) -> None:
        """Esc: forget the square or target chosen."""
        self.forms.clear_choice()
        self.map.choose()

    # -- internals -------------------------------------------------------------------------

    def _choices(self, mission: MissionView, model_id: str | None) -> ModelChoices | None:
        if model_id is None:
            return None
        try:
            found = self._missions.choices(mission.info.id, model_id)
        except UserError:
            return None
        return found if isinstance(found, ModelChoices) else None

    def _follow(self, choices: ModelChoices, *, same: bool, stepped: bool) -> None:
        """Turn the panel to the first Action the model may take with something to take it on
        (a square to reach, a target to hit); for the same model, keep the one shown while it
        still has, until a step is made or undone (an undone MOVE offers the MOVE again, not
        the SPRINT shown after it), and the GM's note being written."""
        current = self.panel.current_action()
        if same and (current == "note" or (not stepped and self._useful(current, choices))):
            return
        for key in (*_PREFERRED, "activate"):
            if self._useful(key, choices):
                self._set_action(key)
                return

    def _useful(self, key: str, choices: ModelChoices) -> bool:
        """Whether the rules allow ``key`` now and the map offers it something to act on."""
        if key in self.panel.refused_actions() or key not in (*_PREFERRED, "activate"):
            return False
        if key in MOVES:
            return bool(choices.reach(sprint=key == "sprint"))
        if key in ATTACKS:
            return any(t.allowed for t in choices.targets_of(key))
        if key == "interact":
            return bool(choices.interactions)
        return True

    def _set_action(self, key: str) -> None:
        if self.panel.current_action() != key:
            self.panel.set_action(key)

    def _action_changed(self) -> None:
        self.map.set_mode(self.panel.current_action())
        self._sync_chosen()

    def _sync_chosen(self) -> None:
        """Show on the map the square or target the form names."""
        action = self.panel.current_action()
        if action in MOVES or action == "interact":
            square = self.forms.square(action)
            self.map.choose(square=square if action != "interact" else None)
        elif action in ATTACKS:
            self.map.choose(target=self.forms.target(action))

    def _hovered(self, text: str) -> None:
        if self._info is not None:
            self._info.setText(text)
