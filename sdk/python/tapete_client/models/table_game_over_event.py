from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.table_game_over_event_data import TableGameOverEventData





T = TypeVar("T", bound="TableGameOverEvent")



@_attrs_define
class TableGameOverEvent:
    """ 
        Attributes:
            data (TableGameOverEventData): C6: every human automatic and the game may stop. One game's own end of game has
                kept this
                unprefixed name (and no `scores`) for its clients, so a logged `game_over` may be either.
            type_ (Literal['game_over']):
            version (int):
     """

    data: TableGameOverEventData
    type_: Literal['game_over']
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.table_game_over_event_data import TableGameOverEventData # noqa: PLC0415
        data = self.data.to_dict()

        type_ = self.type_

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table_game_over_event_data import TableGameOverEventData # noqa: PLC0415
        d = dict(src_dict)
        data = TableGameOverEventData.from_dict(d.pop("data"))




        type_ = cast(Literal['game_over'] , d.pop("type"))
        if type_ != 'game_over':
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        version = d.pop("version")

        table_game_over_event = cls(
            data=data,
            type_=type_,
            version=version,
        )


        table_game_over_event.additional_properties = d
        return table_game_over_event

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
