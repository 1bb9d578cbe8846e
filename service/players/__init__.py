"""Players across tables: identities (Tapete-issued and integrator JWTs), ratings, game
records, histories and leaderboards. Player data lives under its own Redis keys (keys.py);
tables only carry the player id of each seat."""
