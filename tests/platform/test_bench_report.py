"""Bench output (issue 9, item 5): every line names its game, each game ends with one summary line, and the
figures of one `make bench` run end in one table with targets and pass/miss."""

from shared.tools.bench_report import BenchReport, load_figures, main, table


def test_lines_name_their_game_and_one_summary_line_ends_each_game(tmp_path, capsys):
    figures = tmp_path / "figures.jsonl"
    fast = BenchReport("modern_society", figures_path=str(figures))
    fast.figure("engine decisions/s", 46_000, ">=", 20_000, fmt="{:,.0f}")
    fast.info("solo mean score", 62.8, fmt="{:.1f}")
    fast.line("titles earned: Sir: 3")
    assert fast.finish() == 0
    slow = BenchReport("platform", figures_path=str(figures))
    slow.figure("(b) HTTP commands p99", 44.0, "<=", 30.0, fmt="{:.1f} ms")
    assert slow.finish() == 1
    lines = capsys.readouterr().out.splitlines()
    assert all(line.startswith(("modern_society", "platform")) for line in lines)
    assert lines[-3] == "modern_society bench: all 1 targets met"
    assert lines[-1].startswith("platform bench: 1 of 1 targets missed: (b) HTTP commands p99 44.0 ms")

    rows = table(load_figures(str(figures))).splitlines()
    assert [r.split("|")[0].strip() for r in rows[2:5]] == ["modern_society", "modern_society", "platform"]
    assert rows[2].rstrip().endswith("pass") and rows[3].rstrip().endswith("-") and rows[4].rstrip().endswith("MISS")
    assert rows[-1] == "1 of 2 targets met; missed: platform (b) HTTP commands p99"
    assert main([str(figures)]) == 1


def test_the_append_bench_measures_both_sides_and_leaves_no_key_behind(fake_redis, key_prefix):
    """`make bench`'s figure (a) on a small count: both rates measured, every key it wrote deleted."""
    from shared.tools.append_bench import bench_append

    figures = bench_append(fake_redis, key_prefix, 5)
    assert figures["ours_per_s"] > 0 and figures["bare_per_s"] > 0 and figures["ratio"] > 0
    assert list(fake_redis.scan_iter(match=f"{key_prefix}*")) == []


def test_a_bench_stops_what_it_started_and_deletes_only_its_own_keys(fake_redis, key_prefix):
    import subprocess
    import sys

    from shared.store.admin import delete_prefix
    from shared.tools.bench_cleanup import stop_processes

    sleepers = [subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"]) for _ in range(2)]
    stop_processes(sleepers, timeout_s=10)
    assert all(p.poll() is not None for p in sleepers)
    fake_redis.mset({f"{key_prefix}a": 1, f"{key_prefix}b": 2, f"other-{key_prefix}c": 3})
    assert delete_prefix(fake_redis, key_prefix) == 2
    assert fake_redis.keys("*") == [f"other-{key_prefix}c".encode()]
    fake_redis.delete(f"other-{key_prefix}c")


def test_bench_parts_run_one_at_a_time_and_end_in_one_table(monkeypatch, tmp_path, capsys):
    """`make bench PART=...`: each named part runs alone, in its own process, and their figures end in
    one table; a part's miss fails the run; an unknown part is refused with the list of known ones."""
    import pytest

    from shared.tools import bench_parts

    for name, value in (("good", 0.9), ("slow", 0.1)):
        (tmp_path / f"part_{name}.py").write_text(
            "import sys\nfrom shared.tools.bench_report import BenchReport\n"
            f"r = BenchReport('platform'); r.figure('{name} ratio', {value}, '>=', 0.5)\nsys.exit(r.finish())\n")
    monkeypatch.setenv("PYTHONPATH", f"{tmp_path}:{bench_parts.ROOT}")
    monkeypatch.setattr(bench_parts, "PARTS", {"good": ("part_good", ""), "slow": ("part_slow", "")})
    assert bench_parts.main(["good"]) == 0
    out = capsys.readouterr().out
    assert "good ratio" in out and "slow ratio" not in out and "1 of 1 targets met" in out
    assert bench_parts.main(["good slow"]) == 1
    assert capsys.readouterr().out.splitlines()[-1] == "1 of 2 targets met; missed: platform slow ratio"
    with pytest.raises(SystemExit):
        bench_parts.main(["nope"])
    assert "known: good, slow" in capsys.readouterr().err
