"""End of Game and Scoring.

Grand Gallery majorities (12 complete / 6 incomplete, ties share rounding down),
one Study card, Bloomsbury tiles, unhonored patrons; the Science marker moves to
its adjacent Prestige space and the lowest marker is the score; ties go to the
secondary score, then Reputation.
"""

from __future__ import annotations

from .data import EXPEDITIONS, NEUTRAL, PATRONS, REGIONS, SCIENCE_FACTOR, STUDY, TITLES, TYPES


def gallery_points(state):
    points = {}
    for col in state["gallery"]:
        discs = col["discs"]
        counts = {}
        for owner in discs:
            if owner is not None:
                counts[owner] = counts.get(owner, 0) + 1
        if not counts:
            continue
        value = 12 if all(o is not None for o in discs) else 6
        best = max(counts.values())
        leaders = [o for o, n in counts.items() if n == best]
        share = value // len(leaders)
        for o in leaders:
            if o != NEUTRAL:
                points[o] = points.get(o, 0) + share
    return points


def _symbol_ok(card, sym):
    if sym in REGIONS:
        return card["region"] == sym
    if sym in TYPES:
        return card["type"] == sym
    if sym == "myth":
        return card["myth"]
    if sym == "wonder":
        return card["wonder"]
    if sym == "level5":
        return card["expertise"] >= 5
    return False


def _matchable(symbols, cards):
    """Bipartite matching: each expedition satisfies one symbol only."""
    match = {}

    def try_sym(i, seen):
        for j, card in enumerate(cards):
            if j in seen or not _symbol_ok(card, symbols[i]):
                continue
            seen.add(j)
            if j not in match or try_sym(match[j], seen):
                match[j] = i
                return True
        return False

    return all(try_sym(i, set()) for i in range(len(symbols)))


def study_objectives(study_id, expedition_ids):
    card = STUDY[study_id]
    cards = [EXPEDITIONS[c] for c in expedition_ids]
    objs = card["objectives"]
    best = 0
    n = len(objs)
    for mask in range(1, 1 << n):
        chosen = [objs[i] for i in range(n) if mask >> i & 1]
        if len(chosen) <= best:
            continue
        if _matchable([s for o in chosen for s in o], cards):
            best = len(chosen)
    return best


def study_science(study_id, expedition_ids):
    k = study_objectives(study_id, expedition_ids)
    return STUDY[study_id]["gains"][k - 1] if k else 0


def bloomsbury_end(p, tile, gallery):
    if tile == "end_prestige7":
        return 7, 0
    if tile == "end_science1":
        return 0, 1
    if tile == "end_types":
        return 0, 2 if {EXPEDITIONS[c]["type"] for c in p["expeditions"]} >= set(TYPES) else 0
    if tile == "end_regions":
        return 0, 2 if {EXPEDITIONS[c]["region"] for c in p["expeditions"]} >= set(REGIONS) else 0
    if tile == "end_level5":
        return 3 * sum(1 for c in p["expeditions"] if EXPEDITIONS[c]["expertise"] >= 5), 0
    if tile == "end_relics":
        return min(12, sum(p["relics"].values())), 0
    if tile == "end_gallery":
        return 2 * sum(1 for col in gallery if p["seat"] in col["discs"]), 0
    if tile == "end_knowledge":
        return max(p["knowledge"].values()), 0
    if tile == "end_reputation":
        return p["reputation"], 0
    return 0, 0  # end_expertise2 scores nothing; immediate/permanent tiles score nothing here


def chosen_study(p):
    """The Study card the player chose in the final scoring phase ('Choose one of your two Study cards').

    A position that never went through that phase (a hand-built test position) counts the better card."""
    if p.get("study_choice") is not None:
        return p["study_choice"]
    studies = p["private"]["study"]
    return max(studies, key=lambda s: (study_science(s, p["expeditions"]), -s)) if studies else None


def title_for(total):
    name = TITLES[0][1]
    for threshold, title in TITLES:
        if total >= threshold:
            name = title
    return name


def score(state):
    gal = gallery_points(state)
    out = []
    for p in state["players"]:
        if p["kind"] == "automa":
            continue
        seat = p["seat"]
        prestige, science = p["prestige"], p["science"]
        lines = [{"source": "Prestige track", "track": "prestige", "points": prestige},
                 {"source": "Science track", "track": "science", "points": science}]
        g = gal.get(seat, 0)
        lines.append({"source": "Grand Gallery majorities", "track": "prestige", "points": g})
        prestige += g
        chosen = chosen_study(p)
        s_pts = study_science(chosen, p["expeditions"]) if chosen is not None else 0
        lines.append({"source": "Study card", "track": "science", "points": s_pts, "card": chosen})
        science += s_pts
        bp = bs = 0
        for tile in p["bloomsbury"]:
            a, b = bloomsbury_end(p, tile, state["gallery"])
            bp += a
            bs += b
        lines.append({"source": "Bloomsbury tiles", "track": "prestige", "points": bp})
        lines.append({"source": "Bloomsbury tiles", "track": "science", "points": bs})
        prestige += bp
        science += bs
        pen = sum(PATRONS[pa["id"]]["penalty"] for pa in p["patrons"] if not pa["honored"])
        lines.append({"source": "Unhonored patrons", "track": "prestige", "points": -pen})
        prestige = max(0, prestige - pen)
        science_as_prestige = science * SCIENCE_FACTOR
        lines.append({"source": "Science moved to the Prestige track", "track": "prestige", "points": science_as_prestige})
        total = min(prestige, science_as_prestige)
        secondary = max(prestige, science_as_prestige)
        lines.append({"source": "Lowest marker (final score)", "track": "final", "points": total})
        entry = {"seat": seat, "total": total, "lines": lines, "prestige": prestige, "science": science,
                 "tiebreak": [secondary, p["reputation"]]}
        out.append(entry)
    ranking = sorted(out, key=lambda e: (-e["total"], -e["tiebreak"][0], -e["tiebreak"][1], e["seat"]))
    top = ranking[0]
    winners = [e["seat"] for e in ranking
               if (e["total"], e["tiebreak"]) == (top["total"], top["tiebreak"])]
    result = {"ranking": [e["seat"] for e in ranking], "winners": winners, "players": out}
    if state["mode"] == "solo":
        result["title"] = title_for(ranking[0]["total"])
    return result
