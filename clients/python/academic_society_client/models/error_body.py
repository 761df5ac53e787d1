from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.error_body_details import ErrorBodyDetails


T = TypeVar("T", bound="ErrorBody")


@_attrs_define
class ErrorBody:
    """
    Attributes:
        code (str):
        details (ErrorBodyDetails):
        message (str):
    """

    code: str
    details: ErrorBodyDetails
    message: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        details = self.details.to_dict()

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "details": details,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.error_body_details import ErrorBodyDetails

        d = dict(src_dict)
        code = d.pop("code")

        details = ErrorBodyDetails.from_dict(d.pop("details"))

        message = d.pop("message")

        error_body = cls(
            code=code,
            details=details,
            message=message,
        )

        return error_body
