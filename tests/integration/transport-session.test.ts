/** The RPC transport and the session: CSRF tokens, a failing session store, the ReferrerID. */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeDatabases } from "./harness.ts";
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
    expect(client.sessionId).toBeDefined();
    expect(await storedSession(shop(), client)).toBeUndefined();
  });
});
