from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WitnessEntry")


@_attrs_define
class WitnessEntry:
    """
    Attributes:
        key_id (str):
        name (str):
        public_key (str):
    """

    key_id: str
    name: str
    public_key: str

    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        name = self.name

        public_key = self.public_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key_id": key_id,
                "name": name,
                "public_key": public_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        name = d.pop("name")

        public_key = d.pop("public_key")

        witness_entry = cls(
            key_id=key_id,
            name=name,
            public_key=public_key,
        )

        return witness_entry
