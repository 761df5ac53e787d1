from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.take_treatise_command_subject import TakeTreatiseCommandSubject
from ..models.take_treatise_command_type import TakeTreatiseCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="TakeTreatiseCommand")


@_attrs_define
class TakeTreatiseCommand:
    """Library, HQ/Library bonus, placing Treatise tiles: take a revealed Treatise tile

    Attributes:
        subject (TakeTreatiseCommandSubject):
        tile (str):
        type_ (TakeTreatiseCommandType):
        expected_version (int | Unset): refuse with 409 unless the game is at this version
        idempotency_key (str | Unset): a retry with the same key returns the first result
    """

    subject: TakeTreatiseCommandSubject
    tile: str
    type_: TakeTreatiseCommandType
    expected_version: int | Unset = UNSET
    idempotency_key: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        subject = self.subject.value

        tile = self.tile

        type_ = self.type_.value

        expected_version = self.expected_version

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "subject": subject,
                "tile": tile,
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
        subject = TakeTreatiseCommandSubject(d.pop("subject"))

        tile = d.pop("tile")

        type_ = TakeTreatiseCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        take_treatise_command = cls(
            subject=subject,
            tile=tile,
            type_=type_,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
        )

        return take_treatise_command
