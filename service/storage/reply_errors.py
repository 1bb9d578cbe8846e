"""Error replies as the exceptions redis-py raises for them, for our own RESP2 connections
(multiplexed.py, subscriber.py, connect.py).

A reply `-NOSCRIPT No matching script...` must raise what a redis-py client would raise, so
that callers catch one set of classes whichever connection answered (the table store reloads
a script on `NoScriptError`; a retry layer retries `ConnectionError`). redis-py keeps its
table of reply prefixes inside its parsers, which are not its public interface, so the table
is repeated here with its public exception classes (redis.exceptions). It mirrors redis-py
8.1's: the first word of the message picks the class and is cut from the message (kept as
`status_code`); `ERR` picks by the whole rest of the message, else `ResponseError`; an
unknown first word gives `ResponseError` with the whole message. A test compares it with what
a redis-py client raises for the same replies (tests/storage/test_multiplexed_redis.py)."""

from __future__ import annotations

from typing import Final, TypeAlias

import redis.exceptions as errors

ErrorClass: TypeAlias = type[errors.RedisError]

# What redis-py 8.2 names its own class; a plain ConnectionError before it.
_MAX_CLIENTS: Final[ErrorClass] = getattr(errors, "MaxClientsReachedError", errors.ConnectionError)

_AFTER_ERR: Final[dict[str, ErrorClass]] = {
    "max number of clients reached": _MAX_CLIENTS,
    "invalid password": errors.AuthenticationError,
    # some Redis versions spell the command in lowercase, others in uppercase
    "wrong number of arguments for 'auth' command": errors.AuthenticationWrongNumberOfArgsError,
    "wrong number of arguments for 'AUTH' command": errors.AuthenticationWrongNumberOfArgsError,
    "Error loading the extension. Please check the server logs.": errors.ModuleError,
    "Error unloading module: the module exports one or more module-side data types, "
    "can't unload": errors.ModuleError,
    "Error unloading module: no such module with that name": errors.ModuleError,
    "Error unloading module: operation not possible.": errors.ModuleError,
    # AUTH sent to a server without a password: Redis 6 and later, then older ones
    "AUTH <password> called without any password configured for the default user. "
    "Are you sure your configuration is correct?": errors.AuthenticationError,
    "Client sent AUTH, but no password is set": errors.AuthenticationError,
    "problem with LDAP service": errors.ExternalAuthProviderError,
    "no such fieldset": errors.NoSuchFieldsetError,
}

_BY_PREFIX: Final[dict[str, ErrorClass]] = {
    "OOM": errors.OutOfMemoryError,
    "WRONGPASS": errors.AuthenticationError,
    "EXECABORT": errors.ExecAbortError,
    "LOADING": errors.BusyLoadingError,
    "NOSCRIPT": errors.NoScriptError,
    "READONLY": errors.ReadOnlyError,
    "NOAUTH": errors.AuthenticationError,
    "NOPERM": errors.NoPermissionError,
    "ASK": errors.AskError,
    "TRYAGAIN": errors.TryAgainError,
    "MOVED": errors.MovedError,
    "CLUSTERDOWN": errors.ClusterDownError,
    "CROSSSLOT": errors.ClusterCrossSlotError,
    "MASTERDOWN": errors.MasterDownError,
}


def reply_error(message: str) -> errors.RedisError:
    """The exception redis-py raises for the error reply `message` (without its `-`)."""
    code = message.split(" ")[0]
    if code == "ERR":
        rest = message[len(code) + 1 :]
        return _AFTER_ERR.get(rest, errors.ResponseError)(rest, status_code=code)
    error_class = _BY_PREFIX.get(code)
    if error_class is None:
        return errors.ResponseError(message)
    return error_class(message[len(code) + 1 :], status_code=code)
