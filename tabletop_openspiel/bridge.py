"""An OpenSpiel Python game over a hosted game's engine (the released rules version's), see __init__.py."""

from __future__ import annotations

import copy
import hashlib
import importlib
import json
import random
import weakref
from functools import cache
from typing import Any

import numpy as np
import pyspiel

from shared.domain.engine import Engine, detached, rng_for
from shared.domain.policy_versions import bot_rng
from shared.domain.registry import GAMES
from shared.domain.rules_versions import current_version, engine_for

from . import encoding
from .action_space import ActionSpace, command_key
from .games import SPECS, Spec
from .observer import SeatObserver

AUTOMA_POLICY = "automa"
SOLO_SCALE = 50.0  # a solo final score of 50 returns 0.5 (the rulebook's titles span about 0 to 100+)


def released_engine(game: str) -> Engine:
    """The engine new games of `game` are played under: its current released rules version."""
    return engine_for(game, current_version(game))


@cache
def action_space(game: str) -> ActionSpace:
    """The game's numbering of its commands, from its contract, its catalog and its Spec (action_space.py)."""
    engine = released_engine(game)
    catalog = engine.catalog()
    spec = next(s for s in SPECS.values() if s.game == game)
    return ActionSpace(engine.contract.commands, catalog.get("references", {}), catalog["collections"],
                       spec.declared_domains)


def determinize(game: str, state: dict, seat: int, rng: random.Random) -> dict:
    """The game's own determinization (its `strong` bot's, services/<game>/rules/strong.py): a full state with
    the seat's view, everything the seat cannot see redrawn from what it could be."""
    return importlib.import_module(f"{GAMES[game]}.strong").determinize(state, seat, rng)


def _has_automa(spec: Spec) -> bool:
    return any(mode.automa_seats for mode in spec.modes.values())


def game_type(spec: Spec) -> pyspiel.GameType:
    parameters = {"players": spec.default_players, "seed": 0}
    if spec.has_modes:
        parameters["mode"] = spec.default_mode
    # An Automa seat (Archeology's solo and competitive modes) is not an OpenSpiel player, so the players' returns
    # need not add up: the game is general-sum; the others are zero-sum (see `returns`).
    automa = _has_automa(spec)
    return pyspiel.GameType(
        short_name=spec.short_name,
        long_name=f"{spec.title} (tabletop hosting)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM if automa else pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=spec.max_players,
        min_num_players=spec.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


class TabletopGame(pyspiel.Game):
    """One configuration (player count, mode) of a hosted game."""

    spec: Spec  # set by the subclass each game registers

    def __init__(self, params: dict[str, Any] | None = None):
        params = dict(params or {})
        spec = self.spec
        players = int(params.get("players", spec.default_players))
        mode_name = str(params.get("mode", spec.default_mode)) if spec.has_modes else ""
        if mode_name not in spec.modes:
            raise ValueError(f"{spec.short_name}: unknown mode {mode_name!r} (one of {sorted(spec.modes)})")
        mode = spec.modes[mode_name]
        if players not in mode.players:
            where = f"mode {mode_name}" if mode_name else spec.title
            raise ValueError(f"{spec.short_name}: {where} is played by {' or '.join(map(str, mode.players))} "
                             f"OpenSpiel players, not {players}")
        self.engine = released_engine(spec.game)
        self.space = action_space(spec.game)
        self.num_open_spiel_players = players
        self.seats = [{"name": f"Player {i + 1}", "kind": "human"} for i in range(players)]
        self.seats += [{"name": "Automa", "kind": "automa", "policy": AUTOMA_POLICY}
                       for _ in range(mode.automa_seats)]
        self.options = {"mode": mode_name} if mode_name else {}
        self.mode = mode_name
        self._seed_base = int(params.get("seed", 0))
        self._seed_count = 0
        self._next_seed = f"openspiel:{self._seed_base}:0"
        self._last_dealt: weakref.ref | None = None
        self._next_played = False
        self._fresh: tuple[int | str, _World] | None = None
        info = pyspiel.GameInfo(
            num_distinct_actions=self.space.size,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None if _has_automa(spec) else 0.0,  # GENERAL_SUM games must not declare a sum
            max_game_length=self.engine.max_decisions,
        )
        stored = {"players": players, "seed": self._seed_base}
        if spec.has_modes:
            stored["mode"] = mode_name
        super().__init__(game_type(spec), info, stored)

    def new_initial_state(self, seed: int | str | None = None) -> TabletopState:
        """A new game. seed: what every draw derives from (the platform's secret `rng`); by default the next of
        this game object's sequence (f"openspiel:{seed parameter}:{n}"), so a run is reproducible.

        The sequence moves on once the game on its current seed is played (a state built its world to play it)
        or while the state it last handed out is alive: OpenSpiel makes a throwaway initial state for every
        tensor-size query and for every clone (whose fields it then overwrites); those neither burn seeds nor set
        up a new game each time (`fresh_world`)."""
        if seed is None:
            last = self._last_dealt() if self._last_dealt is not None else None
            if self._next_played or (last is not None and last._seed == self._next_seed):
                self._seed_count += 1
                self._next_seed = f"openspiel:{self._seed_base}:{self._seed_count}"
                self._next_played = False
            seed = self._next_seed
        state = TabletopState(self, seed)
        self._last_dealt = weakref.ref(state)
        return state

    def played(self, seed: int | str) -> None:
        """A state on `seed` is being played: the next new game takes the next seed."""
        if seed == self._next_seed:
            self._next_played = True

    def state_for_seat(self, world_state: dict, seat: int, seat_events: list[dict], seed: int | str) -> TabletopState:
        """A state over `world_state` (a full engine state, e.g. tabletop_openspiel.seat_worlds' from a live
        seat's view) whose information state for `seat` is built from `seat_events` (the events as the seat saw
        them). Its future draws come from `seed`, not the live game's."""
        players = self.num_open_spiel_players
        world = _World({}, [], [""] * players, [np.zeros(encoding.HISTORY_FEATURES, np.float32) for _ in range(players)],
                       [])
        state = TabletopState(self, seed)
        state._world = world
        for event in seat_events:
            world.events.append(detached(event))
            _observe(self.engine, world, event, already_seen=True)
        world.state = detached(world_state)
        world.redacted = len(world.events)
        return state

    def fresh_world(self, seed: int | str) -> _World:
        """The world of a new game on `seed` (its setup and the Automa's opening moves), made once per seed."""
        if self._fresh is None or self._fresh[0] != seed:
            self._fresh = (seed, _new_world(self, seed))
        return self._fresh[1]

    def make_py_observer(self, iig_obs_type=None, params=None) -> SeatObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return SeatObserver(self, perfect_recall)


class _World:
    """The engine's state and what the bridge keeps beside it. Copied by marshal when OpenSpiel clones a state
    (plain JSON data; several times faster than deepcopy); events are never edited, so they are shared."""

    def __init__(self, state: dict, events: list, seen: list[str], history: list[np.ndarray], decisions: list):
        self.state = state
        self.events = events  # every engine event, setup first
        self.seen = seen  # per OpenSpiel player: a digest of every event as that player saw it (event_view)
        self.history = history  # per OpenSpiel player: hashed features of what it saw (the infostate tensor)
        self.decisions = decisions  # [(seat, command)] every decision, the Automa's too
        self.redacted = 0  # how many leading events are already one seat's view (a world built from a seat's)
        self.cache: dict = {}

    def __deepcopy__(self, memo) -> _World:
        copied = _World(detached(self.state), list(self.events), list(self.seen), [h.copy() for h in self.history],
                        list(self.decisions))
        copied.redacted = self.redacted
        return copied

    def __getstate__(self) -> dict:
        return {"state": self.state, "events": self.events, "seen": self.seen, "history": self.history,
                "decisions": self.decisions, "redacted": self.redacted}

    def __setstate__(self, data: dict) -> None:
        self.__dict__.update(data)
        self.cache = {}


def _new_world(game: TabletopGame, seed: int | str) -> _World:
    players = game.num_open_spiel_players
    state = TabletopState(game, seed)
    state._world = _World({}, [], [""] * players,
                          [np.zeros(encoding.HISTORY_FEATURES, np.float32) for _ in range(players)], [])
    state._record(game.engine.new_game(detached(game.seats), dict(game.options), rng_for(seed, 0)))
    state._play_automata()
    return state._world


def _observe(engine: Engine, world: _World, event: dict, already_seen: bool = False) -> None:
    """Each player's record of `event` as it sees it: the information state's digest and features.
    already_seen: the event is one seat's view of it already (engine.event_view), recorded as it is."""
    for player in range(len(world.seen)):
        seen = event if already_seen else engine.event_view(event, player)
        text = json.dumps(seen, sort_keys=True, separators=(",", ":"))
        world.seen[player] = hashlib.sha256(f"{world.seen[player]}\n{text}".encode()).hexdigest()
        encoding.add_features(world.history[player], {"type": seen["type"], "data": seen.get("data")})


class TabletopState(pyspiel.State):
    def __init__(self, game: TabletopGame, seed: int | str):
        super().__init__(game)
        self._seed = seed
        # Built on first use: OpenSpiel's Clone makes a new initial state and then overwrites these fields.
        self._world: _World | None = None

    # -- the engine game underneath --
    @property
    def world(self) -> _World:
        if self._world is None:
            self.get_game().played(self._seed)
            self._world = copy.deepcopy(self.get_game().fresh_world(self._seed))
        return self._world

    def observed_world(self) -> _World:
        """The world to observe: a state nothing has touched yet shows its game's fresh world without a copy."""
        return self._world if self._world is not None else self.get_game().fresh_world(self._seed)

    @property
    def engine(self) -> Engine:
        return self.get_game().engine

    def engine_state(self) -> dict:
        """A copy of the engine's full state (hidden parts included: this is the referee's, not a seat's)."""
        return detached(self.world.state)

    def events(self) -> list[dict]:
        return detached(self.world.events)

    def decisions(self) -> list[tuple[int, dict]]:
        """Every decision so far as (seat, command), the Automa's included, in order."""
        return detached(self.world.decisions)

    @property
    def seed(self) -> int | str:
        return self._seed

    def seat_view(self, player: int) -> dict:
        return self.engine.view(self.world.state, player)

    def _record(self, events: list[dict]) -> None:
        world, engine = self._world, self.get_game().engine
        for event in events:
            kept = detached(event)
            world.state = engine.evolve(world.state, event)
            world.events.append(kept)
            _observe(engine, world, kept)
        world.cache = {}

    def _decide(self, seat: int, command: dict) -> None:
        world = self._world
        # The platform's derivation: the created event is version 1, so the next event is 2 + len(events) - 1
        version = 1 + len(world.events)
        events = self.engine.decide(world.state, seat, command, rng_for(self._seed, version))
        world.decisions.append((seat, detached(command)))
        self._record(events)

    def _play_automata(self) -> None:
        """The Automa is part of the environment: its decisions are made as the platform's workers make them."""
        game, world = self.get_game(), self._world
        while not game.engine.is_over(world.state):
            automata = [s for s in game.engine.pending(world.state) if s >= game.num_open_spiel_players]
            if not automata:
                return
            seat, version = automata[0], 1 + len(world.events)
            command = game.engine.bot_command(world.state, seat, AUTOMA_POLICY, bot_rng(self._seed, version, seat))
            self._decide(seat, command)

    def _legal(self) -> dict[int, dict]:
        world = self.world
        legal = world.cache.get("legal")
        if legal is None:
            player = self.current_player()
            legal = {}
            if player >= 0:
                for command in self.engine.legal(world.state, player):
                    action = self.get_game().space.action_of(command)
                    if action in legal:
                        raise ValueError(f"two legal commands share action {action}: {command}")
                    legal[action] = command
            world.cache["legal"] = legal
        return legal

    # -- OpenSpiel's State API --
    def current_player(self) -> int:
        world = self.world
        if self.engine.is_over(world.state):
            return pyspiel.PlayerId.TERMINAL
        pending = self.engine.pending(world.state)
        if not pending:
            raise RuntimeError("the game is not over but no seat owes a decision")
        # Seats that decide simultaneously (Modern Society's face-down plays) decide in seat order here: what one
        # chose is hidden from the next by the view, so the sequential game has the same information.
        return min(pending)

    def _legal_actions(self, player: int) -> list[int]:
        if player != self.current_player():
            return []
        return sorted(self._legal())

    def _apply_action(self, action: int) -> None:
        command = self._legal().get(action)
        if command is None:
            raise ValueError(f"action {action} is not legal now")
        self._decide(self.current_player(), command)
        self._play_automata()

    def _action_to_string(self, player: int, action: int) -> str:
        return command_key(self.get_game().space.command_of(action))

    def is_terminal(self) -> bool:
        return self.engine.is_over(self.world.state)

    def returns(self) -> list[float]:
        """0 for everyone until the game ends; then rank-based, in [-1, 1]: (seats ranked below - seats ranked
        above) / (ranked seats - 1) over the seats the result ranks (a tie counts for neither; Archeology's
        competitive Automa is not ranked). A game that ranks one seat (Archeology's solo mode, scored against the
        title table) returns its final score squashed monotonically into (-1, 1): total / (|total| + 50)."""
        players = self.get_game().num_open_spiel_players
        if not self.is_terminal():
            return [0.0] * players
        ranked = self.engine.score(self.world.state)["players"]
        if len(ranked) == 1:
            total = ranked[0]["total"]
            return [total / (abs(total) + SOLO_SCALE)]
        ranks = {p["seat"]: p["rank"] for p in ranked}
        others = len(ranks) - 1
        return [(sum(r > ranks[seat] for r in ranks.values()) - sum(r < ranks[seat] for r in ranks.values()))
                / others for seat in range(players)]

    def __str__(self) -> str:
        return json.dumps({"seed": self._seed, "events": len(self.world.events), "state": self.world.state},
                          sort_keys=True, separators=(",", ":"))

    def resample_from_infostate(self, player_id: int, probability_sampler) -> TabletopState:
        """A state `player_id` cannot tell from this one: the same view and history, the hidden cards and orders
        redrawn by the game's own determinization (the `strong` bot's), and fresh draws for the future."""
        rng = random.Random(int(probability_sampler() * 2**53))
        game = self.get_game()
        world = self.world
        # a seed of its own: one derived from the real seed would let the searcher re-derive the real draws
        resampled = game.new_initial_state(seed=f"resampled:{rng.getrandbits(64)}")
        copied = copy.deepcopy(world)
        copied.state = determinize(game.spec.game, world.state, player_id, rng)
        # the other seats' records of the real game would tell the hidden cards: keep only what player_id saw
        copied.events = [e if i < world.redacted else self.engine.event_view(e, player_id)
                         for i, e in enumerate(world.events)]
        copied.redacted = len(copied.events)
        # nor what the other seats saw (their information states in this world start from player_id's)
        for other in range(len(copied.seen)):
            if other != player_id:
                copied.seen[other] = hashlib.sha256(f"resampled by {player_id}: {world.seen[player_id]}".encode()
                                                    ).hexdigest()
                copied.history[other] = np.zeros_like(copied.history[other])
        copied.decisions = [(s, c) for s, c in world.decisions if s == player_id]
        resampled._world = copied
        return resampled
