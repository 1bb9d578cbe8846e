"""The old clients against the new server: the SDKs built from the latest release's OpenAPI
document (openapi/releases/<semver>.json, the highest version; the current document until a
first release is there) play against the current server, so that a change of the server that
would break a user of the released SDKs fails here.

Each SDK is a copy of sdk/<language> whose generated code is made anew from the release's
document as `make sdk` makes it (Python: client_document.py, openapi-python-client and
generate_actions.py; TypeScript: `npm run generate`'s openapi-typescript), then built and
installed into a scratch project outside the checkout as the current SDKs are
(sdk_artifacts.py). There the README examples are type-checked against the release's types and
played to their end; the Python example program plays a whole game of every hosted game the
release knows (an older SDK refuses a game it does not know before sending); the TypeScript
suite runs with the installed package.

The hand-written layers (tapete_sdk, src/session.ts) are today's: only the generated code is
the release's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from sdk_artifacts import (
    DOCUMENT,
    PY_SDK,
    ROOT,
    TS_SDK,
    PythonProject,
    build_python_sdk,
    copy_sdk,
    pack_typescript_sdk,
    play_python_example_program,
    play_python_readme_example,
    play_typescript_readme_example,
    played_to_its_end,
    python_project,
    regenerate_python_sdk,
    regenerate_typescript_sdk,
    released_games,
    run_typescript_suite,
    typescript_project,
)

from service.games.registry import GAMES
from tests.gamepicks import quick_options_by_id

RELEASES = ROOT / "openapi" / "releases"
SEMVER = re.compile(
    r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)"
    r"(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?"
)


def latest_release(releases: Path) -> Path | None:
    """The document of the highest released version in `releases` (pre-releases such as
    `2.0.0-rc.1` are not releases), or None if there is none yet."""
    found: dict[tuple[int, int, int], Path] = {}
    for document in releases.glob("*.json"):
        version = SEMVER.fullmatch(document.name.removesuffix(".json"))
        assert version, f"{document.name}: a release is named <semver>.json"
        if version.group(4) is None:
            found[(int(version.group(1)), int(version.group(2)), int(version.group(3)))] = document
    return found[max(found)] if found else None


RELEASE = latest_release(RELEASES) or DOCUMENT
KNOWN_GAMES = released_games(RELEASE)


def test_the_latest_release_is_the_highest_version(tmp_path: Path) -> None:
    assert latest_release(tmp_path) is None
    for name in ("1.0.0", "1.9.3", "1.10.0", "2.0.0-rc.1", "0.12.0"):
        (tmp_path / f"{name}.json").write_text("{}")
    assert latest_release(tmp_path) == tmp_path / "1.10.0.json"
    (tmp_path / "latest.json").write_text("{}")
    with pytest.raises(AssertionError, match=r"latest\.json"):
        latest_release(tmp_path)


@pytest.fixture(scope="module")
def released_python(tmp_path_factory: pytest.TempPathFactory) -> PythonProject:
    """A fresh venv with the wheel of the Python SDK generated from the release."""
    where = tmp_path_factory.mktemp("released-python")
    source = copy_sdk(PY_SDK, where / "source")
    regenerate_python_sdk(source, RELEASE, where)
    wheel, _ = build_python_sdk(source, where / "dist")
    return python_project(where / "project", wheel)


@pytest.fixture(scope="module")
def released_typescript(
    tmp_path_factory: pytest.TempPathFactory, typescript_installed: None
) -> Path:
    """A new npm project with the tarball of the TypeScript SDK generated from the release."""
    where = tmp_path_factory.mktemp("released-typescript")
    source = copy_sdk(TS_SDK, where / "source")
    regenerate_typescript_sdk(source, RELEASE)
    tarball = pack_typescript_sdk(source, where / "packed")
    return typescript_project(where / "project", tarball)


def test_the_released_python_readme_example_type_checks_and_plays(
    live_api: str, released_python: PythonProject
) -> None:
    result = play_python_readme_example(released_python, live_api)
    assert played_to_its_end(result), result


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_released_python_sdk_plays_a_whole_game(
    live_api: str, released_python: PythonProject, game: str
) -> None:
    if game not in KNOWN_GAMES:
        pytest.skip(f"{game} is newer than the release ({RELEASE.name})")
    play_python_example_program(released_python, live_api, game)


def test_the_released_typescript_readme_example_type_checks_and_plays(
    live_api: str, released_typescript: Path
) -> None:
    result = play_typescript_readme_example(released_typescript, live_api)
    assert played_to_its_end(result), result


def test_the_typescript_suite_passes_with_the_released_sdk(
    live_api: str, released_typescript: Path
) -> None:
    run_typescript_suite(released_typescript, live_api, quick_options_by_id())
