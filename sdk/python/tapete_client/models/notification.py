from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.notification_kind import NotificationKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Notification")



@_attrs_define
class Notification:
    """ 
        Attributes:
            created_ms (int):
            id (int):
            kind (NotificationKind):
            by (None | str | Unset):
            by_name (None | str | Unset):
            game (None | str | Unset):
            rating_after (int | None | Unset):
            rating_before (int | None | Unset):
            read (bool | Unset):  Default: False.
            round_ (int | None | Unset):
            table (None | str | Unset):
            tournament (None | str | Unset):
     """

    created_ms: int
    id: int
    kind: NotificationKind
    by: None | str | Unset = UNSET
    by_name: None | str | Unset = UNSET
    game: None | str | Unset = UNSET
    rating_after: int | None | Unset = UNSET
    rating_before: int | None | Unset = UNSET
    read: bool | Unset = False
    round_: int | None | Unset = UNSET
    table: None | str | Unset = UNSET
    tournament: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_ms = self.created_ms

        id = self.id

        kind = self.kind.value

        by: None | str | Unset
        if isinstance(self.by, Unset):
            by = UNSET
        else:
            by = self.by

        by_name: None | str | Unset
        if isinstance(self.by_name, Unset):
            by_name = UNSET
        else:
            by_name = self.by_name

        game: None | str | Unset
        if isinstance(self.game, Unset):
            game = UNSET
        else:
            game = self.game

        rating_after: int | None | Unset
        if isinstance(self.rating_after, Unset):
            rating_after = UNSET
        else:
            rating_after = self.rating_after

        rating_before: int | None | Unset
        if isinstance(self.rating_before, Unset):
            rating_before = UNSET
        else:
            rating_before = self.rating_before

        read = self.read

        round_: int | None | Unset
        if isinstance(self.round_, Unset):
            round_ = UNSET
        else:
            round_ = self.round_

        table: None | str | Unset
        if isinstance(self.table, Unset):
            table = UNSET
        else:
            table = self.table

        tournament: None | str | Unset
        if isinstance(self.tournament, Unset):
            tournament = UNSET
        else:
            tournament = self.tournament


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_ms": created_ms,
            "id": id,
            "kind": kind,
        })
        if by is not UNSET:
            field_dict["by"] = by
        if by_name is not UNSET:
            field_dict["by_name"] = by_name
        if game is not UNSET:
            field_dict["game"] = game
        if rating_after is not UNSET:
            field_dict["rating_after"] = rating_after
        if rating_before is not UNSET:
            field_dict["rating_before"] = rating_before
        if read is not UNSET:
            field_dict["read"] = read
        if round_ is not UNSET:
            field_dict["round"] = round_
        if table is not UNSET:
            field_dict["table"] = table
        if tournament is not UNSET:
            field_dict["tournament"] = tournament

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_ms = d.pop("created_ms")

        id = d.pop("id")

        kind = NotificationKind(d.pop("kind"))




        def _parse_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        by = _parse_by(d.pop("by", UNSET))


        def _parse_by_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        by_name = _parse_by_name(d.pop("by_name", UNSET))


        def _parse_game(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game = _parse_game(d.pop("game", UNSET))


        def _parse_rating_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rating_after = _parse_rating_after(d.pop("rating_after", UNSET))


        def _parse_rating_before(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rating_before = _parse_rating_before(d.pop("rating_before", UNSET))


        read = d.pop("read", UNSET)

        def _parse_round_(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        round_ = _parse_round_(d.pop("round", UNSET))


        def _parse_table(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table = _parse_table(d.pop("table", UNSET))


        def _parse_tournament(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tournament = _parse_tournament(d.pop("tournament", UNSET))


        notification = cls(
            created_ms=created_ms,
            id=id,
            kind=kind,
            by=by,
            by_name=by_name,
            game=game,
            rating_after=rating_after,
            rating_before=rating_before,
            read=read,
            round_=round_,
            table=table,
            tournament=tournament,
        )


        notification.additional_properties = d
        return notification

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
