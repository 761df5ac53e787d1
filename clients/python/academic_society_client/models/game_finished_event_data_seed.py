from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameFinishedEventDataSeed")


@_attrs_define
class GameFinishedEventDataSeed:
    """
    Attributes:
        rng (str):
        salt (str):
        seed (str):
    """

    rng: str
    salt: str
    seed: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rng = self.rng

        salt = self.salt

        seed = self.seed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rng": rng,
                "salt": salt,
                "seed": seed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rng = d.pop("rng")

        salt = d.pop("salt")

        seed = d.pop("seed")

        game_finished_event_data_seed = cls(
            rng=rng,
            salt=salt,
            seed=seed,
        )

        game_finished_event_data_seed.additional_properties = d
        return game_finished_event_data_seed

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
