"""Issue 13: any change to a valid campaign document is either imported or refused with an
ImportFormatError (never another exception), and a refusal writes nothing."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.documents import soldier_entry
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import ImportFormatError
from xcom_manager.services.exchange.reading import parse_campaign_json
from xcom_manager.store.db import Database

_BASE: dict[str, Any] = {
    "format": "xcom_manager.campaign",
    "format_version": 3,
    "campaign": {"name": "Base", "ruleset_id": "wargame", "notes": "n"},
    "soldiers": [soldier_entry("Ann Smith", [("laser_rifle", "large", 0)])],
    "armoury": [{"item_type": "laser_pistol", "charges": None}],
    "alien_units": [{"name": "Sectoid 1", "species": "sectoid"}],
}

_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**25), 10**25)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=6), children, max_size=3)
    ),
    max_leaves=10,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _paths(child, (*prefix, index))


_ALL_PATHS = [path for path in _paths(_BASE) if path]


def _replace(document: Any, path: tuple[Any, ...], value: Any) -> Any:
    changed = copy.deepcopy(document)
    target = changed
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return changed


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Database]:
    path = tmp_path_factory.mktemp("hostile") / "c.db"
    with Database.open(f"sqlite:///{path}") as db:
        yield db


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(changes=st.lists(st.tuples(st.sampled_from(_ALL_PATHS), _VALUES), min_size=1, max_size=3))
def test_any_changed_document_is_imported_or_refused_cleanly(
    database: Database, changes: list[tuple[tuple[Any, ...], Any]]
) -> None:
    document: Any = _BASE
    for path, value in changes:
        try:
            document = _replace(document, path, value)
        except (KeyError, IndexError, TypeError):
            continue  # an earlier change removed the way there
    campaigns = CampaignService(database)
    before = len(campaigns.list_campaigns())
    text = json.dumps(document).encode()
    try:
        campaigns.import_campaign(parse_campaign_json(text, "the file"))
    except ImportFormatError as error:
        assert str(error).startswith("the campaign file is not valid")
        assert len(campaigns.list_campaigns()) == before
    else:
        assert len(campaigns.list_campaigns()) == before + 1
