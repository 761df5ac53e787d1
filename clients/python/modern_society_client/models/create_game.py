from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_game_options import CreateGameOptions
    from ..models.player import Player


T = TypeVar("T", bound="CreateGame")


@_attrs_define
class CreateGame:
    """
    Attributes:
        players (list[Player]):
        options (CreateGameOptions | Unset):
        seed (int | Unset):
        tournament (str | Unset): a tournament id: the game's result counts in that tournament's standings
    """

    players: list[Player]
    options: CreateGameOptions | Unset = UNSET
    seed: int | Unset = UNSET
    tournament: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        tournament = self.tournament

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if tournament is not UNSET:
            field_dict["tournament"] = tournament

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_game_options import CreateGameOptions
        from ..models.player import Player

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = Player.from_dict(players_item_data)

            players.append(players_item)

        _options = d.pop("options", UNSET)
        options: CreateGameOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateGameOptions.from_dict(_options)

        seed = d.pop("seed", UNSET)

        tournament = d.pop("tournament", UNSET)

        create_game = cls(
            players=players,
            options=options,
            seed=seed,
            tournament=tournament,
        )

        return create_game
