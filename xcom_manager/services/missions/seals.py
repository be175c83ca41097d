"""A mission's setup and outcome, sealed in the campaign's mission-event chain.

A mission is its setup (``mission.setup``: the squad, the environment or map, the aliens, ...)
and the fold of its events; once debriefed, its outcome (``mission.outcome``). The events are
links of the chain (:mod:`xcom_manager.services.missions.event_chain`); the setup and the
outcome are vouched for by two more links of the same chain, its **seals**, so that a setup or
an outcome edited behind the application's back is found as an edited event is:

- seq ``0``, type ``setup_sealed``, payload ``{"setup": digest}``: appended when the mission
  starts, before its first event; the digest is :func:`setup_digest` (the rule system, the
  environment and the setup, as their columns give them back);
- seq ``-1``, type ``outcome_sealed``, payload ``{"outcome": digest}``: appended in the
  debrief's transaction; the digest is :func:`outcome_digest` (the status and the outcome).

A seal is hashed and chained as every link is (its bytes are an event's: the same content
array), and no fold, statistic or stale check reads it: those read the events, seq 1, 2, 3,
.... ``mission.sealed`` says that the mission was sealed when it started (migration 0012): a
sealed mission without its seal is damage; a mission recorded before keeps its chain exactly
as it was and is reported as "setup not sealed (recorded before seals)" by ``audit verify``.

Pure: the caller reads the rows; no SQL here.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from xcom_manager.store.chain import document_hash

__all__ = [
    "OUTCOME_SEALED",
    "OUTCOME_SEAL_SEQ",
    "SETUP_SEALED",
    "SETUP_SEAL_SEQ",
    "UNSEALED",
    "SealedMission",
    "is_seal",
    "outcome_digest",
    "outcome_link",
    "seal_changed",
    "seal_problems",
    "setup_digest",
    "setup_link",
    "split_links",
    "with_hint",
]

#: The seq and type of the link that seals a mission's setup.
SETUP_SEAL_SEQ = 0
SETUP_SEALED = "setup_sealed"
#: The seq and type of the link that seals a mission's outcome.
OUTCOME_SEAL_SEQ = -1
OUTCOME_SEALED = "outcome_sealed"

_KINDS = {SETUP_SEAL_SEQ: SETUP_SEALED, OUTCOME_SEAL_SEQ: OUTCOME_SEALED}
_VERIFY = "run 'xcom-manager audit verify'"

#: What ``audit verify`` says of the missions recorded before seals.
UNSEALED = "setup not sealed (recorded before seals)"


def is_seal(seq: Any) -> bool:
    """Whether a link of the chain numbered ``seq`` within its mission is a seal (0 and
    below), not one of the mission's events (1, 2, 3, ...)."""
    return isinstance(seq, int) and not isinstance(seq, bool) and seq <= 0


def _as_stored(document: Any) -> Any:
    """The document as its JSON column gives it back (tuples as lists, keys as text)."""
    return json.loads(json.dumps(document))


def setup_digest(system: Any, environment: Any, setup: Any) -> str:
    """The digest a mission's setup seal carries: its rule system, environment and setup."""
    return document_hash({"environment": environment, "setup": _as_stored(setup), "system": system})


def outcome_digest(status: Any, outcome: Any) -> str:
    """The digest a mission's outcome seal carries: its status and outcome."""
    return document_hash({"outcome": _as_stored(outcome), "status": status})


def setup_link(system: str, environment: str | None, setup: Any) -> tuple[int, str, dict[str, str]]:
    """``(seq, type, payload)`` of the link that seals this setup."""
    return SETUP_SEAL_SEQ, SETUP_SEALED, {"setup": setup_digest(system, environment, setup)}


def outcome_link(status: str, outcome: Any) -> tuple[int, str, dict[str, str]]:
    """``(seq, type, payload)`` of the link that seals this outcome."""
    return OUTCOME_SEAL_SEQ, OUTCOME_SEALED, {"outcome": outcome_digest(status, outcome)}


@dataclass(frozen=True, slots=True)
class SealedMission:
    """What a mission's seals vouch for, as stored: whether it was sealed when it started, its
    rule system, environment, setup, status and outcome (the JSON values parsed)."""

    sealed: bool
    system: Any
    environment: Any
    setup: Any
    status: Any
    outcome: Any


def seal_problems(
    mission: SealedMission, links: Mapping[int, tuple[Any, Any]]
) -> list[tuple[int | None, str]]:
    """What is wrong with a mission's seals, in English, each with the seq of the seal it is
    about (``None``: a seal that is missing): ``links`` maps the seq of each of its seal links
    (0 and below) to that link's type and payload. Empty: the seals hold (or it has none, and
    needs none)."""
    problems: list[tuple[int | None, str]] = []
    for seq in sorted(set(links) - set(_KINDS)):
        problems.append((seq, f"link {seq} of its log is not one xcom_manager writes"))
    for seq, kind in _KINDS.items():
        if seq in links and links[seq][0] != kind:
            problems.append((seq, f"link {seq} of its log is not one xcom_manager writes"))
    setup = links.get(SETUP_SEAL_SEQ)
    if setup is not None:
        digest = setup_digest(mission.system, mission.environment, mission.setup)
        if _sealed_digest(setup[1], "setup") != digest:
            problems.append((SETUP_SEAL_SEQ, _changed("setup")))
    elif mission.sealed:
        problems.append((None, _missing("setup")))
    outcome = links.get(OUTCOME_SEAL_SEQ)
    if outcome is not None:
        digest = outcome_digest(mission.status, mission.outcome)
        if _sealed_digest(outcome[1], "outcome") != digest:
            problems.append((OUTCOME_SEAL_SEQ, _changed("outcome")))
    elif mission.sealed and mission.status == "finished":
        problems.append((None, _missing("outcome")))
    return problems


def seal_changed(seq: int) -> str:
    """The problem of a seal link that was itself changed after it was recorded."""
    what = "setup" if seq == SETUP_SEAL_SEQ else "outcome"
    return (
        f"the seal of its {what} was changed after it was recorded (the mission-event chain "
        f"does not follow it; {_VERIFY})"
    )


def _sealed_digest(payload: Any, key: str) -> Any:
    """The digest a seal's payload (a dict, or its stored JSON text) carries."""
    if isinstance(payload, str):
        try:
            payload = json.loads(payload)
        except ValueError:
            return None
    return payload.get(key) if isinstance(payload, dict) else None


def _changed(what: str) -> str:
    return (
        f"its {what} was changed after it was recorded (it does not match its seal in the "
        "mission-event chain)"
    )


def _missing(what: str) -> str:
    return f"the seal of its {what} is missing (from the mission-event chain)"


def with_hint(problem: str) -> str:
    """A problem of :func:`seal_problems` as a reader other than ``audit verify`` says it:
    with the command that shows the whole of the damage."""
    return f"{problem[:-1]}; {_VERIFY})" if problem.endswith(")") else f"{problem} ({_VERIFY})"


def split_links(
    stored: Sequence[Sequence[Any]],
) -> tuple[list[Sequence[Any]], dict[int, tuple[Any, Any]]]:
    """A mission's stored links (as :func:`~xcom_manager.store.queries.event_chain.mission_rows`
    gives them) split into its events and its seals (``{seq: (type, payload)}``)."""
    events: list[Sequence[Any]] = []
    seals: dict[int, tuple[Any, Any]] = {}
    for values in stored:
        if is_seal(values[3]):
            seals[values[3]] = (values[4], values[6])
        else:
            events.append(values)
    return events, seals
