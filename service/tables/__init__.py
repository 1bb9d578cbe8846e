"""The generic table layer: seats, tokens, options, lifecycle, versions. Knows no game's rules."""
