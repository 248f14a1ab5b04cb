/**
 * The RPC transport: methods, payloads, unknown operations, translated field errors,
 * failures, request ids, the health check and the in-process caller.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import { describeDatabases } from "./harness.ts";
import { ShopClient } from "./shop-client.ts";
import { expectError, STACK_TRACE } from "./transport-fixture.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

  it("answers an unexpected failure with 500 unknownError and no stack trace", async () => {
    const client = shop().client({ locale: "en" });
    // A visitor with a session: its token comes with every answer, a failure too.
    await client.call("doLoginAsGuest", { email: "failure@example.com" });
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

  it("answers a new x-request-id per request and logs it on the request's line", async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger("info", {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const app = createApp({
      services: { ...shop().runtime.services, log },
      sessions: shop().runtime.sessions,
    });
    const client = new ShopClient(app);
    // Without a trusted proxy a client's own id is not taken.
    const given = await client.call("getSession", undefined, {
      method: "GET",
      headers: { "x-request-id": "trace-123_abc" },
    });
    const id = given.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "request", requestId: id, path: "/api/getSession", status: 200 }),
    );
    const again = await client.call("getSession", undefined, { method: "GET" });
    expect(again.headers.get("x-request-id")).toMatch(UUID);
    expect(again.headers.get("x-request-id")).not.toBe(id);
  });

  it("takes a valid x-request-id from a trusted proxy", async () => {
    const services = { ...shop().runtime.services, config: { ...shop().config, TRUST_PROXY: true } };
    const client = new ShopClient(createApp({ services, sessions: shop().runtime.sessions }));
    const given = await client.call("getSession", undefined, {
      method: "GET",
      headers: { "x-request-id": "trace-123_abc" },
    });
    expect(given.headers.get("x-request-id")).toBe("trace-123_abc");

    const invalid = await client.call("getSession", undefined, {
      method: "GET",
      headers: { "x-request-id": "a b<c>;d" },
    });
    expect(invalid.headers.get("x-request-id")).toMatch(UUID);
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
    const session = await caller.getSession({});
    expect(session.state).toBe("guest");
    await expect(caller.setCheckoutAddress({ typeId: 3 as 1, addressId: 1 })).rejects.toMatchObject({
      key: "invalidData",
      fields: { typeId: "validation.invalid" },
    });
    await expect(
      shop().caller().doChangeUserPassword({ oldPassword: "a", password: "b", repeatPassword: "b" }),
    ).rejects.toMatchObject({
      key: "unauthorized",
      code: 401,
    });
  });
});
