"""Issue 25 point 3: every card, tile and space in every game's catalog says in words what it does, costs and
scores, with the source of those words; the words are display only (no engine reads them)."""

from __future__ import annotations

import copy

import pytest

from shared.domain.catalog import SOURCES, TEXT_FIELDS, catalog_document, component_text
from shared.domain.registry import load_engine

GAMES = ("academic_society", "royal_archeology", "modern_society")


@pytest.mark.parametrize("game", GAMES)
def test_every_catalog_entry_carries_effect_cost_and_points_with_a_source(game):
    catalog = catalog_document(load_engine(game))
    assert catalog["collections"]
    for name, entries in catalog["collections"].items():
        assert entries, name
        for entry in entries:
            text = entry.get("display")
            assert text, f"{name} {entry['id']} has no display text"
            assert set(TEXT_FIELDS) <= set(text)
            assert isinstance(text["effect"], str) and len(text["effect"]) > 10, (name, entry["id"])
            assert all(text[f] is None or (isinstance(text[f], str) and text[f]) for f in ("cost", "points"))
            assert text["source"] in SOURCES
            # Words never claim the rulebook for data the data file marks assumed.
            if entry["source"] == "assumed":
                assert text["source"] == "assumed", (name, entry["id"])
            assert "{" not in text["effect"] and "None" not in text["effect"], text["effect"]


@pytest.mark.parametrize("game", GAMES)
def test_the_texts_are_display_only(game):
    """The data the engines decide with is the same object before and after the catalog builds its texts."""
    engine = load_engine(game)
    module = __import__(f"services.{game}.rules.components" if game != "royal_archeology"
                        else "services.royal_archeology.rules.data", fromlist=["_"])
    def data() -> dict:  # plain data, and the slots of objects built from it (Modern Society's Topic)
        return {k: repr(v) if not hasattr(v, "items") else {i: repr(getattr(x, "__dict__", x)) for i, x in v.items()}
                for k, v in vars(module).items() if k.isupper()}

    before = copy.deepcopy(data())
    catalog_document(engine)
    assert data() == before


def test_a_rulebook_printed_card_keeps_the_rulebooks_words():
    catalog = catalog_document(load_engine("royal_archeology"))
    for entry in catalog["collections"]["society_cards"]:
        assert entry["display"]["effect"] == entry["text"]  # the card's printed text, kept as the data has it
        assert entry["display"]["source"] == "rulebook"
    for entry in catalog["collections"]["royal_requirements"]:
        assert entry["text"] in entry["display"]["effect"] and "Penalty:" in entry["display"]["effect"]


def test_the_treatise_tile_the_issue_names_says_what_it_does():
    tiles = {e["id"]: e for e in catalog_document(load_engine("academic_society"))["collections"]["treatise_tiles"]}
    t05 = tiles["t05"]["display"]
    assert "Spend 1 Contribution to gain 3 Theories" in t05["effect"]
    assert t05["cost"] == "1 Contribution" and t05["points"].endswith("Influence at game end")


def test_a_text_without_a_source_or_effect_is_refused():
    with pytest.raises(ValueError):
        component_text("does something", source="guessed")
    with pytest.raises(ValueError):
        component_text("", source="rulebook")
