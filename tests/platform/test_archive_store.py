"""The archive's recorder contract, run on both adapters (SQLite and PostgreSQL: shared.store.archive)."""

from __future__ import annotations

import pytest

from shared.store.archive import ArchiveConflict, ArchivedGame
from tests.platform.archive_backends import archive, archive_url  # noqa: F401 - fixtures


def payloads(n: int, tag: str = "") -> list[bytes]:
    return [b'{"version":%d,"tag":"%s","hash":"h%d"}' % (v, tag.encode(), v) for v in range(1, n + 1)]


def game(game_id: str, n: int = 5, finished_at: str = "2026-12-03T10:00:00.000+00:00", kind: str = "chess"):
    return ArchivedGame(game_id, kind, n, f"h{n}", finished_at)


def test_a_game_is_stored_and_read_back_byte_for_byte(archive):  # noqa: F811
    written = payloads(5, "\u00e9\\\"")
    assert archive.put(game("g1"), written) is True
    assert archive.read("g1") == written
    assert archive.read("g1", 2, 3) == written[1:3]
    assert archive.read("g1", 5) == written[4:]
    assert archive.read("g1", 6) == [] and archive.read("nope") == []
    assert archive.summary("g1") == game("g1") and archive.summary("nope") is None
    assert archive.count() == 1


def test_a_second_copy_writes_nothing_and_other_contents_are_refused(archive):  # noqa: F811
    assert archive.put(game("g1"), payloads(5))
    assert archive.put(game("g1"), payloads(5)) is False
    assert archive.read("g1") == payloads(5) and archive.count() == 1
    with pytest.raises(ArchiveConflict):
        archive.put(game("g1", 6), payloads(6))
    with pytest.raises(ValueError):
        archive.put(game("g2", 4), payloads(5))


def test_a_copy_that_fails_midway_leaves_nothing(archive):  # noqa: F811
    class Dies(Exception):
        """The copy's process dying halfway (raised from inside the archive's transaction)."""

    real = archive._insert_events

    def dying(cursor, game_id, rows):
        real(cursor, game_id, rows[:2])
        raise Dies()

    archive._insert_events = dying
    with pytest.raises(Dies):
        archive.put(game("g1"), payloads(5))
    archive._insert_events = real
    assert archive.summary("g1") is None and archive.read("g1") == []
    assert archive.put(game("g1"), payloads(5)) and archive.read("g1") == payloads(5)


def test_games_of_a_period_page_in_order(archive):  # noqa: F811
    for index in range(7):
        archive.put(game(f"g{index}", 2, f"2026-12-0{1 + index % 3}T00:00:00.000+00:00"), payloads(2))
    archive.put(game("other", 2, "2026-12-02T00:00:00.000+00:00", kind="go"), payloads(2))
    archive.put(game("later", 2, "2027-01-01T00:00:00.000+00:00"), payloads(2))
    listed = list(archive.games("chess", "2026-12-01", "2027-01-01", batch=2))
    assert [g.game_id for g in listed] == ["g0", "g3", "g6", "g1", "g4", "g2", "g5"]
    assert archive.kinds() == ["chess", "go"]
