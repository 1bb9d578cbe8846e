from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.karta_3_card_chosen_event import Karta3CardChosenEvent
  from ..models.karta_3_card_drawn_event import Karta3CardDrawnEvent
  from ..models.karta_3_card_played_event import Karta3CardPlayedEvent
  from ..models.karta_3_cards_dealt_event import Karta3CardsDealtEvent
  from ..models.karta_3_central_revealed_event import Karta3CentralRevealedEvent
  from ..models.karta_3_direction_chosen_event import Karta3DirectionChosenEvent
  from ..models.karta_3_game_over_event import Karta3GameOverEvent
  from ..models.karta_3_round_resolved_event import Karta3RoundResolvedEvent
  from ..models.karta_3_tiebreak_started_event import Karta3TiebreakStartedEvent
  from ..models.rutas_dealt_event import RutasDealtEvent
  from ..models.rutas_discarded_event import RutasDiscardedEvent
  from ..models.rutas_dissolved_event import RutasDissolvedEvent
  from ..models.rutas_drew_event import RutasDrewEvent
  from ..models.rutas_ended_event import RutasEndedEvent
  from ..models.rutas_first_player_event import RutasFirstPlayerEvent
  from ..models.rutas_played_event import RutasPlayedEvent
  from ..models.rutas_removed_event import RutasRemovedEvent
  from ..models.rutas_reshuffled_event import RutasReshuffledEvent
  from ..models.rutas_resigned_event import RutasResignedEvent
  from ..models.rutas_sales_event import RutasSalesEvent
  from ..models.table_bot_added_event import TableBotAddedEvent
  from ..models.table_bot_move_overdue_event import TableBotMoveOverdueEvent
  from ..models.table_bot_removed_event import TableBotRemovedEvent
  from ..models.table_game_aborted_event import TableGameAbortedEvent
  from ..models.table_game_over_event import TableGameOverEvent
  from ..models.table_game_started_event import TableGameStartedEvent
  from ..models.table_host_changed_event import TableHostChangedEvent
  from ..models.table_player_joined_event import TablePlayerJoinedEvent
  from ..models.table_player_left_event import TablePlayerLeftEvent
  from ..models.table_seat_forfeited_event import TableSeatForfeitedEvent
  from ..models.table_settings_changed_event import TableSettingsChangedEvent
  from ..models.table_table_cancelled_event import TableTableCancelledEvent
  from ..models.table_turn_timed_out_event import TableTurnTimedOutEvent
  from ..models.tres_centre_event import TresCentreEvent
  from ..models.tres_dealt_event import TresDealtEvent
  from ..models.tres_discarded_event import TresDiscardedEvent
  from ..models.tres_drew_event import TresDrewEvent
  from ..models.tres_earthquake_event import TresEarthquakeEvent
  from ..models.tres_eliminated_event import TresEliminatedEvent
  from ..models.tres_foul_event import TresFoulEvent
  from ..models.tres_game_over_event import TresGameOverEvent
  from ..models.tres_hands_swapped_event import TresHandsSwappedEvent
  from ..models.tres_passed_event import TresPassedEvent
  from ..models.tres_placed_event import TresPlacedEvent
  from ..models.tres_played_event import TresPlayedEvent
  from ..models.tres_returned_event import TresReturnedEvent
  from ..models.tres_returned_to_game_event import TresReturnedToGameEvent
  from ..models.tres_reversed_event import TresReversedEvent
  from ..models.tres_skipped_event import TresSkippedEvent
  from ..models.tres_stolen_event import TresStolenEvent
  from ..models.tres_to_deck_event import TresToDeckEvent
  from ..models.tres_tres_event import TresTresEvent
  from ..models.tres_turn_event import TresTurnEvent





T = TypeVar("T", bound="StreamEvents")



@_attrs_define
class StreamEvents:
    """ An `events` message's data: the events after version `since`, up to `version` (the version of the view that
    follows), redacted for the caller

        Attributes:
            events (list[Karta3CardChosenEvent | Karta3CardDrawnEvent | Karta3CardPlayedEvent | Karta3CardsDealtEvent |
                Karta3CentralRevealedEvent | Karta3DirectionChosenEvent | Karta3GameOverEvent | Karta3RoundResolvedEvent |
                Karta3TiebreakStartedEvent | RutasDealtEvent | RutasDiscardedEvent | RutasDissolvedEvent | RutasDrewEvent |
                RutasEndedEvent | RutasFirstPlayerEvent | RutasPlayedEvent | RutasRemovedEvent | RutasReshuffledEvent |
                RutasResignedEvent | RutasSalesEvent | TableBotAddedEvent | TableBotMoveOverdueEvent | TableBotRemovedEvent |
                TableGameAbortedEvent | TableGameOverEvent | TableGameStartedEvent | TableHostChangedEvent |
                TablePlayerJoinedEvent | TablePlayerLeftEvent | TableSeatForfeitedEvent | TableSettingsChangedEvent |
                TableTableCancelledEvent | TableTurnTimedOutEvent | TresCentreEvent | TresDealtEvent | TresDiscardedEvent |
                TresDrewEvent | TresEarthquakeEvent | TresEliminatedEvent | TresFoulEvent | TresGameOverEvent |
                TresHandsSwappedEvent | TresPassedEvent | TresPlacedEvent | TresPlayedEvent | TresReturnedEvent |
                TresReturnedToGameEvent | TresReversedEvent | TresSkippedEvent | TresStolenEvent | TresToDeckEvent |
                TresTresEvent | TresTurnEvent]):
            since (int):
            version (int):
     """

    events: list[Karta3CardChosenEvent | Karta3CardDrawnEvent | Karta3CardPlayedEvent | Karta3CardsDealtEvent | Karta3CentralRevealedEvent | Karta3DirectionChosenEvent | Karta3GameOverEvent | Karta3RoundResolvedEvent | Karta3TiebreakStartedEvent | RutasDealtEvent | RutasDiscardedEvent | RutasDissolvedEvent | RutasDrewEvent | RutasEndedEvent | RutasFirstPlayerEvent | RutasPlayedEvent | RutasRemovedEvent | RutasReshuffledEvent | RutasResignedEvent | RutasSalesEvent | TableBotAddedEvent | TableBotMoveOverdueEvent | TableBotRemovedEvent | TableGameAbortedEvent | TableGameOverEvent | TableGameStartedEvent | TableHostChangedEvent | TablePlayerJoinedEvent | TablePlayerLeftEvent | TableSeatForfeitedEvent | TableSettingsChangedEvent | TableTableCancelledEvent | TableTurnTimedOutEvent | TresCentreEvent | TresDealtEvent | TresDiscardedEvent | TresDrewEvent | TresEarthquakeEvent | TresEliminatedEvent | TresFoulEvent | TresGameOverEvent | TresHandsSwappedEvent | TresPassedEvent | TresPlacedEvent | TresPlayedEvent | TresReturnedEvent | TresReturnedToGameEvent | TresReversedEvent | TresSkippedEvent | TresStolenEvent | TresToDeckEvent | TresTresEvent | TresTurnEvent]
    since: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.karta_3_card_chosen_event import Karta3CardChosenEvent # noqa: PLC0415
        from ..models.karta_3_card_drawn_event import Karta3CardDrawnEvent # noqa: PLC0415
        from ..models.karta_3_card_played_event import Karta3CardPlayedEvent # noqa: PLC0415
        from ..models.karta_3_cards_dealt_event import Karta3CardsDealtEvent # noqa: PLC0415
        from ..models.karta_3_central_revealed_event import Karta3CentralRevealedEvent # noqa: PLC0415
        from ..models.karta_3_direction_chosen_event import Karta3DirectionChosenEvent # noqa: PLC0415
        from ..models.karta_3_game_over_event import Karta3GameOverEvent # noqa: PLC0415
        from ..models.karta_3_round_resolved_event import Karta3RoundResolvedEvent # noqa: PLC0415
        from ..models.karta_3_tiebreak_started_event import Karta3TiebreakStartedEvent # noqa: PLC0415
        from ..models.rutas_dealt_event import RutasDealtEvent # noqa: PLC0415
        from ..models.rutas_discarded_event import RutasDiscardedEvent # noqa: PLC0415
        from ..models.rutas_dissolved_event import RutasDissolvedEvent # noqa: PLC0415
        from ..models.rutas_drew_event import RutasDrewEvent # noqa: PLC0415
        from ..models.rutas_ended_event import RutasEndedEvent # noqa: PLC0415
        from ..models.rutas_first_player_event import RutasFirstPlayerEvent # noqa: PLC0415
        from ..models.rutas_played_event import RutasPlayedEvent # noqa: PLC0415
        from ..models.rutas_removed_event import RutasRemovedEvent # noqa: PLC0415
        from ..models.rutas_reshuffled_event import RutasReshuffledEvent # noqa: PLC0415
        from ..models.rutas_resigned_event import RutasResignedEvent # noqa: PLC0415
        from ..models.rutas_sales_event import RutasSalesEvent # noqa: PLC0415
        from ..models.table_bot_added_event import TableBotAddedEvent # noqa: PLC0415
        from ..models.table_bot_move_overdue_event import TableBotMoveOverdueEvent # noqa: PLC0415
        from ..models.table_bot_removed_event import TableBotRemovedEvent # noqa: PLC0415
        from ..models.table_game_aborted_event import TableGameAbortedEvent # noqa: PLC0415
        from ..models.table_game_over_event import TableGameOverEvent # noqa: PLC0415
        from ..models.table_game_started_event import TableGameStartedEvent # noqa: PLC0415
        from ..models.table_host_changed_event import TableHostChangedEvent # noqa: PLC0415
        from ..models.table_player_joined_event import TablePlayerJoinedEvent # noqa: PLC0415
        from ..models.table_player_left_event import TablePlayerLeftEvent # noqa: PLC0415
        from ..models.table_seat_forfeited_event import TableSeatForfeitedEvent # noqa: PLC0415
        from ..models.table_settings_changed_event import TableSettingsChangedEvent # noqa: PLC0415
        from ..models.table_table_cancelled_event import TableTableCancelledEvent # noqa: PLC0415
        from ..models.table_turn_timed_out_event import TableTurnTimedOutEvent # noqa: PLC0415
        from ..models.tres_centre_event import TresCentreEvent # noqa: PLC0415
        from ..models.tres_dealt_event import TresDealtEvent # noqa: PLC0415
        from ..models.tres_discarded_event import TresDiscardedEvent # noqa: PLC0415
        from ..models.tres_drew_event import TresDrewEvent # noqa: PLC0415
        from ..models.tres_earthquake_event import TresEarthquakeEvent # noqa: PLC0415
        from ..models.tres_eliminated_event import TresEliminatedEvent # noqa: PLC0415
        from ..models.tres_foul_event import TresFoulEvent # noqa: PLC0415
        from ..models.tres_game_over_event import TresGameOverEvent # noqa: PLC0415
        from ..models.tres_hands_swapped_event import TresHandsSwappedEvent # noqa: PLC0415
        from ..models.tres_passed_event import TresPassedEvent # noqa: PLC0415
        from ..models.tres_placed_event import TresPlacedEvent # noqa: PLC0415
        from ..models.tres_played_event import TresPlayedEvent # noqa: PLC0415
        from ..models.tres_returned_event import TresReturnedEvent # noqa: PLC0415
        from ..models.tres_returned_to_game_event import TresReturnedToGameEvent # noqa: PLC0415
        from ..models.tres_reversed_event import TresReversedEvent # noqa: PLC0415
        from ..models.tres_skipped_event import TresSkippedEvent # noqa: PLC0415
        from ..models.tres_stolen_event import TresStolenEvent # noqa: PLC0415
        from ..models.tres_to_deck_event import TresToDeckEvent # noqa: PLC0415
        from ..models.tres_tres_event import TresTresEvent # noqa: PLC0415
        from ..models.tres_turn_event import TresTurnEvent # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, TablePlayerJoinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TablePlayerLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableHostChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableBotAddedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableBotRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableSettingsChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableGameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableTableCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableSeatForfeitedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableGameAbortedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableTurnTimedOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TableBotMoveOverdueEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Karta3CardsDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Karta3CentralRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Karta3DirectionChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Karta3CardChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Karta3CardPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Karta3RoundResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Karta3CardDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Karta3TiebreakStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Karta3GameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresCentreEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresTurnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresReversedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresTresEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresFoulEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresEarthquakeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresHandsSwappedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresStolenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresReturnedToGameEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresToDeckEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresEliminatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TresSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RutasDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RutasFirstPlayerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RutasResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RutasPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RutasRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RutasDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RutasDissolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RutasReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RutasDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RutasSalesEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        since = self.since

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "since": since,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.karta_3_card_chosen_event import Karta3CardChosenEvent # noqa: PLC0415
        from ..models.karta_3_card_drawn_event import Karta3CardDrawnEvent # noqa: PLC0415
        from ..models.karta_3_card_played_event import Karta3CardPlayedEvent # noqa: PLC0415
        from ..models.karta_3_cards_dealt_event import Karta3CardsDealtEvent # noqa: PLC0415
        from ..models.karta_3_central_revealed_event import Karta3CentralRevealedEvent # noqa: PLC0415
        from ..models.karta_3_direction_chosen_event import Karta3DirectionChosenEvent # noqa: PLC0415
        from ..models.karta_3_game_over_event import Karta3GameOverEvent # noqa: PLC0415
        from ..models.karta_3_round_resolved_event import Karta3RoundResolvedEvent # noqa: PLC0415
        from ..models.karta_3_tiebreak_started_event import Karta3TiebreakStartedEvent # noqa: PLC0415
        from ..models.rutas_dealt_event import RutasDealtEvent # noqa: PLC0415
        from ..models.rutas_discarded_event import RutasDiscardedEvent # noqa: PLC0415
        from ..models.rutas_dissolved_event import RutasDissolvedEvent # noqa: PLC0415
        from ..models.rutas_drew_event import RutasDrewEvent # noqa: PLC0415
        from ..models.rutas_ended_event import RutasEndedEvent # noqa: PLC0415
        from ..models.rutas_first_player_event import RutasFirstPlayerEvent # noqa: PLC0415
        from ..models.rutas_played_event import RutasPlayedEvent # noqa: PLC0415
        from ..models.rutas_removed_event import RutasRemovedEvent # noqa: PLC0415
        from ..models.rutas_reshuffled_event import RutasReshuffledEvent # noqa: PLC0415
        from ..models.rutas_resigned_event import RutasResignedEvent # noqa: PLC0415
        from ..models.rutas_sales_event import RutasSalesEvent # noqa: PLC0415
        from ..models.table_bot_added_event import TableBotAddedEvent # noqa: PLC0415
        from ..models.table_bot_move_overdue_event import TableBotMoveOverdueEvent # noqa: PLC0415
        from ..models.table_bot_removed_event import TableBotRemovedEvent # noqa: PLC0415
        from ..models.table_game_aborted_event import TableGameAbortedEvent # noqa: PLC0415
        from ..models.table_game_over_event import TableGameOverEvent # noqa: PLC0415
        from ..models.table_game_started_event import TableGameStartedEvent # noqa: PLC0415
        from ..models.table_host_changed_event import TableHostChangedEvent # noqa: PLC0415
        from ..models.table_player_joined_event import TablePlayerJoinedEvent # noqa: PLC0415
        from ..models.table_player_left_event import TablePlayerLeftEvent # noqa: PLC0415
        from ..models.table_seat_forfeited_event import TableSeatForfeitedEvent # noqa: PLC0415
        from ..models.table_settings_changed_event import TableSettingsChangedEvent # noqa: PLC0415
        from ..models.table_table_cancelled_event import TableTableCancelledEvent # noqa: PLC0415
        from ..models.table_turn_timed_out_event import TableTurnTimedOutEvent # noqa: PLC0415
        from ..models.tres_centre_event import TresCentreEvent # noqa: PLC0415
        from ..models.tres_dealt_event import TresDealtEvent # noqa: PLC0415
        from ..models.tres_discarded_event import TresDiscardedEvent # noqa: PLC0415
        from ..models.tres_drew_event import TresDrewEvent # noqa: PLC0415
        from ..models.tres_earthquake_event import TresEarthquakeEvent # noqa: PLC0415
        from ..models.tres_eliminated_event import TresEliminatedEvent # noqa: PLC0415
        from ..models.tres_foul_event import TresFoulEvent # noqa: PLC0415
        from ..models.tres_game_over_event import TresGameOverEvent # noqa: PLC0415
        from ..models.tres_hands_swapped_event import TresHandsSwappedEvent # noqa: PLC0415
        from ..models.tres_passed_event import TresPassedEvent # noqa: PLC0415
        from ..models.tres_placed_event import TresPlacedEvent # noqa: PLC0415
        from ..models.tres_played_event import TresPlayedEvent # noqa: PLC0415
        from ..models.tres_returned_event import TresReturnedEvent # noqa: PLC0415
        from ..models.tres_returned_to_game_event import TresReturnedToGameEvent # noqa: PLC0415
        from ..models.tres_reversed_event import TresReversedEvent # noqa: PLC0415
        from ..models.tres_skipped_event import TresSkippedEvent # noqa: PLC0415
        from ..models.tres_stolen_event import TresStolenEvent # noqa: PLC0415
        from ..models.tres_to_deck_event import TresToDeckEvent # noqa: PLC0415
        from ..models.tres_tres_event import TresTresEvent # noqa: PLC0415
        from ..models.tres_turn_event import TresTurnEvent # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> Karta3CardChosenEvent | Karta3CardDrawnEvent | Karta3CardPlayedEvent | Karta3CardsDealtEvent | Karta3CentralRevealedEvent | Karta3DirectionChosenEvent | Karta3GameOverEvent | Karta3RoundResolvedEvent | Karta3TiebreakStartedEvent | RutasDealtEvent | RutasDiscardedEvent | RutasDissolvedEvent | RutasDrewEvent | RutasEndedEvent | RutasFirstPlayerEvent | RutasPlayedEvent | RutasRemovedEvent | RutasReshuffledEvent | RutasResignedEvent | RutasSalesEvent | TableBotAddedEvent | TableBotMoveOverdueEvent | TableBotRemovedEvent | TableGameAbortedEvent | TableGameOverEvent | TableGameStartedEvent | TableHostChangedEvent | TablePlayerJoinedEvent | TablePlayerLeftEvent | TableSeatForfeitedEvent | TableSettingsChangedEvent | TableTableCancelledEvent | TableTurnTimedOutEvent | TresCentreEvent | TresDealtEvent | TresDiscardedEvent | TresDrewEvent | TresEarthquakeEvent | TresEliminatedEvent | TresFoulEvent | TresGameOverEvent | TresHandsSwappedEvent | TresPassedEvent | TresPlacedEvent | TresPlayedEvent | TresReturnedEvent | TresReturnedToGameEvent | TresReversedEvent | TresSkippedEvent | TresStolenEvent | TresToDeckEvent | TresTresEvent | TresTurnEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_0 = TablePlayerJoinedEvent.from_dict(data)



                    return componentsschemas_event_record_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_1 = TablePlayerLeftEvent.from_dict(data)



                    return componentsschemas_event_record_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_2 = TableHostChangedEvent.from_dict(data)



                    return componentsschemas_event_record_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_3 = TableBotAddedEvent.from_dict(data)



                    return componentsschemas_event_record_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_4 = TableBotRemovedEvent.from_dict(data)



                    return componentsschemas_event_record_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_5 = TableSettingsChangedEvent.from_dict(data)



                    return componentsschemas_event_record_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_6 = TableGameStartedEvent.from_dict(data)



                    return componentsschemas_event_record_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_7 = TableTableCancelledEvent.from_dict(data)



                    return componentsschemas_event_record_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_8 = TableGameOverEvent.from_dict(data)



                    return componentsschemas_event_record_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_9 = TableSeatForfeitedEvent.from_dict(data)



                    return componentsschemas_event_record_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_10 = TableGameAbortedEvent.from_dict(data)



                    return componentsschemas_event_record_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_11 = TableTurnTimedOutEvent.from_dict(data)



                    return componentsschemas_event_record_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_12 = TableBotMoveOverdueEvent.from_dict(data)



                    return componentsschemas_event_record_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_13 = Karta3CardsDealtEvent.from_dict(data)



                    return componentsschemas_event_record_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_14 = Karta3CentralRevealedEvent.from_dict(data)



                    return componentsschemas_event_record_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_15 = Karta3DirectionChosenEvent.from_dict(data)



                    return componentsschemas_event_record_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_16 = Karta3CardChosenEvent.from_dict(data)



                    return componentsschemas_event_record_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_17 = Karta3CardPlayedEvent.from_dict(data)



                    return componentsschemas_event_record_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_18 = Karta3RoundResolvedEvent.from_dict(data)



                    return componentsschemas_event_record_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_19 = Karta3CardDrawnEvent.from_dict(data)



                    return componentsschemas_event_record_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_20 = Karta3TiebreakStartedEvent.from_dict(data)



                    return componentsschemas_event_record_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_21 = Karta3GameOverEvent.from_dict(data)



                    return componentsschemas_event_record_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_22 = TresDealtEvent.from_dict(data)



                    return componentsschemas_event_record_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_23 = TresCentreEvent.from_dict(data)



                    return componentsschemas_event_record_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_24 = TresTurnEvent.from_dict(data)



                    return componentsschemas_event_record_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_25 = TresDiscardedEvent.from_dict(data)



                    return componentsschemas_event_record_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_26 = TresPassedEvent.from_dict(data)



                    return componentsschemas_event_record_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_27 = TresReturnedEvent.from_dict(data)



                    return componentsschemas_event_record_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_28 = TresPlayedEvent.from_dict(data)



                    return componentsschemas_event_record_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_29 = TresPlacedEvent.from_dict(data)



                    return componentsschemas_event_record_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_30 = TresReversedEvent.from_dict(data)



                    return componentsschemas_event_record_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_31 = TresTresEvent.from_dict(data)



                    return componentsschemas_event_record_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_32 = TresFoulEvent.from_dict(data)



                    return componentsschemas_event_record_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_33 = TresEarthquakeEvent.from_dict(data)



                    return componentsschemas_event_record_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_34 = TresHandsSwappedEvent.from_dict(data)



                    return componentsschemas_event_record_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_35 = TresStolenEvent.from_dict(data)



                    return componentsschemas_event_record_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_36 = TresReturnedToGameEvent.from_dict(data)



                    return componentsschemas_event_record_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_37 = TresToDeckEvent.from_dict(data)



                    return componentsschemas_event_record_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_38 = TresDrewEvent.from_dict(data)



                    return componentsschemas_event_record_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_39 = TresGameOverEvent.from_dict(data)



                    return componentsschemas_event_record_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_40 = TresEliminatedEvent.from_dict(data)



                    return componentsschemas_event_record_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_41 = TresSkippedEvent.from_dict(data)



                    return componentsschemas_event_record_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_42 = RutasDealtEvent.from_dict(data)



                    return componentsschemas_event_record_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_43 = RutasFirstPlayerEvent.from_dict(data)



                    return componentsschemas_event_record_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_44 = RutasResignedEvent.from_dict(data)



                    return componentsschemas_event_record_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_45 = RutasPlayedEvent.from_dict(data)



                    return componentsschemas_event_record_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_46 = RutasRemovedEvent.from_dict(data)



                    return componentsschemas_event_record_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_47 = RutasDiscardedEvent.from_dict(data)



                    return componentsschemas_event_record_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_48 = RutasDissolvedEvent.from_dict(data)



                    return componentsschemas_event_record_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_49 = RutasReshuffledEvent.from_dict(data)



                    return componentsschemas_event_record_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_50 = RutasDrewEvent.from_dict(data)



                    return componentsschemas_event_record_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_record_type_51 = RutasSalesEvent.from_dict(data)



                    return componentsschemas_event_record_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_record_type_52 = RutasEndedEvent.from_dict(data)



                return componentsschemas_event_record_type_52

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        since = d.pop("since")

        version = d.pop("version")

        stream_events = cls(
            events=events,
            since=since,
            version=version,
        )


        stream_events.additional_properties = d
        return stream_events

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
