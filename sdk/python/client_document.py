"""The document the Python client is generated from: the committed OpenAPI document with the
event stream's answer (`text/event-stream`) typed as a plain string. The committed document
describes one parsed event there (what Schemathesis checks each event against); the generator
would instead parse the whole streamed body as one event and fail on every answer, while the
session layer (tapete_sdk) reads the stream itself.

    python sdk/python/client_document.py openapi/openapi.json OUT.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

EVENT_STREAM = "text/event-stream"


def client_document(document: dict[str, Any]) -> dict[str, Any]:
    for path in document.get("paths", {}).values():
        for operation in path.values():
            if not isinstance(operation, dict):
                continue
            for response in operation.get("responses", {}).values():
                media = response.get("content", {}).get(EVENT_STREAM)
                if media is not None:
                    media["schema"] = {"type": "string"}
    return document


def main(argv: list[str]) -> int:
    source, target = Path(argv[1]), Path(argv[2])
    document = client_document(json.loads(source.read_text()))
    target.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
