"""Academic Society: the shapes of its commands, views, result and events (see shared/domain/contract.py).

tests/contract/test_game_documents.py plays seeded random games of every mode and checks that every command
`legal` lists, every view, event and result validates against these declarations, so they cannot drift from
the engine silently.
"""

from shared.domain.contract import (
    BOOLEAN,
    INTEGER,
    STRING,
    GameContract,
    any_of,
    array_of,
    command,
    enum,
    nullable,
    obj,
    spectator_view,
)

from .components import SUBJECTS
from .undo_policy import UNDO

SUBJECT = enum(SUBJECTS)

COMMANDS = {
    "activate": command("activate", {"tile": STRING, "use": BOOLEAN}, description="Phase 5: use a Treatise tile effect that costs something or places a tile, or not"),
    "blue_move": command("blue_move", {"cell": INTEGER, "to": INTEGER}, description="Lecture Hall, Physics Treatise tiles: move a scholar up a blue arrow"),
    "bonus": command("bonus", {"use": BOOLEAN}, description="after the main action on a star space: use the bonus action or not"),
    "declare": command("declare", {"tile": STRING, "achieve": BOOLEAN}, description="Phase 1, per revealed Royal Commission tile, in turn order: declare whether you will achieve it"),
    "forced_move": command("forced_move", {"cell": INTEGER}, description="Phase 4, lowest Contribution: the scholar that must move"),
    "gain_theory": command("gain_theory", {"subject": SUBJECT}, description="gain one Theory 'of any subject', one at a time"),
    "maintain": command("maintain", {"cell": INTEGER, "keep": BOOLEAN}, description="Phase 3, per scholar on the Authority track: keep it (pay the Research Report cost) or let it move down"),
    "place": command("place", {"space": STRING, "pawn": enum(("scholar", "secretary"))}, description="Phase 2 turn: place a scholar or secretary on an action space"),
    "replace_treatise": command("replace_treatise", {"subject": SUBJECT, "slot": INTEGER}, description="the presentation space is full: choose the Treatise tile to replace"),
    "sabbatical": command("sabbatical", {"action": enum(("place", "advance")), "subject": SUBJECT}, description="Society HQ main action, Astronomy Treatise: place a scholar on, or advance one along, a Sabbatical track"),
    "salon": command("salon", {"option": enum(("influence", "exchange"))}, description="Salon: gain influence or exchange"),
    "spend_theory": command("spend_theory", {"subject": SUBJECT}, description="pay one Theory 'of any subject', one at a time"),
    "take_treatise": command("take_treatise", {"tile": STRING, "subject": SUBJECT}, description="Library, HQ/Library bonus, placing Treatise tiles: take a revealed Treatise tile"),
}

EVENTS = {
    "authority_maintained": obj({"seat": INTEGER, "command": obj({"type": STRING, "cell": INTEGER, "keep": BOOLEAN})}),
    "bonus_action_chosen": obj({"seat": INTEGER, "command": obj({"type": STRING, "use": BOOLEAN})}),
    "commission_declared": obj({
        "seat": INTEGER,
        "command": obj({"type": STRING, "tile": STRING, "achieve": BOOLEAN}),
    }),
    "game_started": obj({
        "players": array_of(obj({"name": STRING, "kind": STRING, "policy": nullable(STRING)})),
        "order": array_of(INTEGER),
        "display": obj({
            "mathematics": array_of(STRING),
            "physics": array_of(STRING),
            "astronomy": array_of(STRING),
            "chemistry": array_of(STRING),
        }),
    }, {
        "rc_pile": array_of(STRING),
        "piles": obj({
            "mathematics": array_of(STRING),
            "physics": array_of(STRING),
            "astronomy": array_of(STRING),
            "chemistry": array_of(STRING),
        }),
        "shuffle_keys": obj({
            "mathematics": array_of(array_of(STRING)),
            "physics": array_of(array_of(STRING)),
            "astronomy": array_of(array_of(STRING)),
            "chemistry": array_of(array_of(STRING)),
        }),
        "rc_pile_count": INTEGER,
        "pile_counts": obj({
            "mathematics": INTEGER,
            "physics": INTEGER,
            "astronomy": INTEGER,
            "chemistry": INTEGER,
        }),
    }),
    "pawn_placed": obj({"seat": INTEGER, "command": obj({"type": STRING, "space": STRING, "pawn": STRING})}),
    "sabbatical_scholar_moved": obj({
        "seat": INTEGER,
        "command": obj({"type": STRING, "action": STRING, "subject": STRING}),
    }),
    "salon_action_chosen": obj({"seat": INTEGER, "command": obj({"type": STRING, "option": STRING})}),
    "scholar_moved_blue": obj({"seat": INTEGER, "command": obj({"type": STRING, "cell": INTEGER, "to": INTEGER})}),
    "scholar_moved_red": obj({"seat": INTEGER, "command": obj({"type": STRING, "cell": INTEGER})}),
    "theory_gained": obj({"seat": INTEGER, "command": obj({"type": STRING, "subject": STRING})}),
    "theory_spent": obj({"seat": INTEGER, "command": obj({"type": STRING, "subject": STRING})}),
    "treatise_activated": obj({"seat": INTEGER, "command": obj({"type": STRING, "tile": STRING, "use": BOOLEAN})}),
    "treatise_replaced": obj({
        "seat": INTEGER,
        "command": obj({"type": STRING, "subject": STRING, "slot": INTEGER}),
    }),
    "treatise_taken": obj({
        "seat": INTEGER,
        "command": obj({"type": STRING, "tile": STRING, "subject": STRING}),
    }),
}

SEAT_VIEW = obj({
    "game": STRING,
    "n": INTEGER,
    "round": INTEGER,
    "phase": any_of(INTEGER, STRING),
    "stage": STRING,
    "cursor": INTEGER,
    "over": BOOLEAN,
    "players": array_of(obj({
        "seat": INTEGER,
        "name": STRING,
        "kind": STRING,
        "policy": nullable(STRING),
        "influence": INTEGER,
        "contribution": INTEGER,
        "stamp": INTEGER,
        "theories": obj({
            "mathematics": INTEGER,
            "physics": INTEGER,
            "astronomy": INTEGER,
            "chemistry": INTEGER,
        }),
        "hand": INTEGER,
        "secretaries": array_of(STRING),
        "board_scholars": INTEGER,
        "board_secretaries": array_of(STRING),
        "authority": array_of(INTEGER),
        "sabbatical": obj({
            "mathematics": INTEGER,
            "physics": INTEGER,
            "astronomy": INTEGER,
            "chemistry": INTEGER,
        }),
        "presentation": obj({
            "mathematics": array_of(STRING),
            "physics": array_of(STRING),
            "astronomy": array_of(STRING),
            "chemistry": array_of(STRING),
        }),
    })),
    "order": array_of(INTEGER),
    "stamp": INTEGER,
    "spaces": obj({
        "headquarters_1": nullable(INTEGER),
        "headquarters_2": nullable(INTEGER),
        "headquarters_3": nullable(INTEGER),
        "library_1": nullable(INTEGER),
        "library_2": nullable(INTEGER),
        "library_3": nullable(INTEGER),
        "lecture_hall_1": nullable(INTEGER),
        "lecture_hall_2": nullable(INTEGER),
        "workshop_1": nullable(INTEGER),
        "workshop_2": nullable(INTEGER),
        "workshop_3": nullable(INTEGER),
        "observatory_1": nullable(INTEGER),
        "observatory_2": nullable(INTEGER),
        "observatory_3": nullable(INTEGER),
        "lecture_room_1": nullable(INTEGER),
        "lecture_room_2": nullable(INTEGER),
        "lecture_room_3": nullable(INTEGER),
    }),
    "salon": array_of(INTEGER),
    "secretariat": array_of(STRING),
    "beside": array_of(STRING),
    "rc_revealed": array_of(STRING),
    "rc_removed": array_of(STRING),
    "achieved": array_of(array_of(any_of(INTEGER, STRING))),
    "display": obj({
        "mathematics": array_of(STRING),
        "physics": array_of(STRING),
        "astronomy": array_of(STRING),
        "chemistry": array_of(STRING),
    }),
    "discard": obj({
        "mathematics": array_of(STRING),
        "physics": array_of(STRING),
        "astronomy": array_of(STRING),
        "chemistry": array_of(STRING),
    }),
    "reshuffles": obj({
        "mathematics": INTEGER,
        "physics": INTEGER,
        "astronomy": INTEGER,
        "chemistry": INTEGER,
    }),
    "laid": array_of(array_of(INTEGER)),
    "lowest": array_of(INTEGER),
    "activated": array_of(STRING),
    "p5pos": INTEGER,
    "rc_pile_count": INTEGER,
    "pile_counts": obj({
        "mathematics": INTEGER,
        "physics": INTEGER,
        "astronomy": INTEGER,
        "chemistry": INTEGER,
    }),
    "prompt": nullable(obj({"k": STRING, "seat": INTEGER}, {
        "tile": STRING,
        "location": STRING,
        "place": BOOLEAN,
        "subjects": nullable(array_of(STRING)),
        "cell": INTEGER,
        "n": INTEGER,
        "subject": STRING,
    })),
    "you": INTEGER,
})

# Academic Society has no private hands (rules/views.py): a spectator sees what a seat sees, for no seat.
SPECTATOR_VIEW = spectator_view(SEAT_VIEW, viewer="you")

# The view at version 1 (`?at_version=1`: the game created, its setup event not yet folded).
NOT_STARTED_VIEW = obj({"game": STRING, "started": BOOLEAN, "you": nullable(INTEGER)},
                       description="before the setup (game_started): only ?at_version=1 shows it")

RESULT = obj({
    "ranking": array_of(INTEGER),
    "winners": array_of(INTEGER),
    "players": array_of(obj({
        "seat": INTEGER,
        "name": STRING,
        "total": INTEGER,
        "lines": array_of(obj({"source": STRING, "points": INTEGER})),
        "influence_track": obj({"space": INTEGER, "flipped": BOOLEAN, "hundred_tiles": INTEGER}),
        "tiebreak": array_of(INTEGER),
    })),
    "final": BOOLEAN,
})

# What no undo crosses is in undo_policy.py: it decides how turn_undone folds, so it is hashed with the rules.
CONTRACT = GameContract(
    commands=COMMANDS, events=EVENTS, seat_view=SEAT_VIEW, spectator_view=SPECTATOR_VIEW, result=RESULT, undo=UNDO,
    before_setup=NOT_STARTED_VIEW,
)
