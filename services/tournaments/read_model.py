"""A tournament's read model: the public document and the lobby listing, projected after every append
(conditional on the version, so a late writer never overwrites a newer one), an entrant's own view, and the
rebuild from the streams. A part of TournamentService (service.py)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments.organiser import arbiter_document
from shared.app.clients import visibility
from shared.app.read_models import listings
from shared.base import jsonfast
from shared.base.progress import Watch, unwatched
from shared.store.keys import tournament_index_base as index_base
from shared.store.keys import tournament_store_prefix as store_prefix
from shared.store.keys import tournament_summaries_key, tournaments_listed_key
from shared.store.rebuild_scans import delete_under, stream_ids
from shared.store.write_if_newer import listing_call


class TournamentReading:
    """TournamentService's reads and its projection."""

    def me(self, tournament_id: str, entrant_id: str, token: str) -> dict[str, Any]:
        """token: the entrant's own token, which is also its seat token in its round games."""
        state = self.load(tournament_id)
        seat = self.records.seat_of(tournament_id, entrant_id)
        if seat is not None and seat["round"] != state["round"]:
            seat = None  # not seated in the current round (dropped, eliminated or newly added)
        if seat is not None:
            seat.setdefault("token", token)  # a seat recorded before issue 22 kept its own token
        line = next((row for row in agg.standings(state) if row["entrant"] == entrant_id), None)
        entrant = state["entrants"][entrant_id]
        return {"tournament_id": tournament_id, "entrant": {k: entrant[k] for k in ("id", "name", "kind", "dropped")},
                "status": state["status"], "round": state["round"], "table": seat, "standing": line}

    def document(self, tournament_id: str) -> dict[str, Any]:
        """The public document from the read model, computed from the stream if it is behind."""
        stored = self.records.stored_document(tournament_id)
        if stored is not None and stored["version"] >= self.store.version(tournament_id):
            return stored
        return document_of(tournament_id, self.load(tournament_id))

    def project(self, tournament_id: str) -> None:
        state = self.load(tournament_id)
        doc = document_of(tournament_id, state)
        self.if_newer.write_document(self.keys(tournament_id).document, doc["version"], jsonfast.dumps(doc))
        base = index_base(self.prefix)
        summary = {k: doc[k] for k in ("tournament_id", "name", "game", "format", "status", "round", "rounds",
                                       "version", "created_at")}
        summary["entrants"] = len(doc["entrants"])
        summary.update(visibility.listing_facts(doc["visibility"], doc["organiser"],
                                                [e.get("identity") for e in doc["entrants"]]))
        by_status = [*((s, tournaments_listed_key(self.prefix, s)) for s in agg.STATUSES),
                     *listings.scope_status_keys(base, summary, agg.STATUSES)]
        keys, args = listing_call(tournament_summaries_key(self.prefix), tournaments_listed_key(self.prefix), by_status,
                                  listings.scope_keys(base, summary),
                                  tournament_id, doc["version"], jsonfast.dumps(summary), doc["status"],
                                  agg_time(state["created_at"]))
        self.if_newer.write_listing(keys, args)
        self.outbox.collect(tournament_id)
        self.feed.collect(tournament_id)

    def listing(self, status: str | None, offset: int, limit: int,
                reader: visibility.Reader = visibility.ANYONE) -> tuple[list[dict[str, Any]], int]:
        """The tournaments `reader` may list (public ones, and its client's own), newest first."""
        base = index_base(self.prefix)
        ids, total = listings.visible_ids(self.redis, base, tournaments_listed_key(self.prefix, status),
                                          reader, offset, limit, status=status)
        if not ids:
            return [], total
        return listings.shown_summaries(self.records.summaries(ids), reader), total

    def tournament_ids(self) -> list[str]:
        """Every tournament, from the streams alone (the rebuild's source)."""
        return stream_ids(self.redis, store_prefix(self.prefix))

    def rebuild_projections(self, watch: Watch = unwatched) -> int:
        delete_under(self.redis, index_base(self.prefix))
        ids = self.tournament_ids()
        for tournament_id in watch(ids, len(ids)):
            self.records.forget_document(tournament_id)
            self.project(tournament_id)
        return len(ids)



def document_of(tournament_id: str, state: dict[str, Any]) -> dict[str, Any]:
    current = state["tables"].get(str(state["round"]), [])
    return {
        "tournament_id": tournament_id, "name": state.get("name", ""), "game": state["game"],
        "options": state["options"], "format": state["format"], "status": state["status"],
        "round": state["round"], "rounds": state["rounds"], "table_sizes": state["table_sizes"],
        "bot_fill": state["bot_fill"], "clock": state.get("clock"), "advance": state.get("advance"),
        "rank_points": state.get("rank_points") or {}, "pairing": state.get("pairing") or 1,
        "version": state["version"],
        "created_at": state["created_at"], "seed_commitment": state["seed_commitment"],
        "seed": state["revealed_seed"],
        "entrants": [{**{k: e[k] for k in ("id", "name", "kind", "policy", "dropped", "from_round")},
                      **({"identity": e["identity"]} if e.get("identity") else {})} for e in agg.entrants_list(state)],
        "organiser": state.get("organiser"), "max_entrants": state.get("max_entrants"),
        "open_registration": bool(state.get("open_registration")),
        "visibility": state.get("visibility") or visibility.RECORDED_DEFAULT,
        "tables": current,
        "round_complete": agg.round_complete(state),
        "standings": agg.standings(state),
        **arbiter_document(state),
    }


def agg_time(iso: str) -> float:
    return datetime.fromisoformat(iso).timestamp()
