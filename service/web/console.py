"""`/admin` answers the operator console's one HTML page and `/admin/static/...` its modules,
styles and catalogs (service/web/admin/). The console speaks only the admin API, signed in with
the operator token it asks for; it shares the player client's modules (`/play/static/dom.js`,
`i18n.js`) and styles. Kept out of the OpenAPI document: not the API."""

from __future__ import annotations

from pathlib import Path

from litestar import Router, get
from litestar.response import File

from service.web.assets import asset_router

CONSOLE = Path(__file__).resolve().parent / "admin"
PAGE = CONSOLE / "index.html"
# The page changes with every release: revalidate, never serve a stale console.
NO_CACHE = {"Cache-Control": "no-cache"}


@get("/", include_in_schema=False, sync_to_thread=False)
def console_page() -> File:
    return File(PAGE, content_disposition_type="inline", media_type="text/html", headers=NO_CACHE)


console_router = Router(
    path="/admin",
    route_handlers=[
        console_page,
        asset_router("/static", CONSOLE),
    ],
)
