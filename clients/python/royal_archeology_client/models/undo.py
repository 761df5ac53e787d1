from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Undo")


@_attrs_define
class Undo:
    """
    Attributes:
        to_version (int | Unset): the version to go back to (one of /legal's undo.to_versions; default: the last
            decision)
    """

    to_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        to_version = self.to_version

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if to_version is not UNSET:
            field_dict["to_version"] = to_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        to_version = d.pop("to_version", UNSET)

        undo = cls(
            to_version=to_version,
        )

        return undo
