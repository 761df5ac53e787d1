"""Short English labels of the Royal Society of Archeology's decisions, in the rulebook's terms
("The 4 Location Actions", "Optional Actions") and the catalog's names."""

from __future__ import annotations

from shared.domain.catalog import join_words

from .catalog import (
    LOCATION_NAMES,
    REGION_NAMES,
    bloomsbury_name,
    expedition_name,
    patron_name,
    relic_name,
    society_card_name,
    study_card_name,
)


def _in(region):
    name = REGION_NAMES[region]
    return f"in the {name}" if region == "mediterranean" else f"in {name}"


def _prompt(state):
    return state["queue"][0] if state.get("queue") else {}


def _knowledge(state, seat, c):
    amounts = _prompt(state).get("amounts") or [1] * len(c["regions"])
    totals: dict[str, int] = {}
    for region, amount in zip(c["regions"], amounts, strict=False):
        totals[region] = totals.get(region, 0) + amount
    return "Gain Knowledge: " + join_words([f"{n} {_in(r)}" for r, n in totals.items()])


def _study_university(state, seat, c):
    totals: dict[str, int] = {}
    for region in c["regions"]:
        totals[region] = totals.get(region, 0) + 1
    return "Study, gain Knowledge: " + join_words([f"{n} {_in(r)}" for r, n in totals.items()])


def _explorer(state, seat, index):
    return f"explorer {index + 1} (Expertise {state['players'][seat]['expertise'][index]})"


def _place(state, seat, c):
    prompt = _prompt(state)
    expertise = state["players"][seat]["expertise"][prompt["explorer"]] if "explorer" in prompt else c["level"]
    support = c["level"] - expertise
    extra = f", supported for {support} Reputation" if support > 0 else ""
    return f"Place the explorer at {LOCATION_NAMES[c['location']]}, level {c['level']}{extra}"


def _organize(state, seat, c):
    cuts = [cut for cut, on in (("-£3", c["cut_cost"]), ("-1 Knowledge", c["cut_knowledge"])) if on]
    paid = f", pay {2 * len(cuts)} Reputation: {' and '.join(cuts)}" if cuts else ""
    return f"Organize {expedition_name(c['card'])}{paid}"


def _gallery_space(state, c):
    return f"gallery collection {c['collection'] + 1}, space {c['space'] + 1}"


def _reserve(state, seat, c):
    return f"Reserve {expedition_name(state['program'][c['space'] - 1])} from Program space {c['space']}"


def _decline(state, seat, c):
    kind = _prompt(state).get("k")
    return {"publisher": "Take no Bloomsbury tile", "reserve": "Do not reserve an expedition"}.get(kind, "Decline")


def _done(state, seat, c):
    kind = _prompt(state).get("k")
    return {"exhibit_more": "Exhibit no more relics", "study_more": "Study no more relics"}.get(kind, "Done")


def _keep_relic(state, seat, c):
    region = _prompt(state).get("region")
    return f"Keep the {REGION_NAMES[region]} {c['relic']}" if region else f"Keep the {c['relic']}"


LABELS = {
    "choose_side": lambda state, seat, c: f"Use side {c['side']} of your Society board",
    "assign_expertise": lambda state, seat, c: "Give your explorers Expertise "
    + join_words([str(level) for level in c["levels"]]),
    "discard_expeditions": lambda state, seat, c: "Discard " + join_words([expedition_name(i) for i in c["cards"]]),
    "keep_society": lambda state, seat, c: f"Keep the Society card {society_card_name(c['card'])}",
    "knowledge": _knowledge,
    "raise_expertise": lambda state, seat, c: f"Add 1 Expertise to {_explorer(state, seat, c['explorer'])}",
    "keep_patron": lambda state, seat, c: f"Keep {patron_name(c['patron'])}",
    "take_favor": lambda state, seat, c: f"Take the King's Favor on space {c['space']}",
    "reserve": _reserve,
    "reserve_draw": lambda state, seat, c: "Draw 3 expeditions from the deck and keep 1",
    "decline": _decline,
    "activate": lambda state, seat, c: f"Activate {_explorer(state, seat, c['explorer'])}",
    "gain_reputation": lambda state, seat, c: "Gain 2 Reputation for 1 Society disc",
    "place": _place,
    "deepen": lambda state, seat, c: f"Deepen knowledge: discard {relic_name(c['relic'])} for 3 Knowledge",
    "skip_action": lambda state, seat, c: "Skip the location action",
    "end_turn": lambda state, seat, c: "End your turn",
    "organize": _organize,
    "keep_card": lambda state, seat, c: f"Keep {expedition_name(c['card'])} in hand",
    "discard_card": lambda state, seat, c: f"Discard {expedition_name(c['card'])} from hand",
    "exhibit": lambda state, seat, c: f"Exhibit {relic_name(c['relic'])} in {_gallery_space(state, c)}",
    "study_relic": lambda state, seat, c: f"Study a relic: discard {relic_name(c['relic'])} for Science",
    "meet_patron": lambda state, seat, c: "Meet a patron",
    "study_university": _study_university,
    "sell_relic": lambda state, seat, c: f"Sell {relic_name(c['relic'])} (lose 1 Reputation)",
    "bonus8": lambda state, seat, c: "Knowledge bonus: " + ("gain 1 Science" if c["pick"] == "science"
                                                             else "gain 5 Prestige"),
    "retrieve_disc": lambda state, seat, c: f"Retrieve your disc from {_gallery_space(state, c)}",
    "take_relic": lambda state, seat, c: f"Take a {REGION_NAMES[c['region']]} {c['relic']}",
    "honor_patron": lambda state, seat, c: f"Honor {patron_name(c['patron'])} with {relic_name(c['relic'])}",
    "publisher": lambda state, seat, c: f"Take the {bloomsbury_name(c['tile'])}",
    "choose_study": lambda state, seat, c: f"Score {study_card_name(c['card'])}",
    "done": _done,
    "automa_turn": lambda state, seat, c: "Play the Automa's turn",
    "draw_relic": lambda state, seat, c: f"Draw a random relic from the {REGION_NAMES[c['region']]} bag",
    "keep_relic": _keep_relic,
    "present": lambda state, seat, c: f"Present discoveries to the Royal Society: objective {c['tile']}",
}


def label(state: dict, seat: int, command: dict) -> str:
    return LABELS[command["type"]](state, seat, command)
