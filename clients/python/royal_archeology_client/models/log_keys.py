from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.published_key import PublishedKey
    from ..models.witness_entry import WitnessEntry


T = TypeVar("T", bound="LogKeys")


@_attrs_define
class LogKeys:
    """
    Attributes:
        keys (list[PublishedKey]): as GET /v1/keys
        witnesses (list[WitnessEntry]):
    """

    keys: list[PublishedKey]
    witnesses: list[WitnessEntry]

    def to_dict(self) -> dict[str, Any]:
        keys = []
        for keys_item_data in self.keys:
            keys_item = keys_item_data.to_dict()
            keys.append(keys_item)

        witnesses = []
        for witnesses_item_data in self.witnesses:
            witnesses_item = witnesses_item_data.to_dict()
            witnesses.append(witnesses_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "keys": keys,
                "witnesses": witnesses,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.published_key import PublishedKey
        from ..models.witness_entry import WitnessEntry

        d = dict(src_dict)
        keys = []
        _keys = d.pop("keys")
        for keys_item_data in _keys:
            keys_item = PublishedKey.from_dict(keys_item_data)

            keys.append(keys_item)

        witnesses = []
        _witnesses = d.pop("witnesses")
        for witnesses_item_data in _witnesses:
            witnesses_item = WitnessEntry.from_dict(witnesses_item_data)

            witnesses.append(witnesses_item)

        log_keys = cls(
            keys=keys,
            witnesses=witnesses,
        )

        return log_keys
