"""The TypeScript SDK's own suite (sdk/typescript/test, node's test runner) against a live
server: it plays a whole game of every hosted game, runs the example program, and fails if the
committed generated types are stale. `npm ci` first installs exactly package-lock.json.

And the SDK as a user gets it: `npm pack`, the tarball installed into a fresh project outside
the checkout, the README's TypeScript example type-checked there with `tsc --strict` (no
skipLibCheck: the shipped declarations must resolve, the generated ones included) and played
to the end of a game."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from tests.gamepicks import quick_options_by_id

ROOT = Path(__file__).resolve().parents[2]
TS_SDK = ROOT / "sdk" / "typescript"

pytestmark = pytest.mark.skipif(
    not (shutil.which("node") and shutil.which("npm")), reason="node and npm are needed"
)


def npm(*args: str, cwd: Path, timeout: float) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        ["npm", *args, "--no-audit", "--no-fund"], cwd=cwd, capture_output=True, text=True,
        timeout=timeout,
    )  # fmt: skip
    assert done.returncode == 0, (
        f"npm {' '.join(args)}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    )
    return done


def test_the_typescript_sdk_suite_passes(live_api: str) -> None:
    npm("ci", "--prefer-offline", cwd=TS_SDK, timeout=300)
    done = subprocess.run(
        ["npm", "test"], cwd=TS_SDK, env={**os.environ, "TAPETE_URL": live_api,
             "TAPETE_QUICK_OPTIONS": json.dumps(quick_options_by_id())},
        capture_output=True, text=True, timeout=420,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


def readme_example() -> str:
    """The first TypeScript code block of the SDK's README, verbatim."""
    found = re.search(r"^```ts\n(.*?)^```", (TS_SDK / "README.md").read_text(), re.M | re.S)
    assert found, "sdk/typescript/README.md has no ```ts block"
    return found.group(1)


def test_the_packed_sdk_installs_type_checks_and_plays_the_readme_example(
    live_api: str, tmp_path: Path
) -> None:
    # Outside the checkout: nothing of the repository's node_modules can be resolved from it.
    assert ROOT not in tmp_path.parents, "run with a --basetemp outside the checkout"
    # `npm pack` runs `prepare`, which builds dist/ (installing the SDK's locked dependencies
    # first if they are missing, as in a clean checkout).
    packed = tmp_path / "packed"
    packed.mkdir()
    npm("pack", "--prefer-offline", "--pack-destination", str(packed), cwd=TS_SDK, timeout=300)
    (tarball,) = packed.glob("*.tgz")
    with tarfile.open(tarball) as archive:
        shipped = set(archive.getnames())
    assert {
        "package/dist/index.js",
        "package/dist/index.d.ts",
        "package/dist/schema.d.ts",
    } <= shipped
    assert not any(name.startswith(("package/src/", "package/node_modules/")) for name in shipped)

    project = tmp_path / "consumer"
    project.mkdir()
    (project / "package.json").write_text(
        json.dumps({"name": "tapete-sdk-consumer", "private": True, "type": "module"})
    )
    # The SDK's own pins of the compiler and node's types (already in npm's cache).
    pins = json.loads((TS_SDK / "package.json").read_text())["devDependencies"]
    npm(
        "install", "--prefer-offline", str(tarball),
        f"typescript@{pins['typescript']}", f"@types/node@{pins['@types/node']}",
        cwd=project, timeout=300,
    )  # fmt: skip
    (project / "example.ts").write_text(readme_example())
    # Strict, and no skipLibCheck: every declaration the package ships is checked.
    tsconfig = {
        "compilerOptions": {
            "strict": True, "target": "ES2022", "module": "NodeNext",
            "moduleResolution": "NodeNext", "outDir": "out", "types": ["node"],
        },
        "files": ["example.ts"],
    }  # fmt: skip
    (project / "tsconfig.json").write_text(json.dumps(tsconfig))
    checked = subprocess.run(
        ["node", "node_modules/typescript/bin/tsc", "-p", "tsconfig.json"],
        cwd=project, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert checked.returncode == 0, checked.stdout[-4000:] + checked.stderr[-2000:]

    played = subprocess.run(
        ["node", "out/example.js"], cwd=project, env={**os.environ, "TAPETE_URL": live_api},
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert played.returncode == 0, played.stdout[-4000:] + played.stderr[-2000:]
    result = json.loads(played.stdout.rsplit("result:", 1)[1])
    assert result["reason"] not in ("cancelled", "no_first_move"), result  # played to its end
