"""The Royal Society of Archeology as the platform hosts it: everything shared/ needs of the game, declared once
(shared.domain.game_declaration). Its modes (standard, solo, competitive, confrontation) are its engine's
setup rules."""

from __future__ import annotations

from shared.domain.game_declaration import GameDeclaration, LobbyPreset, beside
from shared.domain.policy_versions import (
    RANDOM,
    SEARCH,
    SEARCHES,
    SEES_AUTOMA,
    SEES_LEGAL,
    SEES_SEARCH,
    given_a_world,
    given_the_state,
)
from shared.domain.rules_versions import RulesVersion

NAME = "royal_archeology"
RULES = f"services.{NAME}.rules"

DECLARATION = GameDeclaration(
    name=NAME,
    title="The Royal Society of Archeology",
    engine=RULES,
    default_port=8002,
    rules_versions=(
        RulesVersion(NAME, 1, RULES, "6e37f31487c2df94a52336e103cce8e87031c910ed6d5a296b76955d6029c809", "d8a3084"),
    ),
    result_schemas=f"services.{NAME}.result_schemas",
    policy_versions=(
        given_the_state(RULES, "random", 1, RANDOM, (RANDOM,),
                        "1b68adf708477a66b5ec120ba4ec1036ff585337c226b3a57800a37a693a672a", SEES_LEGAL),
        # Version 1 read the hidden expedition deck: its look-ahead drew the real next cards (issue 38). Frozen,
        # so that the games it played replay and verify; new games play version 2.
        given_the_state(RULES, "heuristic", 1, f"{RULES}.bots:heuristic_command", (f"{RULES}.bots",),
                        "b79b8b2f089ed1bf0f314b01a96a72da41e67d8308abc2feb28efff7ea187c94",
                        "the whole position, the hidden expedition deck included (issue 38); no new game plays it"),
        given_a_world(RULES, "heuristic", 2, f"{RULES}.bots:heuristic_command", (f"{RULES}.bots",),
                      "317c267247eaac83e4d5a8c077ef20503175c7cd7cf7e323f0ebaefceebe1a34"),
        given_the_state(RULES, "strong", 1, f"{RULES}.strong:strong_command",
                        (f"{RULES}.bots", f"{RULES}.strong", *SEARCH),
                        "796b545b49e4cec1b28dd7de2bf3f3fce4ce51b069269bd98dd66f7a13ca5379", SEES_SEARCH),
        given_a_world(RULES, "strong", 2, f"{RULES}.strong:strong_command", (f"{RULES}.bots", f"{RULES}.strong", *SEARCH),
                      "6999d8ceae3f466c92c9d80e82b536ef1f46ef8193108a8454b6b48519dcfa8d", SEARCHES),
        # The Automa follows the rulebook's own procedure (automa_turn draws its cards in `decide`).
        given_the_state(RULES, "automa", 1, f"{RULES}.bots:automa_command", (f"{RULES}.bots:automa_command", RANDOM),
                        "344efcc76e292531fe944b5acb3eca7c02575ed7622583a03eed09da4a858907", SEES_AUTOMA),
    ),
    lobby_presets=(
        LobbyPreset("Solo against the Automa", (("human",), ("automa", "automa"))),
        LobbyPreset("Confrontation: you and a bot", (("human",), ("bot", "heuristic")), {"mode": "confrontation"}),
        LobbyPreset("Three players: you and two bots", (("human",), ("bot", "heuristic"), ("bot", "random"))),
    ),
    renderer=beside(__file__, "web", "render.js"),
    bench=f"services.{NAME}.bench",
    bench_summary="engine speed, Automa and game figures",
)
