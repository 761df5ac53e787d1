"""The Royal Society of Archeology engine: the shared.domain.engine.Engine protocol over its decisions
(prompts.py) and the flow of a game (flow.py)."""

from __future__ import annotations

import marshal

from shared.domain.declared import DeclaredEngine
from shared.domain.engine import (
    GameOver,
    IllegalMove,
    NotYourTurn,
    check_seat,
    detached,
    random_legal_command,
)
from shared.domain.legality import Wording, explain, find_legal
from shared.domain.setup import Option, Refusal, SeatKind, SetupRules

from . import catalog, game_setup, labels, optional_actions, scoring, views
from .bots import automa_command, heuristic_command
from .contract import CONTRACT
from .core import Recorder, Replayer
from .data import REGIONS
from .event_names import EVENT_FOR_COMMAND, RENAMED_EVENTS, SETUP_EVENT
from .flow import advance, apply_command, in_own_turn
from .prompts import OPTIONAL, PROMPTS
from .strong import strong_command


def _risky(state):
    """Could this command reshuffle a deck or refill a bag? Then decide simulates it to record the shuffle.

    One command draws at most 3 Expedition cards (reserve from the deck; 2 at the year's announcement, 1 for a
    Program refill) and at most 4 relics from one bag (an expedition's random relics, its Society ability, a
    Bloomsbury tile), so a reshuffle is impossible above these sizes."""
    sec = state["secret"]
    if len(sec["deck"]) < 4 and state["discard"]:
        return True
    bags = sec["bags"]
    disc = state["bag_discards"]
    for r in REGIONS:
        if len(bags[r]) < 5 and disc[r]:
            return True
    a = state["automa"]
    return a is not None and len(sec["automa_deck"]) < 2 and bool(a["played"])


# ---- the engine object ---------------------------------------------------------------

POLICIES = {"random": random_legal_command, "heuristic": heuristic_command, "automa": automa_command,
            "strong": strong_command}
_BOT_POLICIES = ("random", "heuristic", "strong")
# Seat counts per mode: (seats, automa seats, the clause).
_MODE_SEATS = {"standard": ((3, 4), 0, "Game Flow: 3 or 4 players"),
               "confrontation": ((2,), 0, "Confrontation Mode: 2 players"),
               "competitive": ((3,), 1, "Competitive Mode: 2 players and the Automa"),
               "solo": ((2,), 1, "Solo Mode: 1 player and the Automa")}
# How a refused command is explained (fields judged in alphabetical order, each on its own).
WORDING = Wording(wrong_type="{type!r} is not a legal decision now", unexpected="field {field!r} is unexpected",
                  missing="field {field!r} is missing", sorted_fields=True, blame="each",
                  combination="this combination is not allowed now", combination_field="first")


class RoyalArcheologyEngine(DeclaredEngine):
    name = "royal_archeology"
    min_players = 1
    max_players = 4
    policies = POLICIES
    max_decisions = 6000
    renamed_events = RENAMED_EVENTS
    contract = CONTRACT  # the shapes of its commands, views, result and events
    # The modes bound the number of seats (validate_setup), so the platform checks only that there is one.
    setup_rules = SetupRules(
        players=(1, None),
        kinds={"human": SeatKind(),
               "bot": SeatKind(policies=(None, *_BOT_POLICIES),
                               refusal=Refusal("a bot needs policy random, heuristic or strong")),
               "automa": SeatKind(policies=(None, "automa"),
                                  refusal=Refusal("the Automa plays only the automa policy", rule="Automa"))},
        default_kind="human",
        rule="Game Setup",
        count=Refusal("players must be a non-empty list"),
        player_not_object=Refusal("a player must be an object"),
        name=None,
        name_refusal=Refusal("a player needs a name"),
        kind_refusal=Refusal("unknown seat kind {kind!r}"),
        options={"mode": None, "simplified_setup": Option(bool, rule="Simplified Setup")},
        options_not_object=Refusal("options must be an object"),
        unknown_option=Refusal("unknown option {option!r}"),
    )

    # -- setup --
    def validate_setup(self, players, options):
        super().validate_setup(players, options)
        options = options or {}
        mode = options.get("mode") or game_setup.infer_mode(players)
        if mode not in game_setup.MODES:
            raise IllegalMove(f"unknown mode {mode!r}", rule="Solo and 2 Player Game", field="options.mode")
        automa_n = sum(1 for p in players if p.get("kind", "human") == "automa")
        n = len(players)
        seats, automa_seats, rule = _MODE_SEATS[mode]
        if n not in seats:
            raise IllegalMove(f"{mode} needs {seats} seats, got {n}", rule=rule, field="players")
        if automa_n != automa_seats:
            raise IllegalMove(f"{mode} needs {automa_seats} automa seat(s), got {automa_n}", rule=rule,
                              field="players")

    def new_game(self, players, options, rng):
        options = options or {}
        self.validate_setup(players, options)
        return [game_setup.build_setup(players, options, rng)]

    def initial_state(self):
        return {}

    # -- fold --
    def evolve(self, state, event):
        data = event["data"]
        if event["type"] == SETUP_EVENT:
            game_setup.apply_setup(state, data)
            advance(state, Replayer([], state))
            return state
        return apply_command(state, data["seat"], data["command"], Replayer(data.get("rolls"), state))

    # -- decisions --
    def num_seats(self, state):
        return len(state["players"])

    def is_over(self, state):
        return state.get("stage") == "over"

    def pending(self, state):
        if state.get("stage") == "over" or not state.get("queue"):
            return []
        return [state["queue"][0]["seat"]]

    def legal(self, state, seat):
        if state.get("stage") == "over":
            return []
        q = state["queue"]
        if not q or q[0]["seat"] != seat:
            return []
        pr = q[0]
        entry = PROMPTS[pr["k"]]
        cmds = entry[0](state, pr)
        if entry[2] or in_own_turn(state, seat):
            cmds.extend(optional_actions.commands(state, seat))
        return cmds

    def decide(self, state, seat, command, rng):
        check_seat(seat, len(state.get("players", ())))
        if state.get("stage") == "over":
            raise GameOver("the game is over", rule="End of Game and Scoring")
        if not isinstance(command, dict) or not isinstance(command.get("type"), str):
            raise IllegalMove("a command is an object with a string type", rule="commands", field="type")
        if seat not in self.pending(state):
            raise NotYourTurn(f"seat {seat} owes no decision now", rule="Game Flow: turn order")
        # validate against the relevant half of legal(): the prompt's own decisions or the optional actions
        pr = state["queue"][0]
        entry = PROMPTS[pr["k"]]
        if command["type"] in OPTIONAL:
            legal = optional_actions.commands(state, seat) if entry[2] or in_own_turn(state, seat) else []
        else:
            legal = entry[0](state, pr)
        if find_legal(legal, command) is None:
            rule = optional_actions.RULES.get(command["type"]) or entry[3]
            raise explain(self.legal(state, seat), command, rule, WORDING)
        rolls = []
        if _risky(state):
            scratch = marshal.loads(marshal.dumps(state))
            ctx = Recorder(rng)
            apply_command(scratch, seat, command, ctx)
            rolls = ctx.rolls
        return [{"type": EVENT_FOR_COMMAND[command["type"]], "v": 1,
                 "data": {"seat": seat, "command": dict(command), "rolls": rolls}}]

    # -- information --
    def view(self, state, seat):
        return detached(views.view(state, seat))

    def event_view(self, event, seat):
        return views.event_view(event, seat)

    def score(self, state):
        return detached(scoring.score(state))

    def label(self, state, seat, command):
        return labels.label(state, seat, command)

    def catalog(self):
        return catalog.catalog()


ENGINE = RoyalArcheologyEngine()
