"""The Royal Society Tiles: the 12 objectives (Present discoveries to the royal society)."""

from __future__ import annotations

from .data import EXPEDITIONS, REGIONS


def _by(p, key):
    counts = {}
    for c in p["expeditions"]:
        v = EXPEDITIONS[c][key]
        counts[v] = counts.get(v, 0) + 1
    return counts


def _relic_regions(p):
    return {k.partition(":")[0] for k in p["relics"]}


def achieved(p, objective):
    if objective == "two_two_regions":
        return sum(1 for n in _by(p, "region").values() if n >= 2) >= 2
    if objective == "three_regions":
        return len(_by(p, "region")) >= 3
    if objective == "four_expertises":
        return len(_by(p, "expertise")) >= 4
    if objective == "three_same_type":
        return any(n >= 3 for n in _by(p, "type").values())
    if objective == "all_expertise_4":
        return all(e >= 4 for e in p["expertise"])
    if objective == "two_expertise_5":
        return sum(1 for e in p["expertise"] if e >= 5) >= 2
    if objective == "seven_gallery":
        return p["gallery_discs"] >= 7
    if objective == "eight_relics":
        return sum(p["relics"].values()) >= 8 and _relic_regions(p) >= set(REGIONS)
    if objective == "three_patrons":
        return sum(1 for pa in p["patrons"] if pa["honored"]) >= 3
    if objective == "myth_or_wonder":
        myth = sum(1 for c in p["expeditions"] if EXPEDITIONS[c]["myth"])
        wonder = sum(1 for c in p["expeditions"] if EXPEDITIONS[c]["wonder"])
        return myth >= 2 or wonder >= 2
    if objective == "knowledge_4_all":
        return all(v >= 4 for v in p["knowledge"].values())
    if objective == "knowledge_12":
        return any(v >= 12 for v in p["knowledge"].values())
    raise KeyError(objective)
