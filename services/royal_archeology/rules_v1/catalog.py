"""The Royal Society of Archeology's component catalog (GET /v1/catalog): the data files, with the ids
views and commands use and the names labels use (rulebook: "Components", "The 4 Location Actions")."""

from __future__ import annotations

from shared.domain.catalog import collection

from . import texts
from .data import (
    AUTOMA,
    BAGS,
    BLOOMSBURY,
    BOARD,
    BOARDS,
    COLLECTIONS,
    EXPEDITIONS,
    PATRONS,
    RELIC_TYPES,
    RELICS,
    ROYAL_REQUIREMENTS,
    ROYAL_SOCIETY,
    SOCIETY,
    STUDY,
    relic_key,
    split_key,
)

LOCATION_NAMES = {"university": "University of London", "museum": "Royal Museum", "city": "The City",
                  "port": "Port of London"}
REGION_NAMES = {"mediterranean": "Mediterranean", "africa": "Africa", "asia": "Asia", "south_america": "South America"}
BAG_SOURCE = {b["region"]: b["source"] for b in RELICS["bags"]}
_BY_ID = {card["id"]: card for card in EXPEDITIONS}


def expedition_name(card_id: int) -> str:
    return f"Expedition {card_id} ({_BY_ID[card_id]['site']})"


def relic_name(key: str) -> str:
    region, kind = split_key(key)
    return f"{REGION_NAMES[region]} {kind}"


def society_card_name(card_id: int) -> str:
    return SOCIETY[card_id]["name"]


def patron_name(patron_id: int) -> str:
    return f"Patron {patron_id}"


def study_card_name(card_id: int) -> str:
    return STUDY[card_id].get("name") or f"Study card {card_id}"


def bloomsbury_name(tile_id: str) -> str:
    tile = BLOOMSBURY[tile_id]
    return f"Bloomsbury {tile['timing']} tile: {tile['effect'].replace('_', ' ')}"


def collection_name(tile_id: int) -> str:
    return f"Collection tile {tile_id} ({COLLECTIONS[tile_id]['size']} relics)"


def board_spaces() -> dict[str, list[dict]]:
    """The London board's King's Favor spaces (the turn order track) and Program spaces, numbered from 1 as
    commands and views count them."""
    favors = BOARD["kings_favors"]
    program = BOARD["program_reputation"]
    return {
        # Which favor lies on which space is assumed (order_source), so each space's text is.
        "kings_favors": [{"id": i, "favor": favor, "source": favors.get("order_source", favors["source"])}
                         for i, favor in enumerate(favors["spaces"], start=1)],
        "program_spaces": [{"id": int(space), "reputation": cost, "source": program["source"]}
                           for space, cost in program["costs"].items()],
    }


def catalog() -> dict:
    spaces = board_spaces()
    relics = [{"id": relic_key(region, kind), "region": region, "relic_type": kind, "source": BAG_SOURCE[region]}
              for region in BAGS for kind in RELIC_TYPES]
    return {
        "collections": {
            "expeditions": collection(EXPEDITIONS, name=lambda c: expedition_name(c["id"]), text=texts.expedition_text),
            "society_cards": collection(SOCIETY, name=lambda c: c["name"], text=texts.society_card_text),
            "patrons": collection(PATRONS, name=lambda c: patron_name(c["id"]), text=texts.patron_text),
            "study_cards": collection(STUDY, name=lambda c: study_card_name(c["id"]), text=texts.study_card_text),
            "bloomsbury_tiles": collection(list(BLOOMSBURY.values()), name=lambda t: bloomsbury_name(t["id"]),
                                          text=texts.bloomsbury_text),
            "collection_tiles": collection(COLLECTIONS, name=lambda t: collection_name(t["id"]),
                                           text=texts.collection_tile_text),
            "royal_society_tiles": collection(ROYAL_SOCIETY["tiles"], name=lambda t: t["text"],
                                              text=texts.royal_society_text),
            "royal_requirements": collection(list(ROYAL_REQUIREMENTS.values()), name=lambda t: t["text"],
                                             text=texts.royal_requirement_text),
            "automa_cards": collection(AUTOMA, name=lambda c: f"Automa card {c['id']}", text=texts.automa_card_text),
            "society_boards": collection(BOARDS["boards"], id_field="color",
                                         name=lambda b: f"{b['color'].capitalize()} Society board",
                                         text=texts.society_board_text),
            "relics": collection(relics, name=lambda r: relic_name(r["id"]), text=texts.relic_text),
            "relic_types": collection([{"id": kind, "source": "rulebook"} for kind in RELIC_TYPES],
                                      name=lambda r: r["id"].capitalize(), text=texts.relic_type_text),
            "regions": collection([{"id": r, "source": "rulebook"} for r in REGION_NAMES],
                                  name=lambda r: REGION_NAMES[r["id"]], text=texts.region_text),
            "kings_favors": collection(spaces["kings_favors"], text=texts.kings_favor_text,
                                       name=lambda s: f"King's Favor {s['id']}"),
            "program_spaces": collection(spaces["program_spaces"], text=texts.program_space_text,
                                         name=lambda s: f"Program space {s['id']}"),
            "locations": collection([{"id": loc, "source": "rulebook"} for loc in LOCATION_NAMES],
                                    name=lambda loc: LOCATION_NAMES[loc["id"]], text=texts.location_text),
        },
        "tables": {"board": BOARD, "society_boards": {k: v for k, v in BOARDS.items() if k != "boards"},
                   "royal_society": {k: v for k, v in ROYAL_SOCIETY.items() if k != "tiles"},
                   "relic_bags": RELICS["bags"]},
        "references": {
            "discard_expeditions.cards": "expeditions",
            "keep_card.card": "expeditions",
            "discard_card.card": "expeditions",
            "organize.card": "expeditions",
            "keep_society.card": "society_cards",
            "keep_patron.patron": "patrons",
            "honor_patron.patron": "patrons",
            "honor_patron.relic": "relics",
            "choose_study.card": "study_cards",
            "publisher.tile": "bloomsbury_tiles",
            "take_favor.space": "kings_favors",
            "reserve.space": "program_spaces",
            "place.location": "locations",
            "knowledge.regions": "regions",
            "study_university.regions": "regions",
            "draw_relic.region": "regions",
            "take_relic.region": "regions",
            "take_relic.relic": "relic_types",
            "keep_relic.relic": "relic_types",
            "deepen.relic": "relics",
            "exhibit.relic": "relics",
            "study_relic.relic": "relics",
            "sell_relic.relic": "relics",
        },
        "view_references": {
            "program[]": "expeditions",
            "discard[]": "expeditions",
            "players[].expeditions[]": "expeditions",
            "players[].private.hand[]": "expeditions",
            "players[].private.offer_expeditions[]": "expeditions",
            "players[].private.study[]": "study_cards",
            "players[].private.offer_society[]": "society_cards",
            "players[].society": "society_cards",
            "players[].patrons[].id": "patrons",
            "players[].relics.{}": "relics",
            "players[].knowledge.{}": "regions",
            "players[].bloomsbury[]": "bloomsbury_tiles",
            "gallery[].tile": "collection_tiles",
            "royal_society.*.tile": "royal_society_tiles",
            "royal_requirements.1": "royal_requirements",
            "royal_requirements.2": "royal_requirements",
            "locations.{}": "locations",
            "bags.{}": "regions",
            "bag_discards.{}": "regions",
            "bag_discards.*[]": "relic_types",
        },
    }
