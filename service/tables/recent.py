"""What this process last read (or saved) of each table, for a moment: a seat's move may start
from it instead of reading the table again. A client lists its legal actions, then acts: two
reads of the same table within milliseconds, one of them for nothing (about a seventh of a
move's CPU and a third of Redis's, docs/performance.md).

Safe because the save is a compare-and-set on the version and the revision (the nonce of the
write that made the table, store.py): a table that changed since (a move through another
process, a worker's timer or bot) fails the save, and the move is done again from a fresh read
(changes.py, `mutate`), as after any lost race. The revision tells apart two tables with one
version number: a Redis restored from a snapshot that lost its last second, whose table another
process has written again since, holds another table than this process remembers under the
same number.

What a recent read may miss is presence written meanwhile by another process (who polled in the
last second), so a move starts from one only when presence does not feed the transition: the
game's timing has no absence rule (R8's absence is the one rule that reads it). A lobby's join
and start start from one too (the host creates, players join, the host starts, often through
one process a moment apart), except quick play's lobby, which starts by itself when presence
says its seats are here (repository.py, `recent_lobby`)."""

from __future__ import annotations

import time

from service.core.tenancy import visible
from service.storage.store import NO_REVISION, LoggedStep
from service.tables.fanout import ViewKey
from service.tables.models import Table
from service.tables.views import TableView

# A table, its presence map (presence id -> ms) and its revision (store.py).
Revised = tuple[Table, dict[bytes, int], bytes]
# A move's answer: its caller's view key, the view and its JSON.
Answer = tuple[ViewKey, TableView, bytes]

FRESH_MS = 1000  # a read this old is still used; presence is itself written once a second
KEPT = 4096  # tables remembered per process (started afresh when full)


class RecentReads:
    def __init__(self, fresh_ms: int = FRESH_MS, kept: int = KEPT) -> None:
        self.fresh_ms = fresh_ms
        self.kept = kept
        self.reads: dict[str, tuple[Table, dict[bytes, int], float, bytes]] = {}
        # the step this process's last save of a table logged, by the version it made
        self.steps: dict[str, tuple[int, LoggedStep, float]] = {}
        # the bytes of the table as this process last read or saved it, and their Table
        self.blobs: dict[str, tuple[bytes, Table]] = {}
        # a move's answer (its caller's key, view and JSON) by the very Table it was made of,
        # until its change's wake takes it (reads.py, `saved_read`)
        self.answers: dict[str, tuple[Table, Answer]] = {}

    def remember(self, table: Table, seen: dict[bytes, int], revision: bytes = NO_REVISION) -> None:
        """The table (its presence map, its revision) as read or saved just now."""
        reads = self.reads
        if len(reads) >= self.kept and table.code not in reads:
            reads.clear()
        reads[table.code] = (table, seen, time.monotonic(), revision)

    def decoded(self, code: str, blob: bytes) -> Table | None:
        """The Table this process decoded (or saved) from exactly these bytes, if it is the
        last it holds of the table: readers of one version (a crowd of parked long-polls, each
        holding its read until it answers) then keep one Table between them instead of one
        each, about 2 KB (docs/performance.md, "Connections per process"), and decode it
        once. The same bytes are the same table whatever happened between (a restored Redis
        may reuse a version for other content: then the bytes differ). Tables are never
        changed in place: a change makes a new one."""
        found = self.blobs.get(code)
        if found is None or found[0] != blob or not visible(found[1].app):
            return None  # (another app's table: decode says so, as for any read)
        return found[1]

    def remember_blob(self, code: str, blob: bytes, table: Table) -> None:
        """`table`, decoded from `blob` (or saved as it) just now."""
        blobs = self.blobs
        if len(blobs) >= self.kept and code not in blobs:
            blobs.clear()
        blobs[code] = (blob, table)

    def get(self, code: str) -> tuple[Table, dict[bytes, int]] | None:
        found = self.revised(code)
        return None if found is None else (found[0], found[1])

    def revised(self, code: str) -> Revised | None:
        """The table as read or saved a moment ago, with its revision (for a save from it)."""
        found = self.reads.get(code)
        if found is None:
            return None
        table, seen, at, revision = found
        if not visible(table.app):
            return None
        if (time.monotonic() - at) * 1000 > self.fresh_ms:
            del self.reads[code]
            return None
        return table, seen, revision

    def remember_step(self, code: str, version: int, step: LoggedStep) -> None:
        """The step logged by the save that made `version` (the one after the read it
        started from): a change's waiters read it instead of the log (fanout.py)."""
        steps = self.steps
        if len(steps) >= self.kept and code not in steps:
            steps.clear()
        steps[code] = (version, step, time.monotonic())

    def step(self, code: str, version: int) -> LoggedStep | None:
        """The step that made `version`, if this process logged it a moment ago."""
        found = self.steps.get(code)
        if found is None or found[0] != version:
            return None
        if (time.monotonic() - found[2]) * 1000 > self.fresh_ms:
            del self.steps[code]
            return None
        return found[1]

    def remember_answer(self, table: Table, answer: Answer) -> None:
        """The answer a move made of `table` (the new table, before its save): the mover's own
        stream is sent the same view, so its change's wake takes it instead of building and
        encoding that view again (docs/performance.md). Only for a table with waiters in
        this process (repository.py, `watched`), which the wake then takes it from."""
        answers = self.answers
        if len(answers) >= self.kept and table.code not in answers:
            answers.clear()
        answers[table.code] = (table, answer)

    def take_answer(self, table: Table) -> Answer | None:
        """The answer made of this very Table (not another one at its version: a save that lost
        its race made its answer of a table that was never stored), once."""
        found = self.answers.pop(table.code, None)
        return None if found is None or found[0] is not table else found[1]

    def forget(self, code: str) -> None:
        self.reads.pop(code, None)
        self.steps.pop(code, None)
        self.blobs.pop(code, None)
        self.answers.pop(code, None)
