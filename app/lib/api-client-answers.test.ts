/** The API client's answers: data and events, the CSRF token, errors and the one retry of a GET. */
import { describe, expect, it, vi } from "vitest";
import { HEADER, RETRY_STATUSES } from "#common/constants.ts";
import { ApiError, isSessionExpiredError } from "./api-client.ts";
import { client, json, loginError } from "../../tests/fakes/api-fetch.ts";

describe("answers", () => {
  it("returns data, and data with events from callWithEvents", async () => {
    const events = { AfterBasketChanged: { basket: { id: 1 } } };
    const { api } = client([json({ data: { n: 1 }, events })]);
    expect(await api.call("getSession")).toEqual({ n: 1 });
    expect(await api.callWithEvents("getSession")).toEqual({ data: { n: 1 }, events });
  });

  it.each([
    ["empty", () => new Response(null, { status: 204 })],
    ["not JSON", () => new Response("<html>oops</html>", { status: 200 })],
    ["JSON without envelope", () => new Response("[1,2]", { status: 200 })],
  ])("an unreadable 2xx body (%s) gives an empty result", async (_label, answer) => {
    const { api } = client([answer]);
    expect(await api.call("getSession")).toBeUndefined();
    expect(await api.callWithEvents("getSession")).toEqual({ data: undefined, events: undefined });
  });

  it("refreshes the CSRF token from every answer, failed ones included", async () => {
    const { api, requests } = client(
      [
        json({ data: null }, { headers: { [HEADER.csrf]: "tok-2" } }),
        json(loginError, { status: 401, headers: { [HEADER.csrf]: "tok-3" } }),
        json({ data: null }),
      ],
      { csrfToken: "tok-1" },
    );
    await api.call("getSession");
    await expect(api.call("doLogin", { email: "a@b.de", password: "x" })).rejects.toThrow(ApiError);
    expect(api.getCsrfToken()).toBe("tok-3");
    await api.call("getSession");
    expect(requests.map((r) => r.headers.get(HEADER.csrf))).toEqual(["tok-1", "tok-2", "tok-3"]);
    api.setCsrfToken("tok-9");
    expect(api.getCsrfToken()).toBe("tok-9");
  });
});

describe("errors", () => {
  it("raises an ApiError with the server's envelope", async () => {
    const body = {
      error: { key: "invalidData", code: 400, message: "Please check your input.", fields: { email: "Required" } },
      events: { AfterBasketChanged: { basket: { id: 2 } } },
    };
    const { api } = client([json(body, { status: 400, statusText: "Bad Request" })], { getLocale: () => "de" });
    const error = await api.call("doLogin", { email: "", password: "" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: "ApiError",
      status: 400,
      url: "/api/doLogin",
      verb: "POST",
      message: "POST /api/doLogin: Please check your input.",
      key: "invalidData",
      code: 400,
      serverMessage: "Please check your input.",
      fields: { email: "Required" },
      events: { AfterBasketChanged: { basket: { id: 2 } } },
      locale: "de",
      cause: body,
    });
  });

  it("reads the example of the spec: POST /api/doLogin: Invalid login data", async () => {
    const { api } = client([json(loginError, { status: 401 })]);
    await expect(api.call("doLogin", { email: "a@b.de", password: "x" })).rejects.toThrow(
      "POST /api/doLogin: Invalid login data",
    );
  });

  it("falls back to customError, unknownError, the HTTP status and the status text", async () => {
    const { api } = client([
      json({ error: { message: "Out of stock" } }, { status: 409, statusText: "Conflict" }),
      new Response("Bad gateway", { status: 502, statusText: "Bad Gateway", headers: { "retry-after": "30" } }),
      new Response("", { status: 418 }),
    ]);
    const first = await api.call("doLogoutUser").catch((e: unknown) => e);
    expect(first).toMatchObject({ key: "customError", code: 409, message: "POST /api/doLogoutUser: Out of stock" });
    const second = await api.call("doLogoutUser").catch((e: unknown) => e);
    expect(second).toMatchObject({ key: "unknownError", code: 502, serverMessage: undefined, retryAfter: 30 });
    expect((second as ApiError).message).toBe("POST /api/doLogoutUser: Bad Gateway");
    expect((second as ApiError).fields).toBeUndefined();
    expect((second as ApiError).events).toBeUndefined();
    const third = await api.call("doLogoutUser").catch((e: unknown) => e);
    expect((third as ApiError).message).toBe("POST /api/doLogoutUser: HTTP 418");
  });

  it("recognises a CSRF mismatch as an expired session", async () => {
    const mismatch = { error: { key: "csrfTokenMismatch", code: 403, message: "Session expired" } };
    const { api } = client([json(mismatch, { status: 403 }), json(loginError, { status: 401 })]);
    const expired = await api.call("doLogoutUser").catch((e: unknown) => e);
    const other = await api.call("doLogoutUser").catch((e: unknown) => e);
    expect(isSessionExpiredError(expired)).toBe(true);
    expect(isSessionExpiredError(other)).toBe(false);
    expect(isSessionExpiredError(new Error("csrfTokenMismatch"))).toBe(false);
  });

  it("lets a replaced handler turn the failure into the result, keeping the events", async () => {
    const events = { AfterBasketChanged: { basket: { id: 3 } } };
    const failed = json({ error: { key: "notFound", code: 404, message: "Not found." }, events }, { status: 404 });
    const onError = vi.fn(() => "from onError");
    const { api } = client([failed], { onError });
    expect(await api.call("getSession")).toBe("from onError");
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ key: "notFound", status: 404 }), { inline: false });
    api.setErrorHandler(async (error) => `handled ${error.code}`);
    expect(await api.callWithEvents("getSession")).toEqual({ data: "handled 404", events });
    api.setErrorHandler(() => {
      throw new Error("custom throw");
    });
    await expect(api.call("getSession")).rejects.toThrow("custom throw");
  });

  it("tells the handler when the caller shows the error inline (no notice for it)", async () => {
    const failed = json({ error: { key: "couponNotValid", code: 409, message: "Not valid." } }, { status: 409 });
    const onError = vi.fn(() => "from onError");
    const { api } = client([failed, failed], { onError });
    await api.call("getSession", undefined, { inlineErrors: true });
    await api.call("getSession");
    expect(onError.mock.calls.map((call) => (call as unknown[])[1])).toEqual([{ inline: true }, { inline: false }]);
  });

  it("skips the handler for a call that handles its own errors, and only for that call", async () => {
    const failed = json({ error: { key: "editorSaveConflict", code: 409, message: "Conflict." } }, { status: 409 });
    const onError = vi.fn(() => "from onError");
    const { api } = client([failed], { onError });
    const error = await api.call("getSession", undefined, { ownErrorHandling: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ key: "editorSaveConflict", status: 409, serverMessage: "Conflict." });
    expect(onError).not.toHaveBeenCalled();
    expect(await api.call("getSession")).toBe("from onError");
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("reports a network failure as an ApiError with status 0 but lets an abort through", async () => {
    const { api } = client([new TypeError("Failed to fetch")]);
    const error = await api.call("getSession").catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      code: 0,
      key: "unknownError",
      message: "POST /api/getSession: Failed to fetch",
    });
    const abort = new DOMException("aborted", "AbortError");
    const aborted = client([abort]);
    await expect(aborted.api.call("getSession", undefined, { verb: "GET" })).rejects.toBe(abort);
    expect(aborted.requests).toHaveLength(1);
  });
});

describe("retry", () => {
  it.each(RETRY_STATUSES)("retries a GET once on %i", async (status) => {
    const { api, requests } = client([new Response("", { status }), json({ data: "second" })]);
    expect(await api.call("getSession", undefined, { verb: "GET" })).toBe("second");
    expect(requests).toHaveLength(2);
  });

  it("retries a GET only once, then raises", async () => {
    const { api, requests } = client([new Response("", { status: 503 })]);
    await expect(api.call("getSession", undefined, { verb: "GET" })).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422])("does not retry a GET on %i", async (status) => {
    const { api, requests } = client([new Response("", { status }), json({ data: "second" })]);
    await expect(api.call("getSession", undefined, { verb: "GET" })).rejects.toMatchObject({ status });
    expect(requests).toHaveLength(1);
  });

  it("retries a GET once after a network TypeError", async () => {
    const { api, requests } = client([new TypeError("Failed to fetch"), json({ data: "ok" })]);
    expect(await api.call("getSession", undefined, { verb: "GET" })).toBe("ok");
    expect(requests).toHaveLength(2);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("never retries %s", async (verb) => {
    for (const status of RETRY_STATUSES) {
      const { api, requests } = client([new Response("", { status }), json({ data: "second" })]);
      await expect(api.call("getSession", undefined, { verb })).rejects.toMatchObject({ status });
      expect(requests).toHaveLength(1);
    }
    const { api, requests } = client([new TypeError("Failed to fetch"), json({ data: "second" })]);
    await expect(api.call("getSession", undefined, { verb })).rejects.toMatchObject({ status: 0 });
    expect(requests).toHaveLength(1);
  });
});
