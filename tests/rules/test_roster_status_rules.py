"""The roster's own rules for status changes: ROS-1 (a deployed soldier changes through its
mission) and ROS-2 (the dead and the missing do not retire)."""

from __future__ import annotations

import pytest

from xcom_manager.rules.roster import SoldierStatus, deployed_change, retire_refusal
from xcom_manager.rules.rule_texts import RULE_TEXTS


def test_ros_1_names_the_soldier_and_the_mission() -> None:
    finding = deployed_change("Anna Berg", "Night drop")
    assert finding.rule_id == "ROS-1"
    assert finding.text == (
        "Anna Berg is on mission “Night drop” in progress: record it in the mission, or end the "
        "mission first."
    )
    assert RULE_TEXTS["ROS-1"]


@pytest.mark.parametrize("status", ["dead", "mia"])
def test_ros_2_refuses_to_retire_the_dead_and_the_missing(status: str) -> None:
    finding = retire_refusal("Anna Berg", status)
    assert finding is not None and finding.rule_id == "ROS-2"
    assert "only a soldier who is alive and present can retire" in finding.text
    assert RULE_TEXTS["ROS-2"]


@pytest.mark.parametrize("status", ["active", "wounded", "down", "retired"])
def test_ros_2_lets_the_living_retire(status: str) -> None:
    assert retire_refusal("Anna Berg", SoldierStatus(status)) is None
