"""Contains all the data models used in inputs/outputs"""

from .action_skipped_event import ActionSkippedEvent
from .action_skipped_event_command_type_0 import ActionSkippedEventCommandType0
from .action_skipped_event_data import ActionSkippedEventData
from .action_skipped_event_data_command import ActionSkippedEventDataCommand
from .action_skipped_event_type import ActionSkippedEventType
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
from .assign_expertise_command import AssignExpertiseCommand
from .assign_expertise_command_type import AssignExpertiseCommandType
from .audit import Audit
from .audit_checks import AuditChecks
from .automa_turn_command import AutomaTurnCommand
from .automa_turn_command_type import AutomaTurnCommandType
from .automa_turn_played_event import AutomaTurnPlayedEvent
from .automa_turn_played_event_command_type_0 import AutomaTurnPlayedEventCommandType0
from .automa_turn_played_event_data import AutomaTurnPlayedEventData
from .automa_turn_played_event_data_command import AutomaTurnPlayedEventDataCommand
from .automa_turn_played_event_type import AutomaTurnPlayedEventType
from .bonus_8_command import Bonus8Command
from .bonus_8_command_pick import Bonus8CommandPick
from .bonus_8_command_type import Bonus8CommandType
from .card_discarded_event import CardDiscardedEvent
from .card_discarded_event_command_type_0 import CardDiscardedEventCommandType0
from .card_discarded_event_data import CardDiscardedEventData
from .card_discarded_event_data_command import CardDiscardedEventDataCommand
from .card_discarded_event_type import CardDiscardedEventType
from .card_kept_event import CardKeptEvent
from .card_kept_event_command_type_0 import CardKeptEventCommandType0
from .card_kept_event_data import CardKeptEventData
from .card_kept_event_data_command import CardKeptEventDataCommand
from .card_kept_event_type import CardKeptEventType
from .catalog import Catalog
from .catalog_collections import CatalogCollections
from .catalog_references import CatalogReferences
from .catalog_tables import CatalogTables
from .catalog_view_references import CatalogViewReferences
from .choices_finished_event import ChoicesFinishedEvent
from .choices_finished_event_command_type_0 import ChoicesFinishedEventCommandType0
from .choices_finished_event_data import ChoicesFinishedEventData
from .choices_finished_event_data_command import ChoicesFinishedEventDataCommand
from .choices_finished_event_type import ChoicesFinishedEventType
from .choose_side_command import ChooseSideCommand
from .choose_side_command_side import ChooseSideCommandSide
from .choose_side_command_type import ChooseSideCommandType
from .choose_study_command import ChooseStudyCommand
from .choose_study_command_type import ChooseStudyCommandType
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
from .cosignature import Cosignature
from .create_game import CreateGame
from .create_game_clock_type_1_type_0 import CreateGameClockType1Type0
from .create_game_options import CreateGameOptions
from .create_game_visibility import CreateGameVisibility
from .created_game import CreatedGame
from .decline_command import DeclineCommand
from .decline_command_type import DeclineCommandType
from .deepen_command import DeepenCommand
from .deepen_command_type import DeepenCommandType
from .disc_retrieved_event import DiscRetrievedEvent
from .disc_retrieved_event_command_type_0 import DiscRetrievedEventCommandType0
from .disc_retrieved_event_data import DiscRetrievedEventData
from .disc_retrieved_event_data_command import DiscRetrievedEventDataCommand
from .disc_retrieved_event_type import DiscRetrievedEventType
from .discard_card_command import DiscardCardCommand
from .discard_card_command_type import DiscardCardCommandType
from .discard_expeditions_command import DiscardExpeditionsCommand
from .discard_expeditions_command_type import DiscardExpeditionsCommandType
from .discoveries_presented_event import DiscoveriesPresentedEvent
from .discoveries_presented_event_command_type_0 import (
    DiscoveriesPresentedEventCommandType0,
)
from .discoveries_presented_event_data import DiscoveriesPresentedEventData
from .discoveries_presented_event_data_command import (
    DiscoveriesPresentedEventDataCommand,
)
from .discoveries_presented_event_type import DiscoveriesPresentedEventType
from .done_command import DoneCommand
from .done_command_type import DoneCommandType
from .draw_relic_command import DrawRelicCommand
from .draw_relic_command_region import DrawRelicCommandRegion
from .draw_relic_command_type import DrawRelicCommandType
from .end_turn_command import EndTurnCommand
from .end_turn_command_type import EndTurnCommandType
from .error import Error
from .error_body import ErrorBody
from .error_body_details import ErrorBodyDetails
from .events import Events
from .exhibit_command import ExhibitCommand
from .exhibit_command_type import ExhibitCommandType
from .expedition_organized_event import ExpeditionOrganizedEvent
from .expedition_organized_event_command_type_0 import (
    ExpeditionOrganizedEventCommandType0,
)
from .expedition_organized_event_data import ExpeditionOrganizedEventData
from .expedition_organized_event_data_command import ExpeditionOrganizedEventDataCommand
from .expedition_organized_event_type import ExpeditionOrganizedEventType
from .expedition_reserved_event import ExpeditionReservedEvent
from .expedition_reserved_event_command_type_0 import (
    ExpeditionReservedEventCommandType0,
)
from .expedition_reserved_event_data import ExpeditionReservedEventData
from .expedition_reserved_event_data_command import ExpeditionReservedEventDataCommand
from .expedition_reserved_event_type import ExpeditionReservedEventType
from .expeditions_discarded_event import ExpeditionsDiscardedEvent
from .expeditions_discarded_event_command_type_0 import (
    ExpeditionsDiscardedEventCommandType0,
)
from .expeditions_discarded_event_data import ExpeditionsDiscardedEventData
from .expeditions_discarded_event_data_command import (
    ExpeditionsDiscardedEventDataCommand,
)
from .expeditions_discarded_event_type import ExpeditionsDiscardedEventType
from .expertise_assigned_event import ExpertiseAssignedEvent
from .expertise_assigned_event_command_type_0 import ExpertiseAssignedEventCommandType0
from .expertise_assigned_event_data import ExpertiseAssignedEventData
from .expertise_assigned_event_data_command import ExpertiseAssignedEventDataCommand
from .expertise_assigned_event_type import ExpertiseAssignedEventType
from .expertise_raised_event import ExpertiseRaisedEvent
from .expertise_raised_event_command_type_0 import ExpertiseRaisedEventCommandType0
from .expertise_raised_event_data import ExpertiseRaisedEventData
from .expertise_raised_event_data_command import ExpertiseRaisedEventDataCommand
from .expertise_raised_event_type import ExpertiseRaisedEventType
from .explorer_activated_event import ExplorerActivatedEvent
from .explorer_activated_event_command_type_0 import ExplorerActivatedEventCommandType0
from .explorer_activated_event_data import ExplorerActivatedEventData
from .explorer_activated_event_data_command import ExplorerActivatedEventDataCommand
from .explorer_activated_event_type import ExplorerActivatedEventType
from .explorer_placed_event import ExplorerPlacedEvent
from .explorer_placed_event_command_type_0 import ExplorerPlacedEventCommandType0
from .explorer_placed_event_data import ExplorerPlacedEventData
from .explorer_placed_event_data_command import ExplorerPlacedEventDataCommand
from .explorer_placed_event_type import ExplorerPlacedEventType
from .favor_taken_event import FavorTakenEvent
from .favor_taken_event_command_type_0 import FavorTakenEventCommandType0
from .favor_taken_event_data import FavorTakenEventData
from .favor_taken_event_data_command import FavorTakenEventDataCommand
from .favor_taken_event_type import FavorTakenEventType
from .formed import Formed
from .formed_tables_item import FormedTablesItem
from .gain_reputation_command import GainReputationCommand
from .gain_reputation_command_type import GainReputationCommandType
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
from .game_options_mode import GameOptionsMode
from .game_players_item import GamePlayersItem
from .game_result import GameResult
from .game_result_players_item import GameResultPlayersItem
from .game_result_players_item_lines_item import GameResultPlayersItemLinesItem
from .game_result_type_1_type_0 import GameResultType1Type0
from .game_set_up_event import GameSetUpEvent
from .game_set_up_event_command_type_0 import GameSetUpEventCommandType0
from .game_set_up_event_data import GameSetUpEventData
from .game_set_up_event_data_automa import GameSetUpEventDataAutoma
from .game_set_up_event_data_deals import GameSetUpEventDataDeals
from .game_set_up_event_data_deals_additional_property import (
    GameSetUpEventDataDealsAdditionalProperty,
)
from .game_set_up_event_data_gallery_item import GameSetUpEventDataGalleryItem
from .game_set_up_event_data_players_item import GameSetUpEventDataPlayersItem
from .game_set_up_event_data_royal_requirements import (
    GameSetUpEventDataRoyalRequirements,
)
from .game_set_up_event_data_royal_society import GameSetUpEventDataRoyalSociety
from .game_set_up_event_data_secret import GameSetUpEventDataSecret
from .game_set_up_event_data_secret_bags import GameSetUpEventDataSecretBags
from .game_set_up_event_data_secret_bloomsbury import GameSetUpEventDataSecretBloomsbury
from .game_set_up_event_type import GameSetUpEventType
from .game_setup import GameSetup
from .game_setup_players_item_type_0 import GameSetupPlayersItemType0
from .game_setup_players_item_type_0_kind import GameSetupPlayersItemType0Kind
from .game_setup_players_item_type_1 import GameSetupPlayersItemType1
from .game_setup_players_item_type_1_kind import GameSetupPlayersItemType1Kind
from .game_setup_players_item_type_1_policy import GameSetupPlayersItemType1Policy
from .game_setup_players_item_type_2 import GameSetupPlayersItemType2
from .game_setup_players_item_type_2_kind import GameSetupPlayersItemType2Kind
from .game_setup_players_item_type_2_policy import GameSetupPlayersItemType2Policy
from .game_status import GameStatus
from .get_v1_webhooks_webhook_id_deliveries_status import (
    GetV1WebhooksWebhookIdDeliveriesStatus,
)
from .honor_patron_command import HonorPatronCommand
from .honor_patron_command_type import HonorPatronCommandType
from .inclusion import Inclusion
from .job_error import JobError
from .join import Join
from .joined import Joined
from .keep_card_command import KeepCardCommand
from .keep_card_command_type import KeepCardCommandType
from .keep_patron_command import KeepPatronCommand
from .keep_patron_command_type import KeepPatronCommandType
from .keep_relic_command import KeepRelicCommand
from .keep_relic_command_type import KeepRelicCommandType
from .keep_society_command import KeepSocietyCommand
from .keep_society_command_type import KeepSocietyCommandType
from .keys import Keys
from .knowledge_bonus_taken_event import KnowledgeBonusTakenEvent
from .knowledge_bonus_taken_event_command_type_0 import (
    KnowledgeBonusTakenEventCommandType0,
)
from .knowledge_bonus_taken_event_data import KnowledgeBonusTakenEventData
from .knowledge_bonus_taken_event_data_command import (
    KnowledgeBonusTakenEventDataCommand,
)
from .knowledge_bonus_taken_event_type import KnowledgeBonusTakenEventType
from .knowledge_command import KnowledgeCommand
from .knowledge_command_regions_item import KnowledgeCommandRegionsItem
from .knowledge_command_type import KnowledgeCommandType
from .knowledge_gained_event import KnowledgeGainedEvent
from .knowledge_gained_event_command_type_0 import KnowledgeGainedEventCommandType0
from .knowledge_gained_event_data import KnowledgeGainedEventData
from .knowledge_gained_event_data_command import KnowledgeGainedEventDataCommand
from .knowledge_gained_event_type import KnowledgeGainedEventType
from .leaf import Leaf
from .legal import Legal
from .list_games_status import ListGamesStatus
from .lobby import Lobby
from .lobby_games_item import LobbyGamesItem
from .log_keys import LogKeys
from .meet_patron_command import MeetPatronCommand
from .meet_patron_command_type import MeetPatronCommandType
from .new_client import NewClient
from .new_client_quotas import NewClientQuotas
from .new_client_scopes_item import NewClientScopesItem
from .offer_declined_event import OfferDeclinedEvent
from .offer_declined_event_command_type_0 import OfferDeclinedEventCommandType0
from .offer_declined_event_data import OfferDeclinedEventData
from .offer_declined_event_data_command import OfferDeclinedEventDataCommand
from .offer_declined_event_type import OfferDeclinedEventType
from .organize_command import OrganizeCommand
from .organize_command_type import OrganizeCommandType
from .pagination_metadata import PaginationMetadata
from .patron_honored_event import PatronHonoredEvent
from .patron_honored_event_command_type_0 import PatronHonoredEventCommandType0
from .patron_honored_event_data import PatronHonoredEventData
from .patron_honored_event_data_command import PatronHonoredEventDataCommand
from .patron_honored_event_type import PatronHonoredEventType
from .patron_kept_event import PatronKeptEvent
from .patron_kept_event_command_type_0 import PatronKeptEventCommandType0
from .patron_kept_event_data import PatronKeptEventData
from .patron_kept_event_data_command import PatronKeptEventDataCommand
from .patron_kept_event_type import PatronKeptEventType
from .patron_met_event import PatronMetEvent
from .patron_met_event_command_type_0 import PatronMetEventCommandType0
from .patron_met_event_data import PatronMetEventData
from .patron_met_event_data_command import PatronMetEventDataCommand
from .patron_met_event_type import PatronMetEventType
from .place_command import PlaceCommand
from .place_command_location import PlaceCommandLocation
from .place_command_type import PlaceCommandType
from .player import Player
from .player_kind import PlayerKind
from .policy import Policy
from .present_command import PresentCommand
from .present_command_type import PresentCommandType
from .progress import Progress
from .published_key import PublishedKey
from .publisher_command import PublisherCommand
from .publisher_command_type import PublisherCommandType
from .publisher_tile_taken_event import PublisherTileTakenEvent
from .publisher_tile_taken_event_command_type_0 import (
    PublisherTileTakenEventCommandType0,
)
from .publisher_tile_taken_event_data import PublisherTileTakenEventData
from .publisher_tile_taken_event_data_command import PublisherTileTakenEventDataCommand
from .publisher_tile_taken_event_type import PublisherTileTakenEventType
from .raise_expertise_command import RaiseExpertiseCommand
from .raise_expertise_command_type import RaiseExpertiseCommandType
from .relic_deepened_event import RelicDeepenedEvent
from .relic_deepened_event_command_type_0 import RelicDeepenedEventCommandType0
from .relic_deepened_event_data import RelicDeepenedEventData
from .relic_deepened_event_data_command import RelicDeepenedEventDataCommand
from .relic_deepened_event_type import RelicDeepenedEventType
from .relic_drawn_event import RelicDrawnEvent
from .relic_drawn_event_command_type_0 import RelicDrawnEventCommandType0
from .relic_drawn_event_data import RelicDrawnEventData
from .relic_drawn_event_data_command import RelicDrawnEventDataCommand
from .relic_drawn_event_type import RelicDrawnEventType
from .relic_exhibited_event import RelicExhibitedEvent
from .relic_exhibited_event_command_type_0 import RelicExhibitedEventCommandType0
from .relic_exhibited_event_data import RelicExhibitedEventData
from .relic_exhibited_event_data_command import RelicExhibitedEventDataCommand
from .relic_exhibited_event_type import RelicExhibitedEventType
from .relic_kept_event import RelicKeptEvent
from .relic_kept_event_command_type_0 import RelicKeptEventCommandType0
from .relic_kept_event_data import RelicKeptEventData
from .relic_kept_event_data_command import RelicKeptEventDataCommand
from .relic_kept_event_type import RelicKeptEventType
from .relic_sold_event import RelicSoldEvent
from .relic_sold_event_command_type_0 import RelicSoldEventCommandType0
from .relic_sold_event_data import RelicSoldEventData
from .relic_sold_event_data_command import RelicSoldEventDataCommand
from .relic_sold_event_type import RelicSoldEventType
from .relic_studied_event import RelicStudiedEvent
from .relic_studied_event_command_type_0 import RelicStudiedEventCommandType0
from .relic_studied_event_data import RelicStudiedEventData
from .relic_studied_event_data_command import RelicStudiedEventDataCommand
from .relic_studied_event_type import RelicStudiedEventType
from .relic_taken_event import RelicTakenEvent
from .relic_taken_event_command_type_0 import RelicTakenEventCommandType0
from .relic_taken_event_data import RelicTakenEventData
from .relic_taken_event_data_command import RelicTakenEventDataCommand
from .relic_taken_event_type import RelicTakenEventType
from .reputation_gained_event import ReputationGainedEvent
from .reputation_gained_event_command_type_0 import ReputationGainedEventCommandType0
from .reputation_gained_event_data import ReputationGainedEventData
from .reputation_gained_event_data_command import ReputationGainedEventDataCommand
from .reputation_gained_event_type import ReputationGainedEventType
from .reserve_card_drawn_event import ReserveCardDrawnEvent
from .reserve_card_drawn_event_command_type_0 import ReserveCardDrawnEventCommandType0
from .reserve_card_drawn_event_data import ReserveCardDrawnEventData
from .reserve_card_drawn_event_data_command import ReserveCardDrawnEventDataCommand
from .reserve_card_drawn_event_type import ReserveCardDrawnEventType
from .reserve_command import ReserveCommand
from .reserve_command_type import ReserveCommandType
from .reserve_draw_command import ReserveDrawCommand
from .reserve_draw_command_type import ReserveDrawCommandType
from .retrieve_disc_command import RetrieveDiscCommand
from .retrieve_disc_command_type import RetrieveDiscCommandType
from .reviewed_decision import ReviewedDecision
from .reviewed_decision_best import ReviewedDecisionBest
from .reviewed_decision_command import ReviewedDecisionCommand
from .reviewed_decision_mark_type_1 import ReviewedDecisionMarkType1
from .reviewed_decision_mark_type_2_type_1 import ReviewedDecisionMarkType2Type1
from .reviewed_decision_mark_type_3_type_1 import ReviewedDecisionMarkType3Type1
from .rotate import Rotate
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
from .seat_view_automa_type_0 import SeatViewAutomaType0
from .seat_view_automa_type_0_last_action import SeatViewAutomaType0LastAction
from .seat_view_bag_discards import SeatViewBagDiscards
from .seat_view_bags import SeatViewBags
from .seat_view_bags_africa import SeatViewBagsAfrica
from .seat_view_bags_asia import SeatViewBagsAsia
from .seat_view_bags_mediterranean import SeatViewBagsMediterranean
from .seat_view_bags_south_america import SeatViewBagsSouthAmerica
from .seat_view_bloomsbury import SeatViewBloomsbury
from .seat_view_gallery_item import SeatViewGalleryItem
from .seat_view_locations import SeatViewLocations
from .seat_view_locations_city_item import SeatViewLocationsCityItem
from .seat_view_locations_museum_item import SeatViewLocationsMuseumItem
from .seat_view_locations_port_item import SeatViewLocationsPortItem
from .seat_view_locations_university_item import SeatViewLocationsUniversityItem
from .seat_view_pending_type_0 import SeatViewPendingType0
from .seat_view_players_item import SeatViewPlayersItem
from .seat_view_players_item_knowledge import SeatViewPlayersItemKnowledge
from .seat_view_players_item_patrons_item import SeatViewPlayersItemPatronsItem
from .seat_view_players_item_private import SeatViewPlayersItemPrivate
from .seat_view_players_item_publisher import SeatViewPlayersItemPublisher
from .seat_view_players_item_relics import SeatViewPlayersItemRelics
from .seat_view_royal_requirements import SeatViewRoyalRequirements
from .seat_view_royal_requirements_discs import SeatViewRoyalRequirementsDiscs
from .seat_view_royal_society import SeatViewRoyalSociety
from .seat_view_royal_society_a import SeatViewRoyalSocietyA
from .seat_view_royal_society_b import SeatViewRoyalSocietyB
from .seat_view_royal_society_c import SeatViewRoyalSocietyC
from .seek import Seek
from .seek_clock_type_1_type_0 import SeekClockType1Type0
from .seek_options import SeekOptions
from .seek_status import SeekStatus
from .sell_relic_command import SellRelicCommand
from .sell_relic_command_type import SellRelicCommandType
from .side_chosen_event import SideChosenEvent
from .side_chosen_event_command_type_0 import SideChosenEventCommandType0
from .side_chosen_event_data import SideChosenEventData
from .side_chosen_event_data_command import SideChosenEventDataCommand
from .side_chosen_event_type import SideChosenEventType
from .skip_action_command import SkipActionCommand
from .skip_action_command_type import SkipActionCommandType
from .society_card_kept_event import SocietyCardKeptEvent
from .society_card_kept_event_command_type_0 import SocietyCardKeptEventCommandType0
from .society_card_kept_event_data import SocietyCardKeptEventData
from .society_card_kept_event_data_command import SocietyCardKeptEventDataCommand
from .society_card_kept_event_type import SocietyCardKeptEventType
from .spectator_view import SpectatorView
from .spectator_view_automa_type_0 import SpectatorViewAutomaType0
from .spectator_view_automa_type_0_last_action import SpectatorViewAutomaType0LastAction
from .spectator_view_bag_discards import SpectatorViewBagDiscards
from .spectator_view_bags import SpectatorViewBags
from .spectator_view_bags_africa import SpectatorViewBagsAfrica
from .spectator_view_bags_asia import SpectatorViewBagsAsia
from .spectator_view_bags_mediterranean import SpectatorViewBagsMediterranean
from .spectator_view_bags_south_america import SpectatorViewBagsSouthAmerica
from .spectator_view_bloomsbury import SpectatorViewBloomsbury
from .spectator_view_gallery_item import SpectatorViewGalleryItem
from .spectator_view_locations import SpectatorViewLocations
from .spectator_view_locations_city_item import SpectatorViewLocationsCityItem
from .spectator_view_locations_museum_item import SpectatorViewLocationsMuseumItem
from .spectator_view_locations_port_item import SpectatorViewLocationsPortItem
from .spectator_view_locations_university_item import (
    SpectatorViewLocationsUniversityItem,
)
from .spectator_view_pending_type_0 import SpectatorViewPendingType0
from .spectator_view_players_item import SpectatorViewPlayersItem
from .spectator_view_players_item_knowledge import SpectatorViewPlayersItemKnowledge
from .spectator_view_players_item_patrons_item import (
    SpectatorViewPlayersItemPatronsItem,
)
from .spectator_view_players_item_publisher import SpectatorViewPlayersItemPublisher
from .spectator_view_players_item_relics import SpectatorViewPlayersItemRelics
from .spectator_view_royal_requirements import SpectatorViewRoyalRequirements
from .spectator_view_royal_requirements_discs import SpectatorViewRoyalRequirementsDiscs
from .spectator_view_royal_society import SpectatorViewRoyalSociety
from .spectator_view_royal_society_a import SpectatorViewRoyalSocietyA
from .spectator_view_royal_society_b import SpectatorViewRoyalSocietyB
from .spectator_view_royal_society_c import SpectatorViewRoyalSocietyC
from .standing import Standing
from .stream_events_response_200 import StreamEventsResponse200
from .stream_ticket import StreamTicket
from .study_card_chosen_event import StudyCardChosenEvent
from .study_card_chosen_event_command_type_0 import StudyCardChosenEventCommandType0
from .study_card_chosen_event_data import StudyCardChosenEventData
from .study_card_chosen_event_data_command import StudyCardChosenEventDataCommand
from .study_card_chosen_event_type import StudyCardChosenEventType
from .study_relic_command import StudyRelicCommand
from .study_relic_command_type import StudyRelicCommandType
from .study_university_command import StudyUniversityCommand
from .study_university_command_regions_item import StudyUniversityCommandRegionsItem
from .study_university_command_type import StudyUniversityCommandType
from .table import Table
from .table_options import TableOptions
from .table_seats_item import TableSeatsItem
from .tables import Tables
from .take_favor_command import TakeFavorCommand
from .take_favor_command_type import TakeFavorCommandType
from .take_relic_command import TakeRelicCommand
from .take_relic_command_region import TakeRelicCommandRegion
from .take_relic_command_type import TakeRelicCommandType
from .tree_head import TreeHead
from .turn_ended_event import TurnEndedEvent
from .turn_ended_event_command_type_0 import TurnEndedEventCommandType0
from .turn_ended_event_data import TurnEndedEventData
from .turn_ended_event_data_command import TurnEndedEventDataCommand
from .turn_ended_event_type import TurnEndedEventType
from .turn_undone_event import TurnUndoneEvent
from .turn_undone_event_command_type_0 import TurnUndoneEventCommandType0
from .turn_undone_event_data import TurnUndoneEventData
from .turn_undone_event_type import TurnUndoneEventType
from .turning_point import TurningPoint
from .undo import Undo
from .undo_availability import UndoAvailability
from .university_studied_event import UniversityStudiedEvent
from .university_studied_event_command_type_0 import UniversityStudiedEventCommandType0
from .university_studied_event_data import UniversityStudiedEventData
from .university_studied_event_data_command import UniversityStudiedEventDataCommand
from .university_studied_event_type import UniversityStudiedEventType
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
    "ActionSkippedEvent",
    "ActionSkippedEventCommandType0",
    "ActionSkippedEventData",
    "ActionSkippedEventDataCommand",
    "ActionSkippedEventType",
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
    "AssignExpertiseCommand",
    "AssignExpertiseCommandType",
    "Audit",
    "AuditChecks",
    "AutomaTurnCommand",
    "AutomaTurnCommandType",
    "AutomaTurnPlayedEvent",
    "AutomaTurnPlayedEventCommandType0",
    "AutomaTurnPlayedEventData",
    "AutomaTurnPlayedEventDataCommand",
    "AutomaTurnPlayedEventType",
    "Bonus8Command",
    "Bonus8CommandPick",
    "Bonus8CommandType",
    "CardDiscardedEvent",
    "CardDiscardedEventCommandType0",
    "CardDiscardedEventData",
    "CardDiscardedEventDataCommand",
    "CardDiscardedEventType",
    "CardKeptEvent",
    "CardKeptEventCommandType0",
    "CardKeptEventData",
    "CardKeptEventDataCommand",
    "CardKeptEventType",
    "Catalog",
    "CatalogCollections",
    "CatalogReferences",
    "CatalogTables",
    "CatalogViewReferences",
    "ChoicesFinishedEvent",
    "ChoicesFinishedEventCommandType0",
    "ChoicesFinishedEventData",
    "ChoicesFinishedEventDataCommand",
    "ChoicesFinishedEventType",
    "ChooseSideCommand",
    "ChooseSideCommandSide",
    "ChooseSideCommandType",
    "ChooseStudyCommand",
    "ChooseStudyCommandType",
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
    "Cosignature",
    "CreateGame",
    "CreateGameClockType1Type0",
    "CreateGameOptions",
    "CreateGameVisibility",
    "CreatedGame",
    "DeclineCommand",
    "DeclineCommandType",
    "DeepenCommand",
    "DeepenCommandType",
    "DiscRetrievedEvent",
    "DiscRetrievedEventCommandType0",
    "DiscRetrievedEventData",
    "DiscRetrievedEventDataCommand",
    "DiscRetrievedEventType",
    "DiscardCardCommand",
    "DiscardCardCommandType",
    "DiscardExpeditionsCommand",
    "DiscardExpeditionsCommandType",
    "DiscoveriesPresentedEvent",
    "DiscoveriesPresentedEventCommandType0",
    "DiscoveriesPresentedEventData",
    "DiscoveriesPresentedEventDataCommand",
    "DiscoveriesPresentedEventType",
    "DoneCommand",
    "DoneCommandType",
    "DrawRelicCommand",
    "DrawRelicCommandRegion",
    "DrawRelicCommandType",
    "EndTurnCommand",
    "EndTurnCommandType",
    "Error",
    "ErrorBody",
    "ErrorBodyDetails",
    "Events",
    "ExhibitCommand",
    "ExhibitCommandType",
    "ExpeditionOrganizedEvent",
    "ExpeditionOrganizedEventCommandType0",
    "ExpeditionOrganizedEventData",
    "ExpeditionOrganizedEventDataCommand",
    "ExpeditionOrganizedEventType",
    "ExpeditionReservedEvent",
    "ExpeditionReservedEventCommandType0",
    "ExpeditionReservedEventData",
    "ExpeditionReservedEventDataCommand",
    "ExpeditionReservedEventType",
    "ExpeditionsDiscardedEvent",
    "ExpeditionsDiscardedEventCommandType0",
    "ExpeditionsDiscardedEventData",
    "ExpeditionsDiscardedEventDataCommand",
    "ExpeditionsDiscardedEventType",
    "ExpertiseAssignedEvent",
    "ExpertiseAssignedEventCommandType0",
    "ExpertiseAssignedEventData",
    "ExpertiseAssignedEventDataCommand",
    "ExpertiseAssignedEventType",
    "ExpertiseRaisedEvent",
    "ExpertiseRaisedEventCommandType0",
    "ExpertiseRaisedEventData",
    "ExpertiseRaisedEventDataCommand",
    "ExpertiseRaisedEventType",
    "ExplorerActivatedEvent",
    "ExplorerActivatedEventCommandType0",
    "ExplorerActivatedEventData",
    "ExplorerActivatedEventDataCommand",
    "ExplorerActivatedEventType",
    "ExplorerPlacedEvent",
    "ExplorerPlacedEventCommandType0",
    "ExplorerPlacedEventData",
    "ExplorerPlacedEventDataCommand",
    "ExplorerPlacedEventType",
    "FavorTakenEvent",
    "FavorTakenEventCommandType0",
    "FavorTakenEventData",
    "FavorTakenEventDataCommand",
    "FavorTakenEventType",
    "Formed",
    "FormedTablesItem",
    "GainReputationCommand",
    "GainReputationCommandType",
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
    "GameOptionsMode",
    "GamePlayersItem",
    "GameResult",
    "GameResultPlayersItem",
    "GameResultPlayersItemLinesItem",
    "GameResultType1Type0",
    "GameSetUpEvent",
    "GameSetUpEventCommandType0",
    "GameSetUpEventData",
    "GameSetUpEventDataAutoma",
    "GameSetUpEventDataDeals",
    "GameSetUpEventDataDealsAdditionalProperty",
    "GameSetUpEventDataGalleryItem",
    "GameSetUpEventDataPlayersItem",
    "GameSetUpEventDataRoyalRequirements",
    "GameSetUpEventDataRoyalSociety",
    "GameSetUpEventDataSecret",
    "GameSetUpEventDataSecretBags",
    "GameSetUpEventDataSecretBloomsbury",
    "GameSetUpEventType",
    "GameSetup",
    "GameSetupPlayersItemType0",
    "GameSetupPlayersItemType0Kind",
    "GameSetupPlayersItemType1",
    "GameSetupPlayersItemType1Kind",
    "GameSetupPlayersItemType1Policy",
    "GameSetupPlayersItemType2",
    "GameSetupPlayersItemType2Kind",
    "GameSetupPlayersItemType2Policy",
    "GameStatus",
    "GetV1WebhooksWebhookIdDeliveriesStatus",
    "HonorPatronCommand",
    "HonorPatronCommandType",
    "Inclusion",
    "JobError",
    "Join",
    "Joined",
    "KeepCardCommand",
    "KeepCardCommandType",
    "KeepPatronCommand",
    "KeepPatronCommandType",
    "KeepRelicCommand",
    "KeepRelicCommandType",
    "KeepSocietyCommand",
    "KeepSocietyCommandType",
    "Keys",
    "KnowledgeBonusTakenEvent",
    "KnowledgeBonusTakenEventCommandType0",
    "KnowledgeBonusTakenEventData",
    "KnowledgeBonusTakenEventDataCommand",
    "KnowledgeBonusTakenEventType",
    "KnowledgeCommand",
    "KnowledgeCommandRegionsItem",
    "KnowledgeCommandType",
    "KnowledgeGainedEvent",
    "KnowledgeGainedEventCommandType0",
    "KnowledgeGainedEventData",
    "KnowledgeGainedEventDataCommand",
    "KnowledgeGainedEventType",
    "Leaf",
    "Legal",
    "ListGamesStatus",
    "Lobby",
    "LobbyGamesItem",
    "LogKeys",
    "MeetPatronCommand",
    "MeetPatronCommandType",
    "NewClient",
    "NewClientQuotas",
    "NewClientScopesItem",
    "OfferDeclinedEvent",
    "OfferDeclinedEventCommandType0",
    "OfferDeclinedEventData",
    "OfferDeclinedEventDataCommand",
    "OfferDeclinedEventType",
    "OrganizeCommand",
    "OrganizeCommandType",
    "PaginationMetadata",
    "PatronHonoredEvent",
    "PatronHonoredEventCommandType0",
    "PatronHonoredEventData",
    "PatronHonoredEventDataCommand",
    "PatronHonoredEventType",
    "PatronKeptEvent",
    "PatronKeptEventCommandType0",
    "PatronKeptEventData",
    "PatronKeptEventDataCommand",
    "PatronKeptEventType",
    "PatronMetEvent",
    "PatronMetEventCommandType0",
    "PatronMetEventData",
    "PatronMetEventDataCommand",
    "PatronMetEventType",
    "PlaceCommand",
    "PlaceCommandLocation",
    "PlaceCommandType",
    "Player",
    "PlayerKind",
    "Policy",
    "PresentCommand",
    "PresentCommandType",
    "Progress",
    "PublishedKey",
    "PublisherCommand",
    "PublisherCommandType",
    "PublisherTileTakenEvent",
    "PublisherTileTakenEventCommandType0",
    "PublisherTileTakenEventData",
    "PublisherTileTakenEventDataCommand",
    "PublisherTileTakenEventType",
    "RaiseExpertiseCommand",
    "RaiseExpertiseCommandType",
    "RelicDeepenedEvent",
    "RelicDeepenedEventCommandType0",
    "RelicDeepenedEventData",
    "RelicDeepenedEventDataCommand",
    "RelicDeepenedEventType",
    "RelicDrawnEvent",
    "RelicDrawnEventCommandType0",
    "RelicDrawnEventData",
    "RelicDrawnEventDataCommand",
    "RelicDrawnEventType",
    "RelicExhibitedEvent",
    "RelicExhibitedEventCommandType0",
    "RelicExhibitedEventData",
    "RelicExhibitedEventDataCommand",
    "RelicExhibitedEventType",
    "RelicKeptEvent",
    "RelicKeptEventCommandType0",
    "RelicKeptEventData",
    "RelicKeptEventDataCommand",
    "RelicKeptEventType",
    "RelicSoldEvent",
    "RelicSoldEventCommandType0",
    "RelicSoldEventData",
    "RelicSoldEventDataCommand",
    "RelicSoldEventType",
    "RelicStudiedEvent",
    "RelicStudiedEventCommandType0",
    "RelicStudiedEventData",
    "RelicStudiedEventDataCommand",
    "RelicStudiedEventType",
    "RelicTakenEvent",
    "RelicTakenEventCommandType0",
    "RelicTakenEventData",
    "RelicTakenEventDataCommand",
    "RelicTakenEventType",
    "ReputationGainedEvent",
    "ReputationGainedEventCommandType0",
    "ReputationGainedEventData",
    "ReputationGainedEventDataCommand",
    "ReputationGainedEventType",
    "ReserveCardDrawnEvent",
    "ReserveCardDrawnEventCommandType0",
    "ReserveCardDrawnEventData",
    "ReserveCardDrawnEventDataCommand",
    "ReserveCardDrawnEventType",
    "ReserveCommand",
    "ReserveCommandType",
    "ReserveDrawCommand",
    "ReserveDrawCommandType",
    "RetrieveDiscCommand",
    "RetrieveDiscCommandType",
    "ReviewedDecision",
    "ReviewedDecisionBest",
    "ReviewedDecisionCommand",
    "ReviewedDecisionMarkType1",
    "ReviewedDecisionMarkType2Type1",
    "ReviewedDecisionMarkType3Type1",
    "Rotate",
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
    "SeatViewAutomaType0",
    "SeatViewAutomaType0LastAction",
    "SeatViewBagDiscards",
    "SeatViewBags",
    "SeatViewBagsAfrica",
    "SeatViewBagsAsia",
    "SeatViewBagsMediterranean",
    "SeatViewBagsSouthAmerica",
    "SeatViewBloomsbury",
    "SeatViewGalleryItem",
    "SeatViewLocations",
    "SeatViewLocationsCityItem",
    "SeatViewLocationsMuseumItem",
    "SeatViewLocationsPortItem",
    "SeatViewLocationsUniversityItem",
    "SeatViewPendingType0",
    "SeatViewPlayersItem",
    "SeatViewPlayersItemKnowledge",
    "SeatViewPlayersItemPatronsItem",
    "SeatViewPlayersItemPrivate",
    "SeatViewPlayersItemPublisher",
    "SeatViewPlayersItemRelics",
    "SeatViewRoyalRequirements",
    "SeatViewRoyalRequirementsDiscs",
    "SeatViewRoyalSociety",
    "SeatViewRoyalSocietyA",
    "SeatViewRoyalSocietyB",
    "SeatViewRoyalSocietyC",
    "Seek",
    "SeekClockType1Type0",
    "SeekOptions",
    "SeekStatus",
    "SellRelicCommand",
    "SellRelicCommandType",
    "SideChosenEvent",
    "SideChosenEventCommandType0",
    "SideChosenEventData",
    "SideChosenEventDataCommand",
    "SideChosenEventType",
    "SkipActionCommand",
    "SkipActionCommandType",
    "SocietyCardKeptEvent",
    "SocietyCardKeptEventCommandType0",
    "SocietyCardKeptEventData",
    "SocietyCardKeptEventDataCommand",
    "SocietyCardKeptEventType",
    "SpectatorView",
    "SpectatorViewAutomaType0",
    "SpectatorViewAutomaType0LastAction",
    "SpectatorViewBagDiscards",
    "SpectatorViewBags",
    "SpectatorViewBagsAfrica",
    "SpectatorViewBagsAsia",
    "SpectatorViewBagsMediterranean",
    "SpectatorViewBagsSouthAmerica",
    "SpectatorViewBloomsbury",
    "SpectatorViewGalleryItem",
    "SpectatorViewLocations",
    "SpectatorViewLocationsCityItem",
    "SpectatorViewLocationsMuseumItem",
    "SpectatorViewLocationsPortItem",
    "SpectatorViewLocationsUniversityItem",
    "SpectatorViewPendingType0",
    "SpectatorViewPlayersItem",
    "SpectatorViewPlayersItemKnowledge",
    "SpectatorViewPlayersItemPatronsItem",
    "SpectatorViewPlayersItemPublisher",
    "SpectatorViewPlayersItemRelics",
    "SpectatorViewRoyalRequirements",
    "SpectatorViewRoyalRequirementsDiscs",
    "SpectatorViewRoyalSociety",
    "SpectatorViewRoyalSocietyA",
    "SpectatorViewRoyalSocietyB",
    "SpectatorViewRoyalSocietyC",
    "Standing",
    "StreamEventsResponse200",
    "StreamTicket",
    "StudyCardChosenEvent",
    "StudyCardChosenEventCommandType0",
    "StudyCardChosenEventData",
    "StudyCardChosenEventDataCommand",
    "StudyCardChosenEventType",
    "StudyRelicCommand",
    "StudyRelicCommandType",
    "StudyUniversityCommand",
    "StudyUniversityCommandRegionsItem",
    "StudyUniversityCommandType",
    "Table",
    "TableOptions",
    "TableSeatsItem",
    "Tables",
    "TakeFavorCommand",
    "TakeFavorCommandType",
    "TakeRelicCommand",
    "TakeRelicCommandRegion",
    "TakeRelicCommandType",
    "TreeHead",
    "TurnEndedEvent",
    "TurnEndedEventCommandType0",
    "TurnEndedEventData",
    "TurnEndedEventDataCommand",
    "TurnEndedEventType",
    "TurnUndoneEvent",
    "TurnUndoneEventCommandType0",
    "TurnUndoneEventData",
    "TurnUndoneEventType",
    "TurningPoint",
    "Undo",
    "UndoAvailability",
    "UniversityStudiedEvent",
    "UniversityStudiedEventCommandType0",
    "UniversityStudiedEventData",
    "UniversityStudiedEventDataCommand",
    "UniversityStudiedEventType",
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
