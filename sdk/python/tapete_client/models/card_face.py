from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.attribute_face import AttributeFace





T = TypeVar("T", bound="CardFace")



@_attrs_define
class CardFace:
    """ 
        Attributes:
            attributes (list[AttributeFace]):
            id (int):
            name (str):
            principal (int):
     """

    attributes: list[AttributeFace]
    id: int
    name: str
    principal: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.attribute_face import AttributeFace # noqa: PLC0415
        attributes = []
        for attributes_item_data in self.attributes:
            attributes_item = attributes_item_data.to_dict()
            attributes.append(attributes_item)



        id = self.id

        name = self.name

        principal = self.principal


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attributes": attributes,
            "id": id,
            "name": name,
            "principal": principal,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attribute_face import AttributeFace # noqa: PLC0415
        d = dict(src_dict)
        attributes = []
        _attributes = d.pop("attributes")
        for attributes_item_data in (_attributes):
            attributes_item = AttributeFace.from_dict(attributes_item_data)



            attributes.append(attributes_item)


        id = d.pop("id")

        name = d.pop("name")

        principal = d.pop("principal")

        card_face = cls(
            attributes=attributes,
            id=id,
            name=name,
            principal=principal,
        )


        card_face.additional_properties = d
        return card_face

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
