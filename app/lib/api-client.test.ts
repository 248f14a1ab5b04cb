import { describe, expect, it, vi } from "vitest";
import { HEADER, RETRY_STATUSES } from "#common/constants.ts";
import { unflattenForm } from "#server/http/rpc-transport.ts";
import { ApiError, type ApiClientOptions, createApiClient, isSessionExpiredError, toFormData } from "./api-client.ts";

type Recorded = { url: string; method: string; headers: Headers; body: RequestInit["body"]; init: RequestInit };
type Answer = Response | Error | (() => Response);

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { "content-type": "application/json", ...init.headers } });

/** A fetch that records every request and answers from a queue (last answer repeats). */
function fakeFetch(...answers: Answer[]) {
  const requests: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    requests.push({ url: String(input), method: init.method ?? "GET", headers, body: init.body, init });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    if (typeof answer === "function") return answer();
    return answer?.clone() ?? json({ data: null });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

function client(answers: Answer[], options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(...answers);
  return { api: createApiClient({ fetch: fake.fetch, getLocale: () => "en", ...options }), ...fake };
}

const loginError = { error: { key: "invalidLoginData", code: 401, message: "Invalid login data" } };

describe("request shape", () => {
  it("POSTs a JSON body to base/operation with the transport headers", async () => {
    const { api, requests } = client([json({ data: { ok: 1 } })], {
      csrfToken: "tok-1",
      referrerId: "7",
      configId: "cfg",
      editHash: "hash",
      getLocale: () => "de",
    });
    await api.call("doLogin", { email: "a@b.de", password: "pw" });
    const [request] = requests;
    expect(request?.url).toBe("/api/doLogin");
    expect(request?.method).toBe("POST");
    expect(request?.body).toBe('{"email":"a@b.de","password":"pw"}');
    expect(request?.init.credentials).toBe("same-origin");
    expect(Object.fromEntries(request?.headers ?? [])).toEqual({
      "content-type": "application/json",
      accept: "application/json",
      "cache-control": "no-cache",
      [HEADER.csrf]: "tok-1",
      [HEADER.referrer]: "7",
      [HEADER.configId]: "cfg",
      [HEADER.editHash]: "hash",
      [HEADER.locale]: "de",
    });
  });

  it("leaves out the optional headers that are not set and reads the locale on each call", async () => {
    let locale = "en";
    const { api, requests } = client([json({ data: null })], {
      referrerId: null,
      getLocale: () => locale,
    });
    await api.call("getSession");
    locale = "de";
    await api.call("getSession");
    for (const name of [HEADER.csrf, HEADER.referrer, HEADER.configId, HEADER.editHash]) {
      expect(requests[0]?.headers.has(name)).toBe(false);
    }
    expect(requests.map((r) => r.headers.get(HEADER.locale))).toEqual(["en", "de"]);
  });

  it("uses a server-side absolute base and a per-operation verb, which the call's verb overrides", async () => {
    const { api, requests } = client([json({ data: null })], {
      baseUrl: "http://127.0.0.1:3000/api/",
      verbs: { getSession: "GET" },
    });
    await api.call("getSession");
    await api.call("getSession", {}, { verb: "PUT" });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET http://127.0.0.1:3000/api/getSession",
      "PUT http://127.0.0.1:3000/api/getSession",
    ]);
  });

  it("GET sends the payload URL-encoded in `body` and no request body", async () => {
    const { api, requests } = client([json({ data: null })]);
    await api.call("setCheckoutAddress", { typeId: 1, addressId: 5 }, { verb: "GET" });
    await api.call("doLogin", { email: "a&b c@x.de", password: "ä?=" }, { verb: "GET" });
    expect(requests[0]?.url).toBe("/api/setCheckoutAddress?body=%7B%22typeId%22%3A1%2C%22addressId%22%3A5%7D");
    expect(requests[0]?.body).toBeUndefined();
    const query = new URL(requests[1]?.url ?? "", "http://x").searchParams;
    expect(JSON.parse(query.get("body") ?? "")).toEqual({ email: "a&b c@x.de", password: "ä?=" });
  });

  it("adds the `_` cache buster to GET only when asked", async () => {
    vi.spyOn(Date, "now").mockReturnValue(1700000000000);
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const { api, requests } = client([json({ data: null })]);
    await api.call("getCategoryTree", undefined, { verb: "GET", cacheBuster: true });
    await api.call("getCategoryTree", undefined, { verb: "GET" });
    vi.restoreAllMocks();
    expect(requests[0]?.url).toBe("/api/getCategoryTree?_=1700000000000i");
    expect(requests[1]?.url).toBe("/api/getCategoryTree");
  });

  it("never sends an empty body or a zero content-length", async () => {
    const { api, requests } = client([json({ data: null })]);
    await api.call("doLogoutUser", undefined, { headers: { "Content-Length": "0" } });
    await api.call("doLogoutUser", undefined, { verb: "DELETE" });
    expect(requests[0]?.headers.has("content-length")).toBe(false);
    expect(requests.map((r) => r.body)).toEqual(["{}", "{}"]);
  });

  it("multipart sends FormData without a content type so the browser adds the boundary", async () => {
    const { api, requests } = client([json({ data: null })]);
    const file = new File(["hello"], "hello.txt", { type: "text/plain" });
    await api.call("doRegisterUser", { upload: file, email: "a@b.de" } as never, { contentType: "multipart" });
    const [request] = requests;
    expect(request?.headers.has("content-type")).toBe(false);
    expect(request?.headers.get("accept")).toBe("application/json");
    expect(request?.body).toBeInstanceOf(FormData);
    const form = request?.body as FormData;
    expect(form.get("email")).toBe("a@b.de");
    expect(form.get("upload")).toBeInstanceOf(File);
    expect((form.get("upload") as File).name).toBe("hello.txt");
  });

  it("flattens nested values as a[b][0], which the server's unflattenForm rebuilds", async () => {
    const blob = new Blob(["x"]);
    const form = toFormData({
      name: "n",
      count: 3,
      flag: false,
      skip: undefined,
      none: null,
      address: { street: "Main", lines: ["a", "b"], geo: { lat: 1.5 } },
      files: [blob],
    });
    expect([...form.keys()]).toEqual([
      "name",
      "count",
      "flag",
      "address[street]",
      "address[lines][0]",
      "address[lines][1]",
      "address[geo][lat]",
      "files[0]",
    ]);
    const rebuilt = unflattenForm(form);
    expect(rebuilt).toMatchObject({
      name: "n",
      count: "3",
      flag: "false",
      address: { street: "Main", lines: { 0: "a", 1: "b" }, geo: { lat: "1.5" } },
    });
    expect(await ((rebuilt.files as Record<string, Blob>)[0] as Blob).text()).toBe("x");
  });
});

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
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ key: "notFound", status: 404 }));
    api.setErrorHandler(async (error) => `handled ${error.code}`);
    expect(await api.callWithEvents("getSession")).toEqual({ data: "handled 404", events });
    api.setErrorHandler(() => {
      throw new Error("custom throw");
    });
    await expect(api.call("getSession")).rejects.toThrow("custom throw");
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
