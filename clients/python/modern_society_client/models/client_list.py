from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.client import Client


T = TypeVar("T", bound="ClientList")


@_attrs_define
class ClientList:
    """
    Attributes:
        clients (list[Client]):
    """

    clients: list[Client]

    def to_dict(self) -> dict[str, Any]:
        clients = []
        for clients_item_data in self.clients:
            clients_item = clients_item_data.to_dict()
            clients.append(clients_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clients": clients,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.client import Client

        d = dict(src_dict)
        clients = []
        _clients = d.pop("clients")
        for clients_item_data in _clients:
            clients_item = Client.from_dict(clients_item_data)

            clients.append(clients_item)

        client_list = cls(
            clients=clients,
        )

        return client_list
