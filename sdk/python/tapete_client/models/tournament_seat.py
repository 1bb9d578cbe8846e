from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.table_view import TableView





T = TypeVar("T", bound="TournamentSeat")



@_attrs_define
class TournamentSeat:
    """ 
        Attributes:
            code (str):
            seat (int):
            table (TableView):
            token (str):
     """

    code: str
    seat: int
    table: TableView
    token: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.table_view import TableView # noqa: PLC0415
        code = self.code

        seat = self.seat

        table = self.table.to_dict()

        token = self.token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "seat": seat,
            "table": table,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table_view import TableView # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        seat = d.pop("seat")

        table = TableView.from_dict(d.pop("table"))




        token = d.pop("token")

        tournament_seat = cls(
            code=code,
            seat=seat,
            table=table,
            token=token,
        )


        tournament_seat.additional_properties = d
        return tournament_seat

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
