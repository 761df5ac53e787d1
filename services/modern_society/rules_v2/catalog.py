"""Modern Society's component catalog (GET /v1/catalog): the data files, with the ids views and commands
use and the names labels use (rulebook sections B "The Value Track", C "Law cards", E "Topic cards")."""

from __future__ import annotations

import json

from shared.domain.catalog import collection

from . import texts
from .components import DATA, LAW_LIST, LAWS, TOPIC_LIST, TOPICS, TRACK, VALUES

# Only their file-level source marks: the items themselves are loaded (and checked) by components.
LAWS_SOURCE = json.loads((DATA / "laws.json").read_text(encoding="utf-8"))["source"]
TOPICS_SOURCE = json.loads((DATA / "topics.json").read_text(encoding="utf-8"))["source"]


def topic_name(card_id: str) -> str:
    return TOPICS[card_id].name


def law_name(law_id: str) -> str:
    law = LAWS[law_id]
    return f"{VALUES[law['value']]} {law['vp']} vp law {law_id}"


def catalog() -> dict:
    return {
        "collections": {
            "topics": collection(TOPIC_LIST, name=lambda t: t["name"], source=TOPICS_SOURCE, text=texts.topic_text),
            "laws": collection(LAW_LIST, name=lambda law: law_name(law["id"]), source=LAWS_SOURCE,
                               text=texts.law_text),
            "values": collection([{"id": v, "source": "rulebook"} for v in VALUES], name=lambda v: v["id"], text=texts.value_text),
            "value_track_spaces": collection(TRACK["spaces"], id_field="offset", source=TRACK["source"],
                                             name=lambda s: f"Value Track space {s['offset']:+d}",
                                             text=texts.track_space_text),
        },
        "tables": {"time_track": TRACK["time_track"]},
        "references": {
            "play.card": "topics",
            "exchange.card": "topics",
            "keep.card": "topics",
            "give.card": "topics",
            "buy_law.law": "laws",
        },
        "view_references": {
            "hand[]": "topics",
            "discard[]": "topics",
            "law_supply[].id": "laws",
            "laws_removed[]": "laws",
            "players[].laws.*[]": "laws",
            "players[].laws.{}": "values",
            "players[].influence.{}": "values",
            "players[].played_this_round[]": "topics",
            "track[].value": "values",
            "track[].offset": "value_track_spaces",
        },
    }
