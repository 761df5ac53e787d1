"""The Modern Society engine object (shared.domain.engine.Engine protocol)."""

from __future__ import annotations

from shared.domain.engine import GameOver, IllegalMove, NotYourTurn, RuleViolation, check_seat, detached

from . import hidden, round_sequence, winning
from .preparation import setup_events
from .round_sequence import DECISIONS, advance, evolve
from .state import clone, initial_state, pending

RULE_PLAYERS = "Modern Society is for 3-5 players"


class ModernSocietyEngine:
    name = "modern_society"
    min_players = 3
    max_players = 5
    seat_kinds = ("human", "bot")
    bot_policies = ("random", "heuristic")
    # Per round at most: 2n plays, n features (+2 returns each), 4 conversions and 4 buy turns per seat,
    # 2 exchange decisions per seat = 15n; 12 rounds x 5 seats x 15 = 900.
    max_decisions = 1200

    # --- setup ------------------------------------------------------------------------------------
    @property
    def contract(self):
        """The shapes of its commands, views, result and events (imported on first use: the declarations
        name this package's own constants)."""
        from ..contract import CONTRACT

        return CONTRACT

    def validate_setup(self, players, options):
        if not isinstance(players, list) or not self.min_players <= len(players) <= self.max_players:
            raise IllegalMove("Modern Society needs 3 to 5 players", rule=RULE_PLAYERS, field="players")
        for i, p in enumerate(players):
            if not isinstance(p, dict) or not isinstance(p.get("name"), str):
                raise IllegalMove(f"player {i} needs a name", rule="players", field="players")
            if p.get("kind") not in self.seat_kinds:
                raise IllegalMove(f"player {i}: kind must be one of {self.seat_kinds}", rule="seat kinds",
                                  field="players")
            if p["kind"] == "bot" and p.get("policy", "random") not in self.bot_policies:
                raise IllegalMove(f"player {i}: unknown bot policy", rule="bot policies", field="players")
        if options:
            raise IllegalMove("Modern Society takes no options", rule="options", field="options")

    def new_game(self, players, options, rng):
        self.validate_setup(players, options or {})
        events = setup_events(players, rng)
        sim = initial_state()
        for e in events:
            evolve(sim, e)
        return events + advance(sim, rng)

    def initial_state(self):
        return initial_state()

    # --- the fold ---------------------------------------------------------------------------------
    def evolve(self, state, event):
        return evolve(state, event)

    def num_seats(self, state):
        return state["n"]

    def pending(self, state):
        if state.get("over") or not state.get("started"):
            return []
        return pending(state)

    def is_over(self, state):
        return bool(state.get("over"))

    def legal(self, state, seat):
        if state.get("over") or not state.get("started"):
            return []
        entry = DECISIONS.get(state["phase"])
        if entry is None:
            return []
        return entry[0](state, seat)

    # --- decide -----------------------------------------------------------------------------------
    def decide(self, state, seat, command, rng):
        check_seat(seat, state.get("n", 0))
        if state.get("over"):
            raise GameOver("the game is over", rule="F Game End")
        if not state.get("started"):
            raise IllegalMove("the game has not started", rule="F Preparation")
        if seat not in pending(state):
            raise NotYourTurn(f"seat {seat} owes no decision now", rule=f"phase {state['phase']}")
        legal_fn, handle, rule = DECISIONS[state["phase"]]
        options = legal_fn(state, seat)
        _check_command(command, options, rule)
        events = handle(state, seat, command, rng)
        if _still_waiting(state, command, events):
            return events  # the same step goes on with a seat that owes a decision: nothing automatic follows
        sim = clone(state)
        for e in events:
            evolve(sim, e)
        return events + advance(sim, rng)

    # --- views and scoring ------------------------------------------------------------------------
    def view(self, state, seat):
        return hidden.view(state, seat)  # built fresh, field by field (no state object is handed out)

    def event_view(self, event, seat):
        return hidden.event_view(event, seat)

    def score(self, state):
        return detached(winning.score(state))

    def label(self, state, seat, command):
        from .labels import label
        return label(state, seat, command)

    def catalog(self):
        from .catalog import catalog
        return catalog()

    def bot_command(self, state, seat, policy, rng):
        from services.modern_society import bots

        return bots.choose(self, state, seat, policy, rng)


def _still_waiting(state, command, events) -> bool:
    """Cheap cases where, after these events, a seat certainly owes a decision in a phase that never
    skips automatically, so decide need not simulate the automatic steps."""
    phase = state["phase"]
    if phase == "play":
        return len(state["waiting"]) > 1  # others still owe their face-down card
    if phase == "change":
        return len(state["change"]["todo"]) > 1  # a card still to return to the other neighbour
    if phase == "features":
        return command["type"] == "change"  # the seat now returns cards
    if phase == "exchange":
        return events[-1]["type"] == "exchange_cards_drawn"  # the seat now keeps one of two
    return False


def _check_command(command, options, rule):
    """`legal` is the single source of legality: the command must equal one listed command, field for
    field and type for type (so True never passes for 1)."""
    if not isinstance(command, dict):
        raise IllegalMove("a command is an object with a type", rule=rule, field="type")
    for o in options:  # fast path: equal (C-level) and every value of the very same type
        if o == command and all(type(command[k]) is type(v) for k, v in o.items()):
            return
    kind = command.get("type")
    same_type = [o for o in options if o["type"] == kind]
    if not isinstance(kind, str) or not same_type:
        raise IllegalMove(f"{kind!r} is not a legal command now (legal: {sorted({o['type'] for o in options})})",
                          rule=rule, field="type")
    expected = same_type[0].keys()
    for k in command:
        if k not in expected:
            raise IllegalMove(f"unexpected field {k!r}", rule=rule, field=k)
    for k in expected:
        if k not in command:
            raise IllegalMove(f"missing field {k!r}", rule=rule, field=k)
    bad = next((k for k in expected if k != "type" and all(
        type(command[k]) is not type(o[k]) or command[k] != o[k] for o in same_type)), "type")
    raise IllegalMove(f"{bad}={command.get(bad)!r} is not allowed now", rule=rule, field=bad)


__all__ = ["ModernSocietyEngine", "RuleViolation", "round_sequence"]
