"""Every hosted game and mode with all seats automated, for tests that sweep seeded games."""

from __future__ import annotations


def bots(n: int, automa_at: int | None = None) -> list[dict]:
    players = [{"name": f"p{i}", "kind": "bot", "policy": "random"} for i in range(n)]
    if automa_at is not None:
        players.insert(automa_at, {"name": "Automa", "kind": "automa", "policy": "automa"})
    return players


# (game, players, options)
CONFIGS = [
    ("academic_society", bots(2), {}),
    ("academic_society", bots(4), {}),
    ("royal_archeology", bots(3), {}),
    ("royal_archeology", bots(4), {"simplified_setup": True}),
    ("royal_archeology", bots(2), {"mode": "confrontation"}),
    ("royal_archeology", bots(2, automa_at=2), {"mode": "competitive"}),
    ("royal_archeology", bots(1, automa_at=1), {"mode": "solo"}),
    ("modern_society", bots(3), {}),
    ("modern_society", bots(5), {}),
]


def config_id(config) -> str:
    game, players, options = config
    return f"{game}-{len(players)}-{options.get('mode', 'standard')}"
