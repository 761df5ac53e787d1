"""The Royal Society of Archeology as one declaration: its decisions (prompts),
the flow of a game (setup -> turn order -> activations -> year end), and the
engine protocol of shared/domain/engine.py.

A prompt is a small dict in state["queue"] naming who decides what; the front
prompt is the pending decision. Each rulebook section registers its prompts as
(legal, apply, interruptible, rule). Interruptible prompts also accept the
optional actions a player may take 'at any time during their turn'.
"""

from __future__ import annotations

import marshal

from shared.domain.engine import (
    GameOver,
    IllegalMove,
    NotYourTurn,
    check_seat,
    detached,
    random_legal_command,
)

from . import (
    automa,
    bloomsbury,
    choices,
    final_scoring,
    game_setup,
    optional_actions,
    phase_a_upkeep,
    phase_b_activation,
    royal_museum,
    royal_requirements,
    scoring,
    the_city,
)
from .core import Recorder, Replayer
from .data import REGIONS
from .event_names import EVENT_FOR_COMMAND, RENAMED_EVENTS, SETUP_EVENT

PROMPTS = {}
for _module in (game_setup, choices, phase_a_upkeep, phase_b_activation, royal_museum, the_city,
                optional_actions, bloomsbury, royal_requirements, automa, final_scoring):
    PROMPTS.update(_module.PROMPTS)

OPTIONAL = set(optional_actions.TYPES)


# ---- flow -------------------------------------------------------------------------

def _flush(state, ctx):
    if ctx.new or ctx.late:
        state["queue"][0:0] = ctx.new + ctx.late
        ctx.new = []
        ctx.late = []


def _has_turn(state, seat):
    a = state["automa"]
    if a is not None and a["seat"] == seat:
        return a["left"] > 0
    return not all(state["players"][seat]["placed"])


def _next_turn(state):
    order = state["turn_order"]
    n = len(order)
    for k in range(1, n + 1):
        i = (state["turn_idx"] + k) % n
        if _has_turn(state, order[i]):
            state["turn_idx"] = i
            return order[i]
    return None


def advance(state, ctx):
    q = state["queue"]
    while True:
        while q and not PROMPTS[q[0]["k"]][0](state, q[0]):
            q.pop(0)  # nothing left to choose (e.g. an empty bag): the effect fizzles
        if q or state["stage"] == "over":
            return
        stage = state["stage"]
        if stage == "setup":
            phase_a_upkeep.begin_turn_order(state)
        elif stage == "order":
            if state["pick_order"]:
                q.append({"k": "favor", "seat": state["pick_order"].pop(0)})
            else:
                if state["year"] > 1:
                    phase_a_upkeep.gather_explorers(state)
                    phase_a_upkeep.announce_expeditions(state, ctx)
                phase_a_upkeep.start_turns(state)
        elif stage == "turns":
            seat = _next_turn(state)
            if seat is None:
                royal_requirements.check(state, ctx)
                _flush(state, ctx)
                state["stage"] = "year_end"
            elif state["automa"] is not None and seat == state["automa"]["seat"]:
                q.append({"k": "automa", "seat": seat})
            else:
                q.append({"k": "activate", "seat": seat})
        elif stage == "final":
            state["stage"] = "over"  # every final-scoring decision taken: score(state) counts the points
        elif stage == "year_end":
            if state["year"] >= state["years"]:
                final_scoring.begin(state, ctx)
                _flush(state, ctx)
            else:
                state["year"] += 1
                phase_a_upkeep.begin_turn_order(state)


def apply_command(state, seat, cmd, ctx):
    if cmd["type"] in OPTIONAL:
        optional_actions.apply(state, seat, cmd, ctx)
    else:
        pr = state["queue"].pop(0)
        PROMPTS[pr["k"]][1](state, pr, cmd, ctx)
    _flush(state, ctx)
    advance(state, ctx)
    return state


def _in_own_turn(state, seat):
    """'An optional action, triggered by the player, can be performed at any time during their turn, even during
    the resolution of a Location action' - so also on the sub-choices of the active player's turn."""
    if state["stage"] != "turns" or state["turn_idx"] < 0:
        return False
    a = state["automa"]
    return state["turn_order"][state["turn_idx"]] == seat and (a is None or a["seat"] != seat)


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

_KNOWN_OPTIONS = {"mode", "simplified_setup"}


class RoyalArcheologyEngine:
    name = "royal_archeology"
    min_players = 1
    max_players = 4
    seat_kinds = ("human", "bot", "automa")
    bot_policies = ("random", "heuristic", "automa")
    max_decisions = 6000
    renamed_events = RENAMED_EVENTS

    # -- setup --
    @property
    def contract(self):
        """The shapes of its commands, views, result and events (imported on first use: the declarations
        name this package's own constants)."""
        from ..contract import CONTRACT

        return CONTRACT

    def validate_setup(self, players, options):
        options = options or {}
        if not isinstance(options, dict):
            raise IllegalMove("options must be an object", rule="Game Setup", field="options")
        for key in options:
            if key not in _KNOWN_OPTIONS:
                raise IllegalMove(f"unknown option {key!r}", rule="Game Setup", field=f"options.{key}")
        if "simplified_setup" in options and not isinstance(options["simplified_setup"], bool):
            raise IllegalMove("simplified_setup must be a boolean", rule="Simplified Setup", field="options.simplified_setup")
        if not isinstance(players, list) or not players:
            raise IllegalMove("players must be a non-empty list", rule="Game Setup", field="players")
        for i, p in enumerate(players):
            if not isinstance(p, dict):
                raise IllegalMove("a player must be an object", rule="Game Setup", field=f"players[{i}]")
            kind = p.get("kind", "human")
            if kind not in self.seat_kinds:
                raise IllegalMove(f"unknown seat kind {kind!r}", rule="Game Setup", field=f"players[{i}].kind")
            policy = p.get("policy")
            if kind == "bot" and policy not in (None, "random", "heuristic"):
                raise IllegalMove("a bot needs policy random or heuristic", rule="Game Setup", field=f"players[{i}].policy")
            if kind == "automa" and policy not in (None, "automa"):
                raise IllegalMove("the Automa plays only the automa policy", rule="Automa", field=f"players[{i}].policy")
        mode = options.get("mode") or game_setup.infer_mode(players)
        if mode not in game_setup.MODES:
            raise IllegalMove(f"unknown mode {mode!r}", rule="Solo and 2 Player Game", field="options.mode")
        automa_n = sum(1 for p in players if p.get("kind", "human") == "automa")
        n = len(players)
        want = {"standard": ((3, 4), 0, "Game Flow: 3 or 4 players"),
                "confrontation": ((2,), 0, "Confrontation Mode: 2 players"),
                "competitive": ((3,), 1, "Competitive Mode: 2 players and the Automa"),
                "solo": ((2,), 1, "Solo Mode: 1 player and the Automa")}[mode]
        if n not in want[0]:
            raise IllegalMove(f"{mode} needs {want[0]} seats, got {n}", rule=want[2], field="players")
        if automa_n != want[1]:
            raise IllegalMove(f"{mode} needs {want[1]} automa seat(s), got {automa_n}", rule=want[2], field="players")

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
        if entry[2] or _in_own_turn(state, seat):
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
            legal = optional_actions.commands(state, seat) if entry[2] or _in_own_turn(state, seat) else []
        else:
            legal = entry[0](state, pr)
        if not _accepts(legal, command):
            raise _explain(state, self.legal(state, seat), command)
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
        from .views import view
        return detached(view(state, seat))

    def event_view(self, event, seat):
        from .views import event_view
        return event_view(event, seat)

    def score(self, state):
        return detached(scoring.score(state))

    def label(self, state, seat, command):
        from .labels import label
        return label(state, seat, command)

    def catalog(self):
        from .catalog import catalog
        return catalog()

    def bot_command(self, state, seat, policy, rng):
        if policy == "automa":
            legal = self.legal(state, seat)
            if {"type": "automa_turn"} in legal:
                return {"type": "automa_turn"}
            return random_legal_command(self, state, seat, rng)
        if policy == "heuristic":
            from .bots import heuristic_command
            return heuristic_command(self, state, seat, rng)
        return random_legal_command(self, state, seat, rng)


def _same(a, b):
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def _accepts(legal, command):
    for c in legal:
        if c == command and len(c) == len(command) and all(_same(c[k], command[k]) for k in c):
            return True
    return False


def _explain(state, legal, command):
    pr = state["queue"][0]
    rule = optional_actions.RULES.get(command["type"]) or PROMPTS[pr["k"]][3]
    same = [c for c in legal if c["type"] == command["type"]]
    if not same:
        return IllegalMove(f"{command['type']!r} is not a legal decision now", rule=rule, field="type")
    keys = set(same[0])
    for k in sorted(set(command) ^ keys):
        return IllegalMove(f"field {k!r} is {'missing' if k in keys else 'unexpected'}", rule=rule, field=k)
    for k in sorted(keys - {"type"}):
        if not any(_same(c[k], command[k]) for c in same):
            return IllegalMove(f"{k}={command[k]!r} is not allowed now", rule=rule, field=k)
    return IllegalMove("this combination is not allowed now", rule=rule, field=sorted(keys - {"type"})[0] if len(keys) > 1 else "type")


ENGINE = RoyalArcheologyEngine()
