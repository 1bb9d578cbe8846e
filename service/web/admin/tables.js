// Live tables of every app: a filtered list refreshed every few seconds, and one table opened:
// its seats, members, status, full game state and step log (GET /admin/tables/{code}), with
// the operator's cancel (a reason, then a confirmation; disabled, saying why, for an app key
// without the `admin` scope).
import { announce, h, replaceKeepingFocus } from "/play/static/dom.js";
import { t } from "/play/static/i18n.js";
import { botName, seatName as shownName } from "/play/static/names.js";
import { alertBox, busy, confirmDialog, facts, field, grid, jsonBlock, disabledBecause, request, showProblem, when } from "./ui.js";

const REFRESH_MS = 4000;
const STATUSES = ["lobby", "playing", "finished", "cancelled"];
const LIVE = ["lobby", "playing"];
// The filters are kept while the console is open: back from a table, the same list.
const filters = { status: "playing", game: "", app: "", auto: true };
const gamesSeen = new Set(); // the game filter's suggestions: games of the tables listed so far

const statusText = (status) => t(`console.status.${status}`);

function refresher(work) {
  let timer = null;
  let stopped = false;
  const tick = async () => {
    await work();
    if (!stopped && filters.auto) timer = setTimeout(tick, REFRESH_MS);
  };
  return {
    start() { clearTimeout(timer); if (!stopped && filters.auto) timer = setTimeout(tick, REFRESH_MS); },
    stop() { stopped = true; clearTimeout(timer); },
  };
}

export function renderTables(context) {
  const error = alertBox("tables-error");
  const updated = h("p", { class: "muted", "data-key": "updated" });
  const list = h("div", { "data-key": "tables-list" }, h("p", { class: "muted" }, t("console.loading")));
  const apps = h("select", { name: "app" }, h("option", { value: "" }, t("console.tables.allApps")));
  const datalist = h("datalist", { id: "games-seen" });

  async function reload() {
    const query = new URLSearchParams({ status: filters.status, limit: "100" });
    if (filters.game) query.set("game", filters.game);
    if (filters.app) query.set("app", filters.app);
    try {
      const tables = await request(context, "GET", `/admin/tables?${query}`);
      error.textContent = "";
      tables.forEach((table) => gamesSeen.add(table.game));
      datalist.replaceChildren(...[...gamesSeen].sort().map((game) => h("option", { value: game })));
      replaceKeepingFocus(list, drawList(tables));
      updated.textContent = t("console.tables.updated", { when: when(Date.now()) });
    } catch (problem) {
      showProblem(error, problem); // the list shown stays; the next refresh tries again
    }
  }

  function drawList(tables) {
    if (!tables.length) return h("p", { "data-key": "no-tables" }, t("console.tables.none", { status: statusText(filters.status) }));
    return grid(t("console.tables.caption", { status: statusText(filters.status), count: tables.length }),
      [t("console.tables.code"), t("console.tables.app"), t("console.tables.game"), t("console.tables.status"),
        t("console.tables.members"), t("console.tables.version"), t("console.tables.created")],
      tables.map((table) => [
        h("a", { href: `#table/${table.code}`, "data-key": `open-${table.code}` }, h("span", { class: "code" }, table.code)),
        table.app, table.game, statusText(table.status), String(table.members), String(table.version), when(table.created_ms),
      ]), "tables");
  }

  const status = h("select", { name: "status" },
    STATUSES.map((value) => h("option", { value, selected: value === filters.status }, statusText(value))));
  const game = h("input", { name: "game", list: "games-seen", value: filters.game, maxlength: "32", autocomplete: "off" });
  const auto = h("input", { type: "checkbox", id: "auto-refresh", checked: filters.auto, "data-key": "auto-refresh" });
  const form = h("form", { class: "card-panel inline-form", role: "search", "aria-label": t("console.tables.filters") },
    field("filter-status", t("console.tables.status"), status),
    field("filter-game", t("console.tables.game"), game, t("console.tables.gameHint")),
    field("filter-app", t("console.tables.app"), apps),
    h("button", { type: "submit", "data-key": "filter" }, t("console.tables.show")),
    h("div", { class: "field check" }, auto, h("label", { for: "auto-refresh" }, t("console.tables.auto"))),
    datalist);
  const refresh = refresher(reload);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    Object.assign(filters, { status: status.value, game: game.value.trim(), app: apps.value });
    await busy(form, reload);
    refresh.start();
  });
  auto.addEventListener("change", () => {
    filters.auto = auto.checked;
    refresh.start();
  });

  request(context, "GET", "/admin/apps").then((known) => {
    apps.append(...known.map((app) => h("option", { value: app.id, selected: app.id === filters.app }, `${app.name} (${app.id})`)));
  }).catch((problem) => showProblem(error, problem));

  context.main.replaceChildren(h("h1", {}, t("console.tables.heading")), form, error, updated,
    h("section", { "aria-label": t("console.tables.heading") }, list));
  reload().then(() => refresh.start());
  return () => refresh.stop();
}

// ---- one table ------------------------------------------------------------------------------

export function renderTable(context, code) {
  const error = alertBox("table-error");
  const detail = h("div", { "data-key": "table-detail" }, h("p", { class: "muted" }, t("console.loading")));
  const cancelBox = h("div");
  const rest = h("div");
  let shown = null; // the version drawn: a refresh redraws only when the table moved on

  async function reload() {
    try {
      const table = await request(context, "GET", `/admin/tables/${encodeURIComponent(code)}`);
      error.textContent = "";
      const version = table.view.version;
      if (shown === version) return;
      shown = version;
      const [summary, ...others] = drawTable(table);
      replaceKeepingFocus(detail, summary);
      replaceKeepingFocus(rest, ...others);
      detail.dataset.status = table.view.status;
      detail.dataset.version = String(version);
      if (LIVE.includes(table.view.status)) {
        if (!cancelBox.firstChild) cancelBox.replaceChildren(cancelForm());
      } else {
        cancelBox.replaceChildren();
      }
    } catch (problem) {
      showProblem(error, problem);
      if (shown === null) detail.replaceChildren(); // nothing to show: the problem says why
    }
  }

  function cancelForm() {
    const reason = h("input", { name: "reason", required: true, maxlength: "200", autocomplete: "off" });
    const form = h("form", { class: "card-panel", "aria-labelledby": "cancel-heading", "data-key": "cancel-form" },
      h("h2", { id: "cancel-heading" }, t("console.table.cancelHeading")),
      field("cancel-reason", t("console.table.reason"), reason, t("console.table.reasonHint")),
      h("button", { type: "submit", class: "danger", "data-key": "cancel-table" }, t("console.table.cancel")));
    if (!context.session.canAct) {
      // An app key with `admin:read` only: the API would answer 403 missing_scope.
      form.append(disabledBecause(form.querySelectorAll("input, button"), "cancel-read-only", t("console.readOnly")));
    }
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const why = reason.value.trim();
      if (!(await confirmDialog(t("console.table.cancelConfirm", { code, reason: why }), t("console.table.cancel")))) return;
      error.textContent = "";
      try {
        await busy(form, () => request(context, "POST", `/admin/tables/${encodeURIComponent(code)}/cancel`, { reason: why }));
      } catch (problem) {
        showProblem(error, problem);
        return;
      }
      announce(t("console.table.cancelled", { code }));
      await reload();
      context.main.focus();
    });
    return form;
  }

  function drawTable(table) {
    const view = table.view;
    const result = view.result;
    const summary = [
      [t("console.tables.status"), h("span", { "data-key": "table-status" }, statusText(view.status))],
      [t("console.tables.app"), table.app],
      [t("console.tables.game"), table.game],
      [t("console.tables.version"), String(view.version)],
      [t("console.tables.created"), when(table.created_ms)],
      [t("console.table.host"), `${view.host_name}${table.host_player ? ` (${table.host_player})` : ""}`],
      [t("console.table.toAct"), view.to_act.length ? view.to_act.map((seat) => seatName(view, seat)).join(", ") : "—"],
    ];
    if (result) {
      summary.push([t("console.table.result"), h("span", { "data-key": "table-result" },
        result.details?.reason ? t("console.table.resultWhy", { reason: result.reason, why: result.details.reason }) : result.reason)]);
    }
    const seats = grid(t("console.table.seatsCaption"),
      [t("console.table.seat"), t("console.table.name"), t("console.table.kind"), t("console.table.player"),
        t("console.table.connected"), t("console.table.automatic")],
      view.seats.map((seat) => [String(seat.seat), shownName(seat),
        seat.kind === "bot" ? t("console.table.bot", { level: levelText(seat.bot_level) }) : t("console.table.human"),
        seat.player || "—", seat.connected ? t("console.yes") : t("console.no"),
        seat.automatic ? t("console.yes") : t("console.no")]), "seats");
    const members = grid(t("console.table.membersCaption"),
      [t("console.table.member"), t("console.table.name"), t("console.table.kind"), t("console.table.player"),
        t("console.table.isHost"), t("console.table.timeouts")],
      table.members.map((m) => [String(m.member), m.bot_level ? botName(m.name, m.bot_level) : m.name,
        m.bot_level ? t("console.table.bot", { level: levelText(m.bot_level) }) : t("console.table.human"),
        m.player || "—", m.host ? t("console.yes") : t("console.no"), String(m.timeouts)]), "members");
    const steps = table.steps.length
      ? h("ol", { class: "steps", "data-key": "steps" }, table.steps.map((step) => h("li", {},
        h("strong", {}, t("console.table.stepVersion", { version: step.version })), " ",
        step.events.map((event) => event.type).join(", ") || "—",
        jsonBlock({ events: step.events, moves: step.moves }, t("console.table.stepLabel", { version: step.version }), true))))
      : h("p", { class: "muted" }, t("console.table.noSteps"));
    return [
      h("section", { "aria-labelledby": "summary-heading" }, h("h2", { id: "summary-heading" }, t("console.table.summary")), facts(summary)),
      h("section", { "aria-labelledby": "seats-heading" }, h("h2", { id: "seats-heading" }, t("console.table.seats")),
        view.seats.length ? seats : h("p", { class: "muted" }, t("console.table.noSeats"))),
      h("section", { "aria-labelledby": "members-heading" }, h("h2", { id: "members-heading" }, t("console.table.members")), members),
      h("section", { "aria-labelledby": "state-heading" }, h("h2", { id: "state-heading" }, t("console.table.state")),
        table.state === null ? h("p", { class: "muted" }, t("console.table.noState"))
          : jsonBlock(table.state, t("console.table.state"))),
      h("section", { "aria-labelledby": "steps-heading" }, h("h2", { id: "steps-heading" }, t("console.table.steps")),
        h("p", { class: "hint" }, t("console.table.stepsHint", { count: table.steps.length })), steps),
    ];
  }

  const refresh = refresher(reload);
  context.main.replaceChildren(
    h("h1", {}, t("console.table.heading", { code })),
    h("p", {}, h("a", { href: "#tables", "data-key": "back" }, t("console.table.back"))),
    error, detail, cancelBox, rest);
  reload().then(() => refresh.start());
  return () => refresh.stop();
}

// Bots by their name and level in the console's language, as the player client shows them.
function seatName(view, seat) {
  return view.seats[seat] ? shownName(view.seats[seat]) : String(seat);
}

function levelText(level) {
  return level ? t(`level.${level}`) : "";
}
