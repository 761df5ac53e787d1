"""The strength bench (issue 39): a tuning range and a separate report range, a 95% Wilson interval, and the
target judged on the interval's lower bound."""

from __future__ import annotations

import json

import pytest

from shared.domain.simulation import StrengthTrial
from shared.tools import strength_bench
from shared.tools.bench_report import BenchReport
from shared.tools.strength_bench import (
    REPORT_GAMES,
    REPORT_SEEDS,
    TUNING_SEEDS,
    describe,
    summarize,
    wilson_interval,
)


@pytest.mark.parametrize("wins, games, low, high", [
    (50, 100, 0.4038, 0.5962),  # textbook value (Newcombe 1998 gives 0.404-0.596 for 50/100)
    (0, 10, 0.0, 0.2775),  # no win: the interval still reaches up, unlike the normal approximation's 0-0
    (10, 10, 0.7225, 1.0),
    (120, 300, 0.3462, 0.4564),  # worked by hand from the formula
])
def test_the_wilson_interval_matches_known_values(wins, games, low, high):
    got = wilson_interval(wins, games)
    assert got == (pytest.approx(low, abs=5e-4), pytest.approx(high, abs=5e-4))


def test_a_shared_win_counts_as_its_share_inside_the_interval():
    assert wilson_interval(10.5, 30)[0] < wilson_interval(11, 30)[0] < wilson_interval(11.5, 30)[0]


def test_the_target_is_judged_on_the_lower_bound_not_the_share():
    # 45% of 300 five-player games is above the 40% target, but not surely: the lower bound (39.5%) misses it.
    near = summarize(StrengthTrial(300, 0.45, 0.2, [0.1, 0.2, 0.3], 135))
    assert near.trial.win_share > near.target and not near.met
    assert near.low == pytest.approx(0.3948, abs=5e-4) and near.median_ms == pytest.approx(200)
    clear = summarize(StrengthTrial(300, 0.5, 0.2, [0.1], 150))
    assert clear.met and "meets 40.0%" in describe(clear)


def test_the_report_range_is_apart_from_every_tuning_seed_and_large_enough():
    assert len(REPORT_SEEDS) == REPORT_GAMES >= 300
    assert not set(range(REPORT_SEEDS.start, REPORT_SEEDS.stop)) & set(TUNING_SEEDS)
    # the former bench's seeds and the were played while tuning: they belong to the tuning range
    assert {0, 99, 1000, 1039, 2000, 2059} <= set(TUNING_SEEDS)


def test_a_tuning_run_cannot_play_report_seeds(capsys):
    with pytest.raises(SystemExit) as refused:
        strength_bench.main(["modern_society", "5", "--start", str(REPORT_SEEDS.start), "--games", "3"])
    assert refused.value.code == 2 and "--report" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        strength_bench.main(["modern_society", "5", "--start", str(TUNING_SEEDS.stop - 1), "--games", "2"])


def test_the_bench_reports_the_interval_and_judges_the_lower_bound(monkeypatch, tmp_path):
    """report_strength's figures, on a trial given to it (the real one takes minutes)."""
    played = []

    def trial(game, players, options, seeds, processes=None, policy="strong", against="heuristic"):
        played.append((game, players, seeds, policy))
        return StrengthTrial(300, 0.5, 0.25, [0.05, 0.1, 0.3], 150)

    monkeypatch.setattr(strength_bench, "parallel_trial", trial)
    engine = type("Engine", (), {"name": "academic_society"})()
    report = BenchReport("academic_society", figures_path=str(tmp_path / "figures.jsonl"))
    strength_bench.report_strength(report, engine, players=4)
    assert played == [("academic_society", 4, REPORT_SEEDS, "strong")]
    by_name = {f.name: f for f in report.figures}
    lower = by_name["strong win share 95% lower bound, 4p"]
    assert lower.value == pytest.approx(0.4437, abs=5e-4) and lower.target == 0.5 and lower.met is False
    assert by_name["strong median decision, 4p"].value == pytest.approx(100) and by_name[
        "strong median decision, 4p"].met
    assert by_name["strong win share vs 3 heuristic, 4p"].value == 0.5


def test_a_logged_run_can_be_summed_up_from_its_log_alone(tmp_path, capsys):
    """A long report run logs each game as it is played: the log sums up to the run's own figures, and a run
    stopped early still tells what it played."""
    log = tmp_path / "games.jsonl"
    trial = strength_bench.parallel_trial("modern_society", 3, {}, range(5), processes=2, policy="heuristic",
                                          against="random", log=str(log))
    assert [json.loads(line)["seed"] for line in log.read_text().splitlines()] == list(range(5))
    again = strength_bench.trial_from_log(str(log))
    assert (again.games, again.wins, again.fair_share, sorted(again.decision_seconds)) == \
        (trial.games, trial.wins, trial.fair_share, sorted(trial.decision_seconds))
    strength_bench.main(["modern_society", "3", "--from-log", str(log)])
    assert f"{trial.wins:g} won of 5)" in capsys.readouterr().out


def test_a_logged_run_resumes_where_it_stopped_and_refuses_another_tables_log(tmp_path):
    """A report run continued with resume plays only the seeds its log lacks, and sums up to the whole run."""
    log = tmp_path / "games.jsonl"
    whole = strength_bench.parallel_trial("modern_society", 3, {}, range(4), processes=1, policy="heuristic",
                                          against="random")
    strength_bench.parallel_trial("modern_society", 3, {}, range(2), processes=1, policy="heuristic",
                                  against="random", log=str(log))
    resumed = strength_bench.parallel_trial("modern_society", 3, {}, range(4), processes=1, policy="heuristic",
                                            against="random", log=str(log), resume=True)
    assert sorted(json.loads(line)["seed"] for line in log.read_text().splitlines()) == [0, 1, 2, 3]
    assert (resumed.games, resumed.wins) == (whole.games, whole.wins)
    with pytest.raises(ValueError, match="another table"):
        strength_bench.parallel_trial("modern_society", 4, {}, range(4), processes=1, policy="heuristic",
                                      against="random", log=str(log), resume=True)


def test_a_candidate_chooser_plays_the_seat_as_a_released_version_would_and_only_on_tuning_seeds(tmp_path, capsys):
    """--chooser: the candidate plays the policy's seat handed a world from the seat's view, as its newest released
    version is, on the same games and randomness; the released heuristic (version 2, handed a world) named as a
    candidate plays exactly the games the released one does. Its log names the candidate; --report refuses it."""
    log = tmp_path / "candidate.jsonl"
    released = strength_bench.parallel_trial("modern_society", 3, {}, range(3), processes=1, policy="heuristic",
                                             against="random")
    candidate = strength_bench.parallel_trial("modern_society", 3, {}, range(3), processes=1, policy="heuristic",
                                              against="random", log=str(log),
                                              chooser="services.modern_society.rules.bots:heuristic_command")
    assert (candidate.games, candidate.wins, len(candidate.decision_seconds)) == \
        (released.games, released.wins, len(released.decision_seconds))
    assert {json.loads(line)["version"] for line in log.read_text().splitlines()} == \
        {"services.modern_society.rules.bots:heuristic_command"}
    with pytest.raises(SystemExit) as refused:
        strength_bench.main(["modern_society", "5", "--report", "--chooser",
                             "services.modern_society.rules.bots:heuristic_command"])
    assert refused.value.code == 2 and "--chooser" in capsys.readouterr().err


def test_a_candidate_is_handed_a_world_not_the_state(monkeypatch):
    """seat_chooser wraps the candidate in the newest version's determinization: what it sees is drawn from the
    seat's view."""
    from services.modern_society.rules import strong
    from shared.domain.registry import load_engine

    seen = []
    monkeypatch.setattr(strong, "determinize", lambda state, seat, rng: seen.append(seat) or {"drawn": seat})
    monkeypatch.setattr(strength_bench, "_load", lambda spec: {
        "services.modern_society.rules.strong:determinize": strong.determinize}.get(spec, lambda e, s, seat, r: s))
    policy = strength_bench.seat_chooser(load_engine("modern_society"), "strong", "candidate:fn")
    assert policy(None, {"real": True}, 2, __import__("random").Random(0)) == {"drawn": 2} and seen == [2]
