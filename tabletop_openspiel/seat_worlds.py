"""A full engine state built from what one seat of a live game can read: its events (as the service shows them to
it, engine.event_view) and its view after each of them (GET /v1/games/{id}?at_version=N). A search can then
resample from it (bridge.TabletopState.resample_from_infostate) as from a state of its own.

Academic Society: a seat's view is the whole state but the face-down piles' orders, the reshuffle orders drawn at
setup, and the flow's stack of steps below the current prompt (rules/views.py). The stack follows from the public
history, so the seat's events are folded from a setup whose hidden piles are a random order of what the seat
cannot see. A draw decides the flow after it (a revealed Royal Commission is declared, or not), so before each
event is folded the tiles the seat saw it draw (the next view's new tiles) are put on top of their piles (or last
in the next reshuffle's order); after it, the public part is set to the seat's view at that version and the piles
to a random order of the tiles still unseen. `SeatWorld.world()` checks the result: its view for the seat equals
the live view, or ValueError.

The other games' views leave out more than orders (Archeology's queue of prompts and its recorded bag draws,
Modern Society's hands of others folded from redacted events), so this module builds Academic Society worlds only.
"""

from __future__ import annotations

import importlib
import random
from typing import Any

from shared.domain.engine import detached
from shared.domain.ismcts import reshuffled
from shared.domain.registry import GAMES, load_engine

GAME = "academic_society"


class SeatWorld:
    """Builds, event by event, a full Academic Society state consistent with what `seat` has read: `add` each of
    the seat's engine events (setup first) with the seat's view after it, then take `world()`."""

    def __init__(self, game: str, seat: int, rng: random.Random):
        if game != GAME:
            raise ValueError(f"a world from a seat's view is built for {GAME} only, not {game} (see the module doc)")
        package = GAMES[GAME]
        self.components = importlib.import_module(f"{package}.components")
        self.setup = importlib.import_module(f"{package}.setup")
        self.flow = importlib.import_module(f"{package}.flow")
        self.hidden_keys = importlib.import_module(f"{package}.views").HIDDEN_STATE_KEYS
        self.engine = load_engine(GAME)
        self.seat, self.rng = seat, rng
        self.commissions = sorted(self.components.COMMISSIONS)
        self.ids = set(self.commissions) | set(self.components.TILES)
        self.state: dict[str, Any] | None = None
        self.last_view: dict[str, Any] | None = None
        self.tiles_of: dict[str, list[str]] = {}

    def add(self, event: dict[str, Any], view: dict[str, Any]) -> None:
        if self.state is None:
            if event["type"] != "game_started":
                raise ValueError("the seat's events start with the setup (game_started)")
            self.state = self.engine.evolve(self.engine.initial_state(), self._setup(event, view))
        else:
            _stack_the_draws(self.state, self.last_view, view, self.commissions, self.tiles_of)
            self.state = self.engine.evolve(self.state, detached(event))
        self._take_public_part(view)
        self.last_view = view

    def world(self) -> dict[str, Any]:
        """A copy of the world; ValueError unless it shows the seat the view it last read."""
        if self.state is None:
            raise ValueError("no event added yet")
        shown = self.engine.view(self.state, self.seat)
        if shown != self.last_view:
            differ = sorted(k for k in set(shown) | set(self.last_view) if shown.get(k) != self.last_view.get(k))
            raise ValueError(f"the folded world does not show the seat its live view (differing: {differ})")
        return detached(self.state)

    def _setup(self, event: dict[str, Any], view: dict[str, Any]) -> dict[str, Any]:
        """The setup event with its hidden piles drawn from what the seat cannot see."""
        data, rng = dict(event["data"]), self.rng
        in_play = self.setup.tiles_in_play(len(data["players"]))
        self.tiles_of = {back: [t for t in in_play if self.components.TILES[t]["back"] == back]
                         for back in self.components.BACKS}
        shown = _strings(data)
        # the setup's flow reveals round 1's Royal Commission tiles: put the ones the seat saw on top, in order
        first = view["rc_revealed"]
        data["rc_pile"] = reshuffled([r for r in self.commissions if r not in shown and r not in first], rng)
        data["rc_pile"] += list(reversed(first))
        data["piles"] = {back: reshuffled([t for t in tiles if t not in shown], rng)
                         for back, tiles in self.tiles_of.items()}
        data["shuffle_keys"] = {back: [reshuffled(tiles, rng) for _ in range(self.setup.RESHUFFLE_KEYS)]
                                for back, tiles in self.tiles_of.items()}
        return {**event, "data": data}

    def _take_public_part(self, view: dict[str, Any]) -> None:
        world = self.state
        # A tile this world drew where the real game drew another also sits in the flow's steps (a revealed Royal
        # Commission's `declare`): rename it there as the view shows it, then take the public part as it is.
        renamed: dict[str, str] = {}
        for key, value in view.items():
            if key in world and key not in self.hidden_keys:
                _pair_ids(world[key], value, self.ids, renamed)
                world[key] = detached(value)
        world["stack"] = _renamed(world["stack"], renamed)
        shown = _strings(view)
        _redraw(world, "rc_pile", [r for r in self.commissions if r not in shown], view["rc_pile_count"], self.rng)
        for back, tiles in self.tiles_of.items():
            _redraw(world["piles"], back, [t for t in tiles if t not in shown], view["pile_counts"][back], self.rng)
        if world["stack"]:
            self.state = self.flow.advance(world)  # the prompt's options, from the public part as it really is


def seat_world(game: str, seat: int, events: list[dict[str, Any]], views: list[dict[str, Any]],
               rng: random.Random) -> dict[str, Any]:
    """events: the seat's engine events in order (setup first); views: the seat's view after each of them."""
    if len(events) != len(views):
        raise ValueError("give the seat's view after each of its events")
    builder = SeatWorld(game, seat, rng)
    for event, view in zip(events, views, strict=True):
        builder.add(event, view)
    return builder.world()


def _stack_the_draws(world: dict, before: dict, after: dict, commissions: list[str],
                     tiles_of: dict[str, list[str]]) -> None:
    """Order this world's face-down piles (and its next reshuffle) so the event about to be folded draws the tiles
    the seat saw it draw: a draw decides the flow that follows (a revealed Royal Commission is declared, or not)."""
    shown, now_shown = _strings(before), _strings(after)
    # the Royal Commission tiles this event revealed: those still revealed in order, then any already declared
    revealed = [t for t in after["rc_revealed"] if t not in shown]
    revealed += [t for t in commissions if t not in shown and t in now_shown and t not in revealed]
    if revealed:  # Phase 1: rc_revealed = [pile.pop(), ...]
        world["rc_pile"] = [t for t in world["rc_pile"] if t not in revealed] + list(reversed(revealed))
    for back, tiles in tiles_of.items():
        drawn = after["display"][back]
        if all(t in before["display"][back] for t in drawn):
            continue  # tiles taken from the display, none drawn
        # Phase 6: the whole display is discarded and drawn again, from the pile and, once it runs out, from the
        # discards reshuffled by the next hidden order
        pile = world["piles"][back]
        from_pile = [t for t in drawn if t in pile]
        from_discard = [t for t in drawn if t not in pile]
        world["piles"][back] = [t for t in pile if t not in from_pile] + list(reversed(from_pile))
        if from_discard:
            keys = world["shuffle_keys"][back]
            keys[world["reshuffles"][back] % len(keys)] = (
                [t for t in tiles if t not in from_discard] + list(reversed(from_discard)))


def _pair_ids(mine: Any, real: Any, ids: set[str], renamed: dict[str, str]) -> None:
    """Where this world shows tile `a` and the view, in the same place, tile `b`: a -> b."""
    if isinstance(mine, str) and isinstance(real, str):
        if mine != real and mine in ids and real in ids:
            renamed[mine] = real
    elif isinstance(mine, dict) and isinstance(real, dict):
        for key in mine.keys() & real.keys():
            _pair_ids(mine[key], real[key], ids, renamed)
    elif isinstance(mine, list) and isinstance(real, list) and len(mine) == len(real):
        for a, b in zip(mine, real, strict=True):
            _pair_ids(a, b, ids, renamed)


def _renamed(data: Any, renamed: dict[str, str]) -> Any:
    if isinstance(data, str):
        return renamed.get(data, data)
    if isinstance(data, dict):
        return {key: _renamed(value, renamed) for key, value in data.items()}
    if isinstance(data, list):
        return [_renamed(value, renamed) for value in data]
    return data


def _redraw(holder: dict, key: str, unseen: list[str], count: int, rng: random.Random) -> None:
    if len(unseen) != count:
        raise ValueError(f"{key}: {count} face-down tiles, but {len(unseen)} the seat cannot see")
    if sorted(holder[key]) != sorted(unseen):
        holder[key] = reshuffled(unseen, rng)


def _strings(data: Any) -> set[str]:
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found
