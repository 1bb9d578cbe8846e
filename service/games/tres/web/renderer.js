// TRES drawn for people: the 3x3 board with stacks and seals, hands, the pending decision
// (a -4's answer, a follow-up), and the ¡TRES! announcement on the moves that carry it.
import { h } from "/play/static/dom.js";
import { t } from "/play/static/i18n.js";
import { boardTargets, handAndMoves } from "/play/static/moves.js";

function cardText(card) {
  if (!card) return "";
  const kind = t(`tres.kind.${card.kind}`, { number: card.number });
  return card.colour ? `${kind} ${t(`tres.colour.${card.colour}`)}` : kind;
}

// Card symbols drawn as inline SVG (every font lacks some of ⦸, ⇄, 🔒): each names itself for
// assistive technology (role img, aria-label), even where its card says it in words too.
const SVG = "http://www.w3.org/2000/svg";
const ICONS = {
  skip: [["circle", { cx: 12, cy: 12, r: 8.5, fill: "none", "stroke-width": 2.6 }], ["path", { d: "M6 18 18 6", "stroke-width": 2.6 }]],
  reverse: [["path", { d: "M4 9h14M14 5l4 4-4 4M20 15H6M10 11l-4 4 4 4", fill: "none", "stroke-width": 2.2 }]],
  seal: [["rect", { x: 5, y: 11, width: 14, height: 10, rx: 1.5, stroke: "none" }], ["path", { d: "M8 11V8a4 4 0 0 1 8 0v3", fill: "none", "stroke-width": 2.4 }]],
  star: [["path", { d: "M12 2.5l2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 17.1 6.1 20.5l1.4-6.6-5-4.5 6.6-.7z", stroke: "none" }]],
};

function icon(name, label) {
  const node = document.createElementNS(SVG, "svg");
  for (const [attr, value] of Object.entries({ viewBox: "0 0 24 24", width: "1.2em", height: "1.2em", role: "img", "aria-label": label,
    class: `glyph glyph-${name}`, fill: "currentColor", stroke: "currentColor", "stroke-linecap": "round", "stroke-linejoin": "round" })) {
    node.setAttribute(attr, value);
  }
  const title = document.createElementNS(SVG, "title");
  title.textContent = label;
  node.append(title);
  for (const [tag, attrs] of ICONS[name]) {
    const part = document.createElementNS(SVG, tag);
    for (const [attr, value] of Object.entries(attrs)) part.setAttribute(attr, value);
    node.append(part);
  }
  return node;
}

// The big symbol of a card: its number, a short text every font has, or an SVG icon.
function symbol(card, { wild = false } = {}) {
  if (card.number !== undefined && card.number !== null) return String(card.number);
  if (wild) return "?";
  const short = { numeral: "#", question: "?", draw_two: "+2", draw_four: "+4", minus_four: "-4" }[card.kind];
  if (short) return short;
  const name = { skip: "skip", reverse: "reverse", seal: "seal", unseal: "seal" }[card.kind] || "star";
  return icon(name, t(`tres.kind.${card.kind}`, { number: card.number }));
}

function cardFace(card) {
  return h("span", { class: `tres-card ${card.colour || "wild"}` },
    h("span", { class: "big", "aria-hidden": "true" }, symbol(card)),
    h("span", { class: "small-label" }, cardText(card)));
}

function lineText(line) {
  return t(`tres.line.${line}`);
}

function describe(ctx, hand) {
  const inHand = new Set(hand.map((c) => c.id));
  return (action) => {
    const cell = (n) => n + 1;
    let text;
    switch (action.type) {
      case "tres.place":
        text = action.number ? t("tres.a.placeNumber", { cell: cell(action.cell), number: action.number }) : t("tres.a.place", { cell: cell(action.cell) });
        break;
      case "tres.reset": text = t("tres.a.reset", { line: lineText(action.line) }); break;
      case "tres.change_colour": text = t("tres.a.change_colour", { cell: cell(action.cell), colour: t(`tres.colour.${action.colour}`) }); break;
      case "tres.swap_hands": text = t("tres.a.swap_hands", { target: ctx.name(action.target) }); break;
      case "tres.steal": text = t("tres.a.steal", { target: ctx.name(action.target) }); break;
      case "tres.exchange": text = t("tres.a.exchange", { first: cell(action.first), second: cell(action.second) }); break;
      case "tres.twist_stack": text = t("tres.a.twist_stack", { cell: cell(action.cell) }); break;
      case "tres.twist_line": text = t("tres.a.twist_line", { line: lineText(action.line) }); break;
      case "tres.seal": text = t("tres.a.seal", { cell: cell(action.cell) }); break;
      case "tres.unseal": text = t("tres.a.unseal", { cell: cell(action.cell) }); break;
      case "tres.comeback": text = action.line === undefined || action.line === null ? t("tres.a.comeback") : t("tres.a.comebackLine", { line: lineText(action.line) }); break;
      case "tres.draw": text = action.and_pass ? t("tres.a.drawPass") : t("tres.a.draw"); break;
      case "tres.pass": text = t("tres.a.pass"); break;
      default: text = t(`tres.a.${action.type.slice(5)}`);
    }
    if (action.card !== undefined && !inHand.has(action.card) && ctx.game.pending?.card) {
      text = `${cardText(ctx.game.pending.card)}: ${text}`;
    }
    if (action.announce) return [h("strong", { class: "tres-call" }, t("tres.announce")), " ", text, h("span", { class: "muted" }, ` (${t("tres.announceHint")})`)];
    const twin = ctx.actions.some((a) => a.announce && JSON.stringify({ ...a, announce: false }) === JSON.stringify({ ...action, announce: false }));
    return twin ? [text, h("span", { class: "muted" }, ` (${t("tres.noAnnounce")})`)] : text;
  };
}

// The eight lines (docs/rules/tres.md, T1): rows 0-2, columns 3-5, diagonals 6 (0-4-8) and 7 (2-4-6).
const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

// The winning line, when the game ended by one (the outcome's details name its cells): its
// cells and its number among the lines (-1 if its cells make none).
function winningLine(game) {
  const line = game.outcome?.details?.line;
  const cells = Array.isArray(line) ? new Set(line) : new Set();
  const index = LINES.findIndex((l) => cells.size === 3 && l.every((c) => cells.has(c)));
  return { cells, index };
}

// Where a move goes on the board: a cell, a line's handle, two cells (Intercambio: the first
// then the second), or a player's seat (Mano a mano, Donación forzosa); null for the moves
// played from the hand alone (+4, -4, Terremoto, El regreso that brings a player back).
function targetOf(action) {
  switch (action.type) {
    case "tres.place": case "tres.change_colour": case "tres.seal": case "tres.unseal": case "tres.twist_stack":
      return `cell-${action.cell}`;
    case "tres.exchange": return [`cell-${action.first}`, `cell-${action.second}`];
    case "tres.reset": case "tres.twist_line": return `line-${action.line}`;
    case "tres.comeback": return typeof action.line === "number" ? `line-${action.line}` : null;
    case "tres.swap_hands": case "tres.steal": return `seat-${action.target}`;
    default: return null;
  }
}

// Where a seat's last move went, from the first event of its step (tres.placed names the cell,
// tres.played the action: cell, line, the first of two cells, or the target seat).
function lastPlaceOf(event) {
  const data = event.data || {};
  if (event.type === "tres.placed") return typeof data.cell === "number" ? `cell-${data.cell}` : null;
  if (event.type !== "tres.played") return null;
  const play = data.play || {};
  if (typeof play.cell === "number") return `cell-${play.cell}`;
  if (typeof play.line === "number") return `line-${play.line}`;
  if (typeof play.first === "number") return `cell-${play.first}`;
  if (typeof play.target === "number") return `seat-${play.target}`;
  return null;
}

// The moves as the board offers them: an Intercambio's two cells in either order (the server
// lists each pair once and takes it either way), and a play that completes a line with its
// announced variant first (at a place of both, ¡TRES! is the first choice, focused).
function boardActions(actions) {
  const listed = new Set(actions.map((a) => JSON.stringify(a)));
  const all = [];
  for (const action of actions) {
    all.push(action);
    const mirror = { ...action, first: action.second, second: action.first };
    if (action.type === "tres.exchange" && !listed.has(JSON.stringify(mirror))) all.push(mirror);
  }
  const twinKey = (a) => JSON.stringify({ ...a, announce: false });
  const announced = new Map(all.filter((a) => a.announce).map((a) => [twinKey(a), a]));
  const plain = new Set(all.filter((a) => !a.announce).map(twinKey));
  const out = [];
  for (const action of all) {
    if (action.announce && plain.has(twinKey(action))) continue; // goes just before its twin
    const twin = action.announce ? undefined : announced.get(twinKey(action));
    if (twin) out.push(twin);
    out.push(action);
  }
  return out;
}

// The places where the chosen card completes a line (its next step offers ¡TRES!).
function callPlaces(ctx, actions) {
  const path = Array.isArray(ctx.ui.path) ? ctx.ui.path : [];
  const keys = new Set();
  for (const action of actions) {
    if (!action.announce || action.card !== ctx.ui.selected) continue;
    const where = [targetOf(action)].flat();
    if (where[0] !== null && path.every((key, i) => where[i] === key) && where[path.length]) keys.add(where[path.length]);
  }
  return keys;
}

// A place of the board (a cell, a line's handle, a player's hand) marked for the chosen card:
// its move is a button laid over it, named by the move and with no text of its own (so its
// name never contradicts what the place shows); the last move's badge goes on the place.
function place(board, node, key, name) {
  const spot = h("span", { class: "tres-spot", "aria-label": name });
  board.mark(spot, key);
  node.dataset.place = key;
  const badge = spot.querySelector(".last-badge");
  if (badge) {
    node.append(badge);
    node.classList.add("was-last");
    node.dataset.lastBy = spot.dataset.lastBy;
  }
  spot.classList.remove("was-last");
  if (spot.classList.contains("target")) {
    node.append(spot);
    node.classList.add("has-target");
  }
  return node;
}

// A line's handle beside the board: an arrow along the line, a place for the line's moves.
function lineHandle(board, line, won) {
  const angle = [-90, -90, -90, 0, 0, 0, -45, 45][line];
  const node = place(board, h("div", { class: `tres-line line-${line}${won ? " won" : ""}` }, arrow(angle)), `line-${line}`, lineText(line));
  if (!node.classList.contains("has-target")) node.setAttribute("aria-hidden", "true");
  return node;
}

function arrow(angle) {
  const node = document.createElementNS(SVG, "svg");
  for (const [attr, value] of Object.entries({ viewBox: "0 0 24 24", width: "1em", height: "1em", "aria-hidden": "true", class: "line-arrow",
    fill: "none", stroke: "currentColor", "stroke-width": 2.6, "stroke-linecap": "round", "stroke-linejoin": "round", style: `transform: rotate(${angle}deg)` })) {
    node.setAttribute(attr, value);
  }
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", "M12 3v17M5 13l7 7 7-7");
  node.append(path);
  return node;
}

// Every seat's hand as the table sees it (a name and a count): the place where Mano a mano and
// Donación forzosa are played on a rival.
function seatsStrip(ctx, board) {
  const game = ctx.game;
  const counts = Array.isArray(game.hand_counts) ? game.hand_counts : [];
  const out = Array.isArray(game.eliminated) ? game.eliminated : [];
  return h("ul", { class: "tres-seats", "aria-label": t("tres.hands") }, counts.map((count, seat) => {
    const label = t("tres.seatHand", { name: ctx.label(seat), count: count ?? 0 });
    const node = h("div", { role: "group", class: `tres-seat${seat === ctx.seat ? " mine" : ""}${out.includes(seat) ? " out" : ""}`, "aria-label": label },
      h("span", { class: "seat-name", "aria-hidden": "true" }, ctx.name(seat)),
      h("span", { class: "seat-count", "aria-hidden": "true" }, h("span", { class: "back" }), ` ${count ?? 0}`));
    return h("li", {}, place(board, node, `seat-${seat}`, label));
  }));
}

function boardView(ctx, board, calls) {
  const game = ctx.game;
  const won = winningLine(game);
  const cells = Array.isArray(game.board) ? game.board : [];
  const grid = h("div", { class: "tres-board" },
    [6, 3, 4, 5, 7].map((line) => lineHandle(board, line, won.index === line)),
    [0, 1, 2].map((line) => lineHandle(board, line, won.index === line)),
    cells.map((cell) => {
      const label = [t("tres.cell", { n: cell.cell + 1 })];
      if (won.cells.has(cell.cell)) label.push(t("tres.inWonLine"));
      if (!cell.top) label.push(cell.sealed ? t("tres.cellSealed") : t("tres.cellEmpty"));
      else {
        label.push(cardText(cell.top));
        if (cell.colour && cell.top.colour !== cell.colour) label.push(t(`tres.colour.${cell.colour}`));
        if (cell.sealed) label.push(t("tres.cellSealed"));
        if (cell.wild) label.push(t("tres.wild"));
        label.push(t("tres.stack", { count: cell.height }));
      }
      const key = `cell-${cell.cell}`;
      const node = h("div", { role: "group", class: `tres-cell at-${cell.cell} ${cell.colour || ""}${cell.sealed ? " sealed" : ""}${won.cells.has(cell.cell) ? " won" : ""}`,
        "aria-label": label.join(", ") },
        h("span", { class: "cell-no", "aria-hidden": "true" }, cell.cell + 1),
        cell.top ? h("span", { class: "big", "aria-hidden": "true" }, cell.number ?? symbol(cell.top, { wild: cell.wild })) : null,
        cell.top ? h("span", { class: "small-label", "aria-hidden": "true" }, cardText(cell.top)) : null,
        cell.sealed ? h("span", { class: "seal", "aria-hidden": "true" }, icon("seal", t("tres.cellSealed"))) : null,
        cell.height > 1 ? h("span", { class: "height", "aria-hidden": "true" }, `×${cell.height}`) : null,
        calls.has(key) ? h("span", { class: "call-badge", "aria-hidden": "true" }, t("tres.announce")) : null);
      if (calls.has(key)) label.push(t("tres.announce")); // the chosen card completes a line here
      return place(board, node, key, label.join(", "));
    }));
  return h("section", { class: "tres-table", "aria-labelledby": "board-heading" }, h("h2", { id: "board-heading", class: "sr-only" }, t("tres.board")),
    seatsStrip(ctx, board),
    won.cells.size ? h("p", { class: "tres-won-line", "data-key": "winning-line" }, t("tres.wonLine", { cells: [...won.cells].map((c) => c + 1).join(", ") })) : null,
    grid);
}

function returnPicker(ctx, game) {
  // The -4 answer: pick cards, then send the listed action made of exactly those cards.
  const picked = ctx.ui.picked || (ctx.ui.picked = new Set());
  const count = game.pending.count;
  // The server lists one choice per set of faces (identical cards are not told apart), so
  // the picked cards are matched by their faces, not their ids.
  const byId = new Map(game.hand.map((card) => [card.id, card]));
  const faces = (ids) => ids.map((id) => { const c = byId.get(id); return `${c?.kind}|${c?.colour}|${c?.number}`; }).sort().join(",");
  const wanted = faces([...picked]);
  const action = ctx.actions.find((a) => faces(a.cards) === wanted);
  return h("section", { class: "moves-panel", "aria-labelledby": "return-heading" },
    h("h2", { id: "return-heading" }, t("tres.returnChoose", { count })),
    h("ul", { class: "hand" }, game.hand.map((card) => h("li", {}, h("button", {
      class: `card-button playable${picked.has(card.id) ? " selected" : ""}`, "aria-pressed": String(picked.has(card.id)),
      "data-key": `pick-${card.id}`,
      onclick: () => { if (picked.has(card.id)) picked.delete(card.id); else picked.add(card.id); ctx.rerender(); },
    }, cardFace(card))))),
    h("button", { class: "primary", disabled: !action, "data-key": "return-cards",
      onclick: () => { ctx.ui.picked = null; ctx.act(action); } }, t("tres.returnButton")));
}

function render(ctx) {
  const game = ctx.game;
  const hand = game.hand || [];
  const pending = game.pending;
  const info = h("p", { class: "muted tres-info" },
    [t(`tres.direction.${game.direction}`), t("tres.deck", { count: game.deck_count }),
      game.discard_top ? t("tres.discard", { card: cardText(game.discard_top) }) : null].filter(Boolean).join(" · "));
  // A plain turn needs no words of its own: the status line says whose turn it is.
  const prompt = pending && pending.kind !== "turn" ? h("p", { class: `pending ${pending.kind}` }, t(`tres.pending.${pending.kind}`, { name: ctx.name(pending.seat), count: pending.count ?? 4 }),
    pending.card ? [" ", cardFace(pending.card)] : null) : null;
  const returning = ctx.actions.length && ctx.actions.every((a) => a.type === "tres.return_cards");
  const actions = boardActions(ctx.actions);
  const words = describe({ ...ctx, actions }, hand);
  const board = boardTargets({ ...ctx, actions }, { targetOf, describe: words, lastPlaceOf });
  // The cards of the hand that can complete a line say so (¡TRES!) before they are chosen.
  const callers = new Set(ctx.actions.filter((a) => a.announce && targetOf(a) !== null).map((a) => a.card));
  const handFace = (card) => callers.has(card.id)
    ? [cardFace(card), h("span", { class: "call-badge" }, t("tres.announce"))] : cardFace(card);
  const moves = returning ? returnPicker(ctx, game) : handAndMoves({ ...ctx, actions }, { hand, cardFace: handFace, cardText, describe: words, board,
    unplayable: () => t(ctx.view.to_act.includes(ctx.seat) ? "tres.unplayable" : "tres.notYourTurn") });
  return h("div", { class: "tres" }, info, prompt, boardView(ctx, board, callPlaces(ctx, actions)), moves);
}

function seatExtra(ctx, seat) {
  const game = ctx.game;
  const out = ` · ${t("tres.cards", { count: game.hand_counts[seat] ?? 0 })}`;
  return h("span", { class: "muted" }, out, game.eliminated.includes(seat) ? h("span", { class: "badge warn" }, t("tres.eliminated")) : null);
}

// The log in words: what was played where, who draws, and no line per turn (the status says it).
function eventText(ctx, event, params) {
  const data = event.data || {};
  const cell = (n) => n + 1;
  switch (event.type) {
    case "tres.turn": return null;
    case "tres.played": {
      const play = data.play || {};
      const kind = (play.type || "").slice(5);
      const p = { ...params, cell: typeof play.cell === "number" ? cell(play.cell) : "",
        line: typeof play.line === "number" ? lineText(play.line) : "",
        target: typeof play.target === "number" ? ctx.name(play.target) : "",
        first: typeof play.first === "number" ? cell(play.first) : "", second: typeof play.second === "number" ? cell(play.second) : "",
        colour: play.colour ? t(`tres.colour.${play.colour}`) : "" };
      switch (kind) {
        case "draw_four": return t("event.tres.playedDrawFour", p);
        case "minus_four": return t("event.tres.playedMinusFour", p);
        case "reset": return t("event.tres.playedReset", p);
        case "change_colour": return t("event.tres.playedChangeColour", p);
        case "exchange": return t("event.tres.playedExchange", p);
        case "twist_stack": return t("event.tres.playedTwistStack", p);
        case "twist_line": return t("event.tres.playedTwistLine", p);
        case "seal": return t("event.tres.playedSeal", p);
        case "unseal": return t("event.tres.playedUnseal", p);
        case "swap_hands": case "steal": return t("event.tres.playedOn", p);
        case "comeback": return typeof play.line === "number" ? t("event.tres.playedComebackLine", p) : t("event.tres.played", p);
        default: return t("event.tres.played", p);
      }
    }
    case "tres.tres": {
      const cells = Array.isArray(data.line) ? data.line.map(cell).join(", ") : "";
      return t("event.tres.tres", { ...params, cells });
    }
    default: return undefined;
  }
}

export default {
  render,
  eventText,
  // The hint shows this on its own, away from the hand: it names the card first.
  describeAction: (ctx, action) => {
    const hand = ctx.game.hand || [];
    const text = describe(ctx, hand)(action);
    const card = hand.find((c) => c.id === action.card);
    return card ? [`${cardText(card)}: `, text].flat() : text;
  },
  seatExtra,
  cardText: (card) => (typeof card === "object" ? cardText(card) : String(card)),
};
