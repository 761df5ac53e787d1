from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_in_events_item import WebhookInEventsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_filters import WebhookFilters


T = TypeVar("T", bound="WebhookIn")


@_attrs_define
class WebhookIn:
    """
    Attributes:
        events (list[WebhookInEventsItem]):
        url (str): http(s) URL the deliveries are POSTed to
        description (str | Unset):
        filters (WebhookFilters | Unset):
    """

    events: list[WebhookInEventsItem]
    url: str
    description: str | Unset = UNSET
    filters: WebhookFilters | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        url = self.url

        description = self.description

        filters: dict[str, Any] | Unset = UNSET
        if not isinstance(self.filters, Unset):
            filters = self.filters.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "url": url,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if filters is not UNSET:
            field_dict["filters"] = filters

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook_filters import WebhookFilters

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = WebhookInEventsItem(events_item_data)

            events.append(events_item)

        url = d.pop("url")

        description = d.pop("description", UNSET)

        _filters = d.pop("filters", UNSET)
        filters: WebhookFilters | Unset
        if isinstance(_filters, Unset):
            filters = UNSET
        else:
            filters = WebhookFilters.from_dict(_filters)

        webhook_in = cls(
            events=events,
            url=url,
            description=description,
            filters=filters,
        )

        return webhook_in
