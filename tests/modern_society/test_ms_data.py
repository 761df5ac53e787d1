"""Component data (services/modern_society/data) against every count the rulebook states."""

import json

from services.modern_society.rules.components import (
    BY_NAME,
    DATA,
    LAWS,
    MODIFIER,
    TOPICS,
    TRACK,
    TRACK_MAX,
    TRACK_MIN,
    XX,
)

NAMED = ["Internet", "Pedophile Scandal", "Racism", "Freedom of Speech", "Youth Culture", "Equality",
         "Private Healthcare", "Minority Rights", "Aging Population", "Welfare Diseases"]


def _all_items():
    for name in ("laws.json", "topics.json"):
        raw = json.loads((DATA / name).read_text())
        yield from raw["laws" if name == "laws.json" else "topics"]
    yield from json.loads((DATA / "value_track.json").read_text())["spaces"]


def test_every_item_is_marked_rulebook_or_assumed():
    """DESIGN: each item marked "source": "rulebook" or "source": "assumed"."""
    items = list(_all_items())
    assert items
    for item in items:
        assert item["source"] in ("rulebook", "assumed"), item


def test_law_decks_ten_per_value_in_the_stated_vp_mix():
    """C: "For each Value there is a set of 10 Law cards ... four that are worth 1 victory point (vp), three
    that are worth 3vp, two worth 6vp, and one worth 11vp." """
    assert len(LAWS) == 40
    for v in range(4):
        vps = sorted(law["vp"] for law in LAWS.values() if law["value"] == v)
        assert vps == [1, 1, 1, 1, 3, 3, 3, 6, 6, 11]


def test_green_1vp_law_costs_5():
    """D: "if John wants to pass a 1vp Green Law card he must pay 5 Green influence points"."""
    greens = [law for law in LAWS.values() if law["value"] == 1 and law["vp"] == 1]
    assert greens and all(law["cost"] == 5 for law in greens)


def test_red_conversions_always_take_black():
    """7.1.1: a Red Law converts "another colour ... (in this case it will always be Black influence
    points) into Red": Black "2" converts to Red "1"."""
    conv = [law for law in LAWS.values() if law["kind"] == "convert" and law["value"] == 0]
    assert conv
    for law in conv:
        assert law["from"] == 3 and law["rate"] == 2


def test_law_abilities_include_x2_discount_and_override_in_every_value():
    """5 ("=x2"), 7.1.2 ("LAW -5") and 6.1 (the "=" override symbol) exist for every Value."""
    for v in range(4):
        kinds = {law["kind"] for law in LAWS.values() if law["value"] == v}
        assert {"x2", "discount", "override", "convert"} <= kinds
    assert all(law["amount"] == 5 for law in LAWS.values() if law["kind"] == "discount")


def test_named_topics_exist():
    """E and F name these topics; the deck must contain each."""
    for name in NAMED:
        assert name in BY_NAME


def test_internet_feature_as_printed():
    """E: Internet gives 2 Black if 'Pedophile Scandal', 2 Black if 'Racism', 2 Red if 'Freedom of
    Speech', 2 Red if 'Youth Culture' is in play."""
    t = TOPICS[BY_NAME["Internet"]]
    got = sorted((v, p, TOPICS[c].name) for v, p, (_, c) in t.bonus)
    assert got == sorted([(3, 2, "Pedophile Scandal"), (3, 2, "Racism"), (0, 2, "Freedom of Speech"),
                          (0, 2, "Youth Culture")])


def test_equality_and_private_healthcare_as_in_the_scoring_example():
    """F 6 example: Equality scores 2 Red and 2 Red more with 'Minority Rights' in play; Private Healthcare
    costs 2 Red per 'Aging Population' / 'Welfare Diseases' the scoring player has in play."""
    eq = TOPICS[BY_NAME["Equality"]]
    assert eq.influence[0] == 2
    assert (0, 2, ("card", BY_NAME["Minority Rights"])) in eq.bonus
    ph = TOPICS[BY_NAME["Private Healthcare"]]
    assert ph.penalty == (0, -2, (BY_NAME["Aging Population"], BY_NAME["Welfare Diseases"]))


def test_deck_has_war_company_x2_minus_and_prevention_cards():
    """E: War and Company icons; 5: the x2 symbol; 6.2.2: -1 Green and -1 Blue features; 6.1: a crossed-out
    symbol for each Value; 4: draw, steal, discard and change features."""
    ts = list(TOPICS.values())
    assert any(t.icon == "war" for t in ts) and any(t.icon == "company" for t in ts)
    assert any(t.x2 for t in ts)
    assert any(1 in t.minus for t in ts) and any(2 in t.minus for t in ts)
    assert {v for t in ts for v in t.prevent} == {0, 1, 2, 3}
    assert {t.action for t in ts} >= {"draw", "steal", "discard", "change"}
    assert any(t.penalty for t in ts)
    assert all(set(t.minus) <= {1, 2} for t in ts)


def test_value_track_modifiers():
    """B: the modifier "can never increase beyond +5"; XX ends the game; F 6 example: "moved 3 places above
    its starting position giving a Red Value Modifier of +2"; the start has modifier 0 ("all Values are
    equally important at the start of the game")."""
    assert MODIFIER[TRACK_MAX] == 5
    assert max(m for m in MODIFIER.values() if m is not None) == 5
    assert MODIFIER[0] == 0 and MODIFIER[3] == 2
    assert XX == {TRACK_MIN}
    offsets = sorted(o for o in MODIFIER if o not in XX)
    mods = [MODIFIER[o] for o in offsets]
    assert mods == sorted(mods), "modifiers grow to the right"


def test_curves_are_on_value_cards_1_and_5():
    """10: "the positive or negative curves on the Value card track (i.e. Value cards 1 or 5) ... the
    straight section (i.e. Value cards 2 or 4)"; five Value cards in all."""
    spaces = TRACK["spaces"]
    assert {s["value_card"] for s in spaces} == {1, 2, 3, 4, 5}
    for s in spaces:
        assert s["curve"] == (s["value_card"] in (1, 5))
    start = [s for s in spaces if s["start"]]
    assert len(start) == 1 and start[0]["value_card"] == 3
