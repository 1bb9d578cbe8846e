// A finished game's record (GET /tables/{code}/record): its seats, result and rating changes,
// and its moves, stepped through one at a time with buttons or the keyboard (arrows, Home,
// End). A record holds the moves, not the views between them, so each move is told in words.
import { h } from "./dom.js";
import { number, t } from "./i18n.js";
import { seatName } from "./names.js";
import { request } from "./player.js";

const SOURCES = { player: "record.source.player", bot: "record.source.bot", timeout: "record.source.timeout",
  automatic: "record.source.automatic" };

// An action's fields in words: "type: play, card: 12".
function actionText(action) {
  if (!action) return "";
  return Object.entries(action).map(([name, value]) => `${name}: ${typeof value === "object" ? JSON.stringify(value) : value}`).join(", ");
}

export async function renderRecord(env, code) {
  const { main } = env;
  code = code.toUpperCase();
  main.replaceChildren(h("h1", {}, t("record.heading", { code })), h("p", { role: "status" }, t("page.loading")));
  const record = await request("GET", "/tables/{code}/record", { params: { path: { code } } });
  if (!env.current()) return;
  const seats = record.seats || [];
  const byNumber = (n) => (n < 0 ? null : seats.find((seat) => seat.seat === n) ?? seats[n]);
  const who = (n) => (n < 0 ? t("record.nobody") : seatName(byNumber(n)));
  const moves = record.moves || [];
  const result = record.result;
  const winners = result?.winners || [];
  const changes = new Map((record.rating_changes || []).map((change) => [change.seat, change]));
  const seatList = h("ul", { class: "seats", "data-key": "record-seats" }, seats.map((seat) => {
    const change = changes.get(seat.seat);
    return h("li", { class: `seat${winners.includes(seat.seat) ? " won" : ""}` },
      h("strong", {}, seat.player ? h("a", { href: `/play/players/${seat.player}` }, seatName(seat)) : seatName(seat)),
      winners.includes(seat.seat) ? [" ", h("span", { class: "badge" }, t("record.winner"))] : null,
      result?.scores ? [" · ", t("record.points", { count: result.scores[seat.seat] ?? 0 })] : null,
      change ? [" · ", t("history.rating", { before: number(change.before), after: number(change.after) })] : null);
  }));
  let step = 0; // moves shown: 0 (the deal) to moves.length (the end)
  const position = h("p", { class: "record-position", role: "status", "data-key": "record-position" });
  const list = h("ol", { class: "record-moves", "data-key": "record-moves" }, moves.map((move, index) =>
    h("li", { "data-step": String(index + 1) },
      h("button", { type: "button", class: "link", onclick: () => go(index + 1) },
        t("record.move", { seat: who(move.seat), source: t(SOURCES[move.source] ?? "record.source.player") }),
        move.action ? [" ", h("code", {}, actionText(move.action))] : null,
        move.reason ? [" ", h("span", { class: "muted" }, t("record.reason", { reason: move.reason }))] : null))));
  const button = (key, text, target) => h("button", { type: "button", "data-key": key, onclick: () => go(target()) }, text);
  const controls = h("div", { class: "buttons record-controls", role: "group", "aria-label": t("record.controls") },
    button("record-first", t("record.first"), () => 0),
    button("record-prev", t("record.previous"), () => step - 1),
    button("record-next", t("record.next"), () => step + 1),
    button("record-last", t("record.last"), () => moves.length));
  function go(target) {
    step = Math.max(0, Math.min(moves.length, target));
    position.textContent = step === 0 ? t("record.start", { count: moves.length })
      : t("record.at", { step, last: moves.length, text: list.children[step - 1].textContent });
    for (const item of list.children) {
      const n = Number(item.dataset.step);
      item.classList.toggle("current", n === step);
      item.classList.toggle("later", n > step);
      if (n === step) item.setAttribute("aria-current", "step");
      else item.removeAttribute("aria-current");
    }
    controls.querySelector('[data-key="record-first"]').disabled = step === 0;
    controls.querySelector('[data-key="record-prev"]').disabled = step === 0;
    controls.querySelector('[data-key="record-next"]').disabled = step === moves.length;
    controls.querySelector('[data-key="record-last"]').disabled = step === moves.length;
    main.dataset.step = String(step);
  }
  const viewer = h("section", { class: "card-panel record-viewer", "aria-labelledby": "moves-heading", tabindex: "0", "data-key": "record-viewer",
    onkeydown: (event) => {
      const target = { ArrowRight: step + 1, ArrowDown: step + 1, ArrowLeft: step - 1, ArrowUp: step - 1, Home: 0, End: moves.length }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      go(target);
    } },
    h("h2", { id: "moves-heading" }, t("record.moves", { count: moves.length })),
    h("p", { class: "hint" }, t("record.keys")), controls, position, list);
  const reasonKey = result ? `reason.${result.reason}` : null;
  const reason = reasonKey ? t(reasonKey, { reason: result.reason }) : t("result.cancelled");
  main.replaceChildren(
    h("h1", {}, t("record.title", { game: env.gameTitle(record.game), code })),
    h("section", { class: "card-panel", "aria-labelledby": "record-summary" },
      h("h2", { id: "record-summary" }, t("record.summary")),
      h("p", {}, t("record.ended", { date: env.dateText(record.ended) }), record.rated ? [" ", h("span", { class: "badge" }, t("tables.rated"))] : null),
      h("p", { class: "reason" }, reason === reasonKey ? t("reason.unknown", { reason: result.reason }) : reason),
      seatList,
      h("p", {}, h("a", { href: `/play/${code}` }, t("record.table")))),
    viewer);
  go(0);
}
