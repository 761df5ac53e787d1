from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.new_client_scopes_item import NewClientScopesItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.new_client_quotas import NewClientQuotas


T = TypeVar("T", bound="NewClient")


@_attrs_define
class NewClient:
    """
    Attributes:
        id (str):
        expires_in_days (float | Unset):
        name (str | Unset):
        quotas (NewClientQuotas | Unset):
        scopes (list[NewClientScopesItem] | Unset):
    """

    id: str
    expires_in_days: float | Unset = UNSET
    name: str | Unset = UNSET
    quotas: NewClientQuotas | Unset = UNSET
    scopes: list[NewClientScopesItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        expires_in_days = self.expires_in_days

        name = self.name

        quotas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.quotas, Unset):
            quotas = self.quotas.to_dict()

        scopes: list[str] | Unset = UNSET
        if not isinstance(self.scopes, Unset):
            scopes = []
            for scopes_item_data in self.scopes:
                scopes_item = scopes_item_data.value
                scopes.append(scopes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if expires_in_days is not UNSET:
            field_dict["expires_in_days"] = expires_in_days
        if name is not UNSET:
            field_dict["name"] = name
        if quotas is not UNSET:
            field_dict["quotas"] = quotas
        if scopes is not UNSET:
            field_dict["scopes"] = scopes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.new_client_quotas import NewClientQuotas

        d = dict(src_dict)
        id = d.pop("id")

        expires_in_days = d.pop("expires_in_days", UNSET)

        name = d.pop("name", UNSET)

        _quotas = d.pop("quotas", UNSET)
        quotas: NewClientQuotas | Unset
        if isinstance(_quotas, Unset):
            quotas = UNSET
        else:
            quotas = NewClientQuotas.from_dict(_quotas)

        _scopes = d.pop("scopes", UNSET)
        scopes: list[NewClientScopesItem] | Unset = UNSET
        if _scopes is not UNSET:
            scopes = []
            for scopes_item_data in _scopes:
                scopes_item = NewClientScopesItem(scopes_item_data)

                scopes.append(scopes_item)

        new_client = cls(
            id=id,
            expires_in_days=expires_in_days,
            name=name,
            quotas=quotas,
            scopes=scopes,
        )

        return new_client
