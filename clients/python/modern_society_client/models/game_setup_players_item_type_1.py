from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_setup_players_item_type_1_kind import GameSetupPlayersItemType1Kind
from ..models.game_setup_players_item_type_1_policy import (
    GameSetupPlayersItemType1Policy,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameSetupPlayersItemType1")


@_attrs_define
class GameSetupPlayersItemType1:
    """a bot seat

    Attributes:
        kind (GameSetupPlayersItemType1Kind):
        name (str):
        policy (GameSetupPlayersItemType1Policy | Unset):
    """

    kind: GameSetupPlayersItemType1Kind
    name: str
    policy: GameSetupPlayersItemType1Policy | Unset = UNSET
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
        kind = GameSetupPlayersItemType1Kind(d.pop("kind"))

        name = d.pop("name")

        _policy = d.pop("policy", UNSET)
        policy: GameSetupPlayersItemType1Policy | Unset
        if isinstance(_policy, Unset):
            policy = UNSET
        else:
            policy = GameSetupPlayersItemType1Policy(_policy)

        game_setup_players_item_type_1 = cls(
            kind=kind,
            name=name,
            policy=policy,
        )

        game_setup_players_item_type_1.additional_properties = d
        return game_setup_players_item_type_1

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
