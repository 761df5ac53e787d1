"""The tournament interchange format (issue 37 item 5; docs/FORMAT.md "Tournament interchange"): the whole
tournament (settings, entrants, rounds, tables, results, certificates, overrides, standings) in readable
sections, and beside them the tournament's stream as stored, which proves them. Pure (no Redis).

An interchange file is NDJSON: the interchange document (`kind` "tournament_interchange",
`format_version` 1), then every round game's events as stored, as in the tournament export. Importing
it (`import_interchange`, POST /v1/tournaments/interchange/verify, or `tabletop verify`) verifies
everything the tournament audit does, every game on its own, and that each readable section is exactly
what the events give, so a reader of the sections alone reads a verified tournament. A later release
reads format_version 1 with this code, kept as is (a new shape is a new format_version).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments import verification
from services.tournaments.organiser import kind_of
from services.tournaments.verification import _check, verify_document
from shared.audit.verifier import parse_export, verify_export
from shared.store.upcasting import upcast_envelope

KIND = "tournament_interchange"
FORMAT_VERSION = 1
SETTINGS = ("name", "game", "options", "format", "rounds", "table_sizes", "bot_fill", "clock", "rank_points",
            "advance", "pairing", "forbidden", "organiser", "max_entrants", "open_registration")
SECTIONS = ("settings", "entrants", "seed_commitment", "seed", "rounds", "overrides", "standings")
ENTRANT_FIELDS = ("id", "name", "kind", "policy", "identity", "dropped", "from_round")


def sections(state: dict[str, Any]) -> dict[str, Any]:
    """The readable sections of a folded tournament."""
    return {
        "settings": {key: state.get(key) for key in SETTINGS},
        "entrants": [{key: e.get(key) for key in ENTRANT_FIELDS} for e in agg.entrants_list(state)],
        "seed_commitment": state["seed_commitment"],
        "seed": state["revealed_seed"],
        "rounds": [{"round": r, "tables": state["tables"][str(r)], "certificate": state["certificates"].get(str(r)),
                    "results": state["results"].get(str(r))} for r in range(1, state["round"] + 1)],
        "overrides": [{"kind": kind_of(o["type"]), **{k: v for k, v in o.items() if k != "type"}}
                      for o in state["overrides"]],
        "standings": state["final_standings"],
    }


def interchange_document(tournament_id: str, raw: list[dict[str, Any]]) -> dict[str, Any]:
    """The interchange document of a tournament's stream as stored (its games' events follow it)."""
    state = agg.fold([upcast_envelope(e) for e in raw])
    return {"kind": KIND, "format_version": FORMAT_VERSION, "tournament_id": tournament_id, **sections(state),
            "events": raw}


def verify_interchange(document: dict[str, Any], games: dict[str, dict[str, Any]],
                       streams: dict[str, list[dict[str, Any]]]) -> dict[str, dict[str, Any]]:
    """The offline verifier's check of an interchange document (shared.bus.plugins: Plugin.documents)."""
    version = document.get("format_version")
    if version != FORMAT_VERSION:
        return {"format": _check(False, f"interchange format_version {version!r} is not one this release reads "
                                        f"({FORMAT_VERSION})")}
    checks = {"format": _check(True, f"tournament interchange, format_version {FORMAT_VERSION}"),
              **verify_document(document, games, streams)}
    if "document" in checks:  # the events do not fold: nothing to compare the sections with
        return checks
    again = sections(agg.fold([upcast_envelope(e) for e in document["events"]]))
    differing = [name for name in SECTIONS if document.get(name) != again[name]]
    checks["sections"] = _check(not differing, "every readable section is what the events give" if not differing
                                else f"sections that differ from the events: {', '.join(differing)}")
    return checks


def import_interchange(lines: Iterable[bytes | str]) -> dict[str, Any]:
    """Read an interchange file and verify it: {ok, tournament (its sections), checks, games, problems}."""
    lines = list(lines)
    verdict = verify_export(lines)
    _, documents = parse_export(lines)
    found = [d for d in documents if d.get("kind") == KIND]
    problems = list(verdict["problems"])
    if len(found) != 1:
        problems.append(f"an interchange file holds one {KIND} document, this one {len(found)}")
    checked = next((d for d in verdict["documents"] if d["kind"] == KIND), None)
    tournament = {name: found[0].get(name) for name in ("tournament_id", *SECTIONS)} if len(found) == 1 else None
    return {"ok": verdict["ok"] and not problems and checked is not None, "problems": problems,
            "tournament": tournament, "checks": checked["checks"] if checked else {},
            "games": [{"game_id": g.get("game_id"), "ok": g["ok"]} for g in verdict["games"]]}


# The export's document kinds of the tournament plugin (shared.bus.plugins: Plugin.documents names this module).
DOCUMENT_KINDS = {**verification.DOCUMENT_KINDS, KIND: verify_interchange}
