// Asking before an act that cannot be undone (cancelling a table, resigning): a modal <dialog>
// (showModal: the page behind is inert), focus on the safe choice, Escape declines. Answers
// true only when the person confirms.
import { h, refocus } from "./dom.js";

let counter = 0;

export function confirmDialog({ title, text, confirm, cancel }) {
  counter += 1;
  const headingId = `confirm-heading-${counter}`;
  const textId = `confirm-text-${counter}`;
  return new Promise((resolve) => {
    let answer = false;
    const keep = h("button", { type: "button", class: "primary", "data-key": "confirm-no",
      onclick: () => dialog.close() }, cancel);
    const go = h("button", { type: "button", class: "danger", "data-key": "confirm-yes",
      onclick: () => { answer = true; dialog.close(); } }, confirm);
    const dialog = h("dialog", { class: "confirm card-panel", "aria-labelledby": headingId, "aria-describedby": textId,
      "data-key": "confirm-dialog" },
      h("h2", { id: headingId }, title),
      h("p", { id: textId }, text),
      h("p", { class: "buttons" }, keep, go));
    // Escape fires "cancel" then "close"; every way out ends here.
    dialog.addEventListener("close", () => { dialog.remove(); resolve(answer); });
    document.body.append(dialog);
    const opener = document.activeElement?.dataset?.key;
    dialog.addEventListener("close", () => refocus(opener));
    dialog.showModal();
    keep.focus();
  });
}
