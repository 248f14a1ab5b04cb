import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { sessions } from "#server/modules/session/session.table.ts";
import { describeDatabases, type Shop } from "./harness.ts";
import type { ApiResult, ShopClient } from "./shop-client.ts";

const STACK_TRACE = /\bat .+\.(?:ts|js|mjs):\d+|node:internal|\bstack\b/i;
const NEW_PASSWORD = "Sommer2024";

function expectError(result: ApiResult<unknown>, status: number, key: string): void {
  expect({ status: result.status, key: result.body.error?.key }).toEqual({ status, key });
  expect(result.body.data).toBeUndefined();
  expect(typeof result.body.error?.message).toBe("string");
}

async function storedSession(shop: Shop, client: ShopClient) {
  const id = client.sessionId;
  if (!id) return undefined;
  const rows = await shop.db.select().from(sessions).where(eq(sessions.id, id));
  return rows[0]?.data as Record<string, unknown> | undefined;
}

describeDatabases("rpc transport", (shop) => {
  it("answers a POST with a JSON body", async () => {
    const client = shop().client();
    const result = await client.call("getSession", {});
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toMatch(/^application\/json/);
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(result.body.data?.state).toBe("anonymous");
  });

  it("reads the payload of a GET from the url-encoded body parameter and ignores the cache buster", async () => {
    const client = shop().client({ locale: "en" });
    const ok = await client.call("getSession", {}, { method: "GET", query: { _: "1718000000000" } });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.state).toBe("anonymous");

    // The body parameter is really read: an unexpected field in it is refused.
    const refused = await client.call("getSession", { surprise: 1 }, { method: "GET", query: { _: "17" } });
    expectError(refused, 400, "invalidData");
    expect(refused.body.error?.fields).toEqual({ surprise: "This field is not expected." });

    const broken = await client.request("/api/getSession?body=%7Bnot-json&_=3");
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { key: string } }).error.key).toBe("invalidData");
  });

  it("takes queries as GET and POST and refuses GET for mutations with 405", async () => {
    const client = shop().client();
    expect((await client.call("getCategoryTree", undefined, { method: "GET" })).status).toBe(200);
    expect((await client.call("getCategoryTree", {})).status).toBe(200);

    const mutation = await client.call("doLogoutUser", {}, { method: "GET" });
    expectError(mutation, 405, "methodNotAllowed");
    expect(mutation.headers.get("allow")).toBe("POST");

    const putQuery = await client.call("getCategoryTree", {}, { method: "PUT" });
    expectError(putQuery, 405, "methodNotAllowed");
    expect(putQuery.headers.get("allow")).toBe("GET, POST");
  });

  it("answers an unknown operation, including prototype names, with 404 operationNotFound", async () => {
    const client = shop().client({ locale: "en" });
    for (const name of ["doesNotExist", "__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const result = await client.callRaw(name, {});
      expectError(result, 404, "operationNotFound");
      expect(result.body.error?.message).toBe("This operation does not exist.");
    }
    const nested = await client.request("/api/getSession/extra", { method: "GET" });
    expect(nested.status).toBe(404);
    expect(((await nested.json()) as { error: { key: string } }).error.key).toBe("operationNotFound");
  });

  it("answers broken JSON with 400 invalidData", async () => {
    const client = shop().client({ locale: "en" });
    const result = await client.send("doLoginAsGuest", '{"email": "a@b.de"', { contentType: "application/json" });
    expectError(result, 400, "invalidData");
    expect(result.body.error?.message).toBe("Please check your input.");
  });

  it("refuses a body in an unsupported media type with 415", async () => {
    const client = shop().client();
    const result = await client.send("doLoginAsGuest", "<email>a@b.de</email>", { contentType: "application/xml" });
    expectError(result, 415, "unsupportedMediaType");
  });

  it("names every invalid field with an English message when the locale is en", async () => {
    const client = shop().client({ locale: "en" });
    const missing = await client.call("doRegisterUser", {});
    expectError(missing, 400, "invalidData");
    expect(missing.body.error?.fields).toEqual({
      email: "Email is required.",
      password: "Password is required.",
      repeatPassword: "This is a mandatory field.",
    });

    const wrongTypes = await client.call("setCheckoutAddress", { typeId: "1", addressId: 2.5 });
    expect(wrongTypes.body.error?.fields).toEqual({
      typeId: "This value is not valid.",
      addressId: "Enter a whole number.",
    });

    const extra = await client.call("doLoginAsGuest", { email: "guest@example.com", isAdmin: true });
    expectError(extra, 400, "invalidData");
    expect(extra.body.error?.fields).toEqual({ isAdmin: "This field is not expected." });

    const huge = await client.call("doLogin", {
      email: `${"a".repeat(200_000)}@example.com`,
      password: "p".repeat(200_000),
    });
    expectError(huge, 400, "invalidData");
    expect(huge.body.error?.fields).toEqual({
      email: "This field needs to be a valid email.",
      password: "This value is not valid.",
    });
  });

  it("translates the field messages to German when the locale is de, and by default", async () => {
    const german = await shop().client({ locale: "de" }).call("doLoginAsGuest", {});
    expect(german.body.error?.fields).toEqual({ email: "E-Mail ist erforderlich." });
    expect(german.body.error?.message).toBe("Bitte prüfen Sie Ihre Eingaben.");

    const byDefault = await shop().client().call("doLoginAsGuest", { email: "kein-at-zeichen" });
    expect(byDefault.body.error?.fields).toEqual({ email: "Dieses Feld muss eine gültige E-Mail-Adresse enthalten." });
  });

  it("takes the API locale from Accept-Language when no x-locale header is sent", async () => {
    const client = shop().client();
    const result = await client.call(
      "doLoginAsGuest",
      {},
      { headers: { "accept-language": "fr-FR, en;q=0.8, de;q=0.5" } },
    );
    expect(result.body.error?.fields).toEqual({ email: "Email is required." });
  });

  it("refuses a POST without CSRF token with 403 and logs the user out", async () => {
    const client = shop().client({ locale: "en" });
    const registered = await client.call("doRegisterUser", {
      email: "csrf@example.com",
      password: NEW_PASSWORD,
      repeatPassword: NEW_PASSWORD,
    });
    expect(registered.body.data?.state).toBe("authorized");
    const loggedInSid = client.sessionId;

    const refused = await client.call("doLogoutUser", {}, { csrf: false });
    expectError(refused, 403, "csrfTokenMismatch");
    expect(refused.body.error?.message).toBe("Your session has expired. Please log in again.");
    expect(client.sessionId).not.toBe(loggedInSid);

    const after = await client.call("getSession", undefined, { method: "GET" });
    expect(after.body.data?.state).toBe("anonymous");
    expect(after.body.data?.user).toBeNull();
  });

  it("refuses a wrong CSRF token and the token of another session", async () => {
    const visitor = shop().client();
    const other = shop().client();
    await visitor.call("doLoginAsGuest", { email: "first@example.com" });
    const foreignToken = await other.ensureCsrf();
    const ownToken = await visitor.ensureCsrf();
    expect(foreignToken).not.toBe(ownToken);

    expectError(
      await visitor.call("doLoginAsGuest", { email: "x@example.com" }, { csrf: "not-the-token" }),
      403,
      "csrfTokenMismatch",
    );
    // The guest was logged out by the mismatch above; log in again, then try the foreign token.
    await visitor.call("doLoginAsGuest", { email: "second@example.com" });
    expectError(await visitor.call("doLogoutUser", {}, { csrf: foreignToken }), 403, "csrfTokenMismatch");
    expectError(await visitor.call("doLogoutUser", {}, { csrf: "" }), 403, "csrfTokenMismatch");
    expect((await visitor.call("getSession", undefined, { method: "GET" })).body.data?.state).toBe("anonymous");
  });

  it("puts the CSRF token of the session on every answer, success or error", async () => {
    const client = shop().client();
    const first = await client.call("getSession", undefined, { method: "GET" });
    const token = first.headers.get("x-csrf-token");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const answers = [
      await client.call("getCategoryTree", {}),
      await client.call("doLoginAsGuest", {}),
      await client.callRaw("noSuchOperation", {}),
      await client.call("doLogoutUser", {}, { method: "GET" }),
      await client.send("doLoginAsGuest", "{", { contentType: "application/json" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 404, 405, 400]);
    for (const answer of answers) expect(answer.headers.get("x-csrf-token")).toBe(token);

    const refused = await client.call("doLogoutUser", {}, { csrf: false });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("x-csrf-token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("answers an unexpected failure with 500 unknownError and no stack trace", async () => {
    const client = shop().client({ locale: "en" });
    await shop().db.execute(sql`drop table category_details cascade`);
    const result = await client.call("getCategoryTree", undefined, { method: "GET" });
    expectError(result, 500, "unknownError");
    expect(result.body.error?.message).toBe("Something went wrong. Please try again later.");
    expect(result.text).not.toMatch(STACK_TRACE);
    expect(result.text).not.toContain("category_details");
    expect(result.headers.get("x-csrf-token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("answers 500 unknownError when the database is gone", async () => {
    const client = shop().client({ locale: "en" });
    await shop().closeDatabase();
    const result = await client.call("getCategoryTree", undefined, { method: "GET" });
    expectError(result, 500, "unknownError");
    expect(result.text).not.toMatch(STACK_TRACE);
  });

  it("answers with the JSON envelope when the session store fails for a known visitor", async () => {
    const client = shop().client({ locale: "en" });
    await client.call("doLoginAsGuest", { email: "guest@example.com" });
    expect(client.sessionId).toBeDefined();
    await shop().db.execute(sql`drop table sessions`);
    const response = await client.request("/api/getSession", { method: "GET" });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(STACK_TRACE);
    expect(JSON.parse(text)).toEqual({
      error: { key: "unknownError", code: 500, message: "Something went wrong. Please try again later." },
    });
  });

  it("accepts multipart form data", async () => {
    const client = shop().client();
    const form = new FormData();
    form.set("email", "form-guest@example.com");
    const result = await client.send<{ state: string; user: { guestMail: string } }>("doLoginAsGuest", form);
    expect(result.status).toBe(200);
    expect(result.body.data?.state).toBe("guest");
    expect(result.body.data?.user.guestMail).toBe("form-guest@example.com");
  });

  it("rebuilds nested multipart fields and refuses prototype keys", async () => {
    const client = shop().client({ locale: "en" });
    const nested = new FormData();
    nested.set("typeId", "1");
    nested.set("addressId[inner]", "3");
    const shaped = await client.send("setCheckoutAddress", nested);
    // Form values are strings: the schema names both fields (the shape was rebuilt).
    expect(shaped.body.error?.fields).toEqual({
      typeId: "This value is not valid.",
      addressId: "Enter a whole number.",
    });

    const polluted = new FormData();
    polluted.set("__proto__[isAdmin]", "true");
    const refused = await client.send("doLoginAsGuest", polluted);
    expectError(refused, 400, "invalidData");
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("refuses a JSON body over 1 MB with a 413 envelope", async () => {
    const client = shop().client({ locale: "en" });
    const body = JSON.stringify({ email: `${"a".repeat(1024 * 1024)}@example.com` });
    const result = await client.send("doLoginAsGuest", body, { contentType: "application/json" });
    expectError(result, 413, "payloadTooLarge");
    expect(result.body.error?.message).toBe("The request is too large.");
  });

  it("counts the 1 MB limit in bytes, not characters", async () => {
    const client = shop().client();
    // 400,000 euro signs are 1.2 MB of UTF-8 but only 400,000 string characters.
    const body = JSON.stringify({ email: `${"€".repeat(400_000)}@example.com` });
    expect(Buffer.byteLength(body)).toBeGreaterThan(1024 * 1024);
    const result = await client.send("doLoginAsGuest", body, { contentType: "application/json" });
    expectError(result, 413, "payloadTooLarge");
  });

  it("refuses a multipart body over 1 MB with a 413 envelope (operations that take files set their own limit)", async () => {
    const client = shop().client();
    const form = new FormData();
    form.set("email", "big@example.com");
    form.set("file", new Blob([new Uint8Array(1024 * 1024 + 1)]), "big.bin");
    const result = await client.send("doLoginAsGuest", form);
    expectError(result, 413, "payloadTooLarge");
    expect(result.headers.get("x-csrf-token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("keeps the ReferrerID query value and the referrer header in the session", async () => {
    const client = shop().client();
    await client.call("getSession", undefined, { method: "GET", query: { ReferrerID: "partner-42" } });
    expect(await storedSession(shop(), client)).toEqual({ referrerId: "partner-42" });

    // Later requests without the parameter keep it; a new one replaces it.
    await client.call("doLoginAsGuest", { email: "ref@example.com" });
    expect(await storedSession(shop(), client)).toMatchObject({
      referrerId: "partner-42",
      guestEmail: "ref@example.com",
    });
    await client.call("getSession", undefined, { method: "GET", headers: { "x-referrer-id": "newsletter_7" } });
    expect(await storedSession(shop(), client)).toMatchObject({ referrerId: "newsletter_7" });
  });

  it("ignores a malformed ReferrerID", async () => {
    const client = shop().client();
    await client.call("getSession", undefined, { method: "GET", query: { ReferrerID: "<script>alert(1)</script>" } });
    expect(client.sessionId).toBeDefined();
    expect(await storedSession(shop(), client)).toBeUndefined();
  });

  it("answers the x-request-id it was given, cleaned, or a new one", async () => {
    const client = shop().client();
    const given = await client.call("getSession", undefined, {
      method: "GET",
      headers: { "x-request-id": "trace-123_abc" },
    });
    expect(given.headers.get("x-request-id")).toBe("trace-123_abc");

    const dirty = await client.call("getSession", undefined, {
      method: "GET",
      headers: { "x-request-id": "a b<c>;d" },
    });
    expect(dirty.headers.get("x-request-id")).toBe("abcd");

    const generated = await client.call("getSession", undefined, { method: "GET" });
    expect(generated.headers.get("x-request-id")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it("reports the database in the health check, and its loss with 503", async () => {
    const client = shop().client();
    const healthy = await client.request("/healthz");
    expect(healthy.status).toBe(200);
    expect(healthy.headers.get("cache-control")).toBe("no-store");
    expect(await healthy.json()).toEqual({ status: "ok", database: "reachable" });

    await shop().closeDatabase();
    const down = await client.request("/healthz");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", database: "unreachable" });
  });

  it("serves the same operations through the in-process caller with the same validation", async () => {
    const caller = shop().caller({ session: { guestEmail: "caller@example.com" } });
    const session = await caller.call("getSession", {});
    expect(session.state).toBe("guest");
    await expect(caller.call("setCheckoutAddress", { typeId: 3 as 1, addressId: 1 })).rejects.toMatchObject({
      key: "invalidData",
      fields: { typeId: "validation.invalid" },
    });
    await expect(
      shop().caller().call("doChangeUserPassword", { oldPassword: "a", password: "b", repeatPassword: "b" }),
    ).rejects.toMatchObject({
      key: "unauthorized",
      code: 401,
    });
  });
});
