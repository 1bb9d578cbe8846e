// The player's notification inbox (docs/api.md, "Notifications"): the header's button with the
// unread count, kept up to date by one long-poll loop per page (GET /players/me/notifications
// with `since`/`wait` and the ETag), new notifications announced to screen readers, and the
// page /play/notifications that lists them in words with a link each and "mark read".
import { ApiError, savedToken, saveToken, sessionFor } from "./api.js";
import { announce, h, replaceFocusing } from "./dom.js";
import { t } from "./i18n.js";
import { request, savedPlayer } from "./player.js";

const PATH = "/players/me/notifications";
const WAIT = 25; // seconds a long-poll waits (the API allows 30)
const MAX_BACKOFF_MS = 30_000;
const MIN_ROUND_MS = 2_000; // at least this long between two reads that brought nothing new

// The kinds this client can put in words; the API adds kinds over time, and a client skips
// those it does not know (never shown, never counted).
const KNOWN = new Set(["invited", "table_started", "table_finished", "your_turn", "rating_changed", "tournament_round"]);

const state = {
  started: false,
  gameTitle: (id) => id,
  playerId: null, // whose inbox `data` is
  data: null, // the newest inbox read: {version, unread, notifications}
  etag: null,
  newest: 0, // the highest notification id seen, to tell which ones are new
  loop: null, // {token, controller, generation} of the running loop, or null
  ended: Promise.resolve(), // the last loop's end: a new one waits for it (one request at a time)
  generation: 0,
  rejected: null, // a player key the API refused (401): no loop, no button for it
  listeners: new Set(),
  news: new Set(), // {kind, callback}: told of new notifications of a kind (whenNotified)
  tournaments: new Map(), // a tournament's id -> its name (a notification names only its id)
};

const sleep = (ms, signal) => new Promise((done) => {
  const timer = setTimeout(done, ms);
  signal.addEventListener("abort", () => { clearTimeout(timer); done(); }, { once: true });
});

// Called once by the app, with a way to name a game; then the loop follows the page's
// visibility and the kept player.
export function startInbox({ gameTitle }) {
  state.gameTitle = gameTitle;
  state.started = true;
  document.addEventListener("visibilitychange", syncInbox);
  syncInbox();
}

// Runs the loop when this browser keeps a player and the page shows; stops it otherwise (a
// hidden page needs no count, and resumes from the version it had). Safe to call any time:
// after signing in, on each visibility change.
export function syncInbox() {
  if (!state.started) return;
  const player = savedPlayer();
  if ((player?.id ?? null) !== state.playerId) { // another player (or none): start over
    state.playerId = player?.id ?? null;
    state.data = null;
    state.etag = null;
    state.newest = 0;
    notify();
  }
  const token = player && player.token !== state.rejected && document.visibilityState !== "hidden" ? player.token : null;
  if (token && state.loop?.token !== token) run(token);
  else if (!token && state.loop) stop();
  drawInbox();
}

function stop() {
  state.generation += 1;
  state.loop?.controller.abort();
  state.loop = null;
}

function run(token) {
  stop();
  const generation = state.generation;
  const controller = new AbortController();
  state.loop = { token, controller, generation };
  const previous = state.ended;
  const current = () => state.generation === generation;
  state.ended = (async () => {
    await previous; // the stopped loop's request has ended (aborted) before this one asks
    const session = sessionFor("", token);
    let failures = 0;
    while (current()) {
      try {
        const asked = Date.now();
        const before = state.data?.version;
        const inbox = await read(session, controller.signal);
        if (!current()) return;
        if (inbox) accept(inbox);
        failures = 0;
        // A server that answers at once without news (no long-poll there) is asked again only
        // after a pause, never in a tight loop.
        const waited = Date.now() - asked;
        if (state.data?.version === before && waited < MIN_ROUND_MS) await sleep(MIN_ROUND_MS - waited, controller.signal);
      } catch (error) {
        if (!current()) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          state.rejected = token; // this key no longer works: /play/me says so and offers a new player
          stop();
          drawInbox();
          notify();
          return;
        }
        failures += 1; // offline, a restart: ask again later, later each time
        await sleep(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1)), controller.signal);
      }
    }
  })().catch(() => {}); // never a rejected promise for the next loop to wait on
}

// One read of the inbox: at once the first time, then a long-poll past the version we have.
// Null when nothing changed (304 to our ETag).
async function read(session, signal) {
  const since = state.data ? state.data.version : 0;
  const header = state.etag && state.data ? { "If-None-Match": state.etag } : {};
  const answer = await session.client.GET(PATH, {
    params: { query: { since, wait: state.data ? WAIT : 0 }, header }, signal });
  if (answer.response.status === 304) return null;
  if (!answer.response.ok) {
    const problem = answer.error && typeof answer.error === "object" ? answer.error : {};
    throw new ApiError(answer.response.status, problem);
  }
  state.etag = answer.response.headers.get("ETag");
  return answer.data;
}

// A newer inbox (from the loop, or a mark-read's answer): shown, and the new ones announced.
function accept(inbox) {
  if (state.data && inbox.version <= state.data.version) return; // an older answer, read late
  const first = state.data === null;
  state.data = inbox;
  const fresh = inbox.notifications.filter((note) => note.id > state.newest && KNOWN.has(note.kind) && !note.read);
  state.newest = Math.max(state.newest, ...inbox.notifications.map((note) => note.id));
  // What was there when the page opened is no news; what arrives while it shows is, except
  // what is about the table on screen (its own screen says "your turn" already).
  const told = fresh.filter((note) => !location.pathname.endsWith(`/${note.table}`));
  if (!first && told.length) {
    announce(t("inbox.new", { count: told.length, text: notificationText(told[0]) }));
  }
  if (!first) {
    for (const entry of [...state.news]) if (fresh.some((note) => note.kind === entry.kind)) entry.callback();
  }
  drawInbox();
  notify();
}

function notify() {
  for (const listener of [...state.listeners]) listener(state.data);
}

// Calls `listener(inbox)` now (when there is one) and with every change (null: none yet, or
// the key was refused), until it removes itself from state.listeners.
function onInbox(listener) {
  state.listeners.add(listener);
  if (state.data || state.rejected) listener(state.data);
}

// Calls `callback()` whenever notifications of `kind` arrive while the page shows (a list of
// invitations reads itself again); answers a function that stops it.
export function whenNotified(kind, callback) {
  const entry = { kind, callback };
  state.news.add(entry);
  return () => state.news.delete(entry);
}

function shown(inbox) {
  return (inbox?.notifications ?? []).filter((note) => KNOWN.has(note.kind));
}

// Unread ones of the kinds shown: one never shown could never be marked read.
function unreadOf(inbox) {
  return shown(inbox).filter((note) => !note.read).length;
}

// The header's button: "Notifications" and its count; hidden without a player.
export function drawInbox() {
  const link = document.getElementById("inbox");
  if (!link) return;
  const player = savedPlayer();
  link.hidden = !player || player.token === state.rejected;
  const count = unreadOf(state.data);
  link.dataset.unread = String(count);
  link.setAttribute("aria-label", state.data ? t("inbox.button", { count }) : t("inbox.title"));
  if (location.pathname.startsWith("/play/notifications")) link.setAttribute("aria-current", "page");
  else link.removeAttribute("aria-current");
  // What it shows ("Notifications 2") reads in order within its name ("Notifications, 2 unread").
  link.replaceChildren(h("span", {}, t("inbox.title")),
    ...(count ? [" ", h("span", { class: "count", "data-key": "inbox-count" }, String(count))] : []));
}

// ---- in words ------------------------------------------------------------------------------------

export function notificationText(note) {
  const game = note.game ? state.gameTitle(note.game) : "";
  const table = note.table ?? "";
  // A tournament by its name once read (the page reads them), else as "a <game> tournament".
  const tournament = state.tournaments.get(note.tournament) ?? "";
  const named = tournament ? "yes" : "other";
  switch (note.kind) {
    case "invited":
      if (note.tournament) {
        return t("inbox.invitedTournament", { who: note.by_name ? "named" : "other", name: note.by_name ?? "", named, tournament, game });
      }
      return t("inbox.invited", { who: note.by_name ? "named" : "other", name: note.by_name ?? "", game });
    case "tournament_round":
      // An arena's tables are round 0: no round to name.
      return t("inbox.tournamentRound", { named, tournament, game, round: note.round ?? 0, arena: note.round ? "other" : "yes" });
    case "table_started":
      return t("inbox.tableStarted", { game, table });
    case "table_finished":
      return t("inbox.tableFinished", { game, table });
    case "your_turn":
      return t("inbox.yourTurn", { game, table });
    case "rating_changed": {
      const before = note.rating_before ?? 0;
      const after = note.rating_after ?? 0;
      const change = after > before ? "up" : after < before ? "down" : "same";
      return t("inbox.ratingChanged", { change, game, before, after });
    }
    default:
      return "";
  }
}

// Where a notification leads: a tournament's page, your invitations (to accept or decline),
// else its table.
function linkOf(note) {
  if (note.kind === "invited") return note.tournament ? `/play/tournaments/${note.tournament}` : "/play/me";
  return note.table ? `/play/${note.table}` : null;
}

const LINK_TEXTS = { invited: "inbox.openInvitations", tournament: "inbox.openTournament", table: "inbox.openTable" };
const linkText = (note) => t(LINK_TEXTS[note.kind !== "invited" ? "table" : note.tournament ? "tournament" : "invited"]);

// The names of the tournaments these notifications are about that are not known yet (GET
// /tournaments/{id}, public); true when one was learnt. One gone (expired) stays unnamed.
async function learnTournaments(notes) {
  const wanted = [...new Set(notes.map((note) => note.tournament).filter((id) => id && !state.tournaments.has(id)))];
  wanted.forEach((id) => state.tournaments.set(id, "")); // asked once, whatever the answer
  const found = await Promise.all(wanted.map((id) => request("GET", "/tournaments/{tournament_id}", { params: { path: { tournament_id: id } } })
    .then((info) => info.name, () => "")));
  wanted.forEach((id, index) => state.tournaments.set(id, found[index]));
  return found.some(Boolean);
}

// Your seat at a tournament's table (as its page takes it): the key this browser kept, else a
// new one (POST /tournaments/{id}/seat); null when none is to be had (then the link watches).
async function tournamentSeat(note) {
  const kept = savedToken(note.table);
  if (kept) return { code: note.table, token: kept };
  try {
    const seat = await request("POST", "/tournaments/{tournament_id}/seat", { params: { path: { tournament_id: note.tournament } }, asPlayer: true });
    saveToken(seat.code, seat.token);
    return seat;
  } catch { return null; }
}

async function markRead(id) {
  const inbox = await request("POST", `${PATH}/{notification_id}/read`,
    { params: { path: { notification_id: id } }, asPlayer: true });
  if (savedPlayer()?.id === state.playerId) accept(inbox);
  return inbox;
}

// ---- the page ----------------------------------------------------------------------------------

export async function renderNotifications(env) {
  const { main } = env;
  const heading = h("h1", { tabindex: "-1" }, t("inbox.title"));
  if (!savedPlayer()) {
    main.replaceChildren(heading, h("p", {}, h("a", { href: "/play/me", "data-key": "inbox-signin" }, t("inbox.signIn"))));
    return;
  }
  const summary = h("p", { class: "muted", "data-key": "inbox-summary" });
  const message = h("p", { class: "error", role: "alert", "data-key": "inbox-message" });
  const body = h("div", {}, h("p", { role: "status" }, t("page.loading")));
  main.replaceChildren(heading, summary, message, body);
  syncInbox(); // the page's one loop brings the inbox (never a request of the page's own beside it)

  const item = (note) => {
    const textId = `notification-${note.id}`;
    const link = linkOf(note);
    const when = new Date(note.created_ms).toISOString();
    return h("li", { class: note.read ? "read" : "unread", "data-id": note.id, "data-kind": note.kind, "data-read": String(note.read) },
      h("span", { id: textId },
        note.read ? null : h("span", { class: "badge new" }, t("inbox.unread")), " ",
        h("span", { class: "text" }, notificationText(note)), " ",
        h("time", { class: "muted", datetime: when }, env.dateText(when))), " ",
      link ? h("a", { href: link, class: "button small", "data-key": `notification-open-${note.id}`, "aria-describedby": textId,
        onclick: (event) => follow(event, note, link) }, linkText(note)) : null, " ",
      note.read ? null : h("button", { type: "button", class: "small", "data-key": `notification-read-${note.id}`, "aria-describedby": textId,
        onclick: async () => {
          message.textContent = "";
          try {
            await markRead(note.id);
            announce(t("inbox.markedRead"));
          } catch (error) { message.textContent = env.errorText(error); }
        } }, t("inbox.markRead")));
  };

  // Following a link reads the notification: marked read first (a plain click; a new tab or
  // window leaves it as it is), then the page goes; a tournament's table opens with your seat
  // in it, taken as the tournament's page takes it.
  const follow = async (event, note, link) => {
    const round = note.kind === "tournament_round" && note.tournament && note.table;
    if ((note.read && !round) || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!note.read) try { await markRead(note.id); } catch { /* the link still goes where it says */ }
    const seat = round ? await tournamentSeat(note) : null;
    if (seat && env.current()) env.openTable(seat.code, seat.token);
    else location.assign(link);
  };

  const draw = (inbox) => {
    if (!env.current()) { state.listeners.delete(draw); return; } // another page now
    if (state.rejected && state.rejected === savedPlayer()?.token) {
      message.textContent = t("signin.keyRejected");
      body.replaceChildren(h("p", {}, h("a", { href: "/play/me", "data-key": "inbox-signin" }, t("inbox.signIn"))));
      return;
    }
    if (!inbox) return; // still loading
    const notes = shown(inbox);
    learnTournaments(notes).then((learnt) => { if (learnt && state.data === inbox) draw(inbox); }, () => {});
    const count = unreadOf(inbox);
    main.dataset.unread = String(count);
    summary.textContent = t("inbox.unreadCount", { count });
    // A keyboard user whose "mark read" went away lands on the same notification's link.
    replaceFocusing(body, [notes.length === 0
      ? h("p", { "data-key": "inbox-empty" }, t("inbox.empty"))
      : h("ol", { class: "notification-list", "data-key": "notifications-list" }, notes.map(item))], (key) => {
      const id = key?.match(/^notification-read-(\d+)$/)?.[1];
      const again = id ? body.querySelector(`[data-key="notification-open-${id}"]`) : null;
      (again ?? heading).focus();
    });
  };
  onInbox(draw);
}
