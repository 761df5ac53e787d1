from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Policy")


@_attrs_define
class Policy:
    """
    Attributes:
        policy (str):
        released (None | str):
        sees (None | str): what it is given to see
        verifiable (str): how anyone re-derives its moves
        version (int | None): the version new bot seats play (null: a policy without released versions)
    """

    policy: str
    released: None | str
    sees: None | str
    verifiable: str
    version: int | None

    def to_dict(self) -> dict[str, Any]:
        policy = self.policy

        released: None | str
        released = self.released

        sees: None | str
        sees = self.sees

        verifiable = self.verifiable

        version: int | None
        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "policy": policy,
                "released": released,
                "sees": sees,
                "verifiable": verifiable,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        policy = d.pop("policy")

        def _parse_released(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        released = _parse_released(d.pop("released"))

        def _parse_sees(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sees = _parse_sees(d.pop("sees"))

        verifiable = d.pop("verifiable")

        def _parse_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        version = _parse_version(d.pop("version"))

        policy = cls(
            policy=policy,
            released=released,
            sees=sees,
            verifiable=verifiable,
            version=version,
        )

        return policy
