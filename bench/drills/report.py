"""Counts, the table printed at the end, and one verdict line per drill."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Count:
    name: str
    value: int
    detail: str = ""
    info: bool = False  # shown for context; does not fail the drill


@dataclass
class DrillResult:
    drill: str
    profile: str
    counts: list[Count] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, name: str, value: int, detail: str = "", info: bool = False) -> None:
        self.counts.append(Count(name, value, detail, info))

    @property
    def failures(self) -> list[Count]:
        return [count for count in self.counts if not count.info and count.value != 0]

    def verdict(self) -> str:
        failed = self.failures
        head = f"{self.drill} ({self.profile}, {self.seconds:.0f} s):"
        if not failed:
            return f"{head} PASS, every count 0"
        return f"{head} FAIL, " + ", ".join(f"{count.name} {count.value}" for count in failed)


def sample(items: list[str], out_of: str = "", limit: int = 3) -> str:
    """`out_of` (what was counted from), then a few examples of what was counted."""
    more = f" (+{len(items) - limit} more)" if len(items) > limit else ""
    return "; ".join(filter(None, [out_of, *items[:limit]])) + more


def render(results: list[DrillResult]) -> str:
    rows = [
        (result.drill, count.name + " (info)" * count.info, str(count.value), count.detail)
        for result in results
        for count in result.counts
    ]
    header = ("drill", "count", "value", "detail")
    widths = [max(len(row[column]) for row in [header, *rows]) for column in range(3)]
    lines = []
    for row in [header, *rows]:
        cells = [row[column].ljust(widths[column]) for column in range(3)]
        lines.append("  ".join([*cells, row[3]]).rstrip())
    lines.insert(1, "-" * len(lines[0]))
    lines.append("")
    lines.extend(result.verdict() for result in results)
    return "\n".join(lines)
