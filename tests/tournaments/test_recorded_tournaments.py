"""Recorded tournaments are forever (issue 26): exports recorded with pairing version 1 (the code before
minimal-repeat pairings; their created events name no pairing version) still verify offline, every round's
pairing recomputed by the frozen version-1 functions, and the version-1 module is byte-for-byte the
released one."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from services.tournaments import aggregate, pairing
from services.tournaments.interchange import import_interchange
from shared.audit.verifier import verify_export
from shared.domain import registry
from tests.fixture_game import ENGINE as COUNTING_RACE

RECORDED = Path(__file__).parent / "recorded"
# sha256 of services/tournaments/pairing.py as released: pairing version 1 is frozen code.
PAIRING_V1_SHA256 = "e71b56f63b5d2669f605190b39730335a75dbed3430bc6337d65170f94f66711"


@pytest.mark.parametrize("name", ["swiss_9_at_3", "round_robin_5_at_2"])
def test_a_tournament_recorded_before_pairing_versions_still_verifies(name):
    registry.register(COUNTING_RACE)  # the recorded round games are of the tests' fixture game
    lines = (RECORDED / f"{name}.ndjson").read_bytes().splitlines()
    document = json.loads(lines[0])
    created = document["events"][0]
    assert created["type"] == aggregate.TOURNAMENT_CREATED and "pairing" not in created["data"]
    verdict = verify_export(lines)
    assert verdict["ok"], verdict
    pairings = verdict["documents"][0]["checks"]["pairings"]
    assert pairings["ok"] and not pairings["skipped"] and "4 rounds" in pairings["detail"]


def test_pairing_version_1_is_frozen_code():
    source = Path(pairing.__file__).read_bytes()
    assert hashlib.sha256(source).hexdigest() == PAIRING_V1_SHA256, (
        "services/tournaments/pairing.py decides recorded tournaments: a change is a new pairing version")


def test_an_interchange_file_recorded_by_this_release_imports_and_verifies():
    """Issue 37: a tournament in interchange format_version 1 (pairing version 3, forbidden teams, a forfeit
    and a swap) as this release wrote it; every later release must import and verify it unchanged."""
    registry.register(COUNTING_RACE)
    lines = (RECORDED / "interchange_v1_swiss_12_at_4.ndjson").read_bytes().splitlines()
    imported = import_interchange(lines)
    assert imported["ok"], imported
    sections = imported["tournament"]
    assert sections["settings"]["pairing"] == 3 and sections["settings"]["forbidden"]["groups"]
    assert [o["kind"] for o in sections["overrides"]] == ["forfeit", "swap"]
    assert [r["certificate"]["method"] for r in sections["rounds"]] == ["exact"] * 3
    assert not imported["checks"]["pairings"]["skipped"] and "3 rounds" in imported["checks"]["pairings"]["detail"]
