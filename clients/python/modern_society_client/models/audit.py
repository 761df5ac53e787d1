from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.audit_checks import AuditChecks


T = TypeVar("T", bound="Audit")


@_attrs_define
class Audit:
    """
    Attributes:
        checks (AuditChecks):
        events (int):
        ok (bool):
    """

    checks: AuditChecks
    events: int
    ok: bool

    def to_dict(self) -> dict[str, Any]:
        checks = self.checks.to_dict()

        events = self.events

        ok = self.ok

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "checks": checks,
                "events": events,
                "ok": ok,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.audit_checks import AuditChecks

        d = dict(src_dict)
        checks = AuditChecks.from_dict(d.pop("checks"))

        events = d.pop("events")

        ok = d.pop("ok")

        audit = cls(
            checks=checks,
            events=events,
            ok=ok,
        )

        return audit
