// Invitations to tournaments (docs/api.md, "Invitations to tournaments"), loaded only where
// one is shown: on a tournament's page that takes registrations, its registered players and
// its creator invite friends and see whom it invited with each answer; on your page, the
// tournaments you were invited to, to accept (you are registered: on to its page) or decline.
// Every write answers the list as it is after it, so each list is drawn again from that answer.
import { announce, h } from "./dom.js";
import { t } from "./i18n.js";
import { request } from "./player.js";

const INVITATIONS = "/tournaments/{tournament_id}/invitations";
const MINE = "/players/me/tournament-invitations/{tournament_id}";

// The answers' words (literal keys: the catalog test finds every key the code uses).
const ANSWERS = { pending: "invite.pending", accepted: "invite.accepted", declined: "invite.declined" };

// Problems whose shared sentence speaks of a table or of you where it means the invited player.
const INVITE_PROBLEMS = {
  invite_self: "tournamentInvite.self",
  invitation_limit: "tournamentInvite.limit",
  already_registered: "tournamentInvite.alreadyRegistered",
};
const ANSWER_PROBLEMS = { invitation_not_found: "tournamentInvite.notFound" };

const problem = (env, own, error) => (own[error?.code] ? t(own[error.code]) : env.errorText(error));

// ---- a tournament's page -----------------------------------------------------------------------

// The panel keeps its own element across the page's redraws (the page polls the tournament):
// the friends are read once (again on "Refresh"), the invitations again when who is registered
// changes (an invitation accepted) or on "Refresh".
export class TournamentInvites {
  constructor(env, id) {
    this.env = env;
    this.id = id;
    this.friends = null;
    this.invited = null;
    this.message = "";
    this.entrants = null; // the registered players' ids when the invitations were read
    this.info = null;
    this.element = h("section", { class: "card-panel invitations", "aria-labelledby": "tournament-invite-heading", "data-key": "tournament-invite-panel" });
  }

  // The tournament as the page read it now: drawn, and read again when its entrants changed.
  update(info) {
    this.info = info;
    const entrants = info.players.filter((p) => !p.withdrawn).map((p) => p.id).sort().join(",");
    if (entrants !== this.entrants) {
      this.entrants = entrants;
      this.load({ friends: this.friends === null });
    }
    this.draw();
    return this.element;
  }

  async load({ friends = false } = {}) {
    try {
      const [circle, invited] = await Promise.all([
        friends ? request("GET", "/players/me/friends", { asPlayer: true }) : null,
        request("GET", INVITATIONS, { params: { path: { tournament_id: this.id } }, asPlayer: true }),
      ]);
      if (circle) this.friends = circle.friends;
      this.invited = invited.invitations;
    } catch (error) { this.message = this.env.errorText(error); }
    if (this.env.current()) this.draw();
  }

  async invite(friend) {
    this.message = "";
    try {
      const answer = await request("POST", INVITATIONS, { params: { path: { tournament_id: this.id } }, body: { player: friend.id }, asPlayer: true });
      this.invited = answer.invitations;
      announce(t("invite.sent", { name: friend.name }));
    } catch (error) { this.message = problem(this.env, INVITE_PROBLEMS, error); }
    if (this.env.current()) this.draw();
  }

  draw() {
    const registered = new Set(this.info.players.filter((p) => !p.withdrawn).map((p) => p.id));
    const answers = new Map((this.invited ?? []).map((entry) => [entry.id, entry.answer]));
    const friendRow = (friend) => {
      const nameId = `tournament-invite-friend-${friend.id}`;
      return h("li", { "data-player": friend.id },
        h("span", { id: nameId }, friend.name), " ",
        registered.has(friend.id) ? h("span", { class: "muted" }, t("tournamentInvite.registered"))
          : h("button", { type: "button", class: "small", "data-key": `tournament-invite-${friend.id}`, "aria-describedby": nameId,
            onclick: () => this.invite(friend) }, answers.has(friend.id) ? t("invite.again") : t("invite.button")));
    };
    const friends = this.friends ?? [];
    const invited = this.invited ?? [];
    const focused = this.element.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    this.element.replaceChildren(
      h("h2", { id: "tournament-invite-heading", tabindex: "-1" }, t("tournamentInvite.heading")),
      h("p", { class: "error", role: "alert", "data-key": "tournament-invite-message" }, this.message),
      h("div", { class: "circle-list" },
        h("h3", { id: "tournament-invite-friends-heading" }, t("invite.friends")),
        this.friends === null ? h("p", { role: "status" }, t("page.loading"))
          : friends.length === 0 ? h("p", { class: "muted", "data-key": "tournament-invite-no-friends" }, t("tournamentInvite.noFriends"))
            : h("ul", { "aria-labelledby": "tournament-invite-friends-heading", "data-key": "tournament-invite-friends" }, friends.map(friendRow))),
      h("div", { class: "circle-list" },
        h("h3", { id: "tournament-invited-heading" }, t("tournamentInvite.invited")),
        invited.length === 0 ? h("p", { class: "muted", "data-key": "tournament-invited-none" }, t("invite.noneSent"))
          : h("ul", { "aria-labelledby": "tournament-invited-heading", "data-key": "tournament-invited" }, invited.map((entry) =>
            h("li", { "data-player": entry.id, "data-answer": entry.answer },
              h("strong", {}, entry.name), " ",
              h("span", { class: `badge answer-${entry.answer}` }, t(ANSWERS[entry.answer] ?? "invite.pending"))))),
        h("p", {}, h("button", { type: "button", class: "small", "data-key": "tournament-invite-refresh", onclick: async () => {
          this.message = "";
          await this.load({ friends: true });
          announce(t("invite.refreshed"));
        } }, t("invite.refresh")))));
    // A keyboard user stays on the same control, or on the panel's heading when it went away.
    if (focused !== null) {
      const again = focused ? this.element.querySelector(`[data-key="${CSS.escape(focused)}"]`) : null;
      (again ?? this.element.querySelector("h2")).focus();
    }
  }
}

// ---- your page: the tournaments you were invited to -------------------------------------------

// The rows of `tournaments` (GET /players/me/invitations' `tournaments`); `message` says a
// problem, `show(mine)` draws the section again from a decline's answer, `reload()` after a
// refused acceptance (an event full, closed or over drops its invitation).
export function receivedTournaments(env, tournaments, { message, show, reload }) {
  return h("ul", { class: "invitation-list", "aria-labelledby": "invited-tournaments-heading", "data-key": "tournament-invitations-list" },
    tournaments.map((entry) => {
      const textId = `tournament-invitation-${entry.tournament}`;
      const sent = env.dateText(new Date(entry.sent_ms).toISOString());
      const path = { params: { path: { tournament_id: entry.tournament } }, asPlayer: true };
      return h("li", { "data-tournament": entry.tournament },
        h("span", { id: textId }, h("a", { href: `/play/tournaments/${entry.tournament}` }, entry.name), " · ", env.gameTitle(entry.game), " · ",
          h("a", { href: `/play/players/${entry.by}` }, t("invite.from", { name: entry.by_name })), " ", h("span", { class: "muted" }, t("invite.when", { date: sent }))), " ",
        h("button", { type: "button", class: "small primary", "data-key": `tournament-invitation-accept-${entry.tournament}`, "aria-describedby": textId,
          onclick: async () => {
            message.textContent = "";
            try {
              await request("POST", `${MINE}/accept`, path);
              if (env.current()) location.assign(`/play/tournaments/${entry.tournament}`);
            } catch (error) {
              message.textContent = problem(env, ANSWER_PROBLEMS, error);
              if (env.current()) await reload();
            }
          } }, t("tournamentInvite.accept")), " ",
        h("button", { type: "button", class: "small", "data-key": `tournament-invitation-decline-${entry.tournament}`, "aria-describedby": textId,
          onclick: async () => {
            message.textContent = "";
            try {
              const left = await request("DELETE", MINE, path);
              if (!env.current()) return;
              await show(left);
              announce(t("invite.declinedDone", { name: entry.by_name }));
            } catch (error) { message.textContent = problem(env, ANSWER_PROBLEMS, error); }
          } }, t("invite.decline")));
    }));
}
