"""The app's career rules (ROS-3 promotion, ROS-4 recovery: no text covers them), their
findings and the words of the service record, marked for translation where they are written.
:mod:`xcom_manager.rules.rule_texts` lists the rules with every other;
:mod:`xcom_manager.rules.career` applies them."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from xcom_manager.rules.texts import Text, templates, tr_noop, words

__all__ = ["CAREER_MESSAGES", "CAREER_RULES", "RECORD_MESSAGES"]

_RULES: dict[str, Text] = {
    "ROS-3": tr_noop(
        "RuleTexts",
        "A promotion raises a serving soldier one rank up the ruleset's ranks; the top rank "
        "has none above it, and the dead, the missing and the retired are not promoted.",
    ),
    "ROS-4": tr_noop(
        "RuleTexts",
        "A wounded soldier returns to duty, wounds restored, once the campaign has finished "
        "the ruleset's number of missions since the wound or its number of days has passed, "
        "whichever comes first.",
    ),
}

#: The app's career rules by ID.
CAREER_RULES: Mapping[str, Text] = MappingProxyType(_RULES)

CAREER_MESSAGES = templates(
    {
        "promote_top_rank": tr_noop(
            "RosterRules", "{soldier} is {rank}, the top rank of the ruleset: there is none above."
        ),
        "promote_unknown_rank": tr_noop(
            "RosterRules",
            "{soldier}'s rank “{rank}” is not a rank of the ruleset: edit the soldier first.",
        ),
        "promote_not_serving": tr_noop(
            "RosterRules", "{soldier} is {record_status}: only a serving soldier is promoted."
        ),
        "recovery_not_due": tr_noop("RosterRules", "{soldier} is not due back from wounds yet."),
    }
)

#: The service record's lines, one per fact (``record_<kind>``) or mission.
RECORD_MESSAGES = templates(
    {
        "record_recruited": tr_noop("ServiceRecord", "Recruited as {rank}"),
        "record_promoted": tr_noop("ServiceRecord", "Promoted from {from_rank} to {to_rank}"),
        "record_promotion_undone": tr_noop(
            "ServiceRecord", "Promotion undone: back from {from_rank} to {to_rank}"
        ),
        "record_rank_changed": tr_noop(
            "ServiceRecord", "Rank changed from {from_rank} to {to_rank}"
        ),
        "record_status_changed": tr_noop(
            "ServiceRecord", "Status changed from {from_status} to {to_status}"
        ),
        "record_status_changed_cause": tr_noop(
            "ServiceRecord", "Status changed from {from_status} to {to_status}: {status_cause}"
        ),
        "record_status_known": tr_noop("ServiceRecord", "Status: {to_status}"),
        "record_status_known_cause": tr_noop(
            "ServiceRecord", "Status: {to_status}: {status_cause}"
        ),
        "record_wounded": tr_noop(
            "ServiceRecord", "Wounded: wounds {wounds_before} → {wounds_left}"
        ),
        "record_recovered": tr_noop(
            "ServiceRecord", "Recovered and returned to duty (wounds {wounds})"
        ),
        "record_recovery_undone": tr_noop(
            "ServiceRecord", "Return to duty undone: wounded again (wounds {wounds})"
        ),
    }
)
words(
    "record_status",
    {
        "active": tr_noop("ServiceRecord", "active duty"),
        "wounded": tr_noop("ServiceRecord", "wounded"),
        "down": tr_noop("ServiceRecord", "down"),
        "dead": tr_noop("ServiceRecord", "dead"),
        "mia": tr_noop("ServiceRecord", "missing in action"),
        "retired": tr_noop("ServiceRecord", "retired"),
    },
    params=("from_status", "to_status", "record_status"),
)
words(
    "mission_result",
    {
        "active": tr_noop("ServiceRecord", "back unhurt"),
        "wounded": tr_noop("ServiceRecord", "wounded"),
        "down": tr_noop("ServiceRecord", "down"),
        "dead": tr_noop("ServiceRecord", "killed"),
        "mia": tr_noop("ServiceRecord", "missing in action"),
        "in_progress": tr_noop("ServiceRecord", "on the mission now"),
        "unknown": tr_noop("ServiceRecord", "served (result not recorded)"),
    },
    params=("mission_result",),
)
