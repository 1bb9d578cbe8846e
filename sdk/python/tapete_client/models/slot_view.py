from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rutas_card_view import RutasCardView





T = TypeVar("T", bound="SlotView")



@_attrs_define
class SlotView:
    """ 
        Attributes:
            card (RutasCardView):
            figures (list[RutasCardView]):
            value (int):
     """

    card: RutasCardView
    figures: list[RutasCardView]
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        card = self.card.to_dict()

        figures = []
        for figures_item_data in self.figures:
            figures_item = figures_item_data.to_dict()
            figures.append(figures_item)



        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "figures": figures,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        d = dict(src_dict)
        card = RutasCardView.from_dict(d.pop("card"))




        figures = []
        _figures = d.pop("figures")
        for figures_item_data in (_figures):
            figures_item = RutasCardView.from_dict(figures_item_data)



            figures.append(figures_item)


        value = d.pop("value")

        slot_view = cls(
            card=card,
            figures=figures,
            value=value,
        )


        slot_view.additional_properties = d
        return slot_view

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
