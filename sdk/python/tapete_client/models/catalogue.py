from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.catalogue_entry import CatalogueEntry





T = TypeVar("T", bound="Catalogue")



@_attrs_define
class Catalogue:
    """ 
        Attributes:
            emotes (list[CatalogueEntry]):
            phrases (list[CatalogueEntry]):
     """

    emotes: list[CatalogueEntry]
    phrases: list[CatalogueEntry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.catalogue_entry import CatalogueEntry # noqa: PLC0415
        emotes = []
        for emotes_item_data in self.emotes:
            emotes_item = emotes_item_data.to_dict()
            emotes.append(emotes_item)



        phrases = []
        for phrases_item_data in self.phrases:
            phrases_item = phrases_item_data.to_dict()
            phrases.append(phrases_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "emotes": emotes,
            "phrases": phrases,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalogue_entry import CatalogueEntry # noqa: PLC0415
        d = dict(src_dict)
        emotes = []
        _emotes = d.pop("emotes")
        for emotes_item_data in (_emotes):
            emotes_item = CatalogueEntry.from_dict(emotes_item_data)



            emotes.append(emotes_item)


        phrases = []
        _phrases = d.pop("phrases")
        for phrases_item_data in (_phrases):
            phrases_item = CatalogueEntry.from_dict(phrases_item_data)



            phrases.append(phrases_item)


        catalogue = cls(
            emotes=emotes,
            phrases=phrases,
        )


        catalogue.additional_properties = d
        return catalogue

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
