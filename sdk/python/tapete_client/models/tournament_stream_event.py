from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_stream_event_type import TournamentStreamEventType
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.tournament_stream_event_data import TournamentStreamEventData





T = TypeVar("T", bound="TournamentStreamEvent")



@_attrs_define
class TournamentStreamEvent:
    """ One of a tournament's events (docs/tournaments.md, "Stream and webhooks"): its `seq` (from 1), `type`, when (`at`)
    and its `data`; `reset`: the events after the reader's seq are no longer kept (read the tournament afresh)

        Attributes:
            at (datetime.datetime):
            data (TournamentStreamEventData):
            seq (int):
            type_ (TournamentStreamEventType):
     """

    at: datetime.datetime
    data: TournamentStreamEventData
    seq: int
    type_: TournamentStreamEventType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_stream_event_data import TournamentStreamEventData # noqa: PLC0415
        at = self.at.isoformat()

        data = self.data.to_dict()

        seq = self.seq

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at": at,
            "data": data,
            "seq": seq,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_stream_event_data import TournamentStreamEventData # noqa: PLC0415
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        data = TournamentStreamEventData.from_dict(d.pop("data"))




        seq = d.pop("seq")

        type_ = TournamentStreamEventType(d.pop("type"))




        tournament_stream_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )


        tournament_stream_event.additional_properties = d
        return tournament_stream_event

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
