"""Run `wrk` (a C load generator, far faster than this Python server) and parse its report."""

from __future__ import annotations

import math
import re
import resource
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import psutil  # type: ignore[import-untyped]

SCRIPTS = Path(__file__).resolve().parent / "wrk"
UNITS = {"us": 1e-3, "ms": 1.0, "s": 1e3, "m": 60e3}


@dataclass
class LoadResult:
    """One load run: throughput, latency, errors, and who used the CPU."""

    concurrency: int
    seconds: float
    requests: int
    rps: float
    p50_ms: float
    p99_ms: float
    errors: int  # socket errors plus answers outside 2xx/3xx
    client_cpu: float  # the load generator's CPU, in cores (1.0 = one core busy)
    server_cpu: float  # the server process's CPU, in cores


def wrk_available() -> bool:
    return shutil.which("wrk") is not None


def to_ms(value: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", value).groups()  # type: ignore[union-attr]
    return float(number) * UNITS[unit]


def parse(report: str, concurrency: int, seconds: float) -> LoadResult:
    percentiles = dict(re.findall(r"^\s+(\d+)%\s+(\S+)$", report, re.MULTILINE))
    requests = int(re.search(r"(\d+) requests in", report).group(1))  # type: ignore[union-attr]
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", report).group(1))  # type: ignore[union-attr]
    errors = sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", report))
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", report)
    errors += int(non_2xx.group(1)) if non_2xx else 0
    return LoadResult(
        concurrency=concurrency,
        seconds=seconds,
        requests=requests,
        rps=rps,
        # wrk prints no distribution when no request completed (an overloaded machine)
        p50_ms=to_ms(percentiles["50"]) if "50" in percentiles else math.nan,
        p99_ms=to_ms(percentiles["99"]) if "99" in percentiles else math.nan,
        errors=errors,
        client_cpu=0.0,
        server_cpu=0.0,
    )


def process_cpu(process: psutil.Process) -> float:
    """CPU seconds of a server and its children (granian serves from a child process)."""
    total = 0.0
    for each in [process, *process.children(recursive=True)]:
        try:
            times = each.cpu_times()
            total += times.user + times.system
        except psutil.NoSuchProcess:
            pass
    return total


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_wrk(
    url: str,
    concurrency: int,
    seconds: float,
    server_pid: int,
    requests_file: Path | None = None,
) -> LoadResult:
    """`wrk` on one thread (the server has one process; the other core runs Redis and wrk)."""
    command = ["wrk", "-t1", f"-c{concurrency}", f"-d{max(1, round(seconds))}s", "--latency",
               "--timeout", "10s"]  # fmt: skip
    if requests_file is not None:
        command += ["-s", str(SCRIPTS / "requests.lua"), url, "--", str(requests_file)]
    else:
        command.append(url)
    server = psutil.Process(server_pid)
    client_before, server_before = children_cpu(), process_cpu(server)
    started = time.perf_counter()
    report = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    elapsed = time.perf_counter() - started
    result = parse(report, concurrency, seconds)
    result.client_cpu = (children_cpu() - client_before) / elapsed
    result.server_cpu = (process_cpu(server) - server_before) / elapsed
    return result


def write_requests(path: Path, lines: list[tuple[str, str, dict[str, str]]]) -> Path:
    """The file requests.lua cycles through: method, path, headers per line."""
    with path.open("w") as out:
        for method, target, headers in lines:
            fields = [method, target, *(f"{name}: {value}" for name, value in headers.items())]
            out.write("\t".join(fields) + "\n")
    return path
