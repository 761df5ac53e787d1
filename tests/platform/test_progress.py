"""Issue 36, item 3: long work shows its progress (shared.base.progress): tqdm's bar on a terminal; off one, a
plain line every TABLETOP_PROGRESS_EVERY_S seconds with the count, the rate and the time left."""

from __future__ import annotations

import io
import re
from pathlib import Path

from shared.base.progress import EVERY_S_VARIABLE, PlainLines, progress, shown
from shared.tools import cli

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "c081bfa"


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_off_a_terminal_a_line_every_interval_with_count_rate_and_time_left():
    clock, out = FakeClock(), io.StringIO()
    lines = PlainLines(None, 100, "verify", " games", out, every_s=10.0, clock=clock)
    for _ in range(100):
        clock.now += 0.5  # two games a second: a line every 20 games
        lines.update(1)
    lines.close()
    written = out.getvalue().splitlines()
    assert len(written) == 5
    assert written[0] == "verify:  20% 20/100 [00:10<00:40,  2.00 games/s]"
    assert written[-1] == "verify: 100% 100/100 [00:50<00:00,  2.00 games/s]"


def test_the_last_line_says_where_the_work_ended_and_an_unknown_total_shows_the_count_and_rate():
    clock, out = FakeClock(), io.StringIO()
    lines = PlainLines(None, None, "export", " events", out, every_s=10.0, clock=clock)
    clock.now += 12
    lines.update(600)
    clock.now += 3
    lines.update(150)
    lines.close()
    assert out.getvalue().splitlines() == ["export: 600 events [00:12, 50.00 events/s]",
                                           "export: 750 events [00:15, 50.00 events/s]"]


def test_a_run_shorter_than_the_interval_prints_nothing_off_a_terminal():
    out = io.StringIO()
    assert list(progress("verify", " games", range(50), stream=out)) == list(range(50))
    assert out.getvalue() == ""


def test_on_a_terminal_the_bar_is_tqdms_with_the_time_left():
    out = Terminal()
    assert list(progress("verify", " games", range(50), stream=out)) == list(range(50))
    drawn = out.getvalue()
    assert "\r" in drawn and "verify: 100%" in drawn and "50/50" in drawn and "games/s]" in drawn


def test_a_watch_over_one_item_shows_nothing_and_a_part_is_named(monkeypatch):
    monkeypatch.setenv(EVERY_S_VARIABLE, "0")
    out = io.StringIO()
    watch = shown("dump", " games", out)
    assert list(watch(["only"], 1, "academic_society")) == ["only"]
    assert out.getvalue() == ""
    assert list(watch(["a", "b", "c"], None, "academic_society")) == ["a", "b", "c"]
    assert out.getvalue().splitlines()[-1].startswith("dump academic_society: 100% 3/3 ")


def test_tabletop_verify_of_many_games_prints_periodic_lines_off_a_terminal(monkeypatch, capsys):
    """The golden corpus of one release (a multi-game export): every game verified is counted on stderr,
    the verdict stays alone on stdout."""
    monkeypatch.setenv(EVERY_S_VARIABLE, "0")
    assert cli.main(["verify", str(GOLDEN / "games.ndjson.gz"), "--keys", str(GOLDEN / "keys.json"), "--json"]) == 0
    captured = capsys.readouterr()
    counts = [re.match(r"verify: +\d+% (\d+)/(\d+) \[", line) for line in captured.err.splitlines()]
    assert all(counts) and len(counts) >= 2
    done, totals = [int(m.group(1)) for m in counts], {int(m.group(2)) for m in counts}
    assert done == sorted(done) and len(totals) == 1 and done[-1] == totals.pop()
    assert captured.out.lstrip().startswith("{")
