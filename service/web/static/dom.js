// A tiny element builder: h("button", {class: "x", onclick}, "text", child...).
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (name === "class") node.className = value;
    else if (value === true) node.setAttribute(name, "");
    else node.setAttribute(name, value);
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// Replace a container's content keeping keyboard focus on the "same" control (data-key),
// so a new view arriving mid-game never throws a keyboard user back to the top.
export function replaceKeepingFocus(container, ...nodes) {
  replaceFocusing(container, nodes, (key) => { if (key) container.closest("main")?.focus(); });
}

// The same, where the screen knows a better place than the top when the focused control is
// gone or disabled: `lost(key)` moves the focus (key: the lost control's data-key, if any).
// `nodes` may be a function building them: a screen whose new content takes in a node it keeps
// across redraws (the chat's panel) passes one, since building moves that node out of the page,
// and with it the focus, before it could be seen where it was.
export function replaceFocusing(container, nodes, lost) {
  const active = document.activeElement;
  const inside = Boolean(active) && active !== container && container.contains(active);
  const key = inside ? active.dataset.key ?? null : null;
  container.replaceChildren(...(typeof nodes === "function" ? nodes() : nodes));
  if (!inside) return;
  const again = key ? container.querySelector(`[data-key="${CSS.escape(key)}"]`) : null;
  if (again && !again.disabled) again.focus();
  else lost(key);
}

export function announce(text) {
  const region = document.getElementById("announcer");
  region.textContent = "";
  setTimeout(() => (region.textContent = text), 50);
}

// After a dialog closes: back to the control that opened it, or to the one that replaced it
// (same data-key) if the screen was redrawn meanwhile.
export function refocus(key) {
  if (!key || (document.activeElement && document.activeElement !== document.body)) return;
  const again = document.querySelector(`main [data-key="${CSS.escape(key)}"]`);
  if (again && !again.disabled) again.focus();
}
