"""Apps (tenants): a deployment serves several third-party frontends, each with its own API
keys, allowed origins and tables (docs/apps.md). The store keeps them in Redis (store.py);
the web edge names each request's app (service/http/apps.py); operators manage them through
the admin API (service/api/admin.py), every change written to an audit log."""
