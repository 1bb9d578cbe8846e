from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.audit_entry import AuditEntry
  from ..models.ban import Ban
  from ..models.board_place import BoardPlace
  from ..models.circle import Circle
  from ..models.game_record import GameRecord
  from ..models.history_entry import HistoryEntry
  from ..models.identity import Identity
  from ..models.inbox import Inbox
  from ..models.player_export_audited_profile import PlayerExportAuditedProfile
  from ..models.player_export_audited_statistics import PlayerExportAuditedStatistics
  from ..models.rating_held import RatingHeld
  from ..models.report_receipt import ReportReceipt
  from ..models.table_seat import TableSeat
  from ..models.written_message import WrittenMessage





T = TypeVar("T", bound="PlayerExportAudited")



@_attrs_define
class PlayerExportAudited:
    """ 
        Attributes:
            audit (list[AuditEntry]):
            ban (Ban | None):
            exported_ms (int):
            friends (Circle):
            history (list[HistoryEntry]):
            identity (Identity):
            leaderboards (list[BoardPlace]):
            notifications (Inbox):
            profile (PlayerExportAuditedProfile):
            ratings (list[RatingHeld]):
            records (list[GameRecord]):
            statistics (PlayerExportAuditedStatistics):
            tables (list[TableSeat]):
            chat (list[WrittenMessage] | Unset):
            chat_reports (list[ReportReceipt] | Unset):
            last_seen_ms (int | None | Unset):
     """

    audit: list[AuditEntry]
    ban: Ban | None
    exported_ms: int
    friends: Circle
    history: list[HistoryEntry]
    identity: Identity
    leaderboards: list[BoardPlace]
    notifications: Inbox
    profile: PlayerExportAuditedProfile
    ratings: list[RatingHeld]
    records: list[GameRecord]
    statistics: PlayerExportAuditedStatistics
    tables: list[TableSeat]
    chat: list[WrittenMessage] | Unset = UNSET
    chat_reports: list[ReportReceipt] | Unset = UNSET
    last_seen_ms: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.audit_entry import AuditEntry # noqa: PLC0415
        from ..models.ban import Ban # noqa: PLC0415
        from ..models.board_place import BoardPlace # noqa: PLC0415
        from ..models.circle import Circle # noqa: PLC0415
        from ..models.game_record import GameRecord # noqa: PLC0415
        from ..models.history_entry import HistoryEntry # noqa: PLC0415
        from ..models.identity import Identity # noqa: PLC0415
        from ..models.inbox import Inbox # noqa: PLC0415
        from ..models.player_export_audited_profile import PlayerExportAuditedProfile # noqa: PLC0415
        from ..models.player_export_audited_statistics import PlayerExportAuditedStatistics # noqa: PLC0415
        from ..models.rating_held import RatingHeld # noqa: PLC0415
        from ..models.report_receipt import ReportReceipt # noqa: PLC0415
        from ..models.table_seat import TableSeat # noqa: PLC0415
        from ..models.written_message import WrittenMessage # noqa: PLC0415
        audit = []
        for audit_item_data in self.audit:
            audit_item = audit_item_data.to_dict()
            audit.append(audit_item)



        ban: dict[str, Any] | None
        if isinstance(self.ban, Ban):
            ban = self.ban.to_dict()
        else:
            ban = self.ban

        exported_ms = self.exported_ms

        friends = self.friends.to_dict()

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)



        identity = self.identity.to_dict()

        leaderboards = []
        for leaderboards_item_data in self.leaderboards:
            leaderboards_item = leaderboards_item_data.to_dict()
            leaderboards.append(leaderboards_item)



        notifications = self.notifications.to_dict()

        profile = self.profile.to_dict()

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)



        records = []
        for records_item_data in self.records:
            records_item = records_item_data.to_dict()
            records.append(records_item)



        statistics = self.statistics.to_dict()

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)



        chat: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.chat, Unset):
            chat = []
            for chat_item_data in self.chat:
                chat_item = chat_item_data.to_dict()
                chat.append(chat_item)



        chat_reports: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.chat_reports, Unset):
            chat_reports = []
            for chat_reports_item_data in self.chat_reports:
                chat_reports_item = chat_reports_item_data.to_dict()
                chat_reports.append(chat_reports_item)



        last_seen_ms: int | None | Unset
        if isinstance(self.last_seen_ms, Unset):
            last_seen_ms = UNSET
        else:
            last_seen_ms = self.last_seen_ms


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "audit": audit,
            "ban": ban,
            "exported_ms": exported_ms,
            "friends": friends,
            "history": history,
            "identity": identity,
            "leaderboards": leaderboards,
            "notifications": notifications,
            "profile": profile,
            "ratings": ratings,
            "records": records,
            "statistics": statistics,
            "tables": tables,
        })
        if chat is not UNSET:
            field_dict["chat"] = chat
        if chat_reports is not UNSET:
            field_dict["chat_reports"] = chat_reports
        if last_seen_ms is not UNSET:
            field_dict["last_seen_ms"] = last_seen_ms

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.audit_entry import AuditEntry # noqa: PLC0415
        from ..models.ban import Ban # noqa: PLC0415
        from ..models.board_place import BoardPlace # noqa: PLC0415
        from ..models.circle import Circle # noqa: PLC0415
        from ..models.game_record import GameRecord # noqa: PLC0415
        from ..models.history_entry import HistoryEntry # noqa: PLC0415
        from ..models.identity import Identity # noqa: PLC0415
        from ..models.inbox import Inbox # noqa: PLC0415
        from ..models.player_export_audited_profile import PlayerExportAuditedProfile # noqa: PLC0415
        from ..models.player_export_audited_statistics import PlayerExportAuditedStatistics # noqa: PLC0415
        from ..models.rating_held import RatingHeld # noqa: PLC0415
        from ..models.report_receipt import ReportReceipt # noqa: PLC0415
        from ..models.table_seat import TableSeat # noqa: PLC0415
        from ..models.written_message import WrittenMessage # noqa: PLC0415
        d = dict(src_dict)
        audit = []
        _audit = d.pop("audit")
        for audit_item_data in (_audit):
            audit_item = AuditEntry.from_dict(audit_item_data)



            audit.append(audit_item)


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


        exported_ms = d.pop("exported_ms")

        friends = Circle.from_dict(d.pop("friends"))




        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = HistoryEntry.from_dict(history_item_data)



            history.append(history_item)


        identity = Identity.from_dict(d.pop("identity"))




        leaderboards = []
        _leaderboards = d.pop("leaderboards")
        for leaderboards_item_data in (_leaderboards):
            leaderboards_item = BoardPlace.from_dict(leaderboards_item_data)



            leaderboards.append(leaderboards_item)


        notifications = Inbox.from_dict(d.pop("notifications"))




        profile = PlayerExportAuditedProfile.from_dict(d.pop("profile"))




        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = RatingHeld.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        records = []
        _records = d.pop("records")
        for records_item_data in (_records):
            records_item = GameRecord.from_dict(records_item_data)



            records.append(records_item)


        statistics = PlayerExportAuditedStatistics.from_dict(d.pop("statistics"))




        tables = []
        _tables = d.pop("tables")
        for tables_item_data in (_tables):
            tables_item = TableSeat.from_dict(tables_item_data)



            tables.append(tables_item)


        _chat = d.pop("chat", UNSET)
        chat: list[WrittenMessage] | Unset = UNSET
        if _chat is not UNSET:
            chat = []
            for chat_item_data in _chat:
                chat_item = WrittenMessage.from_dict(chat_item_data)



                chat.append(chat_item)


        _chat_reports = d.pop("chat_reports", UNSET)
        chat_reports: list[ReportReceipt] | Unset = UNSET
        if _chat_reports is not UNSET:
            chat_reports = []
            for chat_reports_item_data in _chat_reports:
                chat_reports_item = ReportReceipt.from_dict(chat_reports_item_data)



                chat_reports.append(chat_reports_item)


        def _parse_last_seen_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_seen_ms = _parse_last_seen_ms(d.pop("last_seen_ms", UNSET))


        player_export_audited = cls(
            audit=audit,
            ban=ban,
            exported_ms=exported_ms,
            friends=friends,
            history=history,
            identity=identity,
            leaderboards=leaderboards,
            notifications=notifications,
            profile=profile,
            ratings=ratings,
            records=records,
            statistics=statistics,
            tables=tables,
            chat=chat,
            chat_reports=chat_reports,
            last_seen_ms=last_seen_ms,
        )


        player_export_audited.additional_properties = d
        return player_export_audited

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
