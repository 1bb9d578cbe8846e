"""Cut a release of the API contract: copy openapi/openapi.json to openapi/releases/<version>.json.

<version> is the document's `info.version` (MAJOR.MINOR.PATCH). An existing release is never
overwritten unless `--force` is given (for a release file refreshed before it was published).
The copy keeps openapi.json's format (service/export.py: 2-space indentation, sorted keys, a
final newline). `python openapi/gate.py` then compares later documents with this release.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEMVER = re.compile(r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)")


def release(source: Path, releases: Path, *, force: bool = False) -> Path:
    """Write releases/<info.version>.json from `source`; returns its path."""
    document = json.loads(source.read_text())
    version = str(document.get("info", {}).get("version", ""))
    if not SEMVER.fullmatch(version):
        raise ValueError(f"{source}: info.version {version!r} is not MAJOR.MINOR.PATCH")
    target = releases / f"{version}.json"
    if target.exists() and not force:
        raise FileExistsError(f"{target} exists: a release is not rewritten (--force to refresh)")
    releases.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0] if __doc__ else None)
    parser.add_argument("--source", type=Path, default=HERE / "openapi.json")
    parser.add_argument("--releases", type=Path, default=HERE / "releases")
    parser.add_argument("--force", action="store_true", help="overwrite an existing release")
    args = parser.parse_args(argv)
    try:
        target = release(args.source, args.releases, force=args.force)
    except (OSError, ValueError) as error:
        print(f"release: {error}", file=sys.stderr)
        return 1
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
