"""How the shared HTTP tests (tests/helpers/support.py) set up a table of this game when it is the
reference game: no review pause unless asked (rounds then advance at once)."""

OPTIONS = {"review_seconds": 0}
