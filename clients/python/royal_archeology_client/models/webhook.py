from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_filters import WebhookFilters


T = TypeVar("T", bound="Webhook")


@_attrs_define
class Webhook:
    """
    Attributes:
        created_at (int | Unset): ms since the epoch
        dead_letters_in_a_row (int | Unset):
        description (str | Unset):
        events (list[str] | Unset):
        filters (WebhookFilters | Unset):
        id (str | Unset):
        paused_reason (None | str | Unset): manual | failing
        status (str | Unset): active | paused
        url (str | Unset):
    """

    created_at: int | Unset = UNSET
    dead_letters_in_a_row: int | Unset = UNSET
    description: str | Unset = UNSET
    events: list[str] | Unset = UNSET
    filters: WebhookFilters | Unset = UNSET
    id: str | Unset = UNSET
    paused_reason: None | str | Unset = UNSET
    status: str | Unset = UNSET
    url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        dead_letters_in_a_row = self.dead_letters_in_a_row

        description = self.description

        events: list[str] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = self.events

        filters: dict[str, Any] | Unset = UNSET
        if not isinstance(self.filters, Unset):
            filters = self.filters.to_dict()

        id = self.id

        paused_reason: None | str | Unset
        if isinstance(self.paused_reason, Unset):
            paused_reason = UNSET
        else:
            paused_reason = self.paused_reason

        status = self.status

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if dead_letters_in_a_row is not UNSET:
            field_dict["dead_letters_in_a_row"] = dead_letters_in_a_row
        if description is not UNSET:
            field_dict["description"] = description
        if events is not UNSET:
            field_dict["events"] = events
        if filters is not UNSET:
            field_dict["filters"] = filters
        if id is not UNSET:
            field_dict["id"] = id
        if paused_reason is not UNSET:
            field_dict["paused_reason"] = paused_reason
        if status is not UNSET:
            field_dict["status"] = status
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook_filters import WebhookFilters

        d = dict(src_dict)
        created_at = d.pop("created_at", UNSET)

        dead_letters_in_a_row = d.pop("dead_letters_in_a_row", UNSET)

        description = d.pop("description", UNSET)

        events = cast(list[str], d.pop("events", UNSET))

        _filters = d.pop("filters", UNSET)
        filters: WebhookFilters | Unset
        if isinstance(_filters, Unset):
            filters = UNSET
        else:
            filters = WebhookFilters.from_dict(_filters)

        id = d.pop("id", UNSET)

        def _parse_paused_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        paused_reason = _parse_paused_reason(d.pop("paused_reason", UNSET))

        status = d.pop("status", UNSET)

        url = d.pop("url", UNSET)

        webhook = cls(
            created_at=created_at,
            dead_letters_in_a_row=dead_letters_in_a_row,
            description=description,
            events=events,
            filters=filters,
            id=id,
            paused_reason=paused_reason,
            status=status,
            url=url,
        )

        return webhook
