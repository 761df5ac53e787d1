from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.activate_event import ActivateEvent
    from ..models.assign_expertise_event import AssignExpertiseEvent
    from ..models.automa_turn_event import AutomaTurnEvent
    from ..models.bonus_8_event import Bonus8Event
    from ..models.choose_side_event import ChooseSideEvent
    from ..models.choose_study_event import ChooseStudyEvent
    from ..models.clock_charged_event import ClockChargedEvent
    from ..models.decline_event import DeclineEvent
    from ..models.deepen_event import DeepenEvent
    from ..models.discard_card_event import DiscardCardEvent
    from ..models.discard_expeditions_event import DiscardExpeditionsEvent
    from ..models.done_event import DoneEvent
    from ..models.draw_relic_event import DrawRelicEvent
    from ..models.end_turn_event import EndTurnEvent
    from ..models.exhibit_event import ExhibitEvent
    from ..models.gain_reputation_event import GainReputationEvent
    from ..models.game_created_event import GameCreatedEvent
    from ..models.game_finished_event import GameFinishedEvent
    from ..models.game_setup_event import GameSetupEvent
    from ..models.honor_patron_event import HonorPatronEvent
    from ..models.keep_card_event import KeepCardEvent
    from ..models.keep_patron_event import KeepPatronEvent
    from ..models.keep_relic_event import KeepRelicEvent
    from ..models.keep_society_event import KeepSocietyEvent
    from ..models.knowledge_event import KnowledgeEvent
    from ..models.meet_patron_event import MeetPatronEvent
    from ..models.organize_event import OrganizeEvent
    from ..models.place_event import PlaceEvent
    from ..models.present_event import PresentEvent
    from ..models.publisher_event import PublisherEvent
    from ..models.raise_expertise_event import RaiseExpertiseEvent
    from ..models.reserve_draw_event import ReserveDrawEvent
    from ..models.reserve_event import ReserveEvent
    from ..models.retrieve_disc_event import RetrieveDiscEvent
    from ..models.seat_change_seat import SeatChangeSeat
    from ..models.seat_replaced_event import SeatReplacedEvent
    from ..models.seat_resigned_event import SeatResignedEvent
    from ..models.seat_returned_event import SeatReturnedEvent
    from ..models.seat_timed_out_event import SeatTimedOutEvent
    from ..models.sell_relic_event import SellRelicEvent
    from ..models.skip_action_event import SkipActionEvent
    from ..models.study_relic_event import StudyRelicEvent
    from ..models.study_university_event import StudyUniversityEvent
    from ..models.take_favor_event import TakeFavorEvent
    from ..models.take_relic_event import TakeRelicEvent


T = TypeVar("T", bound="SeatChange")


@_attrs_define
class SeatChange:
    """
    Attributes:
        events (list[ActivateEvent | AssignExpertiseEvent | AutomaTurnEvent | Bonus8Event | ChooseSideEvent |
            ChooseStudyEvent | ClockChargedEvent | DeclineEvent | DeepenEvent | DiscardCardEvent | DiscardExpeditionsEvent |
            DoneEvent | DrawRelicEvent | EndTurnEvent | ExhibitEvent | GainReputationEvent | GameCreatedEvent |
            GameFinishedEvent | GameSetupEvent | HonorPatronEvent | KeepCardEvent | KeepPatronEvent | KeepRelicEvent |
            KeepSocietyEvent | KnowledgeEvent | MeetPatronEvent | OrganizeEvent | PlaceEvent | PresentEvent | PublisherEvent
            | RaiseExpertiseEvent | ReserveDrawEvent | ReserveEvent | RetrieveDiscEvent | SeatReplacedEvent |
            SeatResignedEvent | SeatReturnedEvent | SeatTimedOutEvent | SellRelicEvent | SkipActionEvent | StudyRelicEvent |
            StudyUniversityEvent | TakeFavorEvent | TakeRelicEvent]):
        seat (SeatChangeSeat): the seat's controller, policy and status now
        version (int):
    """

    events: list[
        ActivateEvent
        | AssignExpertiseEvent
        | AutomaTurnEvent
        | Bonus8Event
        | ChooseSideEvent
        | ChooseStudyEvent
        | ClockChargedEvent
        | DeclineEvent
        | DeepenEvent
        | DiscardCardEvent
        | DiscardExpeditionsEvent
        | DoneEvent
        | DrawRelicEvent
        | EndTurnEvent
        | ExhibitEvent
        | GainReputationEvent
        | GameCreatedEvent
        | GameFinishedEvent
        | GameSetupEvent
        | HonorPatronEvent
        | KeepCardEvent
        | KeepPatronEvent
        | KeepRelicEvent
        | KeepSocietyEvent
        | KnowledgeEvent
        | MeetPatronEvent
        | OrganizeEvent
        | PlaceEvent
        | PresentEvent
        | PublisherEvent
        | RaiseExpertiseEvent
        | ReserveDrawEvent
        | ReserveEvent
        | RetrieveDiscEvent
        | SeatReplacedEvent
        | SeatResignedEvent
        | SeatReturnedEvent
        | SeatTimedOutEvent
        | SellRelicEvent
        | SkipActionEvent
        | StudyRelicEvent
        | StudyUniversityEvent
        | TakeFavorEvent
        | TakeRelicEvent
    ]
    seat: SeatChangeSeat
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.activate_event import ActivateEvent
        from ..models.assign_expertise_event import AssignExpertiseEvent
        from ..models.automa_turn_event import AutomaTurnEvent
        from ..models.bonus_8_event import Bonus8Event
        from ..models.choose_side_event import ChooseSideEvent
        from ..models.choose_study_event import ChooseStudyEvent
        from ..models.clock_charged_event import ClockChargedEvent
        from ..models.decline_event import DeclineEvent
        from ..models.deepen_event import DeepenEvent
        from ..models.discard_card_event import DiscardCardEvent
        from ..models.discard_expeditions_event import DiscardExpeditionsEvent
        from ..models.done_event import DoneEvent
        from ..models.draw_relic_event import DrawRelicEvent
        from ..models.end_turn_event import EndTurnEvent
        from ..models.exhibit_event import ExhibitEvent
        from ..models.gain_reputation_event import GainReputationEvent
        from ..models.game_created_event import GameCreatedEvent
        from ..models.game_finished_event import GameFinishedEvent
        from ..models.game_setup_event import GameSetupEvent
        from ..models.honor_patron_event import HonorPatronEvent
        from ..models.keep_card_event import KeepCardEvent
        from ..models.keep_patron_event import KeepPatronEvent
        from ..models.keep_relic_event import KeepRelicEvent
        from ..models.keep_society_event import KeepSocietyEvent
        from ..models.knowledge_event import KnowledgeEvent
        from ..models.meet_patron_event import MeetPatronEvent
        from ..models.organize_event import OrganizeEvent
        from ..models.place_event import PlaceEvent
        from ..models.present_event import PresentEvent
        from ..models.publisher_event import PublisherEvent
        from ..models.raise_expertise_event import RaiseExpertiseEvent
        from ..models.reserve_draw_event import ReserveDrawEvent
        from ..models.reserve_event import ReserveEvent
        from ..models.retrieve_disc_event import RetrieveDiscEvent
        from ..models.seat_replaced_event import SeatReplacedEvent
        from ..models.seat_resigned_event import SeatResignedEvent
        from ..models.seat_timed_out_event import SeatTimedOutEvent
        from ..models.sell_relic_event import SellRelicEvent
        from ..models.skip_action_event import SkipActionEvent
        from ..models.study_relic_event import StudyRelicEvent
        from ..models.study_university_event import StudyUniversityEvent
        from ..models.take_favor_event import TakeFavorEvent
        from ..models.take_relic_event import TakeRelicEvent

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, ActivateEvent)
                or isinstance(events_item_data, AssignExpertiseEvent)
                or isinstance(events_item_data, AutomaTurnEvent)
                or isinstance(events_item_data, Bonus8Event)
                or isinstance(events_item_data, ChooseSideEvent)
                or isinstance(events_item_data, ChooseStudyEvent)
                or isinstance(events_item_data, DeclineEvent)
                or isinstance(events_item_data, DeepenEvent)
                or isinstance(events_item_data, DiscardCardEvent)
                or isinstance(events_item_data, DiscardExpeditionsEvent)
                or isinstance(events_item_data, DoneEvent)
                or isinstance(events_item_data, DrawRelicEvent)
                or isinstance(events_item_data, EndTurnEvent)
                or isinstance(events_item_data, ExhibitEvent)
                or isinstance(events_item_data, GainReputationEvent)
                or isinstance(events_item_data, GameSetupEvent)
                or isinstance(events_item_data, HonorPatronEvent)
                or isinstance(events_item_data, KeepCardEvent)
                or isinstance(events_item_data, KeepPatronEvent)
                or isinstance(events_item_data, KeepRelicEvent)
                or isinstance(events_item_data, KeepSocietyEvent)
                or isinstance(events_item_data, KnowledgeEvent)
                or isinstance(events_item_data, MeetPatronEvent)
                or isinstance(events_item_data, OrganizeEvent)
                or isinstance(events_item_data, PlaceEvent)
                or isinstance(events_item_data, PresentEvent)
                or isinstance(events_item_data, PublisherEvent)
                or isinstance(events_item_data, RaiseExpertiseEvent)
                or isinstance(events_item_data, ReserveEvent)
                or isinstance(events_item_data, ReserveDrawEvent)
                or isinstance(events_item_data, RetrieveDiscEvent)
                or isinstance(events_item_data, SellRelicEvent)
                or isinstance(events_item_data, SkipActionEvent)
                or isinstance(events_item_data, StudyRelicEvent)
                or isinstance(events_item_data, StudyUniversityEvent)
                or isinstance(events_item_data, TakeFavorEvent)
                or isinstance(events_item_data, TakeRelicEvent)
                or isinstance(events_item_data, GameCreatedEvent)
                or isinstance(events_item_data, GameFinishedEvent)
                or isinstance(events_item_data, ClockChargedEvent)
                or isinstance(events_item_data, SeatTimedOutEvent)
                or isinstance(events_item_data, SeatResignedEvent)
                or isinstance(events_item_data, SeatReplacedEvent)
            ):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        seat = self.seat.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "seat": seat,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.activate_event import ActivateEvent
        from ..models.assign_expertise_event import AssignExpertiseEvent
        from ..models.automa_turn_event import AutomaTurnEvent
        from ..models.bonus_8_event import Bonus8Event
        from ..models.choose_side_event import ChooseSideEvent
        from ..models.choose_study_event import ChooseStudyEvent
        from ..models.clock_charged_event import ClockChargedEvent
        from ..models.decline_event import DeclineEvent
        from ..models.deepen_event import DeepenEvent
        from ..models.discard_card_event import DiscardCardEvent
        from ..models.discard_expeditions_event import DiscardExpeditionsEvent
        from ..models.done_event import DoneEvent
        from ..models.draw_relic_event import DrawRelicEvent
        from ..models.end_turn_event import EndTurnEvent
        from ..models.exhibit_event import ExhibitEvent
        from ..models.gain_reputation_event import GainReputationEvent
        from ..models.game_created_event import GameCreatedEvent
        from ..models.game_finished_event import GameFinishedEvent
        from ..models.game_setup_event import GameSetupEvent
        from ..models.honor_patron_event import HonorPatronEvent
        from ..models.keep_card_event import KeepCardEvent
        from ..models.keep_patron_event import KeepPatronEvent
        from ..models.keep_relic_event import KeepRelicEvent
        from ..models.keep_society_event import KeepSocietyEvent
        from ..models.knowledge_event import KnowledgeEvent
        from ..models.meet_patron_event import MeetPatronEvent
        from ..models.organize_event import OrganizeEvent
        from ..models.place_event import PlaceEvent
        from ..models.present_event import PresentEvent
        from ..models.publisher_event import PublisherEvent
        from ..models.raise_expertise_event import RaiseExpertiseEvent
        from ..models.reserve_draw_event import ReserveDrawEvent
        from ..models.reserve_event import ReserveEvent
        from ..models.retrieve_disc_event import RetrieveDiscEvent
        from ..models.seat_change_seat import SeatChangeSeat
        from ..models.seat_replaced_event import SeatReplacedEvent
        from ..models.seat_resigned_event import SeatResignedEvent
        from ..models.seat_returned_event import SeatReturnedEvent
        from ..models.seat_timed_out_event import SeatTimedOutEvent
        from ..models.sell_relic_event import SellRelicEvent
        from ..models.skip_action_event import SkipActionEvent
        from ..models.study_relic_event import StudyRelicEvent
        from ..models.study_university_event import StudyUniversityEvent
        from ..models.take_favor_event import TakeFavorEvent
        from ..models.take_relic_event import TakeRelicEvent

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                ActivateEvent
                | AssignExpertiseEvent
                | AutomaTurnEvent
                | Bonus8Event
                | ChooseSideEvent
                | ChooseStudyEvent
                | ClockChargedEvent
                | DeclineEvent
                | DeepenEvent
                | DiscardCardEvent
                | DiscardExpeditionsEvent
                | DoneEvent
                | DrawRelicEvent
                | EndTurnEvent
                | ExhibitEvent
                | GainReputationEvent
                | GameCreatedEvent
                | GameFinishedEvent
                | GameSetupEvent
                | HonorPatronEvent
                | KeepCardEvent
                | KeepPatronEvent
                | KeepRelicEvent
                | KeepSocietyEvent
                | KnowledgeEvent
                | MeetPatronEvent
                | OrganizeEvent
                | PlaceEvent
                | PresentEvent
                | PublisherEvent
                | RaiseExpertiseEvent
                | ReserveDrawEvent
                | ReserveEvent
                | RetrieveDiscEvent
                | SeatReplacedEvent
                | SeatResignedEvent
                | SeatReturnedEvent
                | SeatTimedOutEvent
                | SellRelicEvent
                | SkipActionEvent
                | StudyRelicEvent
                | StudyUniversityEvent
                | TakeFavorEvent
                | TakeRelicEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_0 = ActivateEvent.from_dict(data)

                    return componentsschemas_game_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_1 = (
                        AssignExpertiseEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_2 = AutomaTurnEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_3 = Bonus8Event.from_dict(data)

                    return componentsschemas_game_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_4 = ChooseSideEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_5 = ChooseStudyEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_6 = DeclineEvent.from_dict(data)

                    return componentsschemas_game_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_7 = DeepenEvent.from_dict(data)

                    return componentsschemas_game_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_8 = DiscardCardEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_9 = (
                        DiscardExpeditionsEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_10 = DoneEvent.from_dict(data)

                    return componentsschemas_game_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_11 = DrawRelicEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_12 = EndTurnEvent.from_dict(data)

                    return componentsschemas_game_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_13 = ExhibitEvent.from_dict(data)

                    return componentsschemas_game_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_14 = (
                        GainReputationEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_15 = GameSetupEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_16 = HonorPatronEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_17 = KeepCardEvent.from_dict(data)

                    return componentsschemas_game_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_18 = KeepPatronEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_19 = KeepRelicEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_20 = KeepSocietyEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_21 = KnowledgeEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_22 = MeetPatronEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_23 = OrganizeEvent.from_dict(data)

                    return componentsschemas_game_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_24 = PlaceEvent.from_dict(data)

                    return componentsschemas_game_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_25 = PresentEvent.from_dict(data)

                    return componentsschemas_game_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_26 = PublisherEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_27 = (
                        RaiseExpertiseEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_28 = ReserveEvent.from_dict(data)

                    return componentsschemas_game_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_29 = ReserveDrawEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_30 = RetrieveDiscEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_31 = SellRelicEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_32 = SkipActionEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_33 = StudyRelicEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_34 = (
                        StudyUniversityEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_35 = TakeFavorEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_36 = TakeRelicEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_37 = GameCreatedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_38 = GameFinishedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_39 = ClockChargedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_40 = SeatTimedOutEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_41 = SeatResignedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_42 = SeatReplacedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_event_type_43 = SeatReturnedEvent.from_dict(data)

                return componentsschemas_game_event_type_43

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        seat = SeatChangeSeat.from_dict(d.pop("seat"))

        version = d.pop("version")

        seat_change = cls(
            events=events,
            seat=seat,
            version=version,
        )

        return seat_change
