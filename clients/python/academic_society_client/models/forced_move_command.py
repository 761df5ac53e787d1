from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.forced_move_command_type import ForcedMoveCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ForcedMoveCommand")


@_attrs_define
class ForcedMoveCommand:
    """Phase 4, lowest Contribution: the scholar that must move

    Attributes:
        cell (int):
        type_ (ForcedMoveCommandType):
        expected_version (int | Unset): refuse with 409 unless the game is at this version
        idempotency_key (str | Unset): a retry with the same key returns the first result
    """

    cell: int
    type_: ForcedMoveCommandType
    expected_version: int | Unset = UNSET
    idempotency_key: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        type_ = self.type_.value

        expected_version = self.expected_version

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cell": cell,
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
        cell = d.pop("cell")

        type_ = ForcedMoveCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        forced_move_command = cls(
            cell=cell,
            type_=type_,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
        )

        return forced_move_command
