""" Contains all the data models used in inputs/outputs """

from .accept import Accept
from .act import Act
from .add_bot import AddBot
from .add_bot_level import AddBotLevel
from .admin_member import AdminMember
from .admin_table import AdminTable
from .app_change import AppChange
from .app_change_free_chat_type_0 import AppChangeFreeChatType0
from .app_info import AppInfo
from .app_info_free_chat import AppInfoFreeChat
from .attempt import Attempt
from .attribute import Attribute
from .attribute_face import AttributeFace
from .attribute_symbol import AttributeSymbol
from .audit_entry import AuditEntry
from .audit_entry_detail import AuditEntryDetail
from .ban import Ban
from .ban_reason import BanReason
from .board_place import BoardPlace
from .bye_info import ByeInfo
from .call_direction import CallDirection
from .call_direction_direction import CallDirectionDirection
from .call_direction_type import CallDirectionType
from .cancel_reason import CancelReason
from .card_face import CardFace
from .catalogue import Catalogue
from .catalogue_entry import CatalogueEntry
from .cell_view import CellView
from .cell_view_colour_type_1 import CellViewColourType1
from .cell_view_colour_type_2_type_1 import CellViewColourType2Type1
from .cell_view_colour_type_3_type_1 import CellViewColourType3Type1
from .change_colour import ChangeColour
from .change_colour_colour import ChangeColourColour
from .change_colour_type import ChangeColourType
from .chat import Chat
from .chat_message import ChatMessage
from .chat_message_role import ChatMessageRole
from .chat_message_to import ChatMessageTo
from .chat_report import ChatReport
from .chat_report_page import ChatReportPage
from .chat_report_reason import ChatReportReason
from .circle import Circle
from .comeback import Comeback
from .comeback_type import ComebackType
from .create_karta_3_table import CreateKarta3Table
from .create_karta_3_table_bots_item import CreateKarta3TableBotsItem
from .create_karta_3_table_game import CreateKarta3TableGame
from .create_karta_3_table_visibility import CreateKarta3TableVisibility
from .create_rutas_table import CreateRutasTable
from .create_rutas_table_bots_item import CreateRutasTableBotsItem
from .create_rutas_table_game import CreateRutasTableGame
from .create_rutas_table_visibility import CreateRutasTableVisibility
from .create_tres_table import CreateTresTable
from .create_tres_table_bots_item import CreateTresTableBotsItem
from .create_tres_table_game import CreateTresTableGame
from .create_tres_table_visibility import CreateTresTableVisibility
from .created_key import CreatedKey
from .created_player import CreatedPlayer
from .created_table import CreatedTable
from .deadline import Deadline
from .deletion import Deletion
from .discard import Discard
from .discard_type import DiscardType
from .dissolve import Dissolve
from .dissolve_type import DissolveType
from .draw import Draw
from .draw_four import DrawFour
from .draw_four_type import DrawFourType
from .draw_type import DrawType
from .earthquake import Earthquake
from .earthquake_type import EarthquakeType
from .emote_message import EmoteMessage
from .emote_message_emote import EmoteMessageEmote
from .emote_message_kind import EmoteMessageKind
from .endpoint_change import EndpointChange
from .endpoint_change_event_types_type_0_item import EndpointChangeEventTypesType0Item
from .endpoint_info import EndpointInfo
from .endpoint_with_secret import EndpointWithSecret
from .entry_info import EntryInfo
from .events_page import EventsPage
from .exchange import Exchange
from .exchange_type import ExchangeType
from .friend_entry import FriendEntry
from .friends import Friends
from .game_info import GameInfo
from .game_record import GameRecord
from .game_record_header import GameRecordHeader
from .game_record_header_options import GameRecordHeaderOptions
from .game_record_header_status import GameRecordHeaderStatus
from .game_record_options import GameRecordOptions
from .game_record_status import GameRecordStatus
from .game_stats import GameStats
from .handled import Handled
from .health import Health
from .health_redis_type_1 import HealthRedisType1
from .health_redis_type_2_type_1 import HealthRedisType2Type1
from .health_redis_type_3_type_1 import HealthRedisType3Type1
from .hint import Hint
from .history_entry import HistoryEntry
from .history_page import HistoryPage
from .identity import Identity
from .identity_kind import IdentityKind
from .inbox import Inbox
from .inbox_state import InboxState
from .invitation import Invitation
from .invite import Invite
from .invited import Invited
from .invited_answer import InvitedAnswer
from .join_table import JoinTable
from .joined_table import JoinedTable
from .jwt_info import JwtInfo
from .jwt_settings import JwtSettings
from .karta_3_card_chosen_event import Karta3CardChosenEvent
from .karta_3_card_chosen_event_data import Karta3CardChosenEventData
from .karta_3_card_drawn_event import Karta3CardDrawnEvent
from .karta_3_card_drawn_event_data import Karta3CardDrawnEventData
from .karta_3_card_played_event import Karta3CardPlayedEvent
from .karta_3_card_played_event_data import Karta3CardPlayedEventData
from .karta_3_card_played_event_data_direction import Karta3CardPlayedEventDataDirection
from .karta_3_cards_dealt_event import Karta3CardsDealtEvent
from .karta_3_cards_dealt_event_data import Karta3CardsDealtEventData
from .karta_3_central_revealed_event import Karta3CentralRevealedEvent
from .karta_3_central_revealed_event_data import Karta3CentralRevealedEventData
from .karta_3_direction_chosen_event import Karta3DirectionChosenEvent
from .karta_3_direction_chosen_event_data import Karta3DirectionChosenEventData
from .karta_3_direction_chosen_event_data_direction import Karta3DirectionChosenEventDataDirection
from .karta_3_game_over_event import Karta3GameOverEvent
from .karta_3_game_over_event_data import Karta3GameOverEventData
from .karta_3_options import Karta3Options
from .karta_3_options_deck import Karta3OptionsDeck
from .karta_3_options_turn_seconds import Karta3OptionsTurnSeconds
from .karta_3_round_resolved_event import Karta3RoundResolvedEvent
from .karta_3_round_resolved_event_data import Karta3RoundResolvedEventData
from .karta_3_tiebreak_started_event import Karta3TiebreakStartedEvent
from .karta_3_tiebreak_started_event_data import Karta3TiebreakStartedEventData
from .karta_3_view import Karta3View
from .karta_3_view_direction_type_1 import Karta3ViewDirectionType1
from .karta_3_view_direction_type_2_type_1 import Karta3ViewDirectionType2Type1
from .karta_3_view_direction_type_3_type_1 import Karta3ViewDirectionType3Type1
from .karta_3_view_phase import Karta3ViewPhase
from .key_info import KeyInfo
from .last_round import LastRound
from .last_round_direction import LastRoundDirection
from .leaderboard import Leaderboard
from .leaderboard_entry import LeaderboardEntry
from .legal_actions import LegalActions
from .limits import Limits
from .list_tables_as_operator_status import ListTablesAsOperatorStatus
from .list_tournaments_status_type_1 import ListTournamentsStatusType1
from .list_tournaments_status_type_2_type_1 import ListTournamentsStatusType2Type1
from .list_tournaments_status_type_3_type_1 import ListTournamentsStatusType3Type1
from .lobby_page import LobbyPage
from .logged_deletion import LoggedDeletion
from .logged_event import LoggedEvent
from .logged_event_data import LoggedEventData
from .logged_event_private import LoggedEventPrivate
from .logged_event_private_additional_property import LoggedEventPrivateAdditionalProperty
from .logged_move import LoggedMove
from .me import Me
from .me_kind import MeKind
from .minus_four import MinusFour
from .minus_four_type import MinusFourType
from .my_invitations import MyInvitations
from .new_app import NewApp
from .new_app_free_chat import NewAppFreeChat
from .new_endpoint import NewEndpoint
from .new_endpoint_event_types_item import NewEndpointEventTypesItem
from .new_key import NewKey
from .new_key_scopes_item import NewKeyScopesItem
from .new_player import NewPlayer
from .new_report import NewReport
from .new_report_reason import NewReportReason
from .new_token import NewToken
from .new_tournament import NewTournament
from .new_tournament_options import NewTournamentOptions
from .notification import Notification
from .notification_kind import NotificationKind
from .open_lobby import OpenLobby
from .open_lobby_options import OpenLobbyOptions
from .option_info import OptionInfo
from .outcome import Outcome
from .outcome_details import OutcomeDetails
from .pair_view import PairView
from .pair_view_status import PairViewStatus
from .pass_ import Pass
from .pass_type import PassType
from .pending_choice import PendingChoice
from .pending_choice_direction_type_1 import PendingChoiceDirectionType1
from .pending_choice_direction_type_2_type_1 import PendingChoiceDirectionType2Type1
from .pending_choice_direction_type_3_type_1 import PendingChoiceDirectionType3Type1
from .pending_view import PendingView
from .pending_view_colour_type_1 import PendingViewColourType1
from .pending_view_colour_type_2_type_1 import PendingViewColourType2Type1
from .pending_view_colour_type_3_type_1 import PendingViewColourType3Type1
from .place import Place
from .place_type import PlaceType
from .play import Play
from .play_card import PlayCard
from .play_card_direction_type_0 import PlayCardDirectionType0
from .play_card_type import PlayCardType
from .play_type import PlayType
from .played_card import PlayedCard
from .player_details import PlayerDetails
from .player_export_audited import PlayerExportAudited
from .player_export_audited_profile import PlayerExportAuditedProfile
from .player_export_audited_statistics import PlayerExportAuditedStatistics
from .player_search import PlayerSearch
from .player_summary import PlayerSummary
from .player_summary_kind import PlayerSummaryKind
from .presence import Presence
from .presence_state import PresenceState
from .problem import Problem
from .problem_checks_type_0 import ProblemChecksType0
from .problem_errors_type_0_item import ProblemErrorsType0Item
from .public_profile import PublicProfile
from .quick import Quick
from .quick_kind import QuickKind
from .quick_phrase import QuickPhrase
from .quick_play_karta_3 import QuickPlayKarta3
from .quick_play_karta_3_game import QuickPlayKarta3Game
from .quick_play_rutas import QuickPlayRutas
from .quick_play_rutas_game import QuickPlayRutasGame
from .quick_play_tres import QuickPlayTres
from .quick_play_tres_game import QuickPlayTresGame
from .quick_seat import QuickSeat
from .rating_change import RatingChange
from .rating_held import RatingHeld
from .record_move import RecordMove
from .record_move_action_type_0 import RecordMoveActionType0
from .record_move_source import RecordMoveSource
from .record_seat import RecordSeat
from .record_seat_bot_level_type_1 import RecordSeatBotLevelType1
from .record_seat_bot_level_type_2_type_1 import RecordSeatBotLevelType2Type1
from .record_seat_bot_level_type_3_type_1 import RecordSeatBotLevelType3Type1
from .record_seat_kind import RecordSeatKind
from .rematch_seat import RematchSeat
from .rename import Rename
from .replay import Replay
from .replayed import Replayed
from .report_receipt import ReportReceipt
from .report_receipt_reason import ReportReceiptReason
from .reporter import Reporter
from .reporter_role import ReporterRole
from .reset import Reset
from .reset_type import ResetType
from .resign import Resign
from .resign_type import ResignType
from .return_cards import ReturnCards
from .return_cards_type import ReturnCardsType
from .rotation import Rotation
from .route_view import RouteView
from .route_view_direction_type_1 import RouteViewDirectionType1
from .route_view_direction_type_2_type_1 import RouteViewDirectionType2Type1
from .route_view_direction_type_3_type_1 import RouteViewDirectionType3Type1
from .rutas_card_view import RutasCardView
from .rutas_dealt_event import RutasDealtEvent
from .rutas_dealt_event_data import RutasDealtEventData
from .rutas_discarded_event import RutasDiscardedEvent
from .rutas_discarded_event_data import RutasDiscardedEventData
from .rutas_dissolved_event import RutasDissolvedEvent
from .rutas_dissolved_event_data import RutasDissolvedEventData
from .rutas_drew_event import RutasDrewEvent
from .rutas_drew_event_data import RutasDrewEventData
from .rutas_ended_event import RutasEndedEvent
from .rutas_ended_event_data import RutasEndedEventData
from .rutas_first_player_event import RutasFirstPlayerEvent
from .rutas_first_player_event_data import RutasFirstPlayerEventData
from .rutas_options import RutasOptions
from .rutas_options_time_control import RutasOptionsTimeControl
from .rutas_played_event import RutasPlayedEvent
from .rutas_played_event_data import RutasPlayedEventData
from .rutas_removed_event import RutasRemovedEvent
from .rutas_removed_event_data import RutasRemovedEventData
from .rutas_reshuffled_event import RutasReshuffledEvent
from .rutas_reshuffled_event_data import RutasReshuffledEventData
from .rutas_resigned_event import RutasResignedEvent
from .rutas_resigned_event_data import RutasResignedEventData
from .rutas_sales_event import RutasSalesEvent
from .rutas_sales_event_data import RutasSalesEventData
from .rutas_view import RutasView
from .seal import Seal
from .seal_type import SealType
from .seat_clock import SeatClock
from .seat_info import SeatInfo
from .seat_info_bot_level_type_1 import SeatInfoBotLevelType1
from .seat_info_bot_level_type_2_type_1 import SeatInfoBotLevelType2Type1
from .seat_info_bot_level_type_3_type_1 import SeatInfoBotLevelType3Type1
from .seat_info_kind import SeatInfoKind
from .seat_view import SeatView
from .seats_range_karta_3 import SeatsRangeKarta3
from .seats_range_rutas import SeatsRangeRutas
from .seats_range_tres import SeatsRangeTres
from .seats_wanted import SeatsWanted
from .sent_message import SentMessage
from .since import Since
from .slot_view import SlotView
from .standing_row import StandingRow
from .started_seat import StartedSeat
from .steal import Steal
from .steal_type import StealType
from .step_record import StepRecord
from .stream_events import StreamEvents
from .swap_hands import SwapHands
from .swap_hands_type import SwapHandsType
from .table_bot_added_event import TableBotAddedEvent
from .table_bot_added_event_data import TableBotAddedEventData
from .table_bot_move_overdue_event import TableBotMoveOverdueEvent
from .table_bot_move_overdue_event_data import TableBotMoveOverdueEventData
from .table_bot_removed_event import TableBotRemovedEvent
from .table_bot_removed_event_data import TableBotRemovedEventData
from .table_game_aborted_event import TableGameAbortedEvent
from .table_game_aborted_event_data import TableGameAbortedEventData
from .table_game_over_event import TableGameOverEvent
from .table_game_over_event_data import TableGameOverEventData
from .table_game_started_event import TableGameStartedEvent
from .table_game_started_event_data import TableGameStartedEventData
from .table_host_changed_event import TableHostChangedEvent
from .table_host_changed_event_data import TableHostChangedEventData
from .table_invitations import TableInvitations
from .table_player_joined_event import TablePlayerJoinedEvent
from .table_player_joined_event_data import TablePlayerJoinedEventData
from .table_player_left_event import TablePlayerLeftEvent
from .table_player_left_event_data import TablePlayerLeftEventData
from .table_result_info import TableResultInfo
from .table_seat import TableSeat
from .table_seat_forfeited_event import TableSeatForfeitedEvent
from .table_seat_forfeited_event_data import TableSeatForfeitedEventData
from .table_settings_changed_event import TableSettingsChangedEvent
from .table_settings_changed_event_data import TableSettingsChangedEventData
from .table_summary import TableSummary
from .table_table_cancelled_event import TableTableCancelledEvent
from .table_table_cancelled_event_data import TableTableCancelledEventData
from .table_turn_timed_out_event import TableTurnTimedOutEvent
from .table_turn_timed_out_event_data import TableTurnTimedOutEventData
from .table_view import TableView
from .table_view_options import TableViewOptions
from .table_view_status import TableViewStatus
from .table_view_visibility import TableViewVisibility
from .text import Text
from .text_kind import TextKind
from .tournament_info import TournamentInfo
from .tournament_info_format import TournamentInfoFormat
from .tournament_info_options import TournamentInfoOptions
from .tournament_info_status import TournamentInfoStatus
from .tournament_invitation import TournamentInvitation
from .tournament_invitations import TournamentInvitations
from .tournament_list import TournamentList
from .tournament_seat import TournamentSeat
from .tournament_settings import TournamentSettings
from .tournament_settings_format import TournamentSettingsFormat
from .tournament_stream_event import TournamentStreamEvent
from .tournament_stream_event_data import TournamentStreamEventData
from .tournament_stream_event_type import TournamentStreamEventType
from .tournament_summary import TournamentSummary
from .tournament_summary_format import TournamentSummaryFormat
from .tournament_summary_status import TournamentSummaryStatus
from .tournament_table import TournamentTable
from .tournament_tag import TournamentTag
from .tres_card_view import TresCardView
from .tres_card_view_colour_type_1 import TresCardViewColourType1
from .tres_card_view_colour_type_2_type_1 import TresCardViewColourType2Type1
from .tres_card_view_colour_type_3_type_1 import TresCardViewColourType3Type1
from .tres_centre_event import TresCentreEvent
from .tres_centre_event_data import TresCentreEventData
from .tres_dealt_event import TresDealtEvent
from .tres_dealt_event_data import TresDealtEventData
from .tres_discarded_event import TresDiscardedEvent
from .tres_discarded_event_data import TresDiscardedEventData
from .tres_drew_event import TresDrewEvent
from .tres_drew_event_data import TresDrewEventData
from .tres_earthquake_event import TresEarthquakeEvent
from .tres_earthquake_event_data import TresEarthquakeEventData
from .tres_eliminated_event import TresEliminatedEvent
from .tres_eliminated_event_data import TresEliminatedEventData
from .tres_foul_event import TresFoulEvent
from .tres_foul_event_data import TresFoulEventData
from .tres_game_over_event import TresGameOverEvent
from .tres_game_over_event_data import TresGameOverEventData
from .tres_hands_swapped_event import TresHandsSwappedEvent
from .tres_hands_swapped_event_data import TresHandsSwappedEventData
from .tres_options import TresOptions
from .tres_options_turn_seconds import TresOptionsTurnSeconds
from .tres_passed_event import TresPassedEvent
from .tres_passed_event_data import TresPassedEventData
from .tres_placed_event import TresPlacedEvent
from .tres_placed_event_data import TresPlacedEventData
from .tres_played_event import TresPlayedEvent
from .tres_played_event_data import TresPlayedEventData
from .tres_played_event_data_play import TresPlayedEventDataPlay
from .tres_returned_event import TresReturnedEvent
from .tres_returned_event_data import TresReturnedEventData
from .tres_returned_to_game_event import TresReturnedToGameEvent
from .tres_returned_to_game_event_data import TresReturnedToGameEventData
from .tres_reversed_event import TresReversedEvent
from .tres_reversed_event_data import TresReversedEventData
from .tres_reversed_event_data_direction import TresReversedEventDataDirection
from .tres_skipped_event import TresSkippedEvent
from .tres_skipped_event_data import TresSkippedEventData
from .tres_stolen_event import TresStolenEvent
from .tres_stolen_event_data import TresStolenEventData
from .tres_to_deck_event import TresToDeckEvent
from .tres_to_deck_event_data import TresToDeckEventData
from .tres_tres_event import TresTresEvent
from .tres_tres_event_data import TresTresEventData
from .tres_turn_event import TresTurnEvent
from .tres_turn_event_data import TresTurnEventData
from .tres_view import TresView
from .tres_view_direction import TresViewDirection
from .twist_line import TwistLine
from .twist_line_type import TwistLineType
from .twist_stack import TwistStack
from .twist_stack_type import TwistStackType
from .unseal import Unseal
from .unseal_type import UnsealType
from .update_karta_3_table import UpdateKarta3Table
from .update_karta_3_table_game import UpdateKarta3TableGame
from .update_rutas_table import UpdateRutasTable
from .update_rutas_table_game import UpdateRutasTableGame
from .update_tres_table import UpdateTresTable
from .update_tres_table_game import UpdateTresTableGame
from .written_message import WrittenMessage
from .you import You
from .you_role import YouRole

__all__ = (
    "Accept",
    "Act",
    "AddBot",
    "AddBotLevel",
    "AdminMember",
    "AdminTable",
    "AppChange",
    "AppChangeFreeChatType0",
    "AppInfo",
    "AppInfoFreeChat",
    "Attempt",
    "Attribute",
    "AttributeFace",
    "AttributeSymbol",
    "AuditEntry",
    "AuditEntryDetail",
    "Ban",
    "BanReason",
    "BoardPlace",
    "ByeInfo",
    "CallDirection",
    "CallDirectionDirection",
    "CallDirectionType",
    "CancelReason",
    "CardFace",
    "Catalogue",
    "CatalogueEntry",
    "CellView",
    "CellViewColourType1",
    "CellViewColourType2Type1",
    "CellViewColourType3Type1",
    "ChangeColour",
    "ChangeColourColour",
    "ChangeColourType",
    "Chat",
    "ChatMessage",
    "ChatMessageRole",
    "ChatMessageTo",
    "ChatReport",
    "ChatReportPage",
    "ChatReportReason",
    "Circle",
    "Comeback",
    "ComebackType",
    "CreatedKey",
    "CreatedPlayer",
    "CreatedTable",
    "CreateKarta3Table",
    "CreateKarta3TableBotsItem",
    "CreateKarta3TableGame",
    "CreateKarta3TableVisibility",
    "CreateRutasTable",
    "CreateRutasTableBotsItem",
    "CreateRutasTableGame",
    "CreateRutasTableVisibility",
    "CreateTresTable",
    "CreateTresTableBotsItem",
    "CreateTresTableGame",
    "CreateTresTableVisibility",
    "Deadline",
    "Deletion",
    "Discard",
    "DiscardType",
    "Dissolve",
    "DissolveType",
    "Draw",
    "DrawFour",
    "DrawFourType",
    "DrawType",
    "Earthquake",
    "EarthquakeType",
    "EmoteMessage",
    "EmoteMessageEmote",
    "EmoteMessageKind",
    "EndpointChange",
    "EndpointChangeEventTypesType0Item",
    "EndpointInfo",
    "EndpointWithSecret",
    "EntryInfo",
    "EventsPage",
    "Exchange",
    "ExchangeType",
    "FriendEntry",
    "Friends",
    "GameInfo",
    "GameRecord",
    "GameRecordHeader",
    "GameRecordHeaderOptions",
    "GameRecordHeaderStatus",
    "GameRecordOptions",
    "GameRecordStatus",
    "GameStats",
    "Handled",
    "Health",
    "HealthRedisType1",
    "HealthRedisType2Type1",
    "HealthRedisType3Type1",
    "Hint",
    "HistoryEntry",
    "HistoryPage",
    "Identity",
    "IdentityKind",
    "Inbox",
    "InboxState",
    "Invitation",
    "Invite",
    "Invited",
    "InvitedAnswer",
    "JoinedTable",
    "JoinTable",
    "JwtInfo",
    "JwtSettings",
    "Karta3CardChosenEvent",
    "Karta3CardChosenEventData",
    "Karta3CardDrawnEvent",
    "Karta3CardDrawnEventData",
    "Karta3CardPlayedEvent",
    "Karta3CardPlayedEventData",
    "Karta3CardPlayedEventDataDirection",
    "Karta3CardsDealtEvent",
    "Karta3CardsDealtEventData",
    "Karta3CentralRevealedEvent",
    "Karta3CentralRevealedEventData",
    "Karta3DirectionChosenEvent",
    "Karta3DirectionChosenEventData",
    "Karta3DirectionChosenEventDataDirection",
    "Karta3GameOverEvent",
    "Karta3GameOverEventData",
    "Karta3Options",
    "Karta3OptionsDeck",
    "Karta3OptionsTurnSeconds",
    "Karta3RoundResolvedEvent",
    "Karta3RoundResolvedEventData",
    "Karta3TiebreakStartedEvent",
    "Karta3TiebreakStartedEventData",
    "Karta3View",
    "Karta3ViewDirectionType1",
    "Karta3ViewDirectionType2Type1",
    "Karta3ViewDirectionType3Type1",
    "Karta3ViewPhase",
    "KeyInfo",
    "LastRound",
    "LastRoundDirection",
    "Leaderboard",
    "LeaderboardEntry",
    "LegalActions",
    "Limits",
    "ListTablesAsOperatorStatus",
    "ListTournamentsStatusType1",
    "ListTournamentsStatusType2Type1",
    "ListTournamentsStatusType3Type1",
    "LobbyPage",
    "LoggedDeletion",
    "LoggedEvent",
    "LoggedEventData",
    "LoggedEventPrivate",
    "LoggedEventPrivateAdditionalProperty",
    "LoggedMove",
    "Me",
    "MeKind",
    "MinusFour",
    "MinusFourType",
    "MyInvitations",
    "NewApp",
    "NewAppFreeChat",
    "NewEndpoint",
    "NewEndpointEventTypesItem",
    "NewKey",
    "NewKeyScopesItem",
    "NewPlayer",
    "NewReport",
    "NewReportReason",
    "NewToken",
    "NewTournament",
    "NewTournamentOptions",
    "Notification",
    "NotificationKind",
    "OpenLobby",
    "OpenLobbyOptions",
    "OptionInfo",
    "Outcome",
    "OutcomeDetails",
    "PairView",
    "PairViewStatus",
    "Pass",
    "PassType",
    "PendingChoice",
    "PendingChoiceDirectionType1",
    "PendingChoiceDirectionType2Type1",
    "PendingChoiceDirectionType3Type1",
    "PendingView",
    "PendingViewColourType1",
    "PendingViewColourType2Type1",
    "PendingViewColourType3Type1",
    "Place",
    "PlaceType",
    "Play",
    "PlayCard",
    "PlayCardDirectionType0",
    "PlayCardType",
    "PlayedCard",
    "PlayerDetails",
    "PlayerExportAudited",
    "PlayerExportAuditedProfile",
    "PlayerExportAuditedStatistics",
    "PlayerSearch",
    "PlayerSummary",
    "PlayerSummaryKind",
    "PlayType",
    "Presence",
    "PresenceState",
    "Problem",
    "ProblemChecksType0",
    "ProblemErrorsType0Item",
    "PublicProfile",
    "Quick",
    "QuickKind",
    "QuickPhrase",
    "QuickPlayKarta3",
    "QuickPlayKarta3Game",
    "QuickPlayRutas",
    "QuickPlayRutasGame",
    "QuickPlayTres",
    "QuickPlayTresGame",
    "QuickSeat",
    "RatingChange",
    "RatingHeld",
    "RecordMove",
    "RecordMoveActionType0",
    "RecordMoveSource",
    "RecordSeat",
    "RecordSeatBotLevelType1",
    "RecordSeatBotLevelType2Type1",
    "RecordSeatBotLevelType3Type1",
    "RecordSeatKind",
    "RematchSeat",
    "Rename",
    "Replay",
    "Replayed",
    "Reporter",
    "ReporterRole",
    "ReportReceipt",
    "ReportReceiptReason",
    "Reset",
    "ResetType",
    "Resign",
    "ResignType",
    "ReturnCards",
    "ReturnCardsType",
    "Rotation",
    "RouteView",
    "RouteViewDirectionType1",
    "RouteViewDirectionType2Type1",
    "RouteViewDirectionType3Type1",
    "RutasCardView",
    "RutasDealtEvent",
    "RutasDealtEventData",
    "RutasDiscardedEvent",
    "RutasDiscardedEventData",
    "RutasDissolvedEvent",
    "RutasDissolvedEventData",
    "RutasDrewEvent",
    "RutasDrewEventData",
    "RutasEndedEvent",
    "RutasEndedEventData",
    "RutasFirstPlayerEvent",
    "RutasFirstPlayerEventData",
    "RutasOptions",
    "RutasOptionsTimeControl",
    "RutasPlayedEvent",
    "RutasPlayedEventData",
    "RutasRemovedEvent",
    "RutasRemovedEventData",
    "RutasReshuffledEvent",
    "RutasReshuffledEventData",
    "RutasResignedEvent",
    "RutasResignedEventData",
    "RutasSalesEvent",
    "RutasSalesEventData",
    "RutasView",
    "Seal",
    "SealType",
    "SeatClock",
    "SeatInfo",
    "SeatInfoBotLevelType1",
    "SeatInfoBotLevelType2Type1",
    "SeatInfoBotLevelType3Type1",
    "SeatInfoKind",
    "SeatsRangeKarta3",
    "SeatsRangeRutas",
    "SeatsRangeTres",
    "SeatsWanted",
    "SeatView",
    "SentMessage",
    "Since",
    "SlotView",
    "StandingRow",
    "StartedSeat",
    "Steal",
    "StealType",
    "StepRecord",
    "StreamEvents",
    "SwapHands",
    "SwapHandsType",
    "TableBotAddedEvent",
    "TableBotAddedEventData",
    "TableBotMoveOverdueEvent",
    "TableBotMoveOverdueEventData",
    "TableBotRemovedEvent",
    "TableBotRemovedEventData",
    "TableGameAbortedEvent",
    "TableGameAbortedEventData",
    "TableGameOverEvent",
    "TableGameOverEventData",
    "TableGameStartedEvent",
    "TableGameStartedEventData",
    "TableHostChangedEvent",
    "TableHostChangedEventData",
    "TableInvitations",
    "TablePlayerJoinedEvent",
    "TablePlayerJoinedEventData",
    "TablePlayerLeftEvent",
    "TablePlayerLeftEventData",
    "TableResultInfo",
    "TableSeat",
    "TableSeatForfeitedEvent",
    "TableSeatForfeitedEventData",
    "TableSettingsChangedEvent",
    "TableSettingsChangedEventData",
    "TableSummary",
    "TableTableCancelledEvent",
    "TableTableCancelledEventData",
    "TableTurnTimedOutEvent",
    "TableTurnTimedOutEventData",
    "TableView",
    "TableViewOptions",
    "TableViewStatus",
    "TableViewVisibility",
    "Text",
    "TextKind",
    "TournamentInfo",
    "TournamentInfoFormat",
    "TournamentInfoOptions",
    "TournamentInfoStatus",
    "TournamentInvitation",
    "TournamentInvitations",
    "TournamentList",
    "TournamentSeat",
    "TournamentSettings",
    "TournamentSettingsFormat",
    "TournamentStreamEvent",
    "TournamentStreamEventData",
    "TournamentStreamEventType",
    "TournamentSummary",
    "TournamentSummaryFormat",
    "TournamentSummaryStatus",
    "TournamentTable",
    "TournamentTag",
    "TresCardView",
    "TresCardViewColourType1",
    "TresCardViewColourType2Type1",
    "TresCardViewColourType3Type1",
    "TresCentreEvent",
    "TresCentreEventData",
    "TresDealtEvent",
    "TresDealtEventData",
    "TresDiscardedEvent",
    "TresDiscardedEventData",
    "TresDrewEvent",
    "TresDrewEventData",
    "TresEarthquakeEvent",
    "TresEarthquakeEventData",
    "TresEliminatedEvent",
    "TresEliminatedEventData",
    "TresFoulEvent",
    "TresFoulEventData",
    "TresGameOverEvent",
    "TresGameOverEventData",
    "TresHandsSwappedEvent",
    "TresHandsSwappedEventData",
    "TresOptions",
    "TresOptionsTurnSeconds",
    "TresPassedEvent",
    "TresPassedEventData",
    "TresPlacedEvent",
    "TresPlacedEventData",
    "TresPlayedEvent",
    "TresPlayedEventData",
    "TresPlayedEventDataPlay",
    "TresReturnedEvent",
    "TresReturnedEventData",
    "TresReturnedToGameEvent",
    "TresReturnedToGameEventData",
    "TresReversedEvent",
    "TresReversedEventData",
    "TresReversedEventDataDirection",
    "TresSkippedEvent",
    "TresSkippedEventData",
    "TresStolenEvent",
    "TresStolenEventData",
    "TresToDeckEvent",
    "TresToDeckEventData",
    "TresTresEvent",
    "TresTresEventData",
    "TresTurnEvent",
    "TresTurnEventData",
    "TresView",
    "TresViewDirection",
    "TwistLine",
    "TwistLineType",
    "TwistStack",
    "TwistStackType",
    "Unseal",
    "UnsealType",
    "UpdateKarta3Table",
    "UpdateKarta3TableGame",
    "UpdateRutasTable",
    "UpdateRutasTableGame",
    "UpdateTresTable",
    "UpdateTresTableGame",
    "WrittenMessage",
    "You",
    "YouRole",
)
