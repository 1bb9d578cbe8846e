'use strict';
// Load client for the boardgame.io peer benchmark (see README.md).
//
//   node load.js play  --players 2 --concurrency 16 --matches 128 [--server-pid PID] [--out f.json]
//   node load.js lobby --players 2 --concurrency 16 --matches 2000 [--server-pid PID] [--out f.json]
//   node load.js check            (functional smoke test: hidden info, INVALID_MOVE, wrong turn)
//   node load.js follow --players 2 --concurrency 64 --seconds 8 [--warmup 1.2] [--client raw]
//
// follow (added for Tapete's end-to-end comparison, bench/e2e.py): C matches in flight for a
//        warm-up and then S measured seconds; each slot creates and joins its next match
//        (inside the timed run, as Tapete's followers create, join and start their tables)
//        as soon as its last one ends. Every seat follows its match by the socket transport
//        and moves when an update says it is its turn. Reports moves/s, matches/s and the
//        update latency to the other players: from a seat emitting its move to the last
//        other seat receiving a state with a newer _stateID. Moves, matches and latencies
//        count within the window only; matches still in flight at its end are abandoned.
//        The window opens after the warm-up and once as many matches as are in flight have
//        ended (their first wave, started together, or after S more seconds at most).
//
// play:  creates M matches and joins every seat through the Lobby REST API (untimed
//        warm-up), then plays them with C matches in flight. Each seat is an official
//        boardgame.io Client (boardgame.io/client) with the SocketIO multiplayer
//        transport; a seat moves when the state update says it is its turn. Move
//        latency = moves.playCard() call -> first state update with a newer _stateID
//        on the mover's own client. Wall time includes connecting/syncing each match.
// lobby: M x (POST /games/highcard/create, then one POST .../join per seat), L workers.
// Server CPU/RSS are sampled from /proc/<server-pid>; the load client's from itself.
const http = require('http');
const fs = require('fs');
const { performance } = require('perf_hooks');
const { Client } = require('boardgame.io/client');
const { SocketIO } = require('boardgame.io/multiplayer');
const { HighCard, DECK_SIZE } = require('./game');

// ---------------------------------------------------------------- arguments
function parseArgs(argv) {
  const a = { mode: argv[0] || 'play' };
  for (let i = 1; i < argv.length; i++) {
    if (!argv[i].startsWith('--')) continue;
    const k = argv[i].slice(2);
    const v = argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true';
    a[k] = v;
  }
  return a;
}
const args = parseArgs(process.argv.slice(2));
const BASE = args.url || 'http://127.0.0.1:8000';
const PLAYERS = Number(args.players || 2);
const CONC = Number(args.concurrency || 16);
const MATCHES = Number(args.matches || 64);
const LOBBY_CONC = Number(args['lobby-concurrency'] || 16);
const SERVER_PID = args['server-pid'] ? Number(args['server-pid']) : null;
const TRANSPORT = args.transport || 'websocket'; // 'websocket' | 'default' (polling then upgrade)
const CLIENT = args.client || 'official'; // 'official' (boardgame.io/client) | 'raw' (socket.io-client, same protocol)
const MATCH_TIMEOUT_MS = Number(args['match-timeout-ms'] || 120000);
const LABEL = args.label || `${args.mode}-p${PLAYERS}-c${CONC}`;
const GAME = 'highcard';

// ---------------------------------------------------------------- helpers
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const baseURL = new URL(BASE);

function postJSON(path, body) {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      {
        host: baseURL.hostname,
        port: baseURL.port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const ms = performance.now() - t0;
          if (res.statusCode !== 200) return reject(new Error(`${path} -> ${res.statusCode} ${text}`));
          resolve({ json: JSON.parse(text), ms });
        });
      }
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function createAndJoin(players) {
  const c = await postJSON(`/games/${GAME}/create`, { numPlayers: players });
  const matchID = c.json.matchID;
  const seats = [];
  const joinMs = [];
  for (let p = 0; p < players; p++) {
    const j = await postJSON(`/games/${GAME}/${matchID}/join`, { playerID: String(p), playerName: `bot${p}` });
    seats.push({ playerID: String(p), credentials: j.json.playerCredentials });
    joinMs.push(j.ms);
  }
  return { matchID, seats, createMs: c.ms, joinMs };
}

async function pool(n, conc, fn) {
  let next = 0;
  const workers = [];
  for (let w = 0; w < Math.min(conc, n); w++) {
    workers.push((async () => {
      while (true) {
        const i = next++;
        if (i >= n) return;
        await fn(i);
      }
    })());
  }
  await Promise.all(workers);
}

function pct(sorted, p) {
  if (sorted.length === 0) return null;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}
function summary(arr) {
  const s = Float64Array.from(arr).sort();
  const r3 = (x) => (x === null ? null : Math.round(x * 1000) / 1000);
  let sum = 0;
  for (const x of s) sum += x;
  return {
    n: s.length,
    mean_ms: r3(s.length ? sum / s.length : null),
    p50_ms: r3(pct(s, 50)),
    p90_ms: r3(pct(s, 90)),
    p99_ms: r3(pct(s, 99)),
    max_ms: r3(s.length ? s[s.length - 1] : null),
  };
}

// ---------------------------------------------------------------- /proc sampling
const CLK_TCK = 100; // getconf CLK_TCK on Linux x86_64/arm64
function procCpuTicks(pid, tid) {
  try {
    const st = fs.readFileSync(tid ? `/proc/${pid}/task/${tid}/stat` : `/proc/${pid}/stat`, 'utf8');
    const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]); // utime + stime (fields 14, 15)
  } catch (e) { return null; }
}
function procStatusKB(pid, key) {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'));
    return m ? Number(m[1]) : null;
  } catch (e) { return null; }
}
function machineTicks() {
  const l = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = l[3] + l[4];
  const total = l.reduce((a, b) => a + b, 0);
  return { idle, total };
}

function startMonitor() {
  const t0 = performance.now();
  const srv0 = SERVER_PID ? procCpuTicks(SERVER_PID) : null;
  const srvMain0 = SERVER_PID ? procCpuTicks(SERVER_PID, SERVER_PID) : null; // main (event-loop) thread
  const srvRss0 = SERVER_PID ? procStatusKB(SERVER_PID, 'VmRSS') : null;
  const me0 = process.cpuUsage();
  const meMain0 = procCpuTicks(process.pid, process.pid);
  const m0 = machineTicks();
  let srvPeakRssKB = SERVER_PID ? procStatusKB(SERVER_PID, 'VmRSS') : null;
  let myPeakRss = process.memoryUsage().rss;
  let srvPeakCpu = 0; // cores, over 500 ms windows
  let lastWinT = t0;
  let lastWinTicks = srv0;
  const timer = setInterval(() => {
    const now = performance.now();
    if (SERVER_PID) {
      const r = procStatusKB(SERVER_PID, 'VmRSS');
      if (r !== null && r > srvPeakRssKB) srvPeakRssKB = r;
      const t = procCpuTicks(SERVER_PID);
      if (t !== null && now - lastWinT >= 500) {
        const cores = (t - lastWinTicks) / CLK_TCK / ((now - lastWinT) / 1000);
        if (cores > srvPeakCpu) srvPeakCpu = cores;
        lastWinT = now;
        lastWinTicks = t;
      }
    }
    const rss = process.memoryUsage().rss;
    if (rss > myPeakRss) myPeakRss = rss;
  }, 100);
  timer.unref();
  return () => {
    clearInterval(timer);
    const wall = (performance.now() - t0) / 1000;
    const me = process.cpuUsage(me0);
    const meMain = procCpuTicks(process.pid, process.pid) - meMain0;
    const m1 = machineTicks();
    const r3 = (x) => Math.round(x * 1000) / 1000;
    const out = {
      wall_s: r3(wall),
      load_client_cpu_cores: r3((me.user + me.system) / 1e6 / wall),
      load_client_main_thread_cpu_cores: r3(meMain / CLK_TCK / wall),
      load_client_peak_rss_mb: Math.round(myPeakRss / 1048576 * 10) / 10,
      machine_cpu_busy_pct: Math.round((1 - (m1.idle - m0.idle) / (m1.total - m0.total)) * 1000) / 10,
    };
    if (SERVER_PID) {
      const srv1 = procCpuTicks(SERVER_PID);
      out.server_cpu_cores = r3((srv1 - srv0) / CLK_TCK / wall);
      out.server_main_thread_cpu_cores = r3((procCpuTicks(SERVER_PID, SERVER_PID) - srvMain0) / CLK_TCK / wall);
      out.server_rss_start_mb = Math.round((srvRss0 / 1024) * 10) / 10;
      out.server_rss_end_mb = Math.round((procStatusKB(SERVER_PID, 'VmRSS') / 1024) * 10) / 10;
      out.server_peak_cpu_cores_500ms = Math.round(srvPeakCpu * 1000) / 1000;
      out.server_peak_rss_mb = Math.round((srvPeakRssKB / 1024) * 10) / 10;
      out.server_vmhwm_mb = Math.round((procStatusKB(SERVER_PID, 'VmHWM') / 1024) * 10) / 10;
    }
    return out;
  };
}

// ---------------------------------------------------------------- play a match
// The follow mode's bookkeeping (no-ops for play): when each seat received which state, and
// each emitted move until every other seat has a newer state.
const SEEN_KEPT = 16;
function arrived(m, seatIndex, stateID, stats) {
  if (!stats.follow) return;
  const now = performance.now();
  m.seen = m.seen || m.seats.map(() => []);
  const seen = m.seen[seatIndex];
  seen.push([stateID, now]);
  if (seen.length > SEEN_KEPT) seen.shift();
  settle(m, stats);
}
function emitted(m, seatIndex, stateID, t0, stats) {
  if (!stats.follow) return;
  m.pending = m.pending || [];
  m.pending.push([stateID, t0, seatIndex]);
}
function settle(m, stats) {
  if (!m.pending || m.pending.length === 0) return;
  const kept = [];
  for (const [before, t0, mover] of m.pending) {
    let last = 0;
    let all = true;
    for (let i = 0; i < m.seats.length && all; i++) {
      if (i === mover) continue;
      const first = m.seen[i].find(([id]) => id > before);
      if (first === undefined) all = false; else if (first[1] > last) last = first[1];
    }
    if (!all) kept.push([before, t0, mover]);
    else if (stats.counts(t0)) stats.otherMs.push(last - t0);
  }
  m.pending = kept;
}
function socketOpts() {
  const o = { forceNew: true, reconnection: false };
  if (TRANSPORT === 'websocket') o.transports = ['websocket'];
  return o;
}

function playMatch(m, stats, opts = {}) {
  return new Promise((resolve, reject) => {
    const tStart = performance.now();
    const clients = [];
    let synced = 0;
    let done = 0;
    let finished = false;
    const timer = setTimeout(() => finish(new Error(`match ${m.matchID} timed out`)), MATCH_TIMEOUT_MS);

    function finish(err) {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (stats.live) stats.live.delete(finish);
      for (const c of clients) c.stop();
      if (err) reject(err); else resolve();
    }
    if (stats.live) stats.live.add(finish); // follow mode: abandoned (resolved) when it ends

    for (const seat of m.seats) {
      const client = Client({
        game: HighCard,
        numPlayers: m.seats.length,
        multiplayer: SocketIO({ server: BASE, socketOpts: socketOpts() }),
        matchID: m.matchID,
        playerID: seat.playerID,
        credentials: seat.credentials,
        debug: false,
      });
      clients.push(client);
      const me = { pending: null, movedAt: -1, synced: false, done: false, stateID: -1 };
      const seatIndex = m.seats.indexOf(seat);
      client.subscribe((state) => {
        if (!state || finished) return;
        if (state._stateID > me.stateID) {
          me.stateID = state._stateID;
          arrived(m, seatIndex, state._stateID, stats);
        }
        if (!me.synced) {
          me.synced = true;
          synced++;
          if (synced === m.seats.length) stats.connectMs.push(performance.now() - tStart);
        }
        // Hidden-information check: only my own hand, deck reduced to a count.
        const hk = Object.keys(state.G.hands);
        if (typeof state.G.deck !== 'number' || hk.length !== 1 || hk[0] !== seat.playerID) stats.leaks++;

        if (me.pending && state._stateID > me.pending.stateID) {
          const now = performance.now();
          if (stats.counts(now)) {
            stats.moveMs.push(now - me.pending.t0);
            stats.moves++;
          }
          me.pending = null;
        }
        if (state.ctx.gameover) {
          if (!me.done) {
            me.done = true;
            done++;
            if (done === m.seats.length) {
              if (stats.counts(performance.now())) stats.matchesDone++;
              stats.ended = (stats.ended || 0) + 1;
              finish();
            }
          }
          return;
        }
        if (
          state.ctx.currentPlayer === seat.playerID &&
          !me.pending &&
          state._stateID !== me.movedAt
        ) {
          const hand = state.G.hands[seat.playerID];
          me.movedAt = state._stateID;
          me.pending = { stateID: state._stateID, t0: performance.now() };
          emitted(m, seatIndex, state._stateID, me.pending.t0, stats);
          client.moves.playCard(Math.floor(Math.random() * hand.length));
        }
      });
      client.start();
    }
  });
}

// Same protocol as boardgame.io's SocketIO transport, without the Client (no redux store,
// no log bookkeeping): emit 'sync' on connect, receive 'sync'/'update', emit 'update' with a
// MAKE_MOVE action. Used to check whether the official client limits the measurement.
function playMatchRaw(m, stats) {
  const { io } = require('socket.io-client');
  return new Promise((resolve, reject) => {
    const tStart = performance.now();
    const sockets = [];
    let synced = 0;
    let done = 0;
    let finished = false;
    const timer = setTimeout(() => finish(new Error(`match ${m.matchID} timed out`)), MATCH_TIMEOUT_MS);
    function finish(err) {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (stats.live) stats.live.delete(finish);
      for (const s of sockets) s.close();
      if (err) reject(err); else resolve();
    }
    if (stats.live) stats.live.add(finish);
    for (const seat of m.seats) {
      const socket = io(`${BASE}/${GAME}`, socketOpts());
      sockets.push(socket);
      const me = { stateID: -1, pending: null, movedAt: -1, synced: false, done: false };
      const seatIndex = m.seats.indexOf(seat);
      const onState = (state) => {
        if (finished || state._stateID < me.stateID) return;
        if (state._stateID > me.stateID) arrived(m, seatIndex, state._stateID, stats);
        me.stateID = state._stateID;
        if (!me.synced) {
          me.synced = true;
          synced++;
          if (synced === m.seats.length) stats.connectMs.push(performance.now() - tStart);
        }
        const hk = Object.keys(state.G.hands);
        if (typeof state.G.deck !== 'number' || hk.length !== 1 || hk[0] !== seat.playerID) stats.leaks++;
        if (me.pending && state._stateID > me.pending.stateID) {
          const now = performance.now();
          if (stats.counts(now)) {
            stats.moveMs.push(now - me.pending.t0);
            stats.moves++;
          }
          me.pending = null;
        }
        if (state.ctx.gameover) {
          if (!me.done) {
            me.done = true;
            done++;
            if (done === m.seats.length) {
              if (stats.counts(performance.now())) stats.matchesDone++;
              stats.ended = (stats.ended || 0) + 1;
              finish();
            }
          }
          return;
        }
        if (state.ctx.currentPlayer === seat.playerID && !me.pending && state._stateID !== me.movedAt) {
          const hand = state.G.hands[seat.playerID];
          me.movedAt = state._stateID;
          me.pending = { stateID: state._stateID, t0: performance.now() };
          emitted(m, seatIndex, state._stateID, me.pending.t0, stats);
          const action = {
            type: 'MAKE_MOVE',
            payload: { type: 'playCard', args: [Math.floor(Math.random() * hand.length)], playerID: seat.playerID, credentials: seat.credentials },
          };
          socket.emit('update', action, state._stateID, m.matchID, seat.playerID);
        }
      };
      socket.on('connect', () => socket.emit('sync', m.matchID, seat.playerID, seat.credentials, m.seats.length));
      socket.on('sync', (matchID, syncInfo) => { if (matchID === m.matchID) onState(syncInfo.state); });
      socket.on('update', (matchID, state) => { if (matchID === m.matchID) onState(state); });
    }
  });
}

async function precreate(n, players) {
  const matches = new Array(n);
  await pool(n, LOBBY_CONC, async (i) => { matches[i] = await createAndJoin(players); });
  return matches;
}

// ---------------------------------------------------------------- modes
async function modePlay() {
  const t0 = performance.now();
  const matches = await precreate(MATCHES, PLAYERS);
  const setupS = (performance.now() - t0) / 1000;
  const stats = { moveMs: [], connectMs: [], moves: 0, leaks: 0, matchesDone: 0, errors: [], counts: () => true };
  const stop = startMonitor();
  const tp = performance.now();
  await pool(MATCHES, CONC, async (i) => {
    try { await (CLIENT === 'raw' ? playMatchRaw : playMatch)(matches[i], stats); } catch (e) { stats.errors.push(String(e.message || e)); }
  });
  const wall = (performance.now() - tp) / 1000;
  const mon = stop();
  const res = {
    label: LABEL,
    mode: 'play',
    framework: 'boardgame.io@' + require('boardgame.io/package.json').version,
    client: CLIENT,
    transport: TRANSPORT,
    players: PLAYERS,
    concurrency_matches: CONC,
    matches: MATCHES,
    matches_done: stats.matchesDone,
    moves: stats.moves,
    expected_moves: MATCHES * DECK_SIZE,
    moves_per_s: Math.round((stats.moves / wall) * 10) / 10,
    matches_per_s: Math.round((stats.matchesDone / wall) * 100) / 100,
    move_latency: summary(stats.moveMs),
    match_connect_sync: summary(stats.connectMs),
    hidden_info_leaks: stats.leaks,
    errors: stats.errors.slice(0, 5),
    error_count: stats.errors.length,
    lobby_setup_s: Math.round(setupS * 1000) / 1000,
    ...mon,
  };
  return res;
}

async function modeLobby() {
  const createMs = [];
  const joinMs = [];
  let errors = 0;
  const stop = startMonitor();
  const t0 = performance.now();
  await pool(MATCHES, CONC, async () => {
    try {
      const m = await createAndJoin(PLAYERS);
      createMs.push(m.createMs);
      joinMs.push(...m.joinMs);
    } catch (e) { errors++; }
  });
  const wall = (performance.now() - t0) / 1000;
  const mon = stop();
  const reqs = createMs.length + joinMs.length;
  return {
    label: LABEL,
    mode: 'lobby',
    framework: 'boardgame.io@' + require('boardgame.io/package.json').version,
    players: PLAYERS,
    concurrency: CONC,
    matches: MATCHES,
    requests: reqs,
    errors,
    req_per_s: Math.round((reqs / wall) * 10) / 10,
    create_join_flows_per_s: Math.round((createMs.length / wall) * 10) / 10,
    create_latency: summary(createMs),
    join_latency: summary(joinMs),
    ...mon,
  };
}

async function modeFollow() {
  const seconds = Number(args.seconds || 8);
  const warmup = Number(args.warmup || Math.max(1, seconds * 0.15));
  const stats = {
    moveMs: [], otherMs: [], connectMs: [], moves: 0, leaks: 0, matchesDone: 0, errors: [],
    follow: true, live: new Set(), window: [Infinity, Infinity], started: 0, ended: 0,
  };
  stats.counts = (t) => t >= stats.window[0] && t <= stats.window[1];
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  let stopping = false;
  let lobbyRetries = 0;
  const slot = async () => {
    while (!stopping) {
      let m;
      try {
        m = await createAndJoin(PLAYERS);
      } catch (e) {
        // A keep-alive socket the server closed while idle (node's keepAliveTimeout) answers
        // "socket hang up": the slot makes its match again, as a player's retry would.
        lobbyRetries++;
        await sleep(10);
        continue;
      }
      if (stopping) return;
      stats.started++;
      try {
        await (CLIENT === 'raw' ? playMatchRaw : playMatch)(m, stats);
      } catch (e) {
        if (!stopping) stats.errors.push(String(e.message || e));
      }
    }
  };
  const slots = [];
  for (let i = 0; i < CONC; i++) {
    slots.push(slot());
    if (i % 16 === 15) await sleep(10); // started over a moment, as bench/e2e.py does
  }
  const began = performance.now();
  await sleep(warmup * 1000);
  // As bench/e2e.py: the window opens once as many matches as are in flight have ended (their
  // first wave, started together), or after `seconds` more at most.
  while (stats.ended < CONC && performance.now() < began + (warmup + seconds) * 1000) await sleep(50);
  const stop = startMonitor();
  const opened = performance.now();
  stats.window = [opened, opened + seconds * 1000];
  await sleep(seconds * 1000);
  const wall = (performance.now() - opened) / 1000;
  stats.window[1] = performance.now();
  const mon = stop();
  stopping = true;
  for (const finish of [...stats.live]) finish();
  await Promise.all(slots);
  return {
    label: LABEL,
    mode: 'follow',
    framework: 'boardgame.io@' + require('boardgame.io/package.json').version,
    client: CLIENT,
    transport: TRANSPORT,
    players: PLAYERS,
    concurrency_matches: CONC,
    seconds: Math.round(wall * 1000) / 1000,
    warmup_s: warmup,
    matches_started: stats.started,
    lobby_retries: lobbyRetries,
    matches_done: stats.matchesDone,
    moves: stats.moves,
    moves_per_s: Math.round((stats.moves / wall) * 10) / 10,
    matches_per_s: Math.round((stats.matchesDone / wall) * 100) / 100,
    moves_per_match: DECK_SIZE,
    matches_per_s_steady: Math.round((stats.moves / wall / DECK_SIZE) * 100) / 100,
    move_latency: summary(stats.moveMs),
    other_seats_latency: summary(stats.otherMs),
    hidden_info_leaks: stats.leaks,
    errors: stats.errors.slice(0, 5),
    error_count: stats.errors.length,
    ...mon,
  };
}

// Functional smoke test: hidden info, INVALID_MOVE on a bad index, wrong-turn move ignored.
async function modeCheck() {
  const m = await createAndJoin(2);
  const mk = (seat) => Client({
    game: HighCard, numPlayers: 2, multiplayer: SocketIO({ server: BASE, socketOpts: socketOpts() }),
    matchID: m.matchID, playerID: seat.playerID, credentials: seat.credentials, debug: false,
  });
  const c0 = mk(m.seats[0]);
  const c1 = mk(m.seats[1]);
  c0.start(); c1.start();
  // A second, raw socket for seat 1 records the size of what the server sends (JSON of the
  // socket.io event arguments, about the size of the websocket frame).
  const { io } = require('socket.io-client');
  const spy = io(`${BASE}/${GAME}`, socketOpts());
  const sizes = {};
  spy.on('connect', () => spy.emit('sync', m.matchID, '1', m.seats[1].credentials, 2));
  for (const ev of ['sync', 'update', 'patch']) spy.on(ev, (...a) => { sizes[ev] = JSON.stringify([ev, ...a]).length; });
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const waitFor = async (pred, what) => {
    for (let i = 0; i < 200; i++) { if (pred()) return; await sleep(10); }
    throw new Error('timeout waiting for ' + what);
  };
  await waitFor(() => c0.getState() && c1.getState(), 'sync');
  const s0 = c0.getState();
  const results = {};
  results.p0_sees_only_own_hand = JSON.stringify(Object.keys(s0.G.hands)) === '["0"]' && s0.G.hands['0'].length === 3;
  results.deck_is_a_count = s0.G.deck === DECK_SIZE - 6;
  const id0 = s0._stateID;
  c0.moves.playCard(99); // bad index -> INVALID_MOVE on the server, no state change
  await sleep(300);
  results.bad_index_rejected = c0.getState()._stateID === id0;
  c1.moves.playCard(0); // not player 1's turn -> ignored by the server
  await sleep(300);
  results.wrong_turn_rejected = c1.getState()._stateID === id0 && c1.getState().ctx.currentPlayer === '0';
  c0.moves.playCard(0);
  await waitFor(() => c1.getState()._stateID > id0, 'valid move');
  const s1 = c1.getState();
  results.valid_move_applied = s1.ctx.currentPlayer === '1' && s1.G.table.length === 1 && s1.G.handSizes['0'] === 3;
  results.p1_sees_only_own_hand = JSON.stringify(Object.keys(s1.G.hands)) === '["1"]';
  await waitFor(() => sizes.update, 'update on the raw socket');
  c0.stop(); c1.stop(); spy.close();
  results.ok = Object.values(results).every(Boolean);
  return { label: 'check', mode: 'check', matchID: m.matchID, ...results, bytes_sync_msg: sizes.sync, bytes_update_msg_after_move1: sizes.update };
}

(async () => {
  let res;
  if (args.mode === 'play') res = await modePlay();
  else if (args.mode === 'lobby') res = await modeLobby();
  else if (args.mode === 'check') res = await modeCheck();
  else if (args.mode === 'follow') res = await modeFollow();
  else throw new Error('mode must be play | lobby | check | follow');
  const json = JSON.stringify(res, null, 2);
  if (args.out) fs.writeFileSync(args.out, json + '\n');
  console.log(json);
  agent.destroy();
  process.exit(res.ok === false || res.error_count > 0 || res.errors > 0 ? 1 : 0);
})().catch((e) => { console.error(e); process.exit(2); });
