from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.last_round_direction import LastRoundDirection
from typing import cast

if TYPE_CHECKING:
  from ..models.played_card import PlayedCard





T = TypeVar("T", bound="LastRound")



@_attrs_define
class LastRound:
    """ 
        Attributes:
            attribute (int):
            direction (LastRoundDirection):
            number (int):
            plays (list[PlayedCard]):
            points (int):
            second (int | None):
            winner (int):
     """

    attribute: int
    direction: LastRoundDirection
    number: int
    plays: list[PlayedCard]
    points: int
    second: int | None
    winner: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.played_card import PlayedCard # noqa: PLC0415
        attribute = self.attribute

        direction = self.direction.value

        number = self.number

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)



        points = self.points

        second: int | None
        second = self.second

        winner = self.winner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attribute": attribute,
            "direction": direction,
            "number": number,
            "plays": plays,
            "points": points,
            "second": second,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.played_card import PlayedCard # noqa: PLC0415
        d = dict(src_dict)
        attribute = d.pop("attribute")

        direction = LastRoundDirection(d.pop("direction"))




        number = d.pop("number")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in (_plays):
            plays_item = PlayedCard.from_dict(plays_item_data)



            plays.append(plays_item)


        points = d.pop("points")

        def _parse_second(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        second = _parse_second(d.pop("second"))


        winner = d.pop("winner")

        last_round = cls(
            attribute=attribute,
            direction=direction,
            number=number,
            plays=plays,
            points=points,
            second=second,
            winner=winner,
        )


        last_round.additional_properties = d
        return last_round

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
