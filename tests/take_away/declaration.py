"""Take-Away as the platform hosts it: everything shared/ needs of the game, declared once
(shared.domain.game_declaration). A deployment hosts it with TABLETOP_EXTRA_GAMES=tests.take_away.declaration
(a game packaged on its own would name this module in its `tabletop.games` entry point)."""

from __future__ import annotations

from shared.domain.game_declaration import GameDeclaration, LobbyPreset, beside
from shared.domain.policy_versions import RANDOM, SEES_LEGAL, given_the_state
from shared.domain.rules_versions import RulesVersion

NAME = "take_away"
RULES = "tests.take_away.rules"

DECLARATION = GameDeclaration(
    name=NAME,
    title="Take-Away",
    engine=RULES,
    default_port=8010,
    rules_versions=(
        RulesVersion(NAME, 1, RULES, "3e1589125e1df1a60d2bec5ac24e9ada868b0fe8073ecdad62429cc0176a2c48", "issue 33"),
    ),
    policy_versions=(
        given_the_state(RULES, "random", 1, RANDOM, (RANDOM,),
                        "1b68adf708477a66b5ec120ba4ec1036ff585337c226b3a57800a37a693a672a", SEES_LEGAL),
        given_the_state(RULES, "perfect", 1, f"{RULES}.bots:perfect_command", (f"{RULES}.bots",),
                        "e18fa90b19a1345653bb21c6127f2f008aa2f6a18ff95faf6037c5d717358084",
                        "the pile and the most one turn takes: what every seat sees"),
    ),
    lobby_presets=(
        LobbyPreset("You against the perfect bot", (("human",), ("bot", "perfect"))),
        LobbyPreset("Three players, a long pile", (("human",), ("bot", "random"), ("bot", "perfect")),
                    {"stones": 40, "max_take": 4}),
    ),
    renderer=beside(__file__, "web", "render.js"),
    webhook_happenings={"stones_taken": "stones_taken"},
)
