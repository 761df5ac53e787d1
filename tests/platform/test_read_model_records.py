"""The read models' and the archive's records in the store (shared.store.listing_pages, game_read_models,
archive_schedule, game_reviews) on a real Redis: what each operation promises the decisions above it."""

from __future__ import annotations

import pytest

from shared.store import listing_pages
from shared.store.archive_schedule import ArchiveSchedule, retry_flag, tombstone_stands
from shared.store.game_read_models import GameReadModels
from shared.store.game_reviews import GameReviews
from shared.store.keys import ProjectionKeys, listing_scope_key, listing_scratch_key, stream_keys


@pytest.fixture
def lobby(real_redis, key_prefix):
    """Five games of one kind: g1..g5 created at 1..5; g1, g3, g5 public, g2 and g4 acme's; ann sits in g2..g4."""
    keys = ProjectionKeys(key_prefix, "race")
    base = keys.lobby_base()
    for number in range(1, 6):
        game_id = f"g{number}"
        scope = "public" if number % 2 else "client:acme"
        real_redis.zadd(keys.all_games(), {game_id: number})
        real_redis.zadd(listing_scope_key(base, scope), {game_id: number})
        if 2 <= number <= 4:
            real_redis.zadd(keys.player_games("ann"), {game_id: number})
        real_redis.hset(keys.summaries(), game_id, f'{{"game_id": "{game_id}", "version": 1}}')
    return keys


def test_a_filtered_page_is_the_index_within_the_scopes_and_leaves_no_scratch(real_redis, lobby):
    base = lobby.lobby_base()
    scopes = [listing_scope_key(base, "public")]
    scratch = [listing_scratch_key(base, name) for name in ("s1", "s2")]
    assert listing_pages.filtered_page(real_redis, lobby.player_games("ann"), scopes, scratch, 0, 10) == (["g3"], 1)
    scopes.append(listing_scope_key(base, "client:acme"))
    scratch = [listing_scratch_key(base, name) for name in ("s1", "s2", "s3")]
    assert listing_pages.filtered_page(real_redis, lobby.player_games("ann"), scopes, scratch, 1, 1) == (["g3"], 3)
    assert not real_redis.exists(*scratch)


def test_a_page_united_in_redis_equals_one_merged_from_the_heads(real_redis, lobby):
    base = lobby.lobby_base()
    scopes = [listing_scope_key(base, "public"), listing_scope_key(base, "client:acme")]
    scratch = listing_scratch_key(base, "u1")
    assert listing_pages.united_page(real_redis, scopes, scratch, 1, 3) == (["g4", "g3", "g2"], 5)
    entries, total = listing_pages.heads_of(real_redis, scopes, 0, 3)
    assert total == 5 and [member for _, member in sorted(entries, reverse=True)[1:4]] == ["g4", "g3", "g2"]
    assert not real_redis.exists(scratch)


def test_a_game_kinds_read_models_page_and_read_back(real_redis, lobby):
    read_models = GameReadModels(real_redis, lobby)
    assert read_models.views_version("g1") == 0  # no views written: a rebuild writes them
    real_redis.hset(lobby.views("g1"), mapping={"version": 7, "spectator": b"{}", "summary": b'{"version": 7}'})
    assert read_models.views_version("g1") == 7 and read_models.view("g1", "spectator") == (7, b"{}")
    assert read_models.view("g1", "0") == (7, None)
    assert read_models.view("g2", "spectator") == (0, None)
    assert read_models.index_page(lobby.all_games(), 1, 2) == (["g4", "g3"], 5)
    assert read_models.ids_created_between(lobby.all_games(), 2, "(4", 0, 10) == ["g2", "g3"]
    assert read_models.every_id_in(lobby.player_games("ann")) == ["g2", "g3", "g4"]
    assert read_models.listed_and_live_summaries(["g1", "g9"]) == [
        (b'{"game_id": "g1", "version": 1}', b'{"version": 7}'), (None, None)]


def test_a_rebuild_drops_every_listing_the_kind_ever_kept_and_a_games_views(real_redis, lobby, key_prefix):
    former_tournament_list, former_lobby_list, former_games_list = lobby.former()
    real_redis.set(f"{former_tournament_list}:t1", 1)
    real_redis.set(former_games_list, 1)
    real_redis.hset(lobby.views("g1"), "version", 1)
    snapshot = stream_keys(key_prefix, "g1").snapshot
    real_redis.set(snapshot, b"{}")
    read_models = GameReadModels(real_redis, lobby)
    # all, the player's, summaries, two scopes, the former tournament list and the former games list
    assert read_models.drop_listings() == 7
    assert read_models.drop_game("g1", snapshot) == 1
    assert not real_redis.exists(lobby.all_games(), lobby.views("g1"), snapshot, former_games_list)
    assert not real_redis.exists(f"{former_lobby_list}:active")


def test_a_game_is_due_once_and_in_the_order_it_finished(real_redis, key_prefix):
    schedule = ArchiveSchedule(real_redis, key_prefix)
    assert schedule.mark_due("race", "g2", 20.0) and schedule.mark_due("race", "g1", 10.0)
    assert not schedule.mark_due("race", "g1", 30.0)  # the first time it finished counts
    schedule.mark_due("chess", "g3", 40.0)
    assert schedule.due(finished_before=35.0, limit=10) == [("race", "g1"), ("race", "g2")]
    assert schedule.due(finished_before=50.0, limit=1) == [("race", "g1")]
    schedule.no_longer_due("race", "g1")
    assert schedule.due(finished_before=50.0, limit=10) == [("race", "g2"), ("chess", "g3")]


def test_a_dump_is_remembered_until_forgotten_and_a_retry_flag_clears(real_redis, key_prefix):
    schedule = ArchiveSchedule(real_redis, key_prefix)
    assert not schedule.dump_written("2026-11")
    schedule.record_dump("2026-11", "ab" * 32)
    assert schedule.dump_written("2026-11") and not schedule.dump_written("2026-10")
    schedule.forget_dump("2026-11")
    assert not schedule.dump_written("2026-11")
    real_redis.set(retry_flag(key_prefix), 1)
    schedule.allow_another_retry()
    assert not real_redis.exists(retry_flag(key_prefix))


def test_a_tombstone_stands_only_for_a_game_moved_to_the_archive(real_redis, key_prefix):
    real_redis.hset(stream_keys(key_prefix, "gone").archived, "events", 3)
    assert tombstone_stands(real_redis, key_prefix, "gone")
    assert not tombstone_stands(real_redis, key_prefix, "here")


def test_a_review_is_created_once_then_saved_done_and_removed(real_redis, key_prefix):
    reviews = GameReviews(real_redis, key_prefix)
    assert not reviews.has_job("g1") and reviews.job_and_result("g1") == (None, None)
    assert reviews.create_job("g1", b'{"status": "queued"}')
    assert not reviews.create_job("g1", b'{"status": "other"}')
    assert reviews.job("g1") == b'{"status": "queued"}'
    reviews.save_done("g1", b'{"status": "done"}', b'{"decisions": []}')
    assert reviews.job_and_result("g1") == (b'{"status": "done"}', b'{"decisions": []}')
    reviews.remove("g1")
    assert not real_redis.exists(reviews.key("g1"))
