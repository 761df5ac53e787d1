from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WatchTicket")


@_attrs_define
class WatchTicket:
    """
    Attributes:
        expires_in_s (int):
        ticket (str): the spectator sends it as the X-Watch-Ticket header (or as ?ticket= to /stream)
    """

    expires_in_s: int
    ticket: str

    def to_dict(self) -> dict[str, Any]:
        expires_in_s = self.expires_in_s

        ticket = self.ticket

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expires_in_s": expires_in_s,
                "ticket": ticket,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expires_in_s = d.pop("expires_in_s")

        ticket = d.pop("ticket")

        watch_ticket = cls(
            expires_in_s=expires_in_s,
            ticket=ticket,
        )

        return watch_ticket
