"""Take-Away's engine (shared.domain.engine.Engine) over a pile of stones."""

from __future__ import annotations

import random

from shared.domain.contract import (
    INTEGER,
    STRING,
    GameContract,
    array_of,
    command,
    nullable,
    obj,
    spectator_view,
)
from shared.domain.declared import DeclaredEngine
from shared.domain.engine import GameOver, IllegalMove, NotYourTurn, check_seat, random_legal_command
from shared.domain.legality import require_legal
from shared.domain.results import finish_result
from shared.domain.setup import Option, Refusal, SeatKind, SetupRules

from .bots import perfect_command

STONES = (7, 60, 21)  # the least, the most and the default size of the pile
MAX_TAKE = (2, 5, 3)  # likewise for the most stones one turn takes
RULE = "Take-Away: in turn, take 1 to max_take stones; whoever takes the last stone wins"

SEAT_VIEW = obj({"seat": nullable(INTEGER), "left": INTEGER, "max_take": INTEGER, "turn": nullable(INTEGER),
                 "taken": array_of(INTEGER, description="stones each seat has taken")})
CONTRACT = GameContract(
    commands={"take": command("take", {"count": {**INTEGER, "minimum": 1, "maximum": MAX_TAKE[1]}},
                              description="take that many stones from the pile")},
    events={"pile_set": obj({"stones": INTEGER, "max_take": INTEGER, "first": INTEGER,
                             "names": array_of(STRING, description="the players' names, in seat order")}),
            "stones_taken": obj({"seat": INTEGER, "count": INTEGER, "left": INTEGER})},
    seat_view=SEAT_VIEW,
    spectator_view=spectator_view(SEAT_VIEW, viewer="seat"),
    result={"type": "object"},
    options=obj({}, {"stones": {**INTEGER, "minimum": STONES[0], "maximum": STONES[1],
                                "description": f"the size of the pile (default {STONES[2]})"},
                     "max_take": {**INTEGER, "minimum": MAX_TAKE[0], "maximum": MAX_TAKE[1],
                                  "description": f"the most stones one turn takes (default {MAX_TAKE[2]})"}}),
)
SETUP = SetupRules(
    players=(2, 4),
    kinds={"human": SeatKind(), "bot": SeatKind(("random", "perfect"), "random")},
    rule=RULE,
    count=Refusal("Take-Away seats {min} to {max} players", code="player_count"),
    player_not_object=Refusal("player {i} is not an object"),
    name_refusal=Refusal("player {i} needs a name"),
    kind_refusal=Refusal("player {i}: no {kind!r} seats here ({kinds})"),
    options_not_object=Refusal("options must be an object"),
    unknown_option=Refusal("unknown option {option!r}"),
    default_kind="human",
    options={"stones": Option(int), "max_take": Option(int)},
)


class TakeAway(DeclaredEngine):
    name = "take_away"
    contract = CONTRACT
    setup_rules = SETUP
    policies = {"random": random_legal_command, "perfect": perfect_command}
    min_players, max_players = SETUP.players
    max_decisions = STONES[1]

    def validate_setup(self, players, options):
        super().validate_setup(players, options)
        for option, (least, most, _) in (("stones", STONES), ("max_take", MAX_TAKE)):
            value = (options or {}).get(option, least)
            if not least <= value <= most:
                raise IllegalMove(f"{option} must be {least} to {most}", rule=RULE, code="invalid_option",
                                  field=f"options.{option}")

    def initial_state(self):
        return {"left": 0, "max_take": 0, "turn": None, "taken": [], "last": None, "names": []}

    def new_game(self, players, options, rng: random.Random):
        options = options or {}
        return [{"type": "pile_set", "v": 1, "data": {
            "stones": options.get("stones", STONES[2]), "max_take": options.get("max_take", MAX_TAKE[2]),
            "first": rng.randrange(len(players)), "names": [player["name"] for player in players]}}]

    def evolve(self, state, event):
        data = event["data"]
        if event["type"] == "pile_set":
            state.update(left=data["stones"], max_take=data["max_take"], turn=data["first"], names=data["names"],
                         taken=[0] * len(data["names"]))
        elif event["type"] == "stones_taken":
            state["left"] = data["left"]
            state["taken"][data["seat"]] += data["count"]
            state["last"] = data["seat"]
            state["turn"] = None if data["left"] == 0 else (data["seat"] + 1) % len(state["taken"])
        return state

    def num_seats(self, state):
        return len(state["taken"])

    def pending(self, state):
        return [] if state["turn"] is None else [state["turn"]]

    def legal(self, state, seat):
        if seat not in self.pending(state):
            return []
        return [{"type": "take", "count": n} for n in range(1, min(state["max_take"], state["left"]) + 1)]

    def is_over(self, state):
        return bool(state["taken"]) and state["left"] == 0

    def decide(self, state, seat, command, rng):
        check_seat(seat, self.num_seats(state))
        if self.is_over(state):
            raise GameOver("the pile is empty: the game is over", rule=RULE)
        if seat not in self.pending(state):
            raise NotYourTurn(f"seat {seat} is not to take now", rule=RULE)
        taken = require_legal(self.legal(state, seat), command, RULE)
        left = state["left"] - taken["count"]
        return [{"type": "stones_taken", "v": 1, "data": {"seat": seat, "count": taken["count"], "left": left}}]

    def view(self, state, seat):
        return {"seat": seat, "left": state["left"], "max_take": state["max_take"], "turn": state["turn"],
                "taken": list(state["taken"])}

    def event_view(self, event, seat):
        return event  # nothing is hidden

    def score(self, state):
        last = state["last"]
        players = [{"seat": s, "total": int(s == last), "tiebreak": [taken],
                    "lines": [{"source": "the last stone", "points": int(s == last)}]}
                   for s, taken in enumerate(state["taken"])]
        ranking = sorted(range(len(players)), key=lambda s: (-players[s]["total"], -state["taken"][s], s))
        return finish_result({"ranking": ranking, "winners": [last], "players": players},
                             dict(enumerate(state["names"])))


ENGINE = TakeAway()
