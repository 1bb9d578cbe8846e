// Every text comes from a catalog per language (i18n/<lang>.json); none is hard-coded.
const LANGS = ["es", "en"];
let catalog = {};
let lang = "en";

export function chosenLanguage() {
  const saved = localStorage.getItem("tapete.lang");
  if (LANGS.includes(saved)) return saved;
  const wanted = (navigator.languages || [navigator.language || "en"]).map((l) => l.slice(0, 2));
  return wanted.find((l) => LANGS.includes(l)) || "en";
}

export async function loadLanguage(wanted) {
  const response = await fetch(`/play/static/i18n/${wanted}.json`);
  catalog = await response.json();
  lang = wanted;
  localStorage.setItem("tapete.lang", wanted);
  document.documentElement.lang = wanted;
}

export function language() {
  return lang;
}

export function t(key, params = {}) {
  const text = catalog[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : `{${name}}`));
}

export function has(key) {
  return key in catalog;
}

// KARTA3's decks: names, attributes and units per language.
export function deckText(deck) {
  return catalog._decks?.[deck] || null;
}

export function number(value, options) {
  return new Intl.NumberFormat(lang, options).format(value);
}
