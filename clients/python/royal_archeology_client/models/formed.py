from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.formed_tables_item import FormedTablesItem


T = TypeVar("T", bound="Formed")


@_attrs_define
class Formed:
    """
    Attributes:
        last_id (str):
        tables (list[FormedTablesItem]):
    """

    last_id: str
    tables: list[FormedTablesItem]

    def to_dict(self) -> dict[str, Any]:
        last_id = self.last_id

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "last_id": last_id,
                "tables": tables,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.formed_tables_item import FormedTablesItem

        d = dict(src_dict)
        last_id = d.pop("last_id")

        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = FormedTablesItem.from_dict(tables_item_data)

            tables.append(tables_item)

        formed = cls(
            last_id=last_id,
            tables=tables,
        )

        return formed
