"""OpenSpiel's observer for a hosted game (bridge.TabletopGame.make_py_observer): what a seat observes, drawn
from its view only."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import numpy as np

from . import encoding

if TYPE_CHECKING:  # the bridge imports this module: its types are named for the reader only
    from .bridge import TabletopGame, TabletopState, _World


class SeatObserver:
    """OpenSpiel's observer: strings and tensors from the seat's view only (encoding.py for the tensors).

    observation: the seat's view now. information state (perfect recall): the view and every event as the seat
    saw it (engine.event_view), as a digest in the string and as hashed features in the tensor."""

    def __init__(self, game: TabletopGame, perfect_recall: bool):
        self.game = game
        self.perfect_recall = perfect_recall
        size = encoding.VIEW_FEATURES + (encoding.HISTORY_FEATURES if perfect_recall else 0)
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"view": self.tensor[: encoding.VIEW_FEATURES]}
        if perfect_recall:
            self.dict["history"] = self.tensor[encoding.VIEW_FEATURES:]

    def _view(self, world: _World, player: int) -> dict:
        cached = world.cache.setdefault("views", {})
        if player not in cached:
            cached[player] = self.game.engine.view(world.state, player)
        return cached[player]

    def set_from(self, state: TabletopState, player: int) -> None:
        world = state.observed_world()
        features = world.cache.setdefault("features", {})
        if player not in features:
            features[player] = encoding.encode(self._view(world, player), encoding.VIEW_FEATURES)
        self.dict["view"][:] = features[player]
        if self.perfect_recall:
            self.dict["history"][:] = world.history[player]

    def string_from(self, state: TabletopState, player: int) -> str:
        world = state.observed_world()
        text = json.dumps(self._view(world, player), sort_keys=True, separators=(",", ":"))
        if self.perfect_recall:
            return f"{text}\nseen:{world.seen[player]}"
        return text
