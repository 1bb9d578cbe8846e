"""Tournaments (issue #36), the pure core: settings, entries and results as Structs, and pure
functions for scoring, standings, Swiss pairing, the arena's queue and the knockout bracket.
No Redis, no HTTP, no clock: the shell (not yet built) stores what these return and feeds the
finished tables' results back in. Rules for players and organisers: docs/tournaments.md."""
