from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.karta_3_card_drawn_event_data import Karta3CardDrawnEventData





T = TypeVar("T", bound="Karta3CardDrawnEvent")



@_attrs_define
class Karta3CardDrawnEvent:
    """ 
        Attributes:
            data (Karta3CardDrawnEventData):
            type_ (Literal['karta3.card_drawn']):
            version (int):
     """

    data: Karta3CardDrawnEventData
    type_: Literal['karta3.card_drawn']
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.karta_3_card_drawn_event_data import Karta3CardDrawnEventData # noqa: PLC0415
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
        from ..models.karta_3_card_drawn_event_data import Karta3CardDrawnEventData # noqa: PLC0415
        d = dict(src_dict)
        data = Karta3CardDrawnEventData.from_dict(d.pop("data"))




        type_ = cast(Literal['karta3.card_drawn'] , d.pop("type"))
        if type_ != 'karta3.card_drawn':
            raise ValueError(f"type must match const 'karta3.card_drawn', got '{type_}'")

        version = d.pop("version")

        karta_3_card_drawn_event = cls(
            data=data,
            type_=type_,
            version=version,
        )


        karta_3_card_drawn_event.additional_properties = d
        return karta_3_card_drawn_event

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
