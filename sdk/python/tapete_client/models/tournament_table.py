from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.table_result_info import TableResultInfo





T = TypeVar("T", bound="TournamentTable")



@_attrs_define
class TournamentTable:
    """ 
        Attributes:
            code (str):
            game_number (int | None):
            match (int | None):
            result (None | TableResultInfo):
            round_ (int):
            seats (list[str]):
     """

    code: str
    game_number: int | None
    match: int | None
    result: None | TableResultInfo
    round_: int
    seats: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.table_result_info import TableResultInfo # noqa: PLC0415
        code = self.code

        game_number: int | None
        game_number = self.game_number

        match: int | None
        match = self.match

        result: dict[str, Any] | None
        if isinstance(self.result, TableResultInfo):
            result = self.result.to_dict()
        else:
            result = self.result

        round_ = self.round_

        seats = self.seats




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "game_number": game_number,
            "match": match,
            "result": result,
            "round": round_,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table_result_info import TableResultInfo # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        def _parse_game_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        game_number = _parse_game_number(d.pop("game_number"))


        def _parse_match(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        match = _parse_match(d.pop("match"))


        def _parse_result(data: object) -> None | TableResultInfo:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = TableResultInfo.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TableResultInfo, data)

        result = _parse_result(d.pop("result"))


        round_ = d.pop("round")

        seats = cast(list[str], d.pop("seats"))


        tournament_table = cls(
            code=code,
            game_number=game_number,
            match=match,
            result=result,
            round_=round_,
            seats=seats,
        )


        tournament_table.additional_properties = d
        return tournament_table

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
