from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.authority_maintained_event import AuthorityMaintainedEvent
    from ..models.bonus_action_chosen_event import BonusActionChosenEvent
    from ..models.clock_charged_event import ClockChargedEvent
    from ..models.command_result_receipt import CommandResultReceipt
    from ..models.commission_declared_event import CommissionDeclaredEvent
    from ..models.game_created_event import GameCreatedEvent
    from ..models.game_finished_event import GameFinishedEvent
    from ..models.game_started_event import GameStartedEvent
    from ..models.pawn_placed_event import PawnPlacedEvent
    from ..models.sabbatical_scholar_moved_event import SabbaticalScholarMovedEvent
    from ..models.salon_action_chosen_event import SalonActionChosenEvent
    from ..models.scholar_moved_blue_event import ScholarMovedBlueEvent
    from ..models.scholar_moved_red_event import ScholarMovedRedEvent
    from ..models.seat_key_registered_event import SeatKeyRegisteredEvent
    from ..models.seat_replaced_event import SeatReplacedEvent
    from ..models.seat_resigned_event import SeatResignedEvent
    from ..models.seat_returned_event import SeatReturnedEvent
    from ..models.seat_timed_out_event import SeatTimedOutEvent
    from ..models.theory_gained_event import TheoryGainedEvent
    from ..models.theory_spent_event import TheorySpentEvent
    from ..models.treatise_activated_event import TreatiseActivatedEvent
    from ..models.treatise_replaced_event import TreatiseReplacedEvent
    from ..models.treatise_taken_event import TreatiseTakenEvent
    from ..models.turn_undone_event import TurnUndoneEvent


T = TypeVar("T", bound="CommandResult")


@_attrs_define
class CommandResult:
    """
    Attributes:
        events (list[AuthorityMaintainedEvent | BonusActionChosenEvent | ClockChargedEvent | CommissionDeclaredEvent |
            GameCreatedEvent | GameFinishedEvent | GameStartedEvent | PawnPlacedEvent | SabbaticalScholarMovedEvent |
            SalonActionChosenEvent | ScholarMovedBlueEvent | ScholarMovedRedEvent | SeatKeyRegisteredEvent |
            SeatReplacedEvent | SeatResignedEvent | SeatReturnedEvent | SeatTimedOutEvent | TheoryGainedEvent |
            TheorySpentEvent | TreatiseActivatedEvent | TreatiseReplacedEvent | TreatiseTakenEvent | TurnUndoneEvent]):
        version (int):
        receipt (CommandResultReceipt | Unset): the server's signed {key_id, game_id, version, hash, signature} of the
            stream's head
    """

    events: list[
        AuthorityMaintainedEvent
        | BonusActionChosenEvent
        | ClockChargedEvent
        | CommissionDeclaredEvent
        | GameCreatedEvent
        | GameFinishedEvent
        | GameStartedEvent
        | PawnPlacedEvent
        | SabbaticalScholarMovedEvent
        | SalonActionChosenEvent
        | ScholarMovedBlueEvent
        | ScholarMovedRedEvent
        | SeatKeyRegisteredEvent
        | SeatReplacedEvent
        | SeatResignedEvent
        | SeatReturnedEvent
        | SeatTimedOutEvent
        | TheoryGainedEvent
        | TheorySpentEvent
        | TreatiseActivatedEvent
        | TreatiseReplacedEvent
        | TreatiseTakenEvent
        | TurnUndoneEvent
    ]
    version: int
    receipt: CommandResultReceipt | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.authority_maintained_event import AuthorityMaintainedEvent
        from ..models.bonus_action_chosen_event import BonusActionChosenEvent
        from ..models.clock_charged_event import ClockChargedEvent
        from ..models.commission_declared_event import CommissionDeclaredEvent
        from ..models.game_created_event import GameCreatedEvent
        from ..models.game_finished_event import GameFinishedEvent
        from ..models.game_started_event import GameStartedEvent
        from ..models.pawn_placed_event import PawnPlacedEvent
        from ..models.sabbatical_scholar_moved_event import SabbaticalScholarMovedEvent
        from ..models.salon_action_chosen_event import SalonActionChosenEvent
        from ..models.scholar_moved_blue_event import ScholarMovedBlueEvent
        from ..models.scholar_moved_red_event import ScholarMovedRedEvent
        from ..models.seat_replaced_event import SeatReplacedEvent
        from ..models.seat_resigned_event import SeatResignedEvent
        from ..models.seat_returned_event import SeatReturnedEvent
        from ..models.seat_timed_out_event import SeatTimedOutEvent
        from ..models.theory_gained_event import TheoryGainedEvent
        from ..models.theory_spent_event import TheorySpentEvent
        from ..models.treatise_activated_event import TreatiseActivatedEvent
        from ..models.treatise_replaced_event import TreatiseReplacedEvent
        from ..models.treatise_taken_event import TreatiseTakenEvent
        from ..models.turn_undone_event import TurnUndoneEvent

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, AuthorityMaintainedEvent)
                or isinstance(events_item_data, BonusActionChosenEvent)
                or isinstance(events_item_data, CommissionDeclaredEvent)
                or isinstance(events_item_data, GameStartedEvent)
                or isinstance(events_item_data, PawnPlacedEvent)
                or isinstance(events_item_data, SabbaticalScholarMovedEvent)
                or isinstance(events_item_data, SalonActionChosenEvent)
                or isinstance(events_item_data, ScholarMovedBlueEvent)
                or isinstance(events_item_data, ScholarMovedRedEvent)
                or isinstance(events_item_data, TheoryGainedEvent)
                or isinstance(events_item_data, TheorySpentEvent)
                or isinstance(events_item_data, TreatiseActivatedEvent)
                or isinstance(events_item_data, TreatiseReplacedEvent)
                or isinstance(events_item_data, TreatiseTakenEvent)
                or isinstance(events_item_data, GameCreatedEvent)
                or isinstance(events_item_data, GameFinishedEvent)
                or isinstance(events_item_data, ClockChargedEvent)
                or isinstance(events_item_data, SeatTimedOutEvent)
                or isinstance(events_item_data, SeatResignedEvent)
                or isinstance(events_item_data, SeatReplacedEvent)
                or isinstance(events_item_data, SeatReturnedEvent)
                or isinstance(events_item_data, TurnUndoneEvent)
            ):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        version = self.version

        receipt: dict[str, Any] | Unset = UNSET
        if not isinstance(self.receipt, Unset):
            receipt = self.receipt.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "version": version,
            }
        )
        if receipt is not UNSET:
            field_dict["receipt"] = receipt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.authority_maintained_event import AuthorityMaintainedEvent
        from ..models.bonus_action_chosen_event import BonusActionChosenEvent
        from ..models.clock_charged_event import ClockChargedEvent
        from ..models.command_result_receipt import CommandResultReceipt
        from ..models.commission_declared_event import CommissionDeclaredEvent
        from ..models.game_created_event import GameCreatedEvent
        from ..models.game_finished_event import GameFinishedEvent
        from ..models.game_started_event import GameStartedEvent
        from ..models.pawn_placed_event import PawnPlacedEvent
        from ..models.sabbatical_scholar_moved_event import SabbaticalScholarMovedEvent
        from ..models.salon_action_chosen_event import SalonActionChosenEvent
        from ..models.scholar_moved_blue_event import ScholarMovedBlueEvent
        from ..models.scholar_moved_red_event import ScholarMovedRedEvent
        from ..models.seat_key_registered_event import SeatKeyRegisteredEvent
        from ..models.seat_replaced_event import SeatReplacedEvent
        from ..models.seat_resigned_event import SeatResignedEvent
        from ..models.seat_returned_event import SeatReturnedEvent
        from ..models.seat_timed_out_event import SeatTimedOutEvent
        from ..models.theory_gained_event import TheoryGainedEvent
        from ..models.theory_spent_event import TheorySpentEvent
        from ..models.treatise_activated_event import TreatiseActivatedEvent
        from ..models.treatise_replaced_event import TreatiseReplacedEvent
        from ..models.treatise_taken_event import TreatiseTakenEvent
        from ..models.turn_undone_event import TurnUndoneEvent

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                AuthorityMaintainedEvent
                | BonusActionChosenEvent
                | ClockChargedEvent
                | CommissionDeclaredEvent
                | GameCreatedEvent
                | GameFinishedEvent
                | GameStartedEvent
                | PawnPlacedEvent
                | SabbaticalScholarMovedEvent
                | SalonActionChosenEvent
                | ScholarMovedBlueEvent
                | ScholarMovedRedEvent
                | SeatKeyRegisteredEvent
                | SeatReplacedEvent
                | SeatResignedEvent
                | SeatReturnedEvent
                | SeatTimedOutEvent
                | TheoryGainedEvent
                | TheorySpentEvent
                | TreatiseActivatedEvent
                | TreatiseReplacedEvent
                | TreatiseTakenEvent
                | TurnUndoneEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_0 = (
                        AuthorityMaintainedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_1 = (
                        BonusActionChosenEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_2 = (
                        CommissionDeclaredEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_3 = GameStartedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_4 = PawnPlacedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_5 = (
                        SabbaticalScholarMovedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_6 = (
                        SalonActionChosenEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_7 = (
                        ScholarMovedBlueEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_8 = (
                        ScholarMovedRedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_9 = TheoryGainedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_10 = TheorySpentEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_11 = (
                        TreatiseActivatedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_12 = (
                        TreatiseReplacedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_13 = TreatiseTakenEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_14 = GameCreatedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_15 = GameFinishedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_16 = ClockChargedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_17 = SeatTimedOutEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_18 = SeatResignedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_19 = SeatReplacedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_20 = SeatReturnedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_21 = TurnUndoneEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_event_type_22 = SeatKeyRegisteredEvent.from_dict(
                    data
                )

                return componentsschemas_game_event_type_22

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        version = d.pop("version")

        _receipt = d.pop("receipt", UNSET)
        receipt: CommandResultReceipt | Unset
        if isinstance(_receipt, Unset):
            receipt = UNSET
        else:
            receipt = CommandResultReceipt.from_dict(_receipt)

        command_result = cls(
            events=events,
            version=version,
            receipt=receipt,
        )

        return command_result
