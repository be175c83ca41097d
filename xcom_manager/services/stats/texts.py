"""The words of the statistics: each kind of dice luck as a sentence with its counts, marked
for translation where it is written (the views render them in the reader's language)."""

from __future__ import annotations

from xcom_manager.rules.texts import Message, templates, tr_noop
from xcom_manager.services.stats.dto import LuckFigure

__all__ = ["MESSAGES", "fortune_message", "luck_message"]

#: The statistics' messages, by key (``luck_`` and a kind of
#: :data:`~xcom_manager.rules.luck.missions.KINDS`).
MESSAGES = templates(
    {
        "luck_initiative_test": tr_noop(
            "Luck",
            "Initiative tests passed (jumps, climbs, swims): {actual} of {trials}, "
            "expected {expected}",
        ),
        "luck_aqualung_test": tr_noop(
            "Luck", "Aqualung tanks that held: {actual} of {trials}, expected {expected}"
        ),
        "luck_to_hit": tr_noop(
            "Luck", "Shots and attacks that hit: {actual} of {trials}, expected {expected}"
        ),
        "luck_to_wound": tr_noop(
            "Luck", "Hits that wounded: {actual} of {trials}, expected {expected}"
        ),
        "luck_save": tr_noop("Luck", "Saves made: {actual} of {trials}, expected {expected}"),
        "luck_unsaved_dealt": tr_noop(
            "Luck", "Unsaved wounds inflicted: {actual}, expected {expected} ({trials} attacks)"
        ),
        "luck_unsaved_taken": tr_noop(
            "Luck",
            "Unsaved wounds taken: {actual}, expected {expected} ({trials} attacks and falls)",
        ),
        "luck_damage_dealt": tr_noop(
            "Luck", "Damage dealt: {actual}, expected {expected} ({trials} attacks)"
        ),
        "luck_damage_taken": tr_noop(
            "Luck", "Damage taken: {actual}, expected {expected} ({trials} attacks)"
        ),
        "luck_kill": tr_noop(
            "Luck", "Attacks that killed: {actual} of {trials}, expected {expected}"
        ),
        "luck_fortune": tr_noop("Luck", "luck {percent}% (50% is as the odds go)"),
    }
)


def luck_message(figure: LuckFigure) -> Message:
    """ "Saves made: 7 of 12, expected 6.0" (the expected count to one decimal)."""
    return Message.of(
        f"luck_{figure.kind}",
        actual=figure.actual,
        trials=figure.trials,
        expected=f"{float(figure.expected):.1f}",
    )


def fortune_message(figure: LuckFigure) -> Message:
    """How lucky, 0 to 100% for whose roll it was (50%: as the odds go)."""
    return Message.of("luck_fortune", percent=round(100 * figure.fortune))
