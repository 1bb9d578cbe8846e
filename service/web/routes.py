"""`/play` and `/play/<CODE>` answer the client's one HTML page, as do its player pages
(`/play/me`, `/play/record/<CODE>`...); `/play/static/...` its ES modules, styles and
catalogs. Each game draws itself: `/play/games/<id>/...` serves the `web/` folder of the game's
own package (`renderer.js`, `style.css`, `i18n/<lang>.json`) and `/play/games.json` lists them
for the app; `/play/rules/<id>/<lang>` answers the game's rules page (`docs/rules/<id>.md`, in
Spanish `docs/rules/es/<id>.md`) as Markdown, which the page renders itself (text only, never
as HTML). `/play/manifest.webmanifest` and the service worker `/play/sw.js` make it an app a
phone can install and open offline (README, "Play in the browser").
Kept out of the OpenAPI document: not the API."""

from __future__ import annotations

import hashlib
import inspect
import json
import sys
from pathlib import Path
from typing import Any

from litestar import Request, Router, get
from litestar.datastructures import CacheControlHeader
from litestar.exceptions import NotFoundException
from litestar.params import FromPath
from litestar.response import File, Response

from service.games.base import AnyGame
from service.games.registry import GAMES
from service.web.assets import AssetFolder, asset_response, asset_router

STATIC = Path(__file__).resolve().parent / "static"
INDEX = STATIC / "index.html"
ICON = STATIC / "favicon.svg"
MANIFEST = STATIC / "manifest.webmanifest"
WORKER = Path(__file__).resolve().parent / "sw.js"
# The page and its modules change with every release: revalidate, never serve a stale client.
NO_CACHE = {"Cache-Control": "no-cache"}


def web_folder(game: AnyGame) -> Path:
    """The `web/` folder beside the module that defines the game (`service/games/<id>/web`)."""
    return Path(inspect.getfile(type(game))).resolve().parent / "web"


# The games that bring a web client: a renderer module, with optional styles and texts.
WEB_GAMES = {
    game.id: web_folder(game)
    for game in GAMES.values()
    if (web_folder(game) / "renderer.js").is_file()
}


# The rules pages (docs/rules/): beside the sources in a checkout; in the image, where its
# build copies them (<venv>/share/tapete/rules, deploy/Dockerfile).
RULES_DIRS = (
    Path(__file__).resolve().parents[2] / "docs" / "rules",
    Path(sys.prefix) / "share" / "tapete" / "rules",
)
RULES_LANGS = ("en", "es")


def rules_file(game_id: str, lang: str) -> Path | None:
    """The rules page of a registered game in `lang` (English: `<id>.md`, another language:
    `<lang>/<id>.md`), falling back to English; None if there is none. The file name comes
    from the registry, never from the address as given."""
    if game_id not in GAMES or lang not in RULES_LANGS:
        return None
    names = [f"{lang}/{game_id}.md", f"{game_id}.md"] if lang != "en" else [f"{game_id}.md"]
    for folder in RULES_DIRS:
        for name in names:
            if (folder / name).is_file():
                return folder / name
    return None


def web_client(game_id: str, folder: Path) -> dict[str, Any]:
    base = f"/play/games/{game_id}"
    return {
        "id": game_id,
        "renderer": f"{base}/renderer.js",
        "style": f"{base}/style.css" if (folder / "style.css").is_file() else None,
        "texts": f"{base}/i18n" if (folder / "i18n").is_dir() else None,
    }


def game_client_list() -> list[dict[str, Any]]:
    return [web_client(game_id, folder) for game_id, folder in WEB_GAMES.items()]


@get("/games.json", include_in_schema=False, sync_to_thread=False)
def game_clients() -> list[dict[str, Any]]:
    """Each game's web client: its renderer module, styles and catalogs, in registry order."""
    return game_client_list()


def files_under(folder: Path, prefix: str) -> dict[str, Path]:
    return {
        f"{prefix}/{path.relative_to(folder).as_posix()}": path
        for path in sorted(folder.rglob("*"))
        if path.is_file() and not path.name.startswith(".") and "__pycache__" not in path.parts
    }


def service_worker() -> bytes:
    """The worker's script: its template under a list of the shell's paths and a version that
    hashes them all (the template too), so a deploy that changes any file installs a new worker
    with a new cache. The page's deployment settings (`config.json`) are listed, not hashed."""
    files = {"/play": INDEX, "/play/manifest.webmanifest": MANIFEST}
    files |= files_under(STATIC, "/play/static")
    for game_id, folder in WEB_GAMES.items():
        files |= files_under(folder, f"/play/games/{game_id}")
    digest = hashlib.sha256(WORKER.read_bytes())
    digest.update(json.dumps(game_client_list(), sort_keys=True).encode())
    for path, file in sorted(files.items()):
        digest.update(f"\0{path}\0".encode())
        digest.update(file.read_bytes())
    shell = [*files, "/play/games.json", "/play/config.json"]
    version = json.dumps(digest.hexdigest()[:16])
    head = f"const VERSION = {version};\nconst SHELL = {json.dumps(shell)};\n"
    return head.encode() + WORKER.read_bytes()


SERVICE_WORKER = service_worker()


@get("/sw.js", include_in_schema=False, sync_to_thread=False)
def worker_script() -> Response[bytes]:
    """The service worker, revalidated on every check; allowed to control `/play` itself (its
    default scope, `/play/`, would leave out the start page's own address)."""
    return Response(
        SERVICE_WORKER,
        media_type="text/javascript",
        headers={**NO_CACHE, "Service-Worker-Allowed": "/play"},
    )


@get("/manifest.webmanifest", include_in_schema=False, sync_to_thread=False)
def web_manifest() -> File:
    """The web app manifest: names, colours, icons and start address for a home screen."""
    return File(
        MANIFEST,
        content_disposition_type="inline",
        media_type="application/manifest+json",
        headers=NO_CACHE,
    )


@get(
    "/config.json",
    include_in_schema=False,
    sync_to_thread=False,
    cache_control=CacheControlHeader(no_cache=True),
)
def client_config(request: Request[Any, Any, Any]) -> dict[str, str | None]:
    """What the page needs from the deployment: the app it plays in (TAPETE_WEB_APP_ID; none:
    the default app), sent as `X-App-Id` on each of its requests."""
    return {"app_id": request.app.state.web_app_id or None}


@get("/rules/{game_id:str}/{lang:str}", include_in_schema=False, sync_to_thread=True)
def rules_page(game_id: FromPath[str], lang: FromPath[str]) -> Response[str]:
    """A game's rules as Markdown, in the page's language (English if not translated)."""
    found = rules_file(game_id, lang)
    if found is None:
        raise NotFoundException(f"no rules page for {game_id!r} in {lang!r}")
    return Response(
        found.read_text(encoding="utf-8"),
        media_type="text/markdown; charset=utf-8",
        headers={**NO_CACHE, "Content-Language": lang if found.parent.name == lang else "en"},
    )


SHELL_FILES = AssetFolder(STATIC)


def the_page(request: Request[Any, Any, Any]) -> Response[bytes]:
    """The client's one HTML page: it reads the address to know what to show."""
    page = SHELL_FILES.find(INDEX.name)
    assert page is not None, "the client's page ships with the service"
    return asset_response(request, page)


@get("/", include_in_schema=False, sync_to_thread=False)
def play_page(request: Request[Any, Any, Any]) -> Response[bytes]:
    return the_page(request)


@get("/{code:str}", include_in_schema=False, sync_to_thread=False)
def shared_link(request: Request[Any, Any, Any], code: FromPath[str]) -> Response[bytes]:
    """A shared table link: the same page, which reads the code from the address."""
    return the_page(request)


# The player pages (docs/players.md): the same page, which reads the address and tells a
# lowercase word from a table code. A path with a second segment needs its own route, and so
# does its first segment alone (the router no longer answers it with the shared link's).
PLAYER_PAGES = ("leaderboard", "players", "record", "tournaments")
PLAYER_INDEXES = ("me", "notifications", "tables", "leaderboard", "tournaments")


@get(
    [f"/{page}/{{name:str}}" for page in PLAYER_PAGES],
    include_in_schema=False,
    sync_to_thread=False,
)
def player_page(request: Request[Any, Any, Any], name: FromPath[str]) -> Response[bytes]:
    """A player page: a profile, a game's leaderboard, a record or a tournament."""
    return the_page(request)


@get([f"/{page}" for page in PLAYER_INDEXES], include_in_schema=False, sync_to_thread=False)
def player_index(request: Request[Any, Any, Any]) -> Response[bytes]:
    """Your player, your notifications, the open tables, the leaderboards, the tournaments."""
    return the_page(request)


@get(
    "/favicon.ico",
    include_in_schema=False,
    sync_to_thread=False,
    cache_control=CacheControlHeader(max_age=86400),
)
def favicon() -> File:
    """The icon browsers ask for by themselves on every page (the pages also link it): the
    client's SVG icon rather than a 404."""
    return File(ICON, content_disposition_type="inline", media_type="image/svg+xml")


play_router = Router(
    path="/play",
    route_handlers=[
        play_page,
        game_clients,
        worker_script,
        web_manifest,
        client_config,
        rules_page,
        shared_link,
        player_page,
        player_index,
        asset_router("/static", STATIC),
        *(asset_router(f"/games/{game_id}", folder) for game_id, folder in WEB_GAMES.items()),
    ],
)
