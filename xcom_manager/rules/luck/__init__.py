"""Dice luck: expected against actual for every recorded roll with exact odds (:mod:`.core`),
and the trials each rule system's mission events hold (:mod:`.missions`)."""

from xcom_manager.rules.luck.core import EXACT_TRIALS, Chance, Luck, Trial, luck

__all__ = ["EXACT_TRIALS", "Chance", "Luck", "Trial", "luck"]
