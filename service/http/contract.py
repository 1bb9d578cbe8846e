"""Which contract an answer belongs to: the API's semantic version (the OpenAPI document's
`info.version`), sent on every answer as `Tapete-API-Version` so a deployed client can tell which
contract it talks to (docs/api.md, "Compatibility"). Raise it with every client-visible change:
patch for fixes, minor for additions, major for anything breaking (openapi/gate.py enforces the
last against the latest release under openapi/releases/)."""

from __future__ import annotations

API_VERSION = "1.1.0"
VERSION_HEADER = "Tapete-API-Version"
# The header as the request wrapper appends it: ASGI header names are lower case.
VERSION_HEADER_PAIR = (VERSION_HEADER.lower().encode(), API_VERSION.encode())
VERSION_HEADER_LINE = VERSION_HEADER_PAIR[0] + b": " + VERSION_HEADER_PAIR[1] + b"\r\n"
