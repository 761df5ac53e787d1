from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.place_command_location import PlaceCommandLocation
from ..models.place_command_type import PlaceCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="PlaceCommand")


@_attrs_define
class PlaceCommand:
    """place an explorer on a location and level (a level above its Expertise is support: 1 Reputation a level)

    Attributes:
        level (int):
        location (PlaceCommandLocation):
        type_ (PlaceCommandType):
        expected_version (int | Unset): refuse with 409 unless the game is at this version
        idempotency_key (str | Unset): a retry with the same key returns the first result
    """

    level: int
    location: PlaceCommandLocation
    type_: PlaceCommandType
    expected_version: int | Unset = UNSET
    idempotency_key: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        level = self.level

        location = self.location.value

        type_ = self.type_.value

        expected_version = self.expected_version

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "level": level,
                "location": location,
                "type": type_,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version
        if idempotency_key is not UNSET:
            field_dict["idempotency_key"] = idempotency_key

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        level = d.pop("level")

        location = PlaceCommandLocation(d.pop("location"))

        type_ = PlaceCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        place_command = cls(
            level=level,
            location=location,
            type_=type_,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
        )

        return place_command
