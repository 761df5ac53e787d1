from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.buying_skipped_event import BuyingSkippedEvent
    from ..models.buying_started_event import BuyingStartedEvent
    from ..models.card_exchanged_event import CardExchangedEvent
    from ..models.card_played_event import CardPlayedEvent
    from ..models.card_returned_event import CardReturnedEvent
    from ..models.card_stolen_event import CardStolenEvent
    from ..models.cards_dealt_event import CardsDealtEvent
    from ..models.cards_discarded_event import CardsDiscardedEvent
    from ..models.cards_revealed_event import CardsRevealedEvent
    from ..models.cards_taken_for_change_event import CardsTakenForChangeEvent
    from ..models.clock_charged_event import ClockChargedEvent
    from ..models.command_result_receipt import CommandResultReceipt
    from ..models.conversion_declined_event import ConversionDeclinedEvent
    from ..models.conversions_started_event import ConversionsStartedEvent
    from ..models.deck_reshuffled_event import DeckReshuffledEvent
    from ..models.exchange_card_kept_event import ExchangeCardKeptEvent
    from ..models.exchange_cards_drawn_event import ExchangeCardsDrawnEvent
    from ..models.exchange_declined_event import ExchangeDeclinedEvent
    from ..models.exchanging_started_event import ExchangingStartedEvent
    from ..models.feature_cards_drawn_event import FeatureCardsDrawnEvent
    from ..models.feature_declined_event import FeatureDeclinedEvent
    from ..models.feature_skipped_event import FeatureSkippedEvent
    from ..models.features_started_event import FeaturesStartedEvent
    from ..models.game_created_event import GameCreatedEvent
    from ..models.game_ended_event import GameEndedEvent
    from ..models.game_finished_event import GameFinishedEvent
    from ..models.game_started_event import GameStartedEvent
    from ..models.influence_converted_event import InfluenceConvertedEvent
    from ..models.law_declined_event import LawDeclinedEvent
    from ..models.law_passed_event import LawPassedEvent
    from ..models.play_started_event import PlayStartedEvent
    from ..models.round_ended_event import RoundEndedEvent
    from ..models.round_scored_event import RoundScoredEvent
    from ..models.round_started_event import RoundStartedEvent
    from ..models.season_ended_event import SeasonEndedEvent
    from ..models.seat_key_registered_event import SeatKeyRegisteredEvent
    from ..models.seat_replaced_event import SeatReplacedEvent
    from ..models.seat_resigned_event import SeatResignedEvent
    from ..models.seat_returned_event import SeatReturnedEvent
    from ..models.seat_timed_out_event import SeatTimedOutEvent
    from ..models.second_card_declined_event import SecondCardDeclinedEvent
    from ..models.turn_undone_event import TurnUndoneEvent
    from ..models.value_moved_event import ValueMovedEvent


T = TypeVar("T", bound="CommandResult")


@_attrs_define
class CommandResult:
    """
    Attributes:
        events (list[BuyingSkippedEvent | BuyingStartedEvent | CardExchangedEvent | CardPlayedEvent | CardReturnedEvent
            | CardsDealtEvent | CardsDiscardedEvent | CardsRevealedEvent | CardsTakenForChangeEvent | CardStolenEvent |
            ClockChargedEvent | ConversionDeclinedEvent | ConversionsStartedEvent | DeckReshuffledEvent |
            ExchangeCardKeptEvent | ExchangeCardsDrawnEvent | ExchangeDeclinedEvent | ExchangingStartedEvent |
            FeatureCardsDrawnEvent | FeatureDeclinedEvent | FeatureSkippedEvent | FeaturesStartedEvent | GameCreatedEvent |
            GameEndedEvent | GameFinishedEvent | GameStartedEvent | InfluenceConvertedEvent | LawDeclinedEvent |
            LawPassedEvent | PlayStartedEvent | RoundEndedEvent | RoundScoredEvent | RoundStartedEvent | SeasonEndedEvent |
            SeatKeyRegisteredEvent | SeatReplacedEvent | SeatResignedEvent | SeatReturnedEvent | SeatTimedOutEvent |
            SecondCardDeclinedEvent | TurnUndoneEvent | ValueMovedEvent]):
        version (int):
        receipt (CommandResultReceipt | Unset): the server's signed {key_id, game_id, version, hash, signature} of the
            stream's head
    """

    events: list[
        BuyingSkippedEvent
        | BuyingStartedEvent
        | CardExchangedEvent
        | CardPlayedEvent
        | CardReturnedEvent
        | CardsDealtEvent
        | CardsDiscardedEvent
        | CardsRevealedEvent
        | CardsTakenForChangeEvent
        | CardStolenEvent
        | ClockChargedEvent
        | ConversionDeclinedEvent
        | ConversionsStartedEvent
        | DeckReshuffledEvent
        | ExchangeCardKeptEvent
        | ExchangeCardsDrawnEvent
        | ExchangeDeclinedEvent
        | ExchangingStartedEvent
        | FeatureCardsDrawnEvent
        | FeatureDeclinedEvent
        | FeatureSkippedEvent
        | FeaturesStartedEvent
        | GameCreatedEvent
        | GameEndedEvent
        | GameFinishedEvent
        | GameStartedEvent
        | InfluenceConvertedEvent
        | LawDeclinedEvent
        | LawPassedEvent
        | PlayStartedEvent
        | RoundEndedEvent
        | RoundScoredEvent
        | RoundStartedEvent
        | SeasonEndedEvent
        | SeatKeyRegisteredEvent
        | SeatReplacedEvent
        | SeatResignedEvent
        | SeatReturnedEvent
        | SeatTimedOutEvent
        | SecondCardDeclinedEvent
        | TurnUndoneEvent
        | ValueMovedEvent
    ]
    version: int
    receipt: CommandResultReceipt | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.buying_skipped_event import BuyingSkippedEvent
        from ..models.buying_started_event import BuyingStartedEvent
        from ..models.card_exchanged_event import CardExchangedEvent
        from ..models.card_played_event import CardPlayedEvent
        from ..models.card_returned_event import CardReturnedEvent
        from ..models.card_stolen_event import CardStolenEvent
        from ..models.cards_dealt_event import CardsDealtEvent
        from ..models.cards_discarded_event import CardsDiscardedEvent
        from ..models.cards_revealed_event import CardsRevealedEvent
        from ..models.cards_taken_for_change_event import CardsTakenForChangeEvent
        from ..models.clock_charged_event import ClockChargedEvent
        from ..models.conversion_declined_event import ConversionDeclinedEvent
        from ..models.conversions_started_event import ConversionsStartedEvent
        from ..models.deck_reshuffled_event import DeckReshuffledEvent
        from ..models.exchange_card_kept_event import ExchangeCardKeptEvent
        from ..models.exchange_cards_drawn_event import ExchangeCardsDrawnEvent
        from ..models.exchange_declined_event import ExchangeDeclinedEvent
        from ..models.exchanging_started_event import ExchangingStartedEvent
        from ..models.feature_cards_drawn_event import FeatureCardsDrawnEvent
        from ..models.feature_declined_event import FeatureDeclinedEvent
        from ..models.feature_skipped_event import FeatureSkippedEvent
        from ..models.features_started_event import FeaturesStartedEvent
        from ..models.game_created_event import GameCreatedEvent
        from ..models.game_ended_event import GameEndedEvent
        from ..models.game_finished_event import GameFinishedEvent
        from ..models.game_started_event import GameStartedEvent
        from ..models.influence_converted_event import InfluenceConvertedEvent
        from ..models.law_declined_event import LawDeclinedEvent
        from ..models.law_passed_event import LawPassedEvent
        from ..models.play_started_event import PlayStartedEvent
        from ..models.round_ended_event import RoundEndedEvent
        from ..models.round_scored_event import RoundScoredEvent
        from ..models.round_started_event import RoundStartedEvent
        from ..models.season_ended_event import SeasonEndedEvent
        from ..models.seat_replaced_event import SeatReplacedEvent
        from ..models.seat_resigned_event import SeatResignedEvent
        from ..models.seat_returned_event import SeatReturnedEvent
        from ..models.seat_timed_out_event import SeatTimedOutEvent
        from ..models.second_card_declined_event import SecondCardDeclinedEvent
        from ..models.turn_undone_event import TurnUndoneEvent
        from ..models.value_moved_event import ValueMovedEvent

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if (
                isinstance(events_item_data, BuyingSkippedEvent)
                or isinstance(events_item_data, BuyingStartedEvent)
                or isinstance(events_item_data, CardExchangedEvent)
                or isinstance(events_item_data, CardPlayedEvent)
                or isinstance(events_item_data, CardReturnedEvent)
                or isinstance(events_item_data, CardStolenEvent)
                or isinstance(events_item_data, CardsDealtEvent)
                or isinstance(events_item_data, CardsDiscardedEvent)
                or isinstance(events_item_data, CardsRevealedEvent)
                or isinstance(events_item_data, CardsTakenForChangeEvent)
                or isinstance(events_item_data, ConversionDeclinedEvent)
                or isinstance(events_item_data, ConversionsStartedEvent)
                or isinstance(events_item_data, DeckReshuffledEvent)
                or isinstance(events_item_data, ExchangeCardKeptEvent)
                or isinstance(events_item_data, ExchangeCardsDrawnEvent)
                or isinstance(events_item_data, ExchangeDeclinedEvent)
                or isinstance(events_item_data, ExchangingStartedEvent)
                or isinstance(events_item_data, FeatureCardsDrawnEvent)
                or isinstance(events_item_data, FeatureDeclinedEvent)
                or isinstance(events_item_data, FeatureSkippedEvent)
                or isinstance(events_item_data, FeaturesStartedEvent)
                or isinstance(events_item_data, GameEndedEvent)
                or isinstance(events_item_data, GameStartedEvent)
                or isinstance(events_item_data, InfluenceConvertedEvent)
                or isinstance(events_item_data, LawDeclinedEvent)
                or isinstance(events_item_data, LawPassedEvent)
                or isinstance(events_item_data, PlayStartedEvent)
                or isinstance(events_item_data, RoundEndedEvent)
                or isinstance(events_item_data, RoundScoredEvent)
                or isinstance(events_item_data, RoundStartedEvent)
                or isinstance(events_item_data, SeasonEndedEvent)
                or isinstance(events_item_data, SecondCardDeclinedEvent)
                or isinstance(events_item_data, ValueMovedEvent)
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
        from ..models.buying_skipped_event import BuyingSkippedEvent
        from ..models.buying_started_event import BuyingStartedEvent
        from ..models.card_exchanged_event import CardExchangedEvent
        from ..models.card_played_event import CardPlayedEvent
        from ..models.card_returned_event import CardReturnedEvent
        from ..models.card_stolen_event import CardStolenEvent
        from ..models.cards_dealt_event import CardsDealtEvent
        from ..models.cards_discarded_event import CardsDiscardedEvent
        from ..models.cards_revealed_event import CardsRevealedEvent
        from ..models.cards_taken_for_change_event import CardsTakenForChangeEvent
        from ..models.clock_charged_event import ClockChargedEvent
        from ..models.command_result_receipt import CommandResultReceipt
        from ..models.conversion_declined_event import ConversionDeclinedEvent
        from ..models.conversions_started_event import ConversionsStartedEvent
        from ..models.deck_reshuffled_event import DeckReshuffledEvent
        from ..models.exchange_card_kept_event import ExchangeCardKeptEvent
        from ..models.exchange_cards_drawn_event import ExchangeCardsDrawnEvent
        from ..models.exchange_declined_event import ExchangeDeclinedEvent
        from ..models.exchanging_started_event import ExchangingStartedEvent
        from ..models.feature_cards_drawn_event import FeatureCardsDrawnEvent
        from ..models.feature_declined_event import FeatureDeclinedEvent
        from ..models.feature_skipped_event import FeatureSkippedEvent
        from ..models.features_started_event import FeaturesStartedEvent
        from ..models.game_created_event import GameCreatedEvent
        from ..models.game_ended_event import GameEndedEvent
        from ..models.game_finished_event import GameFinishedEvent
        from ..models.game_started_event import GameStartedEvent
        from ..models.influence_converted_event import InfluenceConvertedEvent
        from ..models.law_declined_event import LawDeclinedEvent
        from ..models.law_passed_event import LawPassedEvent
        from ..models.play_started_event import PlayStartedEvent
        from ..models.round_ended_event import RoundEndedEvent
        from ..models.round_scored_event import RoundScoredEvent
        from ..models.round_started_event import RoundStartedEvent
        from ..models.season_ended_event import SeasonEndedEvent
        from ..models.seat_key_registered_event import SeatKeyRegisteredEvent
        from ..models.seat_replaced_event import SeatReplacedEvent
        from ..models.seat_resigned_event import SeatResignedEvent
        from ..models.seat_returned_event import SeatReturnedEvent
        from ..models.seat_timed_out_event import SeatTimedOutEvent
        from ..models.second_card_declined_event import SecondCardDeclinedEvent
        from ..models.turn_undone_event import TurnUndoneEvent
        from ..models.value_moved_event import ValueMovedEvent

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                BuyingSkippedEvent
                | BuyingStartedEvent
                | CardExchangedEvent
                | CardPlayedEvent
                | CardReturnedEvent
                | CardsDealtEvent
                | CardsDiscardedEvent
                | CardsRevealedEvent
                | CardsTakenForChangeEvent
                | CardStolenEvent
                | ClockChargedEvent
                | ConversionDeclinedEvent
                | ConversionsStartedEvent
                | DeckReshuffledEvent
                | ExchangeCardKeptEvent
                | ExchangeCardsDrawnEvent
                | ExchangeDeclinedEvent
                | ExchangingStartedEvent
                | FeatureCardsDrawnEvent
                | FeatureDeclinedEvent
                | FeatureSkippedEvent
                | FeaturesStartedEvent
                | GameCreatedEvent
                | GameEndedEvent
                | GameFinishedEvent
                | GameStartedEvent
                | InfluenceConvertedEvent
                | LawDeclinedEvent
                | LawPassedEvent
                | PlayStartedEvent
                | RoundEndedEvent
                | RoundScoredEvent
                | RoundStartedEvent
                | SeasonEndedEvent
                | SeatKeyRegisteredEvent
                | SeatReplacedEvent
                | SeatResignedEvent
                | SeatReturnedEvent
                | SeatTimedOutEvent
                | SecondCardDeclinedEvent
                | TurnUndoneEvent
                | ValueMovedEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_0 = BuyingSkippedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_1 = BuyingStartedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_2 = CardExchangedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_3 = CardPlayedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_4 = CardReturnedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_5 = CardStolenEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_6 = CardsDealtEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_7 = CardsDiscardedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_8 = CardsRevealedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_9 = (
                        CardsTakenForChangeEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_10 = (
                        ConversionDeclinedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_11 = (
                        ConversionsStartedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_12 = (
                        DeckReshuffledEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_13 = (
                        ExchangeCardKeptEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_14 = (
                        ExchangeCardsDrawnEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_15 = (
                        ExchangeDeclinedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_16 = (
                        ExchangingStartedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_17 = (
                        FeatureCardsDrawnEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_18 = (
                        FeatureDeclinedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_19 = (
                        FeatureSkippedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_20 = (
                        FeaturesStartedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_21 = GameEndedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_22 = GameStartedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_23 = (
                        InfluenceConvertedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_24 = LawDeclinedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_25 = LawPassedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_26 = PlayStartedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_27 = RoundEndedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_28 = RoundScoredEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_29 = RoundStartedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_30 = SeasonEndedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_31 = (
                        SecondCardDeclinedEvent.from_dict(data)
                    )

                    return componentsschemas_game_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_32 = ValueMovedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_33 = GameCreatedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_34 = GameFinishedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_35 = ClockChargedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_36 = SeatTimedOutEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_37 = SeatResignedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_38 = SeatReplacedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_39 = SeatReturnedEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_40 = TurnUndoneEvent.from_dict(
                        data
                    )

                    return componentsschemas_game_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_event_type_41 = SeatKeyRegisteredEvent.from_dict(
                    data
                )

                return componentsschemas_game_event_type_41

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
