// TRES drawn for people: the 3x3 board with stacks and seals, hands, the pending decision
// (a -4's answer, a follow-up), and the ¡TRES! announcement on the moves that carry it.
import { h } from "/play/static/dom.js";
import { t } from "/play/static/i18n.js";
import { handAndMoves } from "/play/static/moves.js";

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

// The winning line, when the game ended by one (the outcome's details name its cells).
function winningLine(game) {
  const line = game.outcome?.details?.line;
  return Array.isArray(line) ? new Set(line) : new Set();
}

function board(game, targets) {
  const won = winningLine(game);
  return h("section", { "aria-labelledby": "board-heading" }, h("h2", { id: "board-heading" }, t("tres.board")),
    won.size ? h("p", { class: "tres-won-line", "data-key": "winning-line" }, t("tres.wonLine", { cells: [...won].map((c) => c + 1).join(", ") })) : null,
    h("div", { class: "tres-board", role: "list" }, game.board.map((cell) => {
      const label = [t("tres.cell", { n: cell.cell + 1 })];
      if (won.has(cell.cell)) label.push(t("tres.inWonLine"));
      if (!cell.top) label.push(cell.sealed ? t("tres.cellSealed") : t("tres.cellEmpty"));
      else {
        label.push(cardText(cell.top));
        if (cell.colour && cell.top.colour !== cell.colour) label.push(t(`tres.colour.${cell.colour}`));
        if (cell.sealed) label.push(t("tres.cellSealed"));
        if (cell.wild) label.push(t("tres.wild"));
        label.push(t("tres.stack", { count: cell.height }));
      }
      return h("div", { role: "listitem", class: `tres-cell ${cell.colour || ""}${cell.sealed ? " sealed" : ""}${targets.has(cell.cell) ? " target" : ""}${won.has(cell.cell) ? " won" : ""}`,
        "aria-label": label.join(", ") },
        h("span", { class: "cell-no", "aria-hidden": "true" }, cell.cell + 1),
        cell.top ? h("span", { class: "big", "aria-hidden": "true" }, cell.number ?? symbol(cell.top, { wild: cell.wild })) : null,
        cell.top ? h("span", { class: "small-label", "aria-hidden": "true" }, cardText(cell.top)) : null,
        cell.sealed ? h("span", { class: "seal", "aria-hidden": "true" }, icon("seal", t("tres.cellSealed"))) : null,
        cell.height > 1 ? h("span", { class: "height", "aria-hidden": "true" }, `×${cell.height}`) : null);
    })));
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
  const targets = new Set(ctx.actions.filter((a) => a.card === ctx.ui.selected).flatMap((a) => [a.cell, a.first, a.second]).filter((c) => typeof c === "number"));
  const pending = game.pending;
  const info = h("p", { class: "muted" },
    [t(`tres.direction.${game.direction}`), t("tres.deck", { count: game.deck_count }),
      game.discard_top ? t("tres.discard", { card: cardText(game.discard_top) }) : null].filter(Boolean).join(" · "));
  const prompt = pending ? h("p", { class: "pending" }, t(`tres.pending.${pending.kind}`, { name: ctx.name(pending.seat), count: pending.count ?? 4 }),
    pending.card ? [" ", cardFace(pending.card)] : null) : null;
  const returning = ctx.actions.length && ctx.actions.every((a) => a.type === "tres.return_cards");
  const moves = returning ? returnPicker(ctx, game) : handAndMoves(ctx, { hand, cardFace, cardText, describe: describe(ctx, hand),
    unplayable: () => t(ctx.view.to_act.includes(ctx.seat) ? "tres.unplayable" : "tres.notYourTurn") });
  return h("div", { class: "tres" }, info, prompt, board(game, targets), returning ? null : tresCalls(ctx, hand), moves);
}

// Every play that completes a line, announced, as a button of its own: no need to find its card.
function tresCalls(ctx, hand) {
  const calls = ctx.actions.filter((a) => a.announce);
  if (!calls.length) return null;
  const words = describe(ctx, hand);
  return h("section", { class: "tres-calls", "aria-labelledby": "tres-calls-heading" },
    h("h2", { id: "tres-calls-heading" }, t("tres.callsHeading")),
    h("ul", { class: "moves" }, calls.map((action) => {
      const card = hand.find((c) => c.id === action.card);
      return h("li", {}, h("button", { class: "move", "data-key": `tres-call-${JSON.stringify(action)}`, onclick: () => ctx.act(action) },
        card ? `${cardText(card)}: ` : null, words(action)));
    })));
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
