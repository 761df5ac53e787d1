from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Consistency")


@_attrs_define
class Consistency:
    """
    Attributes:
        from_ (int):
        proof (list[str]):
        to (int):
    """

    from_: int
    proof: list[str]
    to: int

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        proof = self.proof

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "proof": proof,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_ = d.pop("from")

        proof = cast(list[str], d.pop("proof"))

        to = d.pop("to")

        consistency = cls(
            from_=from_,
            proof=proof,
            to=to,
        )

        return consistency
