"""The Royal Society of Archeology: the shapes of its commands, views, result and events (see shared/domain/contract.py).

tests/contract/test_game_documents.py plays seeded random games of every mode and checks that every command
`legal` lists, every view, event and result validates against these declarations, so they cannot drift from
the engine silently.
"""

from shared.domain.contract import (
    ANY,
    BOOLEAN,
    INTEGER,
    STRING,
    GameContract,
    any_of,
    array_of,
    command,
    enum,
    map_of,
    nullable,
    obj,
    spectator_view,
)

from .data import LOCATIONS, REGIONS
from .event_names import RENAMED_EVENTS
from .game_setup import MODES
from .undo_policy import UNDO

REGION = enum(REGIONS)

COMMANDS = {
    "activate": command("activate", {"explorer": INTEGER}, description="Phase B: activate an explorer"),
    "assign_expertise": command("assign_expertise", {"levels": array_of(INTEGER)}, description="setup: assign the starting Expertise levels"),
    "automa_turn": command("automa_turn", description="play the Automa's turn"),
    "bonus8": command("bonus8", {"pick": enum(("prestige", "science"))}, description="bonus: prestige or science"),
    "choose_side": command("choose_side", {"side": enum(("A", "B"))}, description="setup: choose your board's side"),
    "choose_study": command("choose_study", {"card": INTEGER}, description="final scoring: choose a Study card"),
    "decline": command("decline", description="decline the offer"),
    "deepen": command("deepen", {"relic": STRING}, description="University: deepen a relic"),
    "discard_card": command("discard_card", {"card": INTEGER}, description="over the hand limit: discard a card"),
    "discard_expeditions": command("discard_expeditions", {"cards": array_of(INTEGER)}, description="setup: discard Expedition cards"),
    "done": command("done", description="stop exhibiting or studying"),
    "draw_relic": command("draw_relic", {"region": REGION}, description="draw a relic from a region's bag"),
    "end_turn": command("end_turn", description="end your turn"),
    "exhibit": command("exhibit", {"relic": STRING, "collection": INTEGER, "space": INTEGER}, description="Royal Museum: exhibit a relic in a collection space"),
    "gain_reputation": command("gain_reputation", description="optional, own turn: gain Reputation"),
    "honor_patron": command("honor_patron", {"patron": INTEGER, "relic": STRING}, description="optional, own turn: honor a patron with a relic"),
    "keep_card": command("keep_card", {"card": INTEGER}, description="keep a card"),
    "keep_patron": command("keep_patron", {"patron": INTEGER}, description="keep a patron"),
    "keep_relic": command("keep_relic", {"relic": STRING}, description="keep a drawn relic"),
    "keep_society": command("keep_society", {"card": INTEGER}, description="setup: keep a Society card"),
    "knowledge": command("knowledge", {"regions": array_of(REGION)}, description="gain Knowledge in regions"),
    "meet_patron": command("meet_patron", description="The City: meet a patron"),
    "organize": command("organize", {"card": INTEGER, "cut_cost": BOOLEAN, "cut_knowledge": BOOLEAN}, description="Port of London: organize an expedition"),
    "place": command("place", {"location": enum(LOCATIONS), "level": INTEGER}, description="place an explorer on a location and level (a level above its Expertise is support: 1 Reputation a level)"),
    "present": command("present", {"tile": STRING}, description="optional, own turn: present a tile"),
    "publisher": command("publisher", {"tile": STRING}, description="the Publisher: take a tile"),
    "raise_expertise": command("raise_expertise", {"explorer": INTEGER}, description="raise an explorer's Expertise"),
    "reserve": command("reserve", {"space": INTEGER}, description="take a reserve space"),
    "reserve_draw": command("reserve_draw", description="draw from the reserve"),
    "retrieve_disc": command("retrieve_disc", {"collection": INTEGER, "space": INTEGER}, description="retrieve a disc from a collection space"),
    "sell_relic": command("sell_relic", {"relic": STRING}, description="The City: sell a relic"),
    "skip_action": command("skip_action", description="skip the location's action"),
    "study_relic": command("study_relic", {"relic": STRING}, description="Royal Museum: study a relic"),
    "study_university": command("study_university", {"regions": array_of(REGION)}, description="University: study regions"),
    "take_favor": command("take_favor", {"space": INTEGER}, description="Phase A.1 / H: take a Favor space (1-6)"),
    "take_relic": command("take_relic", {"region": REGION, "relic": STRING}, description="take a relic of a region"),
}

EVENTS = {
    "activate": obj({"seat": INTEGER, "command": obj({"type": STRING, "explorer": INTEGER})}, {"rolls": array_of(ANY)}),
    "assign_expertise": obj({"seat": INTEGER, "command": obj({"type": STRING, "levels": array_of(INTEGER)})}, {"rolls": array_of(ANY)}),
    "automa_turn": obj({"seat": INTEGER, "command": obj({"type": STRING})}, {"rolls": array_of(array_of(INTEGER))}),
    "bonus8": obj({"seat": INTEGER, "command": obj({"type": STRING, "pick": STRING})}, {"rolls": array_of(ANY)}),
    "choose_side": obj({"seat": INTEGER, "command": obj({"type": STRING, "side": STRING})}, {"rolls": array_of(ANY)}),
    "choose_study": obj({"seat": INTEGER, "command": obj({"type": STRING, "card": INTEGER})}, {"rolls": array_of(ANY)}),
    "decline": obj({"seat": INTEGER, "command": obj({"type": STRING})}, {"rolls": array_of(ANY)}),
    "deepen": obj({"seat": INTEGER, "command": obj({"type": STRING, "relic": STRING})}, {"rolls": array_of(ANY)}),
    "discard_card": obj({"seat": INTEGER, "command": obj({"type": STRING, "card": INTEGER})}, {"rolls": array_of(ANY)}),
    "discard_expeditions": obj({"seat": INTEGER, "command": obj({"type": STRING, "cards": array_of(INTEGER)})}, {"rolls": array_of(ANY)}),
    "done": obj({"seat": INTEGER, "command": obj({"type": STRING})}, {"rolls": array_of(ANY)}),
    "draw_relic": obj({"seat": INTEGER, "command": obj({"type": STRING, "region": STRING})}, {"rolls": array_of(ANY)}),
    "end_turn": obj({"seat": INTEGER, "command": obj({"type": STRING})}, {"rolls": array_of(ANY)}),
    "exhibit": obj({
        "seat": INTEGER,
        "command": obj({"type": STRING, "relic": STRING, "collection": INTEGER, "space": INTEGER}),
    }, {"rolls": array_of(ANY)}),
    "gain_reputation": obj({"seat": INTEGER, "command": obj({"type": STRING})}, {"rolls": array_of(ANY)}),
    "game_setup": obj({
        "players": array_of(obj({"name": STRING, "kind": STRING, "policy": nullable(STRING)})),
        "mode": STRING,
        "simplified": BOOLEAN,
        "effective_players": INTEGER,
        "gallery": array_of(obj({"tile": INTEGER, "side": INTEGER})),
        "royal_requirements": map_of(STRING),
        "royal_society": obj({"A": STRING, "B": STRING, "C": STRING}),
        "program": array_of(INTEGER),
        "first": INTEGER,
        "deals": map_of(obj({
            "study": any_of(array_of(INTEGER), INTEGER),
            "expeditions": any_of(array_of(INTEGER), INTEGER),
            "society": any_of(array_of(INTEGER), INTEGER),
        })),
    }, {
        "secret": obj({
            "deck": array_of(INTEGER),
            "patron_deck": array_of(INTEGER),
            "bags": obj({
                "mediterranean": array_of(STRING),
                "africa": array_of(STRING),
                "asia": array_of(STRING),
                "south_america": array_of(STRING),
            }),
            "bloomsbury": map_of(array_of(STRING)),
            "box10": array_of(STRING),
        }, {"automa_deck": array_of(INTEGER)}),
        "blocked_gallery": array_of(array_of(INTEGER)),
        "automa": obj({"seat": INTEGER}),
    }),
    "honor_patron": obj({
        "seat": INTEGER,
        "command": obj({"type": STRING, "patron": INTEGER, "relic": STRING}),
    }, {"rolls": array_of(ANY)}),
    "keep_card": obj({"seat": INTEGER, "command": obj({"type": STRING}, {"card": INTEGER})}, {"rolls": array_of(ANY)}),
    "keep_patron": obj({"seat": INTEGER, "command": obj({"type": STRING, "patron": INTEGER})}, {"rolls": array_of(ANY)}),
    "keep_relic": obj({"seat": INTEGER, "command": obj({"type": STRING, "relic": STRING})}, {"rolls": array_of(ANY)}),
    "keep_society": obj({"seat": INTEGER, "command": obj({"type": STRING, "card": INTEGER})}, {"rolls": array_of(ANY)}),
    "knowledge": obj({"seat": INTEGER, "command": obj({"type": STRING, "regions": array_of(STRING)})}, {"rolls": array_of(ANY)}),
    "meet_patron": obj({"seat": INTEGER, "command": obj({"type": STRING})}, {"rolls": array_of(ANY)}),
    "organize": obj({
        "seat": INTEGER,
        "command": obj({"type": STRING, "card": INTEGER, "cut_cost": BOOLEAN, "cut_knowledge": BOOLEAN}),
    }, {"rolls": array_of(ANY)}),
    "place": obj({
        "seat": INTEGER,
        "command": obj({"type": STRING, "location": STRING, "level": INTEGER}),
    }, {"rolls": array_of(ANY)}),
    "present": obj({"seat": INTEGER, "command": obj({"type": STRING, "tile": STRING})}, {"rolls": array_of(ANY)}),
    "publisher": obj({"seat": INTEGER, "command": obj({"type": STRING, "tile": STRING})}, {"rolls": array_of(ANY)}),
    "raise_expertise": obj({"seat": INTEGER, "command": obj({"type": STRING, "explorer": INTEGER})}, {"rolls": array_of(ANY)}),
    "reserve": obj({"seat": INTEGER, "command": obj({"type": STRING, "space": INTEGER})}, {"rolls": array_of(ANY)}),
    "reserve_draw": obj({"seat": INTEGER, "command": obj({"type": STRING})}, {"rolls": array_of(ANY)}),
    "retrieve_disc": obj({
        "seat": INTEGER,
        "command": obj({"type": STRING, "collection": INTEGER, "space": INTEGER}),
    }, {"rolls": array_of(ANY)}),
    "sell_relic": obj({"seat": INTEGER, "command": obj({"type": STRING, "relic": STRING})}, {"rolls": array_of(ANY)}),
    "skip_action": obj({"seat": INTEGER, "command": obj({"type": STRING})}, {"rolls": array_of(ANY)}),
    "study_relic": obj({"seat": INTEGER, "command": obj({"type": STRING, "relic": STRING})}, {"rolls": array_of(ANY)}),
    "study_university": obj({"seat": INTEGER, "command": obj({"type": STRING, "regions": array_of(STRING)})}, {"rolls": array_of(ANY)}),
    "take_favor": obj({"seat": INTEGER, "command": obj({"type": STRING, "space": INTEGER})}, {"rolls": array_of(ANY)}),
    "take_relic": obj({
        "seat": INTEGER,
        "command": obj({"type": STRING, "region": STRING, "relic": STRING}),
    }, {"rolls": array_of(ANY)}),
}

SEAT_VIEW = obj({
    "mode": STRING,
    "simplified": BOOLEAN,
    "effective_players": INTEGER,
    "board_side": STRING,
    "years": INTEGER,
    "rr_years": array_of(INTEGER),
    "year": INTEGER,
    "stage": STRING,
    "pick_order": array_of(ANY),
    "turn_order": array_of(INTEGER),
    "turn_idx": INTEGER,
    "program": array_of(INTEGER),
    "discard": array_of(INTEGER),
    "box": array_of(INTEGER),
    "bag_discards": obj({
        "mediterranean": array_of(STRING),
        "africa": array_of(STRING),
        "asia": array_of(STRING),
        "south_america": array_of(STRING),
    }),
    "gallery": array_of(obj({"tile": INTEGER, "side": INTEGER, "discs": array_of(nullable(INTEGER))})),
    "locations": obj({
        "university": array_of(obj({"seat": INTEGER, "level": INTEGER}, {"explorer": INTEGER, "fixed": BOOLEAN})),
        "museum": array_of(obj({"seat": INTEGER, "level": INTEGER}, {"explorer": INTEGER, "fixed": BOOLEAN})),
        "city": array_of(obj({"seat": INTEGER, "level": INTEGER}, {"explorer": INTEGER, "fixed": BOOLEAN})),
        "port": array_of(obj({"seat": INTEGER, "level": INTEGER}, {"explorer": INTEGER, "fixed": BOOLEAN})),
    }),
    "royal_society": obj({
        "A": obj({"tile": STRING, "left": nullable(INTEGER), "right": array_of(ANY)}),
        "B": obj({"tile": STRING, "left": nullable(INTEGER), "right": array_of(ANY)}),
        "C": obj({"tile": STRING, "left": nullable(INTEGER), "right": array_of(ANY)}),
    }),
    "royal_requirements": obj({"1": STRING, "2": STRING, "discs": map_of(array_of(INTEGER))}),
    "bloomsbury": map_of(INTEGER),
    "favors": array_of(nullable(INTEGER)),
    "first": INTEGER,
    "stamp": INTEGER,
    "automa": nullable(obj({
        "seat": INTEGER,
        "played": array_of(INTEGER),
        "last": nullable(INTEGER),  # no card played yet
        "left": INTEGER,
    }, {
        # Absent until the Automa has taken its first action.
        "last_action": obj({"kind": STRING}, {"location": STRING, "level": INTEGER, "stack": INTEGER, "tile": STRING}),
    })),
    "money_supply": INTEGER,
    "players": array_of(obj({"seat": INTEGER, "name": STRING, "kind": STRING}, {
        "color": STRING,
        "board": INTEGER,
        "side": nullable(STRING),
        "expertise": array_of(INTEGER),
        "placed": array_of(BOOLEAN),
        "reputation": INTEGER,
        "stamp": INTEGER,
        "prestige": INTEGER,
        "science": INTEGER,
        "money": INTEGER,
        "knowledge": obj({
            "mediterranean": INTEGER,
            "africa": INTEGER,
            "asia": INTEGER,
            "south_america": INTEGER,
        }),
        "discs": INTEGER,
        "reputation_discs": INTEGER,
        "relics": map_of(INTEGER),
        "patrons": array_of(obj({"id": INTEGER, "honored": BOOLEAN})),
        "expeditions": array_of(INTEGER),
        "society": nullable(INTEGER),
        "bloomsbury": array_of(STRING),
        "publisher": map_of(BOOLEAN),
        "penalties": array_of(STRING),
        "rs_claims": array_of(STRING),
        "gallery_discs": INTEGER,
        "rr_discs": INTEGER,
        "private": obj({
            "hand": array_of(INTEGER),
            "study": array_of(INTEGER),
            "offer_society": array_of(INTEGER),
            "offer_expeditions": array_of(INTEGER),
        }),
        "hand_size": INTEGER,
        "study_count": INTEGER,
        "study_choice": INTEGER,
    })),
    "deck_size": INTEGER,
    "patron_deck_size": INTEGER,
    "bags": obj({
        "mediterranean": obj({"pottery": INTEGER}, {"instrument": INTEGER, "jewelry": INTEGER, "scroll": INTEGER}),
        "africa": obj({"instrument": INTEGER, "jewelry": INTEGER}, {"pottery": INTEGER, "scroll": INTEGER}),
        "asia": obj({"jewelry": INTEGER, "pottery": INTEGER, "scroll": INTEGER}, {"instrument": INTEGER}),
        "south_america": obj({"jewelry": INTEGER, "scroll": INTEGER}, {"instrument": INTEGER, "pottery": INTEGER}),
    }),
    "pending": nullable(obj({"k": STRING, "seat": INTEGER}, {
        "location": STRING,
        "level": INTEGER,
        "explorer": INTEGER,
        "support": INTEGER,
        "cards": any_of(array_of(INTEGER), INTEGER),
        "amounts": array_of(INTEGER),
        "distinct": BOOLEAN,
        "exclude": array_of(ANY),
        "stack": STRING,
        "tiles": array_of(STRING),
        "regions": array_of(STRING),
        "left": INTEGER,
        "rewarded": array_of(INTEGER),
        "bag_only": BOOLEAN,
    })),
    "viewer": INTEGER,
}, {"automa_deck_size": INTEGER})

# Hands, Study cards and setup offers are their owner's (rules/views.py): a spectator sees no "private", the
# cards of a private prompt only as their count, and no publisher's tiles (shown to the deciding seat only).
SPECTATOR_VIEW = spectator_view(SEAT_VIEW, viewer="viewer", private=("players[].private", "pending.tiles"),
                                narrowed={"pending.cards": INTEGER})

RESULT = obj({
    "ranking": array_of(INTEGER),
    "winners": array_of(INTEGER),
    "players": array_of(obj({
        "seat": INTEGER,
        "total": INTEGER,
        "lines": array_of(obj({"source": STRING, "track": STRING, "points": INTEGER}, {"card": INTEGER})),
        "prestige": INTEGER,
        "science": INTEGER,
        "tiebreak": array_of(INTEGER),
    })),
}, {"title": STRING})

# The options POST /v1/games takes (the engine's validate_setup checks them; "Solo and 2 Player Game" and
# "Simplified Setup" in the rulebook).
OPTIONS = obj({}, {
    "mode": {**enum(MODES, "the game mode; without it the seats decide (2 with the Automa: solo, 3 with the "
                           "Automa: competitive, 2: confrontation, else standard)"),
             "x-enum-descriptions": {
                 "standard": "3 or 4 players",
                 "confrontation": "2 players against each other",
                 "competitive": "2 players and the Automa",
                 "solo": "1 player against the Automa",
             }},
    "simplified_setup": {**BOOLEAN, "description": "Simplified Setup: deal the marked Expedition cards, no "
                                                   "Society card choice (for a first game)"},
})
OPTIONS["additionalProperties"] = False

# What no undo crosses is in undo_policy.py: it decides how turn_undone folds, so it is hashed with the rules.
CONTRACT = GameContract(
    # Events under their current (past-tense) names: rules/event_names.py renames the old ones on read.
    commands=COMMANDS, events={RENAMED_EVENTS.get(name, name): data for name, data in EVENTS.items()}, seat_view=SEAT_VIEW, spectator_view=SPECTATOR_VIEW, result=RESULT,
    options=OPTIONS,
    undo=UNDO,
)
