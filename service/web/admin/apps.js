// Apps and their keys: create, rename, change origins, disable or enable; keys created with
// their scopes (the secret shown this once, with a copy button) and revoked after a confirmation.
import { announce, h, replaceKeepingFocus } from "/play/static/dom.js";
import { t } from "/play/static/i18n.js";
import { alertBox, busy, confirmDialog, facts, field, grid, request, showProblem, when } from "./ui.js";

const SCOPES = ["tables", "players", "webhooks", "admin:read"];

// A secret just created: shown until the operator says it is saved or leaves the section.
let shownSecret = null;

const originsOf = (text) => text.split(/[\s,]+/).map((line) => line.trim()).filter(Boolean);
const scopeText = (scope) => t(`console.scope.${scope.replace(":", "_")}`);

export function renderApps(context) {
  const error = alertBox("apps-error");
  const list = h("div", { "data-key": "apps-list" }, h("p", { class: "muted" }, t("console.loading")));

  async function reload() {
    try {
      const apps = await request(context, "GET", "/admin/apps");
      replaceKeepingFocus(list, ...drawApps(apps).flat());
    } catch (problem) {
      showProblem(error, problem);
    }
  }

  // Runs `work` for a form, tells the outcome, and redraws the list.
  async function act(form, work, done) {
    error.textContent = "";
    try {
      await busy(form, work);
    } catch (problem) {
      showProblem(error, problem);
      error.scrollIntoView({ block: "nearest" });
      return;
    }
    announce(done);
    await reload();
  }

  function createForm() {
    const name = h("input", { name: "name", required: true, maxlength: "64", autocomplete: "off" });
    const origins = h("textarea", { name: "origins", rows: "2" });
    const form = h("form", { class: "card-panel", "aria-labelledby": "create-app-heading" },
      h("h2", { id: "create-app-heading" }, t("console.apps.create")),
      field("new-app-name", t("console.apps.name"), name),
      field("new-app-origins", t("console.apps.origins"), origins, t("console.apps.originsHint")),
      h("button", { class: "primary", type: "submit", "data-key": "create-app" }, t("console.apps.createSubmit")));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      act(form, () => request(context, "POST", "/admin/apps", { name: name.value, origins: originsOf(origins.value) }),
        t("console.apps.created", { name: name.value })).then(() => { if (!error.textContent) form.reset(); });
    });
    return form;
  }

  function editForm(app) {
    const name = h("input", { name: "name", required: true, maxlength: "64", value: app.name, autocomplete: "off" });
    const origins = h("textarea", { name: "origins", rows: "2" }, app.origins.join("\n"));
    const form = h("form", { class: "inline-form", "data-key": `edit-${app.id}` },
      field(`name-${app.id}`, t("console.apps.name"), name),
      field(`origins-${app.id}`, t("console.apps.origins"), origins, t("console.apps.originsHint")),
      h("button", { type: "submit", "data-key": `save-${app.id}` }, t("console.apps.save")));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      act(form, () => request(context, "PATCH", `/admin/apps/${app.id}`, { name: name.value, origins: originsOf(origins.value) }),
        t("console.apps.saved", { name: name.value }));
    });
    return form;
  }

  function toggle(app) {
    const form = h("form", { class: "buttons" },
      h("button", { type: "submit", class: app.disabled ? null : "danger", "data-key": `toggle-${app.id}` },
        app.disabled ? t("console.apps.enable") : t("console.apps.disable")));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (!app.disabled && !(await confirmDialog(t("console.apps.disableConfirm", { name: app.name }), t("console.apps.disable")))) return;
      act(form, () => request(context, "PATCH", `/admin/apps/${app.id}`, { disabled: !app.disabled }),
        app.disabled ? t("console.apps.enabled", { name: app.name }) : t("console.apps.disabled", { name: app.name }));
    });
    return form;
  }

  function keyForm(app) {
    const boxes = SCOPES.map((scope) => {
      const id = `scope-${app.id}-${scope.replace(":", "_")}`;
      return h("div", { class: "field check" },
        h("input", { type: "checkbox", id, value: scope, checked: scope === "tables" || scope === "players",
          "data-key": id }),
        h("label", { for: id }, scopeText(scope)));
    });
    const form = h("form", { "data-key": `key-form-${app.id}` },
      h("fieldset", {}, h("legend", {}, t("console.keys.scopes")), boxes),
      h("button", { type: "submit", "data-key": `create-key-${app.id}` }, t("console.keys.create")));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const scopes = [...form.querySelectorAll("input:checked")].map((box) => box.value);
      act(form, async () => {
        const created = await request(context, "POST", `/admin/apps/${app.id}/keys`, { scopes });
        shownSecret = { app: app.id, prefix: created.key.prefix, secret: created.secret };
      }, t("console.keys.created"));
    });
    return form;
  }

  function secretPanel(app) {
    if (shownSecret?.app !== app.id) return null;
    const secret = shownSecret.secret;
    const copied = h("span", { class: "muted", "data-key": "copied", role: "status" });
    return h("section", { class: "card-panel secret", "aria-labelledby": `secret-${app.id}` },
      h("h5", { id: `secret-${app.id}` }, t("console.keys.secretHeading", { prefix: shownSecret.prefix })),
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
    return h("button", { type: "button", class: "danger small", "data-key": `revoke-${key.id}`, onclick: async (event) => {
      const button = event.currentTarget;
      if (!(await confirmDialog(t("console.keys.revokeConfirm", { prefix: key.prefix, name: app.name }), t("console.keys.revoke")))) return;
      act(button.parentElement, () => request(context, "DELETE", `/admin/apps/${app.id}/keys/${key.id}`),
        t("console.keys.revoked", { prefix: key.prefix }));
    } }, t("console.keys.revoke"));
  }

  function drawApp(app) {
    const heading = `app-${app.id}`;
    return h("article", { class: "card-panel", "aria-labelledby": heading, "data-app": app.id },
      h("h3", { id: heading }, app.name,
        app.disabled ? h("span", { class: "badge off", "data-key": `disabled-${app.id}` }, t("console.apps.isDisabled")) : null),
      facts([
        [t("console.apps.id"), h("code", {}, app.id)],
        [t("console.apps.createdAt"), when(app.created_ms)],
        [t("console.apps.origins"), app.origins.length ? app.origins.join(", ") : t("console.apps.anyOrigin")],
      ]),
      editForm(app),
      toggle(app),
      h("h4", {}, t("console.keys.heading")),
      secretPanel(app),
      app.keys.length
        ? grid(t("console.keys.caption", { name: app.name }),
          [t("console.keys.prefix"), t("console.keys.scopes"), t("console.keys.createdAt"), t("console.keys.state")],
          app.keys.map((key) => [h("code", {}, key.prefix), key.scopes.map(scopeText).join(", "), when(key.created_ms),
            h("span", {}, revokeButton(app, key))]), `keys-${app.id}`)
        : h("p", { class: "muted" }, t("console.keys.none")),
      keyForm(app));
  }

  function drawApps(apps) {
    return [h("h2", { id: "apps-heading" }, t("console.apps.list", { count: apps.length })),
      apps.length ? apps.map(drawApp) : h("p", {}, t("console.apps.none"))];
  }

  context.main.replaceChildren(h("h1", {}, t("console.apps.heading")), error, createForm(),
    h("section", { "aria-labelledby": "apps-heading" }, list));
  reload();
  return () => { shownSecret = null; };
}
