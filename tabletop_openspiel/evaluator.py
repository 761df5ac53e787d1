"""An MCTS/ISMCTS evaluator from the game's own heuristic, so a search needs no random play-outs to the end.

A leaf is valued by the game's `strong` bot evaluation (services/<game>/rules/strong.py `evaluate`: the seat's
estimated final score minus the best other seat's, in the game's points), squashed into (-1, 1) by
tanh(value / scale) so it is on the scale of the returns; a finished game by its returns. The evaluation reads
the full state of the (resampled) world the search is in, never the real game's hidden cards.
"""

from __future__ import annotations

import importlib
import math

import numpy as np
from open_spiel.python.algorithms import mcts

from shared.domain.registry import GAMES


class HeuristicEvaluator(mcts.Evaluator):
    def __init__(self, game, scale: float = 5.0):
        self._evaluate = importlib.import_module(f"{GAMES[game.spec.game]}.strong").evaluate
        self._players = game.num_players()
        self._scale = scale

    def evaluate(self, state):
        if state.is_terminal():
            return np.array(state.returns())
        world = state.world.state
        return np.array([math.tanh(self._evaluate(world, p) / self._scale) for p in range(self._players)])

    def prior(self, state):
        actions = state.legal_actions(state.current_player())
        return [(action, 1.0 / len(actions)) for action in actions]
