"""The admin API's chat reports (docs/apps.md, "Chat reports and free text"): what players reported
of their tables' chats, per app, newest first, each with the messages around it; an admin marks
one handled. Signed in and audited as the rest of the admin API (admin.py): an app's admin key
reads (`admin:read`) and handles (`admin`) its own app's alone."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, Request, get, post
from litestar.di import NamedDependency
from litestar.params import Parameter

from service.api.admin import AppIdPath, audited, shown_app
from service.api.auth import OPERATOR, admin_actor
from service.api.chat import reports_of
from service.api.players import answers
from service.http.responses import problems
from service.tables.chat_reports import CURSOR_PATTERN, ChatReport, ChatReportPage

ReportIdPath = Annotated[
    str,
    Parameter(min_length=1, max_length=64, description="A chat report's id (`cr_...`)."),
]
ReportLimit = Annotated[int, Parameter(ge=1, le=100, description="At most this many reports.")]
Before = Annotated[
    str | None,
    Parameter(
        pattern=CURSOR_PATTERN,
        max_length=40,
        description="A page's `next`: the reports older than it.",
    ),
]


class AdminChatReportsController(Controller):
    path = "/admin/apps/{app_id:str}/chat-reports"
    tags = ["Admin"]
    dependencies = OPERATOR

    @get(
        "",
        operation_id="listChatReports",
        summary="An app's chat reports",
        responses=answers(
            "listChatReports", ChatReportPage, "The reports, newest first", 400, 401, 403, 404
        ),
    )
    async def list_reports(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        app_id: AppIdPath,
        before: Before = None,
        limit: ReportLimit = 20,
    ) -> ChatReportPage:
        """The reports of the app's tables' chats (kept 90 days, the newest 5,000), newest
        first: the table and game, who reported and why, the reported message and the ones
        around it as they were when it was reported, and whether it was handled. `next`
        pages on (`?before=`). Another app, for an app's admin key, is not there (404)."""
        app = await shown_app(request, app_id)
        return await reports_of(request).page(app, before, limit)

    @post(
        "/{report_id:str}/handled",
        operation_id="handleChatReport",
        summary="Mark a chat report handled",
        status_code=200,
        responses=problems(401, 403, 404),
    )
    async def handle_report(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        app_id: AppIdPath,
        report_id: ReportIdPath,
    ) -> ChatReport:
        """The report then says who handled it and when (again: the latest); the audit log
        has it (`chat_report.handle`)."""
        app = await shown_app(request, app_id)
        report = await reports_of(request).handle(app, report_id, admin_actor(request))
        await audited(request, "chat_report.handle", report.id, app=app, table=report.code)
        return report
