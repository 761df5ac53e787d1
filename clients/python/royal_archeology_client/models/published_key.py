from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublishedKey")


@_attrs_define
class PublishedKey:
    """
    Attributes:
        algorithm (str):
        key_id (str):
        public_key (str): base64url of the raw 32-byte key
        valid_from (str):
        valid_until (None | str | Unset): null: the key signing now
    """

    algorithm: str
    key_id: str
    public_key: str
    valid_from: str
    valid_until: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        key_id = self.key_id

        public_key = self.public_key

        valid_from = self.valid_from

        valid_until: None | str | Unset
        if isinstance(self.valid_until, Unset):
            valid_until = UNSET
        else:
            valid_until = self.valid_until

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "algorithm": algorithm,
                "key_id": key_id,
                "public_key": public_key,
                "valid_from": valid_from,
            }
        )
        if valid_until is not UNSET:
            field_dict["valid_until"] = valid_until

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        key_id = d.pop("key_id")

        public_key = d.pop("public_key")

        valid_from = d.pop("valid_from")

        def _parse_valid_until(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        valid_until = _parse_valid_until(d.pop("valid_until", UNSET))

        published_key = cls(
            algorithm=algorithm,
            key_id=key_id,
            public_key=public_key,
            valid_from=valid_from,
            valid_until=valid_until,
        )

        return published_key
