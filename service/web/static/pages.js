// The player pages (docs/players.md): your player (created on first visit with a name, its
// token kept in this browser), a profile with ratings and history, the invitations to tables
// received (invitations.js), friends and blocks (friends.js), your notifications (inbox.js),
// leaderboards per game, public tables with quick play, a finished game's record and the
// tournaments. Routes:
//   /play/me, /play/notifications, /play/players/<id>, /play/leaderboard[/<game>],
//   /play/tables, /play/record/<CODE>, /play/tournaments[/<id>]
// (lowercase words: a shared table link is /play/<CODE>, its code in capitals).
import { h } from "./dom.js";
import { friendsSection, profileActions, shareSection } from "./friends.js";
import { language, number, t } from "./i18n.js";
import { drawInbox, renderNotifications, syncInbox } from "./inbox.js";
import { invitationsSection } from "./invitations.js";
import { createPlayer, me, rename, request, savedPlayer } from "./player.js";
import { renderRecord } from "./record.js";
import { renderTournament, renderTournaments } from "./tournaments.js";

const ROUTES = [
  [/^\/play\/me\/?$/, "me"],
  [/^\/play\/notifications\/?$/, "notifications"],
  [/^\/play\/players\/([\w-]+)\/?$/, "player"],
  [/^\/play\/leaderboard(?:\/([\w-]+))?\/?$/, "leaderboard"],
  [/^\/play\/tables\/?$/, "tables"],
  [/^\/play\/record\/([A-Za-z0-9]+)\/?$/, "record"],
  [/^\/play\/tournaments\/?$/, "tournaments"],
  [/^\/play\/tournaments\/([\w-]+)\/?$/, "tournament"],
];

// {name, arg} of the player page at this address, or null (the start screen or a table).
export function pageFromPath(path = location.pathname) {
  for (const [pattern, name] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return { name, arg: match[1] ?? null };
  }
  return null;
}

// Links in the top bar to each page.
export function fillNav() {
  const nav = document.getElementById("nav");
  if (!nav) return;
  nav.setAttribute("aria-label", t("nav.label"));
  const here = location.pathname;
  const link = (href, key) => h("a", { href, "aria-current": here.startsWith(href) ? "page" : null, "data-key": `nav-${href.split("/")[2]}` }, t(key));
  nav.replaceChildren(link("/play/tables", "nav.tables"), link("/play/leaderboard", "nav.leaderboard"),
    link("/play/tournaments", "nav.tournaments"), link("/play/me", "nav.me"));
  drawInbox(); // the header's notifications button, in the page's language
}

// What the pages need from the app: the games (GET /games), the problem texts, and a way
// into a table with a seat token.
let app = null;
let shown = 0; // each render's number: an answer for an older one is dropped

export function renderPage(main, context) {
  app = context;
  const page = pageFromPath();
  const run = (shown += 1);
  const env = { ...context, main, current: () => run === shown && pageFromPath()?.name === page.name, gameTitle, dateText };
  delete main.dataset.version;
  delete main.dataset.status;
  delete main.dataset.actionsFrom;
  delete main.dataset.eventsFrom;
  delete main.dataset.step;
  main.dataset.page = page.name;
  const pages = { me: renderMe, notifications: renderNotifications, player: renderPlayer, leaderboard: renderLeaderboard, tables: renderTables,
    record: renderRecord, tournaments: renderTournaments, tournament: renderTournament };
  return pages[page.name](env, page.arg).catch((error) => {
    if (!env.current()) return;
    main.replaceChildren(h("h1", {}, t("nav.error")), h("p", { class: "error", role: "alert", "data-key": "page-error" }, context.errorText(error)));
  });
}

function gameTitle(id) {
  return app.games.find((g) => g.id === id)?.title ?? id;
}

function dateText(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(language(), { dateStyle: "medium", timeStyle: "short" });
}

const loading = (main, heading) => main.replaceChildren(h("h1", {}, heading), h("p", { role: "status" }, t("page.loading")));

// ---- your player and profiles ----------------------------------------------------------------

async function renderMe(env) {
  const { main } = env;
  const player = savedPlayer();
  if (!player) { renderSignIn(env); return; }
  loading(main, t("profile.heading"));
  let mine;
  try {
    mine = await me();
  } catch (error) {
    if (error.status === 401) { renderSignIn(env, env.errorText(error)); return; } // the token no longer works
    throw error;
  }
  if (!env.current()) return;
  const message = h("p", { class: "error", role: "alert" });
  const renameForm = h("form", { class: "card-panel", "aria-labelledby": "rename-heading",
    onsubmit: async (event) => {
      event.preventDefault();
      try {
        await rename(event.target.elements.name.value);
        renderPage(main, app);
      } catch (error) { message.textContent = env.errorText(error); }
    } },
    h("h2", { id: "rename-heading" }, t("profile.rename")),
    h("div", { class: "field" }, h("label", { for: "rename-name" }, t("start.yourName")),
      h("input", { id: "rename-name", name: "name", required: true, maxlength: 32, value: mine.name, "data-key": "rename-name" })),
    h("button", { type: "submit", "data-key": "rename-submit" }, t("profile.renameButton")));
  const [history, friends, invitations] = await Promise.all([historySection(env, mine.id), friendsSection(env, mine.show_presence),
    invitationsSection(env)]);
  if (!env.current()) return;
  main.replaceChildren(h("h1", { "data-key": "profile-name" }, mine.name),
    h("p", { class: "muted" }, t("profile.yours"), " ", h("span", { class: "code", "data-key": "player-id" }, mine.id)),
    message, invitations, statsSection(mine.profile), friends, shareSection(env, mine.id), history, renameForm);
}

function renderSignIn(env, problem = "") {
  const message = h("p", { class: "error", role: "alert" }, problem);
  const form = h("form", { class: "card-panel", "aria-labelledby": "signin-heading",
    onsubmit: async (event) => {
      event.preventDefault();
      try {
        await createPlayer(event.target.elements.name.value);
        syncInbox(); // a player now: the header's notifications follow its inbox
        renderPage(env.main, app);
      } catch (error) { message.textContent = env.errorText(error); }
    } },
    h("h2", { id: "signin-heading" }, t("signin.heading")),
    h("p", {}, t("signin.text")),
    h("div", { class: "field" }, h("label", { for: "player-name" }, t("start.yourName")),
      h("input", { id: "player-name", name: "name", required: true, maxlength: 32, autocomplete: "nickname", "data-key": "player-name" })),
    h("button", { type: "submit", class: "primary", "data-key": "player-create" }, t("signin.create")));
  env.main.replaceChildren(h("h1", {}, t("profile.heading")), message, form);
}

async function renderPlayer(env, id) {
  loading(env.main, t("profile.heading"));
  const profile = await request("GET", "/players/{player_id}", { params: { path: { player_id: id } } });
  const [history, circle] = await Promise.all([historySection(env, id), circleSection(env, profile)]);
  if (!env.current()) return;
  env.main.replaceChildren(h("h1", { "data-key": "profile-name" }, profile.name), circle, statsSection(profile), history);
}

// What you may do with a player (friends, block) when signed in; your own profile says so.
async function circleSection(env, profile) {
  const player = savedPlayer();
  if (!player) return h("p", { class: "hint" }, h("a", { href: "/play/me", "data-key": "friends-signin" }, t("friends.signIn")));
  if (player.id === profile.id) return h("p", { class: "hint", "data-key": "profile-mine" }, h("a", { href: "/play/me" }, t("friends.itsYou")));
  try {
    return await profileActions(env, profile.id, profile.name);
  } catch (error) {
    return h("p", { class: "error", role: "alert", "data-key": "circle-error" }, env.errorText(error));
  }
}

const ratingText = (value) => (value === null || value === undefined ? "–" : number(Math.round(value)));

// Per game: games, wins, draws, losses, rating ± deviation (provisional or not).
function statsSection(profile) {
  const games = profile.games || [];
  return h("section", { class: "card-panel", "aria-labelledby": "stats-heading" },
    h("h2", { id: "stats-heading" }, t("profile.stats")),
    games.length === 0 ? h("p", { "data-key": "stats-none" }, t("profile.noGames")) :
      h("table", { class: "data", "data-key": "stats" },
        h("thead", {}, h("tr", {}, [t("profile.game"), t("profile.games"), t("profile.wins"), t("profile.draws"), t("profile.losses"),
          t("profile.rating"), t("profile.deviation")].map((text) => h("th", { scope: "col" }, text)))),
        h("tbody", {}, games.map((stats) => h("tr", { "data-game": stats.game },
          h("th", { scope: "row" }, h("a", { href: `/play/leaderboard/${stats.game}` }, gameTitle(stats.game))),
          h("td", {}, number(stats.games ?? 0)), h("td", {}, number(stats.wins ?? 0)), h("td", {}, number(stats.draws ?? 0)),
          h("td", {}, number(stats.losses ?? 0)),
          h("td", { class: "rating" }, ratingText(stats.rating), stats.provisional ? h("span", { class: "badge" }, t("profile.provisional")) : null),
          h("td", {}, stats.deviation === null || stats.deviation === undefined ? "–" : `± ${ratingText(stats.deviation)}`))))));
}

const STANDINGS = { win: "history.win", draw: "history.draw", loss: "history.loss", none: "history.none" };

// Ended games, newest first, a page at a time; each opens its record.
async function historySection(env, id) {
  const list = h("ol", { class: "history", "data-key": "history" });
  const more = h("p", {});
  const section = h("section", { class: "card-panel", "aria-labelledby": "history-heading" },
    h("h2", { id: "history-heading" }, t("history.heading")), list, more);
  const load = async (cursor) => {
    const page = await request("GET", "/players/{player_id}/games", { params: { path: { player_id: id }, query: { limit: 20, cursor: cursor ?? undefined } } });
    list.append(...page.games.map((entry) => h("li", { "data-code": entry.code },
      h("strong", {}, gameTitle(entry.game)), " · ", dateText(entry.ended), " · ",
      h("span", { class: `standing ${entry.standing}` }, t(STANDINGS[entry.standing] ?? "history.none")),
      entry.rated && entry.rating_before !== null && entry.rating_before !== undefined
        ? [" · ", t("history.rating", { before: ratingText(entry.rating_before), after: ratingText(entry.rating_after) })] : null,
      " ", h("a", { class: "button small", href: `/play/record/${entry.code}`, "data-key": `record-${entry.code}` }, t("history.record")))));
    if (!list.children.length) list.replaceWith(h("p", { "data-key": "history-none" }, t("history.empty")));
    more.replaceChildren(page.next_cursor ? h("button", { class: "small", "data-key": "history-more",
      onclick: () => load(page.next_cursor).catch((error) => more.replaceChildren(env.errorText(error))) }, t("history.more")) : "");
  };
  await load(null);
  return section;
}

// ---- leaderboards ----------------------------------------------------------------------------

const BOARD_PAGE = 50; // players per page of a leaderboard

async function renderLeaderboard(env, gameId) {
  const chosen = app.games.find((g) => g.id === gameId) ?? app.games[0];
  loading(env.main, t("board.heading", { game: chosen.title }));
  const read = (provisional, offset) => request("GET", "/games/{game_id}/leaderboard",
    { params: { path: { game_id: chosen.id }, query: { limit: BOARD_PAGE, offset, provisional } } });
  const [established, provisional] = await Promise.all([read(false, 0), read(true, 0)]);
  if (!env.current()) return;
  const picker = h("nav", { class: "tabs", "aria-label": t("board.games") }, app.games.map((g) =>
    h("a", { href: `/play/leaderboard/${g.id}`, "aria-current": g.id === chosen.id ? "page" : null }, g.title)));
  env.main.replaceChildren(h("h1", {}, t("board.heading", { game: chosen.title })), picker,
    boardSection(env, established, "board-established", t("board.established"), (offset) => read(false, offset)),
    boardSection(env, provisional, "board-provisional", t("board.provisional"), (offset) => read(true, offset)),
    h("p", { class: "hint" }, t("board.hint")));
}

// One board, a page at a time: "More" adds the next page (the answer's `next_offset`) below,
// and the focus goes to the first new row's player so a keyboard user reads on from there.
function boardSection(env, first, key, heading, read) {
  const mine = savedPlayer()?.id;
  const section = h("section", { class: "card-panel", "aria-labelledby": `${key}-heading` }, h("h2", { id: `${key}-heading` }, heading));
  if (first.entries.length === 0) {
    section.append(h("p", {}, t("board.empty")));
    return section;
  }
  const row = (entry) => h("tr", { class: entry.player === mine ? "mine" : "", "data-player": entry.player },
    h("td", {}, number(entry.rank)),
    h("th", { scope: "row" }, h("a", { href: `/play/players/${entry.player}` }, entry.name)),
    h("td", {}, number(entry.rating)), h("td", {}, `± ${number(entry.deviation)}`), h("td", {}, number(entry.rated_games)));
  const body = h("tbody", {});
  const more = h("p", { class: "buttons" });
  const show = (answer) => {
    body.append(...answer.entries.map(row));
    const next = answer.next_offset;
    more.replaceChildren(next === null || next === undefined ? "" : h("button", { type: "button", class: "small", "data-key": `${key}-more`,
      onclick: async () => {
        try {
          const page = await read(next);
          const before = body.children.length;
          show(page);
          body.children[before]?.querySelector("a")?.focus();
        } catch (error) { more.replaceChildren(h("span", { class: "error", role: "alert" }, env.errorText(error))); }
      } }, t("board.more")));
  };
  section.append(h("table", { class: "data", "data-key": key },
    h("thead", {}, h("tr", {}, [t("board.rank"), t("board.player"), t("profile.rating"), t("profile.deviation"), t("board.ratedGames")]
      .map((text) => h("th", { scope: "col" }, text)))), body), more);
  show(first);
  return section;
}

// ---- public tables and quick play ------------------------------------------------------------

async function renderTables(env) {
  loading(env.main, t("tables.heading"));
  // Each game's open lobbies (the listing is per game), the longest-waiting first.
  const pages = await Promise.all(app.games.map((g) => request("GET", "/tables", { params: { query: { game: g.id, status: "lobby", limit: 50 } } })));
  const lobbies = pages.flatMap((page) => page.tables).sort((a, b) => Date.parse(a.created) - Date.parse(b.created));
  if (!env.current()) return;
  const player = savedPlayer();
  const message = h("p", { class: "error", role: "alert" });
  const nameField = (id) => h("div", { class: "field" }, h("label", { for: id }, t("start.yourName")),
    h("input", { id, name: "name", required: true, maxlength: 32, autocomplete: "nickname", value: player?.name ?? "", "data-key": id }));
  const asPlayerField = (id) => (player ? h("div", { class: "field check" },
    h("input", { type: "checkbox", id, name: "as_player", checked: true, "data-key": id }),
    h("label", { for: id }, t("tables.asPlayer", { name: player.name }))) : null);
  const seated = (answer) => app.openTable(answer.code, answer.token);
  const quick = h("form", { class: "card-panel", "aria-labelledby": "quick-heading",
    onsubmit: async (event) => {
      event.preventDefault();
      const form = event.target;
      try {
        seated(await request("POST", "/quickplay", { body: { game: form.elements.game.value, name: form.elements.name.value },
          asPlayer: Boolean(form.elements.as_player?.checked) }));
      } catch (error) { message.textContent = env.errorText(error); }
    } },
    h("h2", { id: "quick-heading" }, t("tables.quick")),
    h("p", { class: "hint" }, t("tables.quickText")),
    h("div", { class: "field" }, h("label", { for: "quick-game" }, t("start.game")),
      h("select", { id: "quick-game", name: "game", "data-key": "quick-game" }, app.games.map((g) => h("option", { value: g.id }, g.title)))),
    nameField("quick-name"), asPlayerField("quick-player"),
    h("button", { type: "submit", class: "primary", "data-key": "quick-submit" }, t("tables.quickButton")));
  const join = async (code, form) => {
    try {
      const body = { name: form.elements.name.value };
      seated(await request("POST", "/tables/{code}/join", { params: { path: { code } }, body, asPlayer: Boolean(form.elements.as_player?.checked) }));
    } catch (error) { message.textContent = env.errorText(error); }
  };
  const rows = lobbies.map((lobby) => h("li", { class: "open-table", "data-code": lobby.code },
    h("strong", {}, gameTitle(lobby.game)), " · ", t("join.host", { name: lobby.host_name }), " ",
    h("span", { class: "muted" }, t("join.seats", { taken: lobby.seats.length, max: lobby.max_seats })),
    lobby.rated ? h("span", { class: "badge" }, t("tables.rated")) : null, " ",
    h("button", { type: "button", class: "small", "data-key": `join-${lobby.code}`, onclick: (event) => {
      const form = event.target.closest("main").querySelector("#tables-join");
      if (form.reportValidity()) join(lobby.code, form);
    } }, t("start.joinButton"))));
  const joinBox = h("form", { class: "card-panel", id: "tables-join", "aria-labelledby": "open-heading", onsubmit: (event) => event.preventDefault() },
    h("h2", { id: "open-heading" }, t("tables.open")),
    nameField("open-name"), asPlayerField("open-player"),
    rows.length ? h("ul", { class: "open-tables", "data-key": "open-tables" }, rows) : h("p", { "data-key": "open-none" }, t("tables.none")),
    h("p", {}, h("a", { class: "button small", href: "/play/tables", "data-key": "tables-refresh" }, t("tables.refresh"))));
  env.main.replaceChildren(h("h1", {}, t("tables.heading")), message, h("div", { class: "columns" }, joinBox, quick));
}
