"""The SDKs as users get them, for the tests: the artifacts built from a source folder (the
checkout's sdk/, or a copy regenerated from a released OpenAPI document, as `make sdk` does),
each installed into a fresh project outside the checkout (a new venv, a new npm project), the
README examples taken verbatim, type-checked there and played against a live server.

Used by tests/sdk/conftest.py (the checkout's artifacts, built once per session),
test_python_sdk.py, test_typescript_sdk.py and test_released_sdks.py."""

from __future__ import annotations

import ast
import dataclasses
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

from servers import LIVE_ADMIN_TOKEN

ROOT = Path(__file__).resolve().parents[2]
PY_SDK = ROOT / "sdk" / "python"
TS_SDK = ROOT / "sdk" / "typescript"
DOCUMENT = ROOT / "openapi" / "openapi.json"
# Left out of every copy of an SDK: what a build leaves behind, never part of a source.
BUILD_LEFTOVERS = ("__pycache__", "build", "dist", "*.egg-info", "node_modules", "*.tgz")


def run(*args: str | Path, cwd: Path, timeout: float, **env: str) -> str:
    """A command that must succeed; its stdout. Without PYTHONPATH and MYPYPATH: a scratch
    project sees what is installed in it, not the checkout."""
    environment = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MYPYPATH")}
    done = subprocess.run(
        [str(arg) for arg in args], cwd=cwd, env={**environment, **env}, capture_output=True,
        text=True, timeout=timeout,
    )  # fmt: skip
    assert done.returncode == 0, f"{args}:\n{done.stdout[-4000:]}{done.stderr[-3000:]}"
    return done.stdout


def npm(*args: str, cwd: Path, timeout: float, **env: str) -> str:
    return run("npm", *args, "--no-audit", "--no-fund", cwd=cwd, timeout=timeout, **env)


def outside_the_checkout(path: Path) -> Path:
    # Nothing of the repository (its node_modules, its pyproject.toml's settings) may be found
    # from a scratch project by walking up.
    assert not path.resolve().is_relative_to(ROOT), "run with a --basetemp outside the checkout"
    return path


def readme_example(readme: Path, language: str) -> str:
    """The first code block of `language` in a README, verbatim."""
    found = re.search(rf"^```{language}\n(.*?)^```", readme.read_text(), re.M | re.S)
    assert found, f"{readme} has no ```{language} block"
    return found.group(1)


def copy_sdk(source: Path, target: Path) -> Path:
    """A copy of an SDK's sources: building in place would leave build/, *.egg-info or a
    tarball in the checkout."""
    shutil.copytree(source, target, ignore=shutil.ignore_patterns(*BUILD_LEFTOVERS))
    return target


def released_games(document: Path) -> set[str]:
    """The games a document's SDK knows: the ones its create-table requests name."""
    schemas = json.loads(document.read_text())["components"]["schemas"]
    return {
        game
        for name, schema in schemas.items()
        if name.startswith("Create") and name.endswith("Table")
        for game in schema.get("properties", {}).get("game", {}).get("enum", [])
    }


# Python -------------------------------------------------------------------------------------


def generate_python_client(document: Path, target: Path, work: Path) -> str:
    """`make sdk`'s generated client: the client document (client_document.py), then
    openapi-python-client into `target`. Returns what the generator printed."""
    client_document = work / "client-openapi.json"
    run(sys.executable, PY_SDK / "client_document.py", document, client_document,
        cwd=work, timeout=60)  # fmt: skip
    return run(
        sys.executable, "-m", "openapi_python_client", "generate", "--path", client_document,
        "--config", PY_SDK / "generator.yaml", "--meta", "none", "--output-path", target,
        cwd=work, timeout=180,
    )  # fmt: skip


def regenerate_python_sdk(source: Path, document: Path, work: Path) -> None:
    """What `make sdk` does to sdk/python, done to a copy of it from another document: its
    generated client and its actions module made anew."""
    shutil.rmtree(source / "tapete_client")
    generate_python_client(document, source / "tapete_client", work)
    run(sys.executable, PY_SDK / "generate_actions.py", document,
        source / "tapete_sdk" / "actions.py", cwd=work, timeout=60)  # fmt: skip


def build_python_sdk(source: Path, outdir: Path) -> tuple[Path, Path]:
    """`python -m build` as `make sdk` runs it: the sdist, then the wheel built from the sdist
    (so the wheel proves the sdist complete). Returns (wheel, sdist)."""
    run(sys.executable, "-m", "build", "--outdir", outdir, source, cwd=outdir.parent,
        timeout=300)  # fmt: skip
    [wheel] = outdir.glob("tapete_sdk-*.whl")
    [sdist] = outdir.glob("tapete_sdk-*.tar.gz")
    return wheel, sdist


@dataclasses.dataclass(frozen=True)
class PythonProject:
    python: Path  # the venv's
    work: Path  # a folder beside the venv to run in


def python_project(where: Path, artifact: Path) -> PythonProject:
    """A fresh venv with `artifact` (a wheel or an sdist) installed, with its dependencies."""
    outside_the_checkout(where).mkdir(parents=True, exist_ok=True)
    venv = where / "venv"
    run(sys.executable, "-m", "venv", venv, cwd=where, timeout=120)
    python = venv / "bin" / "python"
    run(python, "-m", "pip", "install", "--quiet", artifact, cwd=where, timeout=300)
    (where / "work").mkdir()
    for package in ("tapete_sdk", "tapete_client"):
        found = run(python, "-c", f"import {package}; print({package}.__file__)",
                    cwd=where / "work", timeout=60)  # fmt: skip
        assert Path(found.strip()).is_relative_to(venv), found  # the installed copy, no other
    return PythonProject(python, where / "work")


def mypy_strict(python: Path, work: Path, *files: str) -> subprocess.CompletedProcess[str]:
    """`mypy --strict` (the checkout's mypy) on files in `work`, resolving imports in the venv
    of `python` (its installed packages only)."""
    environment = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MYPYPATH")}
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--python-executable", str(python),
         "--cache-dir", str(work.parent / "mypy-cache"), "--no-error-summary", *files],
        cwd=work, env=environment, capture_output=True, text=True, timeout=240,
    )  # fmt: skip


def play_python_readme_example(project: PythonProject, base_url: str) -> dict[str, Any]:
    """The Python README's example, verbatim, type-checked with `mypy --strict` and played to
    the end of its game: the game's result."""
    python, work = project.python, project.work
    (work / "example.py").write_text(readme_example(PY_SDK / "README.md", "python"))
    checked = mypy_strict(python, work, "example.py")
    assert checked.returncode == 0, checked.stdout + checked.stderr
    played = run(python, "example.py", cwd=work, timeout=180, TAPETE_URL=base_url)
    result = ast.literal_eval(played.rsplit("result:", 1)[1].strip())
    assert isinstance(result, dict), played[-2000:]
    return result


def play_python_example_program(project: PythonProject, base_url: str, game: str) -> str:
    """examples/play.py (a whole game of `game`, random moves, on the stream) in the project:
    its output."""
    shutil.copy(PY_SDK / "examples" / "play.py", project.work / "play.py")
    played = run(project.python, "play.py", base_url, game, cwd=project.work, timeout=240)
    assert "finished result:" in played, played[-2000:]
    return played


# TypeScript ---------------------------------------------------------------------------------


def npm_ci() -> None:
    """The SDK's locked dependencies in sdk/typescript (`npm ci` also builds dist/)."""
    npm("ci", "--prefer-offline", cwd=TS_SDK, timeout=300)


def regenerate_typescript_sdk(source: Path, document: Path) -> None:
    """`npm run generate` in a copy of sdk/typescript, from another document: the script's own
    command and flags (package.json), with that document as its input. The copy uses the
    checkout's node_modules (`npm ci` first)."""
    (source / "node_modules").symlink_to(TS_SDK / "node_modules", target_is_directory=True)
    command = json.loads((source / "package.json").read_text())["scripts"]["generate"].split()
    assert command[0] == "openapi-typescript" and command[1].endswith("openapi.json"), command
    run(source / "node_modules" / ".bin" / "openapi-typescript", document, *command[2:],
        cwd=source, timeout=120)  # fmt: skip


def pack_typescript_sdk(source: Path, outdir: Path) -> Path:
    """`npm pack` (its `prepare` builds dist/ with tsc, strict): the tarball."""
    outdir.mkdir(parents=True, exist_ok=True)
    npm("pack", "--prefer-offline", "--pack-destination", str(outdir), cwd=source, timeout=300)
    [tarball] = outdir.glob("tapete-sdk-*.tgz")
    return tarball


def typescript_project(where: Path, tarball: Path) -> Path:
    """A new npm project with the tarball installed, and the SDK's own pins of the compiler
    and node's types (already in npm's cache): its folder."""
    project = outside_the_checkout(where)
    project.mkdir(parents=True, exist_ok=True)
    (project / "package.json").write_text(
        json.dumps({"name": "tapete-sdk-consumer", "private": True, "type": "module"})
    )
    pins = json.loads((TS_SDK / "package.json").read_text())["devDependencies"]
    npm(
        "install", "--prefer-offline", str(tarball),
        f"typescript@{pins['typescript']}", f"@types/node@{pins['@types/node']}",
        cwd=project, timeout=300,
    )  # fmt: skip
    return project


def play_typescript_readme_example(project: Path, base_url: str) -> dict[str, Any]:
    """The TypeScript README's example, verbatim, type-checked with `tsc --strict` (no
    skipLibCheck: every declaration the package ships is checked) and played to the end of its
    game: the game's result."""
    (project / "example.ts").write_text(readme_example(TS_SDK / "README.md", "ts"))
    tsconfig = {
        "compilerOptions": {
            "strict": True, "target": "ES2022", "module": "NodeNext",
            "moduleResolution": "NodeNext", "outDir": "out", "types": ["node"],
        },
        "files": ["example.ts"],
    }  # fmt: skip
    (project / "tsconfig.json").write_text(json.dumps(tsconfig))
    run("node", "node_modules/typescript/bin/tsc", "-p", "tsconfig.json", cwd=project,
        timeout=120)  # fmt: skip
    played = run("node", "out/example.js", cwd=project, timeout=180, TAPETE_URL=base_url)
    result = json.loads(played.rsplit("result:", 1)[1])
    assert isinstance(result, dict), played[-2000:]
    return result


def run_typescript_suite(project: Path, base_url: str, quick_options: dict[str, Any]) -> str:
    """The SDK's node suite (sdk/typescript/test, with examples/ that it runs) in a project
    where the SDK is installed: `@tapete/sdk` is the installed package. All but
    generated.test.mjs, which compares the checkout's generated types with its document."""
    shutil.rmtree(project / "test", ignore_errors=True)
    shutil.copytree(TS_SDK / "test", project / "test",
                    ignore=shutil.ignore_patterns("generated.test.mjs"))  # fmt: skip
    shutil.copytree(TS_SDK / "examples", project / "examples", dirs_exist_ok=True)
    return run("node", "--test", "test/", cwd=project, timeout=420, TAPETE_URL=base_url,
               TAPETE_QUICK_OPTIONS=json.dumps(quick_options),
               TAPETE_ADMIN_TOKEN=LIVE_ADMIN_TOKEN)  # fmt: skip


def played_to_its_end(result: dict[str, Any]) -> bool:
    return result.get("reason") not in ("cancelled", "no_first_move")
