from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.reviewed_decision_mark_type_1 import ReviewedDecisionMarkType1
from ..models.reviewed_decision_mark_type_2_type_1 import ReviewedDecisionMarkType2Type1
from ..models.reviewed_decision_mark_type_3_type_1 import ReviewedDecisionMarkType3Type1

if TYPE_CHECKING:
    from ..models.reviewed_decision_best import ReviewedDecisionBest
    from ..models.reviewed_decision_command import ReviewedDecisionCommand


T = TypeVar("T", bound="ReviewedDecision")


@_attrs_define
class ReviewedDecision:
    """
    Attributes:
        best (ReviewedDecisionBest): the best command the search found
        best_value (float | None):
        command (ReviewedDecisionCommand): the command played
        forced (bool): a single legal command: not searched
        loss (float): best_value - value, in the game's points (negative: the command played did better than the
            search's pick)
        mark (None | ReviewedDecisionMarkType1 | ReviewedDecisionMarkType2Type1 | ReviewedDecisionMarkType3Type1):
        seat (int):
        stake (float): what the choice could make: the spread of the values of the best, the played and the worst
            candidate (the loss at most)
        value (float | None): its value (null: forced)
        version (int): the version of the decision's first event
    """

    best: ReviewedDecisionBest
    best_value: float | None
    command: ReviewedDecisionCommand
    forced: bool
    loss: float
    mark: (
        None
        | ReviewedDecisionMarkType1
        | ReviewedDecisionMarkType2Type1
        | ReviewedDecisionMarkType3Type1
    )
    seat: int
    stake: float
    value: float | None
    version: int

    def to_dict(self) -> dict[str, Any]:
        best = self.best.to_dict()

        best_value: float | None
        best_value = self.best_value

        command = self.command.to_dict()

        forced = self.forced

        loss = self.loss

        mark: None | str
        if (
            isinstance(self.mark, ReviewedDecisionMarkType1)
            or isinstance(self.mark, ReviewedDecisionMarkType2Type1)
            or isinstance(self.mark, ReviewedDecisionMarkType3Type1)
        ):
            mark = self.mark.value
        else:
            mark = self.mark

        seat = self.seat

        stake = self.stake

        value: float | None
        value = self.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "best": best,
                "best_value": best_value,
                "command": command,
                "forced": forced,
                "loss": loss,
                "mark": mark,
                "seat": seat,
                "stake": stake,
                "value": value,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reviewed_decision_best import ReviewedDecisionBest
        from ..models.reviewed_decision_command import ReviewedDecisionCommand

        d = dict(src_dict)
        best = ReviewedDecisionBest.from_dict(d.pop("best"))

        def _parse_best_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        best_value = _parse_best_value(d.pop("best_value"))

        command = ReviewedDecisionCommand.from_dict(d.pop("command"))

        forced = d.pop("forced")

        loss = d.pop("loss")

        def _parse_mark(
            data: object,
        ) -> (
            None
            | ReviewedDecisionMarkType1
            | ReviewedDecisionMarkType2Type1
            | ReviewedDecisionMarkType3Type1
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mark_type_1 = ReviewedDecisionMarkType1(data)

                return mark_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mark_type_2_type_1 = ReviewedDecisionMarkType2Type1(data)

                return mark_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                mark_type_3_type_1 = ReviewedDecisionMarkType3Type1(data)

                return mark_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | ReviewedDecisionMarkType1
                | ReviewedDecisionMarkType2Type1
                | ReviewedDecisionMarkType3Type1,
                data,
            )

        mark = _parse_mark(d.pop("mark"))

        seat = d.pop("seat")

        stake = d.pop("stake")

        def _parse_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        value = _parse_value(d.pop("value"))

        version = d.pop("version")

        reviewed_decision = cls(
            best=best,
            best_value=best_value,
            command=command,
            forced=forced,
            loss=loss,
            mark=mark,
            seat=seat,
            stake=stake,
            value=value,
            version=version,
        )

        return reviewed_decision
