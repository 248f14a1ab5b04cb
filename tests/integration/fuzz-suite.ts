import fc from "fast-check";
import { expect, it } from "vitest";
import { HEADER } from "#common/constants.ts";
import { ERROR_KEYS } from "#common/errors.ts";
import { operations } from "#server/operations/registry.ts";
import { acceptsVerb, type Operation } from "#server/rpc/operation.ts";
import { describeDatabases } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

/**
 * Per operation and database. `npm test` sends 20 (with about 80 operations, some 3,200
 * hostile requests per run, a new random seed each time); FUZZ_RUNS=500 digs deeper.
 */
const RUNS_PER_OPERATION = Number.parseInt(process.env.FUZZ_RUNS ?? "", 10) || 20;
const HUGE = "ü".repeat(150_000);
const STACK_TRACE = /\bat .+\.(?:ts|js|mjs|cjs):\d+|node:internal|\/work\/|node_modules|\bstack\b/i;

/** Values a field may hold: plausible ones (so validation passes sometimes) and hostile ones. */
const fieldValue = fc.oneof(
  { arbitrary: fc.constantFrom("kunde@example.com", "Lampe2024", 1, 2, 7), weight: 6 },
  { arbitrary: fc.anything(), weight: 1 },
  { arbitrary: fc.emailAddress(), weight: 1 },
  { arbitrary: fc.string({ maxLength: 300 }), weight: 1 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 64 }), weight: 1 },
  // Lone UTF-16 surrogates (JSON carries "\ud800"; a 500 once came from one in a cart answer).
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 8 }))
      .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`),
    weight: 1,
  },
  { arbitrary: fc.constantFrom("abc", "", " ", "null", "__proto__", "<script>", HUGE), weight: 1 },
  { arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, Number.MAX_VALUE, null), weight: 1 },
  { arbitrary: fc.array(fc.anything(), { maxLength: 5 }), weight: 1 },
);

/** The field names of an operation's input schema (an object schema has a shape). */
function inputKeys(operation: Operation): string[] {
  const schema: unknown = operation.input;
  if (
    typeof schema === "object" &&
    schema !== null &&
    "shape" in schema &&
    typeof schema.shape === "object" &&
    schema.shape
  ) {
    return Object.keys(schema.shape);
  }
  return [];
}

/** Objects shaped like the real inputs, with random values and sometimes extra keys. */
const shapedPayload = fc
  .tuple(
    fc.record(
      {
        email: fieldValue,
        password: fieldValue,
        repeatPassword: fieldValue,
        oldPassword: fieldValue,
        firstName: fieldValue,
        lastName: fieldValue,
        typeId: fieldValue,
        addressId: fieldValue,
      },
      { requiredKeys: [] },
    ),
    fc.oneof(
      { arbitrary: fc.constant({}), weight: 4 },
      { arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), fc.anything(), { maxKeys: 3 }), weight: 1 },
    ),
  )
  .map(([known, extra]) => ({ ...extra, ...known }));

/** Valid-looking values per known field name, so that a good share of payloads passes validation. */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom("kunde@example.com", " Kunde@Example.com "),
  password: fc.constant("Lampe2024"),
  repeatPassword: fc.constant("Lampe2024"),
  oldPassword: fc.constant("Lampe2024"),
  firstName: fc.constant("Ada"),
  lastName: fc.constant("Lovelace"),
  typeId: fc.constantFrom(1, 2),
  addressId: fc.integer({ min: 1, max: 2_147_483_647 }),
  // Order property answers: the lone surrogate that once gave a 500 came through one.
  basketItemOrderParams: fc.array(fc.record({ propertyId: fc.integer({ min: 1, max: 10_000 }), value: fieldValue }), {
    maxLength: 3,
  }),
  urlPath: fc.constantFrom("wohnen", "/wohnen/moebel/", "living", "mitglieder-outlet", "", "../../etc/passwd"),
};

function payloadFor(operation: Operation) {
  const keys = inputKeys(operation);
  const ownShape = fc.record(
    Object.fromEntries(
      keys.map((key) => [
        key,
        fc.oneof(
          { arbitrary: PLAUSIBLE[key] ?? fc.string({ maxLength: 40 }), weight: 5 },
          { arbitrary: fieldValue, weight: 1 },
        ),
      ]),
    ),
  );
  return fc.oneof(
    { arbitrary: ownShape, weight: 10 },
    { arbitrary: shapedPayload, weight: 3 },
    { arbitrary: fc.anything(), weight: 1 },
    { arbitrary: fc.string(), weight: 1 },
    { arbitrary: fc.array(fc.anything()), weight: 1 },
    { arbitrary: fc.object(), weight: 1 },
    { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), weight: 1 },
    { arbitrary: fc.constantFrom(HUGE, {}), weight: 1 },
  );
}

type Body =
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string; contentType: string }
  | { kind: "form"; fields: Record<string, string> };

const bodyFor = (operation: Operation): fc.Arbitrary<Body> =>
  fc.oneof(
    { arbitrary: payloadFor(operation).map((value): Body => ({ kind: "json", value })), weight: 8 },
    {
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.string(),
            fc.constantFrom("{", "[1,", '{"email":', "\u0000", "null", "undefined", "NaN", '{"a":1}{'),
          ),
          fc.constantFrom(
            "application/json",
            "text/plain",
            "application/xml",
            "multipart/form-data",
            "multipart/form-data; boundary=x",
            "application/x-www-form-urlencoded",
            "",
          ),
        )
        .map(([text, contentType]): Body => ({ kind: "raw", text, contentType })),
      weight: 2,
    },
    {
      arbitrary: fc
        .dictionary(
          fc.oneof(
            fc.string({ maxLength: 20 }),
            fc.constantFrom("email", "a[b][c]", "[]", "__proto__[x]", "a[constructor]"),
          ),
          fc.oneof(fc.string({ maxLength: 50 }), fc.emailAddress()),
          { maxKeys: 4 },
        )
        .map((fields): Body => ({ kind: "form", fields })),
      weight: 1,
    },
  );

const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Mostly what the operation accepts, with a valid token and the visitor's own cookie, so payloads reach validation. */
function requestFor(operation: Operation) {
  const accepted = ALL_METHODS.filter((method) => acceptsVerb(operation, method));
  return fc.record({
    method: fc.oneof(
      { arbitrary: fc.constantFrom(...accepted), weight: 8 },
      { arbitrary: fc.constantFrom(...ALL_METHODS), weight: 2 },
    ),
    csrf: fc.oneof(
      { arbitrary: fc.constant("valid" as const), weight: 9 },
      { arbitrary: fc.constantFrom("none" as const, "wrong" as const), weight: 1 },
    ),
    body: bodyFor(operation),
    cacheBuster: fc.boolean(),
    locale: fc.constantFrom(undefined, "de", "en", "xx"),
    sessionCookie: fc.oneof(
      { arbitrary: fc.constant(null), weight: 9 },
      { arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/), weight: 1 },
    ),
    // "same": the one visitor whose session collects the effects of earlier runs.
    visitor: fc.oneof(
      { arbitrary: fc.constant("same" as const), weight: 3 },
      { arbitrary: fc.constant("anonymous" as const), weight: 1 },
      { arbitrary: fc.constant("guest" as const), weight: 2 },
      { arbitrary: fc.constant("customer" as const), weight: operation.access === "customer" ? 6 : 2 },
    ),
  });
}
type FuzzRequest = ReturnType<typeof requestFor> extends fc.Arbitrary<infer R> ? R : never;

async function send(client: ShopClient, operation: string, input: FuzzRequest): Promise<Response> {
  const headers = new Headers();
  if (input.locale) headers.set(HEADER.locale, input.locale);
  if (input.sessionCookie !== null) headers.set("cookie", `sid=${input.sessionCookie}`);
  if (input.csrf === "valid") headers.set(HEADER.csrf, await client.ensureCsrf());
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
  expect(headers.get(HEADER.csrf)).toMatch(/^[A-Za-z0-9_-]{43}$/);
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
