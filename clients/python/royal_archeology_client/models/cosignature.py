from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Cosignature")


@_attrs_define
class Cosignature:
    """
    Attributes:
        key_id (str):
        signature (str):
    """

    key_id: str
    signature: str

    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        signature = self.signature

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key_id": key_id,
                "signature": signature,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        signature = d.pop("signature")

        cosignature = cls(
            key_id=key_id,
            signature=signature,
        )

        return cosignature
