from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.emote_message_emote import EmoteMessageEmote
from ..models.emote_message_kind import EmoteMessageKind






T = TypeVar("T", bound="EmoteMessage")



@_attrs_define
class EmoteMessage:
    """ An emote from the catalogue.

        Attributes:
            emote (EmoteMessageEmote):
            kind (EmoteMessageKind):
     """

    emote: EmoteMessageEmote
    kind: EmoteMessageKind





    def to_dict(self) -> dict[str, Any]:
        emote = self.emote.value

        kind = self.kind.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "emote": emote,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        emote = EmoteMessageEmote(d.pop("emote"))




        kind = EmoteMessageKind(d.pop("kind"))




        emote_message = cls(
            emote=emote,
            kind=kind,
        )

        return emote_message

