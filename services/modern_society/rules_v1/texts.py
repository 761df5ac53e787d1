"""What each Modern Society component does, in words for people (the catalog's `display`; no rule reads it).

Described from the data files in the words of the rulebook's sections B "The Value Track", C "Law cards",
E "Topic cards" and F "Gameplay" (steps 3-7), marked with the data's source: a topic card's text is
"rulebook" only when the rulebook prints every field it describes.
"""

from __future__ import annotations

from shared.domain.catalog import component_text, join_words, plural

SHAPES = {"Red": "triangle", "Green": "circle", "Blue": "square", "Black": "diamond"}


def signed(n: int) -> str:
    return f"{n:+d}"


def influence(card: dict) -> str:
    """'1 Red and 2 Blue influence points' ('' for a card that gives none)."""
    amounts = join_words([f"{n} {v}" for v, n in card["influence"].items()])
    return f"{amounts} influence point{'s' if sum(card['influence'].values()) > 1 else ''}" if amounts else ""


def topic_text(card: dict) -> dict:
    parts = []
    if card["influence"]:
        parts.append(f"Scores {influence(card)} (step 6), adjusted by the Value Modifier.")
    for bonus in card["bonus"]:
        parts.append(f"+{bonus['points']} {bonus['value']} points if '{bonus['if']}' is on the table.")
    if card["prevent"]:
        parts.append("Nobody scores " + join_words(card["prevent"]) + " points this round.")
    if card["minus"]:
        parts.append("Every card giving " + join_words(card["minus"]) + " points gives 1 less this round.")
    penalty = card.get("penalty")
    if penalty:
        parts.append(f"Each player loses {-penalty['points']} {penalty['value']} points for each of "
                     + join_words([f"'{name}'" for name in penalty["per"]]) + " they have on the table.")
    action = card.get("action")
    if action:
        kind = action["kind"]
        if kind == "draw":
            per = action.get("per")
            parts.append("Draw a card" + (" for each " + join_words(
                [f"{p} card" if p in ("war", "company") else f"'{p}'" for p in per]) + " on the table." if per
                else "."))
        elif kind == "steal":
            parts.append("Take a random card from another player's hand.")
        elif kind == "discard":
            parts.append("Discard a random card from every other player's hand.")
        elif kind == "change":
            parts.append("Draw a random card from each neighbour's hand, then give each of them one back.")
    if card["x2"]:
        parts.append("x2: you may play a second card this round.")
    if card.get("icon"):
        parts.append(f"A {card['icon'].capitalize()} card.")
    adjust = join_words([f"{v} {signed(n)}" for v, n in card["adjust"].items() if n])
    effect = " ".join(parts) or "No special feature."
    if adjust:
        effect += f" Moves the Value Track: {adjust}."
    source = "rulebook" if card["source"] == "rulebook" and not card.get("assumed_fields") else "assumed"
    return component_text(effect, source=source, points=influence(card) or None,
                          rule="E - The Topic cards")


def law_ability(law: dict) -> str:
    ability, value = law["ability"], law["value"]
    kind = ability["kind"]
    if kind == "discount":
        return f"Your next {value} Law costs {ability['amount']} influence points less."
    if kind == "x2":
        return "=x2: you may play a second Topic card every round."
    if kind == "convert":
        return f"Convert {ability['rate']} {ability['from']} influence points into 1 {value} point (step 7.1.1)."
    return f"You may score {value} points even in a round that prevents them."


def law_text(law: dict) -> dict:
    return component_text(f"Pass it by paying {law['value']} influence points. Ability: {law_ability(law)} Only "
                          f"your top {law['value']} Law counts.", source=law["source"],
                          cost=f"{law['cost']} {law['value']} influence points",
                          points=plural(law["vp"], "victory point"), rule="C - The Law cards")


def value_text(item: dict) -> dict:
    return component_text(f"The {item['id']} Value ({SHAPES[item['id']]}): its place on the Value Track sets the "
                          f"modifier of every {item['id']} influence score.", source=item["source"],
                          rule="A - The Society")


def track_space_text(space: dict) -> dict:
    if space.get("xx"):
        effect = "XX: a Value marker that reaches this space ends the game at once."
    else:
        effect = f"A Value marker here changes its influence scores by {signed(space['modifier'])}."
        if space.get("start"):
            effect += " Every marker starts here."
        if space["offset"] == 9:
            effect += " A marker cannot go higher."
    return component_text(effect, source=space["source"], rule="B - The Value Track")
