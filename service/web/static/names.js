// A bot's name in the page's language ("Bot 1 (Easy)", "Bot 1 (Fácil)"): the server names bots
// in English with their number last ("Easy bot 1"); the number is kept so the seats, the log
// and the record agree. Shared by the player client and the operator console.
import { t } from "./i18n.js";

export function botName(name, level) {
  const number = /(\d+)$/.exec(name || "")?.[1];
  return number && level ? t("seat.botName", { number, level: t(`level.${level}`) }) : name;
}

// A seat as shown anywhere: a bot's name translated, a person's as chosen.
export function seatName(seat) {
  if (!seat) return "?";
  return seat.kind === "bot" ? botName(seat.name, seat.bot_level) : seat.name;
}
