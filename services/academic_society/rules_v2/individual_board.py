"""Individual Board: Theory track (max 6), Sabbatical track effects, Treatise presentation spaces."""

from __future__ import annotations

from .components import CAPACITY, SABBATICAL, SUBJECTS, THEORY_MAX, TILES


def gain_theories(player: dict, gains: dict, extra: bool = False) -> None:
    """Gain Theories of named subjects. extra=True for Phase 2 main actions and Phase 5 Treatise tiles:
    "Additional Theory gain ... gain 1 additional Theory of that subject, once for each such activation"."""
    th = player["theories"]
    for s, n in gains.items():
        if n <= 0:
            continue
        if extra and has_effect(player, s, "extra_theory"):
            n += 1
        th[s] = min(THEORY_MAX, th[s] + n)


def gain_one(player: dict, subject: str) -> None:
    """Gain 1 Theory of "any subject" (never boosted: "This effect does not activate when you gain a Theory of any subject")."""
    th = player["theories"]
    th[subject] = min(THEORY_MAX, th[subject] + 1)


def can_pay(player: dict, cost: dict) -> bool:
    th = player["theories"]
    return all(th[s] >= n for s, n in cost.items())


def pay(player: dict, cost: dict) -> None:
    th = player["theories"]
    for s, n in cost.items():
        th[s] -= n


def total_theories(player: dict) -> int:
    th = player["theories"]
    return th["mathematics"] + th["physics"] + th["astronomy"] + th["chemistry"]


def has_effect(player: dict, subject: str, effect: str) -> bool:
    """"The ongoing effects of the Sabbatical track can be used from the leftmost space of the track up
    to the space where your scholar is." """
    pos = player["sabbatical"][subject]
    if pos < 0:
        return False
    track = SABBATICAL[subject]
    for i in range(pos + 1):
        if track[i]["effect"] == effect:
            return True
    return False


def reduced(player: dict, cost: dict, effect: str) -> dict:
    """Cost less 1 Theory of each subject whose Sabbatical effect `effect` is in use."""
    out = {}
    for s, n in cost.items():
        if has_effect(player, s, effect):
            n -= 1
        if n > 0:
            out[s] = n
    return out


def capacity(player: dict, subject: str) -> int:
    """x2 / x3 as printed, but "If no scholar is placed on a subject's Sabbatical track, that subject's
    Treatise presentation space can hold 0 Treatise tiles"."""
    return CAPACITY[subject] if player["sabbatical"][subject] >= 0 else 0


def flasks(player: dict, kind: str) -> int:
    n = 0
    for s in SUBJECTS:
        for t in player["presentation"][s]:
            if TILES[t]["flask"] == kind:
                n += 1
    return n
