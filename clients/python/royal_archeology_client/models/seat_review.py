from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatReview")


@_attrs_define
class SeatReview:
    """
    Attributes:
        accuracy (float | None): 0-100: 100 * (1 - loss_share), within 0-100
        average_loss (float | None): in the game's points
        blunder (int):
        decisions (int): unforced decisions
        inaccuracy (int):
        loss_share (float | None): the losses' sum over the stakes' (0: always the best found)
        mistake (int):
        seat (int):
        name (None | str | Unset):
    """

    accuracy: float | None
    average_loss: float | None
    blunder: int
    decisions: int
    inaccuracy: int
    loss_share: float | None
    mistake: int
    seat: int
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        accuracy: float | None
        accuracy = self.accuracy

        average_loss: float | None
        average_loss = self.average_loss

        blunder = self.blunder

        decisions = self.decisions

        inaccuracy = self.inaccuracy

        loss_share: float | None
        loss_share = self.loss_share

        mistake = self.mistake

        seat = self.seat

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accuracy": accuracy,
                "average_loss": average_loss,
                "blunder": blunder,
                "decisions": decisions,
                "inaccuracy": inaccuracy,
                "loss_share": loss_share,
                "mistake": mistake,
                "seat": seat,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_accuracy(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        accuracy = _parse_accuracy(d.pop("accuracy"))

        def _parse_average_loss(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_loss = _parse_average_loss(d.pop("average_loss"))

        blunder = d.pop("blunder")

        decisions = d.pop("decisions")

        inaccuracy = d.pop("inaccuracy")

        def _parse_loss_share(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        loss_share = _parse_loss_share(d.pop("loss_share"))

        mistake = d.pop("mistake")

        seat = d.pop("seat")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        seat_review = cls(
            accuracy=accuracy,
            average_loss=average_loss,
            blunder=blunder,
            decisions=decisions,
            inaccuracy=inaccuracy,
            loss_share=loss_share,
            mistake=mistake,
            seat=seat,
            name=name,
        )

        return seat_review
