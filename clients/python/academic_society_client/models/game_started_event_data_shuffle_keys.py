from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameStartedEventDataShuffleKeys")


@_attrs_define
class GameStartedEventDataShuffleKeys:
    """
    Attributes:
        astronomy (list[list[str]]):
        chemistry (list[list[str]]):
        mathematics (list[list[str]]):
        physics (list[list[str]]):
    """

    astronomy: list[list[str]]
    chemistry: list[list[str]]
    mathematics: list[list[str]]
    physics: list[list[str]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        astronomy = []
        for astronomy_item_data in self.astronomy:
            astronomy_item = astronomy_item_data

            astronomy.append(astronomy_item)

        chemistry = []
        for chemistry_item_data in self.chemistry:
            chemistry_item = chemistry_item_data

            chemistry.append(chemistry_item)

        mathematics = []
        for mathematics_item_data in self.mathematics:
            mathematics_item = mathematics_item_data

            mathematics.append(mathematics_item)

        physics = []
        for physics_item_data in self.physics:
            physics_item = physics_item_data

            physics.append(physics_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "astronomy": astronomy,
                "chemistry": chemistry,
                "mathematics": mathematics,
                "physics": physics,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        astronomy = []
        _astronomy = d.pop("astronomy")
        for astronomy_item_data in _astronomy:
            astronomy_item = cast(list[str], astronomy_item_data)

            astronomy.append(astronomy_item)

        chemistry = []
        _chemistry = d.pop("chemistry")
        for chemistry_item_data in _chemistry:
            chemistry_item = cast(list[str], chemistry_item_data)

            chemistry.append(chemistry_item)

        mathematics = []
        _mathematics = d.pop("mathematics")
        for mathematics_item_data in _mathematics:
            mathematics_item = cast(list[str], mathematics_item_data)

            mathematics.append(mathematics_item)

        physics = []
        _physics = d.pop("physics")
        for physics_item_data in _physics:
            physics_item = cast(list[str], physics_item_data)

            physics.append(physics_item)

        game_started_event_data_shuffle_keys = cls(
            astronomy=astronomy,
            chemistry=chemistry,
            mathematics=mathematics,
            physics=physics,
        )

        game_started_event_data_shuffle_keys.additional_properties = d
        return game_started_event_data_shuffle_keys

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
