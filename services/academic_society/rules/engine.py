"""The Academic Society engine: the shared.domain.engine.Engine protocol over the modules of this package."""

from __future__ import annotations

import random

from shared.domain.declared import DeclaredEngine
from shared.domain.engine import detached, random_legal_command
from shared.domain.setup import Refusal, SeatKind, SetupRules

from . import catalog, flow, labels, scoring, setup, views
from .bots import heuristic_command
from .contract import CONTRACT
from .guards import GUARDS
from .strong import strong_command

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
POLICIES = {"random": random_legal_command, "heuristic": heuristic_command, "strong": strong_command}
# Any seat may name a policy (or none): the service gives a human seat none and a bot seat its own.
_SEAT = SeatKind(policies=(None, *POLICIES), refusal=Refusal(f"bot policy must be one of {tuple(POLICIES)}"))


class AcademicSocietyEngine(DeclaredEngine):
    name = "academic_society"
    min_players = 2
    max_players = 4
    policies = POLICIES
    # 7 rounds; a round is well under 250 decisions even for a random player.
    max_decisions = 4000
    contract = CONTRACT  # the shapes of its commands, views, result and events
    setup_rules = SetupRules(
        players=(min_players, max_players),
        kinds={kind: _SEAT for kind in SEAT_KINDS},
        rule="Setup",
        count=Refusal("Academic Society is for 2-4 players", rule="Overview: Players 2-4", code="bad_player_count"),
        player_not_object=Refusal("a player must be an object"),
        name_refusal=Refusal("a player needs a name"),
        kind_refusal=Refusal(f"seat kind must be one of {SEAT_KINDS}"),
        fields=("name", "kind", "policy"),
        options_not_object=Refusal("options must be an object", code="bad_options"),
        unknown_option=Refusal("unknown option {option!r}: Academic Society has no options", code="unknown_option"),
        empty_options_must_be_object=True,
    )

    # -- setup -------------------------------------------------------------------------------------
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

    # -- decisions: the platform runs GUARDS once (seat, game over, turn, legality); step is handed only a
    # command that passed them
    guards = GUARDS

    def step(self, state, seat, command, rng):
        return [{"type": EVENT_OF[command["type"]], "v": 1, "data": {"seat": seat, "command": dict(command)}}]

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

    # What a state reads as: the game's own functions (a view and a score share nothing with the state).
    view = staticmethod(views.view)  # a JSON copy of the state
    event_view = staticmethod(views.event_view)
    label = staticmethod(labels.label)
    catalog = staticmethod(catalog.catalog)

    def score(self, state):
        return detached(scoring.score(state))


ENGINE = AcademicSocietyEngine()
