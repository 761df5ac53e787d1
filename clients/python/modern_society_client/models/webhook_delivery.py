from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_delivery_data import WebhookDeliveryData
    from ..models.webhook_delivery_log_item import WebhookDeliveryLogItem


T = TypeVar("T", bound="WebhookDelivery")


@_attrs_define
class WebhookDelivery:
    """
    Attributes:
        attempts (int | Unset):
        created_at (int | Unset):
        data (WebhookDeliveryData | Unset):
        id (str | Unset): the webhook-id header: the same on every retry
        log (list[WebhookDeliveryLogItem] | Unset): the last attempts: at, status, error, duration_ms
        next_at (int | None | Unset):
        status (str | Unset): pending | delivered | dead
        stream (str | Unset): the game or tournament id
        timestamp (str | Unset):
        type_ (str | Unset):
        version (int | Unset):
    """

    attempts: int | Unset = UNSET
    created_at: int | Unset = UNSET
    data: WebhookDeliveryData | Unset = UNSET
    id: str | Unset = UNSET
    log: list[WebhookDeliveryLogItem] | Unset = UNSET
    next_at: int | None | Unset = UNSET
    status: str | Unset = UNSET
    stream: str | Unset = UNSET
    timestamp: str | Unset = UNSET
    type_: str | Unset = UNSET
    version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attempts = self.attempts

        created_at = self.created_at

        data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.data, Unset):
            data = self.data.to_dict()

        id = self.id

        log: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.log, Unset):
            log = []
            for log_item_data in self.log:
                log_item = log_item_data.to_dict()
                log.append(log_item)

        next_at: int | None | Unset
        if isinstance(self.next_at, Unset):
            next_at = UNSET
        else:
            next_at = self.next_at

        status = self.status

        stream = self.stream

        timestamp = self.timestamp

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if attempts is not UNSET:
            field_dict["attempts"] = attempts
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if data is not UNSET:
            field_dict["data"] = data
        if id is not UNSET:
            field_dict["id"] = id
        if log is not UNSET:
            field_dict["log"] = log
        if next_at is not UNSET:
            field_dict["next_at"] = next_at
        if status is not UNSET:
            field_dict["status"] = status
        if stream is not UNSET:
            field_dict["stream"] = stream
        if timestamp is not UNSET:
            field_dict["timestamp"] = timestamp
        if type_ is not UNSET:
            field_dict["type"] = type_
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook_delivery_data import WebhookDeliveryData
        from ..models.webhook_delivery_log_item import WebhookDeliveryLogItem

        d = dict(src_dict)
        attempts = d.pop("attempts", UNSET)

        created_at = d.pop("created_at", UNSET)

        _data = d.pop("data", UNSET)
        data: WebhookDeliveryData | Unset
        if isinstance(_data, Unset):
            data = UNSET
        else:
            data = WebhookDeliveryData.from_dict(_data)

        id = d.pop("id", UNSET)

        _log = d.pop("log", UNSET)
        log: list[WebhookDeliveryLogItem] | Unset = UNSET
        if _log is not UNSET:
            log = []
            for log_item_data in _log:
                log_item = WebhookDeliveryLogItem.from_dict(log_item_data)

                log.append(log_item)

        def _parse_next_at(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_at = _parse_next_at(d.pop("next_at", UNSET))

        status = d.pop("status", UNSET)

        stream = d.pop("stream", UNSET)

        timestamp = d.pop("timestamp", UNSET)

        type_ = d.pop("type", UNSET)

        version = d.pop("version", UNSET)

        webhook_delivery = cls(
            attempts=attempts,
            created_at=created_at,
            data=data,
            id=id,
            log=log,
            next_at=next_at,
            status=status,
            stream=stream,
            timestamp=timestamp,
            type_=type_,
            version=version,
        )

        return webhook_delivery
