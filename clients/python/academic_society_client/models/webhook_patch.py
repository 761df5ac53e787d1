from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_patch_events_item import WebhookPatchEventsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_filters import WebhookFilters


T = TypeVar("T", bound="WebhookPatch")


@_attrs_define
class WebhookPatch:
    """
    Attributes:
        description (str | Unset):
        events (list[WebhookPatchEventsItem] | Unset):
        filters (WebhookFilters | Unset):
        paused (bool | Unset): pause, or resume (also an endpoint paused for failing)
        url (str | Unset):
    """

    description: str | Unset = UNSET
    events: list[WebhookPatchEventsItem] | Unset = UNSET
    filters: WebhookFilters | Unset = UNSET
    paused: bool | Unset = UNSET
    url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        events: list[str] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.value
                events.append(events_item)

        filters: dict[str, Any] | Unset = UNSET
        if not isinstance(self.filters, Unset):
            filters = self.filters.to_dict()

        paused = self.paused

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if description is not UNSET:
            field_dict["description"] = description
        if events is not UNSET:
            field_dict["events"] = events
        if filters is not UNSET:
            field_dict["filters"] = filters
        if paused is not UNSET:
            field_dict["paused"] = paused
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook_filters import WebhookFilters

        d = dict(src_dict)
        description = d.pop("description", UNSET)

        _events = d.pop("events", UNSET)
        events: list[WebhookPatchEventsItem] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = WebhookPatchEventsItem(events_item_data)

                events.append(events_item)

        _filters = d.pop("filters", UNSET)
        filters: WebhookFilters | Unset
        if isinstance(_filters, Unset):
            filters = UNSET
        else:
            filters = WebhookFilters.from_dict(_filters)

        paused = d.pop("paused", UNSET)

        url = d.pop("url", UNSET)

        webhook_patch = cls(
            description=description,
            events=events,
            filters=filters,
            paused=paused,
            url=url,
        )

        return webhook_patch
