"""A tiny game that exercises every part of the platform (not shipped under services/).

"Counting race": each seat is dealt a secret card (hidden information); in
turn, a seat either adds 1 or 2 to its score or rolls a die (randomness that
decide resolves and writes into the event). With option "simultaneous", all
seats choose at once each round and the choices are revealed together. The
game ends when someone reaches `target` (default 10) or after `max_rounds`.
"""

from __future__ import annotations

import random

from shared.domain.contract import INTEGER, GameContract, command, obj
from shared.domain.engine import IllegalMove, NotYourTurn, RuleViolation, check_seat, random_legal_command

OBJECT = {"type": "object"}
# Its commands are declared exactly (the platform checks bodies against them); the rest is left open.
CONTRACT = GameContract(
    commands={"add": command("add", {"amount": INTEGER}), "roll": command("roll")},
    events={"dealt": OBJECT, "added": obj({"seat": INTEGER}), "chose": obj({"seat": INTEGER}), "round_ended": OBJECT},
    seat_view=OBJECT, spectator_view=OBJECT, result=OBJECT,
)


class CountingRace:
    name = "counting_race"
    contract = CONTRACT
    min_players = 1
    max_players = 4
    seat_kinds = ("human", "bot")
    bot_policies = ("random", "greedy")
    max_decisions = 400
    # Schema v1 of "added" called the amount "n"; v2 calls it "amount".
    upcasters = {("added", 1): lambda data: {"seat": data["seat"], "amount": data["n"]}}

    def validate_setup(self, players, options):
        if not self.min_players <= len(players) <= self.max_players:
            raise IllegalMove(f"{len(players)} players: 1-4 play", field="players", code="player_count")
        unknown = set(options) - {"target", "simultaneous"}
        if unknown:
            raise IllegalMove(f"unknown option {sorted(unknown)[0]!r}", field=f"options.{sorted(unknown)[0]}")
        target = options.get("target", 10)
        if not isinstance(target, int) or not 3 <= target <= 10**6:
            raise IllegalMove("target must be an integer 3-1000000", field="options.target")

    def initial_state(self):
        return {"seats": [], "turn": 0, "round": 1, "target": 10, "simultaneous": False, "chosen": {}, "over": False}

    def new_game(self, players, options, rng: random.Random):
        deck = list(range(1, 21))
        rng.shuffle(deck)
        return [
            {
                "type": "dealt",
                "v": 1,
                "data": {
                    "cards": deck[: len(players)],
                    "target": options.get("target", 10),
                    "simultaneous": bool(options.get("simultaneous", False)),
                },
            }
        ]

    def evolve(self, state, event):
        data = event["data"]
        kind = event["type"]
        if kind == "dealt":
            state["seats"] = [{"score": 0, "card": card} for card in data["cards"]]
            state["target"] = data["target"]
            state["simultaneous"] = data["simultaneous"]
        elif kind == "chose":
            state["chosen"][str(data["seat"])] = data["amount"]
        elif kind == "added":
            state["seats"][data["seat"]]["score"] += data["amount"]
            if not state["simultaneous"]:
                state["turn"] = (state["turn"] + 1) % len(state["seats"])
        elif kind == "round_ended":
            state["chosen"] = {}
            state["round"] += 1
        if any(s["score"] >= state["target"] for s in state["seats"]) or state["round"] > 30:
            state["over"] = True
        return state

    def num_seats(self, state):
        return len(state["seats"])

    def pending(self, state):
        if state["over"]:
            return []
        if state["simultaneous"]:
            return [s for s in range(len(state["seats"])) if str(s) not in state["chosen"]]
        return [state["turn"]]

    def legal(self, state, seat):
        if seat not in self.pending(state):
            return []
        return [{"type": "add", "amount": 1}, {"type": "add", "amount": 2}, {"type": "roll"}]

    def is_over(self, state):
        return state["over"]

    def decide(self, state, seat, command, rng):
        check_seat(seat, len(state["seats"]))
        if state["over"]:
            raise RuleViolation("the game is over", code="game_over", rule="end")
        if seat not in self.pending(state):
            raise NotYourTurn(f"seat {seat} is not to move", rule="turn order")
        if command not in self.legal(state, seat):
            field = "amount" if command.get("type") == "add" else "type"
            raise IllegalMove(f"not a legal command: {command}", rule="add 1, add 2 or roll", field=field)
        amount = rng.randint(1, 3) if command["type"] == "roll" else command["amount"]
        if not state["simultaneous"]:
            return [{"type": "added", "v": 2, "data": {"seat": seat, "amount": amount}}]
        events = [{"type": "chose", "v": 1, "data": {"seat": seat, "amount": amount}}]
        if len(self.pending(state)) == 1:
            chosen = dict(state["chosen"], **{str(seat): amount})
            events += [{"type": "added", "v": 2, "data": {"seat": int(s), "amount": a}} for s, a in chosen.items()]
            events.append({"type": "round_ended", "v": 1, "data": {}})
        return events

    def view(self, state, seat):
        seats = [
            {"score": s["score"], "card": s["card"] if seat == i else None} for i, s in enumerate(state["seats"])
        ]
        return {
            "seats": seats,
            "turn": state["turn"],
            "round": state["round"],
            "chosen": sorted(int(s) for s in state["chosen"]),
        }

    def event_view(self, event, seat):
        if event["type"] == "dealt":
            data = dict(event["data"])
            data["cards"] = [c if i == seat else None for i, c in enumerate(data["cards"])]
            return {**event, "data": data}
        if event["type"] == "chose" and event["data"]["seat"] != seat:
            return {**event, "data": {"seat": event["data"]["seat"], "amount": None}}
        return event

    def score(self, state):
        players = [
            {
                "seat": i,
                "total": s["score"],
                "lines": [{"source": "counting track", "points": s["score"]}],
                "tiebreak": [s["card"]],
            }
            for i, s in enumerate(state["seats"])
        ]
        ranking = sorted(range(len(players)), key=lambda i: (-players[i]["total"], -players[i]["tiebreak"][0]))
        return {"ranking": ranking, "winners": ranking[:1], "players": players}

    def bot_command(self, state, seat, policy, rng, version=None):
        if policy == "greedy":
            return {"type": "add", "amount": 2}
        return random_legal_command(self, state, seat, rng)


ENGINE = CountingRace()
