from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ban import Ban
  from ..models.identity import Identity
  from ..models.rating_held import RatingHeld
  from ..models.table_seat import TableSeat





T = TypeVar("T", bound="PlayerDetails")



@_attrs_define
class PlayerDetails:
    """ 
        Attributes:
            app (str):
            ban (Ban | None):
            created_ms (int):
            id (str):
            identity (Identity):
            name (str):
            ratings (list[RatingHeld]):
            tables (list[TableSeat]):
     """

    app: str
    ban: Ban | None
    created_ms: int
    id: str
    identity: Identity
    name: str
    ratings: list[RatingHeld]
    tables: list[TableSeat]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ban import Ban # noqa: PLC0415
        from ..models.identity import Identity # noqa: PLC0415
        from ..models.rating_held import RatingHeld # noqa: PLC0415
        from ..models.table_seat import TableSeat # noqa: PLC0415
        app = self.app

        ban: dict[str, Any] | None
        if isinstance(self.ban, Ban):
            ban = self.ban.to_dict()
        else:
            ban = self.ban

        created_ms = self.created_ms

        id = self.id

        identity = self.identity.to_dict()

        name = self.name

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)



        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "app": app,
            "ban": ban,
            "created_ms": created_ms,
            "id": id,
            "identity": identity,
            "name": name,
            "ratings": ratings,
            "tables": tables,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ban import Ban # noqa: PLC0415
        from ..models.identity import Identity # noqa: PLC0415
        from ..models.rating_held import RatingHeld # noqa: PLC0415
        from ..models.table_seat import TableSeat # noqa: PLC0415
        d = dict(src_dict)
        app = d.pop("app")

        def _parse_ban(data: object) -> Ban | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ban_type_0 = Ban.from_dict(data)



                return ban_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Ban | None, data)

        ban = _parse_ban(d.pop("ban"))


        created_ms = d.pop("created_ms")

        id = d.pop("id")

        identity = Identity.from_dict(d.pop("identity"))




        name = d.pop("name")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = RatingHeld.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        tables = []
        _tables = d.pop("tables")
        for tables_item_data in (_tables):
            tables_item = TableSeat.from_dict(tables_item_data)



            tables.append(tables_item)


        player_details = cls(
            app=app,
            ban=ban,
            created_ms=created_ms,
            id=id,
            identity=identity,
            name=name,
            ratings=ratings,
            tables=tables,
        )


        player_details.additional_properties = d
        return player_details

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
