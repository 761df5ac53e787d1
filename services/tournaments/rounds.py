"""Advancing a tournament (the workers, or inline dispatch): record a round once every table has finished,
then pair and create the next round's games, or finish. A part of TournamentService (service.py), which
supplies the lock, the loads and the appends."""

from __future__ import annotations

import hashlib
from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments import arbiter
from services.tournaments.pairing import PairingError
from services.tournaments.verification import table_result
from shared.app.aggregates.sealed_seed import SealedSeed
from shared.app.clients import visibility
from shared.domain.errors import VersionConflict
from shared.domain.setup import AUTOMATED_KINDS


class RoundAdvancing:
    """TournamentService's rounds: idempotent, so a duplicate task or a sweep's call is harmless."""

    def advance(self, tournament_id: str) -> str:
        """Record the current round once every table has finished, then pair and start the next one
        (or finish the tournament). Idempotent: safe to call at any time, any number of times."""
        with self.locked(tournament_id):
            return self._advance_locked(tournament_id)

    def _advance_locked(self, tournament_id: str) -> str:
        for _ in range(3):
            state = self.load(tournament_id)
            if state["status"] not in ("running", "paused"):
                return "idle"
            try:
                if not agg.round_complete(state):
                    results = self._round_results(tournament_id, state)
                    if results is None:
                        return "waiting"
                    self._append(tournament_id, [{"type": agg.ROUND_FINISHED, "data": {
                        "round": state["round"], "results": results}}], state["version"], "system")
                    continue
                if agg.last_round_played(state) and state["round"] > 0:
                    return self._finish(tournament_id, state, None)
                if state["status"] == "paused":
                    return "paused"
                try:
                    tables, recorded = arbiter.next_round(state, self.rng_source(tournament_id))
                except arbiter.RoundRefused as error:  # the organiser decides: an override, a drop
                    refused = error.recorded(state["round"] + 1)
                    self._append(tournament_id, [{"type": agg.TOURNAMENT_PAUSED, "data": {"refused": refused}}],
                                 state["version"], "system")
                    return "refused"
                except PairingError as error:
                    return self._finish(tournament_id, state, str(error))
                self._start_round(tournament_id, state, tables, recorded)
                return "started"
            except VersionConflict:
                continue  # written meanwhile (an organiser's command); look again
        return "busy"

    def _round_results(self, tournament_id: str, state: dict[str, Any]) -> list[dict[str, Any]] | None:
        tables = state["tables"][str(state["round"])]
        game_ids = [t["game_id"] for t in tables]
        # The hook notes each finished game: only the games not noted yet need loading to know
        # whether the round is over (the sweep's call finds them this way too).
        noted = self.records.noted_finished(tournament_id, game_ids)
        rt = self.runtime(state["game"])
        for game_id, seen in zip(game_ids, noted, strict=True):
            if not seen and rt.service.current_result(game_id) is None:
                return None
        # The organiser's result overrides of a table apply to its game's result (services.tournaments.arbiter).
        return [arbiter.table_outcome(state, state["round"], table, table_result(table, rt.service.current_result(
            table["game_id"]))) for table in tables]

    def _start_round(self, tournament_id: str, state: dict[str, Any], tables: list[list[str | None]],
                     recorded: dict[str, Any]) -> None:
        number = state["round"] + 1
        rt = self.runtime(state["game"])
        rng_source = self.rng_source(tournament_id)
        tables_recorded, seats = [], {}
        # An entrant plays its round games with its own entrant token: the games are granted its digest
        # (no seat token is issued, so none is kept anywhere for /me).
        digests = {holder.partition(":")[2]: digest for digest, holder in self.tokens.holders(tournament_id).items()
                   if holder.startswith("entrant:")}
        for index, table in enumerate(tables):
            players = []
            for seat, entrant in enumerate(table):
                if entrant is None:
                    players.append({"name": f"filler-bot-{seat}", "kind": "bot", "policy": state["bot_fill"]})
                    continue
                e = state["entrants"][entrant]
                players.append({"name": e["name"], "kind": e["kind"],
                                **({"policy": e["policy"]} if e["kind"] in AUTOMATED_KINDS else {})})
            seed = int(hashlib.sha256(f"{rng_source}:game:{number}:{index}".encode()).hexdigest()[:15], 16)
            tag = {"round": number, "table": index, "entrants": table}
            # The time control binds the human seats; a table of bots alone has no clock to run.
            clocked = state.get("clock") and any(p["kind"] == "human" for p in players)
            identities = [state["entrants"][e].get("identity") if e is not None else None for e in table]
            created = rt.service.create_game(players, state["options"], seed, tournament=tournament_id, table=tag,
                                             clock_options=state["clock"] if clocked else None,
                                             client=state.get("organiser"), identities=identities,
                                             visibility=state.get("visibility") or visibility.RECORDED_DEFAULT,
                                             seat_digests={seat: digests[e] for seat, e in enumerate(table)
                                                           if e is not None and e in digests})
            tables_recorded.append({"table": index, "game_id": created["game_id"], "seats": table})
            for seat, entrant in enumerate(table):
                if entrant in digests:
                    seats[entrant] = {"round": number, "table": index, "game": state["game"],
                                      "game_id": created["game_id"], "seat": seat}
        if seats:
            self.records.record_seats(tournament_id, seats)
        self._append(tournament_id, [{"type": agg.ROUND_STARTED, "data": {"round": number, "tables": tables_recorded,
                                                                          **recorded}}], state["version"], "system")

    def _finish(self, tournament_id: str, state: dict[str, Any], ended_early: str | None) -> str:
        sealed = SealedSeed.from_secret(self.secret(tournament_id))
        data = {"standings": agg.standings(state), "seed": sealed.secret()}
        if ended_early:
            data["ended_early"] = ended_early
        self._append(tournament_id, [{"type": agg.TOURNAMENT_FINISHED, "data": data}], state["version"], "system")
        return "finished"
