// Players (docs/apps.md, "Players: ban, export, delete"): a search by name, id and app; one
// player's page (#player/<id>): profile, app, identity, ratings, ban, the live tables it sits at;
// ban with a reason and lift (each confirmed), export (downloaded as player-<id>.json), delete
// (confirmed by typing its name or id); and the operator's deletions log (#deletions).
import { announce, h, replaceKeepingFocus } from "/play/static/dom.js";
import { t } from "/play/static/i18n.js";
import {
  alertBox, busy, confirmDialog, disabledBecause, downloadLink, facts, field, grid, notAllowed, request, showProblem,
  typedConfirmDialog, when,
} from "./ui.js";

// The search is kept while the console is open: back from a player, the same list.
const search = { name: "", id: "", app: "" };
const LIMIT = 50;

const yesNo = (value) => (value ? t("console.yes") : t("console.no"));
const kindText = (kind) => (kind === "jwt" ? t("console.players.kindJwt") : t("console.players.kindTapete"));
const banText = (ban) => (ban ? t("console.players.bannedSince", { when: when(ban.since_ms), reason: ban.reason })
  : t("console.players.notBanned"));

// ---- the search -----------------------------------------------------------------------------

export function renderPlayers(context) {
  const { session } = context;
  const error = alertBox("players-error");
  const list = h("div", { "data-key": "players-list" }, h("p", { class: "muted" }, t("console.loading")));

  let asked = 0; // the latest search: an earlier one answering late is dropped

  async function reload() {
    const query = new URLSearchParams({ limit: String(LIMIT) });
    for (const name of ["name", "id", "app"]) if (search[name]) query.set(name, search[name]);
    const mine = ++asked;
    error.textContent = "";
    try {
      const found = await request(context, "GET", `/admin/players?${query}`);
      if (mine !== asked) return;
      replaceKeepingFocus(list, ...drawList(found));
      list.dataset.query = query.toString();
      list.dataset.complete = String(found.complete);
    } catch (problem) {
      if (mine !== asked) return;
      showProblem(error, problem);
      list.replaceChildren();
    }
  }

  function drawList(found) {
    // `complete: false`: the search stopped at its budget or at the limit; more may match.
    const stopped = found.complete ? null
      : h("p", { class: "notice", "data-key": "incomplete" }, t("console.players.incomplete"));
    if (!found.players.length) return [h("p", { "data-key": "no-players" }, t("console.players.none")), stopped];
    return [stopped, grid(t("console.players.caption", { count: found.players.length }),
      [t("console.players.name"), t("console.players.id"), t("console.tables.app"), t("console.players.kind"),
        t("console.players.created"), t("console.players.ban")],
      found.players.map((player) => [
        h("a", { href: `#player/${player.id}`, "data-key": `open-player-${player.id}` }, player.name || player.id),
        h("code", {}, player.id), player.app, kindText(player.kind), when(player.created_ms),
        player.banned ? h("span", { class: "badge off" }, t("console.players.banned")) : "—",
      ]), "players")];
  }

  const name = h("input", { name: "name", value: search.name, maxlength: "64", autocomplete: "off" });
  const id = h("input", { name: "id", value: search.id, maxlength: "64", autocomplete: "off", spellcheck: "false" });
  const apps = h("select", { name: "app" }, h("option", { value: "" }, t("console.tables.allApps")));
  const form = h("form", { class: "card-panel inline-form", role: "search", "aria-label": t("console.players.find") },
    field("find-name", t("console.players.name"), name, t("console.players.nameHint")),
    field("find-id", t("console.players.id"), id),
    field("find-app", t("console.tables.app"), apps),
    h("button", { type: "submit", "data-key": "find-players" }, t("console.players.findSubmit")));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    Object.assign(search, { name: name.value.trim(), id: id.value.trim(), app: apps.value });
    await busy(form, reload);
  });

  request(context, "GET", "/admin/apps").then((known) => {
    apps.append(...known.map((app) => h("option", { value: app.id, selected: app.id === search.app }, `${app.name} (${app.id})`)));
  }).catch((problem) => showProblem(error, problem));

  const deletions = session.operator
    ? h("p", {}, h("a", { href: "#deletions", "data-key": "open-deletions" }, t("console.deletions.open")))
    : notAllowed("deletions-not-allowed", t("console.deletions.operatorOnly"));
  context.main.replaceChildren(h("h1", {}, t("console.players.heading")), form, error,
    h("section", { "aria-label": t("console.players.heading") }, list), deletions);
  reload();
  return () => {};
}

// ---- one player -----------------------------------------------------------------------------

export function renderPlayer(context, playerId) {
  const { session } = context;
  const error = alertBox("player-error");
  const done = h("p", { role: "status", class: "notice", "data-key": "player-done", hidden: true });
  const heading = h("h1", {}, playerId);
  const body = h("div", { "data-key": "player-detail" }, h("p", { class: "muted" }, t("console.loading")));
  const path = `/admin/players/${encodeURIComponent(playerId)}`;
  let exported = null; // the export's Blob address, revoked when replaced or when leaving

  async function reload() {
    try {
      const player = await request(context, "GET", path);
      heading.replaceChildren(player.name || player.id,
        ...(player.ban ? [" ", h("span", { class: "badge off", "data-key": "player-banned" }, t("console.players.banned"))] : []));
      body.dataset.player = player.id;
      body.dataset.banned = String(Boolean(player.ban));
      replaceKeepingFocus(body, ...drawPlayer(player));
    } catch (problem) {
      showProblem(error, problem);
      if (!body.dataset.player) body.replaceChildren();
    }
  }

  // Runs an action's request, says what it did (or the problem), then redraws.
  async function act(form, work, said) {
    error.textContent = "";
    try {
      await busy(form, work);
    } catch (problem) {
      showProblem(error, problem);
      error.scrollIntoView({ block: "nearest" });
      return false;
    }
    announce(said);
    await reload();
    return true;
  }

  // Without the `admin` scope an app key only reads: the action's controls are disabled and
  // say why (the API would answer 403 missing_scope).
  const readOnly = (id, controls) => (session.canAct ? null : disabledBecause(controls, id, t("console.readOnly")));

  function banForm(player) {
    if (player.ban) {
      const lift = h("button", { type: "submit", "data-key": "lift-ban" }, t("console.players.lift"));
      const form = h("form", { class: "buttons", "data-key": "lift-form" }, lift);
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        if (!(await confirmDialog(t("console.players.liftConfirm", { name: player.name }), t("console.players.lift")))) return;
        act(form, () => request(context, "DELETE", `${path}/ban`), t("console.players.lifted", { name: player.name }));
      });
      return [h("p", { "data-key": "ban-state" }, banText(player.ban)), form, readOnly("ban-read-only", [lift])];
    }
    const reason = h("input", { name: "reason", required: true, maxlength: "200", autocomplete: "off" });
    const ban = h("button", { type: "submit", class: "danger", "data-key": "ban-player" }, t("console.players.banSubmit"));
    const form = h("form", { "data-key": "ban-form" },
      field("ban-reason", t("console.table.reason"), reason, t("console.players.reasonHint")), ban);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const why = reason.value.trim();
      if (!(await confirmDialog(t("console.players.banConfirm", { name: player.name, reason: why }), t("console.players.banSubmit")))) return;
      act(form, () => request(context, "POST", `${path}/ban`, { reason: why }), t("console.players.bannedNow", { name: player.name }));
    });
    return [h("p", { "data-key": "ban-state" }, banText(null)), form, readOnly("ban-read-only", [reason, ban])];
  }

  function exportForm(player) {
    const saved = h("p", { "data-key": "export-saved" });
    const button = h("button", { type: "submit", "data-key": "export-player" }, t("console.players.exportSubmit"));
    const form = h("form", { class: "buttons" }, button);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      error.textContent = "";
      let held;
      try {
        held = await busy(form, () => request(context, "GET", `${path}/export`));
      } catch (problem) {
        showProblem(error, problem);
        return;
      }
      if (exported) URL.revokeObjectURL(exported);
      const link = downloadLink(held, `player-${player.id}.json`, t("console.players.exportAgain", { file: `player-${player.id}.json` }), "export-link");
      exported = link.href;
      saved.replaceChildren(link);
      link.click(); // the browser saves it
      announce(t("console.players.exported", { name: player.name }));
    });
    return [h("p", {}, t("console.players.exportHint")), form, saved];
  }

  function deleteForm(player) {
    const button = h("button", { type: "submit", class: "danger", "data-key": "delete-player" }, t("console.players.delete"));
    const form = h("form", { class: "buttons" }, button);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const asked = await typedConfirmDialog(t("console.players.deleteConfirm", { name: player.name }),
        t("console.players.deleteType", { name: player.name, id: player.id }),
        [player.name, player.id].filter(Boolean), t("console.players.delete"));
      if (!asked) return;
      error.textContent = "";
      try {
        await busy(form, () => request(context, "DELETE", path));
      } catch (problem) {
        showProblem(error, problem);
        return;
      }
      // Nothing of it is left to show: the page says so, and where the deletion is logged.
      const said = t("console.players.deleted", { name: player.name, id: player.id });
      heading.replaceChildren(t("console.players.deletedHeading"));
      body.replaceChildren();
      done.hidden = false;
      done.textContent = said;
      context.main.focus();
    });
    return [h("p", {}, t("console.players.deleteHint")), form, readOnly("delete-read-only", [button])];
  }

  function drawPlayer(player) {
    const identity = player.identity.kind === "jwt" ? t("console.players.identityJwt")
      : t("console.players.identityTapete", { held: yesNo(player.identity.token_held) });
    const app = session.operator ? h("a", { href: `#app/${player.app}` }, h("code", {}, player.app)) : h("code", {}, player.app);
    const ratings = player.ratings.length
      ? grid(t("console.players.ratingsCaption", { name: player.name }),
        [t("console.tables.game"), t("console.players.rating"), t("console.players.deviation"),
          t("console.players.provisional"), t("console.players.ratedGames")],
        player.ratings.map((r) => [r.game, String(r.rating), String(r.deviation), yesNo(r.provisional), String(r.rated_games)]),
        "ratings")
      : h("p", { class: "muted" }, t("console.players.noRatings"));
    const tables = player.tables.length
      ? grid(t("console.players.tablesCaption", { name: player.name }),
        [t("console.tables.code"), t("console.tables.game"), t("console.tables.status"), t("console.table.member"),
          t("console.table.isHost"), t("console.tables.created")],
        player.tables.map((seat) => [
          h("a", { href: `#table/${seat.code}`, "data-key": `player-table-${seat.code}` }, h("span", { class: "code" }, seat.code)),
          seat.game, t(`console.status.${seat.status}`), seat.member === null ? seat.name : `${seat.name} (${seat.member})`,
          yesNo(seat.host), when(seat.created_ms),
        ]), "player-tables")
      : h("p", { class: "muted" }, t("console.players.noTables"));
    return [
      facts([
        [t("console.players.id"), h("code", { "data-key": "player-id" }, player.id)],
        [t("console.players.name"), player.name],
        [t("console.tables.app"), app],
        [t("console.players.created"), when(player.created_ms)],
        [t("console.players.identity"), identity],
        [t("console.players.ban"), banText(player.ban)],
      ]),
      h("section", { "aria-labelledby": "ratings-heading" }, h("h2", { id: "ratings-heading" }, t("console.players.ratings")), ratings),
      h("section", { "aria-labelledby": "player-tables-heading" },
        h("h2", { id: "player-tables-heading" }, t("console.players.tables")), tables),
      h("section", { class: "card-panel", "aria-labelledby": "ban-heading" },
        h("h2", { id: "ban-heading" }, t("console.players.banHeading")), h("p", {}, t("console.players.banHint")), banForm(player)),
      h("section", { class: "card-panel", "aria-labelledby": "export-heading" },
        h("h2", { id: "export-heading" }, t("console.players.exportHeading")), exportForm(player)),
      h("section", { class: "card-panel", "aria-labelledby": "delete-heading" },
        h("h2", { id: "delete-heading" }, t("console.players.deleteHeading")), deleteForm(player)),
    ];
  }

  context.main.replaceChildren(heading,
    h("p", {}, h("a", { href: "#players", "data-key": "back-to-players" }, t("console.players.back"))), error, done, body);
  reload();
  return () => { if (exported) URL.revokeObjectURL(exported); };
}

// ---- the deletions log ----------------------------------------------------------------------

export function renderDeletions(context) {
  const error = alertBox("deletions-error");
  const list = h("div", { "data-key": "deletions-list" }, h("p", { class: "muted" }, t("console.loading")));
  const copy = h("p", {});
  let saved = null;

  async function reload() {
    error.textContent = "";
    try {
      const log = await request(context, "GET", "/admin/deletions");
      if (saved) URL.revokeObjectURL(saved);
      const link = downloadLink(log, "deletions.json", t("console.deletions.download"), "download-deletions");
      saved = link.href;
      copy.replaceChildren(link);
      const newest = [...log].reverse();
      replaceKeepingFocus(list, newest.length
        ? grid(t("console.deletions.caption", { count: newest.length }),
          [t("console.audit.when"), t("console.players.id")],
          newest.map((entry) => [when(entry.at_ms), h("code", {}, entry.player)]), "deletions")
        : h("p", {}, t("console.deletions.none")));
    } catch (problem) {
      showProblem(error, problem);
    }
  }

  if (!context.session.operator) {
    // An app key may not read it (the API answers 403 operator_only): said, not asked.
    context.main.replaceChildren(h("h1", {}, t("console.deletions.heading")),
      notAllowed("deletions-not-allowed", t("console.deletions.operatorOnly")));
    return () => {};
  }
  context.main.replaceChildren(h("h1", {}, t("console.deletions.heading")),
    h("p", {}, t("console.deletions.intro")),
    h("p", {}, h("a", { href: "#players", "data-key": "back-to-players" }, t("console.players.back"))),
    h("p", { class: "buttons" }, h("button", { type: "button", "data-key": "refresh-deletions", onclick: reload }, t("console.audit.refresh"))),
    error, copy, list);
  reload();
  return () => { if (saved) URL.revokeObjectURL(saved); };
}
