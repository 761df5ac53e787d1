"""The Academic Society engine: the shared.domain.engine.Engine protocol over the modules of this package."""

from __future__ import annotations

import random
from typing import Any

from shared.domain.engine import (
    GameOver,
    IllegalMove,
    NotYourTurn,
    RuleViolation,
    check_seat,
    detached,
    random_legal_command,
)

from . import catalog, flow, labels, scoring, setup, views

# command type -> the event it becomes (named facts, past tense)
EVENT_OF = {
    "declare": "commission_declared",
    "place": "pawn_placed",
    "sabbatical": "sabbatical_scholar_moved",
    "take_treatise": "treatise_taken",
    "replace_treatise": "treatise_replaced",
    "spend_theory": "theory_spent",
    "gain_theory": "theory_gained",
    "blue_move": "scholar_moved_blue",
    "salon": "salon_action_chosen",
    "bonus": "bonus_action_chosen",
    "maintain": "authority_maintained",
    "forced_move": "scholar_moved_red",
    "activate": "treatise_activated",
}
COMMAND_OF = {v: k for k, v in EVENT_OF.items()}

SEAT_KINDS = ("human", "bot")
POLICIES = ("random", "heuristic")


class AcademicSocietyEngine:
    name = "academic_society"
    min_players = 2
    max_players = 4
    seat_kinds = SEAT_KINDS
    bot_policies = POLICIES
    # 7 rounds; a round is well under 250 decisions even for a random player.
    max_decisions = 4000

    @property
    def contract(self):
        """The shapes of its commands, views, result and events (imported on first use: the declarations
        name this package's own constants)."""
        from ..contract import CONTRACT

        return CONTRACT

    # -- setup -------------------------------------------------------------------------------------
    def validate_setup(self, players: list[dict[str, Any]], options: dict[str, Any]) -> None:
        if not isinstance(options, dict):
            raise IllegalMove("options must be an object", rule="Setup", field="options", code="bad_options")
        for key in options:
            raise IllegalMove(f"unknown option {key!r}: Academic Society has no options", rule="Setup",
                              field=f"options.{key}", code="unknown_option")
        if not isinstance(players, list) or not (self.min_players <= len(players) <= self.max_players):
            raise IllegalMove("Academic Society is for 2-4 players", rule="Overview: Players 2-4",
                              field="players", code="bad_player_count")
        for i, p in enumerate(players):
            if not isinstance(p, dict):
                raise IllegalMove("a player must be an object", rule="Setup", field=f"players[{i}]")
            if not isinstance(p.get("name"), str) or not p["name"]:
                raise IllegalMove("a player needs a name", rule="Setup", field=f"players[{i}].name")
            if p.get("kind") not in SEAT_KINDS:
                raise IllegalMove(f"seat kind must be one of {SEAT_KINDS}", rule="Setup",
                                  field=f"players[{i}].kind")
            policy = p.get("policy")
            if policy is not None and policy not in POLICIES:
                raise IllegalMove(f"bot policy must be one of {POLICIES}", rule="Setup",
                                  field=f"players[{i}].policy")
            extra = set(p) - {"name", "kind", "policy"}
            if extra:
                raise IllegalMove(f"unknown player field {sorted(extra)[0]!r}", rule="Setup",
                                  field=f"players[{i}].{sorted(extra)[0]}")

    def new_game(self, players, options, rng: random.Random):
        self.validate_setup(players, options)
        return [setup.setup_event(players, rng)]

    def initial_state(self):
        return {"game": self.name, "players": [], "over": False, "stack": [], "legal": []}

    # -- events ------------------------------------------------------------------------------------
    def evolve(self, state, event):
        etype = event["type"]
        if etype == "game_started":
            state.clear()
            state.update(setup.build(event["data"]))
            return flow.advance(state)
        if etype not in COMMAND_OF or not state.get("stack"):
            return state  # an event this schema version does not know changes nothing (evolve never raises)
        return flow.apply_command(state, event["data"]["command"])

    def decide(self, state, seat, command, rng):
        check_seat(seat, len(state.get("players", ())))
        if state.get("over"):
            raise GameOver("the game is over", rule="Phase 6: 'the game ends and final scoring is carried out'")
        stack = state.get("stack")
        if not stack or stack[-1]["seat"] != seat:
            raise NotYourTurn(f"seat {seat} owes no decision now", rule=flow.rule_of(state))
        legal = state["legal"]
        if isinstance(command, dict) and command in legal:
            match = legal[legal.index(command)]
            if all(type(command[k]) is type(match[k]) for k in match):
                return [{"type": EVENT_OF[command["type"]], "v": 1, "data": {"seat": seat, "command": dict(match)}}]
        raise self._why_illegal(state, command, legal)

    @staticmethod
    def _why_illegal(state, command, legal) -> RuleViolation:
        rule = flow.rule_of(state)
        if not isinstance(command, dict):
            return IllegalMove("a command must be an object", rule=rule)
        ctype = command.get("type")
        same = [c for c in legal if c["type"] == ctype]
        if not same:
            expected = sorted({c["type"] for c in legal})
            return IllegalMove(f"command type {ctype!r} is not possible now (expected {expected})",
                               rule=rule, field="type")
        keys = list(same[0])
        for k in command:
            if k not in same[0]:
                return IllegalMove(f"unexpected field {k!r}", rule=rule, field=k)
        for k in keys:
            if k not in command:
                return IllegalMove(f"missing field {k!r}", rule=rule, field=k)
        cands = same
        for k in keys:
            v = command[k]
            cands = [c for c in cands if c[k] == v and type(c[k]) is type(v)]
            if not cands:
                return IllegalMove(f"{k}={v!r} is not allowed now", rule=rule, field=k)
        return IllegalMove("command not allowed now", rule=rule)

    # -- queries -----------------------------------------------------------------------------------
    def num_seats(self, state):
        return len(state["players"])

    def pending(self, state):
        if state.get("over") or not state.get("stack"):
            return []
        return [state["stack"][-1]["seat"]]

    def legal(self, state, seat):
        if state.get("over") or not state.get("stack") or state["stack"][-1]["seat"] != seat:
            return []
        return [{**command} for command in state["legal"]]  # flat commands: a copy of each is detached

    def is_over(self, state):
        return bool(state.get("over"))

    def view(self, state, seat):
        return views.view(state, seat)  # a JSON copy of the state: nothing in it is the state's own

    def event_view(self, event, seat):
        return views.event_view(event, seat)

    def score(self, state):
        return detached(scoring.score(state))

    def label(self, state, seat, command):
        return labels.label(state, seat, command)

    def catalog(self):
        return catalog.catalog()

    def bot_command(self, state, seat, policy, rng):
        if policy == "heuristic":
            from .bots import heuristic_command
            return heuristic_command(self, state, seat, rng)
        if policy == "random":
            return random_legal_command(self, state, seat, rng)
        raise IllegalMove(f"unknown bot policy {policy!r}", rule="bots", field="policy")


ENGINE = AcademicSocietyEngine()
