/** The API client's requests: URL, verb, headers, body, GET payloads and multipart forms. */
import { describe, expect, it, vi } from "vitest";
import { HEADER } from "#common/constants.ts";
import { unflattenForm } from "#server/http/rpc-transport.ts";
import { toFormData } from "./api-client.ts";
import { client, json } from "../../tests/fakes/api-fetch.ts";

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
