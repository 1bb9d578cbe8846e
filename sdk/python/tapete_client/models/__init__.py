""" Contains all the data models used in inputs/outputs """

from .act import Act
from .add_bot import AddBot
from .add_bot_level import AddBotLevel
from .attribute import Attribute
from .attribute_face import AttributeFace
from .attribute_symbol import AttributeSymbol
from .call_direction import CallDirection
from .call_direction_direction import CallDirectionDirection
from .call_direction_type import CallDirectionType
from .card_face import CardFace
from .cell_view import CellView
from .cell_view_colour_type_1 import CellViewColourType1
from .cell_view_colour_type_2_type_1 import CellViewColourType2Type1
from .cell_view_colour_type_3_type_1 import CellViewColourType3Type1
from .change_colour import ChangeColour
from .change_colour_colour import ChangeColourColour
from .change_colour_type import ChangeColourType
from .comeback import Comeback
from .comeback_type import ComebackType
from .create_karta_3_table import CreateKarta3Table
from .create_karta_3_table_bots_item import CreateKarta3TableBotsItem
from .create_karta_3_table_game import CreateKarta3TableGame
from .create_rutas_table import CreateRutasTable
from .create_rutas_table_bots_item import CreateRutasTableBotsItem
from .create_rutas_table_game import CreateRutasTableGame
from .create_tres_table import CreateTresTable
from .create_tres_table_bots_item import CreateTresTableBotsItem
from .create_tres_table_game import CreateTresTableGame
from .created_table import CreatedTable
from .deadline import Deadline
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
from .event_record import EventRecord
from .event_record_data import EventRecordData
from .events_page import EventsPage
from .exchange import Exchange
from .exchange_type import ExchangeType
from .game_info import GameInfo
from .health import Health
from .health_redis_type_1 import HealthRedisType1
from .health_redis_type_2_type_1 import HealthRedisType2Type1
from .health_redis_type_3_type_1 import HealthRedisType3Type1
from .join_table import JoinTable
from .joined_table import JoinedTable
from .karta_3_options import Karta3Options
from .karta_3_options_deck import Karta3OptionsDeck
from .karta_3_options_turn_seconds import Karta3OptionsTurnSeconds
from .karta_3_view import Karta3View
from .karta_3_view_direction_type_1 import Karta3ViewDirectionType1
from .karta_3_view_direction_type_2_type_1 import Karta3ViewDirectionType2Type1
from .karta_3_view_direction_type_3_type_1 import Karta3ViewDirectionType3Type1
from .karta_3_view_phase import Karta3ViewPhase
from .last_round import LastRound
from .last_round_direction import LastRoundDirection
from .legal_actions import LegalActions
from .minus_four import MinusFour
from .minus_four_type import MinusFourType
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
from .problem import Problem
from .problem_checks_type_0 import ProblemChecksType0
from .problem_errors_type_0_item import ProblemErrorsType0Item
from .reset import Reset
from .reset_type import ResetType
from .resign import Resign
from .resign_type import ResignType
from .return_cards import ReturnCards
from .return_cards_type import ReturnCardsType
from .route_view import RouteView
from .route_view_direction_type_1 import RouteViewDirectionType1
from .route_view_direction_type_2_type_1 import RouteViewDirectionType2Type1
from .route_view_direction_type_3_type_1 import RouteViewDirectionType3Type1
from .rutas_card_view import RutasCardView
from .rutas_options import RutasOptions
from .rutas_options_time_control import RutasOptionsTimeControl
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
from .slot_view import SlotView
from .steal import Steal
from .steal_type import StealType
from .swap_hands import SwapHands
from .swap_hands_type import SwapHandsType
from .table_view import TableView
from .table_view_options import TableViewOptions
from .table_view_status import TableViewStatus
from .tres_card_view import TresCardView
from .tres_card_view_colour_type_1 import TresCardViewColourType1
from .tres_card_view_colour_type_2_type_1 import TresCardViewColourType2Type1
from .tres_card_view_colour_type_3_type_1 import TresCardViewColourType3Type1
from .tres_options import TresOptions
from .tres_options_turn_seconds import TresOptionsTurnSeconds
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
from .you import You
from .you_role import YouRole

__all__ = (
    "Act",
    "AddBot",
    "AddBotLevel",
    "Attribute",
    "AttributeFace",
    "AttributeSymbol",
    "CallDirection",
    "CallDirectionDirection",
    "CallDirectionType",
    "CardFace",
    "CellView",
    "CellViewColourType1",
    "CellViewColourType2Type1",
    "CellViewColourType3Type1",
    "ChangeColour",
    "ChangeColourColour",
    "ChangeColourType",
    "Comeback",
    "ComebackType",
    "CreatedTable",
    "CreateKarta3Table",
    "CreateKarta3TableBotsItem",
    "CreateKarta3TableGame",
    "CreateRutasTable",
    "CreateRutasTableBotsItem",
    "CreateRutasTableGame",
    "CreateTresTable",
    "CreateTresTableBotsItem",
    "CreateTresTableGame",
    "Deadline",
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
    "EventRecord",
    "EventRecordData",
    "EventsPage",
    "Exchange",
    "ExchangeType",
    "GameInfo",
    "Health",
    "HealthRedisType1",
    "HealthRedisType2Type1",
    "HealthRedisType3Type1",
    "JoinedTable",
    "JoinTable",
    "Karta3Options",
    "Karta3OptionsDeck",
    "Karta3OptionsTurnSeconds",
    "Karta3View",
    "Karta3ViewDirectionType1",
    "Karta3ViewDirectionType2Type1",
    "Karta3ViewDirectionType3Type1",
    "Karta3ViewPhase",
    "LastRound",
    "LastRoundDirection",
    "LegalActions",
    "MinusFour",
    "MinusFourType",
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
    "PlayType",
    "Problem",
    "ProblemChecksType0",
    "ProblemErrorsType0Item",
    "Reset",
    "ResetType",
    "Resign",
    "ResignType",
    "ReturnCards",
    "ReturnCardsType",
    "RouteView",
    "RouteViewDirectionType1",
    "RouteViewDirectionType2Type1",
    "RouteViewDirectionType3Type1",
    "RutasCardView",
    "RutasOptions",
    "RutasOptionsTimeControl",
    "RutasView",
    "Seal",
    "SealType",
    "SeatClock",
    "SeatInfo",
    "SeatInfoBotLevelType1",
    "SeatInfoBotLevelType2Type1",
    "SeatInfoBotLevelType3Type1",
    "SeatInfoKind",
    "SeatView",
    "SlotView",
    "Steal",
    "StealType",
    "SwapHands",
    "SwapHandsType",
    "TableView",
    "TableViewOptions",
    "TableViewStatus",
    "TresCardView",
    "TresCardViewColourType1",
    "TresCardViewColourType2Type1",
    "TresCardViewColourType3Type1",
    "TresOptions",
    "TresOptionsTurnSeconds",
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
    "You",
    "YouRole",
)
