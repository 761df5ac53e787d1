from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_started_event_data_display import GameStartedEventDataDisplay
    from ..models.game_started_event_data_pile_counts import (
        GameStartedEventDataPileCounts,
    )
    from ..models.game_started_event_data_piles import GameStartedEventDataPiles
    from ..models.game_started_event_data_players_item import (
        GameStartedEventDataPlayersItem,
    )
    from ..models.game_started_event_data_shuffle_keys import (
        GameStartedEventDataShuffleKeys,
    )


T = TypeVar("T", bound="GameStartedEventData")


@_attrs_define
class GameStartedEventData:
    """
    Attributes:
        display (GameStartedEventDataDisplay):
        order (list[int]):
        players (list[GameStartedEventDataPlayersItem]):
        pile_counts (GameStartedEventDataPileCounts | Unset):
        piles (GameStartedEventDataPiles | Unset):
        rc_pile (list[str] | Unset):
        rc_pile_count (int | Unset):
        shuffle_keys (GameStartedEventDataShuffleKeys | Unset):
    """

    display: GameStartedEventDataDisplay
    order: list[int]
    players: list[GameStartedEventDataPlayersItem]
    pile_counts: GameStartedEventDataPileCounts | Unset = UNSET
    piles: GameStartedEventDataPiles | Unset = UNSET
    rc_pile: list[str] | Unset = UNSET
    rc_pile_count: int | Unset = UNSET
    shuffle_keys: GameStartedEventDataShuffleKeys | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        display = self.display.to_dict()

        order = self.order

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        pile_counts: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pile_counts, Unset):
            pile_counts = self.pile_counts.to_dict()

        piles: dict[str, Any] | Unset = UNSET
        if not isinstance(self.piles, Unset):
            piles = self.piles.to_dict()

        rc_pile: list[str] | Unset = UNSET
        if not isinstance(self.rc_pile, Unset):
            rc_pile = self.rc_pile

        rc_pile_count = self.rc_pile_count

        shuffle_keys: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shuffle_keys, Unset):
            shuffle_keys = self.shuffle_keys.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "display": display,
                "order": order,
                "players": players,
            }
        )
        if pile_counts is not UNSET:
            field_dict["pile_counts"] = pile_counts
        if piles is not UNSET:
            field_dict["piles"] = piles
        if rc_pile is not UNSET:
            field_dict["rc_pile"] = rc_pile
        if rc_pile_count is not UNSET:
            field_dict["rc_pile_count"] = rc_pile_count
        if shuffle_keys is not UNSET:
            field_dict["shuffle_keys"] = shuffle_keys

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_started_event_data_display import GameStartedEventDataDisplay
        from ..models.game_started_event_data_pile_counts import (
            GameStartedEventDataPileCounts,
        )
        from ..models.game_started_event_data_piles import GameStartedEventDataPiles
        from ..models.game_started_event_data_players_item import (
            GameStartedEventDataPlayersItem,
        )
        from ..models.game_started_event_data_shuffle_keys import (
            GameStartedEventDataShuffleKeys,
        )

        d = dict(src_dict)
        display = GameStartedEventDataDisplay.from_dict(d.pop("display"))

        order = cast(list[int], d.pop("order"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = GameStartedEventDataPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        _pile_counts = d.pop("pile_counts", UNSET)
        pile_counts: GameStartedEventDataPileCounts | Unset
        if isinstance(_pile_counts, Unset):
            pile_counts = UNSET
        else:
            pile_counts = GameStartedEventDataPileCounts.from_dict(_pile_counts)

        _piles = d.pop("piles", UNSET)
        piles: GameStartedEventDataPiles | Unset
        if isinstance(_piles, Unset):
            piles = UNSET
        else:
            piles = GameStartedEventDataPiles.from_dict(_piles)

        rc_pile = cast(list[str], d.pop("rc_pile", UNSET))

        rc_pile_count = d.pop("rc_pile_count", UNSET)

        _shuffle_keys = d.pop("shuffle_keys", UNSET)
        shuffle_keys: GameStartedEventDataShuffleKeys | Unset
        if isinstance(_shuffle_keys, Unset):
            shuffle_keys = UNSET
        else:
            shuffle_keys = GameStartedEventDataShuffleKeys.from_dict(_shuffle_keys)

        game_started_event_data = cls(
            display=display,
            order=order,
            players=players,
            pile_counts=pile_counts,
            piles=piles,
            rc_pile=rc_pile,
            rc_pile_count=rc_pile_count,
            shuffle_keys=shuffle_keys,
        )

        game_started_event_data.additional_properties = d
        return game_started_event_data

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
