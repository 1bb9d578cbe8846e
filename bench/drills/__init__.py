"""Reliability drills (`make drills`): kill -9 of Redis, the API and workers during play, a
Redis outage, and random-code probes, each against a private stack on loopback, bounded in
time, counting what must stay 0 (lost moves, frozen tables, false errors, keys left)."""
