from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WatchTicketRequest")


@_attrs_define
class WatchTicketRequest:
    """
    Attributes:
        expires_in_s (int | Unset):  Default: 86400.
    """

    expires_in_s: int | Unset = 86400

    def to_dict(self) -> dict[str, Any]:
        expires_in_s = self.expires_in_s

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if expires_in_s is not UNSET:
            field_dict["expires_in_s"] = expires_in_s

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expires_in_s = d.pop("expires_in_s", UNSET)

        watch_ticket_request = cls(
            expires_in_s=expires_in_s,
        )

        return watch_ticket_request
