from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.admin_member import AdminMember
  from ..models.step_record import StepRecord
  from ..models.table_view import TableView





T = TypeVar("T", bound="AdminTable")



@_attrs_define
class AdminTable:
    """ 
        Attributes:
            app (str):
            code (str):
            created_ms (int):
            game (str):
            host_player (None | str):
            members (list[AdminMember]):
            state (Any): The game's state as stored (null before the start).
            steps (list[StepRecord]): The step log's latest versions (`steps`), oldest first.
            view (TableView):
     """

    app: str
    code: str
    created_ms: int
    game: str
    host_player: None | str
    members: list[AdminMember]
    state: Any
    steps: list[StepRecord]
    view: TableView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.admin_member import AdminMember # noqa: PLC0415
        from ..models.step_record import StepRecord # noqa: PLC0415
        from ..models.table_view import TableView # noqa: PLC0415
        app = self.app

        code = self.code

        created_ms = self.created_ms

        game = self.game

        host_player: None | str
        host_player = self.host_player

        members = []
        for members_item_data in self.members:
            members_item = members_item_data.to_dict()
            members.append(members_item)



        state = self.state

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)



        view = self.view.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "app": app,
            "code": code,
            "created_ms": created_ms,
            "game": game,
            "host_player": host_player,
            "members": members,
            "state": state,
            "steps": steps,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.admin_member import AdminMember # noqa: PLC0415
        from ..models.step_record import StepRecord # noqa: PLC0415
        from ..models.table_view import TableView # noqa: PLC0415
        d = dict(src_dict)
        app = d.pop("app")

        code = d.pop("code")

        created_ms = d.pop("created_ms")

        game = d.pop("game")

        def _parse_host_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        host_player = _parse_host_player(d.pop("host_player"))


        members = []
        _members = d.pop("members")
        for members_item_data in (_members):
            members_item = AdminMember.from_dict(members_item_data)



            members.append(members_item)


        state = d.pop("state")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            steps_item = StepRecord.from_dict(steps_item_data)



            steps.append(steps_item)


        view = TableView.from_dict(d.pop("view"))




        admin_table = cls(
            app=app,
            code=code,
            created_ms=created_ms,
            game=game,
            host_player=host_player,
            members=members,
            state=state,
            steps=steps,
            view=view,
        )


        admin_table.additional_properties = d
        return admin_table

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
