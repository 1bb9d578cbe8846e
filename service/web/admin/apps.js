// Apps and their keys: a list with the create form, and one app's page (#app/<id>): rename,
// change origins, disable (after a confirmation) or enable; keys created with their scopes
// (the secret shown this once, with a copy button) and revoked after a confirmation. Signed in
// with an app's admin key, its own app's page only, read only (apps and keys are the operator's).
// The page ends with the app's webhook endpoints and their delivery logs (webhooks.js).
import { announce, h, replaceKeepingFocus } from "/play/static/dom.js";
import { t } from "/play/static/i18n.js";
import { alertBox, busy, confirmDialog, facts, field, grid, notAllowed, request, showProblem, when } from "./ui.js";
import { webhookSection } from "./webhooks.js";

const SCOPES = ["tables", "players", "webhooks", "admin:read", "admin"];

// A secret just created: shown (in this page's memory only) until the operator says it is
// saved or signs out; a switch of language or section does not lose it.
let shownSecret = null;

export function forgetSecret() {
  shownSecret = null;
}

const originsOf = (text) => text.split(/[\s,]+/).map((line) => line.trim()).filter(Boolean);
const scopeText = (scope) => t(`console.scope.${scope.replace(":", "_")}`);
const stateText = (app) => (app.disabled ? t("console.apps.isDisabled") : t("console.apps.isActive"));

// Runs a form's request, tells what it did (or the problem), then `after`.
async function act(form, error, work, done, after) {
  error.textContent = "";
  try {
    await busy(form, work);
  } catch (problem) {
    showProblem(error, problem);
    error.scrollIntoView({ block: "nearest" });
    return false;
  }
  announce(done);
  await after();
  return true;
}

// ---- the list -------------------------------------------------------------------------------

export function renderApps(context) {
  const error = alertBox("apps-error");
  const list = h("div", { "data-key": "apps-list" }, h("p", { class: "muted" }, t("console.loading")));

  async function reload() {
    try {
      const apps = await request(context, "GET", "/admin/apps");
      replaceKeepingFocus(list, apps.length
        ? grid(t("console.apps.list", { count: apps.length }),
          [t("console.apps.name"), t("console.apps.id"), t("console.keys.state"), t("console.keys.heading"),
            t("console.apps.origins"), t("console.apps.createdAt")],
          apps.map((app) => [
            h("a", { href: `#app/${app.id}`, "data-key": `open-app-${app.id}` }, app.name),
            h("code", {}, app.id), stateText(app),
            String(app.keys.filter((key) => !key.revoked_ms).length),
            app.origins.length ? app.origins.join(", ") : t("console.apps.anyOrigin"), when(app.created_ms),
          ]), "apps")
        : h("p", {}, t("console.apps.none")));
    } catch (problem) {
      showProblem(error, problem);
    }
  }

  const name = h("input", { name: "name", required: true, maxlength: "64", autocomplete: "off" });
  const origins = h("textarea", { name: "origins", rows: "2" });
  const form = h("form", { class: "card-panel", "aria-labelledby": "create-app-heading" },
    h("h2", { id: "create-app-heading" }, t("console.apps.create")),
    field("new-app-name", t("console.apps.name"), name),
    field("new-app-origins", t("console.apps.origins"), origins, t("console.apps.originsHint")),
    h("button", { class: "primary", type: "submit", "data-key": "create-app" }, t("console.apps.createSubmit")));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    let created = null;
    act(form, error, async () => {
      created = await request(context, "POST", "/admin/apps", { name: name.value, origins: originsOf(origins.value) });
    }, t("console.apps.created", { name: name.value }), async () => { location.hash = `#app/${created.id}`; });
  });

  context.main.replaceChildren(h("h1", {}, t("console.apps.heading")), error, form,
    h("section", { "aria-label": t("console.apps.heading") }, list));
  reload();
  return () => {};
}

// ---- one app --------------------------------------------------------------------------------

export function renderApp(context, appId) {
  const manages = context.session.operator; // an app key reads its app, never changes it
  const error = alertBox("app-error");
  const body = h("div", { "data-key": "app-detail" }, h("p", { class: "muted" }, t("console.loading")));
  const heading = h("h1", {}, appId);

  async function reload() {
    try {
      const app = await request(context, "GET", `/admin/apps/${encodeURIComponent(appId)}`);
      const badge = h("span", { class: "badge off", "data-key": "app-disabled" }, t("console.apps.isDisabled"));
      heading.replaceChildren(app.name, ...(app.disabled ? [badge] : []));
      body.dataset.app = app.id;
      replaceKeepingFocus(body, ...drawApp(app));
    } catch (problem) {
      showProblem(error, problem);
      if (!body.dataset.app) body.replaceChildren();
    }
  }

  function editForm(app) {
    const name = h("input", { name: "name", required: true, maxlength: "64", value: app.name, autocomplete: "off" });
    const origins = h("textarea", { name: "origins", rows: "2" }, app.origins.join("\n"));
    const form = h("form", { "data-key": "edit-app" },
      field("app-name", t("console.apps.name"), name),
      field("app-origins", t("console.apps.origins"), origins, t("console.apps.originsHint")),
      h("button", { type: "submit", "data-key": "save-app" }, t("console.apps.save")));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      act(form, error, () => request(context, "PATCH", `/admin/apps/${app.id}`, { name: name.value, origins: originsOf(origins.value) }),
        t("console.apps.saved", { name: name.value }), reload);
    });
    return form;
  }

  function toggle(app) {
    const form = h("form", { class: "buttons" },
      h("button", { type: "submit", class: app.disabled ? null : "danger", "data-key": "toggle-app" },
        app.disabled ? t("console.apps.enable") : t("console.apps.disable")));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (!app.disabled && !(await confirmDialog(t("console.apps.disableConfirm", { name: app.name }), t("console.apps.disable")))) return;
      act(form, error, () => request(context, "PATCH", `/admin/apps/${app.id}`, { disabled: !app.disabled }),
        app.disabled ? t("console.apps.enabled", { name: app.name }) : t("console.apps.disabled", { name: app.name }), reload);
    });
    return form;
  }

  function keyForm(app) {
    const boxes = SCOPES.map((scope) => {
      const id = `scope-${scope.replace(":", "_")}`;
      return h("div", { class: "field check" },
        h("input", { type: "checkbox", id, value: scope, checked: scope === "tables" || scope === "players", "data-key": id }),
        h("label", { for: id }, scopeText(scope)));
    });
    const form = h("form", { "aria-labelledby": "new-key-heading", "data-key": "key-form" },
      h("h3", { id: "new-key-heading" }, t("console.keys.create")),
      h("fieldset", {}, h("legend", {}, t("console.keys.scopes")), boxes),
      h("button", { type: "submit", "data-key": "create-key" }, t("console.keys.createSubmit")));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const scopes = [...form.querySelectorAll("input:checked")].map((box) => box.value);
      act(form, error, async () => {
        const created = await request(context, "POST", `/admin/apps/${app.id}/keys`, { scopes });
        shownSecret = { app: app.id, prefix: created.key.prefix, secret: created.secret };
      }, t("console.keys.created"), async () => {
        await reload();
        document.querySelector('[data-key="copy-secret"]')?.focus();
      });
    });
    return form;
  }

  function secretPanel(app) {
    if (shownSecret?.app !== app.id) return null;
    const secret = shownSecret.secret;
    const copied = h("span", { class: "muted", "data-key": "copied", role: "status" });
    return h("section", { class: "card-panel secret", "aria-labelledby": "secret-heading" },
      h("h3", { id: "secret-heading" }, t("console.keys.secretHeading", { prefix: shownSecret.prefix })),
      h("p", {}, t("console.keys.secretOnce")),
      h("p", {}, h("code", { "data-key": "secret" }, secret)),
      h("p", { class: "buttons" },
        h("button", { type: "button", class: "primary", "data-key": "copy-secret", onclick: async () => {
          try {
            await navigator.clipboard.writeText(secret);
            copied.textContent = t("console.keys.copied");
          } catch {
            copied.textContent = t("console.keys.copyFailed"); // select it by hand
          }
        } }, t("console.keys.copy")),
        h("button", { type: "button", "data-key": "secret-done", onclick: () => { shownSecret = null; reload(); } },
          t("console.keys.saved")),
        copied));
  }

  function revokeButton(app, key) {
    if (key.revoked_ms) return t("console.keys.revokedAt", { when: when(key.revoked_ms) });
    if (!manages) return t("console.keys.live");
    return h("button", { type: "button", class: "danger small", "data-key": `revoke-${key.id}`, onclick: async (event) => {
      const button = event.currentTarget;
      if (!(await confirmDialog(t("console.keys.revokeConfirm", { prefix: key.prefix, name: app.name }), t("console.keys.revoke")))) return;
      act(button.parentElement, error, () => request(context, "DELETE", `/admin/apps/${app.id}/keys/${key.id}`),
        t("console.keys.revoked", { prefix: key.prefix }), reload);
    } }, t("console.keys.revoke"));
  }

  function drawApp(app) {
    const about = facts([
      [t("console.apps.id"), h("code", {}, app.id)],
      [t("console.keys.state"), h("span", { "data-key": "app-state" }, stateText(app))],
      [t("console.apps.createdAt"), when(app.created_ms)],
      [t("console.apps.origins"), app.origins.length ? app.origins.join(", ") : t("console.apps.anyOrigin")],
    ]);
    const keys = app.keys.length
      ? grid(t("console.keys.caption", { name: app.name }),
        [t("console.keys.prefix"), t("console.keys.scopes"), t("console.keys.createdAt"), t("console.keys.state")],
        app.keys.map((key) => [h("code", {}, key.prefix), key.scopes.map(scopeText).join(", "), when(key.created_ms),
          h("span", {}, revokeButton(app, key))]), "keys")
      : h("p", { class: "muted" }, t("console.keys.none"));
    if (!manages) {
      return [about, notAllowed("app-read-only", t("console.apps.operatorOnly")),
        h("section", { class: "card-panel", "aria-labelledby": "keys-heading" },
          h("h2", { id: "keys-heading" }, t("console.keys.heading")), keys)];
    }
    return [
      about,
      h("section", { class: "card-panel", "aria-labelledby": "settings-heading" },
        h("h2", { id: "settings-heading" }, t("console.apps.settings")), editForm(app), toggle(app)),
      h("section", { class: "card-panel", "aria-labelledby": "keys-heading" },
        h("h2", { id: "keys-heading" }, t("console.keys.heading")), secretPanel(app), keys, keyForm(app)),
    ];
  }

  const back = manages ? h("p", {}, h("a", { href: "#apps", "data-key": "back-to-apps" }, t("console.apps.back"))) : null;
  // Beside the app's details, not redrawn with them: an open delivery log stays open.
  context.main.replaceChildren(heading, back, error, body, webhookSection(context, appId));
  reload();
  return () => {};
}
