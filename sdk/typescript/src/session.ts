// The hand-written session helper over the generated types (src/schema.d.ts) and openapi-fetch.
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./schema.js";

type Schemas = components["schemas"];
export type TableView = Schemas["TableView"];
/** An event of a type this SDK was generated with: narrow it on `type`. */
export type KnownEvent = Schemas["EventRecord"];
/** An event of a type added after this SDK was generated (a newer server's game or table).
 * The types are compile-time only, so the SDK cannot tell these apart at run time: it hands
 * every event on, and a client ignores the types it does not handle (docs/api.md,
 * Compatibility). Its `data` is whatever the server sent. */
export interface UnknownEvent {
  version: number;
  type: string;
  data?: unknown;
}
/** One event. Comparing `type` with a known type does not narrow `data` past the unknown
 * variant: after the check, use it as that type (`event as Extract<KnownEvent, { type: "..." }>`). */
export type EventRecord = KnownEvent | UnknownEvent;
/** One move, as `POST /tables/{code}/actions` takes it and `legalActions()` lists it. */
export type Action = Schemas["Act"]["action"];
export type Hint = Schemas["Hint"];
/** The body of `POST /tables`: one shape per game (`game` tells which). */
export type CreateTable = paths["/tables"]["post"]["requestBody"]["content"]["application/json"];
/** A bot's level, as the document lists them. */
export type BotLevel = NonNullable<Schemas["AddBot"]["level"]>;
/** One message of a table's chat, as `GET /tables/{code}/chat` answers it (its fields as a
 * map where the SDK's types come from a document before the chat, contract 1.0.0). */
export type ChatMessage = Schemas extends { ChatMessage: infer Message }
  ? Message
  : { number: number; created_ms: number; name: string; [field: string]: unknown };

/** One change pushed by the stream: the new view and what happened since the last one. */
export interface StreamUpdate {
  version: number;
  view: TableView;
  events: EventRecord[];
  /** Your seat's legal actions at this version, as the stream brings them (empty: none); undefined
   * where they did not come with the view (a long-poll, a server before contract 1.1.0): call
   * `legalActions()` then. */
  actions?: Action[];
}

export interface SessionOptions {
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
  /** Attempts per call on network errors, 429 and 503. */
  retries?: number;
  /** The app every request acts for (the server's docs/apps.md): your server's secret key
   * (`tk_...`, sent as `X-Api-Key`; never in a browser), or a browser's or phone's publishable
   * app id (`app_...`, `X-App-Id`). Neither: the deployment's default app. */
  apiKey?: string;
  appId?: string;
}

/** The headers naming the session's app, if any. */
function appHeaders(options: SessionOptions): Record<string, string> {
  if (options.apiKey !== undefined && options.appId !== undefined) {
    throw new InputError("name the app once: apiKey (a server) or appId (a browser or phone)");
  }
  if (options.apiKey !== undefined) return { "X-Api-Key": options.apiKey };
  return options.appId !== undefined ? { "X-App-Id": options.appId } : {};
}

export interface FollowOptions {
  /** false: long-poll only (a proxy that holds streamed answers back, say). */
  stream?: boolean;
  /** Seconds each long-poll waits for a change: under 15 keeps a seat counted as connected. */
  wait?: number;
  /** Seconds of long-polling after which the stream is tried again. */
  retryStreamAfter?: number;
  /** The table's chat too, as `stream()` takes it (`StreamOptions`): on the stream while it
   * follows by the stream; read after each long-poll otherwise (so up to `wait` seconds late). */
  onChat?: (message: ChatMessage) => void;
  chatSince?: number;
}

export interface StreamOptions {
  /** false: read one connection only (see `stream()`). */
  reconnect?: boolean;
  /** Each chat message your credential may read, as it is written (docs/api.md, "Event
   * stream"), on the same connection as the table's changes: a client that streams needs no
   * chat long-poll of its own. Called in the order the messages were written. */
  onChat?: (message: ChatMessage) => void;
  /** With `onChat`: first every message after this number that the table still keeps (0: all
   * of them), then the new ones; without it, only those written from now on. A reconnection
   * resumes after the last message handed to `onChat`, or after `chatSince`: without either,
   * what was written while it reconnected is not sent (read it with `GET .../chat`), so pass
   * the last number you have to miss nothing. */
  chatSince?: number;
  /** Called each time the server accepts a connection (its 200), before any message. A stream
   * resumed with nothing new sends nothing until a change, so this is how a caller knows it is
   * open: a chat panel that reads the chat from the stream can stop its own reading then. */
  onOpen?: () => void;
}

/** A problem+json body (RFC 9457) with the API's stable `code`. */
export type Problem = Record<string, unknown>;

/** Every failure the server answers (its problem+json), and every input the SDK refuses before
 * sending (InputError): `status`, `code` (stable: branch on it), `detail`, the whole `problem`. */
export class ApiError extends Error {
  readonly problem: Problem;

  constructor(
    readonly status: number,
    problem: Problem,
  ) {
    const code = String(problem.code || "unknown");
    const detail = String(problem.detail || problem.title || `HTTP ${status}`);
    super(`${status} ${code}: ${detail}`);
    this.name = "ApiError";
    this.problem = problem;
  }
  get code(): string {
    return String(this.problem.code || "unknown");
  }
  /** The problem's own words: its detail, else its title, else the code. */
  get detail(): string {
    return String(this.problem.detail || this.problem.title || this.code);
  }
}

/** 400 or 422: the request is malformed (the server said so, or the SDK saw it first). */
export class InvalidRequest extends ApiError {
  constructor(status: number, problem: Problem) {
    super(status, problem);
    this.name = "InvalidRequest";
  }
}

/** 401 or 403: no token, a wrong one, or not allowed to do that. */
export class Unauthorized extends ApiError {
  constructor(status: number, problem: Problem) {
    super(status, problem);
    this.name = "Unauthorized";
  }
}

/** 404: no such table (or it expired), player or game. */
export class NotFound extends ApiError {
  constructor(status: number, problem: Problem) {
    super(status, problem);
    this.name = "NotFound";
  }
}

/** 409: not now (the table is not in that state, not your turn, a stale version). */
export class Conflict extends ApiError {
  constructor(status: number, problem: Problem) {
    super(status, problem);
    this.name = "Conflict";
  }
}

/** 429 or 5xx still answered after the retries (rate limits, an outage). */
export class Unavailable extends ApiError {
  constructor(status: number, problem: Problem) {
    super(status, problem);
    this.name = "Unavailable";
  }
}

/** The table changed under `expectedVersion`: `view` is the fresh table; decide again. */
export class VersionConflict extends Conflict {
  constructor(problem: Problem, readonly view: TableView) {
    super(409, problem);
    this.name = "VersionConflict";
  }
}

/** 403 `not_seated`: this session has no seat (a spectator, an observing host), answered to
 * acting, hints and rematches. */
export class NotSeated extends Unauthorized {
  constructor(problem: Problem) {
    super(403, problem);
    this.name = "NotSeated";
  }
}

/** Input refused before any request, with the status and code the server would answer
 * (400 `bad_request`), so one handler serves both. */
export class InputError extends InvalidRequest {
  constructor(detail: string) {
    super(400, { status: 400, title: "Bad Request", code: "bad_request", detail });
    this.name = "InputError";
  }
}

/** A view in which you hold a seat: `you.seat` is a number. */
export type SeatedView = TableView & { you: { seat: number } };

/** Whether you hold a seat in `view` (not a spectator, not an observing host); narrows
 * `view.you.seat` to a number. */
export function isSeated(view: TableView): view is SeatedView {
  return typeof view.you.seat === "number";
}

/** Your seat in `view`, or undefined (a spectator, an observing host, no view). */
export function mySeat(view: TableView | undefined): number | undefined {
  return view && isSeated(view) ? view.you.seat : undefined;
}

/** Whether `view` waits for a decision of your seat (your turn, or a choice asked of you out
 * of turn): `legalActions()` lists them. */
export function myTurn(view: TableView | undefined): boolean {
  const seat = mySeat(view);
  return view?.status === "playing" && seat !== undefined && view.to_act.includes(seat);
}

const sleep = (seconds: number) => new Promise((done) => setTimeout(done, seconds * 1000));
const backoff = (attempt: number) => Math.min(0.1 * 2 ** attempt, 5);

/** A random idempotency key. crypto.randomUUID exists only in secure contexts (https,
 * localhost); a page served over plain http still has getRandomValues. */
function randomKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

function retryAfter(response: Response, attempt: number): number {
  const value = Number(response.headers.get("Retry-After"));
  return Number.isFinite(value) && response.headers.has("Retry-After") ? value : backoff(attempt);
}

/** The error for a refused answer: a problem+json body, or whatever a proxy put there. */
function problemError(status: number, body: unknown, statusText = ""): ApiError {
  const problem: Problem =
    body && typeof body === "object" ? (body as Problem) : { detail: String(body ?? "").slice(0, 200) || statusText };
  if (problem.code === "not_seated") return new NotSeated(problem);
  if (status === 400 || status === 422) return new InvalidRequest(status, problem);
  if (status === 401 || status === 403) return new Unauthorized(status, problem);
  if (status === 404) return new NotFound(status, problem);
  if (status === 409) return new Conflict(status, problem);
  if (status === 429 || status >= 500) return new Unavailable(status, problem);
  return new ApiError(status, problem);
}

/** Refusals of the stream that long-polls would get too: no point falling back for them. */
function fatal(error: ApiError): boolean {
  return error.status === 400 || error.status === 401 || error.status === 403 || error.code === "table_not_found";
}

interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** One seat (or the host, or a spectator without a token) at one table. */
export class Session {
  readonly client: Client<paths>;
  /** The newest view of the table this session has read. */
  view: TableView | undefined;
  etag: string | undefined;
  private readonly retries: number;
  private readonly fetcher: typeof fetch;
  private readonly app: Record<string, string>;

  constructor(
    readonly baseUrl: string,
    readonly code: string,
    readonly token?: string,
    options: SessionOptions = {},
  ) {
    // Checked here: fetch would fail on it with a TypeError, which reads as a network error
    // and would be retried. A page may use a relative base (its own origin).
    try {
      new URL(baseUrl, (globalThis as { location?: { href: string } }).location?.href);
    } catch {
      throw new InputError(`not a URL: ${JSON.stringify(baseUrl)}`);
    }
    // Wrapped: browsers refuse a fetch called as a method of anything but the window.
    this.fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.retries = options.retries ?? 6;
    this.app = appHeaders(options);
    this.client = createClient<paths>({
      baseUrl: baseUrl.replace(/\/$/, ""),
      fetch: this.fetcher,
      headers: token ? { ...this.app, Authorization: `Bearer ${token}` } : { ...this.app },
    });
  }

  /** A new table; the session is its host's. Fields with server defaults (`bots`, `hints`,
   * `host_plays`, `visibility`, `options`) may be left out. */
  static async create(baseUrl: string, body: CreateTable, options: SessionOptions = {}): Promise<Session> {
    const anonymous = new Session(baseUrl, "", undefined, options);
    const created = (await anonymous.call(() => anonymous.client.POST("/tables", { body }))) as Schemas["CreatedTable"];
    const session = new Session(baseUrl, created.code, created.token, options);
    session.remember(created.table);
    return session;
  }

  static async join(baseUrl: string, code: string, name: string, options: SessionOptions = {}): Promise<Session> {
    const anonymous = new Session(baseUrl, code, undefined, options);
    const joined = (await anonymous.call(() =>
      anonymous.client.POST("/tables/{code}/join", { params: { path: { code } }, body: { name } }),
    )) as Schemas["JoinedTable"];
    const session = new Session(baseUrl, joined.code, joined.token, options);
    session.remember(joined.table);
    return session;
  }

  /** Your seat in the newest view, or undefined (a spectator, an observing host, no view). */
  get mySeat(): number | undefined {
    return mySeat(this.view);
  }

  /** Whether the newest view waits for a decision of your seat (`legalActions()`). */
  get myTurn(): boolean {
    return myTurn(this.view);
  }

  async addBot(level: BotLevel = "easy"): Promise<TableView> {
    const path = { code: this.code };
    return this.remember((await this.call(() => this.client.POST("/tables/{code}/bots", { params: { path }, body: { level } }))) as TableView);
  }

  async start(): Promise<TableView> {
    const path = { code: this.code };
    return this.remember((await this.call(() => this.client.POST("/tables/{code}/start", { params: { path } }))) as TableView);
  }

  /** The current view; an unchanged table costs a 304 (the ETag is sent back). With `since`
   * and `wait` it long-polls until the version passes `since` or `wait` seconds run out. */
  async poll(since = 0, wait = 0, signal?: AbortSignal): Promise<TableView> {
    const answer = await this.withRetries(() =>
      this.client.GET("/tables/{code}", {
        params: {
          path: { code: this.code },
          query: { since, wait },
          header: this.etag ? { "If-None-Match": this.etag } : {},
        },
        signal,
      }),
    );
    if (answer.response.status === 304 && this.view) return this.view;
    const view = this.parsed(answer) as TableView;
    this.etag = answer.response.headers.get("ETag") ?? undefined;
    this.remember(view);
    return view;
  }

  /** Every action your seat may send now (empty when no decision of yours is pending). */
  async legalActions(): Promise<Action[]> {
    const path = { code: this.code };
    const legal = (await this.call(() => this.client.GET("/tables/{code}/actions", { params: { path } }))) as Schemas["LegalActions"];
    return legal.actions;
  }

  /** The former name of legalActions(). */
  async actions(): Promise<Action[]> {
    return this.legalActions();
  }

  /** Events after version `since` (all of them, page after page), up to `until` if given. */
  async events(since = 0, until?: number): Promise<EventRecord[]> {
    const found: EventRecord[] = [];
    for (let after = since; until === undefined || after < until; ) {
      const query = { since: after, limit: 1000 };
      const page = (await this.call(() =>
        this.client.GET("/tables/{code}/events", { params: { path: { code: this.code }, query } }),
      )) as Schemas["EventsPage"];
      found.push(...eventsOf(page).filter((event) => until === undefined || event.version <= until));
      if (page.last_version <= after || page.last_version >= page.version) break;
      after = page.last_version;
    }
    return found;
  }

  /** The Hard bot's suggestion for your seat (a table created with `hints: true`): `action` is
   * one of your legal actions, for `version`. Retried while it is being computed (503). */
  async hint(): Promise<Hint> {
    const path = { code: this.code };
    return (await this.call(() => this.client.GET("/tables/{code}/hint", { params: { path } }))) as Hint;
  }

  /** Play `action`. One idempotency key for all retries: applied at most once. A stale
   * `expectedVersion` throws VersionConflict carrying the refreshed view. */
  async act(action: Action, expectedVersion?: number): Promise<TableView> {
    if (!action || typeof action !== "object" || typeof action.type !== "string") {
      throw new InputError("act() takes an action such as one of legalActions()");
    }
    if (expectedVersion !== undefined && !(Number.isSafeInteger(expectedVersion) && expectedVersion >= 0)) {
      throw new InputError(`expectedVersion must be a table version, not ${String(expectedVersion)}`);
    }
    const key = randomKey();
    const body = { action, expected_version: expectedVersion ?? null };
    const answer = await this.withRetries(() =>
      this.client.POST("/tables/{code}/actions", {
        params: { path: { code: this.code }, header: { "Idempotency-Key": key } },
        body,
      }),
    );
    if (answer.response.status === 409) {
      const problem = answer.error as Problem;
      if (problem?.code === "version_conflict") throw new VersionConflict(problem, await this.poll());
    }
    return this.remember(this.parsed(answer) as TableView);
  }

  /** Every change as it happens (first the current view, or what was missed after `since`),
   * for as long as the caller reads or until `signal` aborts: the stream, resumed after a
   * dropped connection; long-polls (`since` + `wait`, then the events in between) where the
   * stream is refused (429, 503 `too_many_streams`, a server or proxy without it) or keeps
   * failing, trying the stream again after `retryStreamAfter` seconds. Throws what long-polls
   * would get too (401, 403, `table_not_found`). With `onChat`, the table's chat as well. */
  async *follow(
    since?: number,
    signal?: AbortSignal,
    { stream = true, wait = 10, retryStreamAfter = 60, onChat, chatSince }: FollowOptions = {},
  ): AsyncGenerator<StreamUpdate> {
    let last = since;
    let streaming = stream;
    let failures = 0;
    let pollingSince = 0;
    const chat = onChat ? new ChatCursor(onChat, chatSince) : undefined;
    while (!signal?.aborted) {
      if (streaming) {
        let received = false;
        try {
          const options = { reconnect: false, onChat: chat?.take, chatSince: chat?.last };
          for await (const update of this.stream(last, signal, options)) {
            received = true;
            failures = 0;
            last = update.version;
            yield update;
          }
        } catch (error) {
          if (signal?.aborted) return;
          if (error instanceof ApiError) {
            if (fatal(error)) throw error;
            streaming = false; // refused: long-poll instead
          } else if (!(error instanceof TypeError)) {
            throw error; // not a network error: a bug to see
          }
        }
        // The connection ended (a server restarting, a network blip): resume after `last`,
        // unless it keeps failing without bringing anything.
        if (streaming && !received && ++failures >= 3) streaming = false;
        if (!streaming) pollingSince = Date.now();
        else await sleep(backoff(failures));
        continue;
      }
      const view = await this.poll(last ?? 0, last === undefined ? 0 : wait, signal).catch((error: unknown) => {
        if (signal?.aborted) return undefined;
        throw error;
      });
      if (!view) return;
      if (chat) await this.readChat(chat, signal);
      if (last === undefined || view.version > last) {
        const events = last === undefined ? [] : await this.events(last, view.version);
        last = view.version;
        yield { version: view.version, view, events };
      }
      if (stream && Date.now() - pollingSince >= retryStreamAfter * 1000) {
        streaming = true;
        failures = 0;
      }
    }
  }

  /** follow()'s chat between long-polls: `GET /tables/{code}/chat` after the cursor, read for
   * this session's credential. A failure to read (the network, 429, 503) leaves it for the
   * next long-poll; other refusals are thrown. */
  private async readChat(chat: ChatCursor, signal?: AbortSignal): Promise<void> {
    const headers: Record<string, string> = { ...this.app, Accept: "application/json" };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    const url = `${this.baseUrl.replace(/\/$/, "")}/tables/${this.code}/chat?since=${chat.last ?? 0}`;
    let response: Response;
    try {
      response = await this.fetcher(url, { headers, signal });
    } catch (error) {
      if (error instanceof TypeError) return; // the network: next time
      throw error;
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 429 || response.status === 503) return;
    if (!response.ok) throw problemError(response.status, body, response.statusText);
    chat.page(body);
  }

  /** Every change as it happens (first the current view), from GET /tables/{code}/stream read
   * with a streaming fetch; reconnects by itself after a dropped connection, resuming after the
   * last version received (Last-Event-ID). In a browser, `eventSource()` does the same. With
   * `reconnect: false` it reads one connection only: it ends with the connection and throws
   * ApiError on any refusal (429 and 503 too), so a caller can fall back to long-polling.
   * With `onChat`, the table's chat comes on the same connection. */
  async *stream(
    since?: number,
    signal?: AbortSignal,
    { reconnect = true, onChat, chatSince, onOpen }: StreamOptions = {},
  ): AsyncGenerator<StreamUpdate> {
    let last = since;
    const chat = onChat ? new ChatCursor(onChat, chatSince) : undefined;
    for (let attempt = 0; !signal?.aborted; ) {
      const headers: Record<string, string> = { ...this.app, Accept: "text/event-stream" };
      if (this.token) headers.Authorization = `Bearer ${this.token}`;
      if (last !== undefined) headers["Last-Event-ID"] = String(last);
      try {
        // actions=true: a view that waits for your seat comes with your legal actions
        let url = `${this.baseUrl.replace(/\/$/, "")}/tables/${this.code}/stream?actions=true`;
        if (chat?.last !== undefined) url += `&chat_since=${chat.last}`;
        const response = await this.fetcher(url, { headers, signal });
        if (reconnect && (response.status === 429 || response.status === 503)) {
          await sleep(retryAfter(response, attempt++));
          continue;
        }
        if (!response.ok || !response.body) {
          const body: unknown = await response.text().then((text) => {
            try {
              return JSON.parse(text);
            } catch {
              return text;
            }
          }, () => undefined);
          throw problemError(response.status, body, response.statusText);
        }
        attempt = 0;
        onOpen?.();
        for await (const update of parseStream(response.body, listsActions(response), chat?.take)) {
          last = update.version;
          this.remember(update.view);
          yield update;
        }
      } catch (error) {
        if (error instanceof ApiError || signal?.aborted || !reconnect) throw error;
      }
      if (!reconnect) return;
      await sleep(backoff(attempt++)); // the connection ended: resume where it stopped
    }
  }

  /** Browsers: the stream through EventSource, which resumes by itself (Last-Event-ID). Only
   * for tokenless spectators or same-origin cookies: EventSource cannot send Authorization.
   * With `onChat`, the chat's messages too, from `chatSince` on as `stream()` takes it (an
   * EventSource reconnects to the URL it was opened with: messages it brings again are
   * skipped by number). */
  eventSource(
    onUpdate: (update: StreamUpdate) => void,
    { onChat, chatSince, onOpen }: Omit<StreamOptions, "reconnect"> = {},
  ): EventSource {
    let url = `${this.baseUrl.replace(/\/$/, "")}/tables/${this.code}/stream`;
    if (onChat && chatSince !== undefined) url += `?chat_since=${chatSince}`;
    const source = new EventSource(url);
    if (onOpen) source.addEventListener("open", () => onOpen());
    if (onChat) {
      const chat = new ChatCursor(onChat, chatSince ?? 0);
      source.addEventListener("chat", (event) => {
        const message = chatOf(JSON.parse((event as MessageEvent).data));
        if (message) chat.take(message);
      });
    }
    let pending: EventRecord[] = [];
    source.addEventListener("events", (message) => {
      pending = pending.concat(eventsOf(JSON.parse((message as MessageEvent).data)));
    });
    source.addEventListener("view", (message) => {
      const event = message as MessageEvent;
      const view = JSON.parse(event.data) as TableView;
      this.remember(view);
      onUpdate({ version: Number(event.lastEventId || view.version), view, events: pending });
      pending = [];
    });
    return source;
  }

  /** Keeps the newest view: an answer read late (a long-poll, a move's) never replaces a newer
   * one. The same version may bring news (presence in the lobby has no version). */
  private remember(view: TableView): TableView {
    if (!this.view || view.version >= this.view.version) this.view = view;
    return view;
  }

  private async withRetries(send: () => Promise<Answer>): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await send();
        const status = answer.response.status;
        if ((status !== 429 && status !== 503) || attempt >= this.retries - 1) return answer;
        await sleep(retryAfter(answer.response, attempt));
      } catch (error) {
        if (!(error instanceof TypeError) || attempt >= this.retries - 1) throw error; // fetch's network errors are TypeErrors
        await sleep(backoff(attempt));
      }
    }
  }

  /** Any other endpoint through `client`, with the same retries and errors:
   * `session.call(() => session.client.POST("/tables/{code}/cancel", {...}))`. */
  async call(send: () => Promise<Answer>): Promise<unknown> {
    return this.parsed(await this.withRetries(send));
  }

  private parsed(answer: Answer): unknown {
    if (answer.response.ok) return answer.data;
    throw problemError(answer.response.status, answer.error, answer.response.statusText);
  }
}

/** Whether the stream's server sends `actions` messages (contract 1.1.0 and later, by its
 * Tapete-API-Version header): then a view without one means your seat has no legal actions. */
function listsActions(response: Response): boolean {
  const [major, minor] = (response.headers.get("Tapete-API-Version") ?? "0.0").split(".").map(Number);
  return major > 1 || (major === 1 && minor >= 1);
}

/** The events of a page or an `events` message. Types are not checked at run time (the SDK
 * knows them at compile time only): every record with a version and a type is handed on, so
 * a newer server's types reach the caller instead of failing (see UnknownEvent). */
function eventsOf(payload: unknown): EventRecord[] {
  const events = (payload as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return [];
  return events.filter(
    (event): event is EventRecord =>
      typeof event === "object" && event !== null && typeof event.version === "number" && typeof event.type === "string",
  );
}

/** A `chat` message's data, when it is one (a message with its number). */
function chatOf(payload: unknown): ChatMessage | undefined {
  const number = (payload as { number?: unknown } | null)?.number;
  return typeof number === "number" ? (payload as ChatMessage) : undefined;
}

/** A follower's chat: each message handed to `onChat` once and in order, whether a stream
 * brought it or (`follow()`) a read between long-polls did; `last` is the number to resume
 * after (undefined: from now on). */
class ChatCursor {
  constructor(
    private readonly onChat: (message: ChatMessage) => void,
    public last?: number,
  ) {}

  readonly take = (message: ChatMessage): void => {
    if (this.last !== undefined && message.number <= this.last) return; // had it
    this.last = message.number;
    this.onChat(message);
  };

  /** A `GET /tables/{code}/chat` answer read after `last`: its messages handed on (none the
   * first time without `last`: from then on). */
  page(body: unknown): void {
    const page = body as { version?: unknown; messages?: unknown } | null;
    const version = typeof page?.version === "number" ? page.version : undefined;
    if (this.last === undefined) {
      this.last = version; // from now on
      return;
    }
    const messages = Array.isArray(page?.messages) ? page.messages : [];
    for (const message of messages.map(chatOf)) if (message) this.take(message);
    if (version !== undefined) this.last = Math.max(this.last, version);
  }
}

/** Server-Sent Events -> StreamUpdates: an `events` message, your legal actions (an `actions`
 * message, when the view waits for you), then a `view` message whose id is the version; a
 * `problem` message throws. `chat` messages go to `onChat` as they come (skipped without it). */
async function* parseStream(
  body: ReadableStream<Uint8Array>,
  withActions: boolean,
  onChat?: (message: ChatMessage) => void,
): AsyncGenerator<StreamUpdate> {
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "message";
  let data: string[] = [];
  let id: string | undefined;
  let pending: EventRecord[] = [];
  let listed: { version: number; actions: Action[] } | undefined;
  // getReader, not `for await`: not every browser can iterate a ReadableStream.
  const reader = body.getReader();
  try {
    for (;;) {
      const { value: chunk, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(chunk, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, "");
        buffer = buffer.slice(newline + 1);
        if (line === "") {
          if (data.length) {
            const payload = JSON.parse(data.join("\n"));
            if (event === "problem") throw problemError(Number(payload.status ?? 500), payload);
            if (event === "events") pending = pending.concat(eventsOf(payload));
            if (event === "actions") listed = payload as { version: number; actions: Action[] };
            if (event === "chat" && onChat) {
              const message = chatOf(payload);
              if (message) onChat(message);
            }
            if (event === "view") {
              const version = Number(id ?? payload.version);
              // From a server that lists them, a view without an `actions` message means none.
              const actions = listed?.version === version ? listed.actions : withActions ? [] : undefined;
              yield { version, view: payload, events: pending, ...(actions ? { actions } : {}) };
              pending = [];
              listed = undefined;
            }
          }
          event = "message";
          data = [];
          id = undefined;
        } else if (!line.startsWith(":")) {
          const colon = line.indexOf(":");
          const name = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
          if (name === "event") event = value;
          else if (name === "data") data.push(value);
          else if (name === "id") id = value;
        }
      }
    }
  } finally {
    // A consumer that stops early must close the connection too (iterating the body did).
    reader.cancel().catch(() => undefined);
  }
}
