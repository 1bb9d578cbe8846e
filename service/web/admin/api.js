// The admin API (docs/apps.md, "Admin API") with the operator token this tab signed in with.
// The token is kept in sessionStorage (this tab only, gone when it closes), never in the address.
const KEY = "tapete.operator";

export const savedToken = () => sessionStorage.getItem(KEY);
export const saveToken = (token) => sessionStorage.setItem(KEY, token);
export const forgetToken = () => sessionStorage.removeItem(KEY);

// A refusal or a failure, with the API's problem (problem+json) when it sent one.
export class Problem extends Error {
  constructor(status, problem) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
  }
}

// One admin operation: its JSON answer, or a Problem (the network's failure too: status 0).
export async function admin(method, path, body, token = savedToken()) {
  const headers = { Authorization: `Bearer ${token}` };
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
