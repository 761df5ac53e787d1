from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook import Webhook


T = TypeVar("T", bound="WebhookCreated")


@_attrs_define
class WebhookCreated:
    """
    Attributes:
        secret (str | Unset): whsec_...: the signing secret, shown only now
        webhook (Webhook | Unset):
    """

    secret: str | Unset = UNSET
    webhook: Webhook | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        secret = self.secret

        webhook: dict[str, Any] | Unset = UNSET
        if not isinstance(self.webhook, Unset):
            webhook = self.webhook.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if secret is not UNSET:
            field_dict["secret"] = secret
        if webhook is not UNSET:
            field_dict["webhook"] = webhook

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.webhook import Webhook

        d = dict(src_dict)
        secret = d.pop("secret", UNSET)

        _webhook = d.pop("webhook", UNSET)
        webhook: Webhook | Unset
        if isinstance(_webhook, Unset):
            webhook = UNSET
        else:
            webhook = Webhook.from_dict(_webhook)

        webhook_created = cls(
            secret=secret,
            webhook=webhook,
        )

        return webhook_created
