"""The arbiter's routes of the tournament service (issue 37), mounted on its blueprint by `mount`: recorded
overrides, the organiser's feed, standings and crosstable as JSON or CSV, the interchange file and its
import. The logic is in services.tournaments.organiser, feed, exports and interchange.
"""

from __future__ import annotations

from collections.abc import Callable

from flask import Response, request, stream_with_context
from flask.views import MethodView
from flask_smorest import Blueprint

from services.tournaments.errors import TournamentConflict, TournamentNotFound
from services.tournaments.exports import crosstable, crosstable_csv, standings_csv, standings_rows
from services.tournaments.interchange import import_interchange, interchange_document
from services.tournaments.organiser import record_override
from services.tournaments.schemas import (
    ORGANISER,
    ExportQuerySchema,
    FeedItemsSchema,
    FeedQuerySchema,
    OverrideSchema,
    RecordedOverrideSchema,
)
from services.tournaments.service import TournamentService
from shared.app.clients import visibility
from shared.audit.verifier import ExportError
from shared.base import jsonfast
from shared.domain.errors import InvalidSetup
from shared.http import abuse, hardening
from shared.http.client_auth import SECURITY as CLIENT_SECURITY
from shared.http.client_auth import requires
from shared.http.event_routes import STREAM_HEADERS
from shared.http.schemas import ErrorSchema


def with_games(svc: TournamentService, state: dict, document: dict, hide: dict[str, str] | None = None) -> Response:
    """NDJSON: the document line, then every round game's events as stored. hide: the pseudonyms a stranger to
    the tournament's client sees for its identities (shared.app.clients.visibility): such an export verifies only as
    its parties' export does."""
    store = svc.runtime(state["game"]).store
    game_ids = [t["game_id"] for number in range(1, state["round"] + 1) for t in state["tables"].get(str(number), [])]

    def lines():
        yield jsonfast.dumps(visibility.hidden(document, hide) if hide else document) + b"\n"
        for game_id in game_ids:  # one game in memory at a time
            events = store.read_raw(game_id)
            if hide:
                events = [visibility.masked_created(events[0]), *visibility.hidden(events[1:], hide)]
            yield b"".join(jsonfast.dumps(e) + b"\n" for e in events)

    return Response(stream_with_context(lines()), mimetype="application/x-ndjson")


def _parties_only(reader: Callable[[str], dict[str, str]], tournament_id: str) -> None:
    """The organiser's feed names every table's players: for the tournament's parties (404 to anyone else)."""
    if reader(tournament_id):
        raise TournamentNotFound(f"no tournament {tournament_id!r}", details={"field": "tournament_id"})


def csv_response(text: str, filename: str) -> Response:
    return Response(text, mimetype="text/csv", headers={"Content-Disposition": f'attachment; filename="{filename}"'})


def mount(blp: Blueprint, service: Callable[[], TournamentService], organiser: Callable[[str], None],
          reader: Callable[[str], dict[str, str]]) -> None:
    """Register the routes on the tournament blueprint; `service` gives the request's TournamentService,
    `organiser` checks the organiser's token and client, `reader` the caller's right to read the tournament
    (404 as if absent, else the pseudonyms it sees for identities: empty for its parties)."""

    @blp.route("/<tournament_id>/overrides")
    class Overrides(MethodView):
        @requires("tournaments:write")
        @blp.arguments(OverrideSchema())
        @blp.response(201, RecordedOverrideSchema)
        @blp.alt_response(409, schema=ErrorSchema, description="not now (round closed or paired), or a "
                                                                 "forbidden meeting (`forbidden_meetings_unmet`)")
        @blp.doc(**ORGANISER)
        def post(self, body, tournament_id):
            """Organiser: record an override with its reason: the next round's pairing or a swap of two entrants;
            a forfeit or an adjusted result at a table of the round in play. The audit shows each."""
            organiser(tournament_id)
            return record_override(service(), tournament_id, body)

    @blp.route("/<tournament_id>/feed")
    class Feed(MethodView):
        @blp.arguments(FeedQuerySchema(), location="query")
        @blp.response(200, description="text/event-stream: the organiser's feed, `id:` is the item's seq, "
                                        "Last-Event-ID resumes; `event: end` after tournament_finished")
        @blp.alt_response(404, schema=ErrorSchema)
        def get(self, query, tournament_id):
            """Every table of the tournament live (Server-Sent Events): created, started, each clock running
            out, finished with its result; and the rounds, overrides and the end. 204 for a reconnect past the
            end."""
            svc = service()
            _parties_only(reader, tournament_id)
            after = hardening.last_event_id(request.headers.get("Last-Event-ID"), query["after"])
            if svc.document(tournament_id)["status"] == "finished":
                svc.feed.collect(tournament_id)
                if after >= svc.feed.length(tournament_id):
                    return Response(status=204)
            lease = abuse.open_stream()
            items = svc.feed.events(tournament_id, after, query["idle_timeout_s"])
            return Response(stream_with_context(lease.hold(items)), mimetype="text/event-stream",
                            headers=STREAM_HEADERS)

    @blp.route("/<tournament_id>/feed/items")
    class FeedItems(MethodView):
        @blp.arguments(FeedQuerySchema(), location="query")
        @blp.response(200, FeedItemsSchema)
        @blp.alt_response(404, schema=ErrorSchema)
        def get(self, query, tournament_id):
            """The organiser's feed as JSON, after `after` (catching up before following /feed)."""
            svc = service()
            _parties_only(reader, tournament_id)
            svc.feed.collect(tournament_id)
            items = svc.feed.read(tournament_id, query["after"])[: query["limit"]]
            return {"items": items, "last": svc.feed.length(tournament_id)}

    @blp.route("/<tournament_id>/standings")
    class Standings(MethodView):
        @blp.arguments(ExportQuerySchema(), location="query")
        @blp.response(200, description="JSON {tournament_id, round, standings}, or CSV (format=csv)")
        @blp.alt_response(404, schema=ErrorSchema)
        def get(self, query, tournament_id):
            """The standings (rank, points, score, wins, games, forfeits, tie-breaks) as JSON or CSV."""
            hide = reader(tournament_id)
            state = service().load(tournament_id)
            rows = visibility.hidden(standings_rows(state), hide) if hide else standings_rows(state)
            if query["format"] == "csv":
                return csv_response(standings_csv(rows), f"{tournament_id}-standings.csv")
            return {"tournament_id": tournament_id, "round": state["round"], "standings": rows}

    @blp.route("/<tournament_id>/crosstable")
    class Crosstable(MethodView):
        @blp.arguments(ExportQuerySchema(), location="query")
        @blp.response(200, description="JSON {rounds, rows: [{rank, entrant, name, points, rounds: [cell or "
                                        "null]}]}, or CSV (format=csv: cells `T<table> <place>/<size> +<points>`)")
        @blp.alt_response(404, schema=ErrorSchema)
        def get(self, query, tournament_id):
            """Each entrant's table, place, rank points and table mates in every round (docs/tournaments.md, "The arbiter's tools": exports)."""
            hide = reader(tournament_id)
            table = crosstable(service().load(tournament_id))
            table = visibility.hidden(table, hide) if hide else table
            if query["format"] == "csv":
                return csv_response(crosstable_csv(table), f"{tournament_id}-crosstable.csv")
            return table

    @blp.route("/<tournament_id>/interchange")
    class Interchange(MethodView):
        @blp.response(200, description="NDJSON: the interchange document (docs/FORMAT.md \"Tournament "
                                        "interchange\"), then every round game's events as stored")
        @blp.alt_response(404, schema=ErrorSchema)
        @blp.alt_response(409, schema=ErrorSchema, description="the tournament has not finished")
        def get(self, tournament_id):
            """The whole finished tournament in the interchange format: readable sections, their proof."""
            svc = service()
            hide = reader(tournament_id)
            state = svc.load(tournament_id)
            if state["status"] != "finished":
                raise TournamentConflict("a tournament is exported once it has finished (its games hide nothing "
                                         "then)", code="not_finished")
            return with_games(svc, state, interchange_document(tournament_id, svc.store.read_raw(tournament_id)),
                              hide)

    @blp.route("/interchange/verify")
    class ImportInterchange(MethodView):
        @requires("tournaments:write")
        @blp.response(200, description="{ok, problems, tournament (the sections), checks, games}")
        @blp.alt_response(422, schema=ErrorSchema)
        @blp.doc(security=CLIENT_SECURITY)
        def post(self):
            """Import an interchange file (NDJSON body) and verify it (client scope `tournaments:write`: a
            whole verification is work an integrator asks for, under its quotas): every check of the audit,
            every game, and the readable sections against the events. Nothing is stored."""
            lines = [line for line in request.get_data().splitlines() if line.strip()]
            if not lines:
                raise InvalidSetup("the body is an interchange file (NDJSON)", details={"field": "body"})
            try:
                return import_interchange(lines)
            except ExportError as error:  # not NDJSON of envelopes and documents at all
                raise InvalidSetup(str(error), details={"field": "body"}, code="invalid_interchange") from error
