from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Rotate")


@_attrs_define
class Rotate:
    """
    Attributes:
        expires_in_days (float | Unset):
    """

    expires_in_days: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        expires_in_days = self.expires_in_days

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if expires_in_days is not UNSET:
            field_dict["expires_in_days"] = expires_in_days

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expires_in_days = d.pop("expires_in_days", UNSET)

        rotate = cls(
            expires_in_days=expires_in_days,
        )

        return rotate
