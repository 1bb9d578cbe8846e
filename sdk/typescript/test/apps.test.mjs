// A session names its app (the server's docs/apps.md): a server's key or a client's
// publishable id; the table is the app's, and the default app does not see it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { InputError, NotFound, Session } from "@tapete/sdk";

const baseUrl = process.env.TAPETE_URL;
const operator = process.env.TAPETE_ADMIN_TOKEN; // the test server's operator token

async function admin(path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${operator}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 201, await response.clone().text());
  return response.json();
}

test("a session names its app by key or publishable id", { skip: !operator && "no operator token" }, async () => {
  const app = await admin("/admin/apps", { name: "SDK" });
  const { secret } = await admin(`/admin/apps/${app.id}/keys`, { scopes: ["tables"] });
  const games = await (await fetch(`${baseUrl}/games`)).json();
  const game = games.find((g) => g.min_seats === 2);
  const host = await Session.create(baseUrl, { game: game.id, host_name: "Ana" }, { apiKey: secret });
  const guest = await Session.join(baseUrl, host.code, "Bea", { appId: app.id });
  assert.equal(guest.view.seats.length, 2);
  await assert.rejects(Session.join(baseUrl, host.code, "Cy"), NotFound);
  assert.throws(() => new Session(baseUrl, host.code, undefined, { apiKey: secret, appId: app.id }), InputError);
});
