// The hand-written session helper over the generated types (src/schema.d.ts) and openapi-fetch.
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./schema.js";

type Schemas = components["schemas"];
export type TableView = Schemas["TableView"];
export type EventRecord = Schemas["EventRecord"];
export type Action = Schemas["LegalActions"]["actions"][number];
export type Hint = Schemas["Hint"];
type CreateBody = paths["/tables"]["post"]["requestBody"]["content"]["application/json"];

/** One change pushed by the stream: the new view and what happened since the last one. */
export interface StreamUpdate {
  version: number;
  view: TableView;
  events: EventRecord[];
}

export interface SessionOptions {
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
  /** Attempts per call on network errors, 429 and 503. */
  retries?: number;
}

/** A problem+json answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Record<string, unknown>,
  ) {
    super(`${status} ${String(problem.code ?? "unknown")}: ${String(problem.detail ?? "")}`);
    this.name = "ApiError";
  }
  get code(): string {
    return String(this.problem.code ?? "unknown");
  }
}

/** The table changed under `expectedVersion`: `view` is the fresh table; decide again. */
export class VersionConflict extends ApiError {
  constructor(problem: Record<string, unknown>, readonly view: TableView) {
    super(409, problem);
    this.name = "VersionConflict";
  }
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

interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** One seat (or the host, or a spectator without a token) at one table. */
export class Session {
  readonly client: Client<paths>;
  view: TableView | undefined;
  etag: string | undefined;
  private readonly retries: number;
  private readonly fetcher: typeof fetch;

  constructor(
    readonly baseUrl: string,
    readonly code: string,
    readonly token?: string,
    options: SessionOptions = {},
  ) {
    // Wrapped: browsers refuse a fetch called as a method of anything but the window.
    this.fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.retries = options.retries ?? 6;
    this.client = createClient<paths>({
      baseUrl: baseUrl.replace(/\/$/, ""),
      fetch: this.fetcher,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  }

  /** A new table; the session is its host's. */
  static async create(
    baseUrl: string,
    body: CreateBody,
    options: SessionOptions = {},
  ): Promise<Session> {
    const anonymous = new Session(baseUrl, "", undefined, options);
    const created = (await anonymous.call(() => anonymous.client.POST("/tables", { body }))) as Schemas["CreatedTable"];
    const session = new Session(baseUrl, created.code, created.token, options);
    session.view = created.table;
    return session;
  }

  static async join(baseUrl: string, code: string, name: string, options: SessionOptions = {}): Promise<Session> {
    const anonymous = new Session(baseUrl, code, undefined, options);
    const joined = (await anonymous.call(() =>
      anonymous.client.POST("/tables/{code}/join", { params: { path: { code } }, body: { name } }),
    )) as Schemas["JoinedTable"];
    const session = new Session(baseUrl, joined.code, joined.token, options);
    session.view = joined.table;
    return session;
  }

  async addBot(level: "easy" | "hard" = "easy"): Promise<TableView> {
    const path = { code: this.code };
    this.view = (await this.call(() => this.client.POST("/tables/{code}/bots", { params: { path }, body: { level } }))) as TableView;
    return this.view;
  }

  async start(): Promise<TableView> {
    const path = { code: this.code };
    this.view = (await this.call(() => this.client.POST("/tables/{code}/start", { params: { path } }))) as TableView;
    return this.view;
  }

  /** The current view; an unchanged table costs a 304 (the ETag is sent back). With `since`
   * and `wait` it long-polls until the version passes `since` or `wait` seconds run out. */
  async poll(since = 0, wait = 0): Promise<TableView> {
    const answer = await this.withRetries(() =>
      this.client.GET("/tables/{code}", {
        params: {
          path: { code: this.code },
          query: { since, wait },
          header: this.etag ? { "If-None-Match": this.etag } : {},
        },
      }),
    );
    if (answer.response.status === 304 && this.view) return this.view;
    this.view = this.parsed(answer) as TableView;
    this.etag = answer.response.headers.get("ETag") ?? undefined;
    return this.view;
  }

  async actions(): Promise<Action[]> {
    const path = { code: this.code };
    const legal = (await this.call(() => this.client.GET("/tables/{code}/actions", { params: { path } }))) as Schemas["LegalActions"];
    return legal.actions;
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
    const key = randomKey();
    const body = { action, expected_version: expectedVersion ?? null };
    const answer = await this.withRetries(() =>
      this.client.POST("/tables/{code}/actions", {
        params: { path: { code: this.code }, header: { "Idempotency-Key": key } },
        body,
      }),
    );
    if (answer.response.status === 409) {
      const problem = answer.error as Record<string, unknown>;
      if (problem.code === "version_conflict") throw new VersionConflict(problem, await this.poll());
    }
    this.view = this.parsed(answer) as TableView;
    return this.view;
  }

  /** Every change as it happens (first the current view), from GET /tables/{code}/stream read
   * with a streaming fetch; reconnects by itself after a dropped connection, resuming after the
   * last version received (Last-Event-ID). In a browser, `eventSource()` does the same. With
   * `reconnect: false` it reads one connection only: it ends with the connection and throws
   * ApiError on any refusal (429 and 503 too), so a caller can fall back to long-polling. */
  async *stream(
    since?: number,
    signal?: AbortSignal,
    { reconnect = true }: { reconnect?: boolean } = {},
  ): AsyncGenerator<StreamUpdate> {
    let last = since;
    for (let attempt = 0; !signal?.aborted; ) {
      const headers: Record<string, string> = { Accept: "text/event-stream" };
      if (this.token) headers.Authorization = `Bearer ${this.token}`;
      if (last !== undefined) headers["Last-Event-ID"] = String(last);
      try {
        const response = await this.fetcher(`${this.baseUrl.replace(/\/$/, "")}/tables/${this.code}/stream`, { headers, signal });
        if (reconnect && (response.status === 429 || response.status === 503)) {
          await sleep(retryAfter(response, attempt++));
          continue;
        }
        if (!response.ok || !response.body) {
          throw new ApiError(response.status, await response.json().catch(() => ({})));
        }
        attempt = 0;
        for await (const update of parseStream(response.body)) {
          last = update.version;
          this.view = update.view;
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
   * for tokenless spectators or same-origin cookies: EventSource cannot send Authorization. */
  eventSource(onUpdate: (update: StreamUpdate) => void): EventSource {
    const source = new EventSource(`${this.baseUrl.replace(/\/$/, "")}/tables/${this.code}/stream`);
    let pending: EventRecord[] = [];
    source.addEventListener("events", (message) => {
      pending = pending.concat(JSON.parse((message as MessageEvent).data).events);
    });
    source.addEventListener("view", (message) => {
      const event = message as MessageEvent;
      const view = JSON.parse(event.data) as TableView;
      onUpdate({ version: Number(event.lastEventId || view.version), view, events: pending });
      pending = [];
    });
    return source;
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
    throw new ApiError(answer.response.status, (answer.error ?? {}) as Record<string, unknown>);
  }
}

/** Server-Sent Events -> StreamUpdates: an `events` message, then a `view` message whose id is
 * the version; a `problem` message throws. */
async function* parseStream(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamUpdate> {
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "message";
  let data: string[] = [];
  let id: string | undefined;
  let pending: EventRecord[] = [];
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
            if (event === "problem") throw new ApiError(Number(payload.status ?? 500), payload);
            if (event === "events") pending = pending.concat(payload.events);
            if (event === "view") {
              yield { version: Number(id ?? payload.version), view: payload, events: pending };
              pending = [];
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
