from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chat_message_role import ChatMessageRole
from ..models.chat_message_to import ChatMessageTo
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChatMessage")



@_attrs_define
class ChatMessage:
    """ 
        Attributes:
            created_ms (int):
            name (str):
            number (int):
            role (ChatMessageRole):
            emote (None | str | Unset):
            member (int | None | Unset):
            phrase (None | str | Unset):
            player (None | str | Unset):
            seat (int | None | Unset):
            text (None | str | Unset):
            to (ChatMessageTo | Unset):  Default: ChatMessageTo.ALL.
     """

    created_ms: int
    name: str
    number: int
    role: ChatMessageRole
    emote: None | str | Unset = UNSET
    member: int | None | Unset = UNSET
    phrase: None | str | Unset = UNSET
    player: None | str | Unset = UNSET
    seat: int | None | Unset = UNSET
    text: None | str | Unset = UNSET
    to: ChatMessageTo | Unset = ChatMessageTo.ALL
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_ms = self.created_ms

        name = self.name

        number = self.number

        role = self.role.value

        emote: None | str | Unset
        if isinstance(self.emote, Unset):
            emote = UNSET
        else:
            emote = self.emote

        member: int | None | Unset
        if isinstance(self.member, Unset):
            member = UNSET
        else:
            member = self.member

        phrase: None | str | Unset
        if isinstance(self.phrase, Unset):
            phrase = UNSET
        else:
            phrase = self.phrase

        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        text: None | str | Unset
        if isinstance(self.text, Unset):
            text = UNSET
        else:
            text = self.text

        to: str | Unset = UNSET
        if not isinstance(self.to, Unset):
            to = self.to.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_ms": created_ms,
            "name": name,
            "number": number,
            "role": role,
        })
        if emote is not UNSET:
            field_dict["emote"] = emote
        if member is not UNSET:
            field_dict["member"] = member
        if phrase is not UNSET:
            field_dict["phrase"] = phrase
        if player is not UNSET:
            field_dict["player"] = player
        if seat is not UNSET:
            field_dict["seat"] = seat
        if text is not UNSET:
            field_dict["text"] = text
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_ms = d.pop("created_ms")

        name = d.pop("name")

        number = d.pop("number")

        role = ChatMessageRole(d.pop("role"))




        def _parse_emote(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        emote = _parse_emote(d.pop("emote", UNSET))


        def _parse_member(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        member = _parse_member(d.pop("member", UNSET))


        def _parse_phrase(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        phrase = _parse_phrase(d.pop("phrase", UNSET))


        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))


        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        def _parse_text(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        text = _parse_text(d.pop("text", UNSET))


        _to = d.pop("to", UNSET)
        to: ChatMessageTo | Unset
        if isinstance(_to,  Unset):
            to = UNSET
        else:
            to = ChatMessageTo(_to)




        chat_message = cls(
            created_ms=created_ms,
            name=name,
            number=number,
            role=role,
            emote=emote,
            member=member,
            phrase=phrase,
            player=player,
            seat=seat,
            text=text,
            to=to,
        )


        chat_message.additional_properties = d
        return chat_message

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
