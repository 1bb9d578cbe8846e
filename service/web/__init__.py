"""The reference web client at /play: static files served by the API itself."""
