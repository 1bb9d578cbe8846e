// An app's webhook endpoints, on its page (#app/<id>): each endpoint's URL, whether it is
// enabled (or why not, and since when it fails) and the events it is sent; each opens its
// delivery log, newest first. Read only, for the operator and an app's admin key alike: the
// endpoints are managed by the app's server (docs/apps.md, "Webhooks"); never a secret.
import { h, replaceKeepingFocus } from "/play/static/dom.js";
import { t } from "/play/static/i18n.js";
import { alertBox, grid, request, showProblem, when } from "./ui.js";

const filterOf = (endpoint) =>
  (endpoint.event_types.length ? endpoint.event_types.join(", ") : t("console.hooks.everyEvent"));

function stateOf(endpoint) {
  if (endpoint.enabled) {
    const text = t("console.hooks.enabled");
    if (!endpoint.failing_since_ms) return text;
    return `${text} · ${t("console.hooks.failingSince", { when: when(endpoint.failing_since_ms) })}`;
  }
  const reason = endpoint.disabled_reason || t("console.hooks.byApp");
  const since = endpoint.failing_since_ms
    ? ` · ${t("console.hooks.failingSince", { when: when(endpoint.failing_since_ms) })}` : "";
  return `${t("console.hooks.disabled", { reason })}${since}`;
}

// How an attempt went: the receiver's HTTP status (delivered or not), else why none came.
function outcomeOf(attempt) {
  if (attempt.status !== null && attempt.status !== undefined) {
    const key = attempt.delivered ? "console.hooks.delivered" : "console.hooks.refused";
    return t(key, { status: attempt.status });
  }
  return t("console.hooks.noAnswer", { error: attempt.error || "?" });
}

export function webhookSection(context, appId) {
  const error = alertBox("hooks-error");
  const list = h("div", { "data-key": "hooks-list" }, h("p", { class: "muted" }, t("console.loading")));
  const log = h("div", { "data-key": "hook-log" });
  const base = `/admin/apps/${encodeURIComponent(appId)}/webhook-endpoints`;

  async function openLog(endpoint) {
    error.textContent = "";
    try {
      const attempts = await request(context, "GET", `${base}/${encodeURIComponent(endpoint.id)}/deliveries`);
      const heading = h("h3", { id: "hook-log-heading", tabindex: "-1", "data-key": "hook-log-heading" },
        t("console.hooks.logHeading", { url: endpoint.url }));
      log.dataset.endpoint = endpoint.id;
      log.replaceChildren(heading, attempts.length
        ? grid(t("console.hooks.logCaption", { count: attempts.length }),
          [t("console.hooks.message"), t("console.hooks.eventType"), t("console.hooks.attempt"),
            t("console.hooks.at"), t("console.hooks.outcome"), t("console.hooks.latency")],
          attempts.map((attempt) => [h("code", {}, attempt.message_id), attempt.event_type, String(attempt.attempt),
            when(attempt.at_ms), outcomeOf(attempt), t("console.hooks.ms", { ms: attempt.latency_ms })]),
          "hook-log-table")
        : h("p", { class: "muted", "data-key": "hook-log-empty" }, t("console.hooks.noAttempts")));
      heading.focus();
    } catch (problem) {
      showProblem(error, problem);
    }
  }

  async function load() {
    try {
      const endpoints = await request(context, "GET", base);
      replaceKeepingFocus(list, endpoints.length
        ? grid(t("console.hooks.caption", { count: endpoints.length }),
          [t("console.hooks.url"), t("console.keys.state"), t("console.hooks.events"), t("console.hooks.log")],
          endpoints.map((endpoint) => [
            h("code", { "data-key": `hook-url-${endpoint.id}` }, endpoint.url),
            h("span", { "data-key": `hook-state-${endpoint.id}` }, stateOf(endpoint)),
            filterOf(endpoint),
            h("button", { type: "button", class: "small", "data-key": `open-log-${endpoint.id}`,
              "aria-label": t("console.hooks.openLogOf", { url: endpoint.url }), onclick: () => openLog(endpoint) },
            t("console.hooks.openLog")),
          ]), "hooks")
        : h("p", { class: "muted", "data-key": "hooks-none" }, t("console.hooks.none")));
    } catch (problem) {
      list.replaceChildren();
      showProblem(error, problem);
    }
  }

  load();
  return h("section", { class: "card-panel", "aria-labelledby": "hooks-heading", "data-key": "app-webhooks" },
    h("h2", { id: "hooks-heading" }, t("console.hooks.heading")),
    h("p", { class: "hint" }, t("console.hooks.intro")), error, list, log);
}
