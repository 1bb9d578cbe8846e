// Playing card games on the table: choose a card of your hand, then the place on the board it
// goes to (a cell, a route, a card), among the legal moves the server lists (GET .../actions).
// Moves without a card are buttons beside the hand; a card's moves that have no place on the
// board stay listed under the hand.
import { h } from "./dom.js";
import { t } from "./i18n.js";

const keyOf = (action) => `move-${JSON.stringify(action)}`;

// An action's fields in a fixed order: the same move compares equal however it was encoded.
const canonical = (action) => JSON.stringify(Object.keys(action).sort().map((name) => [name, action[name]]));

// Whether `action` is the one the hint suggests (ctx.hint: the suggested action, or null).
export function isHinted(ctx, action) {
  return Boolean(ctx.hint) && canonical(ctx.hint) === canonical(action);
}

// `unplayable(card)` (optional): why a card of the hand cannot be played now, its title.
//
// What it returns is the hand's dock (kept on screen at the bottom, style.css): the hand, the
// moves that need no card (draw, pass, call...) as buttons beside it, resigning last, and the
// moves of the card chosen.
export function handAndMoves(ctx, { hand, cardFace, cardText, describe, unplayable, board }) {
  const inHand = new Set(hand.map((card) => card.id));
  const byCard = new Map();
  const others = [];
  for (const action of ctx.actions) {
    if (action.card !== undefined && inHand.has(action.card)) {
      if (!byCard.has(action.card)) byCard.set(action.card, []);
      byCard.get(action.card).push(action);
    } else {
      others.push(action);
    }
  }
  const resigns = (action) => action.type.endsWith(".resign");
  others.sort((a, b) => Number(resigns(a)) - Number(resigns(b))); // resigning last, apart
  const selected = byCard.has(ctx.ui.selected) ? ctx.ui.selected : null;
  const handList = h("ul", { class: "hand", "aria-label": t("play.hand") }, hand.map((card) => {
    const playable = byCard.has(card.id);
    return h("li", {}, h("button", {
      class: `card-button${playable ? " playable" : ""}${selected === card.id ? " selected" : ""}${ctx.hint?.card === card.id ? " hinted" : ""}`,
      "aria-pressed": String(selected === card.id),
      disabled: !playable,
      title: playable ? undefined : unplayable?.(card),
      "data-key": `card-${card.id}`,
      onclick: () => {
        ctx.ui.selected = selected === card.id ? null : card.id;
        board?.reset();
        ctx.rerender();
        if (ctx.ui.selected !== null) board?.focusFirst();
      },
      onkeydown: (event) => stepInRow(event, ".hand"),
    }, cardFace(card)));
  }));
  // The hint (if any) is marked on its move, as the suggestion: its card is preselected.
  const moveButton = (action) => {
    const isHint = isHinted(ctx, action);
    return h("button", { class: `${resigns(action) ? "move danger" : "move"}${isHint ? " hinted" : ""}`,
      "data-key": keyOf(action), onclick: () => ctx.act(action) },
    describe(action), isHint ? h("span", { class: "hint-mark" }, ` (${t("play.hinted")})`) : null);
  };
  const playing = ctx.seat !== null && ctx.view.status === "playing";
  // The chosen card's moves that go to a place on the board are played there, not listed.
  const choosing = board?.choosing() ?? null;
  const listed = choosing ?? (selected === null ? [] : byCard.get(selected).filter((action) => !board?.placed(action)));
  let note = null; // what to do, in a line under the hand
  if (playing && selected === null && byCard.size) note = t("play.chooseCard");
  if (playing && selected !== null && board?.count()) note = t("play.chooseTarget");
  if (playing && !ctx.actions.length) note = t("play.noActions");
  // Moves that need no card: buttons beside the hand, never mixed with a card's moves.
  const buttons = playing && others.length
    ? h("div", { class: "hand-buttons", role: "group", "aria-label": t("play.otherMoves") }, others.map(moveButton))
    : null;
  return h("div", { class: "hand-and-moves" },
    hand.length || buttons ? h("section", { class: "hand-row", "aria-labelledby": "hand-heading" },
      h("h2", { id: "hand-heading" }, t("play.hand")), hand.length ? handList : null, buttons,
      note ? h("p", { class: "hint hand-note" }, note) : null) : null,
    playing && listed.length ? h("section", { class: `moves-panel${choosing ? " choosing" : ""}`, "aria-labelledby": "moves-heading",
      onkeydown: choosing ? (event) => { if (event.key === "Escape") { event.preventDefault(); board.back(); } } : undefined },
      h("h2", { id: "moves-heading" }, t("play.actions")),
      h("h3", {}, t("play.movesFor", { card: cardText(hand.find((c) => c.id === selected)) })),
      h("ul", { class: "moves" }, listed.map((action) => h("li", {}, moveButton(action)))),
      choosing ? h("button", { class: "small", "data-key": "choice-back", onclick: () => board.back() }, t("play.back")) : null) : null);
}

// Arrow keys between the buttons of one row (the hand): Left/Right, Home/End.
function stepInRow(event, row) {
  const keys = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
  if (!(event.key in keys)) return;
  const buttons = [...event.currentTarget.closest(row).querySelectorAll("button:not(:disabled)")];
  const at = buttons.indexOf(event.currentTarget);
  const step = keys[event.key];
  const next = Number.isFinite(step) ? buttons[at + step] : buttons[step < 0 ? 0 : buttons.length - 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

// The places on the board where the chosen card can go, for a renderer to mark as it draws.
//
// `targetOf(action)`: the place (a key such as "cell-4") or the places in order (["cell-1",
// "cell-5"] for a move that names two) where `action` goes, or null when it has none on the
// board (it is then listed under the hand). `lastPlaceOf(event)`: where a seat's last move
// went (ctx.lastMoves), to mark it until that seat's next move. `describe(action)`: the
// move in words, the place's label for assistive technology.
//
// The renderer passes each place it draws through `mark(node, key)`: a legal place becomes a
// button (click, tap, Enter or Space plays; arrow keys go to the nearest place in that
// direction; Escape goes back to the hand), a place of several moves opens their choice, and
// a place of a move that names two places leads to the second.
export function boardTargets(ctx, { targetOf, describe, lastPlaceOf }) {
  const ui = ctx.ui;
  ui.path = Array.isArray(ui.path) ? ui.path : [];
  const places = (action) => {
    const where = targetOf(action);
    if (where === null || where === undefined) return null;
    return Array.isArray(where) ? where : [where];
  };
  const startsWith = (path, prefix) => prefix.every((key, i) => path[i] === key);
  const chosen = ctx.seat !== null && ctx.view.status === "playing" && ui.selected !== null && ui.selected !== undefined
    ? ctx.actions.filter((action) => action.card === ui.selected) : [];
  const routes = chosen.map((action) => ({ action, path: places(action) })).filter((r) => r.path && startsWith(r.path, ui.path));
  if (ui.path.length && !routes.length) ui.path = []; // a new view without the half-made move
  const next = new Map(); // the next place -> the moves through it
  for (const route of routes) {
    const key = route.path[ui.path.length];
    if (key === undefined) continue;
    if (!next.has(key)) next.set(key, []);
    next.get(key).push(route);
  }
  const hinted = ctx.hint ? places(ctx.hint) : null;
  const lastAt = new Map(); // place -> seats whose last move went there
  for (const [seat, event] of Object.entries(ctx.lastMoves || {})) {
    const key = lastPlaceOf?.(event);
    if (key === null || key === undefined) continue;
    if (!lastAt.has(key)) lastAt.set(key, []);
    lastAt.get(key).push(Number(seat));
  }

  const focusFirst = () => {
    const places = [...document.querySelectorAll("main .board-area .target")];
    (places.find((node) => node.classList.contains("hinted")) || places[0])?.focus();
  };

  const choose = (key) => {
    const through = next.get(key) || [];
    const path = [...ui.path, key];
    const done = through.filter((r) => r.path.length === path.length);
    if (through.length === 1 && done.length === 1) { reset(); ctx.act(done[0].action); return; }
    if (done.length === through.length) { ui.choiceAt = key; ctx.rerender(); focusChoice(); return; }
    ui.path = path; // a second place to choose
    ctx.rerender();
    focusFirst();
  };

  const reset = () => { ui.path = []; ui.choiceAt = null; };

  // Back one step: the place chosen last, or the card itself.
  const back = () => {
    const card = ui.selected;
    if (ui.choiceAt) ui.choiceAt = null;
    else if (ui.path.length) ui.path = ui.path.slice(0, -1);
    else ui.selected = null;
    ctx.rerender();
    if (ui.selected === null) document.querySelector(`main [data-key="${CSS.escape(`card-${card}`)}"]`)?.focus();
    else focusFirst();
  };

  // Several moves end at one place (a card played with or without a call...): they are
  // listed under the hand, the first one focused.
  const focusChoice = () => document.querySelector("main .moves-panel .moves button")?.focus();

  function mark(node, key) {
    const seats = lastAt.get(key);
    if (seats) {
      node.classList.add("was-last");
      node.dataset.lastBy = seats.join(" ");
      node.append(h("span", { class: "last-badge" }, t("play.lastHere", { names: seats.map((s) => ctx.name(s)).join(", ") })));
    }
    const through = next.get(key);
    if (!through) return node;
    const path = [...ui.path, key];
    const single = through.length === 1 && through[0].path.length === path.length;
    node.classList.add("target");
    if (hinted && startsWith(hinted, path)) node.classList.add("hinted");
    node.setAttribute("role", "button");
    node.setAttribute("tabindex", "0");
    node.dataset.key = `target-${key}`;
    const label = single ? describe(through[0].action) : null;
    const words = label === null ? null : [label].flat().map((part) => (part instanceof Node ? part.textContent : String(part))).join("");
    node.setAttribute("aria-label", words ?? `${node.getAttribute("aria-label") ?? ""} · ${t("play.chooseHere")}`);
    node.addEventListener("click", () => choose(key));
    node.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); choose(key); }
      else if (event.key === "Escape") { event.preventDefault(); back(); }
      else if (event.key.startsWith("Arrow")) { event.preventDefault(); nearest(node, event.key)?.focus(); }
    });
    if (ui.choiceAt === key) node.classList.add("choosing");
    return node;
  }

  return {
    mark,
    focusFirst,
    reset,
    // Whether `action` is played on the board (not listed under the hand).
    placed: (action) => places(action) !== null,
    // How many places the chosen card can go to now.
    count: () => next.size,
    // The moves of the place being chosen among (several end there), or null.
    choosing: () => (ui.choiceAt && next.has(ui.choiceAt) ? next.get(ui.choiceAt).map((r) => r.action) : null),
    back,
  };
}

// The place nearest to `from` in the arrow's direction, among the marked places.
function nearest(from, key) {
  const [dx, dy] = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key] || [0, 0];
  const centre = (node) => { const r = node.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
  const [x, y] = centre(from);
  let best = null;
  let bestScore = Infinity;
  for (const node of document.querySelectorAll("main .board-area .target")) {
    if (node === from) continue;
    const [nx, ny] = centre(node);
    const along = (nx - x) * dx + (ny - y) * dy; // distance in the arrow's direction
    if (along <= 0) continue;
    const across = Math.abs((nx - x) * dy) + Math.abs((ny - y) * dx);
    const score = along + 2 * across; // straight ahead first
    if (score < bestScore) { best = node; bestScore = score; }
  }
  if (best) return best;
  // Nothing that way: wrap around in reading order, so every place stays reachable.
  const all = [...document.querySelectorAll("main .board-area .target")];
  const at = all.indexOf(from);
  return all[(at + (dx + dy > 0 ? 1 : all.length - 1)) % all.length];
}
