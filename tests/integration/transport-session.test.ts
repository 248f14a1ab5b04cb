/** The RPC transport and the session: CSRF tokens, a failing session store, the ReferrerID. */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeDatabases } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";
import { expectError, STACK_TRACE, storedSession } from "./transport-fixture.ts";

const NEW_PASSWORD = "Sommer2024";

describeDatabases("rpc transport: session", (shop) => {
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
    await other.call("doLoginAsGuest", { email: "other@example.com" });
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
    expectError(await visitor.call("doLogoutUser", {}, { csrf: false }), 403, "csrfTokenMismatch");
    expect((await visitor.call("getSession", undefined, { method: "GET" })).body.data?.state).toBe("anonymous");
  });

  it("gives a reader no cookie and no token, and puts the session's token on every answer once it has one", async () => {
    const client = shop().client();
    const reading = await client.call("getSession", undefined, { method: "GET" });
    expect(reading.headers.get("x-csrf-token")).toBeNull();
    expect(reading.headers.getSetCookie()).toEqual([]);
    // The first write creates the session: its cookie and its token come with the answer.
    const first = await client.call("doLoginAsGuest", { email: "reader@example.com" });
    expect(client.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
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

  it("lets a request without a token pass only when the browser says it comes from the shop's own page", async () => {
    // ADR 023: a shared page's forms and a visitor's first call carry no token.
    const add = (client: ShopClient, headers: Record<string, string>) =>
      client.request("/api/doLoginAsGuest", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ email: "probe@example.com" }),
      });
    const origin = new URL(shop().config.PUBLIC_URL ?? "http://localhost").origin;
    const cases: [Record<string, string>, number][] = [
      [{ "sec-fetch-site": "same-origin" }, 200],
      [{ "sec-fetch-site": "cross-site", origin }, 403],
      [{ "sec-fetch-site": "same-site" }, 403],
      [{ "sec-fetch-site": "none" }, 403],
      // A browser without Fetch Metadata: its Origin decides.
      [{ "sec-fetch-site": "", origin }, 200],
      [{ "sec-fetch-site": "", origin: "https://evil.example" }, 403],
      [{ "sec-fetch-site": "", origin: "null" }, 403],
      [{ "sec-fetch-site": "" }, 403],
    ];
    for (const [headers, status] of cases) {
      const visitor = shop().client();
      const response = await add(visitor, headers);
      expect({ headers, status: response.status }).toEqual({ headers, status });
      // Refused: nothing written, no session made.
      if (status === 403) expect(visitor.sessionId).toBeUndefined();
    }

    // A visitor with a session (a cart, a wishlist) sending a shared page's form: same rule.
    const holder = shop().client();
    await holder.call("doLoginAsGuest", { email: "holder@example.com" });
    expect((await add(holder, { "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await add(holder, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    // A wrong token is refused whatever the headers say.
    expect((await add(holder, { "sec-fetch-site": "same-origin", "x-csrf-token": "A".repeat(43) })).status).toBe(403);
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
    // Nothing to keep: no session and no cookie.
    expect(client.sessionId).toBeUndefined();
    expect(await storedSession(shop(), client)).toBeUndefined();
  });
});
