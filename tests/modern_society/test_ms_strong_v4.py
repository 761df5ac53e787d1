"""The `strong` bot's version 4 (services/modern_society/rules/strong_v4.py, issue 39): version 3's search on
worlds weighed by how well the other seats' hidden cards agree with the cards they revealed this season and the
card they hold face down; new games play it, and versions 1-3 stay what recorded games were played with."""

from __future__ import annotations

import random
import statistics
from collections import Counter

from services.modern_society.rules import ENGINE, strong_v4
from services.modern_society.rules.components import TOPICS
from services.modern_society.rules.strong import CardValues, determinize
from services.modern_society.rules.strong_v4 import WorldSampler, past_positions
from shared.domain import policy_versions
from shared.domain.engine import detached, fold
from shared.domain.rules_versions import PRESENTATION
from shared.domain.simulation import play_random_game


def heuristic_positions(seed: int, n: int = 5):
    """Every position of a game the heuristic bot plays in every seat, with the seat that owes a choice: the
    hands there are the ones the heuristic's plays came from."""
    table = [{"name": f"p{s}", "kind": "bot", "policy": "heuristic"} for s in range(n)]
    game = play_random_game(ENGINE, table, {}, seed, check=False, policies={s: "heuristic" for s in range(n)})
    state = fold(ENGINE, game.events[:1])
    for event in game.events[1:]:
        state = ENGINE.evolve(state, event)
        for seat in ENGINE.pending(state):
            if len(ENGINE.legal(state, seat)) > 1:
                yield detached(state), seat


def _plays(seed: int, count: int):
    found = [(state, seat) for state, seat in heuristic_positions(seed) if state["phase"] == "play"
             and state["round"] > 1]
    return found[:: max(1, len(found) // count)][:count]


def _hidden(world: dict, seat: int) -> Counter:
    """Every card the seat cannot see, wherever it lies in the world."""
    cards = Counter(world["deck"])
    for other in range(world["n"]):
        if other != seat:
            cards.update(world["hands"][other])
            if world["face_down"][other] is not None:
                cards[world["face_down"][other]] += 1
    if world["drawn"] is not None and world["drawn"]["seat"] != seat:
        cards.update(world["drawn"]["cards"])
    return cards


def test_a_past_play_is_judged_in_the_position_it_was_chosen_in():
    """The table before that wave's reveal, the Value track wound back by the adjustments of every card revealed
    since (step 3), and the wave it was played in (a second card's action is not valued: step 5)."""
    state = next(state for state, _ in heuristic_positions(6) if state["phase"] == "play" and state["round"] == 3
                 and state["table"])
    table = state["table"]
    positions = past_positions(state)
    assert sorted((s, c) for s, c, _, _ in positions) == sorted((s, c) for s, c, _ in table)
    earliest = min(positions, key=lambda p: len(p[3]["table"]))
    assert earliest[3]["table"] == [] and earliest[2] == 1 and earliest[3]["phase"] == "play"
    for value in range(4):
        moved = sum(TOPICS[card].adjust[value] for _, card, _ in table)
        if moved and -2 < state["track"][value] - moved < 2:  # nowhere near the track's ends: nothing clipped
            assert earliest[3]["track"][value] == state["track"][value] - moved
    for seat, card, wave, then in positions:
        assert [seat, card] in [[s, c] for s, c, _ in table[len(then["table"]):]]  # not yet on the table then
        assert then["wave"] == wave == (2 if [seat, card] in second_cards(table) else 1)


def second_cards(table: list) -> list[list]:
    """A seat's second row in a round is its second card (step 5)."""
    seen, out = set(), []
    for seat, card, rnd in table:
        if (seat, rnd) in seen:
            out.append([seat, card])
        seen.add((seat, rnd))
    return out


def test_a_card_the_seat_would_have_revealed_instead_is_unlikely_in_its_hand():
    """Every card revealed this season was the one its seat valued most then (the heuristic's play): a hidden
    card it would have valued more is penalised by STRAY per such play, a card it valued less not at all."""
    state, seat = _plays(6, 4)[-1]
    sampler = WorldSampler(state, seat)
    for other, played, _, then in past_positions(state):
        if other == seat:
            continue
        values = CardValues(then, other)
        for card in _hidden(state, seat):
            if values(card) <= values(played):
                continue
            assert sampler.penalty[other][card] < 0


def test_a_drawn_world_keeps_the_seats_view_and_moves_only_hidden_cards():
    for index, (state, seat) in enumerate(_plays(7, 6)):
        world = WorldSampler(state, seat).draw(random.Random(index))
        assert ENGINE.view(world, seat) == ENGINE.view(state, seat)
        assert _hidden(world, seat) == _hidden(state, seat)
        for other in range(state["n"]):
            assert len(world["hands"][other]) == len(state["hands"][other])


def test_the_inferred_hands_are_closer_to_the_real_ones_than_hands_dealt_at_random():
    """Over positions of heuristic games, the card each other seat would play next from its hand (valued as the
    heuristic values it): dealt at random, the hands hold better cards than the real ones (the seats already
    played their best); the inferred hands come closer, and the real world weighs more than a random deal."""
    gaps = {"random": [], "inferred": []}
    weights = {"real": [], "random": []}
    for index, (state, seat) in enumerate(_plays(8, 20) + _plays(9, 20)):
        rng = random.Random(index)
        sampler = WorldSampler(state, seat)
        worlds = {"random": determinize(state, seat, rng), "inferred": sampler.draw(rng)}
        weights["real"].append(sum(sampler.log_weight(state, s) for s in sampler.inferred))
        weights["random"].append(sum(sampler.log_weight(worlds["random"], s) for s in sampler.inferred))
        for other in sampler.inferred:
            if not state["hands"][other] or state["face_down"][other] is not None:
                continue
            real = max(CardValues(state, other)(c) for c in state["hands"][other])
            for name, world in worlds.items():
                gaps[name].append(max(CardValues(world, other)(c) for c in world["hands"][other]) - real)
    assert len(gaps["random"]) >= 60
    assert statistics.fmean(gaps["random"]) > 0.2
    assert abs(statistics.fmean(gaps["inferred"])) < statistics.fmean(gaps["random"]) / 2
    assert statistics.fmean(weights["real"]) > statistics.fmean(weights["random"]) + 2


def test_a_random_seat_plays_no_card_for_a_reason():
    state, seat = _plays(6, 4)[-1]
    state = detached(state)
    other = next(s for s in range(state["n"]) if s != seat)
    state["players"][other]["policy"] = "random"
    assert other not in WorldSampler(state, seat).inferred


def test_new_games_play_version_4_handed_a_world_and_versions_1_to_3_stay():
    versions = policy_versions.versions_of(ENGINE, "strong")
    assert policy_versions.newest(ENGINE, "strong") == 4
    assert versions[4].chooser.endswith(".strong_v4:strong_command") and versions[4].world is not None
    assert versions[3].chooser.endswith(".strong_v3:strong_command")
    assert "strong_v4.py" in PRESENTATION  # the rules' hash is the same with it: it decides no rule


def test_version_4_chooses_a_legal_command_and_replays():
    found = [(state, seat) for state, seat in heuristic_positions(5)
             if state["phase"] in ("play", "buy", "exchange") and len(ENGINE.legal(state, seat)) > 2]
    assert len(found) >= 8
    for index, (state, seat) in enumerate(found[:: max(1, len(found) // 6)][:6]):
        chosen = strong_v4.strong_command(ENGINE, detached(state), seat, random.Random(index))
        assert chosen in ENGINE.legal(state, seat)
        assert strong_v4.strong_command(ENGINE, detached(state), seat, random.Random(index)) == chosen
