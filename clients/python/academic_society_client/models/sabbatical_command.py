from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.sabbatical_command_action import SabbaticalCommandAction
from ..models.sabbatical_command_subject import SabbaticalCommandSubject
from ..models.sabbatical_command_type import SabbaticalCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="SabbaticalCommand")


@_attrs_define
class SabbaticalCommand:
    """Society HQ main action, Astronomy Treatise: place a scholar on, or advance one along, a Sabbatical track

    Attributes:
        action (SabbaticalCommandAction):
        subject (SabbaticalCommandSubject):
        type_ (SabbaticalCommandType):
        expected_version (int | Unset): refuse with 409 unless the game is at this version
        idempotency_key (str | Unset): a retry with the same key returns the first result
    """

    action: SabbaticalCommandAction
    subject: SabbaticalCommandSubject
    type_: SabbaticalCommandType
    expected_version: int | Unset = UNSET
    idempotency_key: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        subject = self.subject.value

        type_ = self.type_.value

        expected_version = self.expected_version

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
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
        action = SabbaticalCommandAction(d.pop("action"))

        subject = SabbaticalCommandSubject(d.pop("subject"))

        type_ = SabbaticalCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        sabbatical_command = cls(
            action=action,
            subject=subject,
            type_=type_,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
        )

        return sabbatical_command
