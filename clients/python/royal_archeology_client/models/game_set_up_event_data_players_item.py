from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameSetUpEventDataPlayersItem")


@_attrs_define
class GameSetUpEventDataPlayersItem:
    """
    Attributes:
        kind (str):
        name (str):
        policy (None | str):
    """

    kind: str
    name: str
    policy: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        name = self.name

        policy: None | str
        policy = self.policy

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "name": name,
                "policy": policy,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        name = d.pop("name")

        def _parse_policy(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        policy = _parse_policy(d.pop("policy"))

        game_set_up_event_data_players_item = cls(
            kind=kind,
            name=name,
            policy=policy,
        )

        game_set_up_event_data_players_item.additional_properties = d
        return game_set_up_event_data_players_item

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
