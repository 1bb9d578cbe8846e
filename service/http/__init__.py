"""The web edge: the server protocol, the fast path of the hot operations, answers, bodies,
problems, the request log, rate limits, conditional requests, HEAD and Allow, and the OpenAPI
document. Controllers (service/api/) translate HTTP to one service call each; this package is
everything around them."""
