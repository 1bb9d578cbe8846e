"""The server protocol the API is served with: uvicorn on httptools, as
`--http service.http.server:ProblemHttpToolsProtocol` (the launcher, the container image and
the manifests all name it so). Its code, which relies on uvicorn's internals, is in compat.py,
the one module allowed to; this name stays put when that code changes."""

from service.http.compat import ProblemHttpToolsProtocol

__all__ = ["ProblemHttpToolsProtocol"]
