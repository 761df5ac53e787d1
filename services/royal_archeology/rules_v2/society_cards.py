"""The Society Cards: starting benefits (Player Setup E) and special abilities.

Abilities that change a location action live where the action is resolved and
ask `has_ability`; the expedition abilities are gathered here.
"""

from __future__ import annotations

from .choices import expertise_prompt, knowledge_prompt
from .core import (
    draw_random_relic,
    gain_chosen_relic,
    gain_knowledge,
    gain_money,
    gain_prestige,
    gain_random_relics,
    gain_reputation,
    has_ability,
    player,
)
from .data import REGIONS
from .the_city import meet_patron


def setup_benefits(state, seat, card, ctx):
    if card == 0:  # Livingstone's friends Cenacle
        gain_knowledge(state, seat, "africa", 3, ctx)
        knowledge_prompt(ctx, seat, [1], exclude=["africa"])
        gain_random_relics(state, seat, "africa", 2, ctx)
    elif card == 1:  # Greater London Foundation of Archeology
        knowledge_prompt(ctx, seat, [2, 2], distinct=True)
        gain_money(state, seat, 20)
    elif card == 2:  # The Red Lion Club
        knowledge_prompt(ctx, seat, [2])
        expertise_prompt(state, ctx, seat)
        gain_reputation(state, seat, 1)
        gain_money(state, seat, 10)
    elif card == 3:  # British School of Orient (its ability is not active yet: no Reputation for the Asia Knowledge)
        gain_knowledge(state, seat, "asia", 2, ctx)
        gain_random_relics(state, seat, "asia", 2, ctx)
        gain_reputation(state, seat, 1)
        gain_money(state, seat, 10)
    elif card == 4:  # Levantine Society of London
        gain_knowledge(state, seat, "mediterranean", 2, ctx)
        gain_random_relics(state, seat, "mediterranean", 1, ctx)
        expertise_prompt(state, ctx, seat)
        gain_money(state, seat, 10)
    elif card == 5:  # London Institute of Anthropology
        knowledge_prompt(ctx, seat, [1])
        expertise_prompt(state, ctx, seat)
        gain_reputation(state, seat, 1)
        gain_money(state, seat, 10)
    elif card == 6:  # Mesoamerica Institute of Camden
        gain_knowledge(state, seat, "south_america", 2, ctx)
        expertise_prompt(state, ctx, seat)
        gain_prestige(state, seat, 2, ctx)
    elif card == 7:  # King's Cross Archaeological Circle
        knowledge_prompt(ctx, seat, [2], then="random_relics_2")
        meet_patron(state, seat, 4, ctx)
    elif card == 8:  # St Pancras Geographical Society
        knowledge_prompt(ctx, seat, [2, 2, 2], distinct=True)
    elif card == 9:  # Association of British Archaeologists
        knowledge_prompt(ctx, seat, [2, 1], distinct=True, then="relic_choice_among")
        gain_money(state, seat, 20)
    elif card == 10:  # Westminster Antiquarian Society
        for region in REGIONS:
            gain_random_relics(state, seat, region, 1, ctx)
        expertise_prompt(state, ctx, seat)
    elif card == 11:  # London's Explorers Club
        knowledge_prompt(ctx, seat, [1])
        gain_money(state, seat, 10)
        gain_reputation(state, seat, 1)
        if state["secret"]["box10"]:
            ctx.new.append({"k": "publisher", "seat": seat, "stack": "box10"})


def expedition_ability(state, seat, card, ctx):
    """Abilities that fire 'each time you carry out' an expedition of a region or type."""
    p = player(state, seat)
    region, typ = card["region"], card["type"]
    if region == "africa" and has_ability(p, "africa_relic_choice"):
        gain_chosen_relic(state, seat, ["africa"], ctx)
    if typ == "excavation" and has_ability(p, "excavation_draw2_keep1"):
        drawn = [t for t in (draw_random_relic(state, region, ctx), draw_random_relic(state, region, ctx)) if t]
        if len(drawn) == 1 or (len(drawn) == 2 and drawn[0] == drawn[1]):
            p["relics"][f"{region}:{drawn[0]}"] = p["relics"].get(f"{region}:{drawn[0]}", 0) + 1
            state["bag_discards"][region].extend(drawn[1:])
        elif len(drawn) == 2:
            ctx.new.append({"k": "keep_relic", "seat": seat, "region": region, "options": drawn})
    if typ == "anthropology" and has_ability(p, "anthropology_knowledge"):
        gain_knowledge(state, seat, region, 1, ctx)
    if region == "south_america" and has_ability(p, "south_america_money"):
        gain_money(state, seat, 3)
    if typ == "cartography" and has_ability(p, "cartography_relic_choice"):
        gain_chosen_relic(state, seat, [region], ctx)
    if typ == "exploration" and has_ability(p, "exploration_reputation"):
        gain_reputation(state, seat, 1)
