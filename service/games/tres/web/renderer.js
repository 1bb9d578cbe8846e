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

function cardFace(card) {
  return h("span", { class: `tres-card ${card.colour || "wild"}` },
    h("span", { class: "big", "aria-hidden": "true" }, card.number ?? shortKind(card.kind)),
    h("span", { class: "small-label" }, cardText(card)));
}

function shortKind(kind) {
  return { numeral: "#", question: "?", reverse: "⇄", skip: "⦸", draw_two: "+2", draw_four: "+4", minus_four: "-4" }[kind] || "★";
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

function board(game, targets) {
  return h("section", { "aria-labelledby": "board-heading" }, h("h2", { id: "board-heading" }, t("tres.board")),
    h("div", { class: "tres-board", role: "list" }, game.board.map((cell) => {
      const label = [t("tres.cell", { n: cell.cell + 1 })];
      if (!cell.top) label.push(cell.sealed ? t("tres.cellSealed") : t("tres.cellEmpty"));
      else {
        label.push(cardText(cell.top));
        if (cell.colour && cell.top.colour !== cell.colour) label.push(t(`tres.colour.${cell.colour}`));
        if (cell.sealed) label.push(t("tres.cellSealed"));
        if (cell.wild) label.push(t("tres.wild"));
        label.push(t("tres.stack", { count: cell.height }));
      }
      return h("div", { role: "listitem", class: `tres-cell ${cell.colour || ""}${cell.sealed ? " sealed" : ""}${targets.has(cell.cell) ? " target" : ""}`,
        "aria-label": label.join(", ") },
        h("span", { class: "cell-no", "aria-hidden": "true" }, cell.cell + 1),
        cell.top ? h("span", { class: "big", "aria-hidden": "true" }, cell.number ?? (cell.wild ? "?" : shortKind(cell.top.kind))) : null,
        cell.top ? h("span", { class: "small-label", "aria-hidden": "true" }, cardText(cell.top)) : null,
        cell.sealed ? h("span", { class: "seal", "aria-hidden": "true" }, "🔒") : null,
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
  const moves = returning ? returnPicker(ctx, game) : handAndMoves(ctx, { hand, cardFace, cardText, describe: describe(ctx, hand) });
  return h("div", { class: "tres" }, info, prompt, board(game, targets), moves);
}

function seatExtra(ctx, seat) {
  const game = ctx.game;
  const out = ` · ${t("tres.cards", { count: game.hand_counts[seat] ?? 0 })}`;
  return h("span", { class: "muted" }, out, game.eliminated.includes(seat) ? h("span", { class: "badge warn" }, t("tres.eliminated")) : null);
}

export default {
  render,
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
