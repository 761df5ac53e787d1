"""Modern Society as the platform hosts it: everything shared/ needs of the game, declared once
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

NAME = "modern_society"
RULES = f"services.{NAME}.rules"

DECLARATION = GameDeclaration(
    name=NAME,
    title="Modern Society",
    engine=RULES,
    default_port=8003,
    rules_versions=(
        RulesVersion(NAME, 1, RULES, "708826c9ed95b652e386a34c733a609ab516cb117b8f9211d9eb446afea927d8", "d8a3084"),
    ),
    result_schemas=f"services.{NAME}.result_schemas",
    policy_versions=(
        given_the_state(RULES, "random", 1, RANDOM, (RANDOM,),
                        "1b68adf708477a66b5ec120ba4ec1036ff585337c226b3a57800a37a693a672a", SEES_LEGAL),
        given_the_state(RULES, "heuristic", 1, f"{RULES}.bots:heuristic_command", (f"{RULES}.bots",),
                        "ca32c2953aa632805388a9bdb4b5701555003433fea2d144b04155d0aaa23ae7", SEES_CHECKED),
        given_a_world(RULES, "heuristic", 2, f"{RULES}.bots:heuristic_command", (f"{RULES}.bots",),
                      "b4531976b53e7efb116efbde608bb84a5421a45c17b3bea06540da4f77831fef"),
        given_the_state(RULES, "strong", 1, f"{RULES}.strong:strong_command",
                        (f"{RULES}.bots", f"{RULES}.strong", *SEARCH),
                        "0f848bd654afa720c8bf5ca56b1c829475a5013e211e2aa60a7e7b65d2ec1b73", SEES_SEARCH),
        # Issue 39: version 1's search departing from the heuristic only on a confirmed advantage (strong_v2.py),
        # a new search rather than version 1 handed a world.
        given_a_world(RULES, "strong", 2, f"{RULES}.strong_v2:strong_command",
                      (f"{RULES}.bots", f"{RULES}.strong", f"{RULES}.strong_v2", *SEARCH),
                      "f760da115c07bbc37da0c6f3ed2c239fe2d3ae78e011e9da4c7809717b34f9d9", SEARCHES),
        # Issue 39: version 2's search on an estimate that sees the race for each Law (strong_v3.py).
        given_a_world(RULES, "strong", 3, f"{RULES}.strong_v3:strong_command",
                      (f"{RULES}.bots", f"{RULES}.strong", f"{RULES}.strong_v2", f"{RULES}.strong_v3", *SEARCH),
                      "9291677f0ba187bbc39cafacc05f66694679947d0389dbf2d236ed093d8a79f9", SEARCHES),
    ),
    lobby_presets=(
        LobbyPreset("Three players: you and two bots", (("human",), ("bot", "heuristic"), ("bot", "random"))),
        LobbyPreset("Five players: you and four bots",
                    (("human",), ("bot", "heuristic"), ("bot", "random"), ("bot", "heuristic"), ("bot", "random"))),
    ),
    renderer=beside(__file__, "web", "render.js"),
    bench=f"services.{NAME}.bench",
)
