"""RQ entry points: thin functions that enter the table service."""
