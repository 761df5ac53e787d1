from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_setup_players_item_type_2_kind import GameSetupPlayersItemType2Kind
from ..models.game_setup_players_item_type_2_policy import (
    GameSetupPlayersItemType2Policy,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameSetupPlayersItemType2")


@_attrs_define
class GameSetupPlayersItemType2:
    """a automa seat

    Attributes:
        kind (GameSetupPlayersItemType2Kind):
        name (str):
        policy (GameSetupPlayersItemType2Policy | Unset):
    """

    kind: GameSetupPlayersItemType2Kind
    name: str
    policy: GameSetupPlayersItemType2Policy | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        name = self.name

        policy: str | Unset = UNSET
        if not isinstance(self.policy, Unset):
            policy = self.policy.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "name": name,
            }
        )
        if policy is not UNSET:
            field_dict["policy"] = policy

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = GameSetupPlayersItemType2Kind(d.pop("kind"))

        name = d.pop("name")

        _policy = d.pop("policy", UNSET)
        policy: GameSetupPlayersItemType2Policy | Unset
        if isinstance(_policy, Unset):
            policy = UNSET
        else:
            policy = GameSetupPlayersItemType2Policy(_policy)

        game_setup_players_item_type_2 = cls(
            kind=kind,
            name=name,
            policy=policy,
        )

        game_setup_players_item_type_2.additional_properties = d
        return game_setup_players_item_type_2

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
