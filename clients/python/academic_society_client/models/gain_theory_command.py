from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.gain_theory_command_subject import GainTheoryCommandSubject
from ..models.gain_theory_command_type import GainTheoryCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GainTheoryCommand")


@_attrs_define
class GainTheoryCommand:
    """gain one Theory 'of any subject', one at a time

    Attributes:
        subject (GainTheoryCommandSubject):
        type_ (GainTheoryCommandType):
        expected_version (int | Unset): refuse with 409 unless the game is at this version
        idempotency_key (str | Unset): a retry with the same key returns the first result
    """

    subject: GainTheoryCommandSubject
    type_: GainTheoryCommandType
    expected_version: int | Unset = UNSET
    idempotency_key: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        subject = self.subject.value

        type_ = self.type_.value

        expected_version = self.expected_version

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "subject": subject,
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
        subject = GainTheoryCommandSubject(d.pop("subject"))

        type_ = GainTheoryCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        gain_theory_command = cls(
            subject=subject,
            type_=type_,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
        )

        return gain_theory_command
