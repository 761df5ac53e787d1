"""Modern Society: the shapes of its commands, views, result and events (see shared/domain/contract.py).

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
    nullable,
    obj,
    spectator_view,
)

from .undo_policy import UNDO

COMMANDS = {
    "buy_law": command("buy_law", {"law": STRING}, description="7.1.2: buy a Law"),
    "change": command("change", description="step 4 special feature: change (then give cards left and right)"),
    "convert": command("convert", {"times": INTEGER}, description="7.1.1: convert a number of times at once"),
    "discard": command("discard", description="step 4 special feature: discard"),
    "draw": command("draw", description="step 4 special feature: draw"),
    "exchange": command("exchange", {"card": STRING}, description="step 8: exchange a card"),
    "give": command("give", {"card": STRING}, description="step 4 change: give a card to the left neighbour, then to the right"),
    "keep": command("keep", {"card": STRING}, description="step 8: keep a card"),
    "pass": command("pass", description="wave 2 of play, features, conversions, buying laws, exchange: decline"),
    "play": command("play", {"card": STRING}, description="steps 1 and 5: play a card from your hand"),
    "steal": command("steal", {"target": INTEGER}, description="step 4 special feature: steal a card from the target seat"),
}

EVENTS = {
    "buying_skipped": obj({"seat": INTEGER}),
    "buying_started": obj({"value": INTEGER, "queue": array_of(INTEGER)}),
    "card_exchanged": obj({"seat": INTEGER, "card": STRING}),
    "card_played": obj({"seat": INTEGER, "wave": INTEGER, "card": nullable(STRING)}),
    "card_returned": obj({"seat": INTEGER, "to": INTEGER, "card": nullable(STRING)}),
    "card_stolen": obj({"seat": INTEGER, "target": INTEGER, "card": nullable(STRING)}),
    "cards_dealt": obj({"hands": array_of(nullable(array_of(STRING)))}, {"counts": array_of(INTEGER)}),
    "cards_discarded": obj({"seat": INTEGER, "cards": array_of(array_of(any_of(INTEGER, STRING)))}),
    "cards_revealed": obj({"wave": INTEGER, "cards": array_of(array_of(any_of(INTEGER, STRING)))}),
    "cards_taken_for_change": obj({"seat": INTEGER, "taken": array_of(array_of(any_of(nullable(INTEGER), STRING)))}),
    "conversion_declined": obj({"seat": INTEGER, "value": INTEGER}),
    "conversions_started": obj({"value": INTEGER, "queue": array_of(INTEGER)}),
    "deck_reshuffled": obj({"cards": INTEGER}),
    "exchange_card_kept": obj({"seat": INTEGER, "card": nullable(STRING), "discarded": STRING}),
    "exchange_cards_drawn": obj({"seat": INTEGER, "cards": nullable(array_of(STRING))}, {"count": INTEGER}),
    "exchange_declined": obj({"seat": INTEGER}),
    "exchanging_started": obj({"queue": array_of(INTEGER)}),
    "feature_cards_drawn": obj({"seat": INTEGER, "cards": nullable(array_of(STRING))}, {"count": INTEGER}),
    "feature_declined": obj({"seat": INTEGER}),
    "feature_skipped": obj({"seat": INTEGER}),
    "features_started": obj({"wave": INTEGER, "queue": array_of(INTEGER)}),
    "game_ended": obj({"reason": STRING, "value": ANY}),
    "game_started": obj({
        "players": array_of(obj({"name": STRING, "kind": STRING, "policy": nullable(STRING)})),
        "seasons": INTEGER,
        "last_round": INTEGER,
        "removed": array_of(STRING),
        "first_start": INTEGER,
    }),
    "influence_converted": obj({
        "seat": INTEGER,
        "value": INTEGER,
        "source": INTEGER,
        "spent": INTEGER,
        "gained": INTEGER,
    }),
    "law_declined": obj({"seat": INTEGER, "value": INTEGER}),
    "law_passed": obj({"seat": INTEGER, "law": STRING, "cost": INTEGER}),
    "play_started": obj({"wave": INTEGER, "seats": array_of(INTEGER)}),
    "round_ended": obj({"round": INTEGER}),
    "round_scored": obj({
        "round": INTEGER,
        "lines": array_of(obj({
            "seat": INTEGER,
            "value": INTEGER,
            "base": INTEGER,
            "extra": INTEGER,
            "penalty": INTEGER,
            "modifier": INTEGER,
            "gain": INTEGER,
            "total": INTEGER,
        })),
    }),
    "round_started": obj({"round": INTEGER, "season": INTEGER, "start": INTEGER}),
    "season_ended": obj({
        "season": INTEGER,
        "discarded": array_of(STRING),
        "straightened": array_of(array_of(INTEGER)),
    }),
    "second_card_declined": obj({"seat": INTEGER}),
    "value_moved": obj({"value": INTEGER, "by": INTEGER, "to": INTEGER}),
}

SEAT_VIEW = obj({
    "game": STRING,
    "started": BOOLEAN,
    "seat": INTEGER,
    "over": BOOLEAN,
    "end": nullable(obj({"reason": STRING, "value": ANY})),
    "round": INTEGER,
    "season": INTEGER,
    "last_round": INTEGER,
    "seasons": INTEGER,
    "start_player": INTEGER,
    "turn_order": array_of(INTEGER),
    "phase": STRING,
    "wave": INTEGER,
    "value": STRING,
    "pending": array_of(INTEGER),
    "queue": array_of(INTEGER),
    "waiting": array_of(INTEGER),
    "track": array_of(obj({"value": STRING, "offset": INTEGER, "modifier": INTEGER})),
    "law_supply": array_of(obj({"id": STRING, "value": STRING, "vp": INTEGER, "cost": INTEGER, "ability": STRING})),
    "laws_removed": array_of(STRING),
    "table": array_of(array_of(any_of(INTEGER, STRING))),
    "discard": array_of(STRING),
    "deck_count": INTEGER,
    "players": array_of(obj({
        "seat": INTEGER,
        "name": STRING,
        "kind": STRING,
        "hand_count": INTEGER,
        "influence": obj({"Red": INTEGER, "Green": INTEGER, "Blue": INTEGER, "Black": INTEGER}),
        "laws": obj({
            "Red": array_of(STRING),
            "Green": array_of(STRING),
            "Blue": array_of(STRING),
            "Black": array_of(STRING),
        }),
        "vp": INTEGER,
        "played_this_round": array_of(STRING),
        "face_down_played": BOOLEAN,
        "bought_this_round": BOOLEAN,
    })),
    "change": nullable(obj({"seat": INTEGER, "return_to": array_of(INTEGER)})),
    "exchanging": nullable(obj({"seat": INTEGER, "count": INTEGER})),
    "hand": array_of(STRING),
    "face_down": nullable(STRING),
}, {"exchange_drawn": array_of(STRING)})

# A seat's hand, its face-down card and the cards it draws to exchange are its own (rules/hidden.py).
SPECTATOR_VIEW = spectator_view(SEAT_VIEW, viewer="seat", private=("hand", "face_down", "exchange_drawn"))

RESULT = obj({
    "ranking": array_of(INTEGER),
    "winners": array_of(INTEGER),
    "players": array_of(obj({
        "seat": INTEGER,
        "total": INTEGER,
        "lines": array_of(obj({"source": STRING, "value": STRING, "points": INTEGER})),
        "tiebreak": array_of(INTEGER),
    })),
    "end": STRING,
    "over": BOOLEAN,
})

# What no undo crosses is in undo_policy.py: it decides how turn_undone folds, so it is hashed with the rules.
CONTRACT = GameContract(
    commands=COMMANDS, events=EVENTS, seat_view=SEAT_VIEW, spectator_view=SPECTATOR_VIEW, result=RESULT, undo=UNDO,
)
