from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GameStats")



@_attrs_define
class GameStats:
    """ 
        Attributes:
            game (str):
            deviation (int | None | Unset):
            draws (int | Unset):  Default: 0.
            games (int | Unset):  Default: 0.
            losses (int | Unset):  Default: 0.
            provisional (bool | Unset):  Default: True.
            rated_games (int | Unset):  Default: 0.
            rating (int | None | Unset):
            wins (int | Unset):  Default: 0.
     """

    game: str
    deviation: int | None | Unset = UNSET
    draws: int | Unset = 0
    games: int | Unset = 0
    losses: int | Unset = 0
    provisional: bool | Unset = True
    rated_games: int | Unset = 0
    rating: int | None | Unset = UNSET
    wins: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        deviation: int | None | Unset
        if isinstance(self.deviation, Unset):
            deviation = UNSET
        else:
            deviation = self.deviation

        draws = self.draws

        games = self.games

        losses = self.losses

        provisional = self.provisional

        rated_games = self.rated_games

        rating: int | None | Unset
        if isinstance(self.rating, Unset):
            rating = UNSET
        else:
            rating = self.rating

        wins = self.wins


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
        })
        if deviation is not UNSET:
            field_dict["deviation"] = deviation
        if draws is not UNSET:
            field_dict["draws"] = draws
        if games is not UNSET:
            field_dict["games"] = games
        if losses is not UNSET:
            field_dict["losses"] = losses
        if provisional is not UNSET:
            field_dict["provisional"] = provisional
        if rated_games is not UNSET:
            field_dict["rated_games"] = rated_games
        if rating is not UNSET:
            field_dict["rating"] = rating
        if wins is not UNSET:
            field_dict["wins"] = wins

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        def _parse_deviation(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        deviation = _parse_deviation(d.pop("deviation", UNSET))


        draws = d.pop("draws", UNSET)

        games = d.pop("games", UNSET)

        losses = d.pop("losses", UNSET)

        provisional = d.pop("provisional", UNSET)

        rated_games = d.pop("rated_games", UNSET)

        def _parse_rating(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rating = _parse_rating(d.pop("rating", UNSET))


        wins = d.pop("wins", UNSET)

        game_stats = cls(
            game=game,
            deviation=deviation,
            draws=draws,
            games=games,
            losses=losses,
            provisional=provisional,
            rated_games=rated_games,
            rating=rating,
            wins=wins,
        )


        game_stats.additional_properties = d
        return game_stats

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
