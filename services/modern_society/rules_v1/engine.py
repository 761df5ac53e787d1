"""The Modern Society engine object (shared.domain.engine.Engine protocol)."""

from __future__ import annotations

from shared.domain.declared import DeclaredEngine
from shared.domain.engine import (
    GameOver,
    IllegalMove,
    NotYourTurn,
    RuleViolation,
    check_seat,
    detached,
    random_legal_command,
)
from shared.domain.legality import Wording, require_legal
from shared.domain.setup import Refusal, SeatKind, SetupRules

from . import catalog, hidden, labels, round_sequence, winning
from .bots import heuristic_command
from .contract import CONTRACT
from .preparation import setup_events
from .round_sequence import DECISIONS, advance, evolve
from .state import clone, initial_state, pending
from .strong import strong_command

RULE_PLAYERS = "Modern Society is for 3-5 players"


POLICIES = {"random": random_legal_command, "heuristic": heuristic_command, "strong": strong_command}
# How a refused command is explained (each field judged on its own).
WORDING = Wording(not_object="a command is an object with a type", not_object_field="type",
                  wrong_type="{type!r} is not a legal command now (legal: {expected})", blame="each",
                  combination="type={type!r} is not allowed now", combination_field="type")


class ModernSocietyEngine(DeclaredEngine):
    name = "modern_society"
    min_players = 3
    max_players = 5
    policies = POLICIES
    # Per round at most: 2n plays, n features (+2 returns each), 4 conversions and 4 buy turns per seat,
    # 2 exchange decisions per seat = 15n; 12 rounds x 5 seats x 15 = 900.
    max_decisions = 1200
    contract = CONTRACT  # the shapes of its commands, views, result and events
    # Every refusal names the field "players" (or "options"); the options are checked last.
    setup_rules = SetupRules(
        players=(min_players, max_players),
        kinds={"human": SeatKind(),
               "bot": SeatKind(policies=tuple(POLICIES), default="random",
                               refusal=Refusal("player {i}: unknown bot policy", rule="bot policies"))},
        rule="players",
        count=Refusal("Modern Society needs 3 to 5 players", rule=RULE_PLAYERS),
        player_not_object=Refusal("player {i} needs a name"),
        name="string",
        name_refusal=Refusal("player {i} needs a name"),
        kind_refusal=Refusal("player {i}: kind must be one of {kinds}", rule="seat kinds"),
        options_not_object=Refusal("Modern Society takes no options", rule="options"),
        unknown_option=Refusal("Modern Society takes no options", rule="options"),
        options_first=False,
        player_field="players",
        option_field="options",
    )

    # --- setup ------------------------------------------------------------------------------------
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
        require_legal(legal_fn(state, seat), command, rule, WORDING)
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
        return labels.label(state, seat, command)

    def catalog(self):
        return catalog.catalog()


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


__all__ = ["ModernSocietyEngine", "RuleViolation", "round_sequence"]
