"""The organiser's commands (and a client's user joining or leaving): entrants added and dropped, start,
resume and pause, each validated and appended under the tournament's lock. A part of TournamentService
(service.py); the arbiter's overrides are in services.tournaments.organiser."""

from __future__ import annotations

from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments.errors import EntrantNotFound, TournamentConflict
from services.tournaments.organiser import refuse_unpairable
from services.tournaments.pairing import PairingError
from services.tournaments.settings import default_rounds, validated_entrants
from shared.app.aggregates.tokens import new_token, token_digest


class OrganiserCommands:
    """TournamentService's commands that change a tournament's field or its running."""

    def add_entrant(self, tournament_id: str, entrant: dict[str, Any], client: str | None = None,
                    joining: bool = False) -> dict[str, Any]:
        """The organiser adds an entrant, or a client registers its user (joining: open registration only)."""
        with self.locked(tournament_id):
            state = self.load(tournament_id)
            closed = state["status"] == "finished" or (state["status"] != "registering" and state["format"] != "swiss")
            if closed or (joining and not state.get("open_registration")):
                raise TournamentConflict(f"a {state['format']} tournament that is {state['status']} takes no "
                                         "new entrants" if closed else "this tournament's organiser enters its "
                                         "entrants", code="registration_closed")
            active = [e for e in state["entrants"].values() if not e["dropped"]]
            if state.get("max_entrants") is not None and len(active) >= state["max_entrants"]:
                raise TournamentConflict(f"the tournament is full ({state['max_entrants']} entrants)",
                                         code="tournament_full", details={"max": state["max_entrants"]})
            taken = {e["identity"] for e in active if e.get("identity")}
            (entrant,) = validated_entrants([entrant], state["game"], "entrant", set(state["entrants"]),
                                                  client, taken)
            token = new_token() if entrant["kind"] == "human" else None
            if token:
                self.tokens.grant(tournament_id, {token_digest(token): f"entrant:{entrant['id']}"})
            version = self._append(tournament_id, [{"type": agg.ENTRANT_ADDED, "data": {"entrant": entrant}}],
                                   state["version"], "organiser")
        return {"version": version, "from_round": state["round"] + 1,
                "entrant": {**{k: entrant[k] for k in ("id", "name", "kind")}, "token": token,
                            **({"identity": entrant["identity"]} if entrant.get("identity") else {})}}

    def leave(self, tournament_id: str, who: str) -> dict[str, Any]:
        """A client's user leaves (from the next round on): the entrant with this identity."""
        state = self.load(tournament_id)
        found = [e["id"] for e in state["entrants"].values() if e.get("identity") == who and not e["dropped"]]
        if not found:
            raise EntrantNotFound(f"{who} is not entered", details={"field": "user"})
        return self.drop_entrant(tournament_id, found[0])

    def drop_entrant(self, tournament_id: str, entrant_id: str) -> dict[str, Any]:
        with self.locked(tournament_id):
            state = self.load(tournament_id)
            if entrant_id not in state["entrants"]:
                raise EntrantNotFound(f"no entrant {entrant_id!r}", details={"field": "entrant_id"})
            if state["status"] == "finished" or state["entrants"][entrant_id]["dropped"]:
                raise TournamentConflict("already dropped, or the tournament is over", code="cannot_drop")
            version = self._append(tournament_id, [{"type": agg.ENTRANT_DROPPED, "data": {"entrant": entrant_id}}],
                                   state["version"], "organiser")
        return {"version": version, "entrant": entrant_id, "from_round": state["round"] + 1}

    def start(self, tournament_id: str) -> dict[str, Any]:
        """Start (or resume after a pause): the next round is paired at once if it is due."""
        with self.locked(tournament_id):
            state = self.load(tournament_id)
            if state["status"] == "registering":
                data: dict[str, Any] = {}
                field = [e for e in state["order"] if not state["entrants"][e]["dropped"]]
                try:
                    supported = agg.max_rounds(state["format"], len(field), state["table_sizes"], state["advance"],
                                               bool(state["bot_fill"]), state.get("pairing"))
                except PairingError as error:
                    raise TournamentConflict(str(error), code="field_cannot_be_seated") from error
                if state["format"] == "elimination":
                    data["rounds"] = supported
                elif state["rounds"] is None:  # an open registration that named no rounds: the field decides
                    data["rounds"] = default_rounds(state["format"], len(field), supported)
                elif state["rounds"] > supported:
                    raise TournamentConflict(f"{len(field)} entrants support at most {supported} rounds",
                                             code="too_many_rounds", details={"field": "rounds", "max": supported})
                if state["format"] == "round_robin":
                    data["schedule"] = agg.schedule_round_robin(state, self.rng_source(tournament_id))
                refuse_unpairable(state, self.rng_source(tournament_id))
                self._append(tournament_id, [{"type": agg.TOURNAMENT_STARTED, "data": data}], state["version"],
                             "organiser")
            elif state["status"] == "paused":
                refuse_unpairable(state, self.rng_source(tournament_id))
                self._append(tournament_id, [{"type": agg.TOURNAMENT_RESUMED, "data": {}}], state["version"],
                             "organiser")
            else:
                raise TournamentConflict(f"the tournament is {state['status']}", code="not_startable")
            self._advance_locked(tournament_id)
        return self.document(tournament_id)

    def pause(self, tournament_id: str) -> dict[str, Any]:
        """No new round starts until the organiser starts again (the current games play on)."""
        with self.locked(tournament_id):
            state = self.load(tournament_id)
            if state["status"] != "running":
                raise TournamentConflict(f"the tournament is {state['status']}", code="not_running")
            self._append(tournament_id, [{"type": agg.TOURNAMENT_PAUSED, "data": {}}], state["version"], "organiser")
        return self.document(tournament_id)
