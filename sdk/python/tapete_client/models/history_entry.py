from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="HistoryEntry")



@_attrs_define
class HistoryEntry:
    """ 
        Attributes:
            code (str):
            ended (str):
            game (str):
            seat (int):
            standing (str):
            rated (bool | Unset):  Default: False.
            rating_after (int | None | Unset):
            rating_before (int | None | Unset):
     """

    code: str
    ended: str
    game: str
    seat: int
    standing: str
    rated: bool | Unset = False
    rating_after: int | None | Unset = UNSET
    rating_before: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        ended = self.ended

        game = self.game

        seat = self.seat

        standing = self.standing

        rated = self.rated

        rating_after: int | None | Unset
        if isinstance(self.rating_after, Unset):
            rating_after = UNSET
        else:
            rating_after = self.rating_after

        rating_before: int | None | Unset
        if isinstance(self.rating_before, Unset):
            rating_before = UNSET
        else:
            rating_before = self.rating_before


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "ended": ended,
            "game": game,
            "seat": seat,
            "standing": standing,
        })
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rating_after is not UNSET:
            field_dict["rating_after"] = rating_after
        if rating_before is not UNSET:
            field_dict["rating_before"] = rating_before

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        ended = d.pop("ended")

        game = d.pop("game")

        seat = d.pop("seat")

        standing = d.pop("standing")

        rated = d.pop("rated", UNSET)

        def _parse_rating_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rating_after = _parse_rating_after(d.pop("rating_after", UNSET))


        def _parse_rating_before(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rating_before = _parse_rating_before(d.pop("rating_before", UNSET))


        history_entry = cls(
            code=code,
            ended=ended,
            game=game,
            seat=seat,
            standing=standing,
            rated=rated,
            rating_after=rating_after,
            rating_before=rating_before,
        )


        history_entry.additional_properties = d
        return history_entry

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
