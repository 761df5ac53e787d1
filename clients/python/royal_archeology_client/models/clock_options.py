from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.clock_options_kind import ClockOptionsKind
from ..models.clock_options_on_timeout import ClockOptionsOnTimeout
from ..types import UNSET, Unset

T = TypeVar("T", bound="ClockOptions")


@_attrs_define
class ClockOptions:
    """
    Attributes:
        kind (ClockOptionsKind): fischer: a bank per seat plus an increment per decision; deadline: a fixed time per
            decision
        base_s (float | Unset): fischer: each seat's starting bank, seconds
        increment_s (float | Unset): fischer: added after each of the seat's decisions (default 0)
        on_timeout (ClockOptionsOnTimeout | Unset): bot (default): a bot plays the seat for the rest of the game;
            forfeit: the same, and the result marks the seat forfeited and ranks it last
        per_decision_s (float | Unset): deadline: seconds for every pending decision
        timeout_policy (str | Unset): the bot policy that takes over (default heuristic where the game has one, else
            random)
    """

    kind: ClockOptionsKind
    base_s: float | Unset = UNSET
    increment_s: float | Unset = UNSET
    on_timeout: ClockOptionsOnTimeout | Unset = UNSET
    per_decision_s: float | Unset = UNSET
    timeout_policy: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        base_s = self.base_s

        increment_s = self.increment_s

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value

        per_decision_s = self.per_decision_s

        timeout_policy = self.timeout_policy

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if base_s is not UNSET:
            field_dict["base_s"] = base_s
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if per_decision_s is not UNSET:
            field_dict["per_decision_s"] = per_decision_s
        if timeout_policy is not UNSET:
            field_dict["timeout_policy"] = timeout_policy

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = ClockOptionsKind(d.pop("kind"))

        base_s = d.pop("base_s", UNSET)

        increment_s = d.pop("increment_s", UNSET)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: ClockOptionsOnTimeout | Unset
        if isinstance(_on_timeout, Unset):
            on_timeout = UNSET
        else:
            on_timeout = ClockOptionsOnTimeout(_on_timeout)

        per_decision_s = d.pop("per_decision_s", UNSET)

        timeout_policy = d.pop("timeout_policy", UNSET)

        clock_options = cls(
            kind=kind,
            base_s=base_s,
            increment_s=increment_s,
            on_timeout=on_timeout,
            per_decision_s=per_decision_s,
            timeout_policy=timeout_policy,
        )

        return clock_options
