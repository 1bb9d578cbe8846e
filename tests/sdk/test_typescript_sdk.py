"""The TypeScript SDK as a user gets it: `npm pack` (its `prepare` builds dist/ with tsc,
strict), the tarball installed into a new npm project outside the checkout
(tests/sdk/conftest.py). There the README's TypeScript example is type-checked with `tsc
--strict` (no skipLibCheck: the shipped declarations must resolve, the generated ones included)
and played to the end of a game, and the SDK's own suite (sdk/typescript/test, node's test
runner) runs against a live server with `@tapete/sdk` the installed package: it plays a whole
game of every hosted game (the example program among others). In the checkout, its suite's
last test: the committed generated types are current."""

from __future__ import annotations

import tarfile
from pathlib import Path

from sdk_artifacts import (
    TS_SDK,
    play_typescript_readme_example,
    played_to_its_end,
    run,
    run_typescript_suite,
)

from tests.gamepicks import quick_options_by_id


def test_the_packed_sdk_installs_type_checks_and_plays_the_readme_example(
    live_api: str, typescript_tarball: Path, typescript_consumer: Path
) -> None:
    with tarfile.open(typescript_tarball) as archive:
        shipped = set(archive.getnames())
    assert {
        "package/dist/index.js",
        "package/dist/index.d.ts",
        "package/dist/schema.d.ts",
    } <= shipped
    assert not any(name.startswith(("package/src/", "package/node_modules/")) for name in shipped)
    result = play_typescript_readme_example(typescript_consumer, live_api)
    assert played_to_its_end(result), result


def test_the_typescript_sdk_suite_passes_with_the_installed_package(
    live_api: str, typescript_consumer: Path
) -> None:
    run_typescript_suite(typescript_consumer, live_api, quick_options_by_id())


def test_the_generated_types_are_current(typescript_installed: None) -> None:
    run("node", "--test", "test/generated.test.mjs", cwd=TS_SDK, timeout=120)
