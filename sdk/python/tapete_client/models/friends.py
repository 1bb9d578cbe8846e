from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.friend_entry import FriendEntry





T = TypeVar("T", bound="Friends")



@_attrs_define
class Friends:
    """ 
        Attributes:
            blocked (list[FriendEntry]):
            friends (list[FriendEntry]):
            incoming (list[FriendEntry]):
            outgoing (list[FriendEntry]):
     """

    blocked: list[FriendEntry]
    friends: list[FriendEntry]
    incoming: list[FriendEntry]
    outgoing: list[FriendEntry]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.friend_entry import FriendEntry # noqa: PLC0415
        blocked = []
        for blocked_item_data in self.blocked:
            blocked_item = blocked_item_data.to_dict()
            blocked.append(blocked_item)



        friends = []
        for friends_item_data in self.friends:
            friends_item = friends_item_data.to_dict()
            friends.append(friends_item)



        incoming = []
        for incoming_item_data in self.incoming:
            incoming_item = incoming_item_data.to_dict()
            incoming.append(incoming_item)



        outgoing = []
        for outgoing_item_data in self.outgoing:
            outgoing_item = outgoing_item_data.to_dict()
            outgoing.append(outgoing_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "blocked": blocked,
            "friends": friends,
            "incoming": incoming,
            "outgoing": outgoing,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.friend_entry import FriendEntry # noqa: PLC0415
        d = dict(src_dict)
        blocked = []
        _blocked = d.pop("blocked")
        for blocked_item_data in (_blocked):
            blocked_item = FriendEntry.from_dict(blocked_item_data)



            blocked.append(blocked_item)


        friends = []
        _friends = d.pop("friends")
        for friends_item_data in (_friends):
            friends_item = FriendEntry.from_dict(friends_item_data)



            friends.append(friends_item)


        incoming = []
        _incoming = d.pop("incoming")
        for incoming_item_data in (_incoming):
            incoming_item = FriendEntry.from_dict(incoming_item_data)



            incoming.append(incoming_item)


        outgoing = []
        _outgoing = d.pop("outgoing")
        for outgoing_item_data in (_outgoing):
            outgoing_item = FriendEntry.from_dict(outgoing_item_data)



            outgoing.append(outgoing_item)


        friends = cls(
            blocked=blocked,
            friends=friends,
            incoming=incoming,
            outgoing=outgoing,
        )


        friends.additional_properties = d
        return friends

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
