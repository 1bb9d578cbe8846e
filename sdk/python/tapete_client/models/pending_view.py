from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pending_view_colour_type_1 import PendingViewColourType1
from ..models.pending_view_colour_type_2_type_1 import PendingViewColourType2Type1
from ..models.pending_view_colour_type_3_type_1 import PendingViewColourType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.tres_card_view import TresCardView





T = TypeVar("T", bound="PendingView")



@_attrs_define
class PendingView:
    """ 
        Attributes:
            expects (list[str]):
            kind (str):
            prompt (str):
            seat (int):
            card (None | TresCardView | Unset):
            cell (int | None | Unset):
            colour (None | PendingViewColourType1 | PendingViewColourType2Type1 | PendingViewColourType3Type1 | Unset):
            count (int | None | Unset):
            victim (int | None | Unset):
     """

    expects: list[str]
    kind: str
    prompt: str
    seat: int
    card: None | TresCardView | Unset = UNSET
    cell: int | None | Unset = UNSET
    colour: None | PendingViewColourType1 | PendingViewColourType2Type1 | PendingViewColourType3Type1 | Unset = UNSET
    count: int | None | Unset = UNSET
    victim: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tres_card_view import TresCardView # noqa: PLC0415
        expects = self.expects



        kind = self.kind

        prompt = self.prompt

        seat = self.seat

        card: dict[str, Any] | None | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, TresCardView):
            card = self.card.to_dict()
        else:
            card = self.card

        cell: int | None | Unset
        if isinstance(self.cell, Unset):
            cell = UNSET
        else:
            cell = self.cell

        colour: None | str | Unset
        if isinstance(self.colour, Unset):
            colour = UNSET
        elif isinstance(self.colour, PendingViewColourType1):
            colour = self.colour.value
        elif isinstance(self.colour, PendingViewColourType2Type1):
            colour = self.colour.value
        elif isinstance(self.colour, PendingViewColourType3Type1):
            colour = self.colour.value
        else:
            colour = self.colour

        count: int | None | Unset
        if isinstance(self.count, Unset):
            count = UNSET
        else:
            count = self.count

        victim: int | None | Unset
        if isinstance(self.victim, Unset):
            victim = UNSET
        else:
            victim = self.victim


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "expects": expects,
            "kind": kind,
            "prompt": prompt,
            "seat": seat,
        })
        if card is not UNSET:
            field_dict["card"] = card
        if cell is not UNSET:
            field_dict["cell"] = cell
        if colour is not UNSET:
            field_dict["colour"] = colour
        if count is not UNSET:
            field_dict["count"] = count
        if victim is not UNSET:
            field_dict["victim"] = victim

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tres_card_view import TresCardView # noqa: PLC0415
        d = dict(src_dict)
        expects = cast(list[str], d.pop("expects"))


        kind = d.pop("kind")

        prompt = d.pop("prompt")

        seat = d.pop("seat")

        def _parse_card(data: object) -> None | TresCardView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = TresCardView.from_dict(data)



                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TresCardView | Unset, data)

        card = _parse_card(d.pop("card", UNSET))


        def _parse_cell(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        cell = _parse_cell(d.pop("cell", UNSET))


        def _parse_colour(data: object) -> None | PendingViewColourType1 | PendingViewColourType2Type1 | PendingViewColourType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_1 = PendingViewColourType1(data)



                return colour_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_2_type_1 = PendingViewColourType2Type1(data)



                return colour_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_3_type_1 = PendingViewColourType3Type1(data)



                return colour_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PendingViewColourType1 | PendingViewColourType2Type1 | PendingViewColourType3Type1 | Unset, data)

        colour = _parse_colour(d.pop("colour", UNSET))


        def _parse_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        count = _parse_count(d.pop("count", UNSET))


        def _parse_victim(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        victim = _parse_victim(d.pop("victim", UNSET))


        pending_view = cls(
            expects=expects,
            kind=kind,
            prompt=prompt,
            seat=seat,
            card=card,
            cell=cell,
            colour=colour,
            count=count,
            victim=victim,
        )


        pending_view.additional_properties = d
        return pending_view

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
