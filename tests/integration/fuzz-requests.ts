/**
 * What the fuzz test sends: random requests to one operation, shaped by its input schema
 * (plausible values, so validation passes sometimes, and hostile ones), with random method,
 * body encoding, locale, session cookie and CSRF token.
 */
import fc from "fast-check";
import { acceptsVerb, type Operation } from "#server/rpc/operation.ts";

const HUGE = "ü".repeat(150_000);

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
export function requestFor(operation: Operation) {
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
export type FuzzRequest = ReturnType<typeof requestFor> extends fc.Arbitrary<infer R> ? R : never;
