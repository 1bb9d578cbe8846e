// Every text comes from a catalog per language (i18n/<lang>.json, plus each game's own,
// /play/games/<id>/i18n/<lang>.json); none is hard-coded.
const LANGS = ["es", "en"];
let catalog = {};
let lang = "en";
let gameTexts = [];

// Where each game keeps its catalogs (from /play/games.json), merged over the shared one.
export function setGameTexts(folders) {
  gameTexts = folders;
}

export function chosenLanguage() {
  const saved = localStorage.getItem("tapete.lang");
  if (LANGS.includes(saved)) return saved;
  const wanted = (navigator.languages || [navigator.language || "en"]).map((l) => l.slice(0, 2));
  return wanted.find((l) => LANGS.includes(l)) || "en";
}

export async function loadLanguage(wanted) {
  const urls = [`/play/static/i18n/${wanted}.json`, ...gameTexts.map((folder) => `${folder}/${wanted}.json`)];
  const parts = await Promise.all(urls.map(async (url) => (await fetch(url)).json()));
  catalog = Object.assign({}, ...parts);
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

// A game's decks (its catalog's `_decks`): names, attributes and units per language.
export function deckText(deck) {
  return catalog._decks?.[deck] || null;
}

export function number(value, options) {
  return new Intl.NumberFormat(lang, options).format(value);
}
