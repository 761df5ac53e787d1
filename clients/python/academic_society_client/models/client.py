from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.client_quotas import ClientQuotas


T = TypeVar("T", bound="Client")


@_attrs_define
class Client:
    """
    Attributes:
        id (str):
        name (str):
        scopes (list[str]):
        status (str):
        created_ms (int | Unset):
        key_expires_ms (int | None | Unset):
        quotas (ClientQuotas | Unset):
    """

    id: str
    name: str
    scopes: list[str]
    status: str
    created_ms: int | Unset = UNSET
    key_expires_ms: int | None | Unset = UNSET
    quotas: ClientQuotas | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        scopes = self.scopes

        status = self.status

        created_ms = self.created_ms

        key_expires_ms: int | None | Unset
        if isinstance(self.key_expires_ms, Unset):
            key_expires_ms = UNSET
        else:
            key_expires_ms = self.key_expires_ms

        quotas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.quotas, Unset):
            quotas = self.quotas.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "scopes": scopes,
                "status": status,
            }
        )
        if created_ms is not UNSET:
            field_dict["created_ms"] = created_ms
        if key_expires_ms is not UNSET:
            field_dict["key_expires_ms"] = key_expires_ms
        if quotas is not UNSET:
            field_dict["quotas"] = quotas

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.client_quotas import ClientQuotas

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        scopes = cast(list[str], d.pop("scopes"))

        status = d.pop("status")

        created_ms = d.pop("created_ms", UNSET)

        def _parse_key_expires_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        key_expires_ms = _parse_key_expires_ms(d.pop("key_expires_ms", UNSET))

        _quotas = d.pop("quotas", UNSET)
        quotas: ClientQuotas | Unset
        if isinstance(_quotas, Unset):
            quotas = UNSET
        else:
            quotas = ClientQuotas.from_dict(_quotas)

        client = cls(
            id=id,
            name=name,
            scopes=scopes,
            status=status,
            created_ms=created_ms,
            key_expires_ms=key_expires_ms,
            quotas=quotas,
        )

        return client
