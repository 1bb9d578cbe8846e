"""The web clients' files (`/play/static`, each game's `web/` folder, `/admin/static`) served
from memory, gzip-compressed for browsers that accept it, with an ETag that answers 304 when
the browser's copy is current. A phone on a slow network loads the client's modules in a few
round trips: sending a third of the bytes is what makes the first screen quick (the Lighthouse
test's throttled mobile run). A file is read and compressed once, then again only when its
size or modification time changes, so an edited file is served at once during development."""

from __future__ import annotations

import gzip
import hashlib
import mimetypes
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from litestar import Request, Response, Router, get
from litestar.exceptions import NotFoundException
from litestar.params import FromPath

# Text compresses to a fraction; images and fonts are compressed already.
COMPRESSIBLE = {".css", ".html", ".js", ".json", ".md", ".mjs", ".svg", ".txt", ".webmanifest"}
MEDIA_TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".json": "application/json",
    ".md": "text/markdown; charset=utf-8",
    ".webmanifest": "application/manifest+json",
}
# Files under 1 KB gain less than the header costs.
SMALLEST_COMPRESSED = 1024


@dataclass(frozen=True, slots=True)
class Asset:
    body: bytes
    gzipped: bytes | None  # None: sent as it is
    etag: str
    media_type: str
    stamp: tuple[int, int]  # the file's modification time and size when read


def read_asset(path: Path, stamp: tuple[int, int]) -> Asset:
    body = path.read_bytes()
    suffix = path.suffix.lower()
    gzipped = None
    if suffix in COMPRESSIBLE and len(body) >= SMALLEST_COMPRESSED:
        # mtime=0: the same file always compresses to the same bytes (stable across replicas).
        gzipped = gzip.compress(body, compresslevel=9, mtime=0)
    media_type = MEDIA_TYPES.get(suffix) or mimetypes.guess_type(path.name)[0]
    return Asset(
        body=body,
        gzipped=gzipped,
        etag=f'"{hashlib.sha256(body).hexdigest()[:20]}"',
        media_type=media_type or "application/octet-stream",
        stamp=stamp,
    )


class AssetFolder:
    """The files under one folder, by their path relative to it; hidden files and Python
    caches are not served, nor anything outside the folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder.resolve()
        self.read: dict[Path, Asset] = {}

    def find(self, relative: str) -> Asset | None:
        path = (self.folder / relative.lstrip("/")).resolve()
        parts = path.relative_to(self.folder).parts if path.is_relative_to(self.folder) else None
        if not parts or any(part.startswith(".") or part == "__pycache__" for part in parts):
            return None
        try:
            stat = path.stat()
        except OSError:
            return None
        if not path.is_file():
            return None
        stamp = (stat.st_mtime_ns, stat.st_size)
        known = self.read.get(path)
        if known is None or known.stamp != stamp:
            known = self.read[path] = read_asset(path, stamp)
        return known


def accepts_gzip(request: Request[Any, Any, Any]) -> bool:
    accepted = request.headers.get("accept-encoding", "")
    return any(
        part.split(";")[0].strip() == "gzip" and not part.replace(" ", "").endswith(";q=0")
        for part in accepted.lower().split(",")
    )


def asset_response(request: Request[Any, Any, Any], asset: Asset) -> Response[bytes]:
    """The file, compressed when the browser takes gzip; 304 when its copy has this ETag.
    `no-cache`: the browser keeps the file but asks each time (a release changes it)."""
    headers = {"ETag": asset.etag, "Cache-Control": "no-cache"}
    if asset.gzipped is not None:
        headers["Vary"] = "Accept-Encoding"
    if asset.etag in request.headers.get("if-none-match", ""):
        return Response(b"", status_code=304, headers=headers)
    body = asset.body
    if asset.gzipped is not None and accepts_gzip(request):
        body = asset.gzipped
        headers["Content-Encoding"] = "gzip"
    return Response(body, media_type=asset.media_type, headers=headers)


def asset_router(path: str, folder: Path) -> Router:
    """A router answering `<path>/<file>` from `folder`, outside the OpenAPI document."""
    files = AssetFolder(folder)

    @get("/{file_path:path}", include_in_schema=False, sync_to_thread=False)
    def asset(request: Request[Any, Any, Any], file_path: FromPath[str]) -> Response[bytes]:
        found = files.find(file_path)
        if found is None:
            raise NotFoundException(f"no file {file_path!r}")
        return asset_response(request, found)

    return Router(path=path, route_handlers=[asset])
