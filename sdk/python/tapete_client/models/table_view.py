from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.table_view_status import TableViewStatus
from ..models.table_view_visibility import TableViewVisibility
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.deadline import Deadline
  from ..models.karta_3_view import Karta3View
  from ..models.outcome import Outcome
  from ..models.rutas_view import RutasView
  from ..models.seat_clock import SeatClock
  from ..models.seat_info import SeatInfo
  from ..models.table_view_options import TableViewOptions
  from ..models.tournament_tag import TournamentTag
  from ..models.tres_view import TresView
  from ..models.you import You





T = TypeVar("T", bound="TableView")



@_attrs_define
class TableView:
    """ 
        Attributes:
            code (str):
            game (str):
            host_name (str):
            host_plays (bool):
            max_seats (int):
            min_seats (int):
            options (TableViewOptions):
            seats (list[SeatInfo]):
            status (TableViewStatus):
            to_act (list[int]):
            version (int):
            you (You):
            clocks (list[SeatClock] | Unset):
            deadlines (list[Deadline] | Unset):
            free_chat (bool | Unset):  Default: False.
            game_view (Karta3View | None | RutasView | TresView | Unset):
            hints (bool | Unset):  Default: False.
            pause_until (None | str | Unset):
            rated (bool | Unset):  Default: False.
            rematch_code (None | str | Unset):
            result (None | Outcome | Unset):
            tournament (None | TournamentTag | Unset):
            visibility (TableViewVisibility | Unset):  Default: TableViewVisibility.PRIVATE.
     """

    code: str
    game: str
    host_name: str
    host_plays: bool
    max_seats: int
    min_seats: int
    options: TableViewOptions
    seats: list[SeatInfo]
    status: TableViewStatus
    to_act: list[int]
    version: int
    you: You
    clocks: list[SeatClock] | Unset = UNSET
    deadlines: list[Deadline] | Unset = UNSET
    free_chat: bool | Unset = False
    game_view: Karta3View | None | RutasView | TresView | Unset = UNSET
    hints: bool | Unset = False
    pause_until: None | str | Unset = UNSET
    rated: bool | Unset = False
    rematch_code: None | str | Unset = UNSET
    result: None | Outcome | Unset = UNSET
    tournament: None | TournamentTag | Unset = UNSET
    visibility: TableViewVisibility | Unset = TableViewVisibility.PRIVATE
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.deadline import Deadline # noqa: PLC0415
        from ..models.karta_3_view import Karta3View # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.rutas_view import RutasView # noqa: PLC0415
        from ..models.seat_clock import SeatClock # noqa: PLC0415
        from ..models.seat_info import SeatInfo # noqa: PLC0415
        from ..models.table_view_options import TableViewOptions # noqa: PLC0415
        from ..models.tournament_tag import TournamentTag # noqa: PLC0415
        from ..models.tres_view import TresView # noqa: PLC0415
        from ..models.you import You # noqa: PLC0415
        code = self.code

        game = self.game

        host_name = self.host_name

        host_plays = self.host_plays

        max_seats = self.max_seats

        min_seats = self.min_seats

        options = self.options.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        status = self.status.value

        to_act = self.to_act



        version = self.version

        you = self.you.to_dict()

        clocks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.clocks, Unset):
            clocks = []
            for clocks_item_data in self.clocks:
                clocks_item = clocks_item_data.to_dict()
                clocks.append(clocks_item)



        deadlines: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deadlines, Unset):
            deadlines = []
            for deadlines_item_data in self.deadlines:
                deadlines_item = deadlines_item_data.to_dict()
                deadlines.append(deadlines_item)



        free_chat = self.free_chat

        game_view: dict[str, Any] | None | Unset
        if isinstance(self.game_view, Unset):
            game_view = UNSET
        elif isinstance(self.game_view, Karta3View):
            game_view = self.game_view.to_dict()
        elif isinstance(self.game_view, TresView):
            game_view = self.game_view.to_dict()
        elif isinstance(self.game_view, RutasView):
            game_view = self.game_view.to_dict()
        else:
            game_view = self.game_view

        hints = self.hints

        pause_until: None | str | Unset
        if isinstance(self.pause_until, Unset):
            pause_until = UNSET
        else:
            pause_until = self.pause_until

        rated = self.rated

        rematch_code: None | str | Unset
        if isinstance(self.rematch_code, Unset):
            rematch_code = UNSET
        else:
            rematch_code = self.rematch_code

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, Outcome):
            result = self.result.to_dict()
        else:
            result = self.result

        tournament: dict[str, Any] | None | Unset
        if isinstance(self.tournament, Unset):
            tournament = UNSET
        elif isinstance(self.tournament, TournamentTag):
            tournament = self.tournament.to_dict()
        else:
            tournament = self.tournament

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "game": game,
            "host_name": host_name,
            "host_plays": host_plays,
            "max_seats": max_seats,
            "min_seats": min_seats,
            "options": options,
            "seats": seats,
            "status": status,
            "to_act": to_act,
            "version": version,
            "you": you,
        })
        if clocks is not UNSET:
            field_dict["clocks"] = clocks
        if deadlines is not UNSET:
            field_dict["deadlines"] = deadlines
        if free_chat is not UNSET:
            field_dict["free_chat"] = free_chat
        if game_view is not UNSET:
            field_dict["game_view"] = game_view
        if hints is not UNSET:
            field_dict["hints"] = hints
        if pause_until is not UNSET:
            field_dict["pause_until"] = pause_until
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rematch_code is not UNSET:
            field_dict["rematch_code"] = rematch_code
        if result is not UNSET:
            field_dict["result"] = result
        if tournament is not UNSET:
            field_dict["tournament"] = tournament
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deadline import Deadline # noqa: PLC0415
        from ..models.karta_3_view import Karta3View # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.rutas_view import RutasView # noqa: PLC0415
        from ..models.seat_clock import SeatClock # noqa: PLC0415
        from ..models.seat_info import SeatInfo # noqa: PLC0415
        from ..models.table_view_options import TableViewOptions # noqa: PLC0415
        from ..models.tournament_tag import TournamentTag # noqa: PLC0415
        from ..models.tres_view import TresView # noqa: PLC0415
        from ..models.you import You # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        game = d.pop("game")

        host_name = d.pop("host_name")

        host_plays = d.pop("host_plays")

        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        options = TableViewOptions.from_dict(d.pop("options"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatInfo.from_dict(seats_item_data)



            seats.append(seats_item)


        status = TableViewStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        version = d.pop("version")

        you = You.from_dict(d.pop("you"))




        _clocks = d.pop("clocks", UNSET)
        clocks: list[SeatClock] | Unset = UNSET
        if _clocks is not UNSET:
            clocks = []
            for clocks_item_data in _clocks:
                clocks_item = SeatClock.from_dict(clocks_item_data)



                clocks.append(clocks_item)


        _deadlines = d.pop("deadlines", UNSET)
        deadlines: list[Deadline] | Unset = UNSET
        if _deadlines is not UNSET:
            deadlines = []
            for deadlines_item_data in _deadlines:
                deadlines_item = Deadline.from_dict(deadlines_item_data)



                deadlines.append(deadlines_item)


        free_chat = d.pop("free_chat", UNSET)

        def _parse_game_view(data: object) -> Karta3View | None | RutasView | TresView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_view_type_0 = Karta3View.from_dict(data)



                return game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_view_type_1 = TresView.from_dict(data)



                return game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_view_type_2 = RutasView.from_dict(data)



                return game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Karta3View | None | RutasView | TresView | Unset, data)

        game_view = _parse_game_view(d.pop("game_view", UNSET))


        hints = d.pop("hints", UNSET)

        def _parse_pause_until(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pause_until = _parse_pause_until(d.pop("pause_until", UNSET))


        rated = d.pop("rated", UNSET)

        def _parse_rematch_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rematch_code = _parse_rematch_code(d.pop("rematch_code", UNSET))


        def _parse_result(data: object) -> None | Outcome | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Outcome.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        def _parse_tournament(data: object) -> None | TournamentTag | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tournament_type_0 = TournamentTag.from_dict(data)



                return tournament_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentTag | Unset, data)

        tournament = _parse_tournament(d.pop("tournament", UNSET))


        _visibility = d.pop("visibility", UNSET)
        visibility: TableViewVisibility | Unset
        if isinstance(_visibility,  Unset):
            visibility = UNSET
        else:
            visibility = TableViewVisibility(_visibility)




        table_view = cls(
            code=code,
            game=game,
            host_name=host_name,
            host_plays=host_plays,
            max_seats=max_seats,
            min_seats=min_seats,
            options=options,
            seats=seats,
            status=status,
            to_act=to_act,
            version=version,
            you=you,
            clocks=clocks,
            deadlines=deadlines,
            free_chat=free_chat,
            game_view=game_view,
            hints=hints,
            pause_until=pause_until,
            rated=rated,
            rematch_code=rematch_code,
            result=result,
            tournament=tournament,
            visibility=visibility,
        )


        table_view.additional_properties = d
        return table_view

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
