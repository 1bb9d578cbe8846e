// Tournaments (docs/tournaments.md): the list (and a new one, tournament-form.js), one
// tournament's settings, players, standings and tables, registering, checking in and
// withdrawing as this browser's player (its creator may cancel it), inviting friends
// (tournament-invitations.js, loaded when it shows), and your table in play,
// which opens by itself when the server seats you (POST /tournaments/{id}/seat answers its
// seat token).
import { savedToken, saveToken } from "./api.js";
import { confirmDialog } from "./confirm.js";
import { h, replaceKeepingFocus } from "./dom.js";
import { number, t } from "./i18n.js";
import { request, savedPlayer } from "./player.js";
import { newTournamentForm } from "./tournament-form.js";

const STATUSES = { scheduled: "tournament.status.scheduled", running: "tournament.status.running",
  finished: "tournament.status.finished", cancelled: "tournament.status.cancelled" };
const FORMATS = { swiss: "tournament.format.swiss", arena: "tournament.format.arena", knockout: "tournament.format.knockout" };
const POLL_MS = 4000;
// The tables this page has opened by itself: coming back to the tournament (Back) does not
// send you to the same table again; its button still does.
const opened = new Set();

const statusText = (status) => t(STATUSES[status] ?? "tournament.status.scheduled");
const formatText = (format) => (FORMATS[format] ? t(FORMATS[format]) : format);

function listSection(env, id, heading, tournaments) {
  return h("section", { class: "card-panel", "aria-labelledby": id },
    h("h2", { id }, heading),
    tournaments.length === 0 ? h("p", {}, t("tournament.none")) :
      h("ul", { class: "tournaments", "data-key": id }, tournaments.map((item) => h("li", { "data-id": item.id },
        h("a", { href: `/play/tournaments/${item.id}` }, item.name), " · ", env.gameTitle(item.game), " · ", formatText(item.format),
        " · ", statusText(item.status), " · ", env.dateText(item.starts_at), " · ", t("tournament.players", { count: item.players })))));
}

export async function renderTournaments(env) {
  env.main.replaceChildren(h("h1", {}, t("tournament.heading")), h("p", { role: "status" }, t("page.loading")));
  const player = savedPlayer();
  const [all, mine] = await Promise.all([
    request("GET", "/tournaments", { params: { query: { limit: 50 } } }),
    player ? request("GET", "/players/me/tournaments", { params: { query: { limit: 50 } }, asPlayer: true }) : null,
  ]);
  if (!env.current()) return;
  env.main.replaceChildren(...[h("h1", {}, t("tournament.heading")),
    mine ? listSection(env, "mine-heading", t("tournament.mine"), mine.tournaments) : null,
    listSection(env, "all-heading", t("tournament.all"), all.tournaments),
    player ? newTournamentForm(env) : h("p", { class: "hint" }, h("a", { href: "/play/me", "data-key": "tournament-create-signin" }, t("tournament.new.signIn")))]
    .filter(Boolean));
}

// Whether registering is still possible (docs/tournaments.md, "Late join"): until the start;
// then an arena any time, a Swiss until round `late_join_rounds` is paired, a knockout never.
function registrationOpen(info) {
  if (info.status === "scheduled") return true;
  if (info.status !== "running") return false;
  if (info.format === "arena") return true;
  return info.format === "swiss" && info.round + 1 <= (info.settings.late_join_rounds ?? 2);
}

// What a signed-in player may do now: register (again, after withdrawing), check in within the
// window before the start when the event asks for it, withdraw; its creator may cancel it.
// Each answer is the tournament as it is then.
function playerActions(env, info, player, act) {
  const entry = info.players.find((p) => p.id === player.id);
  const registered = Boolean(entry && !entry.withdrawn);
  const open = info.status === "scheduled" || info.status === "running";
  const path = (what) => `/tournaments/{tournament_id}/${what}`;
  const parts = [];
  if (registered) {
    parts.push(h("p", { "data-key": "tournament-registered" }, t("tournament.registered")));
    const minutes = info.settings.check_in_minutes ?? 0;
    if (info.status === "scheduled" && minutes > 0) {
      const opens = Date.parse(info.starts_at) - minutes * 60_000;
      if (entry.checked_in) parts.push(h("p", { "data-key": "tournament-checked-in" }, t("tournament.checkedIn")));
      else if (Date.now() >= opens) {
        parts.push(h("p", { class: "hint" }, t("tournament.checkInNow")),
          h("button", { class: "primary", "data-key": "tournament-check-in", onclick: () => act(path("check-in")) }, t("tournament.checkIn")));
      } else {
        parts.push(h("p", { class: "hint", "data-key": "tournament-check-in-later" }, t("tournament.checkInOpens", { date: env.dateText(new Date(opens).toISOString()) })));
      }
    }
    if (open) {
      parts.push(h("button", { class: "danger", "data-key": "tournament-withdraw", onclick: async () => {
        const yes = await confirmDialog({ title: t("tournament.withdrawTitle"), text: t("tournament.withdrawText"),
          confirm: t("tournament.withdraw"), cancel: t("tournament.stay") });
        if (yes) await act(path("withdraw"));
      } }, t("tournament.withdraw")));
    }
  } else {
    if (entry?.withdrawn) parts.push(h("p", { "data-key": "tournament-withdrawn" }, t("tournament.withdrawn")));
    if (registrationOpen(info)) parts.push(h("button", { class: "primary", "data-key": "tournament-register", onclick: () => act(path("registrations")) }, t("tournament.register")));
  }
  if (open && info.creator === `player:${player.id}`) {
    parts.push(h("button", { class: "danger", "data-key": "tournament-cancel", onclick: async () => {
      const yes = await confirmDialog({ title: t("tournament.cancelTitle"), text: t("tournament.cancelText"),
        confirm: t("tournament.cancel"), cancel: t("tournament.keep") });
      if (yes) await act(path("cancel"));
    } }, t("tournament.cancel")));
  }
  return parts.length ? h("div", { class: "card-panel buttons tournament-actions", "data-key": "tournament-actions" }, parts) : null;
}

export async function renderTournament(env, id) {
  const { main } = env;
  main.replaceChildren(h("h1", {}, t("tournament.heading")), h("p", { role: "status" }, t("page.loading")));
  const message = h("p", { class: "error", role: "alert" });
  const read = () => request("GET", "/tournaments/{tournament_id}", { params: { path: { tournament_id: id } } });
  let invites = null; // tournament-invitations.js's panel, loaded the first time it shows
  const draw = async (info) => {
    const player = savedPlayer();
    const entry = player ? info.players.find((p) => p.id === player.id) : null;
    const registered = Boolean(entry && !entry.withdrawn);
    // Its players and its creator invite friends while it takes registrations.
    const inviting = Boolean(player) && registrationOpen(info) && (registered || info.creator === `player:${player.id}`);
    invites ??= inviting ? import("./tournament-invitations.js").then(({ TournamentInvites }) => new TournamentInvites(env, id)) : null;
    const invitePanel = inviting ? (await invites).update(info) : null;
    if (!env.current()) return;
    const names = new Map(info.players.map((p) => [p.id, p.name]));
    const act = async (path) => {
      message.textContent = "";
      try {
        const answer = await request("POST", path, { params: { path: { tournament_id: id } }, asPlayer: true });
        if (env.current()) await draw(answer);
      } catch (error) { message.textContent = env.errorText(error); }
    };
    const action = !player ? (registrationOpen(info) ? h("p", {}, h("a", { href: "/play/me", "data-key": "tournament-signin" }, t("tournament.signIn"))) : null)
      : playerActions(env, info, player, act);
    const mine = registered ? info.tables.find((table) => table.result === null && table.seats.includes(player.id)) : null;
    const standings = info.standings.length === 0 ? h("p", {}, t("tournament.noStandings")) :
      h("table", { class: "data", "data-key": "standings" },
        h("thead", {}, h("tr", {}, [t("board.rank"), t("board.player"), t("tournament.score"), t("tournament.wins"), t("tournament.games")]
          .map((text) => h("th", { scope: "col" }, text)))),
        h("tbody", {}, info.standings.map((row) => h("tr", { class: row.player === player?.id ? "mine" : "" },
          h("td", {}, number(row.rank)), h("th", { scope: "row" }, h("a", { href: `/play/players/${row.player}` }, row.name)),
          h("td", {}, number(row.score)), h("td", {}, number(row.wins)), h("td", {}, number(row.games))))));
    const tables = info.tables.length === 0 ? null : h("ul", { class: "tournament-tables", "data-key": "tournament-tables" },
      info.tables.slice().reverse().map((table) => h("li", {},
        t("tournament.round", { round: table.round }), " · ", table.seats.map((seat) => names.get(seat) ?? seat).join(", "), " · ",
        table.result === null ? h("a", { href: `/play/${table.code}` }, t("tournament.watch")) : h("a", { href: `/play/record/${table.code}` }, t("history.record")))));
    replaceKeepingFocus(main, ...[h("h1", { "data-key": "tournament-name" }, info.name),
      h("p", {}, env.gameTitle(info.game), " · ", formatText(info.format), " · ", h("span", { "data-key": "tournament-status" }, statusText(info.status)),
        " · ", t("tournament.starts", { date: env.dateText(info.starts_at) }), info.round ? [" · ", t("tournament.round", { round: info.round })] : null),
      message, action,
      mine ? h("p", { class: "card-panel", "data-key": "tournament-next" }, t("tournament.yourTable", { code: mine.code }), " ",
        h("button", { class: "primary", "data-key": "tournament-go", onclick: () => take(mine.code) }, t("tournament.goToTable"))) : null,
      info.winner ? h("p", { class: "winner" }, t("tournament.winner", { name: names.get(info.winner) ?? info.winner })) : null,
      h("section", { class: "card-panel", "aria-labelledby": "standings-heading" }, h("h2", { id: "standings-heading" }, t("tournament.standings")), standings),
      h("section", { class: "card-panel", "aria-labelledby": "entrants-heading" }, h("h2", { id: "entrants-heading" }, t("tournament.entrants", { count: info.players.length })),
        h("ul", { "data-key": "tournament-players" }, info.players.map((p) => h("li", { class: p.withdrawn ? "muted" : "" }, p.name)))),
      invitePanel,
      tables ? h("section", { class: "card-panel", "aria-labelledby": "tables-heading" }, h("h2", { id: "tables-heading" }, t("tournament.tables")), tables) : null,
    ].filter(Boolean));
    // By itself once per table; a table paired but not open yet is tried again at the next poll.
    if (mine && !opened.has(mine.code) && (await take(mine.code, true))) opened.add(mine.code);
  };
  // Your seat at your table in play: the token this browser kept, else a new one.
  const take = async (code, quiet = false) => {
    try {
      let token = savedToken(code);
      if (!token) {
        const seat = await request("POST", "/tournaments/{tournament_id}/seat", { params: { path: { tournament_id: id } }, asPlayer: true });
        saveToken(seat.code, seat.token);
        code = seat.code;
        token = seat.token;
      }
      if (env.current()) env.openTable(code, token);
      return true;
    } catch (error) {
      if (!quiet) message.textContent = env.errorText(error);
      return false;
    }
  };
  await draw(await read());
  const poll = async () => {
    if (!env.current()) return;
    try {
      const info = await read();
      if (!env.current()) return;
      await draw(info);
      if (info.status === "finished" || info.status === "cancelled") return;
    } catch { /* offline a moment: the next poll tries again */ }
    setTimeout(poll, POLL_MS);
  };
  setTimeout(poll, POLL_MS);
}
