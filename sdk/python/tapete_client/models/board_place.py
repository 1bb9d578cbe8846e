from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BoardPlace")



@_attrs_define
class BoardPlace:
    """ 
        Attributes:
            app (str):
            game (str):
            provisional (bool):
            rank (int):
            rating (int):
     """

    app: str
    game: str
    provisional: bool
    rank: int
    rating: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        app = self.app

        game = self.game

        provisional = self.provisional

        rank = self.rank

        rating = self.rating


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "app": app,
            "game": game,
            "provisional": provisional,
            "rank": rank,
            "rating": rating,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        app = d.pop("app")

        game = d.pop("game")

        provisional = d.pop("provisional")

        rank = d.pop("rank")

        rating = d.pop("rating")

        board_place = cls(
            app=app,
            game=game,
            provisional=provisional,
            rank=rank,
            rating=rating,
        )


        board_place.additional_properties = d
        return board_place

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
