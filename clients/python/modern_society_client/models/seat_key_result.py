from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeatKeyResult")


@_attrs_define
class SeatKeyResult:
    """
    Attributes:
        public_key (str):
        seat (int):
        version (int):
    """

    public_key: str
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        public_key = self.public_key

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "public_key": public_key,
                "seat": seat,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        public_key = d.pop("public_key")

        seat = d.pop("seat")

        version = d.pop("version")

        seat_key_result = cls(
            public_key=public_key,
            seat=seat,
            version=version,
        )

        return seat_key_result
