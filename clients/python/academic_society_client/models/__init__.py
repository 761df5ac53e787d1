"""Contains all the data models used in inputs/outputs"""

from .activate_command import ActivateCommand
from .activate_command_type import ActivateCommandType
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
from .authority_maintained_event import AuthorityMaintainedEvent
from .authority_maintained_event_command_type_0 import (
    AuthorityMaintainedEventCommandType0,
)
from .authority_maintained_event_data import AuthorityMaintainedEventData
from .authority_maintained_event_data_command import AuthorityMaintainedEventDataCommand
from .authority_maintained_event_type import AuthorityMaintainedEventType
from .before_setup_view import BeforeSetupView
from .blue_move_command import BlueMoveCommand
from .blue_move_command_type import BlueMoveCommandType
from .bonus_action_chosen_event import BonusActionChosenEvent
from .bonus_action_chosen_event_command_type_0 import BonusActionChosenEventCommandType0
from .bonus_action_chosen_event_data import BonusActionChosenEventData
from .bonus_action_chosen_event_data_command import BonusActionChosenEventDataCommand
from .bonus_action_chosen_event_type import BonusActionChosenEventType
from .bonus_command import BonusCommand
from .bonus_command_type import BonusCommandType
from .catalog import Catalog
from .catalog_collections import CatalogCollections
from .catalog_references import CatalogReferences
from .catalog_tables import CatalogTables
from .catalog_view_references import CatalogViewReferences
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
from .commission_declared_event import CommissionDeclaredEvent
from .commission_declared_event_command_type_0 import (
    CommissionDeclaredEventCommandType0,
)
from .commission_declared_event_data import CommissionDeclaredEventData
from .commission_declared_event_data_command import CommissionDeclaredEventDataCommand
from .commission_declared_event_type import CommissionDeclaredEventType
from .consistency import Consistency
from .cosignature import Cosignature
from .create_game import CreateGame
from .create_game_clock_type_1_type_0 import CreateGameClockType1Type0
from .create_game_options import CreateGameOptions
from .create_game_visibility import CreateGameVisibility
from .created_game import CreatedGame
from .declare_command import DeclareCommand
from .declare_command_type import DeclareCommandType
from .error import Error
from .error_body import ErrorBody
from .error_body_details import ErrorBodyDetails
from .events import Events
from .forced_move_command import ForcedMoveCommand
from .forced_move_command_type import ForcedMoveCommandType
from .formed import Formed
from .formed_tables_item import FormedTablesItem
from .gain_theory_command import GainTheoryCommand
from .gain_theory_command_subject import GainTheoryCommandSubject
from .gain_theory_command_type import GainTheoryCommandType
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
from .game_result_players_item_influence_track import (
    GameResultPlayersItemInfluenceTrack,
)
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
from .game_started_event_data_display import GameStartedEventDataDisplay
from .game_started_event_data_pile_counts import GameStartedEventDataPileCounts
from .game_started_event_data_piles import GameStartedEventDataPiles
from .game_started_event_data_players_item import GameStartedEventDataPlayersItem
from .game_started_event_data_shuffle_keys import GameStartedEventDataShuffleKeys
from .game_started_event_type import GameStartedEventType
from .game_status import GameStatus
from .get_v1_webhooks_webhook_id_deliveries_status import (
    GetV1WebhooksWebhookIdDeliveriesStatus,
)
from .inclusion import Inclusion
from .job_error import JobError
from .join import Join
from .joined import Joined
from .keys import Keys
from .leaf import Leaf
from .legal import Legal
from .list_games_status import ListGamesStatus
from .lobby import Lobby
from .lobby_games_item import LobbyGamesItem
from .log_keys import LogKeys
from .maintain_command import MaintainCommand
from .maintain_command_type import MaintainCommandType
from .new_client import NewClient
from .new_client_quotas import NewClientQuotas
from .new_client_scopes_item import NewClientScopesItem
from .pagination_metadata import PaginationMetadata
from .pawn_placed_event import PawnPlacedEvent
from .pawn_placed_event_command_type_0 import PawnPlacedEventCommandType0
from .pawn_placed_event_data import PawnPlacedEventData
from .pawn_placed_event_data_command import PawnPlacedEventDataCommand
from .pawn_placed_event_type import PawnPlacedEventType
from .place_command import PlaceCommand
from .place_command_pawn import PlaceCommandPawn
from .place_command_type import PlaceCommandType
from .player import Player
from .player_kind import PlayerKind
from .policy import Policy
from .progress import Progress
from .published_key import PublishedKey
from .replace_treatise_command import ReplaceTreatiseCommand
from .replace_treatise_command_subject import ReplaceTreatiseCommandSubject
from .replace_treatise_command_type import ReplaceTreatiseCommandType
from .reviewed_decision import ReviewedDecision
from .reviewed_decision_best import ReviewedDecisionBest
from .reviewed_decision_command import ReviewedDecisionCommand
from .reviewed_decision_mark_type_1 import ReviewedDecisionMarkType1
from .reviewed_decision_mark_type_2_type_1 import ReviewedDecisionMarkType2Type1
from .reviewed_decision_mark_type_3_type_1 import ReviewedDecisionMarkType3Type1
from .rotate import Rotate
from .sabbatical_command import SabbaticalCommand
from .sabbatical_command_action import SabbaticalCommandAction
from .sabbatical_command_subject import SabbaticalCommandSubject
from .sabbatical_command_type import SabbaticalCommandType
from .sabbatical_scholar_moved_event import SabbaticalScholarMovedEvent
from .sabbatical_scholar_moved_event_command_type_0 import (
    SabbaticalScholarMovedEventCommandType0,
)
from .sabbatical_scholar_moved_event_data import SabbaticalScholarMovedEventData
from .sabbatical_scholar_moved_event_data_command import (
    SabbaticalScholarMovedEventDataCommand,
)
from .sabbatical_scholar_moved_event_type import SabbaticalScholarMovedEventType
from .salon_action_chosen_event import SalonActionChosenEvent
from .salon_action_chosen_event_command_type_0 import SalonActionChosenEventCommandType0
from .salon_action_chosen_event_data import SalonActionChosenEventData
from .salon_action_chosen_event_data_command import SalonActionChosenEventDataCommand
from .salon_action_chosen_event_type import SalonActionChosenEventType
from .salon_command import SalonCommand
from .salon_command_option import SalonCommandOption
from .salon_command_type import SalonCommandType
from .scholar_moved_blue_event import ScholarMovedBlueEvent
from .scholar_moved_blue_event_command_type_0 import ScholarMovedBlueEventCommandType0
from .scholar_moved_blue_event_data import ScholarMovedBlueEventData
from .scholar_moved_blue_event_data_command import ScholarMovedBlueEventDataCommand
from .scholar_moved_blue_event_type import ScholarMovedBlueEventType
from .scholar_moved_red_event import ScholarMovedRedEvent
from .scholar_moved_red_event_command_type_0 import ScholarMovedRedEventCommandType0
from .scholar_moved_red_event_data import ScholarMovedRedEventData
from .scholar_moved_red_event_data_command import ScholarMovedRedEventDataCommand
from .scholar_moved_red_event_type import ScholarMovedRedEventType
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
from .seat_view_discard import SeatViewDiscard
from .seat_view_display import SeatViewDisplay
from .seat_view_pile_counts import SeatViewPileCounts
from .seat_view_players_item import SeatViewPlayersItem
from .seat_view_players_item_presentation import SeatViewPlayersItemPresentation
from .seat_view_players_item_sabbatical import SeatViewPlayersItemSabbatical
from .seat_view_players_item_theories import SeatViewPlayersItemTheories
from .seat_view_prompt_type_0 import SeatViewPromptType0
from .seat_view_reshuffles import SeatViewReshuffles
from .seat_view_spaces import SeatViewSpaces
from .seek import Seek
from .seek_clock_type_1_type_0 import SeekClockType1Type0
from .seek_options import SeekOptions
from .seek_status import SeekStatus
from .spectator_view import SpectatorView
from .spectator_view_discard import SpectatorViewDiscard
from .spectator_view_display import SpectatorViewDisplay
from .spectator_view_pile_counts import SpectatorViewPileCounts
from .spectator_view_players_item import SpectatorViewPlayersItem
from .spectator_view_players_item_presentation import (
    SpectatorViewPlayersItemPresentation,
)
from .spectator_view_players_item_sabbatical import SpectatorViewPlayersItemSabbatical
from .spectator_view_players_item_theories import SpectatorViewPlayersItemTheories
from .spectator_view_prompt_type_0 import SpectatorViewPromptType0
from .spectator_view_reshuffles import SpectatorViewReshuffles
from .spectator_view_spaces import SpectatorViewSpaces
from .spend_theory_command import SpendTheoryCommand
from .spend_theory_command_subject import SpendTheoryCommandSubject
from .spend_theory_command_type import SpendTheoryCommandType
from .standing import Standing
from .stream_events_response_200 import StreamEventsResponse200
from .stream_ticket import StreamTicket
from .table import Table
from .table_options import TableOptions
from .table_seats_item import TableSeatsItem
from .tables import Tables
from .take_treatise_command import TakeTreatiseCommand
from .take_treatise_command_subject import TakeTreatiseCommandSubject
from .take_treatise_command_type import TakeTreatiseCommandType
from .theory_gained_event import TheoryGainedEvent
from .theory_gained_event_command_type_0 import TheoryGainedEventCommandType0
from .theory_gained_event_data import TheoryGainedEventData
from .theory_gained_event_data_command import TheoryGainedEventDataCommand
from .theory_gained_event_type import TheoryGainedEventType
from .theory_spent_event import TheorySpentEvent
from .theory_spent_event_command_type_0 import TheorySpentEventCommandType0
from .theory_spent_event_data import TheorySpentEventData
from .theory_spent_event_data_command import TheorySpentEventDataCommand
from .theory_spent_event_type import TheorySpentEventType
from .treatise_activated_event import TreatiseActivatedEvent
from .treatise_activated_event_command_type_0 import TreatiseActivatedEventCommandType0
from .treatise_activated_event_data import TreatiseActivatedEventData
from .treatise_activated_event_data_command import TreatiseActivatedEventDataCommand
from .treatise_activated_event_type import TreatiseActivatedEventType
from .treatise_replaced_event import TreatiseReplacedEvent
from .treatise_replaced_event_command_type_0 import TreatiseReplacedEventCommandType0
from .treatise_replaced_event_data import TreatiseReplacedEventData
from .treatise_replaced_event_data_command import TreatiseReplacedEventDataCommand
from .treatise_replaced_event_type import TreatiseReplacedEventType
from .treatise_taken_event import TreatiseTakenEvent
from .treatise_taken_event_command_type_0 import TreatiseTakenEventCommandType0
from .treatise_taken_event_data import TreatiseTakenEventData
from .treatise_taken_event_data_command import TreatiseTakenEventDataCommand
from .treatise_taken_event_type import TreatiseTakenEventType
from .tree_head import TreeHead
from .turn_undone_event import TurnUndoneEvent
from .turn_undone_event_command_type_0 import TurnUndoneEventCommandType0
from .turn_undone_event_data import TurnUndoneEventData
from .turn_undone_event_type import TurnUndoneEventType
from .turning_point import TurningPoint
from .undo import Undo
from .undo_availability import UndoAvailability
from .user import User
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
    "ActivateCommand",
    "ActivateCommandType",
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
    "AuthorityMaintainedEvent",
    "AuthorityMaintainedEventCommandType0",
    "AuthorityMaintainedEventData",
    "AuthorityMaintainedEventDataCommand",
    "AuthorityMaintainedEventType",
    "BeforeSetupView",
    "BlueMoveCommand",
    "BlueMoveCommandType",
    "BonusActionChosenEvent",
    "BonusActionChosenEventCommandType0",
    "BonusActionChosenEventData",
    "BonusActionChosenEventDataCommand",
    "BonusActionChosenEventType",
    "BonusCommand",
    "BonusCommandType",
    "Catalog",
    "CatalogCollections",
    "CatalogReferences",
    "CatalogTables",
    "CatalogViewReferences",
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
    "CommissionDeclaredEvent",
    "CommissionDeclaredEventCommandType0",
    "CommissionDeclaredEventData",
    "CommissionDeclaredEventDataCommand",
    "CommissionDeclaredEventType",
    "Consistency",
    "Cosignature",
    "CreateGame",
    "CreateGameClockType1Type0",
    "CreateGameOptions",
    "CreateGameVisibility",
    "CreatedGame",
    "DeclareCommand",
    "DeclareCommandType",
    "Error",
    "ErrorBody",
    "ErrorBodyDetails",
    "Events",
    "ForcedMoveCommand",
    "ForcedMoveCommandType",
    "Formed",
    "FormedTablesItem",
    "GainTheoryCommand",
    "GainTheoryCommandSubject",
    "GainTheoryCommandType",
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
    "GameResultPlayersItemInfluenceTrack",
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
    "GameStartedEventDataDisplay",
    "GameStartedEventDataPileCounts",
    "GameStartedEventDataPiles",
    "GameStartedEventDataPlayersItem",
    "GameStartedEventDataShuffleKeys",
    "GameStartedEventType",
    "GameStatus",
    "GetV1WebhooksWebhookIdDeliveriesStatus",
    "Inclusion",
    "JobError",
    "Join",
    "Joined",
    "Keys",
    "Leaf",
    "Legal",
    "ListGamesStatus",
    "Lobby",
    "LobbyGamesItem",
    "LogKeys",
    "MaintainCommand",
    "MaintainCommandType",
    "NewClient",
    "NewClientQuotas",
    "NewClientScopesItem",
    "PaginationMetadata",
    "PawnPlacedEvent",
    "PawnPlacedEventCommandType0",
    "PawnPlacedEventData",
    "PawnPlacedEventDataCommand",
    "PawnPlacedEventType",
    "PlaceCommand",
    "PlaceCommandPawn",
    "PlaceCommandType",
    "Player",
    "PlayerKind",
    "Policy",
    "Progress",
    "PublishedKey",
    "ReplaceTreatiseCommand",
    "ReplaceTreatiseCommandSubject",
    "ReplaceTreatiseCommandType",
    "ReviewedDecision",
    "ReviewedDecisionBest",
    "ReviewedDecisionCommand",
    "ReviewedDecisionMarkType1",
    "ReviewedDecisionMarkType2Type1",
    "ReviewedDecisionMarkType3Type1",
    "Rotate",
    "SabbaticalCommand",
    "SabbaticalCommandAction",
    "SabbaticalCommandSubject",
    "SabbaticalCommandType",
    "SabbaticalScholarMovedEvent",
    "SabbaticalScholarMovedEventCommandType0",
    "SabbaticalScholarMovedEventData",
    "SabbaticalScholarMovedEventDataCommand",
    "SabbaticalScholarMovedEventType",
    "SalonActionChosenEvent",
    "SalonActionChosenEventCommandType0",
    "SalonActionChosenEventData",
    "SalonActionChosenEventDataCommand",
    "SalonActionChosenEventType",
    "SalonCommand",
    "SalonCommandOption",
    "SalonCommandType",
    "ScholarMovedBlueEvent",
    "ScholarMovedBlueEventCommandType0",
    "ScholarMovedBlueEventData",
    "ScholarMovedBlueEventDataCommand",
    "ScholarMovedBlueEventType",
    "ScholarMovedRedEvent",
    "ScholarMovedRedEventCommandType0",
    "ScholarMovedRedEventData",
    "ScholarMovedRedEventDataCommand",
    "ScholarMovedRedEventType",
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
    "SeatViewDiscard",
    "SeatViewDisplay",
    "SeatViewPileCounts",
    "SeatViewPlayersItem",
    "SeatViewPlayersItemPresentation",
    "SeatViewPlayersItemSabbatical",
    "SeatViewPlayersItemTheories",
    "SeatViewPromptType0",
    "SeatViewReshuffles",
    "SeatViewSpaces",
    "Seek",
    "SeekClockType1Type0",
    "SeekOptions",
    "SeekStatus",
    "SpectatorView",
    "SpectatorViewDiscard",
    "SpectatorViewDisplay",
    "SpectatorViewPileCounts",
    "SpectatorViewPlayersItem",
    "SpectatorViewPlayersItemPresentation",
    "SpectatorViewPlayersItemSabbatical",
    "SpectatorViewPlayersItemTheories",
    "SpectatorViewPromptType0",
    "SpectatorViewReshuffles",
    "SpectatorViewSpaces",
    "SpendTheoryCommand",
    "SpendTheoryCommandSubject",
    "SpendTheoryCommandType",
    "Standing",
    "StreamEventsResponse200",
    "StreamTicket",
    "Table",
    "TableOptions",
    "TableSeatsItem",
    "Tables",
    "TakeTreatiseCommand",
    "TakeTreatiseCommandSubject",
    "TakeTreatiseCommandType",
    "TheoryGainedEvent",
    "TheoryGainedEventCommandType0",
    "TheoryGainedEventData",
    "TheoryGainedEventDataCommand",
    "TheoryGainedEventType",
    "TheorySpentEvent",
    "TheorySpentEventCommandType0",
    "TheorySpentEventData",
    "TheorySpentEventDataCommand",
    "TheorySpentEventType",
    "TreatiseActivatedEvent",
    "TreatiseActivatedEventCommandType0",
    "TreatiseActivatedEventData",
    "TreatiseActivatedEventDataCommand",
    "TreatiseActivatedEventType",
    "TreatiseReplacedEvent",
    "TreatiseReplacedEventCommandType0",
    "TreatiseReplacedEventData",
    "TreatiseReplacedEventDataCommand",
    "TreatiseReplacedEventType",
    "TreatiseTakenEvent",
    "TreatiseTakenEventCommandType0",
    "TreatiseTakenEventData",
    "TreatiseTakenEventDataCommand",
    "TreatiseTakenEventType",
    "TreeHead",
    "TurnUndoneEvent",
    "TurnUndoneEventCommandType0",
    "TurnUndoneEventData",
    "TurnUndoneEventType",
    "TurningPoint",
    "Undo",
    "UndoAvailability",
    "User",
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
