from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RatingHeld")



@_attrs_define
class RatingHeld:
    """ 
        Attributes:
            deviation (int):
            game (str):
            mu (float):
            provisional (bool):
            rated_games (int):
            rating (int):
            sigma (float):
     """

    deviation: int
    game: str
    mu: float
    provisional: bool
    rated_games: int
    rating: int
    sigma: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deviation = self.deviation

        game = self.game

        mu = self.mu

        provisional = self.provisional

        rated_games = self.rated_games

        rating = self.rating

        sigma = self.sigma


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deviation": deviation,
            "game": game,
            "mu": mu,
            "provisional": provisional,
            "rated_games": rated_games,
            "rating": rating,
            "sigma": sigma,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deviation = d.pop("deviation")

        game = d.pop("game")

        mu = d.pop("mu")

        provisional = d.pop("provisional")

        rated_games = d.pop("rated_games")

        rating = d.pop("rating")

        sigma = d.pop("sigma")

        rating_held = cls(
            deviation=deviation,
            game=game,
            mu=mu,
            provisional=provisional,
            rated_games=rated_games,
            rating=rating,
            sigma=sigma,
        )


        rating_held.additional_properties = d
        return rating_held

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
