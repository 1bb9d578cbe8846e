from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TournamentInvitation")



@_attrs_define
class TournamentInvitation:
    """ 
        Attributes:
            by (str):
            by_name (str):
            game (str):
            name (str):
            sent_ms (int):
            tournament (str):
     """

    by: str
    by_name: str
    game: str
    name: str
    sent_ms: int
    tournament: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        by = self.by

        by_name = self.by_name

        game = self.game

        name = self.name

        sent_ms = self.sent_ms

        tournament = self.tournament


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "by": by,
            "by_name": by_name,
            "game": game,
            "name": name,
            "sent_ms": sent_ms,
            "tournament": tournament,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = d.pop("by")

        by_name = d.pop("by_name")

        game = d.pop("game")

        name = d.pop("name")

        sent_ms = d.pop("sent_ms")

        tournament = d.pop("tournament")

        tournament_invitation = cls(
            by=by,
            by_name=by_name,
            game=game,
            name=name,
            sent_ms=sent_ms,
            tournament=tournament,
        )


        tournament_invitation.additional_properties = d
        return tournament_invitation

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
