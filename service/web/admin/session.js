// Who the console acts as, found when signing in (and again when the tab reloads): the
// operator, who may do everything, or an app's admin key, which sees its own app only, reads
// with `admin:read` and acts (cancel, ban, delete) with `admin`, and never manages apps, keys
// or the deletions log (docs/apps.md, "Admin keys"). The sections hide or disable what the
// credential cannot use; the API decides anyway, and its 403 is shown if one comes.
import { admin } from "./api.js";

const ADMIN_READ = "admin:read";
const ADMIN_WRITE = "admin";

// GET /admin/apps proves the credential: the operator's lists every app; a key's, its own app
// alone, with its keys (the key itself among them, known by its first characters).
export async function identify(credential) {
  const apps = await admin("GET", "/admin/apps", undefined, credential);
  if (credential.kind === "operator") return { operator: true, canAct: true };
  const app = apps[0] || { id: "?", name: "?", keys: [] };
  // Two live keys of the app could share their first characters: the scopes they all hold.
  const matching = app.keys.filter((key) => !key.revoked_ms && credential.secret.startsWith(key.prefix));
  const scopes = matching.length
    ? matching.map((key) => key.scopes).reduce((all, some) => all.filter((scope) => some.includes(scope)))
    : [ADMIN_READ]; // it read the apps, so it reads at least
  return {
    operator: false,
    app: { id: app.id, name: app.name },
    prefix: matching.length === 1 ? matching[0].prefix : null,
    scopes,
    canAct: scopes.includes(ADMIN_WRITE),
  };
}

// The scope an app key's session shows: the stronger it holds.
export const adminScope = (session) => (session.canAct ? ADMIN_WRITE : ADMIN_READ);
