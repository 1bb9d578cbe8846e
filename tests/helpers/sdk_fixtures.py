"""The checkout's SDKs as artifacts, built once per session in pytest's tmp dir (outside the
checkout; `make test` needs no prior `make sdk`): the Python wheel and sdist (`python -m
build`), the TypeScript tarball (`npm pack`), each installed into its own scratch project."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from sdk_artifacts import (
    PY_SDK,
    TS_SDK,
    PythonProject,
    build_python_sdk,
    copy_sdk,
    npm_ci,
    pack_typescript_sdk,
    python_project,
    typescript_project,
)


@pytest.fixture(scope="session")
def python_artifacts(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(wheel, sdist) of sdk/python as it is in the checkout."""
    where = tmp_path_factory.mktemp("python-sdk")
    source = copy_sdk(PY_SDK, where / "source")
    return build_python_sdk(source, where / "dist")


@pytest.fixture(scope="session")
def wheel_project(
    tmp_path_factory: pytest.TempPathFactory, python_artifacts: tuple[Path, Path]
) -> PythonProject:
    """A fresh venv with the wheel installed."""
    return python_project(tmp_path_factory.mktemp("wheel-project"), python_artifacts[0])


@pytest.fixture(scope="session")
def sdist_project(
    tmp_path_factory: pytest.TempPathFactory, python_artifacts: tuple[Path, Path]
) -> PythonProject:
    """A fresh venv with the sdist installed (pip builds a wheel of it there)."""
    return python_project(tmp_path_factory.mktemp("sdist-project"), python_artifacts[1])


@pytest.fixture(scope="session")
def typescript_installed() -> None:
    """sdk/typescript's locked dependencies (`npm ci`), once per session."""
    if not (shutil.which("node") and shutil.which("npm")):
        pytest.skip("node and npm are needed")
    npm_ci()


@pytest.fixture(scope="session")
def typescript_tarball(
    tmp_path_factory: pytest.TempPathFactory, typescript_installed: None
) -> Path:
    """`npm pack` of sdk/typescript as it is in the checkout."""
    return pack_typescript_sdk(TS_SDK, tmp_path_factory.mktemp("typescript-sdk"))


@pytest.fixture(scope="session")
def typescript_consumer(tmp_path_factory: pytest.TempPathFactory, typescript_tarball: Path) -> Path:
    """A new npm project with the tarball installed."""
    return typescript_project(tmp_path_factory.mktemp("typescript-project"), typescript_tarball)
