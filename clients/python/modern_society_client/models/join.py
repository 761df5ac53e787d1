from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Join")


@_attrs_define
class Join:
    """
    Attributes:
        name (str):
        user (str):
        seat (int | Unset):
    """

    name: str
    user: str
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        user = self.user

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "user": user,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        user = d.pop("user")

        seat = d.pop("seat", UNSET)

        join = cls(
            name=name,
            user=user,
            seat=seat,
        )

        return join
