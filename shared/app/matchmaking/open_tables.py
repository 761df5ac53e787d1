"""Open seats (matchmaking by invitation): a game created with `{"kind": "open"}` seats waits for players.

The game id is promised at once; its stream begins (game_created with every seat's identity, then the
engine's setup) when the last open seat is taken, so everything folded, audited and rated is the game as it
was played. Until then the table is a record under the game's hash tag (shared.store.open_table_records):
the setup, the seats taken (each with its holder's identity and its token's digest, never the token) and
the time it expires, unfilled, with nothing recorded. Joins and leaves are compare-and-set (WATCH), so two
players racing for the last seat never both get it.

The creator's own human seats and every joining player get a bearer token (shown once); the game is created
with those tokens' digests (shared.app.games.creation `seat_digests`), so the tokens work the moment it starts.
"""

from __future__ import annotations

from typing import Any

from shared.app.aggregates.entropy import new_id
from shared.app.aggregates.tokens import new_token, token_digest
from shared.app.clients.visibility import (
    OPERATOR,
    Facts,
    Reader,
    chosen_visibility,
    client_of,
    facts_of,
    listed,
    may_read,
    shows_users,
)
from shared.app.games.creation import checked_identities, clock_settings_of, validate_setup
from shared.domain.errors import Conflict, InvalidSetup, NotFound
from shared.store.open_table_records import OpenTableRecords

OPEN = "open"


class TableExpired(Conflict):
    http_status = 410
    code = "table_expired"


def _open_seat_as_human(player: dict[str, Any], index: int) -> dict[str, Any]:
    """An open seat checked as the human seat it will be."""
    return {"name": player.get("name") or f"seat {index + 1}", "kind": "human"}


class OpenTables:
    """app: the game kind's service (shared.app.games.service.GameService)."""

    def __init__(self, app: Any, ttl_s: float):
        self.app = app
        self.records = OpenTableRecords(app.store.redis, app.store.prefix, app.engine.name, app.now_ms)
        self.ttl_ms = int(ttl_s * 1000)

    # -- create ---------------------------------------------------------------------------------------

    def open(self, players: list[dict[str, Any]], options: dict[str, Any], seed: int | None,
             clock_options: dict[str, Any] | None, client: str, identities: list[str | None] | None,
             visibility: str | None = None) -> dict:
        """A table with open seats: checked now as it will be played (open seats as human seats)."""
        visibility = chosen_visibility(visibility, True)  # refused now, not when the last seat is taken
        open_seats = [i for i, p in enumerate(players) if p["kind"] == OPEN]
        for index in open_seats:
            if players[index].get("user") is not None:
                raise InvalidSetup("an open seat is taken by joining, not named", code="invalid_user",
                                   details={"field": f"players.{index}.user"})
        checked = [_open_seat_as_human(p, i) if p["kind"] == OPEN else p for i, p in enumerate(players)]
        checked_identities(checked, identities)
        clock_settings_of(self.app.engine, clock_options, validate_setup(self.app.engine, checked, options))
        game_id = new_id()
        seats, issued = {}, []
        for index, player in enumerate(players):
            entry: dict[str, Any] = {"seat": index, "name": player.get("name"), "kind": player["kind"]}
            if player["kind"] == "human":
                token = new_token()
                seats[str(index)] = {"name": player["name"], "identity": (identities or [None] * len(players))[index],
                                     "digest": token_digest(token)}
                entry["token"] = token
            issued.append(entry)
        expires_ms = self.app.now_ms() + self.ttl_ms
        table = {"game_id": game_id, "game": self.app.engine.name, "players": players, "options": options,
                 "seed": seed, "clock": clock_options, "client": client, "identities": identities,
                 "visibility": visibility,
                 "taken": seats, "open": open_seats, "expires_ms": expires_ms, "status": OPEN}
        self.records.add_table(table)
        return {"game_id": game_id, "status": OPEN, "expires_ms": expires_ms, "seats": issued}

    # -- reading ----------------------------------------------------------------------------------------

    def table(self, game_id: str) -> dict[str, Any] | None:
        return self.records.table(game_id)

    def visible(self, game_id: str, reader: Reader) -> dict[str, Any]:
        """The table, if the reader may see it (a private table of another client: as absent)."""
        table = self.table(game_id)
        if table is None or not may_read(table_facts(table), reader):
            raise NotFound(f"no open table {game_id!r}", details={"field": "game_id"}, code="table_not_found")
        return table

    def public(self, table: dict[str, Any], reader: Reader = OPERATOR) -> dict[str, Any]:
        """What the reader may see of a table: seats, who took them (names; identities to its parties), expiry.
        No digest."""
        shows = shows_users(table_facts(table), reader)
        status = table["status"]
        if status == OPEN and table["expires_ms"] <= self.app.now_ms():
            status = "expired"
        seats = []
        for index, player in enumerate(table["players"]):
            taken = table["taken"].get(str(index))
            seats.append({"seat": index, "kind": "human" if player["kind"] == OPEN else player["kind"],
                          "open": player["kind"] == OPEN and taken is None,
                          "name": taken["name"] if taken else player.get("name"),
                          **({"identity": taken["identity"]} if shows and taken and taken.get("identity") else {})})
        return {"game_id": table["game_id"], "game": table["game"], "status": status, "options": table["options"],
                "expires_ms": table["expires_ms"], "seats": seats}

    def waiting(self, offset: int, limit: int, reader: Reader = OPERATOR) -> tuple[list[dict[str, Any]], int]:
        """Tables still waiting for players, the soonest to expire first: of a page, those the reader may list
        (public tables, and its client's own)."""
        ids, total = self.records.waiting_page(offset, limit)
        found = [self.table(i) for i in ids]
        return [self.public(t, reader) for t in found if t is not None and listed(table_facts(t), reader)], total

    # -- join and leave -----------------------------------------------------------------------------------

    def join(self, game_id: str, who: str, name: str, seat: int | None = None) -> dict[str, Any]:
        """Take an open seat for a client's user; the game starts when it was the last one."""
        token = new_token()
        self.visible(game_id, Reader(client_of(who)))  # a private table of another client: as absent

        def take(table: dict[str, Any]) -> int:
            if any(t.get("identity") == who for t in table["taken"].values()) or who in (table["identities"] or []):
                raise Conflict(f"{who} has a seat at this table already", code="already_seated")
            free = [i for i in table["open"] if str(i) not in table["taken"]]
            chosen = free[0] if seat is None and free else seat
            if chosen not in free:
                raise Conflict("that seat is not open", details={"field": "seat", "open": free}, code="seat_taken")
            table["taken"][str(chosen)] = {"name": name, "identity": who, "digest": token_digest(token)}
            return chosen

        chosen, table = self._change(game_id, take)
        try:
            started = self._start_if_full(table)
        except Exception:
            # The game could not be created (the store failed): the seat is free again, the table open.
            del table["taken"][str(chosen)]
            table["status"] = OPEN
            self.records.save_table(table)
            raise
        return {"game_id": game_id, "seat": chosen, "token": token, "identity": who,
                "status": "started" if started else OPEN}

    def leave(self, game_id: str, who: str) -> dict[str, Any]:
        """A player who joined gives the seat back before the game starts."""
        def give_back(table: dict[str, Any]) -> int:
            for index in table["open"]:
                taken = table["taken"].get(str(index))
                if taken and taken.get("identity") == who:
                    del table["taken"][str(index)]
                    return index
            raise NotFound(f"{who} holds no open seat of this table", details={"field": "user"},
                           code="not_seated")

        seat, table = self._change(game_id, give_back)
        return {"game_id": game_id, "seat": seat, "status": table["status"]}

    def _change(self, game_id: str, change) -> tuple[Any, dict[str, Any]]:
        """Apply `change` to a table still open, compare-and-set (two players racing for the last seat: one
        wins, the other is decided again on the table as the winner left it)."""
        def checked(table: dict[str, Any] | None) -> Any:
            if table is None:
                raise NotFound(f"no open table {game_id!r}", details={"field": "game_id"}, code="table_not_found")
            if table["status"] != OPEN:
                raise Conflict("the game has started", code="table_started")
            if table["expires_ms"] <= self.app.now_ms():
                raise TableExpired("the table expired before its seats were taken")
            outcome = change(table)
            if all(str(i) in table["taken"] for i in table["open"]):
                table["status"] = "starting"
            return outcome

        return self.records.change(game_id, checked)

    def _start_if_full(self, table: dict[str, Any]) -> bool:
        if table["status"] != "starting":
            return False
        players, identities, digests = [], [], {}
        for index, player in enumerate(table["players"]):
            taken = table["taken"].get(str(index))
            if player["kind"] == OPEN:
                players.append({"name": taken["name"], "kind": "human"})
            else:
                players.append({k: v for k, v in player.items() if k != "user"})
            identities.append(taken.get("identity") if taken else (table["identities"] or [None] * len(players))[index])
            if taken:
                digests[index] = taken["digest"]
        self.app.create_game(players, table["options"], table["seed"], clock_options=table["clock"],
                             client=table["client"], identities=identities, seat_digests=digests,
                             game_id=table["game_id"], visibility=table.get("visibility"))
        table["status"] = "started"
        self.records.mark_started(table)
        return True


def table_facts(table: dict[str, Any]) -> Facts:
    """A table's tenancy (shared.app.clients.visibility): its client and every seated or seating user's client."""
    taken = [t.get("identity") for t in table["taken"].values()]
    return facts_of(table.get("visibility"), table["client"], [*(table["identities"] or ()), *taken])
