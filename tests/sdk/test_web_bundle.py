"""The web client's copy of the TypeScript SDK (service/web/static/vendor/tapete-sdk.js, so
that `make run` needs no node) is what esbuild makes from sdk/typescript today: rebuilt into a
tmp dir with the pinned esbuild, it must be byte for byte the committed file."""

from __future__ import annotations

from pathlib import Path

from sdk_artifacts import ROOT, TS_SDK, npm

BUNDLE = ROOT / "service" / "web" / "static" / "vendor" / "tapete-sdk.js"


def test_the_web_clients_sdk_bundle_is_current(typescript_installed: None, tmp_path: Path) -> None:
    rebuilt = tmp_path / "tapete-sdk.js"
    npm("run", "build:web", cwd=TS_SDK, timeout=120, WEB_BUNDLE=str(rebuilt))
    assert rebuilt.read_bytes() == BUNDLE.read_bytes(), "stale: run `make web-sdk`"
