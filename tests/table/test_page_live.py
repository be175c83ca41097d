"""The players' page of the demo campaigns, end to end: a real SQLite file, the players' snapshot,
the server, and the system's Chromium on a phone's screen. A step and its undo made through the
services reach the page within a second; the Russian page speaks no English."""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.demo import create_demo
from xcom_manager.rules.mission.commands import AdvancePhase, Undo
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.players.snapshot import players_snapshot
from xcom_manager.store.db import Database
from xcom_manager.table.share import TableShare


@dataclass(frozen=True)
class Demos:
    path: Path
    wargame: int
    boardgame: int


@dataclass
class Shared:
    db: Database
    share: TableShare
    campaign: int

    @property
    def missions(self) -> MissionService:
        return MissionService(self.db, CampaignService(self.db))

    def snapshot(self, language: str = "en") -> dict[str, Any]:
        return dict(players_snapshot(self.db, self.campaign, language).to_json())


@pytest.fixture(scope="module")
def demos(tmp_path_factory: pytest.TempPathFactory) -> Demos:
    path = tmp_path_factory.mktemp("table-demos") / "demos.db"
    with Database.open(f"sqlite:///{path}") as db:
        campaigns = CampaignService(db)
        wargame = create_demo(campaigns).id
        boardgame = create_demo(campaigns, "boardgame").id
    return Demos(path, wargame, boardgame)


def share_demo(demos: Demos, tmp_path: Path, campaign: int, language: str) -> Iterator[Shared]:
    path = tmp_path / "campaign.db"
    shutil.copyfile(demos.path, path)
    db = Database.open(f"sqlite:///{path}")
    share = TableShare(db, campaign, language, host="127.0.0.1", port=0)
    share.start()
    try:
        yield Shared(db, share, campaign)
    finally:
        share.stop()
        db.close()


@pytest.fixture
def wargame(demos: Demos, tmp_path: Path) -> Iterator[Shared]:
    yield from share_demo(demos, tmp_path, demos.wargame, "en")


@pytest.fixture(params=["wargame", "boardgame"])
def russian(demos: Demos, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Shared]:
    yield from share_demo(demos, tmp_path, getattr(demos, request.param), "ru")


def test_the_page_opens_with_the_token_and_shows_the_squad(wargame: Shared, phone: Any) -> None:
    response = phone.goto(wargame.share.url)
    assert response is not None and response.status == 200
    phone.wait_for_selector("#squad li")
    squad = [member["name"] for member in wargame.snapshot()["squad"]]
    assert len(squad) >= 4
    assert phone.locator("#squad li .name").all_inner_texts() == squad
    assert phone.inner_text("#campaign") == wargame.snapshot()["campaign"]["name"]


def test_a_step_and_its_undo_reach_the_page_within_a_second(wargame: Shared, phone: Any) -> None:
    phone.goto(wargame.share.url)
    phone.wait_for_selector("#figures li")
    before = phone.inner_text("#time")
    mission = wargame.snapshot()["mission"]["id"]
    missions = wargame.missions
    stepped = time.monotonic()
    result = missions.execute(mission, AdvancePhase())
    phone.wait_for_function(
        "(before) => document.getElementById('time').textContent !== before", arg=before
    )
    assert time.monotonic() - stepped < 1.0, "the step took over a second to reach the page"
    after = phone.inner_text("#time")
    assert after == _time_text(wargame.snapshot())
    undone = time.monotonic()
    missions.execute(mission, Undo(result.new_log[0].seq))
    phone.wait_for_function(
        "(before) => document.getElementById('time').textContent === before", arg=before
    )
    assert time.monotonic() - undone < 1.0, "the undo took over a second to reach the page"


def _time_text(snapshot: dict[str, Any]) -> str:
    time_ = snapshot["mission"]["time"]
    parts = [f"{time_['word']} {time_['number']}", time_["phase"], time_["side"]]
    return " · ".join(part for part in parts if part)


def test_a_wrong_token_gets_403(wargame: Shared, phone: Any) -> None:
    wrong = re.sub(
        r"/[^/]+/$", "/" + "x" * len(wargame.share.server.token) + "/", wargame.share.url
    )
    response = phone.goto(wrong)
    assert response is not None and response.status == 403


def test_nothing_scrolls_sideways_with_a_soldier_chosen(wargame: Shared, phone: Any) -> None:
    phone.goto(wargame.share.url)
    phone.wait_for_selector("#figures li")
    for option in phone.locator("#pick option").all()[1:]:
        phone.select_option("#pick", option.get_attribute("value"))
        width, inner = phone.evaluate("[document.scrollingElement.scrollWidth, innerWidth]")
        assert width <= inner == 375


#: A word of three Latin letters or more: English, on a Russian page, unless it is a name.
_LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
#: The organisation's own name, written so in the Russian editions too.
_PROPER_NAMES = ("X-COM",)


def _names(snapshot: dict[str, Any]) -> list[str]:
    mission = snapshot["mission"] or {}
    found = [snapshot["campaign"]["name"], mission.get("name", "")]
    found += [figure["name"] for figure in mission.get("figures", [])]
    found += [member["name"] for member in snapshot["squad"]]
    return sorted({name for name in found if name}, key=len, reverse=True)


def test_the_russian_page_has_no_english(russian: Shared, phone: Any) -> None:
    phone.goto(russian.share.url)
    phone.wait_for_selector("#squad li, #figures li")
    phone.select_option("#pick", index=1)  # a soldier's card: kit, wounds, timers
    assert phone.evaluate("document.documentElement.lang") == "ru"
    text = phone.inner_text("body") + "\n" + phone.title()
    for name in (*_names(russian.snapshot("ru")), *_PROPER_NAMES):
        text = text.replace(name, " ")
    english = sorted(set(_LATIN_WORD.findall(text)))
    assert english == [], f"English on the Russian page: {english}"
