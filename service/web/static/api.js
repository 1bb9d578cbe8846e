// The HTTP contract (docs/api.md): JSON in and out, problem+json errors, bearer tokens.
export class ApiError extends Error {
  constructor(status, problem) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.code = problem.code || "";
  }
}

export async function call(method, path, { token, body, signal, idempotencyKey } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    cache: "no-store",
  });
  const text = await response.text();
  const data = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiError(response.status, data || {});
  return data;
}

// Tokens are kept per table in this browser, so a reload or a shared link finds its seat.
const KEY = "tapete.tokens";

export function savedToken(code) {
  const all = JSON.parse(localStorage.getItem(KEY) || "{}");
  return all[code.toUpperCase()] || null;
}

export function saveToken(code, token) {
  const all = JSON.parse(localStorage.getItem(KEY) || "{}");
  all[code.toUpperCase()] = token;
  localStorage.setItem(KEY, JSON.stringify(all));
}

export function forgetToken(code) {
  const all = JSON.parse(localStorage.getItem(KEY) || "{}");
  delete all[code.toUpperCase()];
  localStorage.setItem(KEY, JSON.stringify(all));
}
