from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_delivery import WebhookDelivery


T = TypeVar("T", bound="WebhookDeliveries")


@_attrs_define
class WebhookDeliveries:
    """
    Attributes:
        deliveries (list[WebhookDelivery] | Unset):
    """

    deliveries: list[WebhookDelivery] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        deliveries: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deliveries, Unset):
            deliveries = []
            for deliveries_item_data in self.deliveries:
                deliveries_item = deliveries_item_data.to_dict()
                deliveries.append(deliveries_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if deliveries is not UNSET:
            field_dict["deliveries"] = deliveries

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook_delivery import WebhookDelivery

        d = dict(src_dict)
        _deliveries = d.pop("deliveries", UNSET)
        deliveries: list[WebhookDelivery] | Unset = UNSET
        if _deliveries is not UNSET:
            deliveries = []
            for deliveries_item_data in _deliveries:
                deliveries_item = WebhookDelivery.from_dict(deliveries_item_data)

                deliveries.append(deliveries_item)

        webhook_deliveries = cls(
            deliveries=deliveries,
        )

        return webhook_deliveries
