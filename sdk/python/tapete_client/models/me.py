from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.me_kind import MeKind
from typing import cast

if TYPE_CHECKING:
  from ..models.public_profile import PublicProfile





T = TypeVar("T", bound="Me")



@_attrs_define
class Me:
    """ 
        Attributes:
            id (str):
            kind (MeKind):
            name (str):
            profile (PublicProfile):
            show_presence (bool):
     """

    id: str
    kind: MeKind
    name: str
    profile: PublicProfile
    show_presence: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.public_profile import PublicProfile # noqa: PLC0415
        id = self.id

        kind = self.kind.value

        name = self.name

        profile = self.profile.to_dict()

        show_presence = self.show_presence


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "kind": kind,
            "name": name,
            "profile": profile,
            "show_presence": show_presence,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.public_profile import PublicProfile # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        kind = MeKind(d.pop("kind"))




        name = d.pop("name")

        profile = PublicProfile.from_dict(d.pop("profile"))




        show_presence = d.pop("show_presence")

        me = cls(
            id=id,
            kind=kind,
            name=name,
            profile=profile,
            show_presence=show_presence,
        )


        me.additional_properties = d
        return me

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
