"""Apps' webhook endpoints (docs/apps.md, "Webhooks"): their store, the URL rules that keep
them off private networks, and the messages they are sent."""
