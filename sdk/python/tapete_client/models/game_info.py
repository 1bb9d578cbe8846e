from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.option_info import OptionInfo





T = TypeVar("T", bound="GameInfo")



@_attrs_define
class GameInfo:
    """ 
        Attributes:
            actions (list[str]):
            id (str):
            max_seats (int):
            min_seats (int):
            options (list[OptionInfo]):
            summary (str):
            title (str):
     """

    actions: list[str]
    id: str
    max_seats: int
    min_seats: int
    options: list[OptionInfo]
    summary: str
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.option_info import OptionInfo # noqa: PLC0415
        actions = self.actions



        id = self.id

        max_seats = self.max_seats

        min_seats = self.min_seats

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        summary = self.summary

        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actions": actions,
            "id": id,
            "max_seats": max_seats,
            "min_seats": min_seats,
            "options": options,
            "summary": summary,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_info import OptionInfo # noqa: PLC0415
        d = dict(src_dict)
        actions = cast(list[str], d.pop("actions"))


        id = d.pop("id")

        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = OptionInfo.from_dict(options_item_data)



            options.append(options_item)


        summary = d.pop("summary")

        title = d.pop("title")

        game_info = cls(
            actions=actions,
            id=id,
            max_seats=max_seats,
            min_seats=min_seats,
            options=options,
            summary=summary,
            title=title,
        )


        game_info.additional_properties = d
        return game_info

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
