from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Karta3RoundResolvedEventData")



@_attrs_define
class Karta3RoundResolvedEventData:
    """ 
        Attributes:
            cards (list[int]):
            points (int):
            round_ (int):
            second (int):
            tiebreak (bool):
            winner (int):
     """

    cards: list[int]
    points: int
    round_: int
    second: int
    tiebreak: bool
    winner: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        points = self.points

        round_ = self.round_

        second = self.second

        tiebreak = self.tiebreak

        winner = self.winner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "points": points,
            "round": round_,
            "second": second,
            "tiebreak": tiebreak,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))


        points = d.pop("points")

        round_ = d.pop("round")

        second = d.pop("second")

        tiebreak = d.pop("tiebreak")

        winner = d.pop("winner")

        karta_3_round_resolved_event_data = cls(
            cards=cards,
            points=points,
            round_=round_,
            second=second,
            tiebreak=tiebreak,
            winner=winner,
        )


        karta_3_round_resolved_event_data.additional_properties = d
        return karta_3_round_resolved_event_data

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
