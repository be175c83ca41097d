"""What players see of a wargame mission: the turn, phase and side; each character's wounds,
status, what it did this phase, the R-8 bleed-out and W-WATER-4 / R-9 aqualung timers with the
reminders the GM reads, and what each soldier carries. Never the odds of a roll to come.
"""

from __future__ import annotations

from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.labels import relabel
from xcom_manager.rules.wargame.describe import condition_messages
from xcom_manager.rules.wargame.fold import timers
from xcom_manager.rules.wargame.state import CharacterSetup, CharacterState, WargameState
from xcom_manager.services.players.model import Figure, KitItem, Timer, TimeView
from xcom_manager.services.players.words import PlayersWords

__all__ = ["REMINDERS", "wargame_figures", "wargame_time"]

#: The wargame's reminders players may read: the deaths at the start of this turn and the
#: running timers (R-8, W-WATER-4 / R-9, W-WATER-2 / R-17).
REMINDERS = frozenset(
    {
        "wg_reminder_died",
        "wg_timer_bleed_out",
        "wg_timer_suffocation",
        "wg_timer_water_stabilised",
        "wg_timer_expires",
    }
)
_TURN = "turn"


def _state(mission: Mission) -> WargameState:
    state = mission.state
    assert isinstance(state, WargameState)
    return state


def _timers(words: PlayersWords, state: WargameState, character_id: str) -> tuple[Timer, ...]:
    return tuple(
        Timer(
            what=words.timer(view.kind.value),
            left=max(0, view.turns_left),
            turn=view.dies_at_turn,
            expires_next_turn=view.expires_next_turn,
        )
        for view in timers(state)
        if view.character_id == character_id
    )


def _figure(
    words: PlayersWords,
    state: WargameState,
    setup: CharacterSetup,
    ch: CharacterState,
    labels: dict[str, str],
) -> Figure:
    ruleset = words.ruleset
    wounds_stat = ruleset.wounds_stat if ruleset is not None else None
    soldier = setup.soldier_id is not None
    return Figure(
        key=ch.id,
        name=labels.get(ch.name, ch.name),
        side=words.side(ch.side.value),
        kind="soldier" if soldier else "alien",
        status=words.status(ch.status.value),
        wounds=ch.wounds,
        max_wounds=int(setup.stats.get(wounds_stat or "", setup.wounds)),
        actions_used=tuple(words.word("actions", a) for a in sorted(ch.acted)),
        timers=_timers(words, state, ch.id),
        reminders=tuple(words.message(relabel(m, labels)) for m in condition_messages(state, ch)),
        kit=tuple(
            KitItem(words.data("slots", i.slot), words.data("items", i.item_type), i.charges)
            for i in ch.items
        ),
        out_of_play=not ch.in_play,
        squad_key=ch.id if soldier else None,
    )


def wargame_figures(
    mission: Mission, words: PlayersWords, labels: dict[str, str]
) -> tuple[Figure, ...]:
    """Every character in setup order as players see it (``labels``: stored name to shown)."""
    state = _state(mission)
    return tuple(
        _figure(words, state, s, state.characters[s.id], labels) for s in state.setup.characters
    )


def wargame_time(mission: Mission, words: PlayersWords) -> TimeView:
    """The game turn, the phase of the side whose turn it is, and that side."""
    state = _state(mission)
    return TimeView(
        word=words.labels()[_TURN],
        number=state.turn,
        phase=words.word("phase_name", state.phase.value),
        side=words.side(state.side.value),
    )
