// The stream resumes after a dropped connection (Last-Event-ID) without losing a change.
import { test } from "node:test";
import assert from "node:assert/strict";
import net from "node:net";
import { Session } from "@tapete/sdk";
import { until } from "./until.mjs";

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

test("the stream hands on the table's chat and resumes it after a dropped connection", async () => {
  const proxy = await droppingProxy(baseUrl);
  const controller = new AbortController();
  try {
    const games = await (await fetch(`${baseUrl}/games`)).json();
    const host = await Session.create(baseUrl, { game: games[0].id, host_name: "Ana", bots: ["easy"] });
    const say = (phrase) => host.call(() => host.client.POST("/tables/{code}/chat", {
      params: { path: { code: host.code } }, body: { kind: "quick", phrase },
    }));
    await say("good_luck"); // before the stream opens: sent first, since chatSince is 0
    const heard = [];
    const watcher = new Session(proxy.url, host.code, host.token); // the same seat, proxied
    const updates = watcher.stream(undefined, controller.signal, { onChat: (message) => heard.push(message), chatSince: 0 });
    const reading = (async () => { for await (const _ of updates); })().catch(() => undefined); // chat comes while it reads
    const heardAll = (count) => until(() => heard.length >= count, () => `heard ${heard.length} of ${count}`);
    await heardAll(1);
    await say("well_played");
    await heardAll(2);
    proxy.dropAll();
    await say("thanks"); // while the stream reconnects: it comes after, by chat_since
    await heardAll(3);
    await say("good_luck");
    await heardAll(4);
    assert.deepEqual(heard.map((message) => message.number), [1, 2, 3, 4]);
    assert.deepEqual(heard.map((message) => message.phrase), ["good_luck", "well_played", "thanks", "good_luck"]);
    assert.ok(heard.every((message) => message.name === "Ana"));
    controller.abort();
    await reading;
  } finally {
    controller.abort();
    proxy.close();
  }
});

test("onOpen tells each accepted connection, a resumed one included", async () => {
  const proxy = await droppingProxy(baseUrl);
  const controller = new AbortController();
  try {
    const games = await (await fetch(`${baseUrl}/games`)).json();
    const game = games.find((g) => g.min_seats === 2);
    const host = await Session.create(baseUrl, { game: game.id, host_name: "Ana" });
    await Session.join(baseUrl, host.code, "Bruno");
    const view = await host.start(); // two people, nobody moves (a turn's timer may)
    let opened = 0;
    const watcher = new Session(proxy.url, host.code, host.token);
    const stream = watcher.stream(view.version, controller.signal, { onOpen: () => { opened += 1; } });
    const reading = (async () => { for await (const _ of stream); })().catch(() => undefined);
    const openedAll = (count) => until(() => opened >= count, () => `opened ${opened} of ${count}`);
    await openedAll(1);
    proxy.dropAll();
    await openedAll(2); // resumed: open before it sends anything (nothing, until a change)
    controller.abort();
    await reading;
  } finally {
    controller.abort();
    proxy.close();
  }
});
