// Friends and blocks (docs/api.md, "Friends and blocks") as this browser's player: on your own
// page the circle (friends with their presence, requests received and sent, blocked players)
// with its answers, and
// your profile link to send a friend; on another player's profile what you may do now (ask,
// accept, withdraw, remove, block after a confirmation, unblock). Every write answers the
// circle as it is after it, so each list is drawn again from that answer, never guessed.
import { confirmDialog } from "./confirm.js";
import { announce, h, replaceFocusing } from "./dom.js";
import { t } from "./i18n.js";
import { request } from "./player.js";

const FRIEND = "/players/me/friends/{player_id}";
const BLOCK = "/players/me/blocks/{player_id}";

const readCircle = () => request("GET", "/players/me/friends", { asPlayer: true });
const write = (method, path, id) => request(method, path, { params: { path: { player_id: id } }, asPlayer: true });

// A panel redrawn from each circle: its buttons act and the answer draws it again. The focus
// stays on the same control (data-key) when it is still there, else goes to the panel's heading.
function circlePanel(env, panel, heading, draw) {
  const message = h("p", { class: "error", role: "alert" });
  const body = h("div", {});
  panel.append(message, body);
  const show = (circle) => replaceFocusing(body, draw(circle, act), () => heading.focus());
  const act = async (method, path, id, done) => {
    message.textContent = "";
    try {
      const circle = await write(method, path, id);
      if (!env.current()) return;
      show(circle);
      announce(done);
    } catch (error) { message.textContent = env.errorText(error); }
  };
  return show;
}

// ---- your page: the circle -------------------------------------------------------------------

// The lists of the circle, each under its heading with its count, or its empty state.
const LISTS = [
  { list: "friends", heading: "friends.friends", empty: "friends.noFriends" },
  { list: "incoming", heading: "friends.incoming", empty: "friends.noIncoming" },
  { list: "outgoing", heading: "friends.outgoing", empty: "friends.noOutgoing" },
  { list: "blocked", heading: "friends.blocked", empty: "friends.noBlocked" },
];

export async function friendsSection(env, showPresence = true) {
  const circle = await readCircle();
  const heading = h("h2", { id: "friends-heading", tabindex: "-1" }, t("friends.heading"));
  const section = h("section", { class: "card-panel friends", "aria-labelledby": "friends-heading", "data-key": "friends" }, heading,
    presenceSetting(env, showPresence));
  const show = circlePanel(env, section, heading, (answer, act) => LISTS.map(({ list, heading: title, empty }) => {
    const people = answer[list];
    const id = `${list}-list-heading`;
    return h("div", { class: "circle-list" },
      h("h3", { id, "data-key": `${list}-count`, "data-count": people.length }, t(title, { count: people.length })),
      people.length === 0 ? h("p", { class: "muted", "data-key": `${list}-none` }, t(empty))
        : h("ul", { "aria-labelledby": id, "data-key": `${list}-list` }, people.map((person) => personRow(env, list, person, act))));
  }));
  show(circle);
  return section;
}

// A friend's presence (docs/api.md, "Friends' presence"), in words (never by colour alone):
// online, away, offline, or playing a game at a public table, with a link to watch it.
const PRESENCE = { online: "friends.online", away: "friends.away", offline: "friends.offline" };

function presenceText(env, presence) {
  if (!presence) return null;
  const state = presence.state;
  if (state === "playing" && presence.table) {
    return h("span", { class: "presence playing", "data-key": "presence", "data-state": state },
      t("friends.playing", { game: env.gameTitle(presence.game) }), " ",
      h("a", { href: `/play/${presence.table}`, "data-key": "presence-table" }, t("friends.watch")));
  }
  const key = PRESENCE[state];
  return key ? h("span", { class: `presence ${state}`, "data-key": "presence", "data-state": state }, t(key)) : null;
}

// Whether your friends see you online, playing or away (`show_presence` on PATCH /players/me):
// a checkbox that saves as it changes, and goes back if the server refuses.
function presenceSetting(env, shown) {
  const message = h("p", { class: "error", role: "alert" });
  const box = h("input", { type: "checkbox", id: "show-presence", checked: shown, "data-key": "show-presence",
    onchange: async () => {
      message.textContent = "";
      try {
        const answer = await request("PATCH", "/players/me", { body: { show_presence: box.checked }, asPlayer: true });
        box.checked = answer.show_presence;
        announce(t(answer.show_presence ? "friends.presenceShown" : "friends.presenceHidden"));
      } catch (error) { box.checked = !box.checked; message.textContent = env.errorText(error); }
    } });
  return h("div", { class: "presence-setting" }, h("label", { for: "show-presence" }, box, " ", t("friends.showPresence")), message);
}

// A person of a list: their name (a link to their profile), a friend's presence, since when,
// and the list's answers.
function personRow(env, list, person, act) {
  const nameId = `${list}-${person.id}`;
  const button = (key, text, method, path, done, style = "small") => h("button", { type: "button", class: style,
    "data-key": `${key}-${person.id}`, "aria-describedby": nameId, onclick: () => act(method, path, person.id, done) }, text);
  const answers = {
    incoming: [button("accept", t("friends.accept"), "POST", FRIEND, t("friends.accepted", { name: person.name }), "small primary"),
      button("decline", t("friends.decline"), "DELETE", FRIEND, t("friends.declined", { name: person.name }))],
    outgoing: [button("withdraw", t("friends.withdraw"), "DELETE", FRIEND, t("friends.withdrawn", { name: person.name }))],
    blocked: [button("unblock", t("friends.unblock"), "DELETE", BLOCK, t("friends.unblocked", { name: person.name }))],
  };
  const since = env.dateText(new Date(person.since_ms).toISOString());
  return h("li", { "data-player": person.id },
    h("a", { id: nameId, href: `/play/players/${person.id}` }, person.name), " ",
    list === "friends" ? [presenceText(env, person.presence), " "] : null,
    h("span", { class: "muted" }, t("friends.since", { date: since })), " ", answers[list] ?? null);
}

// Your profile's address to send a friend (they open it and ask), with a copy button; and the
// way the other way round: a friend's link (or id) opens their profile.
export function shareSection(env, id) {
  const link = `${location.origin}/play/players/${id}`;
  const message = h("p", { class: "error", role: "alert" });
  const find = h("form", { class: "find-player", onsubmit: (event) => {
    event.preventDefault();
    const text = event.target.elements.player.value.trim();
    const found = /\/players\/([\w-]+)/.exec(text)?.[1] ?? (/^[\w-]+$/.test(text) ? text : null);
    if (found) location.assign(`/play/players/${found}`);
    else message.textContent = t("friends.findInvalid");
  } },
    h("div", { class: "field" }, h("label", { for: "find-player" }, t("friends.find")),
      h("input", { id: "find-player", name: "player", required: true, autocomplete: "off", "data-key": "find-player" })),
    h("button", { type: "submit", class: "small", "data-key": "find-submit" }, t("friends.findButton")));
  return h("section", { class: "card-panel", "aria-labelledby": "share-profile-heading", "data-key": "share-profile" },
    h("h2", { id: "share-profile-heading" }, t("friends.share")),
    h("p", {}, t("friends.shareText")),
    h("p", { class: "share" }, h("a", { href: link, "data-key": "profile-link" }, link), " ",
      h("button", { type: "button", class: "small", "data-key": "copy-profile-link", onclick: async () => {
        try { await navigator.clipboard.writeText(link); } catch { /* not allowed: the link is shown */ }
        announce(t("friends.copied"));
      } }, t("friends.copy"))),
    message, find);
}

// ---- another player's profile ----------------------------------------------------------------

// Where that player stands in your circle.
function standing(circle, id) {
  const has = (list) => circle[list].some((person) => person.id === id);
  if (has("blocked")) return "blocked";
  if (has("friends")) return "friend";
  if (has("incoming")) return "incoming";
  if (has("outgoing")) return "outgoing";
  return "none";
}

const STANDINGS = { friend: "friends.isFriend", incoming: "friends.asksYou", outgoing: "friends.requestSent", blocked: "friends.isBlocked" };

export async function profileActions(env, id, name) {
  const circle = await readCircle();
  const heading = h("h2", { id: "circle-heading", tabindex: "-1" }, t("friends.withPlayer", { name }));
  const panel = h("section", { class: "card-panel friend-actions", "aria-labelledby": "circle-heading", "data-key": "circle-actions" }, heading);
  const show = circlePanel(env, panel, heading, (answer, act) => {
    const now = standing(answer, id);
    panel.dataset.standing = now;
    const button = (key, text, method, path, done, style = "") => h("button", { type: "button", class: style, "data-key": key,
      onclick: () => act(method, path, id, done) }, text);
    const block = h("button", { type: "button", class: "danger", "data-key": "block", onclick: async () => {
      const yes = await confirmDialog({ title: t("friends.blockTitle", { name }), text: t("friends.blockText"),
        confirm: t("friends.block"), cancel: t("friends.keep") });
      if (yes) await act("PUT", BLOCK, id, t("friends.blockedDone", { name }));
    } }, t("friends.block"));
    const choices = {
      none: [button("friend-add", t("friends.add"), "POST", FRIEND, t("friends.requestSent"), "primary")],
      outgoing: [button("friend-withdraw", t("friends.withdraw"), "DELETE", FRIEND, t("friends.withdrawn", { name }))],
      incoming: [button("friend-accept", t("friends.acceptRequest"), "POST", FRIEND, t("friends.accepted", { name }), "primary"),
        button("friend-decline", t("friends.decline"), "DELETE", FRIEND, t("friends.declined", { name }))],
      friend: [button("friend-remove", t("friends.remove"), "DELETE", FRIEND, t("friends.removed", { name }))],
      blocked: [button("unblock", t("friends.unblock"), "DELETE", BLOCK, t("friends.unblocked", { name }))],
    };
    return [
      STANDINGS[now] ? h("p", { "data-key": "friend-standing" }, t(STANDINGS[now], { name })) : null,
      h("p", { class: "buttons" }, choices[now], now === "blocked" ? null : block),
    ];
  });
  show(circle);
  return panel;
}
