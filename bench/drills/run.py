"""Run drills, each on a fresh private stack in a folder of its own, bounded in time."""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from random import Random

from bench.drills import kill, outage, probes, tournament
from bench.drills.profiles import profile
from bench.drills.report import DrillResult
from bench.drills.stack import DrillStack

DRILLS = ("kill", "outage", "probes", "tournament")
# Every timer at a tenth of its length (a 15 s turn is 1.5 s, a bot's 5 s grace 0.5 s), Hard
# bots thinking 100 ms: many timers and bot turns in a few seconds, on a small machine.
STACK_SETTINGS = {"TAPETE_TIME_SCALE": "0.1", "TAPETE_BOT_BUDGET_MS": "100"}
TIME_LIMIT = {
    "kill": 240.0,
    "outage": 120.0,
    "probes": 120.0,
    "tournament": 300.0,
}  # s, whole drill

Say = Callable[[str], None]


async def run_one(
    drill: str, stack: DrillStack, quick: bool, rng: Random, say: Say, frozen_after: float | None
) -> DrillResult:
    if drill == "kill":
        plan = kill.QUICK if quick else kill.FULL
        if frozen_after is not None:
            plan = replace(plan, frozen_after=frozen_after)
        return await kill.run_kill(stack, plan, rng, say)
    if drill == "tournament":
        event = tournament.QUICK if quick else tournament.FULL
        return await tournament.run_tournament(stack, event, rng, say)
    if drill == "outage":
        return await outage.run_outage(stack, outage.QUICK if quick else outage.FULL, rng, say)
    return await probes.run_probes(stack, probes.QUICK if quick else probes.FULL, rng, say)


def run_drill(
    drill: str,
    profile_name: str = "default",
    quick: bool = False,
    seed: int = 1,
    folder: Path | None = None,
    say: Say = print,
    frozen_after: float | None = None,
) -> DrillResult:
    """One drill on its own stack; a drill over its time limit fails with that as its count."""
    folder = folder or Path(tempfile.mkdtemp(prefix=f"tapete-drill-{drill}-"))
    chosen = profile(profile_name)
    settings = dict(STACK_SETTINGS)
    if drill == "probes":
        settings.update(probes.TTL_SETTINGS)
    stack = DrillStack(chosen, folder, settings)
    began = time.monotonic()
    say(f"[{drill}] starting the stack ({chosen.describe()}); logs in {folder}")
    try:
        stack.start()
        say(f"[{drill}] stack up in {time.monotonic() - began:.1f} s")
        rng = Random(f"{seed}-{drill}")
        coroutine = run_one(drill, stack, quick, rng, say, frozen_after)
        result = asyncio.run(asyncio.wait_for(coroutine, TIME_LIMIT[drill]))
    except TimeoutError:
        result = DrillResult(drill, chosen.name)
        result.add("drill over its time limit", 1, f"{TIME_LIMIT[drill]:.0f} s")
    finally:
        stack.stop()
    result.seconds = time.monotonic() - began
    say(f"[{drill}] done in {result.seconds:.0f} s")
    return result
