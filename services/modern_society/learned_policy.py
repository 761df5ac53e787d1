"""A learned residual on the heuristic, for issue 39's strong seat (a candidate, registered as no version).

The question it answers: can a policy learned by playing against the heuristic table itself (the opponents the
target is measured against) find departures from the heuristic that win, where thirty-odd changes to version 3's
search did not? The policy scores each legal command with a small network over features of the seat's view (its
own hand, the public table: track, influence, Laws, supply, hand sizes) and of the command, plus a learned bonus
for the heuristic's own choice, started high so that the untrained policy plays the heuristic nearly always. It is
trained by PPO (clipped policy gradient) on whole games against four heuristic seats, rewarded by the game's
result (1 a sole win, 1/k a shared one) plus a little of the final vp margin over the best other seat.

Training: `python -m services.modern_society.learned_policy train OUT.pt --games G --start S --span K` (seeds S to
S + K - 1, round and round).
Alone: `python -m services.modern_society.learned_policy play OUT.pt --games G --start S` (the policy's most
likely command in the strong seat, heuristic seats elsewhere, the bench's games).
Needs torch (not a dependency of the project: `pip install torch`).
"""

from __future__ import annotations

import argparse
import random
import sys
import time

import torch
from torch import nn

from shared.domain.engine import rng_for
from shared.domain.registry import load_engine
from shared.domain.simulation import fold

from .rules.components import LAWS, MODIFIER, TOPICS
from .rules.strong import CardValues, influence_after_scoring, model_command
from .rules.strong_v3 import ahead_in_race, next_levels, open_copies
from .rules.winning import law_vp, score

PHASES = ("play", "features", "change", "convert", "buy", "exchange", "keep")
TYPES = ("play", "pass", "exchange", "keep", "give", "steal", "draw", "discard", "change", "buy_law", "convert")
KINDS = ("discount", "x2", "override", "convert")
ACTIONS = ("draw", "steal", "discard", "change", None)
STATE_FEATURES = 3 + len(PHASES) + 4 * 9 + 4
ACTION_FEATURES = len(TYPES) + 1 + 3 + 4 * 3 + 2 + len(ACTIONS) + 4 + 2 + len(KINDS) + 3 + 1
FEATURES = STATE_FEATURES + ACTION_FEATURES
HEURISTIC = STATE_FEATURES + len(TYPES)  # the column that marks the heuristic's choice
LAMBDA = 0.95  # GAE over the seat's own decisions (no discount: one reward at the end)
REWARD_MARGIN = 0.02  # the final vp margin's weight beside the result (shaping: the margin is less noisy)


def _key(command: dict) -> tuple:
    return tuple(sorted(command.items()))


def state_features(state: dict, seat: int, values: CardValues) -> list[float]:
    """What the seat sees: round, phase, the track, its own and the others' influence and Laws, the race, its hand
    (as the heuristic values its cards)."""
    n = state["n"]
    out = [state["round"] / 12, state["season"] / 4, 1.0 if state.get("wave") == 2 else 0.0]
    out += [1.0 if state["phase"] == p else 0.0 for p in PHASES]
    influence = influence_after_scoring(state) if state["phase"] in ("buy", "convert", "exchange", "keep") \
        else state["inf"]
    levels = [next_levels(state, s) for s in range(n)]
    copies = open_copies(state)
    for v in range(4):
        mine = influence[seat][v]
        others = [influence[s][v] for s in range(n) if s != seat]
        my_vp = law_vp(state, seat, v)
        other_vp = [law_vp(state, s, v) for s in range(n) if s != seat]
        level = levels[seat][v]
        left = copies.get((v, level), 0) if level is not None else 0
        ahead = ahead_in_race(state, seat, v, level, levels, influence) if level is not None else 0
        out += [MODIFIER[state["track"][v]] / 5, state["track"][v] / 9, mine / 20, max(others) / 20,
                my_vp / 11, max(other_vp) / 11, left / 4, ahead / 4, 1.0 if level is None else 0.0]
    out += [len(state["hands"][seat]) / 8, max(len(state["hands"][s]) for s in range(n) if s != seat) / 8]
    cards = sorted((values(card) for card in state["hands"][seat]), reverse=True)
    out += [sum(cards[:2]) / 20, sum(cards) / 40]
    return out


def action_features(state: dict, seat: int, command: dict, values: CardValues, preferred: tuple) -> list[float]:
    kind = command["type"]
    out = [1.0 if kind == t else 0.0 for t in TYPES]
    out.append(1.0 if _key(command) == preferred else 0.0)  # HEURISTIC
    card = command.get("card")
    if card is not None:
        topic = TOPICS[card]
        hand = state["hands"][seat]
        mine = values(card)
        rank = sum(1 for other in hand if values(other) > mine) / 8
        out += [mine / 10, rank, 1.0]
        out += [topic.influence[v] / 4 for v in range(4)] + [topic.adjust[v] / 2 for v in range(4)]
        out += [MODIFIER[state["track"][v]] * (1.0 if topic.influence[v] else 0.0) / 5 for v in range(4)]
        out += [1.0 if topic.x2 else 0.0, len(topic.prevent) / 2]
        out += [1.0 if topic.action == a else 0.0 for a in ACTIONS]
    else:
        out += [0.0] * (3 + 12 + 2 + len(ACTIONS))
    law = command.get("law")
    if law is not None:
        data = LAWS[law]
        out += [1.0 if data["value"] == v else 0.0 for v in range(4)] + [data["vp"] / 11, data["cost"] / 20]
        out += [1.0 if data["kind"] == k else 0.0 for k in KINDS]
    else:
        out += [0.0] * (4 + 2 + len(KINDS))
    target = command.get("target")
    if target is not None:
        out += [len(state["hands"][target]) / 8, sum(law_vp(state, target, v) for v in range(4)) / 20, 1.0]
    else:
        out += [0.0, 0.0, 0.0]
    out.append(command.get("times", 0) / 5)
    return out


class ResidualPolicy(nn.Module):
    """A logit per legal command: a small network over (state, command) features plus a learned bonus for the
    heuristic's choice (started at `start_bonus`)."""

    def __init__(self, hidden: int = 64, start_bonus: float = 4.0):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(FEATURES, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh(),
                                 nn.Linear(hidden, 1))
        with torch.no_grad():
            self.net[-1].weight.mul_(0.01)
            self.net[-1].bias.zero_()
        self.bonus = nn.Parameter(torch.tensor(start_bonus))
        # the critic: the reward expected from the seat's view (training only: a baseline for each decision)
        self.value = nn.Sequential(nn.Linear(STATE_FEATURES, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, features: torch.Tensor) -> torch.Tensor:
        return self.net(features).squeeze(-1) + self.bonus * features[..., HEURISTIC]


def encode(engine, state: dict, seat: int, legal: list[dict], rng: random.Random) -> torch.Tensor:
    preferred = _key(model_command(engine, state, seat, rng))
    values = CardValues(state, seat)
    base = state_features(state, seat, values)
    return torch.tensor([base + action_features(state, seat, c, values, preferred) for c in legal],
                        dtype=torch.float32)


class Chooser:
    """The policy in a seat: sampled while training, its most likely command otherwise."""

    def __init__(self, model: ResidualPolicy, sample: bool):
        self.model = model
        self.sample = sample
        self.trace: list[tuple[torch.Tensor, int, float]] = []

    def __call__(self, engine, state: dict, seat: int, rng: random.Random) -> dict:
        legal = engine.legal(state, seat)
        if len(legal) == 1:
            return legal[0]
        features = encode(engine, state, seat, legal, rng)
        with torch.no_grad():
            logits = self.model(features)
        if self.sample:
            probabilities = torch.softmax(logits, 0)
            index = int(torch.multinomial(probabilities, 1, generator=None).item())
            self.trace.append((features, index, float(torch.log(probabilities[index]))))
        else:
            index = int(torch.argmax(logits).item())
        return legal[index]


def play(engine, seed: int, players: int, chooser) -> tuple[float, float]:
    """One bench game (strength_trial's: the same deal and draws) with `chooser` in seat seed % players and the
    heuristic elsewhere: (win share, final vp margin over the best other seat)."""
    seat = seed % players
    table = [{"name": f"p{s}", "kind": "bot", "policy": "heuristic"} for s in range(players)]
    events = list(engine.new_game(table, {}, random.Random(f"{seed}:setup")))
    count = len(events)
    state = fold(engine, events)
    rng = random.Random(seed)
    while not engine.is_over(state):
        pending = engine.pending(state)
        mover = pending[rng.randrange(len(pending))]
        decision = random.Random(rng.random())
        command = chooser(engine, state, mover, decision) if mover == seat else \
            model_command(engine, state, mover, decision)
        for event in engine.decide(state, mover, command, rng_for(seed, count + 1)):
            count += 1
            state = engine.evolve(state, event)
    result = score(state)
    winners = result["winners"]
    totals = {p["seat"]: p["total"] for p in result["players"]}
    margin = totals[seat] - max(totals[s] for s in range(players) if s != seat)
    return (1 / len(winners) if seat in winners else 0.0), float(margin)


def train(out: str, games: int, start: int, span: int, batch: int, players: int, epochs: int, lr: float, clip: float,
          entropy: float, seed: int) -> None:
    torch.manual_seed(seed)
    torch.set_num_threads(1)
    engine = load_engine("modern_society")
    model = ResidualPolicy()
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    played, began = 0, time.time()
    while played < games:
        chooser = Chooser(model, sample=True)
        decisions, rewards, wins = [], [], []
        for g in range(batch):
            chooser.trace = []
            won, margin = play(engine, start + (played + g) % span, players, chooser)
            reward = won + REWARD_MARGIN * margin
            wins.append(won)
            rewards.append(reward)
            decisions.append(chooser.trace)
        played += batch
        samples = []  # (features, chosen, old log-probability, advantage, return)
        with torch.no_grad():
            for trace, reward in zip(decisions, rewards, strict=True):
                if not trace:
                    continue
                estimates = model.value(torch.stack([f[0, :STATE_FEATURES] for f, _, _ in trace])).squeeze(-1)
                following = torch.cat([estimates[1:], torch.tensor([reward])])
                deltas = following - estimates
                running = 0.0
                advantages = [0.0] * len(trace)
                for t in range(len(trace) - 1, -1, -1):
                    running = float(deltas[t]) + LAMBDA * running
                    advantages[t] = running
                samples += [(f, i, lp, a, reward) for (f, i, lp), a in zip(trace, advantages, strict=True)]
        width = max(f.shape[0] for f, *_ in samples)
        features = torch.zeros(len(samples), width, FEATURES)
        mask = torch.full((len(samples), width), -1e9)
        for row, (f, *_) in enumerate(samples):
            features[row, :f.shape[0]] = f
            mask[row, :f.shape[0]] = 0.0
        chosen = torch.tensor([s[1] for s in samples])
        old = torch.tensor([s[2] for s in samples])
        advantage = torch.tensor([s[3] for s in samples])
        advantage = (advantage - advantage.mean()) / (advantage.std() + 1e-8)
        returns = torch.tensor([s[4] for s in samples], dtype=torch.float32)
        order = list(range(len(samples)))
        for _ in range(epochs):
            random.Random(played).shuffle(order)
            for chunk in range(0, len(order), 256):
                rows = torch.tensor(order[chunk:chunk + 256])
                log_probabilities = torch.log_softmax(model(features[rows]) + mask[rows], -1)
                ratio = torch.exp(log_probabilities.gather(1, chosen[rows, None]).squeeze(1) - old[rows])
                gain = torch.min(ratio * advantage[rows], torch.clamp(ratio, 1 - clip, 1 + clip) * advantage[rows])
                spread_term = (log_probabilities.exp() * log_probabilities.clamp(min=-30)).sum(-1)
                predicted = model.value(features[rows, 0, :STATE_FEATURES]).squeeze(-1)
                loss = -(gain.mean()) + entropy * spread_term.mean() + 0.5 * ((predicted - returns[rows]) ** 2).mean()
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
        departures = sum(1 for trace in decisions for f, i, lp in trace if f[i, HEURISTIC] < 0.5)
        print(f"{played} games, {time.time() - began:.0f} s: won {sum(wins) / len(wins):.3f}, "
              f"{departures / batch:.2f} departures a game, bonus {float(model.bonus.detach()):.2f}", flush=True)
        torch.save(model.state_dict(), out)


def load(path: str) -> ResidualPolicy:
    model = ResidualPolicy()
    model.load_state_dict(torch.load(path))
    model.eval()
    return model


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m services.modern_society.learned_policy")
    parser.add_argument("mode", choices=("train", "play"))
    parser.add_argument("model")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--start", type=int, default=80000)
    parser.add_argument("--span", type=int, default=20000, help="training seeds: start .. start + span - 1, again")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--batch", type=int, default=200)
    parser.add_argument("--epochs", type=int, default=2)
    parser.add_argument("--lr", type=float, default=3e-4)
    parser.add_argument("--clip", type=float, default=0.2)
    parser.add_argument("--entropy", type=float, default=0.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.mode == "train":
        train(args.model, args.games, args.start, args.span, args.batch, args.players, args.epochs, args.lr, args.clip,
              args.entropy, args.seed)
        return 0
    torch.set_num_threads(1)
    engine = load_engine("modern_society")
    chooser = Chooser(load(args.model), sample=False) if args.model != "heuristic" else model_command
    won = sum(play(engine, seed, args.players, chooser)[0] for seed in range(args.start, args.start + args.games))
    print(f"{won:.1f} won of {args.games} ({won / args.games:.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
