import fc from "fast-check";
import { expect, it } from "vitest";
import { HEADER } from "#common/constants.ts";
import { ERROR_KEYS } from "#common/errors.ts";
import { operations } from "#server/operations/registry.ts";
import type { Operation } from "#server/rpc/operation.ts";
import { requestFor, type FuzzRequest } from "./fuzz-requests.ts";
import { describeDatabases } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

/**
 * Per operation and database. `npm test` sends 20 (with about 80 operations, some 3,200
 * hostile requests per run, a new random seed each time); FUZZ_RUNS=500 digs deeper.
 */
const RUNS_PER_OPERATION = Number.parseInt(process.env.FUZZ_RUNS ?? "", 10) || 20;
const STACK_TRACE = /\bat .+\.(?:ts|js|mjs|cjs):\d+|node:internal|\/work\/|node_modules|\bstack\b/i;

async function send(client: ShopClient, operation: string, input: FuzzRequest): Promise<Response> {
  const headers = new Headers();
  if (input.locale) headers.set(HEADER.locale, input.locale);
  if (input.sessionCookie !== null) headers.set("cookie", `sid=${input.sessionCookie}`);
  if (input.csrf === "valid") {
    const token = await client.ensureCsrf();
    if (token) headers.set(HEADER.csrf, token);
  }
  if (input.csrf === "wrong") headers.set(HEADER.csrf, "A".repeat(43));
  const query = new URLSearchParams();
  if (input.cacheBuster) query.set("_", String(Date.now()));

  let requestBody: BodyInit | undefined;
  const { body: payloadBody } = input;
  if (input.method === "GET") {
    const text =
      payloadBody.kind === "json"
        ? JSON.stringify(payloadBody.value)
        : payloadBody.kind === "raw"
          ? payloadBody.text
          : JSON.stringify(payloadBody.fields);
    if (text !== undefined) query.set("body", text);
  } else if (payloadBody.kind === "json") {
    headers.set("content-type", "application/json");
    requestBody = JSON.stringify(payloadBody.value) ?? "";
  } else if (payloadBody.kind === "raw") {
    if (payloadBody.contentType) headers.set("content-type", payloadBody.contentType);
    requestBody = payloadBody.text;
  } else {
    const form = new FormData();
    for (const [name, value] of Object.entries(payloadBody.fields)) form.append(name, value);
    requestBody = form;
  }
  const search = query.size > 0 ? `?${query.toString()}` : "";
  return client.request(`/api/${operation}${search}`, { method: input.method, headers, body: requestBody ?? null });
}

/** Field names echo the caller's keys; only the server's own words are checked for leaks. */
function serverWords(envelope: Record<string, unknown>): string {
  const error = envelope.error as { fields?: Record<string, string> } | undefined;
  if (!error) return JSON.stringify(envelope);
  return JSON.stringify({ ...error, fields: error.fields ? Object.values(error.fields) : undefined });
}

function expectWellFormedAnswer(status: number, headers: Headers, text: string): void {
  expect(status).toBeLessThan(500);
  // A token goes out with every answer to a visitor who holds a session (not to one who only reads).
  const token = headers.get(HEADER.csrf);
  if (token !== null || headers.getSetCookie().some((line) => line.startsWith("sid="))) {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  }
  let envelope: Record<string, unknown>;
  try {
    envelope = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`answer ${status} is not JSON: ${text.slice(0, 200)}`);
  }
  expect(serverWords(envelope)).not.toMatch(STACK_TRACE);
  if (status < 400) {
    expect(Object.keys(envelope).filter((key) => key !== "events")).toEqual(["data"]);
    return;
  }
  // A failed cart change also answers events (afterBasketChanged: the cart as it now is).
  expect(Object.keys(envelope).filter((key) => key !== "events")).toEqual(["error"]);
  const error = envelope.error as Record<string, unknown>;
  expect(ERROR_KEYS).toContain(error.key);
  expect(typeof error.code).toBe("number");
  expect(typeof error.message).toBe("string");
  expect((error.message as string).length).toBeGreaterThan(0);
  if (error.fields !== undefined) {
    for (const message of Object.values(error.fields as Record<string, unknown>)) expect(typeof message).toBe("string");
  }
}

const CUSTOMER = { email: "kunde@example.com", password: "Lampe2024" };

/**
 * The operations in `parts` shares (by name, round robin), one test file per share, so the
 * two vitest workers fuzz side by side instead of one file holding up the end of the run.
 */
export function fuzzOperations(part: number, parts: number): void {
  const all = Object.entries(operations as Record<string, Operation>).toSorted(([a], [b]) => a.localeCompare(b));
  const share = all.filter((_, index) => index % parts === part - 1);
  describeDatabases(`fuzzing the operations, part ${part} of ${parts}`, (shop) => {
    let visitors = 0;
    /** A logged-in customer session shared by the "customer" runs; logging in again only when a run ended it. */
    let customerSid: string | undefined;

    /** A new visitor (own address, so rate limits of other runs do not apply), logged in as asked. */
    async function visitor(kind: "anonymous" | "guest" | "customer"): Promise<ShopClient> {
      visitors += 1;
      const client = shop().client({ ip: `10.1.${Math.floor(visitors / 250)}.${visitors % 250}` });
      if (kind === "guest") await client.call("doLoginAsGuest", { email: "gast@example.com" });
      if (kind === "customer") {
        if (customerSid) client.cookies.set("sid", customerSid);
        const session = await client.call("getSession", undefined, { method: "GET" });
        // A fuzzed password change may make the login fail: the run then goes on as anonymous.
        if (session.body.data?.state !== "authorized") await client.call("doLogin", CUSTOMER);
        customerSid = client.sessionId;
      }
      return client;
    }

    it("fuzzes registered operations under their own names", () => {
      expect(all.length).toBeGreaterThanOrEqual(10);
      for (const [name, operation] of all) expect(operation.name).toBe(name);
    });

    for (const [operation, definition] of share) {
      it(`${operation}: random payloads, verbs and tokens never give a 500, a stack trace or a broken envelope`, async () => {
        customerSid = undefined;
        const same = shop().client({ ip: "198.51.100.1" });
        const registered = await same.call("doRegisterUser", { ...CUSTOMER, repeatPassword: CUSTOMER.password });
        expect(registered.status).toBe(200);
        await fc.assert(
          fc.asyncProperty(requestFor(definition), async (input) => {
            const client = input.visitor === "same" ? same : await visitor(input.visitor);
            const response = await send(client, operation, input);
            expectWellFormedAnswer(response.status, response.headers, await response.text());
          }),
          { numRuns: RUNS_PER_OPERATION },
        );
      });
    }
  });
}
