from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TurningPoint")


@_attrs_define
class TurningPoint:
    """
    Attributes:
        leader_after (int):
        leader_before (int):
        mark (None | str):
        seat (int):
        swing (float):
        version (int):
    """

    leader_after: int
    leader_before: int
    mark: None | str
    seat: int
    swing: float
    version: int

    def to_dict(self) -> dict[str, Any]:
        leader_after = self.leader_after

        leader_before = self.leader_before

        mark: None | str
        mark = self.mark

        seat = self.seat

        swing = self.swing

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "leader_after": leader_after,
                "leader_before": leader_before,
                "mark": mark,
                "seat": seat,
                "swing": swing,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        leader_after = d.pop("leader_after")

        leader_before = d.pop("leader_before")

        def _parse_mark(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        mark = _parse_mark(d.pop("mark"))

        seat = d.pop("seat")

        swing = d.pop("swing")

        version = d.pop("version")

        turning_point = cls(
            leader_after=leader_after,
            leader_before=leader_before,
            mark=mark,
            seat=seat,
            swing=swing,
            version=version,
        )

        return turning_point
