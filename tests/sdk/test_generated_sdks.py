"""The committed generated Python client is what openapi-python-client makes from the
committed OpenAPI document (`make sdk` regenerates it), and the generator drops nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYTHON_SDK = ROOT / "sdk" / "python"


def tree(root: Path) -> dict[str, str]:
    return {
        str(path.relative_to(root)): path.read_text()
        for path in sorted(root.rglob("*.py"))
        if "__pycache__" not in path.parts
    }


def test_the_generated_python_client_is_current(tmp_path: Path) -> None:
    target = tmp_path / "tapete_client"
    document = tmp_path / "client-openapi.json"  # as `make sdk` makes it
    subprocess.run(
        [sys.executable, str(PYTHON_SDK / "client_document.py"),
         str(ROOT / "openapi" / "openapi.json"), str(document)],
        check=True,
    )  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-m", "openapi_python_client", "generate",
         "--path", str(document),
         "--config", str(PYTHON_SDK / "generator.yaml"),
         "--meta", "none", "--output-path", str(target)],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    # The generator warns when it skips an operation or a model (a duplicate name did).
    assert done.stdout.strip() == f"Generating {target}", done.stdout + done.stderr
    assert tree(target) == tree(PYTHON_SDK / "tapete_client"), "stale: run `make sdk`"
