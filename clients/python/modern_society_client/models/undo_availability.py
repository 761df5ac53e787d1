from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UndoAvailability")


@_attrs_define
class UndoAvailability:
    """
    Attributes:
        available (bool):
        default_to_version (int | None): where an undo without to_version goes: just before the seat's last decision
        reason (None | str): why undo is unavailable
        to_versions (list[int]): the versions the seat may go back to (just before each of its decisions this turn)
    """

    available: bool
    default_to_version: int | None
    reason: None | str
    to_versions: list[int]

    def to_dict(self) -> dict[str, Any]:
        available = self.available

        default_to_version: int | None
        default_to_version = self.default_to_version

        reason: None | str
        reason = self.reason

        to_versions = self.to_versions

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "available": available,
                "default_to_version": default_to_version,
                "reason": reason,
                "to_versions": to_versions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        available = d.pop("available")

        def _parse_default_to_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        default_to_version = _parse_default_to_version(d.pop("default_to_version"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        to_versions = cast(list[int], d.pop("to_versions"))

        undo_availability = cls(
            available=available,
            default_to_version=default_to_version,
            reason=reason,
            to_versions=to_versions,
        )

        return undo_availability
