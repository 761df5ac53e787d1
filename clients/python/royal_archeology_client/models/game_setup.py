from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_options import GameOptions
    from ..models.game_setup_players_item_type_0 import GameSetupPlayersItemType0
    from ..models.game_setup_players_item_type_1 import GameSetupPlayersItemType1
    from ..models.game_setup_players_item_type_2 import GameSetupPlayersItemType2


T = TypeVar("T", bound="GameSetup")


@_attrs_define
class GameSetup:
    """what POST /v1/games accepts for this game: its seats (in order) and its options

    Attributes:
        players (list[GameSetupPlayersItemType0 | GameSetupPlayersItemType1 | GameSetupPlayersItemType2]):
        options (GameOptions | Unset):
    """

    players: list[
        GameSetupPlayersItemType0
        | GameSetupPlayersItemType1
        | GameSetupPlayersItemType2
    ]
    options: GameOptions | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_setup_players_item_type_0 import GameSetupPlayersItemType0
        from ..models.game_setup_players_item_type_1 import GameSetupPlayersItemType1

        players = []
        for players_item_data in self.players:
            players_item: dict[str, Any]
            if isinstance(players_item_data, GameSetupPlayersItemType0) or isinstance(
                players_item_data, GameSetupPlayersItemType1
            ):
                players_item = players_item_data.to_dict()
            else:
                players_item = players_item_data.to_dict()

            players.append(players_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_options import GameOptions
        from ..models.game_setup_players_item_type_0 import GameSetupPlayersItemType0
        from ..models.game_setup_players_item_type_1 import GameSetupPlayersItemType1
        from ..models.game_setup_players_item_type_2 import GameSetupPlayersItemType2

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:

            def _parse_players_item(
                data: object,
            ) -> (
                GameSetupPlayersItemType0
                | GameSetupPlayersItemType1
                | GameSetupPlayersItemType2
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    players_item_type_0 = GameSetupPlayersItemType0.from_dict(data)

                    return players_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    players_item_type_1 = GameSetupPlayersItemType1.from_dict(data)

                    return players_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                players_item_type_2 = GameSetupPlayersItemType2.from_dict(data)

                return players_item_type_2

            players_item = _parse_players_item(players_item_data)

            players.append(players_item)

        _options = d.pop("options", UNSET)
        options: GameOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = GameOptions.from_dict(_options)

        game_setup = cls(
            players=players,
            options=options,
        )

        game_setup.additional_properties = d
        return game_setup

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
