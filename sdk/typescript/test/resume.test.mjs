// The stream resumes after a dropped connection (Last-Event-ID) without losing a change.
import { test } from "node:test";
import assert from "node:assert/strict";
import net from "node:net";
import { Session } from "@tapete/sdk";

const baseUrl = process.env.TAPETE_URL;

/** A loopback proxy in front of the API that can drop every open connection at once. */
async function droppingProxy(upstream) {
  const { hostname, port } = new URL(upstream);
  const sockets = new Set();
  const server = net.createServer((client) => {
    const target = net.connect(Number(port), hostname);
    for (const socket of [client, target]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(target).pipe(client);
  });
  await new Promise((ready) => server.listen(0, "127.0.0.1", ready));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    dropAll: () => sockets.forEach((socket) => socket.destroy()),
    close: () => { sockets.forEach((socket) => socket.destroy()); server.close(); },
  };
}

test("the stream resumes after a dropped connection without losing a change", async () => {
  const proxy = await droppingProxy(baseUrl);
  try {
    // A two-seat game whose seats may resign: the move that ends it is always at hand.
    const games = await (await fetch(`${baseUrl}/games`)).json();
    const game = games.find((g) => g.min_seats === 2 && g.actions.some((a) => a.endsWith(".resign")));
    const resign = game.actions.find((a) => a.endsWith(".resign"));
    const host = await Session.create(baseUrl, { game: game.id, host_name: "Ana", bots: ["easy"] });
    let view = await host.start();
    const watcher = new Session(proxy.url, host.code, host.token); // the same seat, proxied
    const updates = watcher.stream();
    const first = (await updates.next()).value;
    proxy.dropAll();
    while (!view.to_act.includes(view.you.seat)) view = await host.poll(view.version, 2);
    const moved = await host.act({ type: resign }, view.version);
    const seen = [];
    for await (const update of updates) {
      if (update.version > view.version) seen.push(...update.events.map((event) => event.type)); // after the resignation's view
      if (update.version >= moved.version) break;
    }
    assert.ok(first.version < moved.version);
    assert.ok(seen.some((type) => type.startsWith(`${game.id}.`)), seen.join(",")); // the resignation
  } finally {
    proxy.close();
  }
});
