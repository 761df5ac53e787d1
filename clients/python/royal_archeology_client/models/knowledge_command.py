from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.knowledge_command_regions_item import KnowledgeCommandRegionsItem
from ..models.knowledge_command_type import KnowledgeCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="KnowledgeCommand")


@_attrs_define
class KnowledgeCommand:
    """gain Knowledge in regions

    Attributes:
        regions (list[KnowledgeCommandRegionsItem]):
        type_ (KnowledgeCommandType):
        expected_version (int | Unset): refuse with 409 unless the game is at this version
        idempotency_key (str | Unset): a retry with the same key returns the first result
    """

    regions: list[KnowledgeCommandRegionsItem]
    type_: KnowledgeCommandType
    expected_version: int | Unset = UNSET
    idempotency_key: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.value
            regions.append(regions_item)

        type_ = self.type_.value

        expected_version = self.expected_version

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "regions": regions,
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
        regions = []
        _regions = d.pop("regions")
        for regions_item_data in _regions:
            regions_item = KnowledgeCommandRegionsItem(regions_item_data)

            regions.append(regions_item)

        type_ = KnowledgeCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        knowledge_command = cls(
            regions=regions,
            type_=type_,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
        )

        return knowledge_command
