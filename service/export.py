"""`make openapi`: write the OpenAPI document the app serves to a file."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from service.app import create_app
from service.core.settings import Settings
from service.http.openapi import build_openapi


def openapi_text() -> str:
    app = create_app(Settings(), enqueue_bots=False)
    return json.dumps(build_openapi(app), indent=2, sort_keys=True) + "\n"


def main() -> int:
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "openapi/openapi.json")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(openapi_text())
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
