// The audit log (GET /admin/audit): every admin change, newest first: who, what, when, from where.
import { h, replaceKeepingFocus } from "/play/static/dom.js";
import { t } from "/play/static/i18n.js";
import { alertBox, grid, request, showProblem, when } from "./ui.js";

export function renderAudit(context) {
  const error = alertBox("audit-error");
  const list = h("div", { "data-key": "audit-list" }, h("p", { class: "muted" }, t("console.loading")));

  async function reload() {
    error.textContent = "";
    try {
      const entries = await request(context, "GET", "/admin/audit?limit=200");
      replaceKeepingFocus(list, entries.length
        ? grid(t("console.audit.caption", { count: entries.length }),
          [t("console.audit.when"), t("console.audit.who"), t("console.audit.action"), t("console.audit.target"),
            t("console.audit.detail"), t("console.audit.address")],
          entries.map((entry) => [when(entry.at_ms), entry.actor, h("code", {}, entry.action), entry.target,
            Object.entries(entry.detail || {}).map(([name, value]) => `${name}: ${value}`).join("; ") || "—",
            entry.address || "—"]), "audit")
        : h("p", {}, t("console.audit.none")));
    } catch (problem) {
      showProblem(error, problem);
    }
  }

  context.main.replaceChildren(h("h1", {}, t("console.audit.heading")),
    h("p", { class: "buttons" }, h("button", { type: "button", "data-key": "refresh-audit", onclick: reload }, t("console.audit.refresh"))),
    error, list);
  reload();
  return () => {};
}
