"""End of Game and Scoring.

Grand Gallery majorities (12 complete / 6 incomplete, ties share rounding down),
one Study card, Bloomsbury tiles, unhonored patrons; the Science marker moves to
its adjacent Prestige space and the lowest marker is the score; ties go to the
secondary score, then Reputation.
"""

from __future__ import annotations

from shared.domain.results import finish_result

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


AUTOMA_NOT_RANKED = ("Automa: 'The Automa simulates an additional virtual player in the action phases' - it "
                     "gains nothing and is not ranked; its Society discs count for the Grand Gallery majorities")


def _track_notes(prestige, science, g, s_pts, chosen, bp, bs, pen, prestige_final, science_final):
    """Both tracks as the rulebook counts them (informational: the total is the lower marker)."""
    return [
        {"source": "Prestige track", "track": "prestige", "points": prestige},
        {"source": "Science track", "track": "science", "points": science},
        {"source": "Grand Gallery majorities", "track": "prestige", "points": g},
        {"source": "Study card", "track": "science", "points": s_pts, "card": chosen},
        {"source": "Bloomsbury tiles", "track": "prestige", "points": bp},
        {"source": "Bloomsbury tiles", "track": "science", "points": bs},
        {"source": "Unhonored patrons", "track": "prestige", "points": -pen},
        {"source": "Science moved to the Prestige track", "track": "prestige",
         "points": science_final * SCIENCE_FACTOR},
        {"source": "Final score: the lower marker", "track": "final",
         "points": min(prestige_final, science_final * SCIENCE_FACTOR)},
    ]


def _prestige_lines(prestige, g, bp, pen):
    lines = [{"source": "Prestige track", "track": "prestige", "points": prestige},
             {"source": "Grand Gallery majorities", "track": "prestige", "points": g},
             {"source": "Bloomsbury tiles (Prestige)", "track": "prestige", "points": bp},
             {"source": "Unhonored patrons", "track": "prestige", "points": -pen}]
    floor = max(0, pen - prestige - g - bp)
    if floor:  # "Prestige and Science never go below 0" (RULES_NOTES, Royal Requirements)
        lines.append({"source": "Prestige cannot go below 0", "track": "prestige", "points": floor})
    return lines


def _science_lines(science, s_pts, chosen, bs):
    f = SCIENCE_FACTOR
    return [{"source": f"Science track ({f} Prestige a Science)", "track": "science", "points": science * f,
             "science": science},
            {"source": f"Study card ({f} Prestige a Science)", "track": "science", "points": s_pts * f,
             "science": s_pts, "card": chosen},
            {"source": f"Bloomsbury tiles (Science, {f} Prestige a Science)", "track": "science",
             "points": bs * f, "science": bs}]


def score(state):
    """Each player's `lines` are the marker that sets the score ("the lowest marker"), in final-score points, so
    they add up to the total; `notes` carry both tracks as counted, and how the lower marker was taken."""
    gal = gallery_points(state)
    out = []
    for p in state["players"]:
        if p["kind"] == "automa":
            continue
        seat = p["seat"]
        g = gal.get(seat, 0)
        chosen = chosen_study(p)
        s_pts = study_science(chosen, p["expeditions"]) if chosen is not None else 0
        bp = bs = 0
        for tile in p["bloomsbury"]:
            a, b = bloomsbury_end(p, tile, state["gallery"])
            bp += a
            bs += b
        pen = sum(PATRONS[pa["id"]]["penalty"] for pa in p["patrons"] if not pa["honored"])
        prestige = max(0, p["prestige"] + g + bp - pen)
        science = p["science"] + s_pts + bs
        science_as_prestige = science * SCIENCE_FACTOR
        total = min(prestige, science_as_prestige)
        secondary = max(prestige, science_as_prestige)
        # the lower marker sets the score; on a tie either track gives it (Prestige shown)
        lines = (_prestige_lines(p["prestige"], g, bp, pen) if prestige <= science_as_prestige
                 else _science_lines(p["science"], s_pts, chosen, bs))
        notes = _track_notes(p["prestige"], p["science"], g, s_pts, chosen, bp, bs, pen, prestige, science)
        entry = {"seat": seat, "name": p["name"], "total": total, "lines": lines, "notes": notes,
                 "prestige": prestige, "science": science, "tiebreak": [secondary, p["reputation"]]}
        out.append(entry)
    ranking = sorted(out, key=lambda e: (-e["total"], -e["tiebreak"][0], -e["tiebreak"][1], e["seat"]))
    top = ranking[0]
    winners = [e["seat"] for e in ranking
               if (e["total"], e["tiebreak"]) == (top["total"], top["tiebreak"])]
    result = {"ranking": [e["seat"] for e in ranking], "winners": winners, "players": out}
    automa = state.get("automa")
    if automa is not None:
        # Competitive and Solo: the Automa is beside the ranking, never in it
        a = state["players"][automa["seat"]]
        points = gal.get(automa["seat"], 0)
        result["automa"] = {"seat": automa["seat"], "name": a["name"], "ranked": False, "total": points,
                            "lines": [{"source": "Grand Gallery majorities (taken from the players)",
                                       "points": points}],
                            "rule": AUTOMA_NOT_RANKED}
    if state["mode"] == "solo":
        result["title"] = title_for(ranking[0]["total"])
    return finish_result(result, {p["seat"]: p["name"] for p in state["players"]})
