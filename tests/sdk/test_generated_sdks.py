"""The committed generated Python client is what openapi-python-client makes from the
committed OpenAPI document (`make sdk` regenerates it), and the generator drops nothing."""

from __future__ import annotations

from pathlib import Path

from sdk_artifacts import DOCUMENT, PY_SDK, generate_python_client


def tree(root: Path) -> dict[str, str]:
    return {
        str(path.relative_to(root)): path.read_text()
        for path in sorted(root.rglob("*.py"))
        if "__pycache__" not in path.parts
    }


def test_the_generated_python_client_is_current(tmp_path: Path) -> None:
    target = tmp_path / "tapete_client"
    printed = generate_python_client(DOCUMENT, target, tmp_path)  # as `make sdk` makes it
    # The generator warns when it skips an operation or a model (a duplicate name did).
    assert printed.strip() == f"Generating {target}", printed
    assert tree(target) == tree(PY_SDK / "tapete_client"), "stale: run `make sdk`"
