"""Tenants: who may see a game or a tournament, and whose users a reader may see (docs/frontends/visibility.md).

Pure decisions, no I/O: the read paths (HTTP routes, the lobby, the webhook outbox, the transparency
log's proofs, the ratings) ask these and stay the only places that read or send anything.

A game's visibility is a fact of its created event (`"visibility"`; a tournament's likewise, and a
tournament's games carry their tournament's), so the audit, every read model and a rebuild follow it:

    public    listed in the lobby, anyone may watch it
    unlisted  anyone holding its id may watch it; listed only to its parties
    private   only its parties, its seats' holders and the spectators a party admits with a watch ticket

A game's parties are the client that created it and every client whose user it seats (an identity
`<client>:<user>`, shared.app.clients.integrators). A stream recorded without a visibility is public (what it was
when it was recorded); a game no client created (the platform's own, e.g. created from the command
line) belongs to no tenant, and every endpoint hears of it as before.

Identity on the wire: a player identity shows only to readers who are parties of the game (or hold one
of its seats, or a party's watch ticket); everyone else sees the seat's name, never the user id.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from shared.domain.errors import InvalidSetup

PUBLIC, UNLISTED, PRIVATE = "public", "unlisted", "private"
VISIBILITIES = (PUBLIC, UNLISTED, PRIVATE)
# A client's game or tournament that names no visibility: not listed to other clients and not fed to
# their endpoints, yet a spectator link (the id) still works. A stream recorded without one is public.
DEFAULT_FOR_CLIENT = UNLISTED
RECORDED_DEFAULT = PUBLIC
VISIBILITY_DOC = (f"`public` (listed, anyone may watch), `unlisted` (anyone holding the id may watch; not listed) or "
                  f"`private` (its parties, seats and admitted spectators only); default `{DEFAULT_FOR_CLIENT}`")


@dataclass(frozen=True)
class Reader:
    """Who is reading: client, the calling client's id (X-Client-Key), None for anyone; seat, the game's
    seat whose bearer token (or stream ticket) came with the request; admitted, a party's watch ticket of
    this game came with it; operator, the admin scope (sees everything, as the operator of the platform)."""

    client: str | None = None
    seat: int | None = None
    admitted: bool = False
    operator: bool = False


ANYONE = Reader()
OPERATOR = Reader(operator=True)  # the platform's own tools (the command line): every game, as recorded


@dataclass(frozen=True)
class Facts:
    """What the tenancy decisions need of one game or tournament (from its created event)."""

    visibility: str = RECORDED_DEFAULT
    client: str | None = None
    parties: frozenset[str] = frozenset()


def chosen_visibility(requested: str | None, tenanted: bool) -> str | None:
    """The visibility a new game or tournament records: the requested one, else the clients' default when
    it is a tenant's (a client creates it or seats its users); None (nothing recorded: public) otherwise."""
    if requested is not None:
        if requested not in VISIBILITIES:
            raise InvalidSetup(f"visibility is one of {', '.join(VISIBILITIES)}", code="invalid_visibility",
                               details={"field": "visibility", "allowed": list(VISIBILITIES)})
        return requested
    return DEFAULT_FOR_CLIENT if tenanted else None


def tournament_facts(state: dict[str, Any]) -> Facts:
    """The facts of a tournament from its state or document: its organiser and every entrant's client."""
    return facts_of(state.get("visibility"), state.get("organiser"), tournament_identities(state))


def tournament_facts_of_events(envelopes: list[dict[str, Any]]) -> Facts:
    """A tournament's facts from its events: the created event's settings and every entrant it names or
    that was added later (an event whose data holds `entrant`)."""
    if not envelopes:
        return Facts()
    created = envelopes[0]["data"]
    entrants = list(created.get("entrants") or ())
    entrants += [e["data"]["entrant"] for e in envelopes[1:] if isinstance(e["data"].get("entrant"), dict)]
    return tournament_facts({**created, "entrants": entrants})


def tournament_identities(state: dict[str, Any]) -> list[str | None]:
    entrants = state.get("entrants") or {}
    return [e.get("identity") for e in (entrants.values() if isinstance(entrants, dict) else entrants)]


def tournament_tenancy(state: dict[str, Any]) -> dict[str, Any]:
    """happening_tenancy of a tournament (its state): its facts, its entrants' names and pseudonyms."""
    entrants = state.get("entrants") or {}
    listed = list(entrants.values() if isinstance(entrants, dict) else entrants)
    return happening_tenancy(state.get("visibility"), state.get("organiser"), [e.get("identity") for e in listed],
                             [e.get("name", "") for e in listed])


def client_of(identity: str | None) -> str | None:
    """The client an identity `<client>:<user>` belongs to."""
    return identity.partition(":")[0] if identity else None


def facts_of(visibility: str | None, client: str | None, identities: list[str | None] | None) -> Facts:
    parties = {client} if client else set()
    parties |= {client_of(who) for who in identities or () if who}
    return Facts(visibility or RECORDED_DEFAULT, client, frozenset(parties))


def game_facts(created: dict[str, Any]) -> Facts:
    """The facts of a game from its created event's data."""
    return facts_of(created.get("visibility"), created.get("client"), created.get("identities"))


def summary_facts(summary: dict[str, Any]) -> Facts:
    """The facts of a game from its lobby summary (which carries `visibility`, `client`, `parties`)."""
    return Facts(summary.get("visibility") or RECORDED_DEFAULT, summary.get("client"),
                 frozenset(summary.get("parties") or ()))


def listing_facts(visibility: str | None, client: str | None, identities: list[str | None] | None) -> dict[str, Any]:
    """The fields a lobby summary carries so that every listing can apply `listed` and `shows_users`."""
    facts = facts_of(visibility, client, identities)
    return {"visibility": facts.visibility, "client": facts.client, "parties": sorted(facts.parties)}


def is_party(facts: Facts, reader: Reader) -> bool:
    return reader.operator or (reader.client is not None and reader.client in facts.parties)


def may_read(facts: Facts, reader: Reader) -> bool:
    """Whether the reader may see the game at all (anything else: answered as if it did not exist)."""
    if facts.visibility != PRIVATE:
        return True
    return is_party(facts, reader) or reader.seat is not None or reader.admitted


def listed(facts: Facts, reader: Reader) -> bool:
    """Whether a listing (the lobby, by player, by tournament, the exports) shows the game to the reader."""
    return facts.visibility == PUBLIC or is_party(facts, reader)


def shows_users(facts: Facts, reader: Reader) -> bool:
    """Whether the reader may see the game's player identities (else only the seats' names)."""
    return not facts.parties or is_party(facts, reader) or reader.seat is not None or reader.admitted


def listing_scopes(facts: Facts) -> list[str]:
    """The listing scopes a game joins: `public` when listed to everyone, else `client:<id>` for each party
    (disjoint: a reader's scopes, `reader_scopes`, never list a game twice)."""
    if facts.visibility == PUBLIC:
        return [PUBLIC]
    return [f"client:{party}" for party in sorted(facts.parties)]


def reader_scopes(reader: Reader) -> list[str]:
    """The listing scopes a reader sees (their union): the public one and its own client's."""
    return [PUBLIC] + ([f"client:{reader.client}"] if reader.client is not None else [])


# -- webhooks --------------------------------------------------------------------------------------------


def endpoint_hears(owner: str | None, filters: dict[str, list[str]], facts: Facts, game_id: str | None,
                   tournament: str | None) -> bool:
    """Whether an endpoint of client `owner` may hear of a game's (or tournament's) happening at all; its
    kinds and filters are matched apart (shared.app.webhooks.subscriptions.matches). Its own client's games and
    tournaments (created by it or seating its users): always. Another client's: never when private, else
    only when a `games` or `tournaments` filter names it (a `users` filter cannot name another client's
    users). A game no client created: as before tenants existed."""
    if not facts.parties:
        return True
    if owner is not None and owner in facts.parties:
        return True
    if facts.visibility == PRIVATE:
        return False
    return (game_id is not None and game_id in filters.get("games", ())) or (
        tournament is not None and tournament in filters.get("tournaments", ()))


# -- what a reader sees of the users ---------------------------------------------------------------------


def pseudonyms(identities: list[str | None] | None) -> dict[str, str]:
    """What a stranger is shown instead of each identity: `hidden-<n>`, n its place (a seat, an entrant)."""
    return {who: f"hidden-{index}" for index, who in enumerate(identities or ()) if who}


def hidden(value: Any, replaced: dict[str, str]) -> Any:
    """`value` (plain JSON data) with every string, and every key, that is an identity replaced."""
    if not replaced:
        return value
    if isinstance(value, str):
        return replaced.get(value, value)
    if isinstance(value, list):
        return [hidden(item, replaced) for item in value]
    if isinstance(value, dict):
        return {replaced.get(k, k) if isinstance(k, str) else k: hidden(v, replaced) for k, v in value.items()}
    return value


def masked_summary(summary: dict[str, Any], reader: Reader) -> dict[str, Any]:
    """A lobby summary as the reader may see it: without identities or parties for a stranger."""
    if shows_users(summary_facts(summary), reader):
        return summary
    players = summary.get("players") or ()
    shown = hidden({k: v for k, v in summary.items() if k not in ("parties", "players")},
                   pseudonyms([p.get("identity") for p in players]))
    if "players" in summary:
        shown["players"] = [{k: v for k, v in p.items() if k != "identity"} for p in players]
    return shown


def masked_created(envelope: dict[str, Any]) -> dict[str, Any]:
    """A game's created event without its seats' identities (what a stranger to the game is shown; the
    chain of such an event no longer verifies: an auditor verifies the export a party hands over)."""
    data = envelope.get("data") or {}
    identities = data.get("identities")
    if not identities:
        return envelope
    shown = hidden({k: v for k, v in data.items() if k != "identities"}, pseudonyms(identities))
    return {**envelope, "data": {**shown, "identities": [None] * len(identities)}, "masked": ["identities"]}


def happening_tenancy(visibility: str | None, client: str | None, identities: list[str | None] | None,
                      names: list[str]) -> dict[str, Any]:
    """What the webhook outbox adds to a happening so that each endpoint gets only what its client may see:
    the game's facts, each identity's seat name and pseudonym (what a stranger is told instead)."""
    return {"facts": facts_of(visibility, client, identities), "pseudonyms": pseudonyms(identities),
            "names": {who: name for who, name in zip(identities or (), names, strict=False) if who}}


def heard_by(endpoint: dict[str, Any], happening: dict[str, Any]) -> bool:
    """Whether an endpoint may hear of a happening (a happening without facts: a platform one, as before)."""
    return endpoint_hears(endpoint.get("owner"), endpoint.get("filters") or {}, happening.get("facts") or Facts(),
                          happening["stream"], happening.get("tournament"))


def delivered_data(endpoint: dict[str, Any], happening: dict[str, Any]) -> dict[str, Any]:
    """A happening's payload for one endpoint: a stranger's endpoint gets the seat's name for `user` and
    pseudonyms for any other identity. Always a copy (each delivery is stored on its own)."""
    facts = happening.get("facts") or Facts()
    data = copy.deepcopy(happening["data"])
    if not facts.parties or endpoint.get("owner") in facts.parties:
        return data
    if data.get("user") is not None:
        data["user"] = happening.get("names", {}).get(data["user"], data["user"])
    return hidden(data, happening.get("pseudonyms") or {})
