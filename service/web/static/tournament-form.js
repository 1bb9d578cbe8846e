// A new tournament, organised by this browser's player (POST /tournaments with its key: the
// player is its creator and may cancel it). The usual settings only (docs/tournaments.md,
// "Settings"): game, format, seats, rounds or length, start, check-in, rated; the rest and the
// game's options keep the server's defaults.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { request } from "./player.js";

const FORMATS = { swiss: "tournament.format.swiss", arena: "tournament.format.arena", knockout: "tournament.format.knockout" };
const START_IN_MINUTES = 15;

// A date-time input's value (local time, minutes) for `date`.
function localValue(date) {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

function field(id, label, input, hint) {
  if (hint) input.setAttribute("aria-describedby", `${id}-hint`);
  return h("div", { class: "field", id: `${id}-field` }, h("label", { for: id }, label), input,
    hint ? h("p", { class: "hint", id: `${id}-hint` }, hint) : null);
}

export function newTournamentForm(env) {
  const message = h("p", { class: "error", role: "alert" });
  const games = env.games;
  const number = (id, name, value, min, max) => h("input", { type: "number", id, name, value, min, max, required: true, "data-key": id });
  const seats = number("tournament-new-seats", "seats", games[0].min_seats, games[0].min_seats, games[0].max_seats);
  const rounds = field("tournament-new-rounds", t("tournament.new.rounds"), number("tournament-new-rounds", "rounds", 3, 1, 50));
  const minutes = field("tournament-new-minutes", t("tournament.new.minutes"), number("tournament-new-minutes", "duration_minutes", 30, 1, 1440));
  const game = h("select", { id: "tournament-new-game", name: "game", "data-key": "tournament-new-game", onchange: () => fit() },
    games.map((g) => h("option", { value: g.id }, g.title)));
  const format = h("select", { id: "tournament-new-format", name: "format", "data-key": "tournament-new-format", onchange: () => fit() },
    Object.entries(FORMATS).map(([value, key]) => h("option", { value }, t(key))));
  // The seats the chosen game plays (a knockout is for two); rounds for a Swiss, a length for an arena.
  function fit() {
    const chosen = games.find((g) => g.id === game.value) ?? games[0];
    const knockout = format.value === "knockout";
    seats.min = knockout ? 2 : chosen.min_seats;
    seats.max = knockout ? 2 : chosen.max_seats;
    seats.value = String(Math.min(Math.max(Number(seats.value) || 0, Number(seats.min)), Number(seats.max)));
    rounds.hidden = format.value !== "swiss";
    minutes.hidden = format.value !== "arena";
  }
  const form = h("form", { class: "card-panel", "aria-labelledby": "tournament-new-heading", "data-key": "tournament-new",
    onsubmit: async (event) => {
      event.preventDefault();
      const elements = event.target.elements;
      const settings = { format: format.value, game: game.value, seats: Number(seats.value), rated: elements.rated.checked,
        check_in_minutes: Number(elements.check_in_minutes.value) };
      if (format.value === "swiss") settings.rounds = Number(elements.rounds.value);
      if (format.value === "arena") settings.duration_minutes = Number(elements.duration_minutes.value);
      const starts = new Date(elements.starts_at.value);
      message.textContent = "";
      try {
        const created = await request("POST", "/tournaments", { asPlayer: true, body: {
          name: elements.name.value, starts_at: starts.toISOString(), settings, options: {} } });
        location.assign(`/play/tournaments/${created.id}`);
      } catch (error) { message.textContent = env.errorText(error); }
    } },
    h("h2", { id: "tournament-new-heading" }, t("tournament.new.heading")),
    h("p", { class: "hint" }, t("tournament.new.text")),
    message,
    field("tournament-new-name", t("tournament.new.name"),
      h("input", { id: "tournament-new-name", name: "name", required: true, maxlength: 32, "data-key": "tournament-new-name" })),
    field("tournament-new-game", t("start.game"), game),
    field("tournament-new-format", t("tournament.new.format"), format),
    field("tournament-new-seats", t("tournament.new.seats"), seats),
    rounds, minutes,
    field("tournament-new-starts", t("tournament.new.starts"),
      h("input", { type: "datetime-local", id: "tournament-new-starts", name: "starts_at", required: true,
        value: localValue(new Date(Date.now() + START_IN_MINUTES * 60_000)), "data-key": "tournament-new-starts" })),
    field("tournament-new-check-in", t("tournament.new.checkIn"), number("tournament-new-check-in", "check_in_minutes", 0, 0, 1440),
      t("tournament.new.checkInHint")),
    h("div", { class: "field check" }, h("input", { type: "checkbox", id: "tournament-new-rated", name: "rated", "data-key": "tournament-new-rated" }),
      h("label", { for: "tournament-new-rated" }, t("tournament.new.rated"))),
    h("button", { type: "submit", class: "primary", "data-key": "tournament-new-submit" }, t("tournament.new.create")));
  fit();
  return form;
}
