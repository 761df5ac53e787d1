"""Component data (services/royal_archeology/data/*.json), loaded once.

Every item there carries "source": "rulebook" or "assumed"; see RULES_NOTES.md.
"""

from __future__ import annotations

import json
import os

_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")


def _load(name):
    with open(os.path.join(_DIR, name), encoding="utf-8") as f:
        return json.load(f)


REGIONS = ("mediterranean", "africa", "asia", "south_america")
TYPES = ("excavation", "exploration", "anthropology", "cartography")
LOCATIONS = ("university", "museum", "city", "port")

EXPEDITIONS = _load("expeditions.json")["cards"]
RELICS = _load("relics.json")
RELIC_TYPES = tuple(RELICS["types"])
BAGS = {b["region"]: b["counts"] for b in RELICS["bags"]}
COLLECTIONS = _load("collections.json")["tiles"]
PATRONS = _load("patrons.json")["cards"]
STUDY = _load("study_cards.json")["cards"]
BOARDS = _load("society_boards.json")
SOCIETY = _load("society_cards.json")["cards"]
ROYAL_SOCIETY = _load("royal_society.json")
RS_TILES = {t["id"]: t for t in ROYAL_SOCIETY["tiles"]}
ROYAL_REQUIREMENTS = {t["id"]: t for t in _load("royal_requirements.json")["tiles"]}
BLOOMSBURY = {t["id"]: t for t in _load("bloomsbury.json")["tiles"]}
AUTOMA = _load("automa.json")["cards"]
BOARD = _load("board.json")

PROGRAM_COST = {int(k): v for k, v in BOARD["program_reputation"]["costs"].items()}  # space number -> Reputation
FAVORS = tuple(BOARD["kings_favors"]["spaces"])
SCIENCE_FACTOR = BOARD["science_to_prestige"]["factor"]
TITLES = BOARD["titles"]["table"]
LOC_BONUS = BOARD["locations"]["bonuses"]
LOC_REPUTATION = BOARD["locations"]["reputation_needed"]
SUPPORT_THRESHOLD = {k: v for k, v in BOARD["support_threshold"].items() if k in LOCATIONS}
ABILITY = {c["id"]: c["ability"] for c in SOCIETY}

NEUTRAL = -1  # blocking discs of Confrontation mode


def relic_key(region: str, typ: str) -> str:
    return f"{region}:{typ}"


def split_key(key: str) -> tuple[str, str]:
    region, _, typ = key.partition(":")
    return region, typ


def spec_matches(spec: dict, key: str) -> bool:
    region, typ = split_key(key)
    return (spec.get("region") in (None, region)) and (spec.get("type") in (None, typ))
