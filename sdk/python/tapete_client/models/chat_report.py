from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chat_report_reason import ChatReportReason
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.chat_message import ChatMessage
  from ..models.handled import Handled
  from ..models.reporter import Reporter





T = TypeVar("T", bound="ChatReport")



@_attrs_define
class ChatReport:
    """ 
        Attributes:
            app (str):
            code (str):
            context (list[ChatMessage]):
            created_ms (int):
            game (str):
            id (str):
            message (ChatMessage):
            reason (ChatReportReason):
            reporter (Reporter):
            table_created_ms (int):
            handled (Handled | None | Unset):
     """

    app: str
    code: str
    context: list[ChatMessage]
    created_ms: int
    game: str
    id: str
    message: ChatMessage
    reason: ChatReportReason
    reporter: Reporter
    table_created_ms: int
    handled: Handled | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_message import ChatMessage # noqa: PLC0415
        from ..models.handled import Handled # noqa: PLC0415
        from ..models.reporter import Reporter # noqa: PLC0415
        app = self.app

        code = self.code

        context = []
        for context_item_data in self.context:
            context_item = context_item_data.to_dict()
            context.append(context_item)



        created_ms = self.created_ms

        game = self.game

        id = self.id

        message = self.message.to_dict()

        reason = self.reason.value

        reporter = self.reporter.to_dict()

        table_created_ms = self.table_created_ms

        handled: dict[str, Any] | None | Unset
        if isinstance(self.handled, Unset):
            handled = UNSET
        elif isinstance(self.handled, Handled):
            handled = self.handled.to_dict()
        else:
            handled = self.handled


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "app": app,
            "code": code,
            "context": context,
            "created_ms": created_ms,
            "game": game,
            "id": id,
            "message": message,
            "reason": reason,
            "reporter": reporter,
            "table_created_ms": table_created_ms,
        })
        if handled is not UNSET:
            field_dict["handled"] = handled

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_message import ChatMessage # noqa: PLC0415
        from ..models.handled import Handled # noqa: PLC0415
        from ..models.reporter import Reporter # noqa: PLC0415
        d = dict(src_dict)
        app = d.pop("app")

        code = d.pop("code")

        context = []
        _context = d.pop("context")
        for context_item_data in (_context):
            context_item = ChatMessage.from_dict(context_item_data)



            context.append(context_item)


        created_ms = d.pop("created_ms")

        game = d.pop("game")

        id = d.pop("id")

        message = ChatMessage.from_dict(d.pop("message"))




        reason = ChatReportReason(d.pop("reason"))




        reporter = Reporter.from_dict(d.pop("reporter"))




        table_created_ms = d.pop("table_created_ms")

        def _parse_handled(data: object) -> Handled | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                handled_type_0 = Handled.from_dict(data)



                return handled_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Handled | None | Unset, data)

        handled = _parse_handled(d.pop("handled", UNSET))


        chat_report = cls(
            app=app,
            code=code,
            context=context,
            created_ms=created_ms,
            game=game,
            id=id,
            message=message,
            reason=reason,
            reporter=reporter,
            table_created_ms=table_created_ms,
            handled=handled,
        )


        chat_report.additional_properties = d
        return chat_report

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
