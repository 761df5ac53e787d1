"""The tournaments' webhook outbox (shared.app.webhooks.outbox): a drawn round tells each entrant's table
and game (`tournament_round_started`), the end tells the standings (`tournament_finished`). The payloads are
the recorded data, with the stream's version; who hears them follows the tournament's visibility and parties
(shared.app.clients.visibility.heard_by)."""

from __future__ import annotations

from typing import Any

from services.tournaments import aggregate as agg
from shared.app.clients.visibility import tournament_tenancy
from shared.app.webhooks.outbox import StreamOutbox


class TournamentOutbox(StreamOutbox):
    def happenings(self, stream_id: str, cursor: int) -> tuple[list[dict[str, Any]], int]:
        envelopes = self.store.read(stream_id)  # a tournament's stream is short: a few events per round
        state = agg.fold(envelopes)
        names = {entrant_id: entrant["name"] for entrant_id, entrant in state["entrants"].items()}
        found = []
        # Who may hear of it (shared.app.clients.visibility: a stranger's endpoint gets names, not identities).
        tenancy = tournament_tenancy(state)
        for envelope in envelopes[cursor:]:
            kind, data, version = envelope["type"], envelope["data"], envelope["version"]
            if kind == agg.ROUND_STARTED:
                tables = [{"table": t["table"], "game": state["game"], "game_id": t["game_id"], "entrants": t["seats"]}
                          for t in data["tables"]]
                users = [names[e] for t in data["tables"] for e in t["seats"] if e is not None]
                payload = {"tournament": stream_id, "version": version, "round": data["round"], "tables": tables}
                found.append({**_happening("tournament_round_started", stream_id, envelope, payload, users), **tenancy})
            elif kind == agg.TOURNAMENT_FINISHED:
                payload = {"tournament": stream_id, "version": version, "standings": data["standings"]}
                found.append({**_happening("tournament_finished", stream_id, envelope, payload, list(names.values())),
                              **tenancy})
        return found, state["version"]


def _happening(kind: str, tournament_id: str, envelope: dict[str, Any], data: dict[str, Any],
               users: list[str]) -> dict[str, Any]:
    return {"type": kind, "stream": tournament_id, "version": envelope["version"], "timestamp": envelope["time"],
            "data": data, "users": users, "tournament": tournament_id,
            "key": f"{tournament_id}|{envelope['version']}|{kind}|"}
