"""Run the drills, print every count, exit 1 unless all are 0:
`python -m bench.drills [--quick] [--profile default|compose|embedded] [--seed N] [--only ...]`."""

from __future__ import annotations

import argparse
import sys

from bench.drills.report import render
from bench.drills.run import DRILLS, run_drill


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.drills", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="the short versions")
    parser.add_argument("--profile", choices=["default", "compose", "embedded"], default="default")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--frozen-after",
        type=float,
        default=None,
        help="seconds overdue that make a table frozen in the kill drill (default 5)",
    )
    parser.add_argument(
        "--only", default=",".join(DRILLS), help=f"comma-separated, of {', '.join(DRILLS)}"
    )
    options = parser.parse_args(argv)
    chosen = [name.strip() for name in options.only.split(",") if name.strip()]
    unknown = [name for name in chosen if name not in DRILLS]
    if unknown:
        parser.error(f"unknown drill(s): {', '.join(unknown)}")
    frozen_after = options.frozen_after
    results = [
        run_drill(drill, options.profile, options.quick, options.seed, None, print, frozen_after)
        for drill in chosen
    ]
    print()
    print(render(results), flush=True)
    return 1 if any(result.failures for result in results) else 0


if __name__ == "__main__":
    sys.exit(main())
