from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.action_skipped_event import ActionSkippedEvent
    from ..models.automa_turn_played_event import AutomaTurnPlayedEvent
    from ..models.card_discarded_event import CardDiscardedEvent
    from ..models.card_kept_event import CardKeptEvent
    from ..models.choices_finished_event import ChoicesFinishedEvent
    from ..models.clock_charged_event import ClockChargedEvent
    from ..models.disc_retrieved_event import DiscRetrievedEvent
    from ..models.discoveries_presented_event import DiscoveriesPresentedEvent
    from ..models.expedition_organized_event import ExpeditionOrganizedEvent
    from ..models.expedition_reserved_event import ExpeditionReservedEvent
    from ..models.expeditions_discarded_event import ExpeditionsDiscardedEvent
    from ..models.expertise_assigned_event import ExpertiseAssignedEvent
    from ..models.expertise_raised_event import ExpertiseRaisedEvent
    from ..models.explorer_activated_event import ExplorerActivatedEvent
    from ..models.explorer_placed_event import ExplorerPlacedEvent
    from ..models.favor_taken_event import FavorTakenEvent
    from ..models.game_created_event import GameCreatedEvent
    from ..models.game_finished_event import GameFinishedEvent
    from ..models.game_set_up_event import GameSetUpEvent
    from ..models.knowledge_bonus_taken_event import KnowledgeBonusTakenEvent
    from ..models.knowledge_gained_event import KnowledgeGainedEvent
    from ..models.offer_declined_event import OfferDeclinedEvent
    from ..models.patron_honored_event import PatronHonoredEvent
    from ..models.patron_kept_event import PatronKeptEvent
    from ..models.patron_met_event import PatronMetEvent
    from ..models.publisher_tile_taken_event import PublisherTileTakenEvent
    from ..models.relic_deepened_event import RelicDeepenedEvent
    from ..models.relic_drawn_event import RelicDrawnEvent
    from ..models.relic_exhibited_event import RelicExhibitedEvent
    from ..models.relic_kept_event import RelicKeptEvent
    from ..models.relic_sold_event import RelicSoldEvent
    from ..models.relic_studied_event import RelicStudiedEvent
    from ..models.relic_taken_event import RelicTakenEvent
    from ..models.reputation_gained_event import ReputationGainedEvent
    from ..models.reserve_card_drawn_event import ReserveCardDrawnEvent
    from ..models.seat_key_registered_event import SeatKeyRegisteredEvent
    from ..models.seat_replaced_event import SeatReplacedEvent
    from ..models.seat_resigned_event import SeatResignedEvent
    from ..models.seat_returned_event import SeatReturnedEvent
    from ..models.seat_timed_out_event import SeatTimedOutEvent
    from ..models.side_chosen_event import SideChosenEvent
    from ..models.society_card_kept_event import SocietyCardKeptEvent
    from ..models.study_card_chosen_event import StudyCardChosenEvent
    from ..models.turn_ended_event import TurnEndedEvent
    from ..models.turn_undone_event import TurnUndoneEvent
    from ..models.university_studied_event import UniversityStudiedEvent


T = TypeVar("T", bound="Events")


@_attrs_define
class Events:
    """
    Attributes:
        events (list[ActionSkippedEvent | AutomaTurnPlayedEvent | CardDiscardedEvent | CardKeptEvent |
            ChoicesFinishedEvent | ClockChargedEvent | DiscoveriesPresentedEvent | DiscRetrievedEvent |
            ExpeditionOrganizedEvent | ExpeditionReservedEvent | ExpeditionsDiscardedEvent | ExpertiseAssignedEvent |
            ExpertiseRaisedEvent | ExplorerActivatedEvent | ExplorerPlacedEvent | FavorTakenEvent | GameCreatedEvent |
            GameFinishedEvent | GameSetUpEvent | KnowledgeBonusTakenEvent | KnowledgeGainedEvent | OfferDeclinedEvent |
            PatronHonoredEvent | PatronKeptEvent | PatronMetEvent | PublisherTileTakenEvent | RelicDeepenedEvent |
            RelicDrawnEvent | RelicExhibitedEvent | RelicKeptEvent | RelicSoldEvent | RelicStudiedEvent | RelicTakenEvent |
            ReputationGainedEvent | ReserveCardDrawnEvent | SeatKeyRegisteredEvent | SeatReplacedEvent | SeatResignedEvent |
            SeatReturnedEvent | SeatTimedOutEvent | SideChosenEvent | SocietyCardKeptEvent | StudyCardChosenEvent |
            TurnEndedEvent | TurnUndoneEvent | UniversityStudiedEvent]):
        version (int):
    """

    events: list[
        ActionSkippedEvent
        | AutomaTurnPlayedEvent
        | CardDiscardedEvent
        | CardKeptEvent
        | ChoicesFinishedEvent
        | ClockChargedEvent
        | DiscoveriesPresentedEvent
        | DiscRetrievedEvent
        | ExpeditionOrganizedEvent
        | ExpeditionReservedEvent
        | ExpeditionsDiscardedEvent
        | ExpertiseAssignedEvent
        | ExpertiseRaisedEvent
        | ExplorerActivatedEvent
        | ExplorerPlacedEvent
        | FavorTakenEvent
        | GameCreatedEvent
        | GameFinishedEvent
        | GameSetUpEvent
        | KnowledgeBonusTakenEvent
        | KnowledgeGainedEvent
        | OfferDeclinedEvent
        | PatronHonoredEvent
        | PatronKeptEvent
        | PatronMetEvent
        | PublisherTileTakenEvent
        | RelicDeepenedEvent
        | RelicDrawnEvent
        | RelicExhibitedEvent
        | RelicKeptEvent
        | RelicSoldEvent
        | RelicStudiedEvent
        | RelicTakenEvent
        | ReputationGainedEvent
        | ReserveCardDrawnEvent
        | SeatKeyRegisteredEvent
        | SeatReplacedEvent
        | SeatResignedEvent
        | SeatReturnedEvent
        | SeatTimedOutEvent
        | SideChosenEvent
        | SocietyCardKeptEvent
        | StudyCardChosenEvent
        | TurnEndedEvent
        | TurnUndoneEvent
        | UniversityStudiedEvent
    ]
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.action_skipped_event import ActionSkippedEvent
        from ..models.automa_turn_played_event import AutomaTurnPlayedEvent
        from ..models.card_discarded_event import CardDiscardedEvent
        from ..models.card_kept_event import CardKeptEvent
        from ..models.choices_finished_event import ChoicesFinishedEvent
        from ..models.clock_charged_event import ClockChargedEvent
        from ..models.disc_retrieved_event import DiscRetrievedEvent
        from ..models.discoveries_presented_event import DiscoveriesPresentedEvent
        from ..models.expedition_organized_event import ExpeditionOrganizedEvent
        from ..models.expedition_reserved_event import ExpeditionReservedEvent
        from ..models.expeditions_discarded_event import ExpeditionsDiscardedEvent
        from ..models.expertise_assigned_event import ExpertiseAssignedEvent
        from ..models.expertise_raised_event import ExpertiseRaisedEvent
        from ..models.explorer_activated_event import ExplorerActivatedEvent
        from ..models.explorer_placed_event import ExplorerPlacedEvent
        from ..models.favor_taken_event import FavorTakenEvent
        from ..models.game_created_event import GameCreatedEvent
        from ..models.game_finished_event import GameFinishedEvent
        from ..models.game_set_up_event import GameSetUpEvent
        from ..models.knowledge_bonus_taken_event import KnowledgeBonusTakenEvent
        from ..models.knowledge_gained_event import KnowledgeGainedEvent
        from ..models.offer_declined_event import OfferDeclinedEvent
        from ..models.patron_honored_event import PatronHonoredEvent
        from ..models.patron_kept_event import PatronKeptEvent
        from ..models.patron_met_event import PatronMetEvent
        from ..models.publisher_tile_taken_event import PublisherTileTakenEvent
        from ..models.relic_deepened_event import RelicDeepenedEvent
        from ..models.relic_drawn_event import RelicDrawnEvent
        from ..models.relic_exhibited_event import RelicExhibitedEvent
        from ..models.relic_kept_event import RelicKeptEvent
        from ..models.relic_sold_event import RelicSoldEvent
        from ..models.relic_studied_event import RelicStudiedEvent
        from ..models.relic_taken_event import RelicTakenEvent
        from ..models.reputation_gained_event import ReputationGainedEvent
        from ..models.reserve_card_drawn_event import ReserveCardDrawnEvent
        from ..models.seat_replaced_event import SeatReplacedEvent
        from ..models.seat_resigned_event import SeatResignedEvent
        from ..models.seat_returned_event import SeatReturnedEvent
        from ..models.seat_timed_out_event import SeatTimedOutEvent
        from ..models.side_chosen_event import SideChosenEvent
        from ..models.society_card_kept_event import SocietyCardKeptEvent
        from ..models.study_card_chosen_event import StudyCardChosenEvent
        from ..models.turn_ended_event import TurnEndedEvent
        from ..models.turn_undone_event import TurnUndoneEvent
        from ..models.university_studied_event import UniversityStudiedEvent

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, ExplorerActivatedEvent)
                or isinstance(events_item_data, ExpertiseAssignedEvent)
                or isinstance(events_item_data, AutomaTurnPlayedEvent)
                or isinstance(events_item_data, KnowledgeBonusTakenEvent)
                or isinstance(events_item_data, SideChosenEvent)
                or isinstance(events_item_data, StudyCardChosenEvent)
                or isinstance(events_item_data, OfferDeclinedEvent)
                or isinstance(events_item_data, RelicDeepenedEvent)
                or isinstance(events_item_data, CardDiscardedEvent)
                or isinstance(events_item_data, ExpeditionsDiscardedEvent)
                or isinstance(events_item_data, ChoicesFinishedEvent)
                or isinstance(events_item_data, RelicDrawnEvent)
                or isinstance(events_item_data, TurnEndedEvent)
                or isinstance(events_item_data, RelicExhibitedEvent)
                or isinstance(events_item_data, ReputationGainedEvent)
                or isinstance(events_item_data, GameSetUpEvent)
                or isinstance(events_item_data, PatronHonoredEvent)
                or isinstance(events_item_data, CardKeptEvent)
                or isinstance(events_item_data, PatronKeptEvent)
                or isinstance(events_item_data, RelicKeptEvent)
                or isinstance(events_item_data, SocietyCardKeptEvent)
                or isinstance(events_item_data, KnowledgeGainedEvent)
                or isinstance(events_item_data, PatronMetEvent)
                or isinstance(events_item_data, ExpeditionOrganizedEvent)
                or isinstance(events_item_data, ExplorerPlacedEvent)
                or isinstance(events_item_data, DiscoveriesPresentedEvent)
                or isinstance(events_item_data, PublisherTileTakenEvent)
                or isinstance(events_item_data, ExpertiseRaisedEvent)
                or isinstance(events_item_data, ExpeditionReservedEvent)
                or isinstance(events_item_data, ReserveCardDrawnEvent)
                or isinstance(events_item_data, DiscRetrievedEvent)
                or isinstance(events_item_data, RelicSoldEvent)
                or isinstance(events_item_data, ActionSkippedEvent)
                or isinstance(events_item_data, RelicStudiedEvent)
                or isinstance(events_item_data, UniversityStudiedEvent)
                or isinstance(events_item_data, FavorTakenEvent)
                or isinstance(events_item_data, RelicTakenEvent)
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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action_skipped_event import ActionSkippedEvent
        from ..models.automa_turn_played_event import AutomaTurnPlayedEvent
        from ..models.card_discarded_event import CardDiscardedEvent
        from ..models.card_kept_event import CardKeptEvent
        from ..models.choices_finished_event import ChoicesFinishedEvent
        from ..models.clock_charged_event import ClockChargedEvent
        from ..models.disc_retrieved_event import DiscRetrievedEvent
        from ..models.discoveries_presented_event import DiscoveriesPresentedEvent
        from ..models.expedition_organized_event import ExpeditionOrganizedEvent
        from ..models.expedition_reserved_event import ExpeditionReservedEvent
        from ..models.expeditions_discarded_event import ExpeditionsDiscardedEvent
        from ..models.expertise_assigned_event import ExpertiseAssignedEvent
        from ..models.expertise_raised_event import ExpertiseRaisedEvent
        from ..models.explorer_activated_event import ExplorerActivatedEvent
        from ..models.explorer_placed_event import ExplorerPlacedEvent
        from ..models.favor_taken_event import FavorTakenEvent
        from ..models.game_created_event import GameCreatedEvent
        from ..models.game_finished_event import GameFinishedEvent
        from ..models.game_set_up_event import GameSetUpEvent
        from ..models.knowledge_bonus_taken_event import KnowledgeBonusTakenEvent
        from ..models.knowledge_gained_event import KnowledgeGainedEvent
        from ..models.offer_declined_event import OfferDeclinedEvent
        from ..models.patron_honored_event import PatronHonoredEvent
        from ..models.patron_kept_event import PatronKeptEvent
        from ..models.patron_met_event import PatronMetEvent
        from ..models.publisher_tile_taken_event import PublisherTileTakenEvent
        from ..models.relic_deepened_event import RelicDeepenedEvent
        from ..models.relic_drawn_event import RelicDrawnEvent
        from ..models.relic_exhibited_event import RelicExhibitedEvent
        from ..models.relic_kept_event import RelicKeptEvent
        from ..models.relic_sold_event import RelicSoldEvent
        from ..models.relic_studied_event import RelicStudiedEvent
        from ..models.relic_taken_event import RelicTakenEvent
        from ..models.reputation_gained_event import ReputationGainedEvent
        from ..models.reserve_card_drawn_event import ReserveCardDrawnEvent
        from ..models.seat_key_registered_event import SeatKeyRegisteredEvent
        from ..models.seat_replaced_event import SeatReplacedEvent
        from ..models.seat_resigned_event import SeatResignedEvent
        from ..models.seat_returned_event import SeatReturnedEvent
        from ..models.seat_timed_out_event import SeatTimedOutEvent
        from ..models.side_chosen_event import SideChosenEvent
        from ..models.society_card_kept_event import SocietyCardKeptEvent
        from ..models.study_card_chosen_event import StudyCardChosenEvent
        from ..models.turn_ended_event import TurnEndedEvent
        from ..models.turn_undone_event import TurnUndoneEvent
        from ..models.university_studied_event import UniversityStudiedEvent

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                ActionSkippedEvent
                | AutomaTurnPlayedEvent
                | CardDiscardedEvent
                | CardKeptEvent
                | ChoicesFinishedEvent
                | ClockChargedEvent
                | DiscoveriesPresentedEvent
                | DiscRetrievedEvent
                | ExpeditionOrganizedEvent
                | ExpeditionReservedEvent
                | ExpeditionsDiscardedEvent
                | ExpertiseAssignedEvent
                | ExpertiseRaisedEvent
                | ExplorerActivatedEvent
                | ExplorerPlacedEvent
                | FavorTakenEvent
                | GameCreatedEvent
                | GameFinishedEvent
                | GameSetUpEvent
                | KnowledgeBonusTakenEvent
                | KnowledgeGainedEvent
                | OfferDeclinedEvent
                | PatronHonoredEvent
                | PatronKeptEvent
                | PatronMetEvent
                | PublisherTileTakenEvent
                | RelicDeepenedEvent
                | RelicDrawnEvent
                | RelicExhibitedEvent
                | RelicKeptEvent
                | RelicSoldEvent
                | RelicStudiedEvent
                | RelicTakenEvent
                | ReputationGainedEvent
                | ReserveCardDrawnEvent
                | SeatKeyRegisteredEvent
                | SeatReplacedEvent
                | SeatResignedEvent
                | SeatReturnedEvent
                | SeatTimedOutEvent
                | SideChosenEvent
                | SocietyCardKeptEvent
                | StudyCardChosenEvent
                | TurnEndedEvent
                | TurnUndoneEvent
                | UniversityStudiedEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_0 = (
                        ExplorerActivatedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_1 = (
                        ExpertiseAssignedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_2 = (
                        AutomaTurnPlayedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_3 = (
                        KnowledgeBonusTakenEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_4 = SideChosenEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_5 = (
                        StudyCardChosenEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_6 = OfferDeclinedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_7 = RelicDeepenedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_8 = CardDiscardedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_9 = (
                        ExpeditionsDiscardedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_10 = (
                        ChoicesFinishedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_11 = RelicDrawnEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_12 = TurnEndedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_13 = (
                        RelicExhibitedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_14 = (
                        ReputationGainedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_15 = GameSetUpEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_16 = PatronHonoredEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_17 = CardKeptEvent.from_dict(data)

                    return componentsschemas_game_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_18 = PatronKeptEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_19 = RelicKeptEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_20 = (
                        SocietyCardKeptEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_21 = (
                        KnowledgeGainedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_22 = PatronMetEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_23 = (
                        ExpeditionOrganizedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_24 = (
                        ExplorerPlacedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_25 = (
                        DiscoveriesPresentedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_26 = (
                        PublisherTileTakenEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_27 = (
                        ExpertiseRaisedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_28 = (
                        ExpeditionReservedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_29 = (
                        ReserveCardDrawnEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_30 = DiscRetrievedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_31 = RelicSoldEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_32 = ActionSkippedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_33 = RelicStudiedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_34 = (
                        UniversityStudiedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_35 = FavorTakenEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_36 = RelicTakenEvent.from_dict(
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_43 = SeatReturnedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_44 = TurnUndoneEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_event_type_45 = SeatKeyRegisteredEvent.from_dict(
                    data
                )

                return componentsschemas_game_event_type_45

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        version = d.pop("version")

        events = cls(
            events=events,
            version=version,
        )

        return events
