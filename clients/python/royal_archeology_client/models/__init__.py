"""Contains all the data models used in inputs/outputs"""

from .activate_command import ActivateCommand
from .activate_command_type import ActivateCommandType
from .activate_event import ActivateEvent
from .activate_event_command_type_0 import ActivateEventCommandType0
from .activate_event_data import ActivateEventData
from .activate_event_data_command import ActivateEventDataCommand
from .activate_event_type import ActivateEventType
from .assign_expertise_command import AssignExpertiseCommand
from .assign_expertise_command_type import AssignExpertiseCommandType
from .assign_expertise_event import AssignExpertiseEvent
from .assign_expertise_event_command_type_0 import AssignExpertiseEventCommandType0
from .assign_expertise_event_data import AssignExpertiseEventData
from .assign_expertise_event_data_command import AssignExpertiseEventDataCommand
from .assign_expertise_event_type import AssignExpertiseEventType
from .audit import Audit
from .audit_checks import AuditChecks
from .automa_turn_command import AutomaTurnCommand
from .automa_turn_command_type import AutomaTurnCommandType
from .automa_turn_event import AutomaTurnEvent
from .automa_turn_event_command_type_0 import AutomaTurnEventCommandType0
from .automa_turn_event_data import AutomaTurnEventData
from .automa_turn_event_data_command import AutomaTurnEventDataCommand
from .automa_turn_event_type import AutomaTurnEventType
from .bonus_8_command import Bonus8Command
from .bonus_8_command_pick import Bonus8CommandPick
from .bonus_8_command_type import Bonus8CommandType
from .bonus_8_event import Bonus8Event
from .bonus_8_event_command_type_0 import Bonus8EventCommandType0
from .bonus_8_event_data import Bonus8EventData
from .bonus_8_event_data_command import Bonus8EventDataCommand
from .bonus_8_event_type import Bonus8EventType
from .catalog import Catalog
from .catalog_collections import CatalogCollections
from .catalog_references import CatalogReferences
from .catalog_tables import CatalogTables
from .catalog_view_references import CatalogViewReferences
from .choose_side_command import ChooseSideCommand
from .choose_side_command_side import ChooseSideCommandSide
from .choose_side_command_type import ChooseSideCommandType
from .choose_side_event import ChooseSideEvent
from .choose_side_event_command_type_0 import ChooseSideEventCommandType0
from .choose_side_event_data import ChooseSideEventData
from .choose_side_event_data_command import ChooseSideEventDataCommand
from .choose_side_event_type import ChooseSideEventType
from .choose_study_command import ChooseStudyCommand
from .choose_study_command_type import ChooseStudyCommandType
from .choose_study_event import ChooseStudyEvent
from .choose_study_event_command_type_0 import ChooseStudyEventCommandType0
from .choose_study_event_data import ChooseStudyEventData
from .choose_study_event_data_command import ChooseStudyEventDataCommand
from .choose_study_event_type import ChooseStudyEventType
from .clock_charged_event import ClockChargedEvent
from .clock_charged_event_command_type_0 import ClockChargedEventCommandType0
from .clock_charged_event_data import ClockChargedEventData
from .clock_charged_event_type import ClockChargedEventType
from .clock_options import ClockOptions
from .clock_options_kind import ClockOptionsKind
from .clock_options_on_timeout import ClockOptionsOnTimeout
from .command_result import CommandResult
from .command_result_receipt import CommandResultReceipt
from .create_game import CreateGame
from .create_game_clock_type_1_type_0 import CreateGameClockType1Type0
from .create_game_options import CreateGameOptions
from .created_game import CreatedGame
from .decline_command import DeclineCommand
from .decline_command_type import DeclineCommandType
from .decline_event import DeclineEvent
from .decline_event_command_type_0 import DeclineEventCommandType0
from .decline_event_data import DeclineEventData
from .decline_event_data_command import DeclineEventDataCommand
from .decline_event_type import DeclineEventType
from .deepen_command import DeepenCommand
from .deepen_command_type import DeepenCommandType
from .deepen_event import DeepenEvent
from .deepen_event_command_type_0 import DeepenEventCommandType0
from .deepen_event_data import DeepenEventData
from .deepen_event_data_command import DeepenEventDataCommand
from .deepen_event_type import DeepenEventType
from .discard_card_command import DiscardCardCommand
from .discard_card_command_type import DiscardCardCommandType
from .discard_card_event import DiscardCardEvent
from .discard_card_event_command_type_0 import DiscardCardEventCommandType0
from .discard_card_event_data import DiscardCardEventData
from .discard_card_event_data_command import DiscardCardEventDataCommand
from .discard_card_event_type import DiscardCardEventType
from .discard_expeditions_command import DiscardExpeditionsCommand
from .discard_expeditions_command_type import DiscardExpeditionsCommandType
from .discard_expeditions_event import DiscardExpeditionsEvent
from .discard_expeditions_event_command_type_0 import (
    DiscardExpeditionsEventCommandType0,
)
from .discard_expeditions_event_data import DiscardExpeditionsEventData
from .discard_expeditions_event_data_command import DiscardExpeditionsEventDataCommand
from .discard_expeditions_event_type import DiscardExpeditionsEventType
from .done_command import DoneCommand
from .done_command_type import DoneCommandType
from .done_event import DoneEvent
from .done_event_command_type_0 import DoneEventCommandType0
from .done_event_data import DoneEventData
from .done_event_data_command import DoneEventDataCommand
from .done_event_type import DoneEventType
from .draw_relic_command import DrawRelicCommand
from .draw_relic_command_region import DrawRelicCommandRegion
from .draw_relic_command_type import DrawRelicCommandType
from .draw_relic_event import DrawRelicEvent
from .draw_relic_event_command_type_0 import DrawRelicEventCommandType0
from .draw_relic_event_data import DrawRelicEventData
from .draw_relic_event_data_command import DrawRelicEventDataCommand
from .draw_relic_event_type import DrawRelicEventType
from .end_turn_command import EndTurnCommand
from .end_turn_command_type import EndTurnCommandType
from .end_turn_event import EndTurnEvent
from .end_turn_event_command_type_0 import EndTurnEventCommandType0
from .end_turn_event_data import EndTurnEventData
from .end_turn_event_data_command import EndTurnEventDataCommand
from .end_turn_event_type import EndTurnEventType
from .error import Error
from .error_body import ErrorBody
from .error_body_details import ErrorBodyDetails
from .events import Events
from .exhibit_command import ExhibitCommand
from .exhibit_command_type import ExhibitCommandType
from .exhibit_event import ExhibitEvent
from .exhibit_event_command_type_0 import ExhibitEventCommandType0
from .exhibit_event_data import ExhibitEventData
from .exhibit_event_data_command import ExhibitEventDataCommand
from .exhibit_event_type import ExhibitEventType
from .gain_reputation_command import GainReputationCommand
from .gain_reputation_command_type import GainReputationCommandType
from .gain_reputation_event import GainReputationEvent
from .gain_reputation_event_command_type_0 import GainReputationEventCommandType0
from .gain_reputation_event_data import GainReputationEventData
from .gain_reputation_event_data_command import GainReputationEventDataCommand
from .gain_reputation_event_type import GainReputationEventType
from .game import Game
from .game_clock import GameClock
from .game_clock_type_1_type_0 import GameClockType1Type0
from .game_created_event import GameCreatedEvent
from .game_created_event_command_type_0 import GameCreatedEventCommandType0
from .game_created_event_data import GameCreatedEventData
from .game_created_event_data_options import GameCreatedEventDataOptions
from .game_created_event_data_players_item import GameCreatedEventDataPlayersItem
from .game_created_event_data_players_item_kind import (
    GameCreatedEventDataPlayersItemKind,
)
from .game_created_event_type import GameCreatedEventType
from .game_finished_event import GameFinishedEvent
from .game_finished_event_command_type_0 import GameFinishedEventCommandType0
from .game_finished_event_data import GameFinishedEventData
from .game_finished_event_data_seed import GameFinishedEventDataSeed
from .game_finished_event_type import GameFinishedEventType
from .game_players_item import GamePlayersItem
from .game_result import GameResult
from .game_result_players_item import GameResultPlayersItem
from .game_result_players_item_lines_item import GameResultPlayersItemLinesItem
from .game_result_type_1_type_0 import GameResultType1Type0
from .game_setup_event import GameSetupEvent
from .game_setup_event_command_type_0 import GameSetupEventCommandType0
from .game_setup_event_data import GameSetupEventData
from .game_setup_event_data_automa import GameSetupEventDataAutoma
from .game_setup_event_data_deals import GameSetupEventDataDeals
from .game_setup_event_data_deals_additional_property import (
    GameSetupEventDataDealsAdditionalProperty,
)
from .game_setup_event_data_gallery_item import GameSetupEventDataGalleryItem
from .game_setup_event_data_players_item import GameSetupEventDataPlayersItem
from .game_setup_event_data_royal_requirements import (
    GameSetupEventDataRoyalRequirements,
)
from .game_setup_event_data_royal_society import GameSetupEventDataRoyalSociety
from .game_setup_event_data_secret import GameSetupEventDataSecret
from .game_setup_event_data_secret_bags import GameSetupEventDataSecretBags
from .game_setup_event_data_secret_bloomsbury import GameSetupEventDataSecretBloomsbury
from .game_setup_event_type import GameSetupEventType
from .game_status import GameStatus
from .honor_patron_command import HonorPatronCommand
from .honor_patron_command_type import HonorPatronCommandType
from .honor_patron_event import HonorPatronEvent
from .honor_patron_event_command_type_0 import HonorPatronEventCommandType0
from .honor_patron_event_data import HonorPatronEventData
from .honor_patron_event_data_command import HonorPatronEventDataCommand
from .honor_patron_event_type import HonorPatronEventType
from .keep_card_command import KeepCardCommand
from .keep_card_command_type import KeepCardCommandType
from .keep_card_event import KeepCardEvent
from .keep_card_event_command_type_0 import KeepCardEventCommandType0
from .keep_card_event_data import KeepCardEventData
from .keep_card_event_data_command import KeepCardEventDataCommand
from .keep_card_event_type import KeepCardEventType
from .keep_patron_command import KeepPatronCommand
from .keep_patron_command_type import KeepPatronCommandType
from .keep_patron_event import KeepPatronEvent
from .keep_patron_event_command_type_0 import KeepPatronEventCommandType0
from .keep_patron_event_data import KeepPatronEventData
from .keep_patron_event_data_command import KeepPatronEventDataCommand
from .keep_patron_event_type import KeepPatronEventType
from .keep_relic_command import KeepRelicCommand
from .keep_relic_command_type import KeepRelicCommandType
from .keep_relic_event import KeepRelicEvent
from .keep_relic_event_command_type_0 import KeepRelicEventCommandType0
from .keep_relic_event_data import KeepRelicEventData
from .keep_relic_event_data_command import KeepRelicEventDataCommand
from .keep_relic_event_type import KeepRelicEventType
from .keep_society_command import KeepSocietyCommand
from .keep_society_command_type import KeepSocietyCommandType
from .keep_society_event import KeepSocietyEvent
from .keep_society_event_command_type_0 import KeepSocietyEventCommandType0
from .keep_society_event_data import KeepSocietyEventData
from .keep_society_event_data_command import KeepSocietyEventDataCommand
from .keep_society_event_type import KeepSocietyEventType
from .keys import Keys
from .knowledge_command import KnowledgeCommand
from .knowledge_command_regions_item import KnowledgeCommandRegionsItem
from .knowledge_command_type import KnowledgeCommandType
from .knowledge_event import KnowledgeEvent
from .knowledge_event_command_type_0 import KnowledgeEventCommandType0
from .knowledge_event_data import KnowledgeEventData
from .knowledge_event_data_command import KnowledgeEventDataCommand
from .knowledge_event_type import KnowledgeEventType
from .legal import Legal
from .list_games_status import ListGamesStatus
from .lobby import Lobby
from .lobby_games_item import LobbyGamesItem
from .meet_patron_command import MeetPatronCommand
from .meet_patron_command_type import MeetPatronCommandType
from .meet_patron_event import MeetPatronEvent
from .meet_patron_event_command_type_0 import MeetPatronEventCommandType0
from .meet_patron_event_data import MeetPatronEventData
from .meet_patron_event_data_command import MeetPatronEventDataCommand
from .meet_patron_event_type import MeetPatronEventType
from .organize_command import OrganizeCommand
from .organize_command_type import OrganizeCommandType
from .organize_event import OrganizeEvent
from .organize_event_command_type_0 import OrganizeEventCommandType0
from .organize_event_data import OrganizeEventData
from .organize_event_data_command import OrganizeEventDataCommand
from .organize_event_type import OrganizeEventType
from .pagination_metadata import PaginationMetadata
from .place_command import PlaceCommand
from .place_command_location import PlaceCommandLocation
from .place_command_type import PlaceCommandType
from .place_event import PlaceEvent
from .place_event_command_type_0 import PlaceEventCommandType0
from .place_event_data import PlaceEventData
from .place_event_data_command import PlaceEventDataCommand
from .place_event_type import PlaceEventType
from .player import Player
from .player_kind import PlayerKind
from .present_command import PresentCommand
from .present_command_type import PresentCommandType
from .present_event import PresentEvent
from .present_event_command_type_0 import PresentEventCommandType0
from .present_event_data import PresentEventData
from .present_event_data_command import PresentEventDataCommand
from .present_event_type import PresentEventType
from .published_key import PublishedKey
from .publisher_command import PublisherCommand
from .publisher_command_type import PublisherCommandType
from .publisher_event import PublisherEvent
from .publisher_event_command_type_0 import PublisherEventCommandType0
from .publisher_event_data import PublisherEventData
from .publisher_event_data_command import PublisherEventDataCommand
from .publisher_event_type import PublisherEventType
from .raise_expertise_command import RaiseExpertiseCommand
from .raise_expertise_command_type import RaiseExpertiseCommandType
from .raise_expertise_event import RaiseExpertiseEvent
from .raise_expertise_event_command_type_0 import RaiseExpertiseEventCommandType0
from .raise_expertise_event_data import RaiseExpertiseEventData
from .raise_expertise_event_data_command import RaiseExpertiseEventDataCommand
from .raise_expertise_event_type import RaiseExpertiseEventType
from .reserve_command import ReserveCommand
from .reserve_command_type import ReserveCommandType
from .reserve_draw_command import ReserveDrawCommand
from .reserve_draw_command_type import ReserveDrawCommandType
from .reserve_draw_event import ReserveDrawEvent
from .reserve_draw_event_command_type_0 import ReserveDrawEventCommandType0
from .reserve_draw_event_data import ReserveDrawEventData
from .reserve_draw_event_data_command import ReserveDrawEventDataCommand
from .reserve_draw_event_type import ReserveDrawEventType
from .reserve_event import ReserveEvent
from .reserve_event_command_type_0 import ReserveEventCommandType0
from .reserve_event_data import ReserveEventData
from .reserve_event_data_command import ReserveEventDataCommand
from .reserve_event_type import ReserveEventType
from .retrieve_disc_command import RetrieveDiscCommand
from .retrieve_disc_command_type import RetrieveDiscCommandType
from .retrieve_disc_event import RetrieveDiscEvent
from .retrieve_disc_event_command_type_0 import RetrieveDiscEventCommandType0
from .retrieve_disc_event_data import RetrieveDiscEventData
from .retrieve_disc_event_data_command import RetrieveDiscEventDataCommand
from .retrieve_disc_event_type import RetrieveDiscEventType
from .seat import Seat
from .seat_change import SeatChange
from .seat_change_seat import SeatChangeSeat
from .seat_clock import SeatClock
from .seat_control import SeatControl
from .seat_control_controller import SeatControlController
from .seat_key import SeatKey
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
from .sell_relic_command import SellRelicCommand
from .sell_relic_command_type import SellRelicCommandType
from .sell_relic_event import SellRelicEvent
from .sell_relic_event_command_type_0 import SellRelicEventCommandType0
from .sell_relic_event_data import SellRelicEventData
from .sell_relic_event_data_command import SellRelicEventDataCommand
from .sell_relic_event_type import SellRelicEventType
from .skip_action_command import SkipActionCommand
from .skip_action_command_type import SkipActionCommandType
from .skip_action_event import SkipActionEvent
from .skip_action_event_command_type_0 import SkipActionEventCommandType0
from .skip_action_event_data import SkipActionEventData
from .skip_action_event_data_command import SkipActionEventDataCommand
from .skip_action_event_type import SkipActionEventType
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
from .stream_events_response_200 import StreamEventsResponse200
from .stream_ticket import StreamTicket
from .study_relic_command import StudyRelicCommand
from .study_relic_command_type import StudyRelicCommandType
from .study_relic_event import StudyRelicEvent
from .study_relic_event_command_type_0 import StudyRelicEventCommandType0
from .study_relic_event_data import StudyRelicEventData
from .study_relic_event_data_command import StudyRelicEventDataCommand
from .study_relic_event_type import StudyRelicEventType
from .study_university_command import StudyUniversityCommand
from .study_university_command_regions_item import StudyUniversityCommandRegionsItem
from .study_university_command_type import StudyUniversityCommandType
from .study_university_event import StudyUniversityEvent
from .study_university_event_command_type_0 import StudyUniversityEventCommandType0
from .study_university_event_data import StudyUniversityEventData
from .study_university_event_data_command import StudyUniversityEventDataCommand
from .study_university_event_type import StudyUniversityEventType
from .take_favor_command import TakeFavorCommand
from .take_favor_command_type import TakeFavorCommandType
from .take_favor_event import TakeFavorEvent
from .take_favor_event_command_type_0 import TakeFavorEventCommandType0
from .take_favor_event_data import TakeFavorEventData
from .take_favor_event_data_command import TakeFavorEventDataCommand
from .take_favor_event_type import TakeFavorEventType
from .take_relic_command import TakeRelicCommand
from .take_relic_command_region import TakeRelicCommandRegion
from .take_relic_command_type import TakeRelicCommandType
from .take_relic_event import TakeRelicEvent
from .take_relic_event_command_type_0 import TakeRelicEventCommandType0
from .take_relic_event_data import TakeRelicEventData
from .take_relic_event_data_command import TakeRelicEventDataCommand
from .take_relic_event_type import TakeRelicEventType

__all__ = (
    "ActivateCommand",
    "ActivateCommandType",
    "ActivateEvent",
    "ActivateEventCommandType0",
    "ActivateEventData",
    "ActivateEventDataCommand",
    "ActivateEventType",
    "AssignExpertiseCommand",
    "AssignExpertiseCommandType",
    "AssignExpertiseEvent",
    "AssignExpertiseEventCommandType0",
    "AssignExpertiseEventData",
    "AssignExpertiseEventDataCommand",
    "AssignExpertiseEventType",
    "Audit",
    "AuditChecks",
    "AutomaTurnCommand",
    "AutomaTurnCommandType",
    "AutomaTurnEvent",
    "AutomaTurnEventCommandType0",
    "AutomaTurnEventData",
    "AutomaTurnEventDataCommand",
    "AutomaTurnEventType",
    "Bonus8Command",
    "Bonus8CommandPick",
    "Bonus8CommandType",
    "Bonus8Event",
    "Bonus8EventCommandType0",
    "Bonus8EventData",
    "Bonus8EventDataCommand",
    "Bonus8EventType",
    "Catalog",
    "CatalogCollections",
    "CatalogReferences",
    "CatalogTables",
    "CatalogViewReferences",
    "ChooseSideCommand",
    "ChooseSideCommandSide",
    "ChooseSideCommandType",
    "ChooseSideEvent",
    "ChooseSideEventCommandType0",
    "ChooseSideEventData",
    "ChooseSideEventDataCommand",
    "ChooseSideEventType",
    "ChooseStudyCommand",
    "ChooseStudyCommandType",
    "ChooseStudyEvent",
    "ChooseStudyEventCommandType0",
    "ChooseStudyEventData",
    "ChooseStudyEventDataCommand",
    "ChooseStudyEventType",
    "ClockChargedEvent",
    "ClockChargedEventCommandType0",
    "ClockChargedEventData",
    "ClockChargedEventType",
    "ClockOptions",
    "ClockOptionsKind",
    "ClockOptionsOnTimeout",
    "CommandResult",
    "CommandResultReceipt",
    "CreateGame",
    "CreateGameClockType1Type0",
    "CreateGameOptions",
    "CreatedGame",
    "DeclineCommand",
    "DeclineCommandType",
    "DeclineEvent",
    "DeclineEventCommandType0",
    "DeclineEventData",
    "DeclineEventDataCommand",
    "DeclineEventType",
    "DeepenCommand",
    "DeepenCommandType",
    "DeepenEvent",
    "DeepenEventCommandType0",
    "DeepenEventData",
    "DeepenEventDataCommand",
    "DeepenEventType",
    "DiscardCardCommand",
    "DiscardCardCommandType",
    "DiscardCardEvent",
    "DiscardCardEventCommandType0",
    "DiscardCardEventData",
    "DiscardCardEventDataCommand",
    "DiscardCardEventType",
    "DiscardExpeditionsCommand",
    "DiscardExpeditionsCommandType",
    "DiscardExpeditionsEvent",
    "DiscardExpeditionsEventCommandType0",
    "DiscardExpeditionsEventData",
    "DiscardExpeditionsEventDataCommand",
    "DiscardExpeditionsEventType",
    "DoneCommand",
    "DoneCommandType",
    "DoneEvent",
    "DoneEventCommandType0",
    "DoneEventData",
    "DoneEventDataCommand",
    "DoneEventType",
    "DrawRelicCommand",
    "DrawRelicCommandRegion",
    "DrawRelicCommandType",
    "DrawRelicEvent",
    "DrawRelicEventCommandType0",
    "DrawRelicEventData",
    "DrawRelicEventDataCommand",
    "DrawRelicEventType",
    "EndTurnCommand",
    "EndTurnCommandType",
    "EndTurnEvent",
    "EndTurnEventCommandType0",
    "EndTurnEventData",
    "EndTurnEventDataCommand",
    "EndTurnEventType",
    "Error",
    "ErrorBody",
    "ErrorBodyDetails",
    "Events",
    "ExhibitCommand",
    "ExhibitCommandType",
    "ExhibitEvent",
    "ExhibitEventCommandType0",
    "ExhibitEventData",
    "ExhibitEventDataCommand",
    "ExhibitEventType",
    "GainReputationCommand",
    "GainReputationCommandType",
    "GainReputationEvent",
    "GainReputationEventCommandType0",
    "GainReputationEventData",
    "GainReputationEventDataCommand",
    "GainReputationEventType",
    "Game",
    "GameClock",
    "GameClockType1Type0",
    "GameCreatedEvent",
    "GameCreatedEventCommandType0",
    "GameCreatedEventData",
    "GameCreatedEventDataOptions",
    "GameCreatedEventDataPlayersItem",
    "GameCreatedEventDataPlayersItemKind",
    "GameCreatedEventType",
    "GameFinishedEvent",
    "GameFinishedEventCommandType0",
    "GameFinishedEventData",
    "GameFinishedEventDataSeed",
    "GameFinishedEventType",
    "GamePlayersItem",
    "GameResult",
    "GameResultPlayersItem",
    "GameResultPlayersItemLinesItem",
    "GameResultType1Type0",
    "GameSetupEvent",
    "GameSetupEventCommandType0",
    "GameSetupEventData",
    "GameSetupEventDataAutoma",
    "GameSetupEventDataDeals",
    "GameSetupEventDataDealsAdditionalProperty",
    "GameSetupEventDataGalleryItem",
    "GameSetupEventDataPlayersItem",
    "GameSetupEventDataRoyalRequirements",
    "GameSetupEventDataRoyalSociety",
    "GameSetupEventDataSecret",
    "GameSetupEventDataSecretBags",
    "GameSetupEventDataSecretBloomsbury",
    "GameSetupEventType",
    "GameStatus",
    "HonorPatronCommand",
    "HonorPatronCommandType",
    "HonorPatronEvent",
    "HonorPatronEventCommandType0",
    "HonorPatronEventData",
    "HonorPatronEventDataCommand",
    "HonorPatronEventType",
    "KeepCardCommand",
    "KeepCardCommandType",
    "KeepCardEvent",
    "KeepCardEventCommandType0",
    "KeepCardEventData",
    "KeepCardEventDataCommand",
    "KeepCardEventType",
    "KeepPatronCommand",
    "KeepPatronCommandType",
    "KeepPatronEvent",
    "KeepPatronEventCommandType0",
    "KeepPatronEventData",
    "KeepPatronEventDataCommand",
    "KeepPatronEventType",
    "KeepRelicCommand",
    "KeepRelicCommandType",
    "KeepRelicEvent",
    "KeepRelicEventCommandType0",
    "KeepRelicEventData",
    "KeepRelicEventDataCommand",
    "KeepRelicEventType",
    "KeepSocietyCommand",
    "KeepSocietyCommandType",
    "KeepSocietyEvent",
    "KeepSocietyEventCommandType0",
    "KeepSocietyEventData",
    "KeepSocietyEventDataCommand",
    "KeepSocietyEventType",
    "Keys",
    "KnowledgeCommand",
    "KnowledgeCommandRegionsItem",
    "KnowledgeCommandType",
    "KnowledgeEvent",
    "KnowledgeEventCommandType0",
    "KnowledgeEventData",
    "KnowledgeEventDataCommand",
    "KnowledgeEventType",
    "Legal",
    "ListGamesStatus",
    "Lobby",
    "LobbyGamesItem",
    "MeetPatronCommand",
    "MeetPatronCommandType",
    "MeetPatronEvent",
    "MeetPatronEventCommandType0",
    "MeetPatronEventData",
    "MeetPatronEventDataCommand",
    "MeetPatronEventType",
    "OrganizeCommand",
    "OrganizeCommandType",
    "OrganizeEvent",
    "OrganizeEventCommandType0",
    "OrganizeEventData",
    "OrganizeEventDataCommand",
    "OrganizeEventType",
    "PaginationMetadata",
    "PlaceCommand",
    "PlaceCommandLocation",
    "PlaceCommandType",
    "PlaceEvent",
    "PlaceEventCommandType0",
    "PlaceEventData",
    "PlaceEventDataCommand",
    "PlaceEventType",
    "Player",
    "PlayerKind",
    "PresentCommand",
    "PresentCommandType",
    "PresentEvent",
    "PresentEventCommandType0",
    "PresentEventData",
    "PresentEventDataCommand",
    "PresentEventType",
    "PublishedKey",
    "PublisherCommand",
    "PublisherCommandType",
    "PublisherEvent",
    "PublisherEventCommandType0",
    "PublisherEventData",
    "PublisherEventDataCommand",
    "PublisherEventType",
    "RaiseExpertiseCommand",
    "RaiseExpertiseCommandType",
    "RaiseExpertiseEvent",
    "RaiseExpertiseEventCommandType0",
    "RaiseExpertiseEventData",
    "RaiseExpertiseEventDataCommand",
    "RaiseExpertiseEventType",
    "ReserveCommand",
    "ReserveCommandType",
    "ReserveDrawCommand",
    "ReserveDrawCommandType",
    "ReserveDrawEvent",
    "ReserveDrawEventCommandType0",
    "ReserveDrawEventData",
    "ReserveDrawEventDataCommand",
    "ReserveDrawEventType",
    "ReserveEvent",
    "ReserveEventCommandType0",
    "ReserveEventData",
    "ReserveEventDataCommand",
    "ReserveEventType",
    "RetrieveDiscCommand",
    "RetrieveDiscCommandType",
    "RetrieveDiscEvent",
    "RetrieveDiscEventCommandType0",
    "RetrieveDiscEventData",
    "RetrieveDiscEventDataCommand",
    "RetrieveDiscEventType",
    "Seat",
    "SeatChange",
    "SeatChangeSeat",
    "SeatClock",
    "SeatControl",
    "SeatControlController",
    "SeatKey",
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
    "SellRelicCommand",
    "SellRelicCommandType",
    "SellRelicEvent",
    "SellRelicEventCommandType0",
    "SellRelicEventData",
    "SellRelicEventDataCommand",
    "SellRelicEventType",
    "SkipActionCommand",
    "SkipActionCommandType",
    "SkipActionEvent",
    "SkipActionEventCommandType0",
    "SkipActionEventData",
    "SkipActionEventDataCommand",
    "SkipActionEventType",
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
    "StreamEventsResponse200",
    "StreamTicket",
    "StudyRelicCommand",
    "StudyRelicCommandType",
    "StudyRelicEvent",
    "StudyRelicEventCommandType0",
    "StudyRelicEventData",
    "StudyRelicEventDataCommand",
    "StudyRelicEventType",
    "StudyUniversityCommand",
    "StudyUniversityCommandRegionsItem",
    "StudyUniversityCommandType",
    "StudyUniversityEvent",
    "StudyUniversityEventCommandType0",
    "StudyUniversityEventData",
    "StudyUniversityEventDataCommand",
    "StudyUniversityEventType",
    "TakeFavorCommand",
    "TakeFavorCommandType",
    "TakeFavorEvent",
    "TakeFavorEventCommandType0",
    "TakeFavorEventData",
    "TakeFavorEventDataCommand",
    "TakeFavorEventType",
    "TakeRelicCommand",
    "TakeRelicCommandRegion",
    "TakeRelicCommandType",
    "TakeRelicEvent",
    "TakeRelicEventCommandType0",
    "TakeRelicEventData",
    "TakeRelicEventDataCommand",
    "TakeRelicEventType",
)
