from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_settings_format import TournamentSettingsFormat
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TournamentSettings")



@_attrs_define
class TournamentSettings:
    """ An event's rules, fixed when it is created (games.checked_settings validates them).

        Attributes:
            format_ (TournamentSettingsFormat):
            game (str):
            seats (int):
            bye_points (float | None | Unset):
            check_in_minutes (int | Unset):  Default: 0.
            duration_minutes (int | Unset):  Default: 0.
            late_join_rounds (int | Unset):  Default: 2.
            max_rating (float | None | Unset):
            min_rating (float | None | Unset):
            min_seats (int | None | Unset):
            player_cap (int | None | Unset):
            points (list[float] | None | Unset):
            rated (bool | Unset):  Default: False.
            rounds (int | Unset):  Default: 0.
            tiebreak_games (int | Unset):  Default: 2.
            wait_seconds (float | Unset):  Default: 30.0.
     """

    format_: TournamentSettingsFormat
    game: str
    seats: int
    bye_points: float | None | Unset = UNSET
    check_in_minutes: int | Unset = 0
    duration_minutes: int | Unset = 0
    late_join_rounds: int | Unset = 2
    max_rating: float | None | Unset = UNSET
    min_rating: float | None | Unset = UNSET
    min_seats: int | None | Unset = UNSET
    player_cap: int | None | Unset = UNSET
    points: list[float] | None | Unset = UNSET
    rated: bool | Unset = False
    rounds: int | Unset = 0
    tiebreak_games: int | Unset = 2
    wait_seconds: float | Unset = 30.0





    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_.value

        game = self.game

        seats = self.seats

        bye_points: float | None | Unset
        if isinstance(self.bye_points, Unset):
            bye_points = UNSET
        else:
            bye_points = self.bye_points

        check_in_minutes = self.check_in_minutes

        duration_minutes = self.duration_minutes

        late_join_rounds = self.late_join_rounds

        max_rating: float | None | Unset
        if isinstance(self.max_rating, Unset):
            max_rating = UNSET
        else:
            max_rating = self.max_rating

        min_rating: float | None | Unset
        if isinstance(self.min_rating, Unset):
            min_rating = UNSET
        else:
            min_rating = self.min_rating

        min_seats: int | None | Unset
        if isinstance(self.min_seats, Unset):
            min_seats = UNSET
        else:
            min_seats = self.min_seats

        player_cap: int | None | Unset
        if isinstance(self.player_cap, Unset):
            player_cap = UNSET
        else:
            player_cap = self.player_cap

        points: list[float] | None | Unset
        if isinstance(self.points, Unset):
            points = UNSET
        elif isinstance(self.points, list):
            points = self.points


        else:
            points = self.points

        rated = self.rated

        rounds = self.rounds

        tiebreak_games = self.tiebreak_games

        wait_seconds = self.wait_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
            "game": game,
            "seats": seats,
        })
        if bye_points is not UNSET:
            field_dict["bye_points"] = bye_points
        if check_in_minutes is not UNSET:
            field_dict["check_in_minutes"] = check_in_minutes
        if duration_minutes is not UNSET:
            field_dict["duration_minutes"] = duration_minutes
        if late_join_rounds is not UNSET:
            field_dict["late_join_rounds"] = late_join_rounds
        if max_rating is not UNSET:
            field_dict["max_rating"] = max_rating
        if min_rating is not UNSET:
            field_dict["min_rating"] = min_rating
        if min_seats is not UNSET:
            field_dict["min_seats"] = min_seats
        if player_cap is not UNSET:
            field_dict["player_cap"] = player_cap
        if points is not UNSET:
            field_dict["points"] = points
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if tiebreak_games is not UNSET:
            field_dict["tiebreak_games"] = tiebreak_games
        if wait_seconds is not UNSET:
            field_dict["wait_seconds"] = wait_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        format_ = TournamentSettingsFormat(d.pop("format"))




        game = d.pop("game")

        seats = d.pop("seats")

        def _parse_bye_points(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        bye_points = _parse_bye_points(d.pop("bye_points", UNSET))


        check_in_minutes = d.pop("check_in_minutes", UNSET)

        duration_minutes = d.pop("duration_minutes", UNSET)

        late_join_rounds = d.pop("late_join_rounds", UNSET)

        def _parse_max_rating(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        max_rating = _parse_max_rating(d.pop("max_rating", UNSET))


        def _parse_min_rating(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        min_rating = _parse_min_rating(d.pop("min_rating", UNSET))


        def _parse_min_seats(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        min_seats = _parse_min_seats(d.pop("min_seats", UNSET))


        def _parse_player_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        player_cap = _parse_player_cap(d.pop("player_cap", UNSET))


        def _parse_points(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                points_type_0 = cast(list[float], data)

                return points_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        points = _parse_points(d.pop("points", UNSET))


        rated = d.pop("rated", UNSET)

        rounds = d.pop("rounds", UNSET)

        tiebreak_games = d.pop("tiebreak_games", UNSET)

        wait_seconds = d.pop("wait_seconds", UNSET)

        tournament_settings = cls(
            format_=format_,
            game=game,
            seats=seats,
            bye_points=bye_points,
            check_in_minutes=check_in_minutes,
            duration_minutes=duration_minutes,
            late_join_rounds=late_join_rounds,
            max_rating=max_rating,
            min_rating=min_rating,
            min_seats=min_seats,
            player_cap=player_cap,
            points=points,
            rated=rated,
            rounds=rounds,
            tiebreak_games=tiebreak_games,
            wait_seconds=wait_seconds,
        )

        return tournament_settings

