// A table's chat (docs/api.md, "Table chat"), loaded by app.js only once a table is drawn (the
// first page load stays light). Quick phrases and emotes from GET /chat/catalogue, each shown
// in this PAGE's language whoever sent it (a message carries the phrase's id, never its words);
// free text only at a table created with `free_chat`, for a writer with a player identity.
// Messages come from the table's push stream while it is open (follow.js carries them: one
// connection per player in play), else from GET /tables/{code}/chat's long-poll (`since` +
// `wait`); both already leave out what this reader may not see. A seat or the host reads and writes with its table
// token; a spectator reads (with its player key if this browser keeps one, else with none)
// and writes with its player key only. The panel is one node kept across the table's redraws
// (its draft and its log survive a new view); it starts collapsed, so the hand docked at the
// bottom of a phone's screen and the board keep their room.
import { ApiError, sessionFor } from "./api.js";
import { announce, h, replaceFocusing } from "./dom.js";
import { language, t } from "./i18n.js";
import { savedPlayer } from "./player.js";

const WAIT = 25; // seconds a read waits for a new message (the server caps it)
// After the messages so far, the first long-poll waits until the page has settled: no request
// held open while the table's page is still loading (a message meanwhile comes with that read).
const SETTLE_MS = 6000;
const KEPT = 100; // messages kept on screen
const OPEN_KEY = "tapete.chat"; // "open" when this browser's player left the panel open
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The catalogue, read once per page and shared by every table opened in it.
let catalogue = null;
function readCatalogue() {
  if (!catalogue) {
    const anonymous = sessionFor("", null);
    catalogue = anonymous.call(() => anonymous.client.GET("/chat/catalogue"))
      .catch((error) => { catalogue = null; throw error; });
  }
  return catalogue;
}

// An entry's words in the page's language (English where the catalogue has none for it).
function words(entry) {
  return entry[language()] ?? entry.en;
}

export class TableChat {
  // `session`: the table's (its token, or none for a spectator); `errorText`: the app's words
  // for a problem; `view()`: the table's view as shown now; `follower`: the table's
  // (follow.js), whose stream brings the chat while it is open.
  constructor(code, session, { errorText, view, follower = null }) {
    this.code = code;
    this.session = session;
    this.follower = follower;
    this.wake = null; // ends the loop's wait while the stream brings the messages
    this.polling = null; // the long-poll in flight: aborted once the stream brings them
    this.errorText = errorText;
    this.currentView = view;
    this.catalogue = null;
    this.messages = new Map(); // number -> message, as read
    this.since = 0;
    this.unread = 0;
    this.muted = new Set(); // member ids this seat muted (as the server answered)
    this.problem = "";
    this.open = localStorage.getItem(OPEN_KEY) === "open";
    this.stopped = false;
    this.drawnLanguage = null;
    // The parts kept across redraws: the log and the free text being typed.
    this.log = h("ol", { class: "chat-log", "data-key": "chat-log", tabindex: "0", "aria-labelledby": "chat-heading" });
    this.input = h("input", { id: "chat-text", name: "text", maxlength: 200, autocomplete: "off", "data-key": "chat-text" });
    this.node = h("section", { class: "chat card-panel", "aria-labelledby": "chat-heading", "data-key": "chat-panel" });
  }

  get view() { return this.currentView(); }

  // Who writes here: "table" (a seat or the host, by the table token), "player" (a spectator
  // with this browser's player), or null (a spectator without one: reading only).
  get writer() {
    const view = this.view;
    if (view && view.you.role !== "spectator" && this.session.token) return "table";
    return savedPlayer() ? "player" : null;
  }

  // Free text: at a table with `free_chat`, from a writer with a player identity (a seat
  // linked to a player; an observing host or a spectator with this browser's player).
  get freeText() {
    const view = this.view;
    if (!view?.free_chat || this.writer === null) return false;
    if (view.you.seat !== null && view.you.seat !== undefined) {
      return Boolean(view.seats.find((seat) => seat.seat === view.you.seat)?.player);
    }
    return Boolean(savedPlayer());
  }

  // Reads the catalogue, then the messages so far and every new one until stop(): by
  // long-polls while the table's stream does not bring them.
  async start() {
    try {
      this.catalogue = await readCatalogue();
    } catch (error) { this.problem = this.errorText(error); }
    this.draw();
    this.follower?.carryChat(this);
    let first = true;
    let failures = 0;
    while (!this.stopped) {
      if (!first && this.streamed) {
        await new Promise((resolve) => { this.wake = resolve; });
        this.wake = null;
        continue;
      }
      try {
        this.polling = new AbortController();
        const answer = await this.read(this.since, first ? 0 : WAIT, this.polling.signal);
        if (this.stopped) return;
        this.take(answer, { quiet: first });
        if (first) await sleep(SETTLE_MS);
        first = false;
        failures = 0;
        this.readsAgain();
      } catch (error) {
        if (this.stopped) return;
        if (this.polling.signal.aborted) continue; // the stream brings the messages now
        if (error instanceof ApiError && error.status === 404) return; // the table is gone
        this.readFailed = true;
        this.problem = error instanceof ApiError ? this.errorText(error) : t("play.offline");
        this.draw();
        failures += 1;
        await sleep(Math.min(30_000, 1000 * 2 ** failures));
      }
    }
  }

  stop() {
    this.stopped = true;
    this.wake?.();
    this.polling?.abort();
  }

  // Whether this chat reads as this browser's player (a spectator with one), not with the
  // table's session: the stream, opened with the table's session, does not bring its messages.
  get readsAsPlayer() {
    return this.writer === "player" && this.view?.you.role === "spectator" && !this.playerKeyRejected;
  }

  // Whether the table's stream brings this reader's messages now.
  get streamed() {
    return Boolean(this.follower?.streaming) && !this.readsAsPlayer;
  }

  // A chat message from the table's stream (follow.js), taken when it is this reader's.
  fromStream(message) {
    if (this.stopped) return;
    if (this.readsAsPlayer) { this.wake?.(); return; } // read as the player instead
    this.take({ messages: [message], version: message.number });
  }

  // The table's stream opened or ended (follow.js): hand the reading over.
  streamChanged() {
    if (!this.streamed) { this.wake?.(); return; }
    this.polling?.abort();
    this.readsAgain();
  }

  // Reading works again (a read answered, or the stream took over): a read's problem goes.
  readsAgain() {
    if (!this.readFailed) return;
    this.readFailed = false;
    this.problem = "";
    this.draw();
  }

  // A spectator with this browser's player reads as that player (whom it blocked stays out);
  // if that key no longer works, as an anonymous spectator.
  async read(since, wait, signal) {
    const query = { params: { path: { code: this.code }, query: { since, wait } }, signal };
    const player = this.readsAsPlayer ? savedPlayer() : null;
    if (player) {
      const session = sessionFor(this.code, player.token);
      try {
        return await session.call(() => session.client.GET("/tables/{code}/chat", query));
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401) throw error;
        this.playerKeyRejected = true;
      }
    }
    return this.session.call(() => this.session.client.GET("/tables/{code}/chat", query));
  }

  // New messages into the log; the others' announced (not the history read on opening).
  take(answer, { quiet = false } = {}) {
    const fresh = answer.messages.filter((message) => !this.messages.has(message.number));
    for (const message of fresh) this.messages.set(message.number, message);
    this.since = Math.max(this.since, answer.version);
    if (this.messages.size > KEPT) {
      for (const number of [...this.messages.keys()].sort((a, b) => a - b).slice(0, this.messages.size - KEPT)) this.messages.delete(number);
    }
    if (!fresh.length) return;
    this.fillLog();
    this.draw(); // a new writer may be one to mute
    const others = fresh.filter((message) => !this.mine(message));
    if (!quiet && others.length) {
      if (!this.open) this.unread += others.length;
      announce(others.map((message) => (message.emote ? this.text(message)
        : t("chat.said", { name: message.name, message: this.text(message) }))).join(" "));
      this.drawToggle();
    }
  }

  // Whether this page wrote `message`: its member at the table, else its player.
  mine(message) {
    const you = this.view?.you;
    if (you?.member !== null && you?.member !== undefined && message.member === you.member) return true;
    const player = savedPlayer();
    return you?.role === "spectator" && Boolean(player) && message.player === player.id && message.member == null;
  }

  // A message's words in this page's language.
  text(message) {
    const phrases = this.catalogue?.phrases ?? [];
    const emotes = this.catalogue?.emotes ?? [];
    if (message.phrase) {
      const entry = phrases.find((phrase) => phrase.id === message.phrase);
      return entry ? words(entry) : message.phrase;
    }
    if (message.emote) {
      const entry = emotes.find((emote) => emote.id === message.emote);
      return t("chat.emote", { symbol: entry?.symbol ?? "", name: message.name, action: entry ? words(entry) : message.emote });
    }
    return message.text ?? "";
  }

  fillLog() {
    const shown = [...this.messages.values()].sort((a, b) => a.number - b.number).filter((message) => message.member == null || !this.muted.has(message.member));
    const atBottom = this.log.scrollTop + this.log.clientHeight >= this.log.scrollHeight - 8;
    this.log.replaceChildren(...(shown.length ? shown.map((message) => this.item(message))
      : [h("li", { class: "muted", "data-key": "chat-empty" }, t("chat.empty"))]));
    if (atBottom) this.log.scrollTop = this.log.scrollHeight;
  }

  item(message) {
    const kind = message.phrase ? "phrase" : message.emote ? "emote" : "text";
    const who = this.mine(message) ? `${message.name} (${t("seat.you")})` : message.name;
    const notes = [
      message.role === "spectator" ? t("chat.spectator") : null,
      message.to === "spectators" ? t("chat.toSpectators") : null,
    ].filter(Boolean);
    const note = notes.length ? h("span", { class: "muted" }, ` (${notes.join(", ")})`) : null;
    return h("li", { class: `chat-${kind}`, "data-number": message.number, "data-kind": kind,
      "data-id": message.phrase ?? message.emote ?? undefined },
    kind === "emote" ? [this.text(message), note] // "👏 Ana applauds": the name is in it
      : [h("strong", {}, who), note, ": ", h("span", { class: "chat-words" }, this.text(message))]);
  }

  // The panel as the table shows it now (called by each redraw of the table): drawn again
  // only when what it shows changed, so the table's redraw finds a focused control where it
  // was and puts the focus back on it after moving the panel (by its data-key).
  panel() {
    this.draw();
    return this.node;
  }

  drawToggle() {
    const toggle = this.node.querySelector('[data-key="chat-toggle"]');
    if (!toggle) return;
    const unread = !this.open && this.unread
      ? [h("span", { class: "badge", "data-key": "chat-unread" }, t("chat.unread", { count: this.unread }))] : [];
    toggle.replaceChildren(t("chat.heading"), ...unread);
  }

  // Whom this seat may mute (a seat or the host: it has a member id): the other people at
  // the table by member id, from the seats and from the messages' writers (in the lobby a
  // playing host's seat shows no member id yet; its messages do). [member, name] pairs.
  get mutable() {
    const view = this.view;
    const you = view?.you.member;
    if (you === null || you === undefined) return [];
    const people = new Map();
    for (const seat of view.seats) {
      if (seat.kind === "human" && seat.member !== null && seat.member !== undefined) people.set(seat.member, seat.name);
    }
    for (const message of this.messages.values()) {
      if (message.member !== null && message.member !== undefined && message.role !== "spectator") people.set(message.member, message.name);
    }
    people.delete(you);
    return [...people].sort((a, b) => a[0] - b[0]);
  }

  // Everything but the log and the draft drawn again, when what they show changed; a
  // focused control that is gone hands the focus to the toggle.
  draw() {
    if (this.drawnLanguage !== language()) { this.drawnLanguage = language(); this.fillLog(); }
    const shown = JSON.stringify([language(), this.writer, this.freeText, this.open, this.problem, Boolean(this.catalogue),
      this.mutable, [...this.muted]]);
    if (shown === this.shown) return;
    this.shown = shown;
    const toggle = h("button", { type: "button", class: "chat-toggle", "data-key": "chat-toggle",
      "aria-expanded": this.open ? "true" : "false", "aria-controls": "chat-body",
      onclick: () => this.setOpen(!this.open) });
    // Built once the focus is noted: it takes in the log and the draft's field, kept across
    // draws, and so moves a focused one out of the page (the focus with it).
    const body = () => h("div", { id: "chat-body", class: "chat-body", hidden: !this.open },
      // Only while there is one: an empty alert would read as a problem to scripts (tests).
      this.problem ? h("p", { class: "error", role: "alert", "data-key": "chat-problem" }, this.problem) : null,
      this.log,
      this.controls());
    replaceFocusing(this.node, () => [h("h2", { id: "chat-heading" }, toggle), body()], () => toggle.focus());
    this.drawToggle();
  }

  setOpen(open) {
    this.open = open;
    localStorage.setItem(OPEN_KEY, open ? "open" : "closed");
    if (open) this.unread = 0;
    this.draw();
    if (open) this.log.scrollTop = this.log.scrollHeight;
  }

  controls() {
    if (this.writer === null) {
      return h("p", { class: "hint", "data-key": "chat-read-only" }, t("chat.readOnly"), " ",
        h("a", { href: "/play/me" }, t("chat.createPlayer")));
    }
    const phrases = this.catalogue?.phrases ?? [];
    const emotes = this.catalogue?.emotes ?? [];
    const parts = [
      h("div", { class: "chat-quick", role: "group", "aria-label": t("chat.phrases") },
        phrases.map((entry) => h("button", { type: "button", class: "small", "data-key": `chat-phrase-${entry.id}`,
          onclick: () => this.send({ kind: "quick", phrase: entry.id }) }, words(entry)))),
      h("div", { class: "chat-emotes", role: "group", "aria-label": t("chat.emotes") },
        emotes.map((entry) => h("button", { type: "button", class: "small emote", "data-key": `chat-emote-${entry.id}`,
          "aria-label": words(entry), title: words(entry),
          onclick: () => this.send({ kind: "emote", emote: entry.id }) }, entry.symbol ?? entry.id))),
    ];
    if (this.freeText) {
      parts.push(h("form", { class: "chat-form", onsubmit: (event) => {
        event.preventDefault();
        const text = this.input.value.trim();
        if (text) this.send({ kind: "text", text }, true);
      } },
      h("label", { for: "chat-text" }, t("chat.textLabel")),
      h("div", { class: "with-button" }, this.input,
        h("button", { type: "submit", class: "small primary", "data-key": "chat-send" }, t("chat.send")))));
    }
    const mutable = this.mutable;
    if (mutable.length) {
      parts.push(h("details", { class: "chat-mutes", open: this.mutesOpen, ontoggle: (event) => { this.mutesOpen = event.target.open; } },
        h("summary", { "data-key": "chat-mutes" }, t("chat.mutes")),
        h("ul", {}, mutable.map(([member, name]) => {
          const muted = this.muted.has(member);
          return h("li", {}, h("button", { type: "button", class: "small", "aria-pressed": muted ? "true" : "false",
            "data-key": `chat-mute-${member}`, onclick: () => this.mute(member, name, !muted) },
          t("chat.mute", { name })));
        }))));
    }
    return parts;
  }

  // Posting is never retried: a message counts once, and 429 `chat_too_fast` is said at once.
  async send(body, typed = false) {
    this.problem = "";
    const asPlayer = this.writer === "player";
    const player = asPlayer ? savedPlayer() : null;
    const session = player ? sessionFor(this.code, player.token) : this.session;
    try {
      const answer = session.parsed(await session.client.POST("/tables/{code}/chat",
        { params: { path: { code: this.code } }, body }));
      if (typed) this.input.value = "";
      this.take({ version: this.since, messages: [answer] }, { quiet: true });
      announce(t("chat.sent"));
    } catch (error) {
      if (player && error && typeof error === "object") error.playerKey = true;
      this.problem = error instanceof ApiError ? this.errorText(error) : t("play.offline");
    }
    if (!this.stopped) this.draw();
  }

  // A seat's messages out of (or back into) this seat's chat; the log read again from the
  // start on unmuting, for what that seat wrote meanwhile.
  async mute(member, name, muted) {
    this.problem = "";
    const path = "/tables/{code}/chat/mutes/{member}";
    const params = { params: { path: { code: this.code, member } } };
    try {
      const answer = await this.session.call(() => this.session.client[muted ? "PUT" : "DELETE"](path, params));
      this.muted = new Set(answer);
      if (!muted) this.take(await this.read(0, 0), { quiet: true });
      this.fillLog();
      announce(t(muted ? "chat.muted" : "chat.unmuted", { name }));
    } catch (error) { this.problem = this.errorText(error); }
    if (!this.stopped) this.draw();
  }
}
