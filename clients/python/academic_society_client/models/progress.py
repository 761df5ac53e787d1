from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Progress")


@_attrs_define
class Progress:
    """
    Attributes:
        done (int):
        total (int | None): decisions; null until known
    """

    done: int
    total: int | None

    def to_dict(self) -> dict[str, Any]:
        done = self.done

        total: int | None
        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "done": done,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        done = d.pop("done")

        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))

        progress = cls(
            done=done,
            total=total,
        )

        return progress
