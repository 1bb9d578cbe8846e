from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cell_view_colour_type_1 import CellViewColourType1
from ..models.cell_view_colour_type_2_type_1 import CellViewColourType2Type1
from ..models.cell_view_colour_type_3_type_1 import CellViewColourType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.tres_card_view import TresCardView





T = TypeVar("T", bound="CellView")



@_attrs_define
class CellView:
    """ 
        Attributes:
            cell (int):
            colour (CellViewColourType1 | CellViewColourType2Type1 | CellViewColourType3Type1 | None):
            height (int):
            number (int | None):
            sealed (bool):
            top (None | TresCardView):
            wild (bool):
     """

    cell: int
    colour: CellViewColourType1 | CellViewColourType2Type1 | CellViewColourType3Type1 | None
    height: int
    number: int | None
    sealed: bool
    top: None | TresCardView
    wild: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tres_card_view import TresCardView # noqa: PLC0415
        cell = self.cell

        colour: None | str
        if isinstance(self.colour, CellViewColourType1):
            colour = self.colour.value
        elif isinstance(self.colour, CellViewColourType2Type1):
            colour = self.colour.value
        elif isinstance(self.colour, CellViewColourType3Type1):
            colour = self.colour.value
        else:
            colour = self.colour

        height = self.height

        number: int | None
        number = self.number

        sealed = self.sealed

        top: dict[str, Any] | None
        if isinstance(self.top, TresCardView):
            top = self.top.to_dict()
        else:
            top = self.top

        wild = self.wild


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cell": cell,
            "colour": colour,
            "height": height,
            "number": number,
            "sealed": sealed,
            "top": top,
            "wild": wild,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tres_card_view import TresCardView # noqa: PLC0415
        d = dict(src_dict)
        cell = d.pop("cell")

        def _parse_colour(data: object) -> CellViewColourType1 | CellViewColourType2Type1 | CellViewColourType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_1 = CellViewColourType1(data)



                return colour_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_2_type_1 = CellViewColourType2Type1(data)



                return colour_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_3_type_1 = CellViewColourType3Type1(data)



                return colour_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CellViewColourType1 | CellViewColourType2Type1 | CellViewColourType3Type1 | None, data)

        colour = _parse_colour(d.pop("colour"))


        height = d.pop("height")

        def _parse_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        number = _parse_number(d.pop("number"))


        sealed = d.pop("sealed")

        def _parse_top(data: object) -> None | TresCardView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                top_type_0 = TresCardView.from_dict(data)



                return top_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TresCardView, data)

        top = _parse_top(d.pop("top"))


        wild = d.pop("wild")

        cell_view = cls(
            cell=cell,
            colour=colour,
            height=height,
            number=number,
            sealed=sealed,
            top=top,
            wild=wild,
        )


        cell_view.additional_properties = d
        return cell_view

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
