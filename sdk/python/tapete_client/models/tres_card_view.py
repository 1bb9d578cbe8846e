from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tres_card_view_colour_type_1 import TresCardViewColourType1
from ..models.tres_card_view_colour_type_2_type_1 import TresCardViewColourType2Type1
from ..models.tres_card_view_colour_type_3_type_1 import TresCardViewColourType3Type1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TresCardView")



@_attrs_define
class TresCardView:
    """ 
        Attributes:
            id (int):
            kind (str):
            colour (None | TresCardViewColourType1 | TresCardViewColourType2Type1 | TresCardViewColourType3Type1 | Unset):
            number (int | None | Unset):
     """

    id: int
    kind: str
    colour: None | TresCardViewColourType1 | TresCardViewColourType2Type1 | TresCardViewColourType3Type1 | Unset = UNSET
    number: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        colour: None | str | Unset
        if isinstance(self.colour, Unset):
            colour = UNSET
        elif isinstance(self.colour, TresCardViewColourType1):
            colour = self.colour.value
        elif isinstance(self.colour, TresCardViewColourType2Type1):
            colour = self.colour.value
        elif isinstance(self.colour, TresCardViewColourType3Type1):
            colour = self.colour.value
        else:
            colour = self.colour

        number: int | None | Unset
        if isinstance(self.number, Unset):
            number = UNSET
        else:
            number = self.number


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "kind": kind,
        })
        if colour is not UNSET:
            field_dict["colour"] = colour
        if number is not UNSET:
            field_dict["number"] = number

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = d.pop("kind")

        def _parse_colour(data: object) -> None | TresCardViewColourType1 | TresCardViewColourType2Type1 | TresCardViewColourType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_1 = TresCardViewColourType1(data)



                return colour_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_2_type_1 = TresCardViewColourType2Type1(data)



                return colour_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_3_type_1 = TresCardViewColourType3Type1(data)



                return colour_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TresCardViewColourType1 | TresCardViewColourType2Type1 | TresCardViewColourType3Type1 | Unset, data)

        colour = _parse_colour(d.pop("colour", UNSET))


        def _parse_number(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        number = _parse_number(d.pop("number", UNSET))


        tres_card_view = cls(
            id=id,
            kind=kind,
            colour=colour,
            number=number,
        )


        tres_card_view.additional_properties = d
        return tres_card_view

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
