// Invitations (docs/api.md, "Invitations") as this browser's player: in a table's lobby, when
// the page's player is at the table, its friends to invite (or any player by id or profile
// link) and whom the table invited with each answer; on your own page the invitations you
// received, to accept (a seat, opened like a join) or decline, and those to tournaments
// (tournament-invitations.js). Every write answers the list as
// it is after it, so each list is drawn again from that answer, never guessed.
import { announce, h } from "./dom.js";
import { t } from "./i18n.js";
import { whenNotified } from "./inbox.js";
import { request, savedPlayer } from "./player.js";

const TABLE = "/tables/{code}/invitations";
const MINE = "/players/me/invitations";

// The answers' words (literal keys: the catalog test finds every key the code uses).
const ANSWERS = { pending: "invite.pending", accepted: "invite.accepted", declined: "invite.declined" };

// A problem inviting where the shared sentence would mislead: `player_seated` here means the
// invited player, not yours.
const INVITE_PROBLEMS = { player_seated: "invite.alreadySeated" };

// A player id from what was typed: a profile link (/play/players/<id>) or the id itself.
export function playerIdFrom(text) {
  const trimmed = text.trim();
  return /\/players\/([\w-]+)/.exec(trimmed)?.[1] ?? (/^[\w-]+$/.test(trimmed) ? trimmed : null);
}

// ---- a table's lobby ---------------------------------------------------------------------------

// Whether the page's player is at this table: the seat this browser holds is its player's.
export function playerAtTable(view) {
  const player = savedPlayer();
  if (!player || !view || view.you.seat === null || view.you.seat === undefined) return false;
  return view.seats.some((seat) => seat.seat === view.you.seat && seat.player === player.id);
}

// What the lobby keeps between its redraws: the friends (read once, again on "Refresh") and
// the table's invitations (read again whenever the lobby's view changes), and the last line
// said. `redraw` draws the lobby again after an answer arrives.
export class TableInvitations {
  constructor(code, { errorText, redraw }) {
    this.code = code;
    this.errorText = errorText;
    this.redraw = redraw;
    this.friends = null;
    this.invited = null;
    this.message = "";
    this.draft = ""; // the id or link being typed
    this.reading = null; // one read at a time: views arriving together ask once
  }

  // The table's invitations again (and the friends the first time or when asked).
  load({ friends = false } = {}) {
    this.reading = (this.reading || Promise.resolve()).then(async () => {
      try {
        const params = { path: { code: this.code } };
        const [circle, invited] = await Promise.all([
          friends || this.friends === null ? request("GET", "/players/me/friends", { asPlayer: true }) : null,
          request("GET", TABLE, { params, asPlayer: true }),
        ]);
        if (circle) this.friends = circle.friends;
        this.invited = invited.invitations;
      } catch (error) { this.message = this.errorText(error); }
    });
    return this.reading;
  }

  async invite(id, name) {
    this.message = "";
    try {
      const answer = await request("POST", TABLE, { params: { path: { code: this.code } }, body: { player: id }, asPlayer: true });
      this.invited = answer.invitations;
      if (playerIdFrom(this.draft) === id) this.draft = "";
      const invited = this.invited.find((entry) => entry.id === id);
      announce(t("invite.sent", { name: invited?.name ?? name ?? id }));
    } catch (error) {
      const own = INVITE_PROBLEMS[error?.code];
      this.message = own ? t(own) : this.errorText(error);
    }
    this.redraw();
  }

  // The panel as the lobby shows it now; `view` is the table's view (who is seated already).
  panel(view) {
    const seated = new Set(view.seats.map((seat) => seat.player).filter(Boolean));
    const answers = new Map((this.invited ?? []).map((entry) => [entry.id, entry.answer]));
    const friends = this.friends ?? [];
    const full = view.seats.length >= view.max_seats;
    const friendRow = (friend) => {
      const nameId = `invite-friend-${friend.id}`;
      const at = seated.has(friend.id);
      return h("li", { "data-player": friend.id },
        h("span", { id: nameId }, friend.name), " ",
        at ? h("span", { class: "muted" }, t("invite.atTable"))
          : h("button", { type: "button", class: "small", disabled: full, "data-key": `invite-${friend.id}`, "aria-describedby": nameId,
            onclick: () => this.invite(friend.id, friend.name) },
          answers.has(friend.id) ? t("invite.again") : t("invite.button")));
    };
    const byId = h("form", { class: "find-player", onsubmit: (event) => {
      event.preventDefault();
      const id = playerIdFrom(event.target.elements.player.value);
      if (!id) { this.message = t("friends.findInvalid"); this.redraw(); return; }
      this.invite(id, null);
    } },
      h("div", { class: "field" }, h("label", { for: "invite-player" }, t("invite.byId")),
        // What is typed survives the lobby's redraws (a new view may arrive meanwhile).
        h("input", { id: "invite-player", name: "player", required: true, autocomplete: "off", value: this.draft,
          "data-key": "invite-player", oninput: (event) => { this.draft = event.target.value; } })),
      h("button", { type: "submit", class: "small", disabled: full, "data-key": "invite-submit" }, t("invite.button")));
    const invited = this.invited ?? [];
    return h("section", { class: "card-panel invitations", "aria-labelledby": "invite-heading", "data-key": "invite-panel" },
      h("h2", { id: "invite-heading" }, t("invite.heading")),
      h("p", { class: "error", role: "alert", "data-key": "invite-message" }, this.message),
      full ? h("p", { class: "hint" }, t("invite.full")) : null,
      h("div", { class: "circle-list" },
        h("h3", { id: "invite-friends-heading" }, t("invite.friends")),
        this.friends === null ? h("p", { role: "status" }, t("page.loading"))
          : friends.length === 0 ? h("p", { class: "muted", "data-key": "invite-no-friends" }, t("invite.noFriends"))
            : h("ul", { "aria-labelledby": "invite-friends-heading", "data-key": "invite-friends" }, friends.map(friendRow))),
      byId,
      h("div", { class: "circle-list" },
        h("h3", { id: "invited-heading" }, t("invite.invited")),
        invited.length === 0 ? h("p", { class: "muted", "data-key": "invited-none" }, t("invite.noneSent"))
          : h("ul", { "aria-labelledby": "invited-heading", "data-key": "invited" }, invited.map((entry) =>
            h("li", { "data-player": entry.id, "data-answer": entry.answer },
              h("strong", {}, entry.name), " ",
              h("span", { class: `badge answer-${entry.answer}` }, t(ANSWERS[entry.answer] ?? "invite.pending"))))),
        h("p", {}, h("button", { type: "button", class: "small", "data-key": "invite-refresh", onclick: async () => {
          this.message = "";
          await this.load({ friends: true });
          this.redraw();
          announce(t("invite.refreshed"));
        } }, t("invite.refresh")))));
  }
}

// ---- your page: invitations received -----------------------------------------------------------

export async function invitationsSection(env) {
  const first = await request("GET", MINE, { asPlayer: true });
  const heading = h("h2", { id: "invitations-heading", tabindex: "-1" }, t("invite.received"));
  const message = h("p", { class: "error", role: "alert" });
  const body = h("div", {});
  const section = h("section", { class: "card-panel", "aria-labelledby": "invitations-heading", "data-key": "invitations" },
    heading, message, body);
  let drawn = 0; // each drawing's number: a later answer is never drawn over by an older one
  // Both lists of `mine` (GET /players/me/invitations): tables, and tournaments (drawn by
  // tournament-invitations.js, loaded only when there are some).
  const show = async (mine) => {
    const { invitations } = mine;
    const tournaments = mine.tournaments ?? [];
    const run = (drawn += 1);
    const those = tournaments.length ? (await import("./tournament-invitations.js")).receivedTournaments(env, tournaments, { message, show, reload }) : null;
    if (run !== drawn) return;
    section.dataset.count = String(invitations.length + tournaments.length);
    const hadFocus = section.contains(document.activeElement);
    body.replaceChildren(...(invitations.length + tournaments.length === 0
      ? [h("p", { class: "muted", "data-key": "invitations-none" }, t("invite.noneReceived"))]
      : [invitations.length ? h("ul", { class: "invitation-list", "data-key": "invitations-list" }, invitations.map((entry) => row(entry))) : null,
        those ? h("h3", { id: "invited-tournaments-heading" }, t("tournament.heading")) : null, those].filter(Boolean)));
    if (hadFocus && !section.contains(document.activeElement)) heading.focus();
  };
  const row = (entry) => {
    const textId = `invitation-${entry.code}`;
    const sent = env.dateText(new Date(entry.sent_ms).toISOString());
    return h("li", { "data-code": entry.code },
      h("span", { id: textId }, h("strong", {}, env.gameTitle(entry.game)), " · ",
        h("a", { href: `/play/players/${entry.by}` }, t("invite.from", { name: entry.by_name })), " ", h("span", { class: "muted" }, t("invite.when", { date: sent }))), " ",
      h("button", { type: "button", class: "small primary", "data-key": `invitation-accept-${entry.code}`, "aria-describedby": textId,
        onclick: async () => {
          message.textContent = "";
          try {
            const joined = await request("POST", `${MINE}/{code}/accept`, { params: { path: { code: entry.code } }, body: {}, asPlayer: true });
            if (env.current()) env.openTable(joined.code, joined.token);
          } catch (error) { message.textContent = env.errorText(error); }
        } }, t("invite.accept")), " ",
      h("button", { type: "button", class: "small", "data-key": `invitation-decline-${entry.code}`, "aria-describedby": textId,
        onclick: async () => {
          message.textContent = "";
          try {
            const left = await request("DELETE", `${MINE}/{code}`, { params: { path: { code: entry.code } }, asPlayer: true });
            if (!env.current()) return;
            await show(left);
            announce(t("invite.declinedDone", { name: entry.by_name }));
          } catch (error) { message.textContent = env.errorText(error); }
        } }, t("invite.decline")));
  };
  // The list again: the one kept when it cannot be read (a reload of the page reads it again).
  const reload = async () => {
    try {
      const now = await request("GET", MINE, { asPlayer: true });
      if (env.current()) await show(now);
    } catch { /* the list stays as it was */ }
  };
  await show(first);
  // An invitation arriving while the page shows (the header's inbox hears of it): listed at once.
  const stop = whenNotified("invited", () => {
    if (!env.current()) { stop(); return; }
    reload();
  });
  return section;
}
