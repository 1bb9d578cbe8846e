// Tournaments (docs/tournaments.md): the list, one tournament's settings, players, standings
// and tables, registering as this browser's player, and your table in play, which opens by
// itself when the server seats you (POST /tournaments/{id}/seat answers its seat token).
import { savedToken, saveToken } from "./api.js";
import { h, replaceKeepingFocus } from "./dom.js";
import { number, t } from "./i18n.js";
import { request, savedPlayer } from "./player.js";

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
    listSection(env, "all-heading", t("tournament.all"), all.tournaments)].filter(Boolean));
}

export async function renderTournament(env, id) {
  const { main } = env;
  main.replaceChildren(h("h1", {}, t("tournament.heading")), h("p", { role: "status" }, t("page.loading")));
  const message = h("p", { class: "error", role: "alert" });
  const read = () => request("GET", "/tournaments/{tournament_id}", { params: { path: { tournament_id: id } } });
  const draw = async (info) => {
    const player = savedPlayer();
    const entry = player ? info.players.find((p) => p.id === player.id) : null;
    const registered = Boolean(entry && !entry.withdrawn);
    const open = info.status === "scheduled" || info.status === "running";
    const names = new Map(info.players.map((p) => [p.id, p.name]));
    const register = async () => {
      try {
        await request("POST", "/tournaments/{tournament_id}/registrations", { params: { path: { tournament_id: id } }, asPlayer: true });
        await draw(await read());
      } catch (error) { message.textContent = env.errorText(error); }
    };
    const action = !player ? h("p", {}, h("a", { href: "/play/me", "data-key": "tournament-signin" }, t("tournament.signIn")))
      : registered ? h("p", { "data-key": "tournament-registered" }, t("tournament.registered"))
        : open ? h("button", { class: "primary", "data-key": "tournament-register", onclick: register }, t("tournament.register")) : null;
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
