"""An OpenSpiel bot plays a human seat of a live Academic Society game, through the generated Python client.

    pip install -e ".[openspiel]"   # open-spiel 2.0.2
    PYTHONPATH=clients/python python examples/openspiel_seat.py --url http://127.0.0.1:8001 \\
        --game GAME_ID --token SEAT_TOKEN [--simulations 24]

Each time the seat owes a decision: read the seat's events and its view at each version (nothing else: the
service shows the seat only what the seat may see), build a full state consistent with them
(tabletop_openspiel.seat_worlds), let OpenSpiel's Python ISMCTS search it (each simulation on a state resampled
from the seat's information: the hidden piles redrawn), and submit the command its action stands for, with the
version it was read at (a stale read is a 409 and the loop reads again).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "clients" / "python"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402
from academic_society_client import AuthenticatedClient  # noqa: E402
from academic_society_client.api.games import get_events, get_game, get_legal, submit_command  # noqa: E402
from academic_society_client.models import Game, Legal  # noqa: E402
from open_spiel.python.algorithms import ismcts  # noqa: E402

import tabletop_openspiel  # noqa: E402, F401 (registers the tabletop_* games)
from shared.domain.registry import load_engine  # noqa: E402
from tabletop_openspiel.action_space import command_key  # noqa: E402
from tabletop_openspiel.evaluator import HeuristicEvaluator  # noqa: E402
from tabletop_openspiel.seat_worlds import GAME, SeatWorld  # noqa: E402


class SeatBot:
    """Plays one seat: ISMCTS over worlds built from what the seat reads."""

    def __init__(self, client: AuthenticatedClient, game_id: str, simulations: int = 24, seed: int = 0):
        self.client, self.game_id = client, game_id
        self.engine = load_engine(GAME)
        self.event_types = set(self.engine.contract.events)
        self.rng = random.Random(seed)
        self.simulations = simulations
        self.events: list[dict[str, Any]] = []  # the seat's engine events so far, and its view after each
        self.views: list[dict[str, Any]] = []
        self.worlds: SeatWorld | None = None  # the full state those build, extended as the game goes on
        self.read_to = 0  # the stream version read so far
        self.decisions = 0

    def play(self, max_decisions: int = 10_000) -> Game:
        """Decide until the game is over; returns the finished game."""
        for _ in range(max_decisions):
            game = get_game.sync(client=self.client, game_id=self.game_id)
            if game.status.value == "finished":
                return game
            legal = get_legal.sync(client=self.client, game_id=self.game_id)
            if not isinstance(legal, Legal) or not legal.commands:
                # another seat (a bot the service plays) owes the decision: wait for the next version
                get_game.sync(client=self.client, game_id=self.game_id, min_version=game.version + 1, wait_ms=2000)
                continue
            self._read(legal.version)
            command = legal.commands[self.choose([c.to_dict() for c in legal.commands])]
            command.expected_version = legal.version
            response = submit_command.sync_detailed(client=self.client, game_id=self.game_id, body=command)
            if response.status_code == 201:
                self.decisions += 1
            elif response.status_code != 409:  # 409: the game moved on since the read; read again
                raise RuntimeError(f"the service refused {command.to_dict()}: {response.content!r}")
        raise RuntimeError(f"the game did not end within {max_decisions} decisions")

    def _read(self, version: int) -> None:
        """The seat's events up to `version` and its view after each engine event (the raw JSON the service
        sends, so the world is built from exactly what the seat was shown)."""
        while self.read_to < version:
            page = json.loads(get_events.sync_detailed(client=self.client, game_id=self.game_id,
                                                       from_version=self.read_to + 1).content)
            if not page["events"]:
                raise RuntimeError(f"the service has no events after version {self.read_to}")
            for envelope in page["events"]:
                if envelope["version"] > version:
                    return
                self.read_to = envelope["version"]
                if envelope["type"] not in self.event_types:
                    continue  # the platform's own events (game created, clock, finished)
                at = get_game.sync_detailed(client=self.client, game_id=self.game_id,
                                            at_version=envelope["version"])
                event = {"type": envelope["type"], "v": envelope["v"], "data": envelope["data"]}
                view = json.loads(at.content)["view"]
                if self.worlds is None:
                    self.worlds = SeatWorld(GAME, view["you"], self.rng)
                self.worlds.add(event, view)
                self.events.append(event)
                self.views.append(view)

    def choose(self, legal: list[dict[str, Any]]) -> int:
        """The position in `legal` (the live legal commands) of the command ISMCTS picks."""
        if len(legal) == 1:
            return 0
        seat = self.views[-1]["you"]
        game = pyspiel.load_game(f"tabletop_{GAME}(players={self.views[-1]['n']})")
        world = self.worlds.world()  # checked: it shows the seat exactly its live view
        state = game.state_for_seat(world, seat, self.events, seed=f"seat-search:{self.rng.getrandbits(64)}")
        assert state.current_player() == seat
        bot = ismcts.ISMCTSBot(game, HeuristicEvaluator(game), uct_c=2.0, max_simulations=self.simulations,
                               random_state=np.random.RandomState(self.rng.getrandbits(32)))
        chosen = command_key(game.space.command_of(bot.step(state)))
        # the search's legal actions are the live ones: the world shows the seat the live view
        return [command_key({k: v for k, v in c.items() if k != "expected_version"}) for c in legal].index(chosen)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True, help="the Academic Society service, e.g. http://127.0.0.1:8001")
    parser.add_argument("--game", required=True, help="the game id")
    parser.add_argument("--token", required=True, help="the seat's bearer token")
    parser.add_argument("--simulations", type=int, default=24, help="ISMCTS simulations per decision")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    client = AuthenticatedClient(base_url=args.url, token=args.token, raise_on_unexpected_status=True)
    bot = SeatBot(client, args.game, args.simulations, args.seed)
    finished = bot.play()
    print(f"finished after {bot.decisions} decisions of this seat; result: {finished.result.to_dict()}")


if __name__ == "__main__":
    main()
