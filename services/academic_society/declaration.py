"""Academic Society as the platform hosts it: everything shared/ needs of the game, declared once
(shared.domain.game_declaration)."""

from __future__ import annotations

from shared.domain.game_declaration import GameDeclaration, LobbyPreset, beside
from shared.domain.policy_versions import (
    RANDOM,
    SEARCH,
    SEARCHES,
    SEES_CHECKED,
    SEES_LEGAL,
    SEES_SEARCH,
    given_a_world,
    given_the_state,
)
from shared.domain.rules_versions import RulesVersion

NAME = "academic_society"
RULES = f"services.{NAME}.rules"

DECLARATION = GameDeclaration(
    name=NAME,
    title="Academic Society",
    engine=RULES,
    default_port=8001,
    rules_versions=(
        RulesVersion(NAME, 1, f"services.{NAME}.rules_v1",
                     "d313664e2ab951de4ec936dbacae00ee35d2ed46cf8be12ac21c7cba4944de68", "d8a3084"),
        # The Phase 2 fix of 1 December (RULES_NOTES 6).
        RulesVersion(NAME, 2, RULES, "ce005ab112f4254653a07279cb24753ff4f4795da3a788c95e66a34864918bbb", "8b19525"),
    ),
    # Streams recorded before created events named their rules: the created event stored as `game.created`
    # (d8a3084, 29-30 November) played version 1, `game_created` without `rules` (8b19525 .. 7e8e631,
    # 1 December) version 2.
    unnamed_versions={"game.created": 1, "game_created": 2},
    result_schemas=f"services.{NAME}.result_schemas",
    policy_versions=(
        given_the_state(RULES, "random", 1, RANDOM, (RANDOM,),
                        "1b68adf708477a66b5ec120ba4ec1036ff585337c226b3a57800a37a693a672a", SEES_LEGAL),
        given_the_state(RULES, "heuristic", 1, f"{RULES}.bots:heuristic_command", (f"{RULES}.bots",),
                        "371b446f29a894a7a6ae462af2eb2418532740bfc9d8bc119772204798d2a5fa", SEES_CHECKED),
        given_a_world(RULES, "heuristic", 2, f"{RULES}.bots:heuristic_command", (f"{RULES}.bots",),
                      "404fe686611b28f51df825452cf62add359d5d692ecc762fd015dbb9224bca47"),
        given_the_state(RULES, "strong", 1, f"{RULES}.strong:strong_command",
                        (f"{RULES}.bots", f"{RULES}.strong", *SEARCH),
                        "b401952f7723127d973dd8282cdf93b0b24e5597f4dec6dae10a2e01a4c66937", SEES_SEARCH),
        given_a_world(RULES, "strong", 2, f"{RULES}.strong:strong_command", (f"{RULES}.bots", f"{RULES}.strong", *SEARCH),
                      "7c36cb96ca52bf285e55f67409e0ca1dfaebd7645482710b1ee681f6d7aac6b2", SEARCHES),
    ),
    lobby_presets=(
        LobbyPreset("Two players: you and a bot", (("human",), ("bot", "heuristic"))),
        LobbyPreset("Four players: you and three bots",
                    (("human",), ("bot", "heuristic"), ("bot", "random"), ("bot", "heuristic"))),
    ),
    renderer=beside(__file__, "web", "render.js"),
    bench=f"services.{NAME}.bench",
)
