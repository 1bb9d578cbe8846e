// The operator console at /admin: sign in with the operator token or with an app's admin key,
// then the sections below, each over the admin API only (docs/apps.md, "Operator console").
// Routes live in the address's fragment (#apps, #app/<id>, #tables, #table/<CODE>, #players,
// #player/<id>, #deletions, #audit); the credential never does.
import { announce, h } from "/play/static/dom.js";
import { chosenLanguage, language, loadLanguage, setGameTexts, t } from "/play/static/i18n.js";
import { forgetCredential, savedCredential, saveCredential } from "./api.js";
import { forgetSecret, renderApp, renderApps } from "./apps.js";
import { renderAudit } from "./audit.js";
import { renderDeletions, renderPlayer, renderPlayers } from "./players.js";
import { adminScope, identify } from "./session.js";
import { renderTable, renderTables } from "./tables.js";
import { alertBox, busy, showProblem } from "./ui.js";

const main = document.getElementById("main");
const nav = document.getElementById("nav");
let leave = null; // the shown section's clean-up (its refresh timer)
let session = null; // who signed in (session.js): the operator, or an app key with its app and scopes

// The sections in the navigation. `operatorOnly`: hidden for an app's admin key (the API
// answers it 403 operator_only). An app's webhook deliveries are on its page (apps.js): its
// endpoints are the app's, so they are no section of their own.
const SECTIONS = [
  { id: "apps", label: "console.nav.apps", render: renderApps },
  { id: "tables", label: "console.nav.tables", render: renderTables },
  { id: "players", label: "console.nav.players", render: renderPlayers },
  { id: "deletions", label: "console.nav.deletions", render: renderDeletions, operatorOnly: true },
  { id: "audit", label: "console.nav.audit", render: renderAudit },
];

const hiddenFor = (section) => section.operatorOnly && !session?.operator;

function shell() {
  document.title = t("console.title");
  document.getElementById("skip").textContent = t("app.skip");
  document.getElementById("lang-label").textContent = t("app.language");
  document.getElementById("home").setAttribute("aria-label", t("console.home"));
  document.getElementById("lang").value = language();
  nav.setAttribute("aria-label", t("console.nav.label"));
}

function route() {
  let hash = location.hash.slice(1);
  try {
    hash = decodeURIComponent(hash);
  } catch {
    hash = ""; // a malformed address: the first section
  }
  const table = hash.match(/^table\/([A-Za-z0-9]{1,16})$/);
  if (table) return { id: "tables", code: table[1].toUpperCase() };
  const app = hash.match(/^app\/([\w-]{1,64})$/);
  if (app) return { id: "apps", app: app[1] };
  const player = hash.match(/^player\/([\w-]{1,64})$/);
  if (player) return { id: "players", player: player[1] };
  // An app key's "Apps" is its own app's page (read only: apps and keys are the operator's).
  if (hash === "apps" && !session.operator) return { id: "apps", app: session.app.id };
  // The deletions log stays reachable by its address for an app key: its page says why not.
  const section = SECTIONS.find((s) => s.id === hash);
  if (section) return { id: section.id };
  return session.operator ? { id: "apps" } : { id: "apps", app: session.app.id };
}

// Who acts: an app key's session names its app and scope, on every page.
function actingFor() {
  if (session.operator) return h("li", { class: "acting", "data-key": "acting-for" }, t("console.acting.operator"));
  const scope = t(`console.scope.${adminScope(session).replace(":", "_")}`);
  return h("li", { class: "acting", "data-key": "acting-for", "data-app": session.app.id },
    t("console.acting.key", { name: session.app.name, id: session.app.id, scope }));
}

function drawNav(current) {
  nav.hidden = false;
  nav.replaceChildren(h("ul", {},
    SECTIONS.map((section) => h("li", { hidden: hiddenFor(section) },
      h("a", { href: `#${section.id}`, "data-key": `nav-${section.id}`,
        "aria-current": section.id === current ? "page" : null },
        t(section.id === "apps" && !session.operator ? "console.nav.app" : section.label)))),
    actingFor(),
    h("li", { class: "sign-out" },
      h("button", { type: "button", class: "small", "data-key": "sign-out", onclick: () => signOut() }, t("console.signOut")))));
}

// Any section's 401: the credential stopped working (the operator token changed on the server,
// the app key was revoked); sign in again.
const signedOut = (message) => signOut(message);

function signOut(message = null) {
  forgetCredential();
  session = null;
  forgetSecret();
  if (leave) leave();
  leave = null;
  history.replaceState(null, "", location.pathname);
  renderSignIn(message);
}

// The sign-in form: the operator token, or an app's admin key (`admin:read` or `admin`), as
// the operator chooses; proven by one request before it is kept.
function renderSignIn(message) {
  nav.hidden = true;
  nav.replaceChildren();
  const error = alertBox("sign-in-error");
  const input = h("input", { type: "password", id: "token", name: "token", autocomplete: "off", required: true, spellcheck: "false" });
  const label = h("label", { for: "token" });
  const hint = h("span", { class: "hint", id: "token-hint" });
  input.setAttribute("aria-describedby", "token-hint");
  const kinds = ["operator", "key"].map((kind) => h("div", { class: "field check" },
    h("input", { type: "radio", name: "kind", id: `sign-in-${kind}`, value: kind, checked: kind === "operator",
      "data-key": `sign-in-${kind}` }),
    h("label", { for: `sign-in-${kind}` }, t(`console.signIn.as.${kind}`))));
  const kind = () => form.querySelector('input[name="kind"]:checked').value;
  const describe = () => {
    label.textContent = kind() === "key" ? t("console.signIn.key") : t("console.signIn.token");
    hint.textContent = kind() === "key" ? t("console.signIn.keyHint") : t("console.signIn.hint");
  };
  const form = h("form", { class: "card-panel", "data-key": "sign-in-form", "aria-labelledby": "sign-in-heading" },
    h("h2", { id: "sign-in-heading" }, t("console.signIn.heading")),
    h("fieldset", {}, h("legend", {}, t("console.signIn.with")), kinds),
    h("div", { class: "field" }, label, input, hint),
    error,
    h("button", { class: "primary", type: "submit", "data-key": "sign-in" }, t("console.signIn.submit")));
  form.addEventListener("change", (event) => {
    if (event.target.name === "kind") describe();
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    const credential = { kind: kind(), secret: input.value.trim() };
    try {
      session = await busy(form, () => identify(credential)); // proves the credential
    } catch (problem) {
      showProblem(error, problem);
      input.focus();
      return;
    }
    saveCredential(credential);
    if (location.hash === "#apps") show(true);
    else location.hash = "#apps"; // hashchange shows it
  });
  describe();
  main.replaceChildren(h("h1", {}, t("console.title")), h("p", {}, t("console.signIn.intro")), form);
  if (message) showProblem(error, message);
  input.focus();
}

// The section the address names, after the previous one's clean-up.
function show(moveFocus) {
  if (leave) leave();
  leave = null;
  if (!savedCredential() || !session) return renderSignIn(null);
  const where = route();
  drawNav(where.id);
  const section = SECTIONS.find((s) => s.id === where.id);
  const context = { main, signedOut, session };
  if (where.code) leave = renderTable(context, where.code);
  else if (where.app) leave = renderApp(context, where.app);
  else if (where.player) leave = renderPlayer(context, where.player);
  else leave = section.render(context);
  if (moveFocus) {
    main.focus();
    announce(main.querySelector("h1")?.textContent || "");
  }
}

async function start() {
  setGameTexts(["/admin/static/i18n"]); // the console's catalogs, over the player client's
  await loadLanguage(chosenLanguage());
  shell();
  document.getElementById("lang").addEventListener("change", async (event) => {
    await loadLanguage(event.target.value);
    shell();
    show(false);
  });
  window.addEventListener("hashchange", () => show(true));
  // The skip link moves the focus only: its "#main" must not read as a route.
  document.getElementById("skip").addEventListener("click", (event) => {
    event.preventDefault();
    main.focus();
  });
  // A reload of a signed-in tab: who it is, asked again (an app key's app and scopes).
  const credential = savedCredential();
  if (credential) {
    try {
      session = await identify(credential);
    } catch (problem) {
      return signOut(problem);
    }
  }
  show(false);
}

start().catch((error) => { main.replaceChildren(h("p", { class: "error", role: "alert" }, String(error))); });
