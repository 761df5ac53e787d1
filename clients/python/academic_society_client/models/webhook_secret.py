from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookSecret")


@_attrs_define
class WebhookSecret:
    """
    Attributes:
        previous_valid_until (int | Unset): ms since the epoch
        secret (str | Unset):
    """

    previous_valid_until: int | Unset = UNSET
    secret: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        previous_valid_until = self.previous_valid_until

        secret = self.secret

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if previous_valid_until is not UNSET:
            field_dict["previous_valid_until"] = previous_valid_until
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        previous_valid_until = d.pop("previous_valid_until", UNSET)

        secret = d.pop("secret", UNSET)

        webhook_secret = cls(
            previous_valid_until=previous_valid_until,
            secret=secret,
        )

        return webhook_secret
