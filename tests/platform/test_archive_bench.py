"""The archive's bench runs (small N) and its figures hold together: make bench would report them."""

from __future__ import annotations

import fakeredis

from shared.tools.archive_bench import bench


def test_the_archive_bench_measures_every_figure(tmp_path):
    figures = bench(fakeredis.FakeRedis(), f"sqlite://{tmp_path}/archive.sqlite3", games=3, reads=5)
    assert figures["before_per_1000"] > 20 * figures["after_per_1000"] > 0
    assert min(figures[name] for name in ("archived_per_s", "dumped_per_s", "verified_per_s")) > 0
    assert 0 < figures["hot_p50"] <= figures["hot_p99"] and 0 < figures["cold_p50"] <= figures["cold_p99"]
    assert figures["measured"].startswith("DUMP")
