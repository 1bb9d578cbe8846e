// A Tapete player identity kept in this browser (docs/players.md): created once with a name
// (POST /players answers its token, shown once), then sent as `Authorization: Bearer` where a
// player acts: creating or joining a table, quick play, registering for a tournament.
// Anonymous play by seat token never needs it.
import { sessionFor } from "./api.js";

const KEY = "tapete.player";

// {id, name, token}, or null when this browser has no player.
export function savedPlayer() {
  try {
    const player = JSON.parse(localStorage.getItem(KEY) || "null");
    return player && player.token && player.id ? player : null;
  } catch {
    return null;
  }
}

function keep(player) {
  localStorage.setItem(KEY, JSON.stringify(player));
}

export function forgetPlayer() {
  localStorage.removeItem(KEY);
}

// Any endpoint through the SDK's client (retries, problems as ApiError), as this browser's
// player when `asPlayer` and there is one, else anonymously.
// A problem answered to a request sent with the player's key says so (`playerKey`): a 401
// then means that key no longer works, not a table's seat key.
export async function request(method, path, { params, body, asPlayer = false } = {}) {
  const player = asPlayer ? savedPlayer() : null;
  const session = sessionFor("", player?.token ?? null);
  try {
    return await session.call(() => session.client[method](path, { params, body }));
  } catch (error) {
    if (player && error && typeof error === "object") error.playerKey = true;
    throw error;
  }
}

export async function createPlayer(name) {
  const created = await request("POST", "/players", { body: { name } });
  const player = { id: created.id, name: created.name, token: created.token };
  keep(player);
  return player;
}

// Your id, name and profile (GET /players/me); keeps the name in step.
export async function me() {
  const answer = await request("GET", "/players/me", { asPlayer: true });
  const player = savedPlayer();
  if (player && player.name !== answer.name) keep({ ...player, name: answer.name });
  return answer;
}

export async function rename(name) {
  const answer = await request("PATCH", "/players/me", { body: { name }, asPlayer: true });
  keep({ ...savedPlayer(), name: answer.name });
  return answer;
}
