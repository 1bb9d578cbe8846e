var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);

// node_modules/openapi-fetch/dist/index.mjs
var PATH_PARAM_RE = /\{[^{}]+\}/g;
var supportsRequestInitExt = () => {
  return typeof process === "object" && Number.parseInt(process?.versions?.node?.substring(0, 2)) >= 18 && process.versions.undici;
};
function randomID() {
  return Math.random().toString(36).slice(2, 11);
}
function createClient(clientOptions) {
  let {
    baseUrl = "",
    Request: CustomRequest = globalThis.Request,
    fetch: baseFetch = globalThis.fetch,
    querySerializer: globalQuerySerializer,
    bodySerializer: globalBodySerializer,
    pathSerializer: globalPathSerializer,
    headers: baseHeaders,
    requestInitExt = void 0,
    ...baseOptions
  } = { ...clientOptions };
  requestInitExt = supportsRequestInitExt() ? requestInitExt : void 0;
  baseUrl = removeTrailingSlash(baseUrl);
  const globalMiddlewares = [];
  async function coreFetch(schemaPath, fetchOptions) {
    const {
      baseUrl: localBaseUrl,
      fetch = baseFetch,
      Request = CustomRequest,
      headers,
      params = {},
      parseAs = "json",
      querySerializer: requestQuerySerializer,
      bodySerializer = globalBodySerializer ?? defaultBodySerializer,
      pathSerializer: requestPathSerializer,
      body,
      middleware: requestMiddlewares = [],
      ...init
    } = fetchOptions || {};
    let finalBaseUrl = baseUrl;
    if (localBaseUrl) {
      finalBaseUrl = removeTrailingSlash(localBaseUrl) ?? baseUrl;
    }
    let querySerializer = typeof globalQuerySerializer === "function" ? globalQuerySerializer : createQuerySerializer(globalQuerySerializer);
    if (requestQuerySerializer) {
      querySerializer = typeof requestQuerySerializer === "function" ? requestQuerySerializer : createQuerySerializer({
        ...typeof globalQuerySerializer === "object" ? globalQuerySerializer : {},
        ...requestQuerySerializer
      });
    }
    const pathSerializer = requestPathSerializer || globalPathSerializer || defaultPathSerializer;
    const serializedBody = body === void 0 ? void 0 : bodySerializer(
      body,
      // Note: we declare mergeHeaders() both here and below because it’s a bit of a chicken-or-egg situation:
      // bodySerializer() needs all headers so we aren’t dropping ones set by the user, however,
      // the result of this ALSO sets the lowest-priority content-type header. So we re-merge below,
      // setting the content-type at the very beginning to be overwritten.
      // Lastly, based on the way headers work, it’s not a simple “present-or-not” check becauase null intentionally un-sets headers.
      mergeHeaders(baseHeaders, headers, params.header)
    );
    const finalHeaders = mergeHeaders(
      // with no body, we should not to set Content-Type
      serializedBody === void 0 || // if serialized body is FormData; browser will correctly set Content-Type & boundary expression
      serializedBody instanceof FormData ? {} : {
        "Content-Type": "application/json"
      },
      baseHeaders,
      headers,
      params.header
    );
    const finalMiddlewares = [...globalMiddlewares, ...requestMiddlewares];
    const requestInit = {
      redirect: "follow",
      ...baseOptions,
      ...init,
      body: serializedBody,
      headers: finalHeaders
    };
    let id;
    let options;
    let request = new Request(
      createFinalURL(schemaPath, { baseUrl: finalBaseUrl, params, querySerializer, pathSerializer }),
      requestInit
    );
    let response;
    for (const key in init) {
      if (!(key in request)) {
        request[key] = init[key];
      }
    }
    if (finalMiddlewares.length) {
      id = randomID();
      options = Object.freeze({
        baseUrl: finalBaseUrl,
        fetch,
        parseAs,
        querySerializer,
        bodySerializer,
        pathSerializer
      });
      for (const m of finalMiddlewares) {
        if (m && typeof m === "object" && typeof m.onRequest === "function") {
          const result = await m.onRequest({
            request,
            schemaPath,
            params,
            options,
            id
          });
          if (result) {
            if (result instanceof Request) {
              request = result;
            } else if (result instanceof Response) {
              response = result;
              break;
            } else {
              throw new Error("onRequest: must return new Request() or Response() when modifying the request");
            }
          }
        }
      }
    }
    if (!response) {
      try {
        response = await fetch(request, requestInitExt);
      } catch (error2) {
        let errorAfterMiddleware = error2;
        if (finalMiddlewares.length) {
          for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
            const m = finalMiddlewares[i];
            if (m && typeof m === "object" && typeof m.onError === "function") {
              const result = await m.onError({
                request,
                error: errorAfterMiddleware,
                schemaPath,
                params,
                options,
                id
              });
              if (result) {
                if (result instanceof Response) {
                  errorAfterMiddleware = void 0;
                  response = result;
                  break;
                }
                if (result instanceof Error) {
                  errorAfterMiddleware = result;
                  continue;
                }
                throw new Error("onError: must return new Response() or instance of Error");
              }
            }
          }
        }
        if (errorAfterMiddleware) {
          throw errorAfterMiddleware;
        }
      }
      if (finalMiddlewares.length) {
        for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
          const m = finalMiddlewares[i];
          if (m && typeof m === "object" && typeof m.onResponse === "function") {
            const result = await m.onResponse({
              request,
              response,
              schemaPath,
              params,
              options,
              id
            });
            if (result) {
              if (!(result instanceof Response)) {
                throw new Error("onResponse: must return new Response() when modifying the response");
              }
              response = result;
            }
          }
        }
      }
    }
    const contentLength = response.headers.get("Content-Length");
    if (response.status === 204 || request.method === "HEAD" || contentLength === "0" && !response.headers.get("Transfer-Encoding")?.includes("chunked")) {
      return response.ok ? { data: void 0, response } : { error: void 0, response };
    }
    if (response.ok) {
      const getResponseData = async () => {
        if (parseAs === "stream") {
          return response.body;
        }
        if (parseAs === "json" && !contentLength) {
          const raw = await response.text();
          return raw ? JSON.parse(raw) : void 0;
        }
        return await response[parseAs]();
      };
      return { data: await getResponseData(), response };
    }
    let error = await response.text();
    try {
      error = JSON.parse(error);
    } catch {
    }
    return { error, response };
  }
  return {
    request(method, url, init) {
      return coreFetch(url, { ...init, method: method.toUpperCase() });
    },
    /** Call a GET endpoint */
    GET(url, init) {
      return coreFetch(url, { ...init, method: "GET" });
    },
    /** Call a PUT endpoint */
    PUT(url, init) {
      return coreFetch(url, { ...init, method: "PUT" });
    },
    /** Call a POST endpoint */
    POST(url, init) {
      return coreFetch(url, { ...init, method: "POST" });
    },
    /** Call a DELETE endpoint */
    DELETE(url, init) {
      return coreFetch(url, { ...init, method: "DELETE" });
    },
    /** Call a OPTIONS endpoint */
    OPTIONS(url, init) {
      return coreFetch(url, { ...init, method: "OPTIONS" });
    },
    /** Call a HEAD endpoint */
    HEAD(url, init) {
      return coreFetch(url, { ...init, method: "HEAD" });
    },
    /** Call a PATCH endpoint */
    PATCH(url, init) {
      return coreFetch(url, { ...init, method: "PATCH" });
    },
    /** Call a TRACE endpoint */
    TRACE(url, init) {
      return coreFetch(url, { ...init, method: "TRACE" });
    },
    /** Register middleware */
    use(...middleware) {
      for (const m of middleware) {
        if (!m) {
          continue;
        }
        if (typeof m !== "object" || !("onRequest" in m || "onResponse" in m || "onError" in m)) {
          throw new Error("Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`");
        }
        globalMiddlewares.push(m);
      }
    },
    /** Unregister middleware */
    eject(...middleware) {
      for (const m of middleware) {
        const i = globalMiddlewares.indexOf(m);
        if (i !== -1) {
          globalMiddlewares.splice(i, 1);
        }
      }
    }
  };
}
function serializePrimitiveParam(name, value, options) {
  if (value === void 0 || value === null) {
    return "";
  }
  if (typeof value === "object") {
    throw new Error(
      "Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these."
    );
  }
  return `${name}=${options?.allowReserved === true ? value : encodeURIComponent(value)}`;
}
function serializeObjectParam(name, value, options) {
  if (!value || typeof value !== "object") {
    return "";
  }
  const values = [];
  const joiner = {
    simple: ",",
    label: ".",
    matrix: ";"
  }[options.style] || "&";
  if (options.style !== "deepObject" && options.explode === false) {
    for (const k in value) {
      values.push(k, options.allowReserved === true ? value[k] : encodeURIComponent(value[k]));
    }
    const final2 = values.join(",");
    switch (options.style) {
      case "form": {
        return `${name}=${final2}`;
      }
      case "label": {
        return `.${final2}`;
      }
      case "matrix": {
        return `;${name}=${final2}`;
      }
      default: {
        return final2;
      }
    }
  }
  for (const k in value) {
    const finalName = options.style === "deepObject" ? `${name}[${k}]` : k;
    values.push(serializePrimitiveParam(finalName, value[k], options));
  }
  const final = values.join(joiner);
  return options.style === "label" || options.style === "matrix" ? `${joiner}${final}` : final;
}
function serializeArrayParam(name, value, options) {
  if (!Array.isArray(value)) {
    return "";
  }
  if (options.explode === false) {
    const joiner2 = { form: ",", spaceDelimited: "%20", pipeDelimited: "|" }[options.style] || ",";
    const final = (options.allowReserved === true ? value : value.map((v) => encodeURIComponent(v))).join(joiner2);
    switch (options.style) {
      case "simple": {
        return final;
      }
      case "label": {
        return `.${final}`;
      }
      case "matrix": {
        return `;${name}=${final}`;
      }
      // case "spaceDelimited":
      // case "pipeDelimited":
      default: {
        return `${name}=${final}`;
      }
    }
  }
  const joiner = { simple: ",", label: ".", matrix: ";" }[options.style] || "&";
  const values = [];
  for (const v of value) {
    if (options.style === "simple" || options.style === "label") {
      values.push(options.allowReserved === true ? v : encodeURIComponent(v));
    } else {
      values.push(serializePrimitiveParam(name, v, options));
    }
  }
  return options.style === "label" || options.style === "matrix" ? `${joiner}${values.join(joiner)}` : values.join(joiner);
}
function createQuerySerializer(options) {
  return function querySerializer(queryParams) {
    const search = [];
    if (queryParams && typeof queryParams === "object") {
      for (const name in queryParams) {
        const value = queryParams[name];
        if (value === void 0 || value === null) {
          continue;
        }
        if (Array.isArray(value)) {
          if (value.length === 0) {
            continue;
          }
          search.push(
            serializeArrayParam(name, value, {
              style: "form",
              explode: true,
              ...options?.array,
              allowReserved: options?.allowReserved || false
            })
          );
          continue;
        }
        if (typeof value === "object") {
          search.push(
            serializeObjectParam(name, value, {
              style: "deepObject",
              explode: true,
              ...options?.object,
              allowReserved: options?.allowReserved || false
            })
          );
          continue;
        }
        search.push(serializePrimitiveParam(name, value, options));
      }
    }
    return search.join("&");
  };
}
function defaultPathSerializer(pathname, pathParams) {
  let nextURL = pathname;
  for (const match of pathname.match(PATH_PARAM_RE) ?? []) {
    let name = match.substring(1, match.length - 1);
    let explode = false;
    let style = "simple";
    if (name.endsWith("*")) {
      explode = true;
      name = name.substring(0, name.length - 1);
    }
    if (name.startsWith(".")) {
      style = "label";
      name = name.substring(1);
    } else if (name.startsWith(";")) {
      style = "matrix";
      name = name.substring(1);
    }
    if (!pathParams || pathParams[name] === void 0 || pathParams[name] === null) {
      continue;
    }
    const value = pathParams[name];
    if (Array.isArray(value)) {
      nextURL = nextURL.replace(match, serializeArrayParam(name, value, { style, explode }));
      continue;
    }
    if (typeof value === "object") {
      nextURL = nextURL.replace(match, serializeObjectParam(name, value, { style, explode }));
      continue;
    }
    if (style === "matrix") {
      nextURL = nextURL.replace(match, `;${serializePrimitiveParam(name, value)}`);
      continue;
    }
    nextURL = nextURL.replace(match, style === "label" ? `.${encodeURIComponent(value)}` : encodeURIComponent(value));
  }
  return nextURL;
}
function defaultBodySerializer(body, headers) {
  if (body instanceof FormData) {
    return body;
  }
  if (headers) {
    const contentType = headers.get instanceof Function ? headers.get("Content-Type") ?? headers.get("content-type") : headers["Content-Type"] ?? headers["content-type"];
    if (contentType === "application/x-www-form-urlencoded") {
      return new URLSearchParams(body).toString();
    }
  }
  return JSON.stringify(body);
}
function createFinalURL(pathname, options) {
  let finalURL = `${options.baseUrl}${pathname}`;
  if (options.params?.path) {
    finalURL = options.pathSerializer(finalURL, options.params.path);
  }
  let search = options.querySerializer(options.params.query ?? {});
  if (search.startsWith("?")) {
    search = search.substring(1);
  }
  if (search) {
    finalURL += `?${search}`;
  }
  return finalURL;
}
function mergeHeaders(...allHeaders) {
  const finalHeaders = new Headers();
  for (const h of allHeaders) {
    if (!h || typeof h !== "object") {
      continue;
    }
    const iterator = h instanceof Headers ? h.entries() : Object.entries(h);
    for (const [k, v] of iterator) {
      if (v === null) {
        finalHeaders.delete(k);
      } else if (Array.isArray(v)) {
        for (const v2 of v) {
          finalHeaders.append(k, v2);
        }
      } else if (v !== void 0) {
        finalHeaders.set(k, v);
      }
    }
  }
  return finalHeaders;
}
function removeTrailingSlash(url) {
  if (url.endsWith("/")) {
    return url.substring(0, url.length - 1);
  }
  return url;
}

// src/session.ts
function appHeaders(options) {
  if (options.apiKey !== void 0 && options.appId !== void 0) {
    throw new InputError("name the app once: apiKey (a server) or appId (a browser or phone)");
  }
  if (options.apiKey !== void 0) return { "X-Api-Key": options.apiKey };
  return options.appId !== void 0 ? { "X-App-Id": options.appId } : {};
}
var ApiError = class extends Error {
  constructor(status, problem) {
    const code = String(problem.code || "unknown");
    const detail = String(problem.detail || problem.title || `HTTP ${status}`);
    super(`${status} ${code}: ${detail}`);
    __publicField(this, "status", status);
    __publicField(this, "problem");
    this.name = "ApiError";
    this.problem = problem;
  }
  get code() {
    return String(this.problem.code || "unknown");
  }
  /** The problem's own words: its detail, else its title, else the code. */
  get detail() {
    return String(this.problem.detail || this.problem.title || this.code);
  }
};
var InvalidRequest = class extends ApiError {
  constructor(status, problem) {
    super(status, problem);
    this.name = "InvalidRequest";
  }
};
var Unauthorized = class extends ApiError {
  constructor(status, problem) {
    super(status, problem);
    this.name = "Unauthorized";
  }
};
var NotFound = class extends ApiError {
  constructor(status, problem) {
    super(status, problem);
    this.name = "NotFound";
  }
};
var Conflict = class extends ApiError {
  constructor(status, problem) {
    super(status, problem);
    this.name = "Conflict";
  }
};
var Unavailable = class extends ApiError {
  constructor(status, problem) {
    super(status, problem);
    this.name = "Unavailable";
  }
};
var VersionConflict = class extends Conflict {
  constructor(problem, view) {
    super(409, problem);
    __publicField(this, "view", view);
    this.name = "VersionConflict";
  }
};
var NotSeated = class extends Unauthorized {
  constructor(problem) {
    super(403, problem);
    this.name = "NotSeated";
  }
};
var InputError = class extends InvalidRequest {
  constructor(detail) {
    super(400, { status: 400, title: "Bad Request", code: "bad_request", detail });
    this.name = "InputError";
  }
};
function isSeated(view) {
  return typeof view.you.seat === "number";
}
function mySeat(view) {
  return view && isSeated(view) ? view.you.seat : void 0;
}
function myTurn(view) {
  const seat = mySeat(view);
  return view?.status === "playing" && seat !== void 0 && view.to_act.includes(seat);
}
var sleep = (seconds) => new Promise((done) => setTimeout(done, seconds * 1e3));
var backoff = (attempt) => Math.min(0.1 * 2 ** attempt, 5);
function randomKey() {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
function retryAfter(response, attempt) {
  const value = Number(response.headers.get("Retry-After"));
  return Number.isFinite(value) && response.headers.has("Retry-After") ? value : backoff(attempt);
}
function problemError(status, body, statusText = "") {
  const problem = body && typeof body === "object" ? body : { detail: String(body ?? "").slice(0, 200) || statusText };
  if (problem.code === "not_seated") return new NotSeated(problem);
  if (status === 400 || status === 422) return new InvalidRequest(status, problem);
  if (status === 401 || status === 403) return new Unauthorized(status, problem);
  if (status === 404) return new NotFound(status, problem);
  if (status === 409) return new Conflict(status, problem);
  if (status === 429 || status >= 500) return new Unavailable(status, problem);
  return new ApiError(status, problem);
}
function fatal(error) {
  return error.status === 400 || error.status === 401 || error.status === 403 || error.code === "table_not_found";
}
var Session = class _Session {
  constructor(baseUrl, code, token, options = {}) {
    __publicField(this, "baseUrl", baseUrl);
    __publicField(this, "code", code);
    __publicField(this, "token", token);
    __publicField(this, "client");
    /** The newest view of the table this session has read. */
    __publicField(this, "view");
    __publicField(this, "etag");
    __publicField(this, "retries");
    __publicField(this, "fetcher");
    __publicField(this, "app");
    try {
      new URL(baseUrl, globalThis.location?.href);
    } catch {
      throw new InputError(`not a URL: ${JSON.stringify(baseUrl)}`);
    }
    this.fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.retries = options.retries ?? 6;
    this.app = appHeaders(options);
    this.client = createClient({
      baseUrl: baseUrl.replace(/\/$/, ""),
      fetch: this.fetcher,
      headers: token ? { ...this.app, Authorization: `Bearer ${token}` } : { ...this.app }
    });
  }
  /** A new table; the session is its host's. Fields with server defaults (`bots`, `hints`,
   * `host_plays`, `visibility`, `options`) may be left out. */
  static async create(baseUrl, body, options = {}) {
    const anonymous = new _Session(baseUrl, "", void 0, options);
    const created = await anonymous.call(() => anonymous.client.POST("/tables", { body }));
    const session = new _Session(baseUrl, created.code, created.token, options);
    session.remember(created.table);
    return session;
  }
  static async join(baseUrl, code, name, options = {}) {
    const anonymous = new _Session(baseUrl, code, void 0, options);
    const joined = await anonymous.call(
      () => anonymous.client.POST("/tables/{code}/join", { params: { path: { code } }, body: { name } })
    );
    const session = new _Session(baseUrl, joined.code, joined.token, options);
    session.remember(joined.table);
    return session;
  }
  /** Your seat in the newest view, or undefined (a spectator, an observing host, no view). */
  get mySeat() {
    return mySeat(this.view);
  }
  /** Whether the newest view waits for a decision of your seat (`legalActions()`). */
  get myTurn() {
    return myTurn(this.view);
  }
  async addBot(level = "easy") {
    const path = { code: this.code };
    return this.remember(await this.call(() => this.client.POST("/tables/{code}/bots", { params: { path }, body: { level } })));
  }
  async start() {
    const path = { code: this.code };
    return this.remember(await this.call(() => this.client.POST("/tables/{code}/start", { params: { path } })));
  }
  /** The current view; an unchanged table costs a 304 (the ETag is sent back). With `since`
   * and `wait` it long-polls until the version passes `since` or `wait` seconds run out. */
  async poll(since = 0, wait = 0, signal) {
    const answer = await this.withRetries(
      () => this.client.GET("/tables/{code}", {
        params: {
          path: { code: this.code },
          query: { since, wait },
          header: this.etag ? { "If-None-Match": this.etag } : {}
        },
        signal
      })
    );
    if (answer.response.status === 304 && this.view) return this.view;
    const view = this.parsed(answer);
    this.etag = answer.response.headers.get("ETag") ?? void 0;
    this.remember(view);
    return view;
  }
  /** Every action your seat may send now (empty when no decision of yours is pending). */
  async legalActions() {
    const path = { code: this.code };
    const legal = await this.call(() => this.client.GET("/tables/{code}/actions", { params: { path } }));
    return legal.actions;
  }
  /** The former name of legalActions(). */
  async actions() {
    return this.legalActions();
  }
  /** Events after version `since` (all of them, page after page), up to `until` if given. */
  async events(since = 0, until) {
    const found = [];
    for (let after = since; until === void 0 || after < until; ) {
      const query = { since: after, limit: 1e3 };
      const page = await this.call(
        () => this.client.GET("/tables/{code}/events", { params: { path: { code: this.code }, query } })
      );
      found.push(...eventsOf(page).filter((event) => until === void 0 || event.version <= until));
      if (page.last_version <= after || page.last_version >= page.version) break;
      after = page.last_version;
    }
    return found;
  }
  /** The Hard bot's suggestion for your seat (a table created with `hints: true`): `action` is
   * one of your legal actions, for `version`. Retried while it is being computed (503). */
  async hint() {
    const path = { code: this.code };
    return await this.call(() => this.client.GET("/tables/{code}/hint", { params: { path } }));
  }
  /** Play `action`. One idempotency key for all retries: applied at most once. A stale
   * `expectedVersion` throws VersionConflict carrying the refreshed view. */
  async act(action, expectedVersion) {
    if (!action || typeof action !== "object" || typeof action.type !== "string") {
      throw new InputError("act() takes an action such as one of legalActions()");
    }
    if (expectedVersion !== void 0 && !(Number.isSafeInteger(expectedVersion) && expectedVersion >= 0)) {
      throw new InputError(`expectedVersion must be a table version, not ${String(expectedVersion)}`);
    }
    const key = randomKey();
    const body = { action, expected_version: expectedVersion ?? null };
    const answer = await this.withRetries(
      () => this.client.POST("/tables/{code}/actions", {
        params: { path: { code: this.code }, header: { "Idempotency-Key": key } },
        body
      })
    );
    if (answer.response.status === 409) {
      const problem = answer.error;
      if (problem?.code === "version_conflict") throw new VersionConflict(problem, await this.poll());
    }
    return this.remember(this.parsed(answer));
  }
  /** Every change as it happens (first the current view, or what was missed after `since`),
   * for as long as the caller reads or until `signal` aborts: the stream, resumed after a
   * dropped connection; long-polls (`since` + `wait`, then the events in between) where the
   * stream is refused (429, 503 `too_many_streams`, a server or proxy without it) or keeps
   * failing, trying the stream again after `retryStreamAfter` seconds. Throws what long-polls
   * would get too (401, 403, `table_not_found`). With `onChat`, the table's chat as well. */
  async *follow(since, signal, { stream = true, wait = 10, retryStreamAfter = 60, onChat, chatSince } = {}) {
    let last = since;
    let streaming = stream;
    let failures = 0;
    let pollingSince = 0;
    const chat = onChat ? new ChatCursor(onChat, chatSince) : void 0;
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
            streaming = false;
          } else if (!(error instanceof TypeError)) {
            throw error;
          }
        }
        if (streaming && !received && ++failures >= 3) streaming = false;
        if (!streaming) pollingSince = Date.now();
        else await sleep(backoff(failures));
        continue;
      }
      const view = await this.poll(last ?? 0, last === void 0 ? 0 : wait, signal).catch((error) => {
        if (signal?.aborted) return void 0;
        throw error;
      });
      if (!view) return;
      if (chat) await this.readChat(chat, signal);
      if (last === void 0 || view.version > last) {
        const events = last === void 0 ? [] : await this.events(last, view.version);
        last = view.version;
        yield { version: view.version, view, events };
      }
      if (stream && Date.now() - pollingSince >= retryStreamAfter * 1e3) {
        streaming = true;
        failures = 0;
      }
    }
  }
  /** follow()'s chat between long-polls: `GET /tables/{code}/chat` after the cursor, read for
   * this session's credential. A failure to read (the network, 429, 503) leaves it for the
   * next long-poll; other refusals are thrown. */
  async readChat(chat, signal) {
    const headers = { ...this.app, Accept: "application/json" };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    const url = `${this.baseUrl.replace(/\/$/, "")}/tables/${this.code}/chat?since=${chat.last ?? 0}`;
    let response;
    try {
      response = await this.fetcher(url, { headers, signal });
    } catch (error) {
      if (error instanceof TypeError) return;
      throw error;
    }
    const body = await response.json().catch(() => void 0);
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
  async *stream(since, signal, { reconnect = true, onChat, chatSince, onOpen } = {}) {
    let last = since;
    const chat = onChat ? new ChatCursor(onChat, chatSince) : void 0;
    for (let attempt = 0; !signal?.aborted; ) {
      const headers = { ...this.app, Accept: "text/event-stream" };
      if (this.token) headers.Authorization = `Bearer ${this.token}`;
      if (last !== void 0) headers["Last-Event-ID"] = String(last);
      try {
        let url = `${this.baseUrl.replace(/\/$/, "")}/tables/${this.code}/stream?actions=true`;
        if (chat?.last !== void 0) url += `&chat_since=${chat.last}`;
        const response = await this.fetcher(url, { headers, signal });
        if (reconnect && (response.status === 429 || response.status === 503)) {
          await sleep(retryAfter(response, attempt++));
          continue;
        }
        if (!response.ok || !response.body) {
          const body = await response.text().then((text) => {
            try {
              return JSON.parse(text);
            } catch {
              return text;
            }
          }, () => void 0);
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
      await sleep(backoff(attempt++));
    }
  }
  /** Browsers: the stream through EventSource, which resumes by itself (Last-Event-ID). Only
   * for tokenless spectators or same-origin cookies: EventSource cannot send Authorization.
   * With `onChat`, the chat's messages too, from `chatSince` on as `stream()` takes it (an
   * EventSource reconnects to the URL it was opened with: messages it brings again are
   * skipped by number). */
  eventSource(onUpdate, { onChat, chatSince, onOpen } = {}) {
    let url = `${this.baseUrl.replace(/\/$/, "")}/tables/${this.code}/stream`;
    if (onChat && chatSince !== void 0) url += `?chat_since=${chatSince}`;
    const source = new EventSource(url);
    if (onOpen) source.addEventListener("open", () => onOpen());
    if (onChat) {
      const chat = new ChatCursor(onChat, chatSince ?? 0);
      source.addEventListener("chat", (event) => {
        const message = chatOf(JSON.parse(event.data));
        if (message) chat.take(message);
      });
    }
    let pending = [];
    source.addEventListener("events", (message) => {
      pending = pending.concat(eventsOf(JSON.parse(message.data)));
    });
    source.addEventListener("view", (message) => {
      const event = message;
      const view = JSON.parse(event.data);
      this.remember(view);
      onUpdate({ version: Number(event.lastEventId || view.version), view, events: pending });
      pending = [];
    });
    return source;
  }
  /** Keeps the newest view: an answer read late (a long-poll, a move's) never replaces a newer
   * one. The same version may bring news (presence in the lobby has no version). */
  remember(view) {
    if (!this.view || view.version >= this.view.version) this.view = view;
    return view;
  }
  async withRetries(send) {
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await send();
        const status = answer.response.status;
        if (status !== 429 && status !== 503 || attempt >= this.retries - 1) return answer;
        await sleep(retryAfter(answer.response, attempt));
      } catch (error) {
        if (!(error instanceof TypeError) || attempt >= this.retries - 1) throw error;
        await sleep(backoff(attempt));
      }
    }
  }
  /** Any other endpoint through `client`, with the same retries and errors:
   * `session.call(() => session.client.POST("/tables/{code}/cancel", {...}))`. */
  async call(send) {
    return this.parsed(await this.withRetries(send));
  }
  parsed(answer) {
    if (answer.response.ok) return answer.data;
    throw problemError(answer.response.status, answer.error, answer.response.statusText);
  }
};
function listsActions(response) {
  const [major, minor] = (response.headers.get("Tapete-API-Version") ?? "0.0").split(".").map(Number);
  return major > 1 || major === 1 && minor >= 1;
}
function eventsOf(payload) {
  const events = payload?.events;
  if (!Array.isArray(events)) return [];
  return events.filter(
    (event) => typeof event === "object" && event !== null && typeof event.version === "number" && typeof event.type === "string"
  );
}
function chatOf(payload) {
  const number = payload?.number;
  return typeof number === "number" ? payload : void 0;
}
var ChatCursor = class {
  constructor(onChat, last) {
    __publicField(this, "onChat", onChat);
    __publicField(this, "last", last);
    __publicField(this, "take", (message) => {
      if (this.last !== void 0 && message.number <= this.last) return;
      this.last = message.number;
      this.onChat(message);
    });
  }
  /** A `GET /tables/{code}/chat` answer read after `last`: its messages handed on (none the
   * first time without `last`: from then on). */
  page(body) {
    const page = body;
    const version = typeof page?.version === "number" ? page.version : void 0;
    if (this.last === void 0) {
      this.last = version;
      return;
    }
    const messages = Array.isArray(page?.messages) ? page.messages : [];
    for (const message of messages.map(chatOf)) if (message) this.take(message);
    if (version !== void 0) this.last = Math.max(this.last, version);
  }
};
async function* parseStream(body, withActions, onChat) {
  const decoder = new TextDecoder();
  let buffer = "";
  let event = "message";
  let data = [];
  let id;
  let pending = [];
  let listed;
  const reader = body.getReader();
  try {
    for (; ; ) {
      const { value: chunk, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(chunk, { stream: true });
      let newline;
      while ((newline = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, "");
        buffer = buffer.slice(newline + 1);
        if (line === "") {
          if (data.length) {
            const payload = JSON.parse(data.join("\n"));
            if (event === "problem") throw problemError(Number(payload.status ?? 500), payload);
            if (event === "events") pending = pending.concat(eventsOf(payload));
            if (event === "actions") listed = payload;
            if (event === "chat" && onChat) {
              const message = chatOf(payload);
              if (message) onChat(message);
            }
            if (event === "view") {
              const version = Number(id ?? payload.version);
              const actions = listed?.version === version ? listed.actions : withActions ? [] : void 0;
              yield { version, view: payload, events: pending, ...actions ? { actions } : {} };
              pending = [];
              listed = void 0;
            }
          }
          event = "message";
          data = [];
          id = void 0;
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
    reader.cancel().catch(() => void 0);
  }
}
export {
  ApiError,
  Conflict,
  InputError,
  InvalidRequest,
  NotFound,
  NotSeated,
  Session,
  Unauthorized,
  Unavailable,
  VersionConflict,
  isSeated,
  mySeat,
  myTurn
};
