// The admin API (docs/apps.md, "Admin API") with the credential this tab signed in with: the
// operator token (sent as `Authorization: Bearer`), or an app's admin key (sent as `X-Api-Key`,
// acting for that app alone: docs/apps.md, "Admin keys"). It is kept in sessionStorage (this
// tab only, gone when it closes), never in the address; one of the two at a time.
const TOKEN = "tapete.operator";
const APP_KEY = "tapete.appKey";

export function savedCredential() {
  const token = sessionStorage.getItem(TOKEN);
  if (token) return { kind: "operator", secret: token };
  const key = sessionStorage.getItem(APP_KEY);
  return key ? { kind: "key", secret: key } : null;
}

export function saveCredential(credential) {
  forgetCredential();
  sessionStorage.setItem(credential.kind === "key" ? APP_KEY : TOKEN, credential.secret);
}

export function forgetCredential() {
  sessionStorage.removeItem(TOKEN);
  sessionStorage.removeItem(APP_KEY);
}

const headersOf = (credential) => (credential?.kind === "key"
  ? { "X-Api-Key": credential.secret }
  : { Authorization: `Bearer ${credential?.secret ?? ""}` });

// A refusal or a failure, with the API's problem (problem+json) when it sent one.
export class Problem extends Error {
  constructor(status, problem) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
  }
}

// One admin operation: its JSON answer, or a Problem (the network's failure too: status 0).
export async function admin(method, path, body, credential = savedCredential()) {
  const headers = headersOf(credential);
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response;
  try {
    response = await fetch(path, {
      method, headers, cache: "no-store", body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new Problem(0, { title: String(error) });
  }
  const text = await response.text();
  let answer = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = null; // not JSON: a proxy's page, say; the status tells
  }
  if (!response.ok) throw new Problem(response.status, answer && typeof answer === "object" ? answer : {});
  return answer;
}
