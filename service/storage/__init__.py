"""Redis plumbing: the table store and its scripts, Redis clients, pub/sub wake-ups, the job
queue and timers, outage handling and worker heartbeats."""
