from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.assign_expertise_command_type import AssignExpertiseCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="AssignExpertiseCommand")


@_attrs_define
class AssignExpertiseCommand:
    """setup: assign the starting Expertise levels

    Attributes:
        levels (list[int]):
        type_ (AssignExpertiseCommandType):
        expected_version (int | Unset): refuse with 409 unless the game is at this version
        idempotency_key (str | Unset): a retry with the same key returns the first result
    """

    levels: list[int]
    type_: AssignExpertiseCommandType
    expected_version: int | Unset = UNSET
    idempotency_key: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        levels = self.levels

        type_ = self.type_.value

        expected_version = self.expected_version

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "levels": levels,
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
        levels = cast(list[int], d.pop("levels"))

        type_ = AssignExpertiseCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        assign_expertise_command = cls(
            levels=levels,
            type_=type_,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
        )

        return assign_expertise_command
