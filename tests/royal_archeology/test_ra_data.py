"""Component data: every count the rulebook states (Components, Relics, ...)."""

from collections import Counter

from services.royal_archeology.rules import data


def test_every_item_has_a_source():
    """DESIGN: 'each item marked "source": "rulebook" or "source": "assumed"'."""
    groups = [data.EXPEDITIONS, data.COLLECTIONS, data.PATRONS, data.STUDY, data.SOCIETY,
              list(data.RS_TILES.values()), list(data.ROYAL_REQUIREMENTS.values()),
              list(data.BLOOMSBURY.values()), data.AUTOMA, data.BOARDS["boards"], data.RELICS["bags"]]
    for group in groups:
        for item in group:
            assert item["source"] in ("rulebook", "assumed"), item
    for key in ("program_reputation", "kings_favors", "science_to_prestige", "titles", "locations", "support_threshold"):
        assert data.BOARD[key]["source"] in ("rulebook", "assumed")


def test_48_expedition_cards_12_per_region():
    """Components 8: '48 Expedition cards'; four regions, four types."""
    assert len(data.EXPEDITIONS) == 48
    assert Counter(c["region"] for c in data.EXPEDITIONS) == {r: 12 for r in data.REGIONS}
    assert Counter(c["type"] for c in data.EXPEDITIONS) == {t: 12 for t in data.TYPES}
    assert [c["id"] for c in data.EXPEDITIONS] == list(range(48))
    for c in data.EXPEDITIONS:
        assert 1 <= c["expertise"] <= 6 and c["knowledge"] >= 0 and c["cost"] >= 0
        assert not (c["myth"] and c["wonder"])
        assert c["gains"]


def test_simplified_setup_cards_cover_four_players():
    """Simplified Setup 10: 'deal 2 to each player' from the cards with the simplified-setup symbol."""
    assert sum(1 for c in data.EXPEDITIONS if c["simplified"]) >= 8


def test_ur_matches_the_rulebook_example():
    """Example of Resolution: Ur needs 5 Expertise, Knowledge 7 in Asia, £23 (paid £20 after -£3), an Asia expedition."""
    ur = next(c for c in data.EXPEDITIONS if c["site"] == "Ur")
    assert (ur["region"], ur["expertise"], ur["knowledge"], ur["cost"]) == ("asia", 5, 7, 23)
    assert ur["condition"] == {"kind": "region", "region": "asia"}
    kinds = [(g["kind"], g.get("n")) for g in ur["gains"]]
    assert ("prestige", 10) in kinds and ("science", 2) in kinds
    assert ("relic_random", 1) in kinds and ("relic_choice", 1) in kinds
    assert any(c["site"] == "Palmyra" and c["region"] == "asia" for c in data.EXPEDITIONS)


def test_relic_bags():
    """Relics: '15 Relic tokens' a bag, types 'x6, x4, x3, x2 per bag'; Asia richest in scrolls, South America in jewelry."""
    assert set(data.BAGS) == set(data.REGIONS)
    for counts in data.BAGS.values():
        assert sum(counts.values()) == 15
        assert sorted(counts.values()) == [2, 3, 4, 6]
        assert set(counts) == set(data.RELIC_TYPES)
    assert max(data.BAGS["asia"], key=data.BAGS["asia"].get) == "scroll"
    assert max(data.BAGS["south_america"], key=data.BAGS["south_america"].get) == "jewelry"
    assert sum(sum(c.values()) for c in data.BAGS.values()) == 60


def test_collection_tiles():
    """Components 6: '12 Collection tiles (double-sided) (4 tiles x 3 sizes)'."""
    assert len(data.COLLECTIONS) == 12
    assert Counter(t["size"] for t in data.COLLECTIONS) == {3: 4, 5: 4, 7: 4}
    for t in data.COLLECTIONS:
        assert len(t["sides"]) == 2
        for side in t["sides"]:
            assert len(side["spaces"]) == t["size"]
            assert side["reward"]["kind"]


def test_collection_spaces_are_the_three_printed_kinds():
    """Royal Museum: 'Collections can contain: relics of a specific type and region, e.g., Mediterranean pottery;
    relics of a specific type, but any region of origin, e.g., a scroll; relics from a specific region, but of any
    type, e.g., a relic from Asia.' - no space accepts just any relic."""
    kinds = set()
    for t in data.COLLECTIONS:
        for side in t["sides"]:
            for sp in side["spaces"]:
                assert sp["region"] in data.REGIONS or sp["region"] is None
                assert sp["type"] in data.RELIC_TYPES or sp["type"] is None
                assert sp["region"] or sp["type"], (t["id"], sp)
                kinds.add((sp["region"] is not None, sp["type"] is not None))
    assert kinds == {(True, True), (False, True), (True, False)}


def test_patrons():
    """Components 9: 16 Patron cards; 'gain between £3 and £5 per Expertise level'; 'lose 3 to 5 Prestige'."""
    assert len(data.PATRONS) == 16
    for p in data.PATRONS:
        assert 3 <= p["rate"] <= 5 and 3 <= p["penalty"] <= 5
        assert p["relic"]["region"] or p["relic"]["type"]


def test_study_cards_include_the_printed_examples():
    """Components 11: 16 Study cards with 2 or 3 objectives; examples A, B, C as printed."""
    assert len(data.STUDY) == 16
    for s in data.STUDY:
        assert len(s["objectives"]) in (2, 3) and len(s["gains"]) == len(s["objectives"])
    a, b, c = data.STUDY[0], data.STUDY[1], data.STUDY[2]
    assert a["gains"] == [1, 2, 4] and sum(len(o) for o in a["objectives"]) == 6
    assert b["gains"] == [2, 4] and b["objectives"][0] == ["africa", "mediterranean", "asia", "south_america"]
    assert c["gains"] == [1, 2, 3]


def test_society_cards_royal_society_royal_requirements_bloomsbury_automa():
    """Components 3, 4, 5, 10, 20: 12 Society cards, 12 Royal Society tiles (4 of A, B, C), 2x4 Royal
    Requirements, 20 Bloomsbury tiles (10 x [10], 10 x [25]), 9 Automa cards."""
    assert len(data.SOCIETY) == 12 and len({c["ability"] for c in data.SOCIETY}) == 12
    assert Counter(t["group"] for t in data.RS_TILES.values()) == {"A": 4, "B": 4, "C": 4}
    assert Counter(t["period"] for t in data.ROYAL_REQUIREMENTS.values()) == {1: 4, 2: 4}
    assert Counter(t["stack"] for t in data.BLOOMSBURY.values()) == {10: 10, 25: 10}
    assert Counter(t["timing"] for t in data.BLOOMSBURY.values()) == {"immediate": 6, "permanent": 4, "end": 10}
    assert len(data.AUTOMA) == 9
    for c in data.AUTOMA:
        assert len(c["years"]) == 5 and 1 <= c["favor"] <= 6


def test_board_constants():
    """Program: Ur at space [6] costs 2 Reputation, spaces 1-2 are free; 12 Science = 60 Prestige; six King's Favors."""
    assert data.PROGRAM_COST[6] == 2 and data.PROGRAM_COST[1] == 0 and data.PROGRAM_COST[2] == 0
    assert all(data.PROGRAM_COST[s] > 0 for s in (3, 4, 5, 6))
    assert 12 * data.SCIENCE_FACTOR == 60
    assert sorted(data.FAVORS) == sorted(["prestige_3", "money_5", "reputation_2", "reserve", "knowledge_1", "relic_choice"])
    assert data.LOC_REPUTATION == {"university": 0, "museum": 6, "city": 4, "port": 0}


def test_society_boards_give_each_explorer_a_skill():
    """Explorer Skills: Logistics (-£3) or Expertise (a region, -2 Knowledge)."""
    assert len(data.BOARDS["boards"]) == 4
    for b in data.BOARDS["boards"]:
        for side in ("A", "B"):
            assert len(b["sides"][side]) == 3
            for sk in b["sides"][side]:
                assert sk["kind"] == "logistics" or sk["region"] in data.REGIONS


RULEBOOK = "/work/shared/rulebooks/003_1f2afc65c7790dea.txt"


def _rulebook():
    import os
    path = os.environ.get("RA_RULEBOOK", RULEBOOK)
    if not os.path.exists(path):  # pragma: no cover - the handbook is outside the repo
        import pytest
        pytest.skip("rulebook not available")
    with open(path, encoding="utf-8") as f:
        return f.read()


def test_card_and_tile_texts_are_the_rulebooks_word_for_word():
    """Issue: 'All 12 society cards, 20 Bloomsbury tiles, 12 Royal Society objectives and 8 Royal Requirement tiles
    exactly as written': every text in the data is a bullet (or a 'Name — text' line) of the rulebook."""
    rb = _rulebook()
    for t in data.BLOOMSBURY.values():
        assert "• " + t["text"] in rb, t["id"]
    for t in data.RS_TILES.values():
        assert "• " + t["text"] in rb, t["id"]
    for t in data.ROYAL_REQUIREMENTS.values():
        assert "• Requirement: " + t["text"] in rb, t["id"]
    for c in data.SOCIETY:
        assert f"{c['name']} — {c['text']}" in rb, c["name"]
    assert len({t["text"] for t in data.BLOOMSBURY.values()}) == 20
    assert len({t["text"] for t in data.RS_TILES.values()}) == 12


def test_printed_study_cards_exactly():
    """The Study Cards: Example A (2 Mediterranean + 1 Excavation; 1 Mediterranean + 1 Cartography; 1 Wonder:
    1/2/4 Science), B (1 expedition in each region; 1 Myth: 2/4), C (Mediterranean + Excavation; South America +
    Excavation; Mediterranean + South America: 1/2/3)."""
    a, b, c = data.STUDY[0], data.STUDY[1], data.STUDY[2]
    assert a["objectives"] == [["mediterranean", "mediterranean", "excavation"], ["mediterranean", "cartography"],
                               ["wonder"]] and a["gains"] == [1, 2, 4]
    assert sorted(b["objectives"][0]) == sorted(data.REGIONS) and b["objectives"][1] == ["myth"]
    assert b["gains"] == [2, 4]
    assert c["objectives"] == [["mediterranean", "excavation"], ["south_america", "excavation"],
                               ["mediterranean", "south_america"]] and c["gains"] == [1, 2, 3]
    assert all(s["source"] == "rulebook" for s in (a, b, c))
