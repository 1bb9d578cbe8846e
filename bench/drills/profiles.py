"""The stacks a drill runs against.

`default` is what `make run` starts (one API process, two workers, the embedded redis-server)
with Redis persisting every write to an append-only file fsynced once a second. `compose` runs
the same processes with the Redis settings of deploy/compose.yaml, read from the file, and the
number of API processes its api service runs on one port. `embedded` leaves Redis exactly as
the embedded server starts it under `make run`, to check that server's own durability."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COMPOSE_FILE = ROOT / "deploy" / "compose.yaml"
AOF_EVERYSEC = ("--appendonly", "yes", "--appendfsync", "everysec")
# Redis 7's default RDB snapshots, which Compose keeps on next to AOF; the embedded server
# turns them off unless told otherwise.
DEFAULT_SNAPSHOTS = ("--save", "3600", "1", "--save", "300", "100", "--save", "60", "10000")


@dataclass(frozen=True)
class Profile:
    name: str
    redis_args: tuple[str, ...]  # added after the embedded server's own arguments (later wins)
    api_processes: int
    workers: int = 2

    def describe(self) -> str:
        return (
            f"{self.name}: {self.api_processes} API process(es), {self.workers} workers, "
            f"redis-server {' '.join(self.redis_args)}"
        )


def profile(name: str, environ: Mapping[str, str] | None = None) -> Profile:
    """A profile by name; `compose` interpolates the file's `${VAR:-default}` as Compose does,
    from `environ` (the process's environment by default), so `TAPETE_REDIS_FSYNC=always`
    drills the strict mode."""
    if name == "default":
        return Profile("default", AOF_EVERYSEC, api_processes=1)
    if name == "embedded":
        return Profile("embedded", (), api_processes=1)
    if name == "compose":
        text = interpolate(COMPOSE_FILE.read_text(), os.environ if environ is None else environ)
        processes = compose_api_processes(text)
        return Profile("compose", compose_redis_args(text), api_processes=processes)
    raise ValueError(f"unknown profile {name!r} (default, compose, embedded)")


def compose_redis_args(text: str) -> tuple[str, ...]:
    """The redis service's command without the program name and its `--dir` (the drill keeps
    its data in a folder of its own), plus Redis 7's default snapshots if it sets no `save`."""
    command = service_command(text, "redis")
    if command and command[0] == "redis-server":
        command = command[1:]
    args: list[str] = []
    skip = False
    for arg in command:
        if skip:
            skip = False
        elif arg == "--dir":
            skip = True
        else:
            args.append(arg)
    if "--save" not in args:
        args = [*DEFAULT_SNAPSHOTS, *args]
    return tuple(args)


def compose_api_processes(text: str) -> int:
    """The api service's `--workers`: its uvicorn processes."""
    command = service_command(text, "api")
    if "--workers" in command:
        return int(command[command.index("--workers") + 1])
    return 1


VARIABLE = re.compile(r"\$\$|\$\{(\w+)(?:(:?[-?])([^}]*))?\}|\$(\w+)")


def interpolate(text: str, environ: Mapping[str, str]) -> str:
    """Compose's variable interpolation: `${VAR}`, `$VAR`, `${VAR:-default}` (unset or
    empty), `${VAR-default}` (unset), `$$` for a dollar sign."""

    def value(match: re.Match[str]) -> str:
        if match.group(0) == "$$":
            return "$"
        name = match.group(1) or match.group(4)
        operator, default = match.group(2), match.group(3) or ""
        current = environ.get(name)
        if operator in (":-", ":?") and not current:
            return default if operator == ":-" else ""
        if operator in ("-", "?") and current is None:
            return default if operator == "-" else ""
        return current or ""

    return VARIABLE.sub(value, text)


def service_command(text: str, service: str) -> list[str]:
    """A service's `command` from a Compose file, block list or flow list, without a YAML
    library (the project does not depend on one): services are indented 2 spaces, their keys 4."""
    lines = text.splitlines()
    try:
        start = lines.index(f"  {service}:")
    except ValueError:
        raise ValueError(f"no service {service!r} in the Compose file") from None
    for index in range(start + 1, len(lines)):
        line = lines[index]
        if line.strip() and not line.startswith("    "):
            break  # the next service
        if line.startswith("    command:"):
            value = line.split(":", 1)[1].strip()
            if value.startswith("["):
                return [str(item) for item in json.loads(value)]
            return block_list(lines[index + 1 :])
    raise ValueError(f"service {service!r} has no command in the Compose file")


def block_list(lines: list[str]) -> list[str]:
    items = []
    for line in lines:
        stripped = line.strip()
        if not stripped.startswith("- "):
            break
        items.append(stripped[2:].strip().strip("\"'"))
    return items
