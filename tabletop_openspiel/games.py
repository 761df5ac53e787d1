"""What the bridge needs to know of each hosted game beyond its engine: its OpenSpiel name, player counts,
modes, and the domains of the command fields neither the contract nor the catalog bounds
(tabletop_openspiel/action_space.py says how the rest is enumerated)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .action_space import SequencesOf, sequences


@dataclass(frozen=True)
class Mode:
    """A way to play: the OpenSpiel player counts it allows and how many Automa seats join them."""

    players: tuple[int, ...]
    automa_seats: int = 0


@dataclass(frozen=True)
class Spec:
    game: str  # the platform's game name (shared.domain.registry)
    title: str
    modes: dict[str, Mode]  # the `mode` parameter's values; a game without modes has one, ""
    default_mode: str
    default_players: int
    # "<command type>.<field>" -> every value the field can take (see action_space.py)
    declared_domains: dict[str, Sequence[Any] | SequencesOf] = field(default_factory=dict)

    @property
    def short_name(self) -> str:
        return f"tabletop_{self.game}"

    @property
    def min_players(self) -> int:
        return min(n for mode in self.modes.values() for n in mode.players)

    @property
    def max_players(self) -> int:
        return max(n for mode in self.modes.values() for n in mode.players)

    @property
    def has_modes(self) -> bool:
        return self.default_mode != ""



ACADEMIC_SOCIETY = Spec(
    game="academic_society",
    title="Academic Society",
    modes={"": Mode(players=(2, 3, 4))},
    default_mode="",
    default_players=2,
    declared_domains={
        # a Treatise presentation space holds at most 3 tiles (individual_board.json: presentation_capacity)
        "replace_treatise.slot": range(3),
    },
)

ROYAL_ARCHEOLOGY = Spec(
    game="royal_archeology",
    title="The Royal Society of Archeology",
    # the rulebook's modes (rules/engine.py _MODE_SEATS); `players` counts the OpenSpiel players, the Automa
    # seat of solo and competitive play is the environment's (its decisions are made inside apply_action)
    modes={"standard": Mode(players=(3, 4)), "confrontation": Mode(players=(2,)),
           "competitive": Mode(players=(2,), automa_seats=1), "solo": Mode(players=(1,), automa_seats=1)},
    default_mode="standard",
    default_players=3,
    declared_domains={
        "activate.explorer": range(3),  # three explorers on a Society board
        "raise_expertise.explorer": range(3),
        "assign_expertise.levels": sequences((1, 2, 3), (3,)),
        "discard_expeditions.cards": SequencesOf("expeditions", (2,)),  # two of the offered cards
        # six Collection tiles in the Grand Gallery (setup step 4: three of 3 spaces, two of 5, one of 7)
        "exhibit.collection": range(6),
        "exhibit.space": range(7),
        "retrieve_disc.collection": range(6),
        "retrieve_disc.space": range(7),
        # Knowledge for up to three regions at once (the Bloomsbury tile's 1+1+1)
        "knowledge.regions": SequencesOf("regions", (1, 2, 3)),
        "study_university.regions": SequencesOf("regions", (1, 2)),
        "place.level": range(1, 7),  # Expertise and support reach level 6 at most
        "present.tile": ("A", "B", "C"),  # the Royal Society tile of each group (setup step 7)
    },
)

MODERN_SOCIETY = Spec(
    game="modern_society",
    title="Modern Society",
    modes={"": Mode(players=(3, 4, 5))},
    default_mode="",
    default_players=3,
    declared_domains={
        "steal.target": range(5),  # a seat of at most five
        # how many conversions at once (7.1.1): influence // the Law's rate (2). The rules cap no influence; 30
        # heuristic games reached 39 of one Value at most, so 200 conversions (400 influence) is far beyond play;
        # a game past it stops with action_of's error rather than map the command to a wrong action
        "convert.times": range(1, 201),
    },
)

SPECS = {spec.short_name: spec for spec in (ACADEMIC_SOCIETY, ROYAL_ARCHEOLOGY, MODERN_SOCIETY)}
