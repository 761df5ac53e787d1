"""Contains all the data models used in inputs/outputs"""

from .analysis import Analysis
from .analysis_job import AnalysisJob
from .analysis_job_error_type_0_type_0 import AnalysisJobErrorType0Type0
from .analysis_job_settings import AnalysisJobSettings
from .analysis_job_status import AnalysisJobStatus
from .analysis_job_type_1_type_0 import AnalysisJobType1Type0
from .analysis_result import AnalysisResult
from .analysis_result_marks import AnalysisResultMarks
from .analysis_result_release import AnalysisResultRelease
from .analysis_result_rules_type_0 import AnalysisResultRulesType0
from .analysis_result_settings import AnalysisResultSettings
from .analysis_result_type_1_type_0 import AnalysisResultType1Type0
from .audit import Audit
from .audit_checks import AuditChecks
from .buy_law_command import BuyLawCommand
from .buy_law_command_type import BuyLawCommandType
from .buying_skipped_event import BuyingSkippedEvent
from .buying_skipped_event_command_type_0 import BuyingSkippedEventCommandType0
from .buying_skipped_event_data import BuyingSkippedEventData
from .buying_skipped_event_type import BuyingSkippedEventType
from .buying_started_event import BuyingStartedEvent
from .buying_started_event_command_type_0 import BuyingStartedEventCommandType0
from .buying_started_event_data import BuyingStartedEventData
from .buying_started_event_type import BuyingStartedEventType
from .card_exchanged_event import CardExchangedEvent
from .card_exchanged_event_command_type_0 import CardExchangedEventCommandType0
from .card_exchanged_event_data import CardExchangedEventData
from .card_exchanged_event_type import CardExchangedEventType
from .card_played_event import CardPlayedEvent
from .card_played_event_command_type_0 import CardPlayedEventCommandType0
from .card_played_event_data import CardPlayedEventData
from .card_played_event_type import CardPlayedEventType
from .card_returned_event import CardReturnedEvent
from .card_returned_event_command_type_0 import CardReturnedEventCommandType0
from .card_returned_event_data import CardReturnedEventData
from .card_returned_event_type import CardReturnedEventType
from .card_stolen_event import CardStolenEvent
from .card_stolen_event_command_type_0 import CardStolenEventCommandType0
from .card_stolen_event_data import CardStolenEventData
from .card_stolen_event_type import CardStolenEventType
from .cards_dealt_event import CardsDealtEvent
from .cards_dealt_event_command_type_0 import CardsDealtEventCommandType0
from .cards_dealt_event_data import CardsDealtEventData
from .cards_dealt_event_type import CardsDealtEventType
from .cards_discarded_event import CardsDiscardedEvent
from .cards_discarded_event_command_type_0 import CardsDiscardedEventCommandType0
from .cards_discarded_event_data import CardsDiscardedEventData
from .cards_discarded_event_type import CardsDiscardedEventType
from .cards_revealed_event import CardsRevealedEvent
from .cards_revealed_event_command_type_0 import CardsRevealedEventCommandType0
from .cards_revealed_event_data import CardsRevealedEventData
from .cards_revealed_event_type import CardsRevealedEventType
from .cards_taken_for_change_event import CardsTakenForChangeEvent
from .cards_taken_for_change_event_command_type_0 import (
    CardsTakenForChangeEventCommandType0,
)
from .cards_taken_for_change_event_data import CardsTakenForChangeEventData
from .cards_taken_for_change_event_type import CardsTakenForChangeEventType
from .catalog import Catalog
from .catalog_collections import CatalogCollections
from .catalog_references import CatalogReferences
from .catalog_tables import CatalogTables
from .catalog_view_references import CatalogViewReferences
from .change_command import ChangeCommand
from .change_command_type import ChangeCommandType
from .client import Client
from .client_key import ClientKey
from .client_key_quotas import ClientKeyQuotas
from .client_list import ClientList
from .client_quotas import ClientQuotas
from .clock_charged_event import ClockChargedEvent
from .clock_charged_event_command_type_0 import ClockChargedEventCommandType0
from .clock_charged_event_data import ClockChargedEventData
from .clock_charged_event_data_charges_item import ClockChargedEventDataChargesItem
from .clock_charged_event_data_running_item import ClockChargedEventDataRunningItem
from .clock_charged_event_type import ClockChargedEventType
from .clock_options import ClockOptions
from .clock_options_kind import ClockOptionsKind
from .clock_options_on_timeout import ClockOptionsOnTimeout
from .command_result import CommandResult
from .command_result_receipt import CommandResultReceipt
from .consistency import Consistency
from .conversion_declined_event import ConversionDeclinedEvent
from .conversion_declined_event_command_type_0 import (
    ConversionDeclinedEventCommandType0,
)
from .conversion_declined_event_data import ConversionDeclinedEventData
from .conversion_declined_event_type import ConversionDeclinedEventType
from .conversions_started_event import ConversionsStartedEvent
from .conversions_started_event_command_type_0 import (
    ConversionsStartedEventCommandType0,
)
from .conversions_started_event_data import ConversionsStartedEventData
from .conversions_started_event_type import ConversionsStartedEventType
from .convert_command import ConvertCommand
from .convert_command_type import ConvertCommandType
from .cosignature import Cosignature
from .create_game import CreateGame
from .create_game_clock_type_1_type_0 import CreateGameClockType1Type0
from .create_game_options import CreateGameOptions
from .create_game_visibility import CreateGameVisibility
from .created_game import CreatedGame
from .deck_reshuffled_event import DeckReshuffledEvent
from .deck_reshuffled_event_command_type_0 import DeckReshuffledEventCommandType0
from .deck_reshuffled_event_data import DeckReshuffledEventData
from .deck_reshuffled_event_type import DeckReshuffledEventType
from .discard_command import DiscardCommand
from .discard_command_type import DiscardCommandType
from .draw_command import DrawCommand
from .draw_command_type import DrawCommandType
from .error import Error
from .error_body import ErrorBody
from .error_body_details import ErrorBodyDetails
from .events import Events
from .exchange_card_kept_event import ExchangeCardKeptEvent
from .exchange_card_kept_event_command_type_0 import ExchangeCardKeptEventCommandType0
from .exchange_card_kept_event_data import ExchangeCardKeptEventData
from .exchange_card_kept_event_type import ExchangeCardKeptEventType
from .exchange_cards_drawn_event import ExchangeCardsDrawnEvent
from .exchange_cards_drawn_event_command_type_0 import (
    ExchangeCardsDrawnEventCommandType0,
)
from .exchange_cards_drawn_event_data import ExchangeCardsDrawnEventData
from .exchange_cards_drawn_event_type import ExchangeCardsDrawnEventType
from .exchange_command import ExchangeCommand
from .exchange_command_type import ExchangeCommandType
from .exchange_declined_event import ExchangeDeclinedEvent
from .exchange_declined_event_command_type_0 import ExchangeDeclinedEventCommandType0
from .exchange_declined_event_data import ExchangeDeclinedEventData
from .exchange_declined_event_type import ExchangeDeclinedEventType
from .exchanging_started_event import ExchangingStartedEvent
from .exchanging_started_event_command_type_0 import ExchangingStartedEventCommandType0
from .exchanging_started_event_data import ExchangingStartedEventData
from .exchanging_started_event_type import ExchangingStartedEventType
from .feature_cards_drawn_event import FeatureCardsDrawnEvent
from .feature_cards_drawn_event_command_type_0 import FeatureCardsDrawnEventCommandType0
from .feature_cards_drawn_event_data import FeatureCardsDrawnEventData
from .feature_cards_drawn_event_type import FeatureCardsDrawnEventType
from .feature_declined_event import FeatureDeclinedEvent
from .feature_declined_event_command_type_0 import FeatureDeclinedEventCommandType0
from .feature_declined_event_data import FeatureDeclinedEventData
from .feature_declined_event_type import FeatureDeclinedEventType
from .feature_skipped_event import FeatureSkippedEvent
from .feature_skipped_event_command_type_0 import FeatureSkippedEventCommandType0
from .feature_skipped_event_data import FeatureSkippedEventData
from .feature_skipped_event_type import FeatureSkippedEventType
from .features_started_event import FeaturesStartedEvent
from .features_started_event_command_type_0 import FeaturesStartedEventCommandType0
from .features_started_event_data import FeaturesStartedEventData
from .features_started_event_type import FeaturesStartedEventType
from .formed import Formed
from .formed_tables_item import FormedTablesItem
from .game import Game
from .game_clock import GameClock
from .game_clock_type_1_type_0 import GameClockType1Type0
from .game_created_event import GameCreatedEvent
from .game_created_event_command_type_0 import GameCreatedEventCommandType0
from .game_created_event_data import GameCreatedEventData
from .game_created_event_data_clock import GameCreatedEventDataClock
from .game_created_event_data_options import GameCreatedEventDataOptions
from .game_created_event_data_players_item import GameCreatedEventDataPlayersItem
from .game_created_event_data_players_item_kind import (
    GameCreatedEventDataPlayersItemKind,
)
from .game_created_event_data_rules import GameCreatedEventDataRules
from .game_created_event_data_table import GameCreatedEventDataTable
from .game_created_event_type import GameCreatedEventType
from .game_ended_event import GameEndedEvent
from .game_ended_event_command_type_0 import GameEndedEventCommandType0
from .game_ended_event_data import GameEndedEventData
from .game_ended_event_type import GameEndedEventType
from .game_finished_event import GameFinishedEvent
from .game_finished_event_command_type_0 import GameFinishedEventCommandType0
from .game_finished_event_data import GameFinishedEventData
from .game_finished_event_data_seed import GameFinishedEventDataSeed
from .game_finished_event_data_transcript import GameFinishedEventDataTranscript
from .game_finished_event_type import GameFinishedEventType
from .game_options import GameOptions
from .game_players_item import GamePlayersItem
from .game_result import GameResult
from .game_result_players_item import GameResultPlayersItem
from .game_result_players_item_lines_item import GameResultPlayersItemLinesItem
from .game_result_type_1_type_0 import GameResultType1Type0
from .game_setup import GameSetup
from .game_setup_players_item_type_0 import GameSetupPlayersItemType0
from .game_setup_players_item_type_0_kind import GameSetupPlayersItemType0Kind
from .game_setup_players_item_type_1 import GameSetupPlayersItemType1
from .game_setup_players_item_type_1_kind import GameSetupPlayersItemType1Kind
from .game_setup_players_item_type_1_policy import GameSetupPlayersItemType1Policy
from .game_started_event import GameStartedEvent
from .game_started_event_command_type_0 import GameStartedEventCommandType0
from .game_started_event_data import GameStartedEventData
from .game_started_event_data_players_item import GameStartedEventDataPlayersItem
from .game_started_event_type import GameStartedEventType
from .game_status import GameStatus
from .get_v1_webhooks_webhook_id_deliveries_status import (
    GetV1WebhooksWebhookIdDeliveriesStatus,
)
from .give_command import GiveCommand
from .give_command_type import GiveCommandType
from .inclusion import Inclusion
from .influence_converted_event import InfluenceConvertedEvent
from .influence_converted_event_command_type_0 import (
    InfluenceConvertedEventCommandType0,
)
from .influence_converted_event_data import InfluenceConvertedEventData
from .influence_converted_event_type import InfluenceConvertedEventType
from .job_error import JobError
from .join import Join
from .joined import Joined
from .keep_command import KeepCommand
from .keep_command_type import KeepCommandType
from .keys import Keys
from .law_declined_event import LawDeclinedEvent
from .law_declined_event_command_type_0 import LawDeclinedEventCommandType0
from .law_declined_event_data import LawDeclinedEventData
from .law_declined_event_type import LawDeclinedEventType
from .law_passed_event import LawPassedEvent
from .law_passed_event_command_type_0 import LawPassedEventCommandType0
from .law_passed_event_data import LawPassedEventData
from .law_passed_event_type import LawPassedEventType
from .leaf import Leaf
from .legal import Legal
from .list_games_status import ListGamesStatus
from .lobby import Lobby
from .lobby_games_item import LobbyGamesItem
from .log_keys import LogKeys
from .new_client import NewClient
from .new_client_quotas import NewClientQuotas
from .new_client_scopes_item import NewClientScopesItem
from .pagination_metadata import PaginationMetadata
from .pass_command import PassCommand
from .pass_command_type import PassCommandType
from .play_command import PlayCommand
from .play_command_type import PlayCommandType
from .play_started_event import PlayStartedEvent
from .play_started_event_command_type_0 import PlayStartedEventCommandType0
from .play_started_event_data import PlayStartedEventData
from .play_started_event_type import PlayStartedEventType
from .player import Player
from .player_kind import PlayerKind
from .policy import Policy
from .progress import Progress
from .published_key import PublishedKey
from .reviewed_decision import ReviewedDecision
from .reviewed_decision_best import ReviewedDecisionBest
from .reviewed_decision_command import ReviewedDecisionCommand
from .reviewed_decision_mark_type_1 import ReviewedDecisionMarkType1
from .reviewed_decision_mark_type_2_type_1 import ReviewedDecisionMarkType2Type1
from .reviewed_decision_mark_type_3_type_1 import ReviewedDecisionMarkType3Type1
from .rotate import Rotate
from .round_ended_event import RoundEndedEvent
from .round_ended_event_command_type_0 import RoundEndedEventCommandType0
from .round_ended_event_data import RoundEndedEventData
from .round_ended_event_type import RoundEndedEventType
from .round_scored_event import RoundScoredEvent
from .round_scored_event_command_type_0 import RoundScoredEventCommandType0
from .round_scored_event_data import RoundScoredEventData
from .round_scored_event_data_lines_item import RoundScoredEventDataLinesItem
from .round_scored_event_type import RoundScoredEventType
from .round_started_event import RoundStartedEvent
from .round_started_event_command_type_0 import RoundStartedEventCommandType0
from .round_started_event_data import RoundStartedEventData
from .round_started_event_type import RoundStartedEventType
from .season_ended_event import SeasonEndedEvent
from .season_ended_event_command_type_0 import SeasonEndedEventCommandType0
from .season_ended_event_data import SeasonEndedEventData
from .season_ended_event_type import SeasonEndedEventType
from .seat import Seat
from .seat_change import SeatChange
from .seat_change_seat import SeatChangeSeat
from .seat_clock import SeatClock
from .seat_control import SeatControl
from .seat_control_controller import SeatControlController
from .seat_key import SeatKey
from .seat_key_registered_event import SeatKeyRegisteredEvent
from .seat_key_registered_event_command_type_0 import SeatKeyRegisteredEventCommandType0
from .seat_key_registered_event_data import SeatKeyRegisteredEventData
from .seat_key_registered_event_type import SeatKeyRegisteredEventType
from .seat_key_result import SeatKeyResult
from .seat_replaced_event import SeatReplacedEvent
from .seat_replaced_event_command_type_0 import SeatReplacedEventCommandType0
from .seat_replaced_event_data import SeatReplacedEventData
from .seat_replaced_event_type import SeatReplacedEventType
from .seat_resigned_event import SeatResignedEvent
from .seat_resigned_event_command_type_0 import SeatResignedEventCommandType0
from .seat_resigned_event_data import SeatResignedEventData
from .seat_resigned_event_type import SeatResignedEventType
from .seat_returned_event import SeatReturnedEvent
from .seat_returned_event_command_type_0 import SeatReturnedEventCommandType0
from .seat_returned_event_data import SeatReturnedEventData
from .seat_returned_event_type import SeatReturnedEventType
from .seat_review import SeatReview
from .seat_timed_out_event import SeatTimedOutEvent
from .seat_timed_out_event_command_type_0 import SeatTimedOutEventCommandType0
from .seat_timed_out_event_data import SeatTimedOutEventData
from .seat_timed_out_event_type import SeatTimedOutEventType
from .seat_view import SeatView
from .seat_view_change_type_0 import SeatViewChangeType0
from .seat_view_end_type_0 import SeatViewEndType0
from .seat_view_exchanging_type_0 import SeatViewExchangingType0
from .seat_view_law_supply_item import SeatViewLawSupplyItem
from .seat_view_players_item import SeatViewPlayersItem
from .seat_view_players_item_influence import SeatViewPlayersItemInfluence
from .seat_view_players_item_laws import SeatViewPlayersItemLaws
from .seat_view_track_item import SeatViewTrackItem
from .second_card_declined_event import SecondCardDeclinedEvent
from .second_card_declined_event_command_type_0 import (
    SecondCardDeclinedEventCommandType0,
)
from .second_card_declined_event_data import SecondCardDeclinedEventData
from .second_card_declined_event_type import SecondCardDeclinedEventType
from .seek import Seek
from .seek_clock_type_1_type_0 import SeekClockType1Type0
from .seek_options import SeekOptions
from .seek_status import SeekStatus
from .spectator_view import SpectatorView
from .spectator_view_change_type_0 import SpectatorViewChangeType0
from .spectator_view_end_type_0 import SpectatorViewEndType0
from .spectator_view_exchanging_type_0 import SpectatorViewExchangingType0
from .spectator_view_law_supply_item import SpectatorViewLawSupplyItem
from .spectator_view_players_item import SpectatorViewPlayersItem
from .spectator_view_players_item_influence import SpectatorViewPlayersItemInfluence
from .spectator_view_players_item_laws import SpectatorViewPlayersItemLaws
from .spectator_view_track_item import SpectatorViewTrackItem
from .standing import Standing
from .steal_command import StealCommand
from .steal_command_type import StealCommandType
from .stream_events_response_200 import StreamEventsResponse200
from .stream_ticket import StreamTicket
from .table import Table
from .table_options import TableOptions
from .table_seats_item import TableSeatsItem
from .tables import Tables
from .tree_head import TreeHead
from .turn_undone_event import TurnUndoneEvent
from .turn_undone_event_command_type_0 import TurnUndoneEventCommandType0
from .turn_undone_event_data import TurnUndoneEventData
from .turn_undone_event_type import TurnUndoneEventType
from .turning_point import TurningPoint
from .undo import Undo
from .undo_availability import UndoAvailability
from .user import User
from .value_moved_event import ValueMovedEvent
from .value_moved_event_command_type_0 import ValueMovedEventCommandType0
from .value_moved_event_data import ValueMovedEventData
from .value_moved_event_type import ValueMovedEventType
from .watch_ticket import WatchTicket
from .watch_ticket_request import WatchTicketRequest
from .webhook import Webhook
from .webhook_created import WebhookCreated
from .webhook_deliveries import WebhookDeliveries
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_data import WebhookDeliveryData
from .webhook_delivery_log_item import WebhookDeliveryLogItem
from .webhook_filters import WebhookFilters
from .webhook_in import WebhookIn
from .webhook_in_events_item import WebhookInEventsItem
from .webhook_list import WebhookList
from .webhook_patch import WebhookPatch
from .webhook_patch_events_item import WebhookPatchEventsItem
from .webhook_secret import WebhookSecret
from .witness_body import WitnessBody
from .witness_entry import WitnessEntry

__all__ = (
    "Analysis",
    "AnalysisJob",
    "AnalysisJobErrorType0Type0",
    "AnalysisJobSettings",
    "AnalysisJobStatus",
    "AnalysisJobType1Type0",
    "AnalysisResult",
    "AnalysisResultMarks",
    "AnalysisResultRelease",
    "AnalysisResultRulesType0",
    "AnalysisResultSettings",
    "AnalysisResultType1Type0",
    "Audit",
    "AuditChecks",
    "BuyLawCommand",
    "BuyLawCommandType",
    "BuyingSkippedEvent",
    "BuyingSkippedEventCommandType0",
    "BuyingSkippedEventData",
    "BuyingSkippedEventType",
    "BuyingStartedEvent",
    "BuyingStartedEventCommandType0",
    "BuyingStartedEventData",
    "BuyingStartedEventType",
    "CardExchangedEvent",
    "CardExchangedEventCommandType0",
    "CardExchangedEventData",
    "CardExchangedEventType",
    "CardPlayedEvent",
    "CardPlayedEventCommandType0",
    "CardPlayedEventData",
    "CardPlayedEventType",
    "CardReturnedEvent",
    "CardReturnedEventCommandType0",
    "CardReturnedEventData",
    "CardReturnedEventType",
    "CardStolenEvent",
    "CardStolenEventCommandType0",
    "CardStolenEventData",
    "CardStolenEventType",
    "CardsDealtEvent",
    "CardsDealtEventCommandType0",
    "CardsDealtEventData",
    "CardsDealtEventType",
    "CardsDiscardedEvent",
    "CardsDiscardedEventCommandType0",
    "CardsDiscardedEventData",
    "CardsDiscardedEventType",
    "CardsRevealedEvent",
    "CardsRevealedEventCommandType0",
    "CardsRevealedEventData",
    "CardsRevealedEventType",
    "CardsTakenForChangeEvent",
    "CardsTakenForChangeEventCommandType0",
    "CardsTakenForChangeEventData",
    "CardsTakenForChangeEventType",
    "Catalog",
    "CatalogCollections",
    "CatalogReferences",
    "CatalogTables",
    "CatalogViewReferences",
    "ChangeCommand",
    "ChangeCommandType",
    "Client",
    "ClientKey",
    "ClientKeyQuotas",
    "ClientList",
    "ClientQuotas",
    "ClockChargedEvent",
    "ClockChargedEventCommandType0",
    "ClockChargedEventData",
    "ClockChargedEventDataChargesItem",
    "ClockChargedEventDataRunningItem",
    "ClockChargedEventType",
    "ClockOptions",
    "ClockOptionsKind",
    "ClockOptionsOnTimeout",
    "CommandResult",
    "CommandResultReceipt",
    "Consistency",
    "ConversionDeclinedEvent",
    "ConversionDeclinedEventCommandType0",
    "ConversionDeclinedEventData",
    "ConversionDeclinedEventType",
    "ConversionsStartedEvent",
    "ConversionsStartedEventCommandType0",
    "ConversionsStartedEventData",
    "ConversionsStartedEventType",
    "ConvertCommand",
    "ConvertCommandType",
    "Cosignature",
    "CreateGame",
    "CreateGameClockType1Type0",
    "CreateGameOptions",
    "CreateGameVisibility",
    "CreatedGame",
    "DeckReshuffledEvent",
    "DeckReshuffledEventCommandType0",
    "DeckReshuffledEventData",
    "DeckReshuffledEventType",
    "DiscardCommand",
    "DiscardCommandType",
    "DrawCommand",
    "DrawCommandType",
    "Error",
    "ErrorBody",
    "ErrorBodyDetails",
    "Events",
    "ExchangeCardKeptEvent",
    "ExchangeCardKeptEventCommandType0",
    "ExchangeCardKeptEventData",
    "ExchangeCardKeptEventType",
    "ExchangeCardsDrawnEvent",
    "ExchangeCardsDrawnEventCommandType0",
    "ExchangeCardsDrawnEventData",
    "ExchangeCardsDrawnEventType",
    "ExchangeCommand",
    "ExchangeCommandType",
    "ExchangeDeclinedEvent",
    "ExchangeDeclinedEventCommandType0",
    "ExchangeDeclinedEventData",
    "ExchangeDeclinedEventType",
    "ExchangingStartedEvent",
    "ExchangingStartedEventCommandType0",
    "ExchangingStartedEventData",
    "ExchangingStartedEventType",
    "FeatureCardsDrawnEvent",
    "FeatureCardsDrawnEventCommandType0",
    "FeatureCardsDrawnEventData",
    "FeatureCardsDrawnEventType",
    "FeatureDeclinedEvent",
    "FeatureDeclinedEventCommandType0",
    "FeatureDeclinedEventData",
    "FeatureDeclinedEventType",
    "FeatureSkippedEvent",
    "FeatureSkippedEventCommandType0",
    "FeatureSkippedEventData",
    "FeatureSkippedEventType",
    "FeaturesStartedEvent",
    "FeaturesStartedEventCommandType0",
    "FeaturesStartedEventData",
    "FeaturesStartedEventType",
    "Formed",
    "FormedTablesItem",
    "Game",
    "GameClock",
    "GameClockType1Type0",
    "GameCreatedEvent",
    "GameCreatedEventCommandType0",
    "GameCreatedEventData",
    "GameCreatedEventDataClock",
    "GameCreatedEventDataOptions",
    "GameCreatedEventDataPlayersItem",
    "GameCreatedEventDataPlayersItemKind",
    "GameCreatedEventDataRules",
    "GameCreatedEventDataTable",
    "GameCreatedEventType",
    "GameEndedEvent",
    "GameEndedEventCommandType0",
    "GameEndedEventData",
    "GameEndedEventType",
    "GameFinishedEvent",
    "GameFinishedEventCommandType0",
    "GameFinishedEventData",
    "GameFinishedEventDataSeed",
    "GameFinishedEventDataTranscript",
    "GameFinishedEventType",
    "GameOptions",
    "GamePlayersItem",
    "GameResult",
    "GameResultPlayersItem",
    "GameResultPlayersItemLinesItem",
    "GameResultType1Type0",
    "GameSetup",
    "GameSetupPlayersItemType0",
    "GameSetupPlayersItemType0Kind",
    "GameSetupPlayersItemType1",
    "GameSetupPlayersItemType1Kind",
    "GameSetupPlayersItemType1Policy",
    "GameStartedEvent",
    "GameStartedEventCommandType0",
    "GameStartedEventData",
    "GameStartedEventDataPlayersItem",
    "GameStartedEventType",
    "GameStatus",
    "GetV1WebhooksWebhookIdDeliveriesStatus",
    "GiveCommand",
    "GiveCommandType",
    "Inclusion",
    "InfluenceConvertedEvent",
    "InfluenceConvertedEventCommandType0",
    "InfluenceConvertedEventData",
    "InfluenceConvertedEventType",
    "JobError",
    "Join",
    "Joined",
    "KeepCommand",
    "KeepCommandType",
    "Keys",
    "LawDeclinedEvent",
    "LawDeclinedEventCommandType0",
    "LawDeclinedEventData",
    "LawDeclinedEventType",
    "LawPassedEvent",
    "LawPassedEventCommandType0",
    "LawPassedEventData",
    "LawPassedEventType",
    "Leaf",
    "Legal",
    "ListGamesStatus",
    "Lobby",
    "LobbyGamesItem",
    "LogKeys",
    "NewClient",
    "NewClientQuotas",
    "NewClientScopesItem",
    "PaginationMetadata",
    "PassCommand",
    "PassCommandType",
    "PlayCommand",
    "PlayCommandType",
    "PlayStartedEvent",
    "PlayStartedEventCommandType0",
    "PlayStartedEventData",
    "PlayStartedEventType",
    "Player",
    "PlayerKind",
    "Policy",
    "Progress",
    "PublishedKey",
    "ReviewedDecision",
    "ReviewedDecisionBest",
    "ReviewedDecisionCommand",
    "ReviewedDecisionMarkType1",
    "ReviewedDecisionMarkType2Type1",
    "ReviewedDecisionMarkType3Type1",
    "Rotate",
    "RoundEndedEvent",
    "RoundEndedEventCommandType0",
    "RoundEndedEventData",
    "RoundEndedEventType",
    "RoundScoredEvent",
    "RoundScoredEventCommandType0",
    "RoundScoredEventData",
    "RoundScoredEventDataLinesItem",
    "RoundScoredEventType",
    "RoundStartedEvent",
    "RoundStartedEventCommandType0",
    "RoundStartedEventData",
    "RoundStartedEventType",
    "SeasonEndedEvent",
    "SeasonEndedEventCommandType0",
    "SeasonEndedEventData",
    "SeasonEndedEventType",
    "Seat",
    "SeatChange",
    "SeatChangeSeat",
    "SeatClock",
    "SeatControl",
    "SeatControlController",
    "SeatKey",
    "SeatKeyRegisteredEvent",
    "SeatKeyRegisteredEventCommandType0",
    "SeatKeyRegisteredEventData",
    "SeatKeyRegisteredEventType",
    "SeatKeyResult",
    "SeatReplacedEvent",
    "SeatReplacedEventCommandType0",
    "SeatReplacedEventData",
    "SeatReplacedEventType",
    "SeatResignedEvent",
    "SeatResignedEventCommandType0",
    "SeatResignedEventData",
    "SeatResignedEventType",
    "SeatReturnedEvent",
    "SeatReturnedEventCommandType0",
    "SeatReturnedEventData",
    "SeatReturnedEventType",
    "SeatReview",
    "SeatTimedOutEvent",
    "SeatTimedOutEventCommandType0",
    "SeatTimedOutEventData",
    "SeatTimedOutEventType",
    "SeatView",
    "SeatViewChangeType0",
    "SeatViewEndType0",
    "SeatViewExchangingType0",
    "SeatViewLawSupplyItem",
    "SeatViewPlayersItem",
    "SeatViewPlayersItemInfluence",
    "SeatViewPlayersItemLaws",
    "SeatViewTrackItem",
    "SecondCardDeclinedEvent",
    "SecondCardDeclinedEventCommandType0",
    "SecondCardDeclinedEventData",
    "SecondCardDeclinedEventType",
    "Seek",
    "SeekClockType1Type0",
    "SeekOptions",
    "SeekStatus",
    "SpectatorView",
    "SpectatorViewChangeType0",
    "SpectatorViewEndType0",
    "SpectatorViewExchangingType0",
    "SpectatorViewLawSupplyItem",
    "SpectatorViewPlayersItem",
    "SpectatorViewPlayersItemInfluence",
    "SpectatorViewPlayersItemLaws",
    "SpectatorViewTrackItem",
    "Standing",
    "StealCommand",
    "StealCommandType",
    "StreamEventsResponse200",
    "StreamTicket",
    "Table",
    "TableOptions",
    "TableSeatsItem",
    "Tables",
    "TreeHead",
    "TurnUndoneEvent",
    "TurnUndoneEventCommandType0",
    "TurnUndoneEventData",
    "TurnUndoneEventType",
    "TurningPoint",
    "Undo",
    "UndoAvailability",
    "User",
    "ValueMovedEvent",
    "ValueMovedEventCommandType0",
    "ValueMovedEventData",
    "ValueMovedEventType",
    "WatchTicket",
    "WatchTicketRequest",
    "Webhook",
    "WebhookCreated",
    "WebhookDeliveries",
    "WebhookDelivery",
    "WebhookDeliveryData",
    "WebhookDeliveryLogItem",
    "WebhookFilters",
    "WebhookIn",
    "WebhookInEventsItem",
    "WebhookList",
    "WebhookPatch",
    "WebhookPatchEventsItem",
    "WebhookSecret",
    "WitnessBody",
    "WitnessEntry",
)
