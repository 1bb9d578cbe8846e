"""`/play` and `/play/<CODE>` answer the client's one HTML page; `/play/static/...` its ES
modules, styles and catalogs. Kept out of the OpenAPI document: they are not the API."""

from __future__ import annotations

from pathlib import Path

from litestar import Router, get
from litestar.datastructures import CacheControlHeader
from litestar.params import FromPath
from litestar.response import File
from litestar.static_files import create_static_files_router

STATIC = Path(__file__).resolve().parent / "static"
INDEX = STATIC / "index.html"
# The page and its modules change with every release: revalidate, never serve a stale client.
NO_CACHE = {"Cache-Control": "no-cache"}


@get("/", include_in_schema=False, sync_to_thread=False)
def play_page() -> File:
    return File(INDEX, content_disposition_type="inline", media_type="text/html", headers=NO_CACHE)


@get("/{code:str}", include_in_schema=False, sync_to_thread=False)
def shared_link(code: FromPath[str]) -> File:
    """A shared table link: the same page, which reads the code from the address."""
    return File(INDEX, content_disposition_type="inline", media_type="text/html", headers=NO_CACHE)


play_router = Router(
    path="/play",
    route_handlers=[
        play_page,
        shared_link,
        create_static_files_router(
            path="/static",
            directories=[STATIC],
            include_in_schema=False,
            cache_control=CacheControlHeader(no_cache=True),
        ),
    ],
)
