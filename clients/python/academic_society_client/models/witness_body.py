from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WitnessBody")


@_attrs_define
class WitnessBody:
    """
    Attributes:
        key_id (str):
        root (str):
        signature (str):
        size (int):
        time (int):
    """

    key_id: str
    root: str
    signature: str
    size: int
    time: int

    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        root = self.root

        signature = self.signature

        size = self.size

        time = self.time

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key_id": key_id,
                "root": root,
                "signature": signature,
                "size": size,
                "time": time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        root = d.pop("root")

        signature = d.pop("signature")

        size = d.pop("size")

        time = d.pop("time")

        witness_body = cls(
            key_id=key_id,
            root=root,
            signature=signature,
            size=size,
            time=time,
        )

        return witness_body
