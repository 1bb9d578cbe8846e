"""Running processes: the launcher behind `make run`, embedded Redis (single and cluster), the
supervisor that restarts what dies, and graceful shutdown."""
