"""What each component of The Royal Society of Archeology does, in words for people (the catalog's `display`;
no rule reads it).

Cards and tiles whose text the rulebook prints (Society cards, Bloomsbury tiles, Royal Society and Royal
Requirement tiles) keep the rulebook's words; the others are described from their data (sections
"Expedition Cards", "Patron Cards", "The Study Cards", "Royal Museum", "Automa Actions"), marked with the
data's source.
"""

from __future__ import annotations

from shared.domain.catalog import component_text, join_words, plural

from .data import ROYAL_SOCIETY

REGIONS = {"mediterranean": "Mediterranean", "africa": "Africa", "asia": "Asia", "south_america": "South America"}
LOCATIONS = {"university": "University of London", "museum": "Royal Museum", "city": "The City",
             "port": "Port of London"}

# The rulebook's "The 4 Location Actions".
LOCATION_ACTIONS = {
    "university": ("Study: gain 1 Knowledge (Expertise 1-2) or 2 Knowledge (Expertise 3+) in expedition regions; "
                   "with Expertise 4+ you may discard a relic to gain 3 Knowledge in its region. "
                   "Location bonuses: +1 Knowledge (left), +1 Reputation (right)."),
    "museum": ("Exhibit relics in the Grand Gallery (1-3 by Expertise) and gain each supplied collection's reward, "
               "or study relics for Science. Needs 6 Reputation. Location bonuses: +1 Reputation (left), "
               "+2 Prestige (right)."),
    "city": ("Meet a patron (draw 2, keep 1: gain £3-£5 per Expertise level) or sell a relic. "
             "Location bonuses: +£3 (left), +2 Prestige (right)."),
    "port": ("Organize an expedition from the Program or your hand: meet its prerequisites, pay its cost, "
             "gain 1 Expertise and its gains. Location bonuses: reserve an expedition (left), +1 Reputation "
             "(right)."),
}

RELIC_TYPES = {"pottery": "Pottery", "instrument": "Instrument", "scroll": "Scroll", "jewelry": "Jewelry"}


def gain(g: dict) -> str:
    kind, n = g["kind"], g.get("n", 1)
    if kind == "prestige":
        return f"{n} Prestige"
    if kind == "science":
        return f"{n} Science"
    if kind == "reputation":
        return f"{n} Reputation"
    if kind == "money":
        return f"£{n}"
    if kind in ("knowledge", "knowledge_choice"):
        where = "the explored region" if g.get("region") == "explored" else "a region of your choice"
        return f"{n} Knowledge in {where}"
    if kind == "relic_random":
        return plural(n, "random relic") + " from the explored region's bag"
    if kind == "relic_choice":
        return plural(n, "relic") + " of your choice from the explored region's bag"
    if kind == "reserve":
        return "reserve an expedition"
    return kind.replace("_", " ")


def expedition_text(card: dict) -> dict:
    kind = card["type"].capitalize()
    site = " (Myth site)" if card.get("myth") else " (Wonder)" if card.get("wonder") else ""
    effect = (f"{kind} expedition to {card['site']}, {REGIONS[card['region']]}{site}. Organize it at the Port of "
              f"London with an explorer of Expertise {card['expertise']}+ and {card['knowledge']} Knowledge in "
              f"{REGIONS[card['region']]}; the explorer gains 1 Expertise, and you gain "
              f"{join_words([gain(g) for g in card['gains']])}.")
    condition = card.get("condition")
    if condition:
        needed = (REGIONS[condition["region"]] if condition["kind"] == "region"
                  else condition["type"].capitalize())
        effect += f" Needs an expedition already organized: {needed}."
    prestige = sum(g.get("n", 0) for g in card["gains"] if g["kind"] == "prestige")
    return component_text(effect, source=card["source"], cost=f"£{card['cost']}" if card["cost"] else "free",
                          points=f"{prestige} Prestige" if prestige else None, rule="Expedition Cards")


def relic_words(relic: dict) -> str:
    kind = RELIC_TYPES[relic["type"]] if relic.get("type") else "relic"
    return f"{REGIONS[relic['region']]} {kind.lower()}" if relic.get("region") else f"{kind.lower()} of any region"


def patron_text(card: dict) -> dict:
    return component_text(
        f"Meet this patron in The City: gain £{card['rate']} per Expertise level of the explorer you send. "
        f"Honor them by discarding one {relic_words(card['relic'])}: flip the card and gain 1 Reputation.",
        source=card["source"], cost=f"honoring costs one {relic_words(card['relic'])}",
        points=f"lose {card['penalty']} Prestige at game end if unhonored", rule="Patron Cards")


def study_objective(symbols: list[str]) -> str:
    """['mediterranean', 'mediterranean', 'excavation'] -> '2 expeditions in Mediterranean and 1 Excavation
    expedition' (a symbol shown twice asks for two separate expeditions)."""
    words = []
    for symbol in dict.fromkeys(symbols):
        n = symbols.count(symbol)
        if symbol in REGIONS:
            words.append(f"{plural(n, 'expedition')} in {REGIONS[symbol]}")
        elif symbol == "level5":
            words.append(f"{plural(n, 'expedition')} of level 5 or more")
        else:
            words.append(f"{n} {symbol.capitalize()} {'expedition' if n == 1 else 'expeditions'}")
    return join_words(words)


def study_card_text(card: dict) -> dict:
    objectives = "; ".join(f"({i}) {study_objective(o)}" for i, o in enumerate(card["objectives"], start=1))
    gains = ", ".join(f"{n} Science for {plural(i, 'objective')}" for i, n in enumerate(card["gains"], start=1))
    return component_text(f"Kept hidden until the end. Objectives (each expedition counts once): {objectives}.",
                          source=card["source"], points=gains, rule="The Study Cards")


def society_card_text(card: dict) -> dict:
    return component_text(card["text"], source=card["source"], rule="The Society Cards")


def bloomsbury_text(tile: dict) -> dict:
    when = "At once" if tile["timing"] == "immediate" else "At game end"
    return component_text(f"{when}: {tile['text']} (from the [{tile['stack']}] stack)", source=tile["source"],
                          rule="Bloomsbury")


def printed_text(item: dict, rule: str, **extra) -> dict:
    return component_text(item["text"], source=item["source"], rule=rule, **extra)


def royal_society_text(tile: dict) -> dict:
    reward = tile["reward"]
    first, later = ROYAL_SOCIETY["first"][reward], ROYAL_SOCIETY["later"][reward]
    return printed_text(tile, "The Royal Society Tiles",
                        points=f"{first} {reward.capitalize()} to the first to present it, {later} to later ones")


PENALTIES = {
    "support_cap_5": "You can no longer temporarily increase an explorer's Expertise beyond 5.",
    "random_relics": "Draw Relic tokens at random instead of choosing them.",
    "no_collection_rewards": "You no longer gain Collection rewards.",
    "no_right_bonus": "You no longer gain location rewards (right bonus).",
    "lose_science_1": "Lose 1 Science.",
    "lose_prestige_8": "Lose 8 Prestige.",
}


def royal_requirement_text(tile: dict) -> dict:
    when = "end of year II (4 players) or III" if tile["period"] == 1 else "end of year IV (4 players) or V"
    return component_text(f"Checked at the {when}: {tile['text']} Penalty: {PENALTIES[tile['penalty']]}",
                          source=tile["source"], rule=f"Royal Requirements {tile['period']}")


REWARDS = {"prestige": "{n} Prestige", "science": "{n} Science", "money": "£{n}", "reputation": "{n} Reputation",
           "knowledge_choice": "{n} Knowledge in a region of your choice", "reserve": "reserve an expedition"}


def side_words(side: dict) -> str:
    spaces = join_words([relic_words(s) for s in side["spaces"]])
    reward = REWARDS[side["reward"]["kind"]].format(n=side["reward"].get("n", 1))
    return f"spaces for {spaces}; reward {reward}"


def collection_tile_text(tile: dict) -> dict:
    sides = " / other side: ".join(side_words(s) for s in tile["sides"])
    return component_text(f"A Grand Gallery collection of {tile['size']} relics: {sides}.", source=tile["source"],
                          points="12 Prestige (complete) or 6 Prestige (incomplete) to the most discs here",
                          rule="Royal Museum")


def automa_step(step: dict) -> str:
    kind = step["kind"]
    if kind == "place":
        return f"explorer to {LOCATIONS[step['location']]} section {step['level']}"
    if kind == "gallery":
        return "discs in collections III and V"
    if kind == "program3":
        return "takes the Program's card 3"
    if kind == "draw_expedition":
        return "draws an expedition"
    if kind == "bloomsbury":
        return f"removes a Bloomsbury tile from the [{step['stack']}] stack"
    return f"claims Royal Society objective {step['tile']}"


def automa_card_text(card: dict) -> dict:
    years = "; ".join(f"year {i}: {automa_step(s)}" for i, s in enumerate(card["years"], start=1))
    return component_text(f"The Automa's action by year: {years}. King's Favor {card['favor']}.",
                          source=card["source"], rule="Automa Actions")


def society_board_text(board: dict) -> dict:
    def skill(s: dict) -> str:
        return ("Logistics (-£3 per expedition)" if s["kind"] == "logistics"
                else f"Expertise in {REGIONS[s['region']]} (-2 Knowledge needed there)")
    sides = "; ".join(f"side {name}: {', '.join(skill(s) for s in skills)}" for name, skills in board["sides"].items())
    return component_text(f"Your three explorers' skills, {sides}.", source=board["source"],
                          rule="Explorer Skills")


def relic_text(relic: dict) -> dict:
    return component_text(f"One {relic_words({'region': relic['region'], 'type': relic['relic_type']})}: exhibit it in "
                          "the Grand Gallery, study it for Science, sell it, or give it to a patron.",
                          source=relic["source"], rule="Royal Museum")


def relic_type_text(item: dict) -> dict:
    return component_text(f"{item['id'].capitalize()} relics: collections and patrons may ask for this type.",
                          source=item["source"], rule="Components")


def region_text(item: dict) -> dict:
    return component_text(f"{REGIONS[item['id']]}: its Knowledge opens its expeditions; at 5, 8 and 12 Knowledge "
                          "you gain Science or Prestige.", source=item["source"], rule="Knowledge Track")


def location_text(item: dict) -> dict:
    return component_text(LOCATION_ACTIONS[item["id"]], source=item["source"], rule="The 4 Location Actions")


FAVORS = {"prestige_3": "gains 3 Prestige", "money_5": "gains £5", "reputation_2": "gains 2 Reputation",
          "reserve": "performs the Reserve an Expedition action",
          "knowledge_1": "gains 1 Knowledge in a region of their choice", "relic_choice": "takes 1 relic of their choice"}


def kings_favor_text(space: dict) -> dict:
    return component_text(f"Turn order space {space['id']}: players pick spaces by Reputation, highest first; who "
                          f"takes this one plays in position {space['id']} this year and immediately "
                          f"{FAVORS[space['favor']]}.", source=space["source"], rule="Phase A. Upkeep")


def program_space_text(space: dict) -> dict:
    cost = space["reputation"]
    return component_text(f"Program space {space['id']}: an Expedition card here may be reserved or organized "
                          + ("for free." if not cost else f"by paying {cost} Reputation."),
                          source=space["source"], cost=f"{cost} Reputation" if cost else None,
                          rule="Expedition Program")
