// Create a table, add a bot, start, follow the table and play to the end (random moves).
//   node examples/play.mjs http://127.0.0.1:8000 GAME   (a game id from GET /games; the first if omitted)
import { Session, VersionConflict } from "@tapete/sdk";

const [baseUrl, chosen] = process.argv.slice(2);
const game = chosen ?? (await (await fetch(`${baseUrl}/games`)).json())[0].id;
const { min_seats: seats } = await (await fetch(`${baseUrl}/games/${game}`)).json();
const me = await Session.create(baseUrl, { game, host_name: "Ana" });
for (let bot = 1; bot < seats; bot++) await me.addBot("easy");
await me.start();

// follow(): the push stream, resumed after a dropped connection; long-polls where it is refused.
for await (const { view, events, actions } of me.follow()) {
  for (const event of events) console.log(view.version, event.type);
  if (view.status === "finished" || view.status === "cancelled") {
    console.log(view.status, "result:", JSON.stringify(view.result));
    break;
  }
  if (me.myTurn) {
    // The stream brings the legal actions with the view (undefined after a long-poll: list them).
    const legal = actions ?? (await me.legalActions());
    const moves = legal.filter((action) => !action.type.endsWith("resign"));
    if (moves.length === 0) continue; // the table moved on meanwhile
    try {
      await me.act(moves[Math.floor(Math.random() * moves.length)], view.version);
    } catch (error) {
      if (!(error instanceof VersionConflict)) throw error; // else: follow() brings the new view
    }
  }
}
