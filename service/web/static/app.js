// The reference client: start (create / join / watch), lobby, game, result. Routes: /play
// and /play/<CODE>. Legal moves come only from GET /tables/{code}/actions.
import { ApiError, forgetToken, loadConfig, problemText, savedToken, saveToken, sessionFor } from "./api.js";
import { announce, h, replaceFocusing } from "./dom.js";
import { confirmDialog } from "./confirm.js";
import { followTable } from "./follow.js";
import { chosenLanguage, has, language, loadLanguage, setGameTexts, t } from "./i18n.js";
import { rulesButton } from "./rules.js";
import { botName, seatName } from "./names.js";
import { TableInvitations, playerAtTable } from "./invitations.js";
import { startInbox } from "./inbox.js";
import { fillNav, pageFromPath, renderPage } from "./pages.js";
import { request, savedPlayer } from "./player.js";

// Each game draws itself: its renderer module, styles and texts live with the game and are
// listed by /play/games.json; this app holds only what every game shares.
const GAMES = {};
const main = document.getElementById("main");
const state = { games: null, table: null };

function codeFromPath() {
  if (pageFromPath()) return null; // a player page (/play/me...), never a table code
  const match = location.pathname.match(/^\/play\/([A-Za-z0-9]+)\/?$/);
  return match ? match[1].toUpperCase() : null;
}

// Problems by their stable `code`, in the reader's language; the server's own words otherwise.
// A player key this browser keeps that no longer works says so apart from a seat key's.
function errorText(error) {
  if (!(error instanceof ApiError)) return String(error);
  if (error.playerKey && error.code === "unauthorized") return t("signin.keyRejected");
  const key = `error.${error.code}`;
  const text = t(key, { detail: problemText(error) });
  return text === key ? t("play.error", { detail: problemText(error) }) : text;
}

function shell() {
  document.title = t("app.title");
  document.getElementById("skip").textContent = t("app.skip");
  document.getElementById("lang-label").textContent = t("app.language");
  document.getElementById("home").setAttribute("aria-label", t("app.home"));
  const select = document.getElementById("lang");
  select.value = language();
  fillNav();
}

async function loadGameClients() {
  const clients = await (await fetch("/play/games.json")).json();
  setGameTexts(clients.map((client) => client.texts).filter(Boolean));
  const styled = clients.filter((client) => client.style).map((client) => new Promise((loaded) => {
    document.head.append(h("link", { rel: "stylesheet", href: client.style, onload: loaded, onerror: loaded }));
  }));
  const [renderers] = await Promise.all([Promise.all(clients.map((client) => import(client.renderer))), ...styled]);
  clients.forEach((client, index) => { GAMES[client.id] = renderers[index].default; });
}

async function start() {
  await Promise.all([loadGameClients(), loadConfig()]);
  await loadLanguage(chosenLanguage());
  shell();
  document.getElementById("lang").addEventListener("change", async (event) => {
    await loadLanguage(event.target.value);
    shell();
    render();
  });
  const anonymous = sessionFor("", null);
  state.games = await anonymous.call(() => anonymous.client.GET("/games"));
  // The player's notifications in the header, on every page (one long-poll loop per page).
  startInbox({ gameTitle: (id) => state.games.find((g) => g.id === id)?.title ?? id });
  const code = codeFromPath();
  // A shared link without a seat in this browser: join by name, or watch.
  if (code && savedToken(code)) openTable(code, savedToken(code));
  else render();
}

function render() {
  if (!pageFromPath()) delete main.dataset.page;
  if (state.table) state.table.render();
  else if (pageFromPath()) renderPage(main, pageContext());
  else if (codeFromPath()) renderJoin(codeFromPath());
  else renderStart();
}

// What the player pages (pages.js) take from the app: the games, the problems' texts, and a
// way into a table with a seat token.
function pageContext() {
  return {
    games: state.games,
    errorText,
    openTable: (code, token) => {
      saveToken(code, token);
      history.pushState({}, "", `/play/${code}`);
      fillNav();
      openTable(code, token);
    },
  };
}

// ---- start screen ---------------------------------------------------------------------------

function optionField(gameId, option, value, idPrefix) {
  const id = `${idPrefix}-${option.name}`;
  const label = t(`option.${option.name}`);
  if (option.type === "boolean") {
    return h("div", { class: "field check" },
      h("input", { type: "checkbox", id, name: option.name, checked: value === true, "data-key": id }),
      h("label", { for: id }, label));
  }
  if (option.type === "choice") {
    return h("div", { class: "field" }, h("label", { for: id }, label),
      h("select", { id, name: option.name, "data-key": id },
        // `allowed` is optional in the schema (absent or null): then only the value it has.
        (option.allowed ?? [value]).map((v) => h("option", { value: JSON.stringify(v), selected: v === value },
          choiceText(gameId, option.name, v)))));
  }
  return h("div", { class: "field" }, h("label", { for: id }, label),
    h("input", { type: "number", id, name: option.name, value, min: option.minimum, max: option.maximum,
      "data-key": id }));
}

// "2-4 players", or "2 players" when the count is fixed.
function playersText(min, max) {
  return min === max ? t("start.playersExact", { count: max }) : t("start.players", { min, max });
}

function choiceText(gameId, name, value) {
  const own = GAMES[gameId]?.choiceText?.(name, value); // a game names its own choices
  if (own !== undefined) return own;
  if (typeof value === "string") return t(`value.${value}`);
  return String(value);
}

function readOptions(form, game) {
  const options = {};
  for (const option of game.options) {
    const input = form.elements[option.name];
    if (!input) continue;
    if (option.type === "boolean") options[option.name] = input.checked;
    else if (option.type === "choice") options[option.name] = JSON.parse(input.value);
    else options[option.name] = Number(input.value);
  }
  return options;
}

function optionsFields(game, values, prefix) {
  return game.options.map((option) => optionField(game.id, option, values[option.name] ?? option.default, prefix));
}

function renderStart() {
  delete main.dataset.version;
  delete main.dataset.status;
  delete main.dataset.actionsFrom;
  delete main.dataset.eventsFrom;
  const games = state.games;
  let chosen = games[0];
  const message = h("p", { class: "error", role: "alert" });
  const optionsBox = h("fieldset", { class: "options" });
  const fillOptions = () => optionsBox.replaceChildren(h("legend", {}, t("start.options")),
    ...optionsFields(chosen, {}, "create"));
  fillOptions();
  const gameSelect = h("select", { id: "create-game", name: "game", "data-key": "create-game",
    onchange: (event) => { chosen = games.find((g) => g.id === event.target.value); fillOptions(); } },
    games.map((g) => h("option", { value: g.id }, `${g.title} (${playersText(g.min_seats, g.max_seats)})`)));
  const create = h("form", { class: "card-panel", "aria-labelledby": "create-heading",
    onsubmit: async (event) => {
      event.preventDefault();
      const form = event.target;
      try {
        // As this browser's player when the box is ticked: the host's seat is the player's.
        const created = await request("POST", "/tables", { body: {
          game: chosen.id, host_name: form.elements.host_name.value,
          host_plays: form.elements.host_plays.checked, hints: form.elements.hints.checked,
          free_chat: form.elements.free_chat.checked,
          options: readOptions(form, chosen) }, asPlayer: Boolean(form.elements.as_player?.checked) });
        seatAt(created.code, created.token);
      } catch (error) { message.textContent = errorText(error); }
    } },
    h("h2", { id: "create-heading" }, t("start.create")),
    h("div", { class: "field" }, h("label", { for: "create-game" }, t("start.game")),
      h("div", { class: "with-button" }, gameSelect, rulesButton(() => chosen, "start-rules"))),
    h("p", { class: "hint", id: "game-summary" }, games.map((g) => h("span", { class: "game-line" }, t(`game.${g.id}`)))),
    h("div", { class: "field" }, h("label", { for: "create-name" }, t("start.yourName")),
      h("input", { id: "create-name", name: "host_name", required: true, maxlength: 32, autocomplete: "nickname",
        value: savedPlayer()?.name ?? "", "data-key": "create-name" })),
    asPlayerField("create-player"),
    h("div", { class: "field check" }, h("input", { type: "checkbox", id: "create-plays", name: "host_plays", checked: true, "data-key": "create-plays" }),
      h("label", { for: "create-plays" }, t("start.hostPlays"))),
    h("div", { class: "field check" }, h("input", { type: "checkbox", id: "create-hints", name: "hints", "data-key": "create-hints" }),
      h("label", { for: "create-hints" }, t("start.hints"))),
    // Free text in the table's chat, for seats with a player (quick phrases are always on).
    h("div", { class: "field check" }, h("input", { type: "checkbox", id: "create-free-chat", name: "free_chat", "data-key": "create-free-chat" }),
      h("label", { for: "create-free-chat" }, t("start.freeChat"))),
    optionsBox,
    h("button", { type: "submit", class: "primary", "data-key": "create-submit" }, t("start.createButton")));
  main.replaceChildren(h("h1", {}, t("start.heading")), message,
    h("div", { class: "columns" }, create, joinForm(null, message)));
}

// A new seat of this browser: kept, and the table opened at its own address.
function seatAt(code, token) {
  saveToken(code, token);
  history.pushState({}, "", `/play/${code}`);
  openTable(code, token);
}

// "Play as Ana": ticked by default when this browser keeps a player, whose key then goes
// with the request (docs/players.md); none without one.
function asPlayerField(id) {
  const player = savedPlayer();
  return player ? h("div", { class: "field check" },
    h("input", { type: "checkbox", id, name: "as_player", checked: true, "data-key": id }),
    h("label", { for: id }, t("tables.asPlayer", { name: player.name }))) : null;
}

function joinForm(code, message) {
  return h("form", { class: "card-panel", "aria-labelledby": "join-heading",
    onsubmit: async (event) => {
      event.preventDefault();
      const form = event.target;
      const wanted = form.elements.code.value.trim().toUpperCase();
      const watch = event.submitter?.name === "watch";
      try {
        if (watch) {
          await sessionFor(wanted, null).poll();
          history.pushState({}, "", `/play/${wanted}`);
          openTable(wanted, null);
          return;
        }
        const joined = await request("POST", "/tables/{code}/join", { params: { path: { code: wanted } },
          body: { name: form.elements.name.value }, asPlayer: Boolean(form.elements.as_player?.checked) });
        seatAt(joined.code, joined.token);
      } catch (error) { message.textContent = errorText(error); }
    } },
    h("h2", { id: "join-heading" }, t("start.join")),
    h("div", { class: "field" }, h("label", { for: "join-code" }, t("start.code")),
      h("input", { id: "join-code", name: "code", required: true, maxlength: 16, value: code || "",
        autocapitalize: "characters", autocomplete: "off", "data-key": "join-code" })),
    h("div", { class: "field" }, h("label", { for: "join-name" }, t("start.yourName")),
      h("input", { id: "join-name", name: "name", maxlength: 32, autocomplete: "nickname",
        value: savedPlayer()?.name ?? "", "data-key": "join-name" })),
    asPlayerField("join-player"),
    h("div", { class: "buttons" },
      h("button", { type: "submit", name: "join", class: "primary", "data-key": "join-submit" }, t("start.joinButton")),
      h("button", { type: "submit", name: "watch", formnovalidate: true, "data-key": "join-watch" }, t("start.watchButton"))));
}

// A shared link without a seat in this browser: the table as a spectator sees it (game, host,
// seats, status), read before joining; then the Join form, or Watch when joining is over.
async function renderJoin(code) {
  delete main.dataset.version;
  delete main.dataset.status;
  delete main.dataset.actionsFrom;
  delete main.dataset.eventsFrom;
  const shown = state.joinPreview?.code === code ? state.joinPreview : null;
  if (!shown) {
    main.replaceChildren(h("h1", {}, t("start.joinHeading", { code })), h("p", { role: "status" }, t("join.loading")));
    let preview;
    try {
      preview = { code, view: await sessionFor(code, null).poll() };
    } catch (error) {
      preview = { code, dead: error instanceof ApiError && error.status === 404, error };
    }
    if (codeFromPath() !== code || state.table) return; // left meanwhile
    state.joinPreview = preview;
  }
  const { view, dead, error } = state.joinPreview;
  main.dataset.join = dead ? "dead" : view ? view.status : "error";
  if (dead) {
    main.replaceChildren(h("h1", {}, t("start.joinHeading", { code })),
      h("p", { class: "error", role: "alert", "data-key": "join-dead" }, t("join.dead", { code })),
      h("p", {}, h("a", { class: "button primary", href: "/play", "data-key": "join-home" }, t("join.toStart"))));
    return;
  }
  const message = h("p", { class: "error", role: "alert" }, view ? "" : errorText(error));
  if (!view) { // the table could not be read (offline...): the form still works
    main.replaceChildren(h("h1", {}, t("start.joinHeading", { code })), message, joinForm(code, message));
    return;
  }
  const game = state.games.find((g) => g.id === view.game);
  const title = game?.title ?? view.game;
  const full = view.seats.length >= view.max_seats;
  const free = view.status === "lobby" ? Math.max(0, view.max_seats - view.seats.length) : 0;
  const seatText = (seat) => [
    seat.kind === "bot" ? "" : t("seat.human"), // a bot's name says it is one
    seat.host ? t("seat.host") : "",
  ].filter(Boolean).join(" · ");
  const seats = h("ul", { class: "seats", "data-key": "join-seats" },
    view.seats.map((seat) => h("li", { class: "seat" }, h("strong", {}, seatName(seat)), " ", h("span", { class: "muted" }, seatText(seat)))),
    Array.from({ length: free }, () => h("li", { class: "seat free" }, h("span", { class: "muted" }, t("join.freeSeat")))));
  const preview = h("section", { class: "card-panel", "aria-labelledby": "preview-heading", "data-key": "join-preview" },
    h("h2", { id: "preview-heading" }, t("join.tableHeading")),
    h("p", { "data-key": "join-game" }, has(`game.${view.game}`) ? t(`game.${view.game}`) : title),
    h("p", { "data-key": "join-host" }, t("join.host", { name: view.host_name || "?" }),
      view.host_plays ? "" : ` ${t("join.hostWatches")}`),
    h("p", { "data-key": "join-status" }, t(`join.status.${view.status}`)),
    h("h3", {}, view.status === "lobby" ? t("join.seats", { taken: view.seats.length, max: view.max_seats }) : t("play.seats")),
    seats,
    h("p", {}, rulesButton(() => ({ id: view.game, title }), "join-rules")));
  let action;
  if (view.status === "lobby" && !full) {
    action = joinForm(code, message);
  } else {
    const why = view.status === "lobby" ? "join.full" : view.status === "playing" ? "join.started" : "join.over";
    action = h("section", { class: "card-panel", "aria-labelledby": "watch-heading" },
      h("h2", { id: "watch-heading" }, t("join.watchHeading")),
      h("p", { "data-key": "join-closed" }, t(why)),
      h("p", { class: "buttons" },
        h("button", { class: "primary", "data-key": "join-watch", onclick: () => {
          history.pushState({}, "", `/play/${code}`);
          openTable(code, null);
        } }, view.status === "lobby" || view.status === "playing" ? t("start.watchButton") : t("join.seeResult")),
        h("a", { class: "button", href: "/play", "data-key": "join-home" }, t("join.toStart"))));
  }
  main.replaceChildren(h("h1", {}, `${title} · ${t("table.code")} `, h("span", { class: "code" }, code)), message,
    h("div", { class: "columns" }, preview, action));
}

// ---- a table: lobby, game, result ------------------------------------------------------------

function openTable(code, token) {
  delete main.dataset.join;
  delete main.dataset.page;
  state.joinPreview = null;
  state.table?.close();
  state.table = new TableScreen(code, token);
}

window.addEventListener("popstate", () => {
  state.table?.close();
  state.table = null;
  state.joinPreview = null;
  fillNav();
  const code = codeFromPath();
  // A shared link without a seat in this browser: join by name, or watch.
  if (code && savedToken(code)) openTable(code, savedToken(code));
  else render();
});

// The cancel confirmation's words, in the lobby and mid-game (literal keys: the catalog test
// finds every key the code uses).
const CANCEL_CONFIRMATION = {
  lobby: { title: "confirm.lobby.title", text: "confirm.lobby.text", yes: "confirm.lobby.yes", no: "confirm.lobby.no" },
  game: { title: "confirm.game.title", text: "confirm.game.text", yes: "confirm.game.yes", no: "confirm.game.no" },
};

class TableScreen {
  constructor(code, token) {
    this.code = code;
    this.token = token;
    this.view = null;
    this.receivedAt = 0;
    this.actions = null;
    this.actionsVersion = -1;
    this.events = [];
    this.eventsSince = 0;
    this.lastMoves = {}; // seat -> the event of its last move, shown until its next one
    this.shownCards = null; // the cards on screen (their keys), to mark the newly shown ones
    this.message = "";
    this.ui = {}; // per-game choices that are not moves (selected card, display mode)
    this.hint = null; // the Hard bot's suggestion: {version, action}, for the version shown
    this.hintAsked = -1; // the version a hint is being asked for (one request at a time)
    this.invitations = null; // the lobby's invitations when this seat is the page's player's
    this.chat = null; // the table's chat (chat.js), loaded once the table is drawn
    this.session = sessionFor(code, token);
    this.follower = followTable(this.session, {
      onView: (view, actions, events) => this.update(view, actions, events),
      onError: (error) => {
        if (error.status === 401 && this.token) {
          // This browser's key no longer opens the table: offer to join or watch instead.
          forgetToken(code);
          this.close();
          state.table = null;
          render();
          return;
        }
        this.message = error.status ? errorText(error) : t("play.offline");
        this.render();
      },
      // Back online: a view or an open stream (which, resumed with nothing new, sends nothing).
      onBack: () => { if (this.message === t("play.offline")) { this.message = ""; this.render(); } },
    });
    this.ticker = setInterval(() => this.tick(), 500);
  }

  close() {
    this.follower.stop();
    this.chat?.stop();
    clearInterval(this.ticker);
    this.closed = true;
  }

  get game() { return GAMES[this.view.game]; }
  get seat() { return this.view?.you.seat ?? null; }
  get isHost() { return this.view?.you.role === "host"; }
  get myTurn() { return this.view?.status === "playing" && this.seat !== null && this.view.to_act.includes(this.seat); }
  // Hints: at a table created with them, never in a rated game, only for a decision of mine.
  get canHint() { return Boolean(this.view?.hints) && !this.view.rated && this.myTurn; }
  get hintedAction() { return this.hint && this.hint.version === this.view?.version ? this.hint.action : null; }

  // A seat's name for sentences ("Ana", a bot's in the page's language); texts that need to
  // say "you" instead choose by who(seat) ("you" or "other") with a select.
  name(seat) {
    const info = this.view.seats[seat];
    if (!info) return `#${seat + 1}`;
    return seatName(info);
  }

  // A seat's name as a label in lists: "Ana (you)" for this browser's own seat.
  label(seat) {
    return seat === this.seat && seat !== null ? `${this.name(seat)} (${t("seat.you")})` : this.name(seat);
  }

  who(seat) {
    return seat === this.seat && seat !== null ? "you" : "other";
  }

  // `actions`: the seat's legal actions at this view, when the stream brought them with it;
  // `events`: the events it brought, `{after, events}` (follow.js).
  async update(view, actions, events) {
    if (this.view && view.version < this.view.version) return;
    const changed = !this.view || view.version !== this.view.version;
    this.view = view;
    this.receivedAt = Date.now();
    this.follower.seen(view);
    if (changed) {
      this.ui.selected = this.ui.selected ?? null;
      if (this.hint && this.hint.version !== view.version) this.hint = null;
      this.loading = Promise.all([this.loadActions(actions), this.loadEvents(events), this.loadInvitations()]);
      await this.loading;
      if (view.to_act.includes(this.seat) && view.status === "playing") announce(t("play.yourTurn"));
    } else {
      // The same version again (the move's answer and the stream both bring it): drawn once
      // its moves and events are in, never with the previous version's; not drawn again when
      // the screen already shows this very view (a whole redraw costs a phone about as long as
      // the move took to reach it: docs/performance.md, "The web client's game screen").
      await this.loading;
      if (this.drawn && this.drawn.message === this.message && this.drawn.view === JSON.stringify(view)) return;
    }
    this.render();
  }

  async loadActions(brought) {
    const view = this.view;
    if (view.status !== "playing" || this.seat === null) { this.actions = []; return; }
    if (brought) { this.actions = brought; this.actionsVersion = view.version; this.actionsFrom = "stream"; return; } // no request
    try {
      const answer = await this.request("GET", "/tables/{code}/actions");
      // Taken for the view shown, unless that view's moves came already: a listing asked for
      // an earlier view can answer at the version the stream has just brought with its moves.
      if (answer.version === this.view.version && this.actionsVersion !== answer.version) {
        this.actions = answer.actions; this.actionsVersion = answer.version; this.actionsFrom = "request";
      }
    } catch (error) { this.message = errorText(error); }
  }

  // In the lobby, at a seat of the page's player: whom the table invited, read again with each
  // new view (a seat taken may be an invitation accepted).
  loadInvitations() {
    if (this.view.status !== "lobby" || !playerAtTable(this.view)) return null;
    this.invitations ??= new TableInvitations(this.code, { errorText, redraw: () => { if (!this.closed) this.render(); } });
    return this.invitations.load();
  }

  // The log's new events: those the stream brought with the view when they follow on from
  // the ones shown (`brought.after` not past `eventsSince`), else GET .../events.
  loadEvents(brought) {
    const version = this.view.version;
    // One at a time: two views arriving together must not fetch the same page twice, and a
    // page being read decides whether the stream's events follow on from it.
    this.eventsChain = (this.eventsChain || Promise.resolve()).then(async () => {
      if (brought && brought.after <= this.eventsSince) {
        this.takeEvents(brought.events.filter((event) => event.version > this.eventsSince), version, "stream");
        return;
      }
      try {
        const page = await this.request("GET", "/tables/{code}/events", { query: { since: this.eventsSince } });
        this.takeEvents(page.events, page.last_version, "request");
      } catch { /* the log is a nicety; the view is what matters */ }
    });
    return this.eventsChain;
  }

  takeEvents(events, through, from) {
    this.events.push(...events);
    this.events = this.events.slice(-40); // a game may leave some out of the log (eventText)
    this.noteMoves(events);
    this.eventsSince = Math.max(this.eventsSince, through);
    this.eventsFrom = { version: through, from }; // where the log's newest events came from
  }

  // The last move of each seat, from the events as they arrive: a step (one version) is a
  // seat's move when one of its events names the seat (`data.seat`), the first such event
  // telling what the move was. The lobby and the start's deal are no move; a game may say
  // which of its events are none (isMove(event) false: cards everyone draws at a round's start).
  noteMoves(events) {
    const steps = new Map();
    for (const event of events) {
      if (!steps.has(event.version)) steps.set(event.version, []);
      steps.get(event.version).push(event);
    }
    for (const step of steps.values()) {
      if (step.some((event) => event.type === "game_started")) { this.started = true; continue; }
      if (!this.started) continue; // the lobby's comings and goings
      const move = step.find((event) => typeof event.data?.seat === "number" && this.game?.isMove?.(event) !== false);
      if (move) this.lastMoves = { ...this.lastMoves, [move.data.seat]: move };
    }
  }

  async act(action) {
    // A move that cannot be undone (resigning): the game words the question, the page asks.
    const question = this.game?.confirmAction?.(this.ctx(), action);
    if (question && !(await confirmDialog(question))) return;
    this.message = "";
    // After the move the focus stays in the hand: on the card played from if it is still
    // there, else the first playable card (never the top of the page).
    const active = document.activeElement;
    this.handFocus = { key: active?.closest?.(".hand") ? active.dataset.key
      : main.querySelector(".board-area .hand [aria-pressed=\"true\"]")?.dataset.key };
    // While the move is on its way the screen says so (and scripts know to wait).
    main.setAttribute("aria-busy", "true");
    // The choice is spent once sent: the move's view, which the stream usually brings before
    // the answer, is drawn without it (and once: the answer's same view is not drawn again).
    // A move refused keeps it.
    const chosen = { ...this.ui };
    this.ui.selected = null;
    this.ui.path = []; // the places chosen on the board for it (moves.js boardTargets)
    this.ui.choiceAt = null;
    try {
      // The SDK sends one idempotency key for all its retries: the move counts at most once.
      const view = await this.session.act(action, this.view.version);
      await this.update(view);
    } catch (error) {
      Object.assign(this.ui, chosen);
      this.message = errorText(error);
      this.render();
    } finally {
      this.handFocus = null;
      main.removeAttribute("aria-busy");
    }
  }

  // The Hard bot's suggestion for this position. The SDK already waits out 503 hint_pending
  // (Retry-After) a few times; if the workers are still busy it is asked again here, as long as
  // the table stays at the same version. The suggestion is preselected the way a chosen move is.
  async askHint() {
    const version = this.view.version;
    if (this.hintAsked === version) return;
    this.hintAsked = version;
    this.message = "";
    announce(t("play.hintAsking"));
    this.render();
    try {
      for (;;) {
        try {
          const answer = await this.session.hint();
          if (this.closed || answer.version !== this.view.version) return;
          this.hint = { version: answer.version, action: answer.action };
          if (answer.action.card !== undefined) this.ui.selected = answer.action.card;
          announce(t("play.hintReady", { action: this.describeAction(answer.action) }));
          return;
        } catch (error) {
          const pending = error instanceof ApiError && error.code === "hint_pending";
          if (!pending || this.closed || this.view.version !== version) throw error;
          await new Promise((done) => setTimeout(done, 1000));
        }
      }
    } catch (error) {
      if (this.view.version === version) this.message = errorText(error);
    } finally {
      if (this.hintAsked === version) this.hintAsked = -1;
      if (!this.closed) {
        // A keyboard user who asked lands on the button that plays the suggestion.
        const asked = document.activeElement?.dataset?.key === "hint";
        this.render();
        if (asked) document.querySelector('[data-key="hint-play"]')?.focus();
      }
    }
  }

  // An action in words: the game's own description (the one its move list shows), else the
  // card it plays, else its type.
  describeAction(action) {
    const own = this.game?.describeAction?.(this.ctx(), action);
    if (own) return typeof own === "string" ? own : h("span", {}, own).textContent; // nodes: their text
    if (action.card !== undefined && this.game?.cardText) return this.game.cardText(action.card, this.view);
    return action.type;
  }

  hintPanel() {
    if (!this.canHint) return null;
    const action = this.hintedAction;
    const asking = this.hintAsked === this.view.version;
    return h("section", { class: "hint-panel card-panel", "aria-labelledby": "hint-heading" },
      h("h2", { id: "hint-heading" }, t("play.hintHeading")),
      action
        ? [h("p", { class: "hinted-text", "data-key": "hint-text" }, t("play.hintReady", { action: this.describeAction(action) })),
          h("button", { class: "primary", "data-key": "hint-play", onclick: () => this.act(action) }, t("play.hintPlay"))]
        : h("button", { "data-key": "hint", "aria-busy": asking ? "true" : undefined,
          onclick: () => this.askHint() }, asking ? t("play.hintAsking") : t("play.hint")));
  }

  // Any endpoint of this table through the SDK's client, with its retries and problems.
  request(method, path, { query, member, body } = {}) {
    const params = { path: { code: this.code, member }, query };
    return this.session.call(() => this.session.client[method](path, { params, body }));
  }

  async host(method, path, options) {
    this.message = "";
    try {
      const view = await this.request(method, path, options);
      await this.update(view);
    } catch (error) { this.message = errorText(error); this.render(); }
  }

  // The first seat to ask opens the new table (as its host); the others are seated there.
  async rematch() {
    try {
      const answer = await this.request("POST", "/tables/{code}/rematch");
      saveToken(answer.code, answer.token);
      history.pushState({}, "", `/play/${answer.code}`);
      openTable(answer.code, answer.token);
    } catch (error) { this.message = errorText(error); this.render(); }
  }

  render() {
    if (!this.view) { main.replaceChildren(h("p", { role: "status" }, this.message || "…")); return; }
    const view = this.view;
    const header = h("div", { class: "table-head" },
      h("h1", {}, `${state.games.find((g) => g.id === view.game)?.title ?? view.game} · ${t("table.code")} `, h("span", { class: "code" }, view.code)),
      h("p", { class: "muted" }, t("table.you", { role: view.you.role }), " ",
        rulesButton(() => ({ id: view.game, title: state.games.find((g) => g.id === view.game)?.title ?? view.game }))),
      this.message ? h("p", { class: "error", role: "alert" }, this.message) : null);
    const body = () => {
      if (view.status === "lobby") return this.lobby();
      return view.status === "playing" ? this.playing() : this.result();
    };
    // A control of the board that is gone after the redraw (a move played, a card given up)
    // hands the focus to the hand, as a move does (act): not to the top of the page.
    const fromBoard = Boolean(document.activeElement?.closest?.(".board-area"));
    const handFocus = this.handFocus;
    const before = this.shownCards;
    // The body is built once the focus is noted: it takes in the chat's panel, kept across
    // redraws, and so moves a focused toggle or a draft out of the page (the focus with it).
    replaceFocusing(main, () => [header, body()], (key) => {
      if (view.status === "playing" && (handFocus || fromBoard) && this.focusHand(handFocus ? handFocus.key : key)) return;
      if (key) main.focus();
    });
    this.markArrivals(before);
    this.drawn = { view: JSON.stringify(view), message: this.message };
    // For scripts and tests: which version and status the screen shows.
    main.dataset.version = String(view.version);
    main.dataset.status = view.status;
    // Where the shown moves came from ("stream": with the view; "request": GET .../actions).
    main.dataset.actionsFrom = this.actionsVersion === view.version ? this.actionsFrom : "";
    // And the log's newest events (tests read both: what the stream spared).
    main.dataset.eventsFrom = this.eventsFrom?.version === view.version ? this.eventsFrom.from : "";
    this.tick();
    this.loadChat();
  }

  // The focus into the hand: the control `key` if it is there and enabled, else the first
  // playable card, else the hand itself (focusable by script only).
  focusHand(key) {
    const hand = main.querySelector(".board-area .hand");
    if (!hand) return false;
    const same = key ? hand.querySelector(`[data-key="${CSS.escape(key)}"]`) : null;
    let target = same && !same.disabled ? same : hand.querySelector("button:not(:disabled)");
    if (!target) {
      hand.setAttribute("tabindex", "-1");
      target = hand;
    }
    target.focus();
    return true;
  }

  // Cards shown now that were not before get a short entrance (style.css: none for those who
  // prefer reduced motion). A card is known by its key where it is shown (hand, trick...).
  markArrivals(before) {
    const board = main.querySelector(".board-area");
    if (!board) { this.shownCards = null; return; }
    const where = (node) => node.closest("[aria-labelledby]")?.getAttribute("aria-labelledby") ?? "";
    const cards = [...board.querySelectorAll("[data-card], .hand [data-key]")]
      .map((node) => [node, `${where(node)}|${node.dataset.card ?? node.dataset.key}`]);
    if (before) {
      for (const [node, id] of cards) if (!before.has(id)) node.classList.add("arrived");
    }
    this.shownCards = new Set(cards.map(([, id]) => id));
  }

  seatList(withControls) {
    const view = this.view;
    return h("ul", { class: "seats" }, view.seats.map((seat) => {
      const turn = view.status === "playing" && view.to_act.includes(seat.seat);
      return h("li", { class: `seat${turn ? " turn" : ""}${seat.seat === this.seat ? " mine" : ""}` },
        h("strong", {}, this.label(seat.seat)),
        " ",
        h("span", { class: "muted" }, [
          seat.kind === "bot" ? "" : t("seat.human"), // a bot's name says it is one
          seat.host ? t("seat.host") : "",
          seat.kind === "human" ? (seat.connected ? t("seat.connected") : t("seat.away")) : "",
        ].filter(Boolean).join(" · ")),
        seat.automatic ? h("span", { class: "badge warn" }, t("seat.automatic")) : null,
        !seat.automatic && seat.timeouts > 0 ? h("span", { class: "badge" }, t("seat.timeouts", { count: seat.timeouts })) : null,
        view.status === "playing" && this.game?.seatExtra ? this.game.seatExtra(this.ctx(), seat.seat) : null,
        view.status === "playing" ? this.lastMove(seat.seat) : null,
        withControls && seat.kind === "bot" && seat.member !== null
          ? h("button", { class: "small", "data-key": `remove-${seat.member}`,
              onclick: () => this.host("DELETE", "/tables/{code}/bots/{member}", { member: seat.member }) }, t("lobby.removeBot", { name: this.name(seat.seat) }))
          : null);
    }));
  }

  // "last: Ana played 7 hearts on route 2" under a seat, until its next move.
  lastMove(seat) {
    const event = this.lastMoves[seat];
    const text = event ? this.describeEvent(event) : null;
    if (text === null || text === undefined || text === "") return null;
    return h("span", { class: "last-move", "data-key": `last-move-${seat}` }, t("seat.lastMove", { move: text }));
  }

  lobby() {
    const view = this.view;
    const gameInfo = state.games.find((g) => g.id === view.game);
    const link = `${location.origin}/play/${view.code}`;
    const parts = [
      h("section", { class: "card-panel", "aria-labelledby": "share-heading" },
        h("h2", { id: "share-heading" }, t("lobby.heading")),
        h("p", {}, t("lobby.share")),
        h("p", { class: "share" }, h("a", { href: link }, link), " ",
          h("button", { class: "small", "data-key": "copy-link", onclick: async () => {
            try { await navigator.clipboard.writeText(link); } catch { /* not allowed: the link is shown */ }
            announce(t("table.copied"));
          } }, t("table.copyLink")))),
      h("section", { class: "card-panel", "aria-labelledby": "seats-heading" },
        h("h2", { id: "seats-heading" }, t("lobby.seats", { taken: view.seats.length, max: view.max_seats })),
        this.seatList(this.isHost),
        h("p", { class: "hint" }, view.min_seats === view.max_seats
          ? t("lobby.needSeatsExact", { count: view.max_seats }) : t("lobby.needSeats", { min: view.min_seats, max: view.max_seats }), " ", t("lobby.needConnected")),
        view.hints ? h("p", { class: "hint" }, t("lobby.hintsOn")) : null),
      this.invitations && playerAtTable(view) ? this.invitations.panel(view) : null,
      this.chatPanel(),
    ];
    if (this.isHost) {
      const form = h("form", { class: "card-panel", "aria-labelledby": "options-heading",
        onsubmit: (event) => {
          event.preventDefault();
          this.host("PATCH", "/tables/{code}", { body: { game: view.game, host_plays: event.target.elements.host_plays.checked,
            options: readOptions(event.target, gameInfo) } });
        } },
        h("h2", { id: "options-heading" }, t("start.options")),
        h("div", { class: "field check" }, h("input", { type: "checkbox", id: "lobby-plays", name: "host_plays", checked: view.host_plays, "data-key": "lobby-plays" }),
          h("label", { for: "lobby-plays" }, t("start.hostPlays"))),
        optionsFields(gameInfo, view.options, "lobby"),
        h("button", { type: "submit", "data-key": "save-options" }, t("lobby.saveOptions")));
      parts.push(form, h("section", { class: "card-panel buttons" },
        h("button", { "data-key": "add-easy", onclick: () => this.host("POST", "/tables/{code}/bots", { body: { level: "easy" } }) }, t("lobby.addEasy")),
        h("button", { "data-key": "add-hard", onclick: () => this.host("POST", "/tables/{code}/bots", { body: { level: "hard" } }) }, t("lobby.addHard")),
        h("button", { "data-key": "add-expert", onclick: () => this.host("POST", "/tables/{code}/bots", { body: { level: "expert" } }) }, t("lobby.addExpert")),
        h("button", { class: "primary", "data-key": "start", onclick: () => this.host("POST", "/tables/{code}/start") }, t("lobby.start")),
        h("button", { class: "danger", "data-key": "cancel", onclick: () => this.cancel("lobby") }, t("lobby.cancel"))));
    } else {
      parts.push(h("p", { class: "card-panel" }, t("lobby.waitHost")));
    }
    return h("div", { class: "lobby" }, parts);
  }

  ctx() {
    return {
      view: this.view,
      game: this.view.game_view,
      actions: this.actions || [],
      seat: this.seat,
      ui: this.ui,
      hint: this.hintedAction, // the suggested action, for renderers to mark it
      lastMoves: this.lastMoves, // seat -> the event of its last move (to mark it on the board)
      name: (seat) => this.name(seat), // for sentences
      label: (seat) => this.label(seat), // for lists: "Ana (you)"
      who: (seat) => this.who(seat), // "you" or "other", for texts that select on it
      act: (action) => this.act(action),
      rerender: () => this.render(),
    };
  }

  playing() {
    const view = this.view;
    const ctx = this.ctx();
    const waiting = view.to_act.filter((s) => s !== this.seat).map((s) => this.name(s));
    return h("div", { class: "playing" },
      h("div", { class: "status-line", role: "status" },
        view.to_act.includes(this.seat) ? h("strong", { class: "your-turn" }, t("play.yourTurn")) : null,
        waiting.length ? h("span", {}, t("play.waiting", { names: waiting.join(", ") })) : null),
      h("div", { class: "timers", id: "timers" }),
      this.hintPanel(),
      this.seat === null ? h("p", { class: "hint" }, t("play.spectating")) : null,
      h("div", { class: "layout" },
        h("div", { class: "board-area" }, this.game.render(ctx)),
        h("aside", { class: "side" },
          h("section", { "aria-labelledby": "players-heading" }, h("h2", { id: "players-heading" }, t("play.seats")), this.seatList(false)),
          this.chatPanel(),
          this.timeoutHint(),
          this.eventLog(),
          this.isHost ? h("button", { class: "danger", "data-key": "cancel", onclick: () => this.cancel("game") }, t("play.cancel")) : null)));
  }

  // The chat panel (chat.js), or its place until the module is in.
  chatPanel() {
    return this.chat ? this.chat.panel() : h("div", { class: "chat-slot" });
  }

  // The chat's module is fetched only once a table is on screen (after the page's load: the
  // first load stays light), then its panel takes its place and its reading starts.
  loadChat() {
    if (this.chatLoading) return;
    this.chatLoading = new Promise((loaded) => {
      if (document.readyState === "complete") setTimeout(loaded, 0);
      else addEventListener("load", loaded, { once: true });
    }).then(() => import("./chat.js")).then(({ TableChat }) => {
      if (this.closed) return;
      this.chat = new TableChat(this.code, this.session, { errorText, view: () => this.view, follower: this.follower });
      main.querySelector(".chat-slot")?.replaceWith(this.chat.panel());
      this.chat.start();
    }).catch(() => { this.chatLoading = null; }); // offline: the next redraw tries again
  }

  // Cancelling (the host, in the lobby or mid-game) asks first: the table ends for everyone.
  async cancel(when) {
    const keys = CANCEL_CONFIRMATION[when];
    const yes = await confirmDialog({ title: t(keys.title), text: t(keys.text), confirm: t(keys.yes), cancel: t(keys.no) });
    if (yes && !this.closed) await this.host("POST", "/tables/{code}/cancel");
  }

  // What running out of time does, in the game's own words (its catalog's
  // play.timeoutHint.<game id>, else the shared sentence); only at a timed table.
  timeoutHint() {
    const view = this.view;
    this.timed = this.timed || (view.deadlines ?? []).length > 0 || (view.clocks ?? []).length > 0;
    if (!this.timed) return null;
    const own = `play.timeoutHint.${view.game}`;
    return h("p", { class: "hint", "data-key": "timeout-hint" }, has(own) ? t(own) : t("play.timeoutHint"));
  }

  // The 12 newest events that have a text, newest first: described from the end, so that a
  // redraw describes about the lines it shows (not each of the up to 40 events kept).
  eventLog() {
    const lines = [];
    for (let index = this.events.length - 1; index >= 0 && lines.length < 12; index -= 1) {
      const text = this.describeEvent(this.events[index]);
      if (text !== null) lines.push(h("li", {}, text));
    }
    return h("section", { "aria-labelledby": "events-heading" }, h("h2", { id: "events-heading" }, t("play.events")),
      h("ol", { class: "events" }, lines));
  }

  describeEvent(event) {
    const data = event.data || {};
    const params = { ...data, type: event.type };
    for (const field of ["seat", "winner", "second", "target"]) {
      if (typeof data[field] === "number") params[field] = this.name(data[field]);
    }
    // The viewer's own seat reads "you" where a text selects on these: "You played…" (who, the
    // seat acting), "Round 2: you win…" (winnerWho), "Bruno stole a card from you" (targetWho).
    if (typeof data.seat === "number") params.who = this.who(data.seat);
    if (typeof data.winner === "number") params.winnerWho = this.who(data.winner);
    if (typeof data.target === "number") params.targetWho = this.who(data.target);
    if (event.type === "bot_added") params.name = botName(data.name, data.level);
    const card = data.card ?? data.play?.card; // some games nest the played card under "play"
    if (card !== undefined && this.game?.cardText) params.card = this.game.cardText(card, this.view);
    if (typeof data.cell === "number") params.cell = data.cell + 1;
    // A game may say it its own way (the card and where it went), or leave it out (null).
    const own = this.game?.eventText?.(this.ctx(), event, params);
    if (own !== undefined) return own;
    let key = `event.${event.type}`;
    if (event.type === "turn_timed_out" && data.automatic) key = "event.turn_timed_out_auto";
    const text = t(key, params);
    return text === key ? t("event.unknown", params) : text;
  }

  tick() {
    const box = document.getElementById("timers");
    if (!box || !this.view) return;
    const elapsed = (Date.now() - this.receivedAt) / 1000;
    const lines = [];
    const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;
    // `deadlines` and `clocks` are optional in the schema (absent: none), like `result.winners`.
    // One line per seat: its clock if it has one (the deadline beside it only when it comes
    // sooner than the clock runs out: a limit per move), else its deadline.
    const clocks = new Map((this.view.clocks ?? []).map((clock) => [clock.seat, clock]));
    const deadlines = new Map((this.view.deadlines ?? []).map((deadline) => [deadline.seat, deadline]));
    const deadlineLeft = (deadline) => Math.max(0, Math.ceil(deadline.seconds_left - elapsed));
    for (const deadline of deadlines.values()) {
      if (clocks.has(deadline.seat)) continue;
      const seconds = deadlineLeft(deadline);
      lines.push(h("span", { class: `timer${deadline.seat === this.seat ? " mine" : ""}`, "data-seat": deadline.seat },
        t(seconds >= 60 ? "play.timeLeft" : "play.secondsLeft", { name: this.label(deadline.seat), seconds: seconds >= 60 ? minutes(seconds) : String(seconds) })));
    }
    for (const clock of clocks.values()) {
      const left = Math.max(0, clock.seconds_left - (clock.running ? elapsed : 0));
      const deadline = deadlines.get(clock.seat);
      const limit = deadline && deadline.seconds_left < clock.seconds_left - 1 ? deadlineLeft(deadline) : null;
      lines.push(h("span", { class: `timer${clock.running ? " running" : ""}`, "data-seat": clock.seat },
        t("play.clock", { name: this.name(clock.seat), who: this.who(clock.seat), time: minutes(left) }),
        limit === null ? null : ` · ${t("play.moveLimit", { time: minutes(limit) })}`));
    }
    if (this.view.pause_until && this.game?.pauseText) {
      const seconds = Math.max(0, Math.ceil((Date.parse(this.view.pause_until) - Date.now()) / 1000));
      lines.push(h("span", { class: "timer" }, this.game.pauseText(seconds)));
    }
    // Ticked twice a second, changed once: the same lines are not drawn again (each redraw
    // costs the phone a style, layout and paint of the page).
    if (lines.map((line) => line.outerHTML).join("") === box.innerHTML) return;
    box.replaceChildren(...lines);
  }

  result() {
    const view = this.view;
    const result = view.result;
    const parts = [h("h2", { id: "result-heading" }, t("result.heading"))];
    if (result) {
      const winners = result.winners || []; // omitted when nobody won (a cancel)
      const names = winners.map((s) => this.label(s)).join(", ");
      let reasonKey = `reason.${result.reason}`;
      if (result.reason === "points" && result.details?.tiebreak_skipped) reasonKey = "reason.points_skipped";
      const reason = t(reasonKey, { reason: result.reason });
      if (result.details?.cancelled_by === "operator") { // the operator's cancel tells why
        parts.push(h("p", { class: "reason", "data-key": "operator-reason" }, t("result.operatorCancelled", { reason: result.details.reason })));
      } else {
        parts.push(h("p", { class: "reason" }, reason === reasonKey ? t("reason.unknown", { reason: result.reason }) : reason));
      }
      if (winners.length === 1) parts.push(h("p", { class: "winner" }, t("result.winners", { names })));
      else if (winners.length > 1) parts.push(h("p", { class: "winner" }, t("result.shared", { names })));
      else parts.push(h("p", { class: "winner" }, t("result.noWinner")));
      if (result.scores) {
        parts.push(h("table", { class: "scores" }, h("caption", {}, t("result.scores")),
          h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("result.player")), h("th", { scope: "col" }, t("result.points")))),
          h("tbody", {}, result.scores.map((score, seat) => h("tr", { class: winners.includes(seat) ? "won" : "" },
            h("th", { scope: "row" }, this.label(seat)), h("td", {}, String(score)))))));
      }
    } else {
      parts.push(h("p", {}, t("result.cancelled")));
    }
    const rematch = view.status === "finished" && this.seat !== null
      ? h("button", { class: "primary", "data-key": "rematch", onclick: () => this.rematch() },
        view.rematch_code ? t("result.joinRematch") : t("result.rematch"))
      : null;
    parts.push(h("p", { class: "buttons" }, rematch,
      h("a", { class: `button${rematch ? "" : " primary"}`, href: "/play", "data-key": "new-table" }, t("result.newTable"))));
    return h("div", { class: "result" }, h("section", { class: "card-panel", "aria-labelledby": "result-heading" }, parts),
      this.chatPanel(),
      view.game_view ? h("div", { class: "final-board" }, this.game.render({ ...this.ctx(), actions: [] })) : null,
      this.eventLog());
  }
}

// Unreachable (offline, say): the page still shows itself and says why.
start().catch((error) => {
  const text = error instanceof ApiError ? errorText(error) : t("app.unreachable", { detail: String(error) });
  main.replaceChildren(h("h1", {}, t("start.heading")), h("p", { class: "error", role: "alert" }, text));
});

// Installable: the service worker keeps the client's own files for a start offline or from a
// home screen (never the API's answers). Its scope is /play itself, as the server allows.
if ("serviceWorker" in navigator) {
  addEventListener("load", () => navigator.serviceWorker.register("/play/sw.js", { scope: "/play" }).catch(() => {}));
}
