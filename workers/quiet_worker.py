"""The worker class `workers.main` runs: RQ's SimpleWorker, quiet about a finished job whose RQ
records vanished before RQ could clean them up.

Every job here is enqueued with `result_ttl=0`, so after a job returns RQ deletes its records
(`Job.cleanup` -> `Job.delete`). That deletion first reads them back: the job hash's status
(`Job._fetch_status` raises `InvalidJobOperation` when it is gone) and each execution listed in
the job's execution registry (`Execution.fetch` raises `ValueError: Execution ... not found in
Redis`). Records vanish when the queue's Redis restarts without them (the un-fsynced tail of
its AOF, a server that keeps nothing) or when it applied RQ's cleanup but its reply was lost
to the restart: redis-py reports a `WatchError` and RQ runs the cleanup again, on records the
first run deleted. RQ then treats the finished job as a failed one: a traceback logged as an
error, and a failed-registry entry, for work that was done.

Here such a job counts as finished: its leftovers are deleted the way RQ's cleanup would have
(one INFO line, no traceback). Anything else raised, a job that really failed included, goes
through RQ's own handling unchanged."""

from __future__ import annotations

import logging

from rq import SimpleWorker
from rq.exceptions import InvalidJobOperation
from rq.executions import Execution
from rq.job import Job
from rq.queue import Queue
from rq.registry import StartedJobRegistry
from rq.results import Result

log = logging.getLogger("tapete.workers")


def execution_ids(job: Job) -> list[str]:
    """The executions the job's execution registry lists (running or left behind)."""
    members: list[bytes] = job.connection.zrange(job.execution_registry.key, 0, -1)  # type: ignore[assignment]
    return [member.decode() for member in members]


def lost_records(job: Job) -> bool:
    """The job's status is gone, or an execution its registry lists is: RQ's cleanup of this
    job cannot read back what it is meant to delete."""
    connection = job.connection
    if connection.hget(job.key, "status") is None:
        return True
    ids = execution_ids(job)
    if not ids:
        return False
    keys = [Execution(id=id_, job_id=job.id, connection=connection).key for id_ in ids]
    return bool(connection.exists(*keys) < len(keys))


class QuietWorker(SimpleWorker):
    def handle_job_success(
        self,
        job: Job,
        queue: Queue,
        started_job_registry: StartedJobRegistry,
        execution: Execution,
    ) -> None:
        try:
            super().handle_job_success(job, queue, started_job_registry, execution)
        except (InvalidJobOperation, ValueError):
            # Benign only where RQ's deletion of a `result_ttl=0` job (the one step that reads
            # the records back) met records that are gone; with every record still there the
            # error is a real one, and RQ handles it as it always did.
            if job.get_result_ttl(self.default_result_ttl) != 0 or not lost_records(job):
                raise
            self.forget_finished(job, execution)
            log.info(
                "job %s finished; its RQ records were gone (lost in a restart of the queue's "
                "Redis): deleted what was left of them",
                job.id,
            )

    def forget_finished(self, job: Job, execution: Execution) -> None:
        """What RQ's success handling leaves of a `result_ttl=0` job: nothing. Deletes the
        execution's records, any stale entries its job's registry lists, the job hash (RQ's
        end-of-execution heartbeat writes it back when it was gone) and its result, and counts
        the success in the worker's stats, without reading back anything that may be gone."""
        connection = self.connection
        stale = [id_ for id_ in execution_ids(job) if id_ != execution.id]
        with connection.pipeline() as pipeline:
            self.cleanup_execution(job, pipeline=pipeline, execution=execution)
            for id_ in stale:
                other = Execution(id=id_, job_id=job.id, connection=connection)
                pipeline.delete(other.key)
                pipeline.zrem(job.started_job_registry.key, other.composite_key)
            pipeline.delete(
                job.key,
                job.dependents_key,
                job.dependencies_key,
                job.execution_registry.key,
                Result.get_key(job.id),  # type: ignore[no-untyped-call]
            )
            self.increment_successful_job_count(pipeline=pipeline)
            if job.started_at and job.ended_at:
                self.increment_total_working_time(job.ended_at - job.started_at, pipeline)
            pipeline.execute()
