from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Standing")


@_attrs_define
class Standing:
    """
    Attributes:
        seats (list[float]): each seat's estimated standing
        version (int):
    """

    seats: list[float]
    version: int

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seats": seats,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seats = cast(list[float], d.pop("seats"))

        version = d.pop("version")

        standing = cls(
            seats=seats,
            version=version,
        )

        return standing
