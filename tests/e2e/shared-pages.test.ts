/**
 * Shared pages (docs/page-cache.md, ADR 023): a first visit gets cacheable pages and no cookie;
 * no shared page ever holds a session's data; the header shows the visitor after hydration.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { APIResponse } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./harness/accounts.ts";
import { openPage, visit, waitForHydration } from "./harness/browser.ts";
import { addToCartThroughApi } from "./harness/checkout.ts";
import { expect, test } from "./harness/fixtures.ts";
import { productData } from "./harness/product.ts";
import { startSeededShop } from "./harness/seeded-shop.ts";

const SHARED = ["/", "/en", "/wohnen", "/en/living", "/esstisch-eske_1012", "/shipping", "/en/shipping"];

function expectShared(response: APIResponse, path: string): void {
  const headers = response.headers();
  expect(response.status(), path).toBe(200);
  expect(headers["cache-control"], path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  // Strong; a compressed answer names its encoding (server/http/compression.ts).
  expect(headers["etag"], path).toMatch(/^"[\w-]{32}(?:-br|-gz)?"$/);
  expect(headers["set-cookie"], path).toBeUndefined();
  expect(headers["x-csrf-token"], path).toBeUndefined();
  expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
  expect(headers["content-security-policy"], path).not.toContain("nonce-");
}

test("a first visit gets shared pages: cacheable, no cookie, 304 for a page it has", async ({ playwright }) => {
  // A shop of its own: on the shared one, other files' orders and operators' changes retire
  // pages between the two visits below.
  const shop = await startSeededShop();
  const visitor = await playwright.request.newContext({ baseURL: shop.url });
  try {
    for (const path of SHARED) {
      const first = await visitor.get(path, { maxRedirects: 0 });
      expectShared(first, path);
      expect(await first.text(), path).not.toContain("csrf-token");
      const again = await visitor.get(path, { maxRedirects: 0 });
      expectShared(again, path);
      expect(again.headers()["x-page-cache"], path).toBe("hit");
      expect(again.headers()["etag"]).toBe(first.headers()["etag"]);
      const unchanged = await visitor.get(path, {
        maxRedirects: 0,
        headers: { "if-none-match": first.headers()["etag"] ?? "" },
      });
      expect(unchanged.status(), path).toBe(304);
    }
    expect((await visitor.storageState()).cookies).toEqual([]);
    // The visitor's own pages are never shared.
    for (const path of ["/cart", "/en/search?query=sofa", "/login"]) {
      const own = await visitor.get(path);
      expect(own.headers()["cache-control"], path).toMatch(/^private, no-(?:cache|store)$/);
    }
  } finally {
    await visitor.dispose();
    await shop.stop();
  }
});

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** The bytes on the wire (fetch would decode them and hide the encoding). */
function raw(origin: string, pathname: string, headers: Record<string, string>): Promise<Raw> {
  const url = new URL(pathname, origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Every header but those of this one answer (its time, request id and connection). */
const comparable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !["date", "x-request-id", "connection", "keep-alive"].includes(name)),
  );

test("a page from the cache is answered early with the headers and bytes of the whole way", async () => {
  // A shop of its own: on the shared one, other files' writes retire pages between the requests.
  const shop = await startSeededShop();
  try {
    for (const path of ["/", "/wohnen", "/en/living", "/esstisch-eske_1012"]) {
      for (const accept of ["", "gzip, deflate, br, zstd", "gzip, deflate"]) {
        const headers: Record<string, string> = accept ? { "accept-encoding": accept } : {};
        // Rendered, then the first hit through the whole stack (which the early answers repeat).
        await raw(shop.url, path, headers);
        await raw(shop.url, path, headers);
        const early = await raw(shop.url, path, headers);
        // Another tag than the page's: the whole way (server/http/shared-page-hits.ts), a hit all the same.
        const whole = await raw(shop.url, path, { ...headers, "if-none-match": '"another"' });
        expect(early.status, path).toBe(200);
        expect(early.headers["x-page-cache"], path).toBe("hit");
        expect(comparable(early.headers), `${path} ${accept}`).toEqual(comparable(whole.headers));
        expect(early.body.equals(whole.body), `${path} ${accept}`).toBe(true);
        expect(early.headers["x-request-id"]).toMatch(/^[\da-f-]{36}$/);
        expect(early.headers["x-request-id"]).not.toBe(whole.headers["x-request-id"]);
      }
    }
    // A visitor with a session goes the whole way: a guest's referrer id is written to theirs.
    const referred = await raw(shop.url, "/wohnen?ReferrerID=partner7", { "accept-encoding": "br" });
    expect(referred.headers["cache-control"]).toBe("private, no-cache");
    expect(String(referred.headers["set-cookie"])).toMatch(/^sid=/);
  } finally {
    await shop.stop();
  }
});

test("no shared page ever holds a session's data, and the header shows the visitor after hydration", async () => {
  // A guest with a cart and a wishlist: the visitor a shared page is still served to.
  const page = await openPage({ locale: "de-DE" });
  const email = uniqueEmail();
  await visit(page, "/guest/login");
  await page.getByRole("textbox", { name: "E-Mail", exact: true }).fill(email);
  await page.getByRole("button", { name: "Als Gast fortfahren" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  const table = (await productData(1012, "de")).mainVariationId;
  await addToCartThroughApi(page, table);
  await addToCartThroughApi(page, table);
  const cookies = await page.context().cookies();
  const sid = cookies.find((cookie) => cookie.name === "sid")?.value ?? "";
  expect(sid).toMatch(/^[\w-]{43}$/);
  const token = (
    await page.context().request.post("/api/getViewer", { headers: { "sec-fetch-site": "same-origin" } })
  ).headers()["x-csrf-token"];
  expect(token).toMatch(/^[\w-]{43}$/);

  for (const path of SHARED) {
    const response = await page.context().request.get(path, { maxRedirects: 0 });
    expectShared(response, path);
    const html = await response.text();
    for (const secret of [email, sid, token ?? ""]) expect(html, `${path} holds ${secret}`).not.toContain(secret);
  }

  // In the browser the shared page asks for the visitor: the cart count follows, nothing moves.
  const response = await visit(page, "/wohnen");
  expect(response?.headers()["cache-control"]).toMatch(/^public/);
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Warenkorb (2 Artikel)" })).toBeVisible();
});

test("a logged-in customer gets pages of their own, never a shared one", async ({ playwright }) => {
  // A shop of its own: registrations are limited per address, and the shared shop's are spent.
  const shop = await startSeededShop();
  const customer = await playwright.request.newContext({ baseURL: shop.url });
  const anonymous = await playwright.request.newContext({ baseURL: shop.url });
  try {
    const email = uniqueEmail();
    const registered = await customer.post("/api/doRegisterUser", {
      data: { email, password: PASSWORD, repeatPassword: PASSWORD, firstName: "Erika", lastName: "Musterfrau" },
      headers: { "sec-fetch-site": "same-origin", "x-locale": "de" },
    });
    expect(registered.status()).toBe(200);
    for (const path of ["/wohnen", "/esstisch-eske_1012"]) {
      const own = await customer.get(path);
      expect(own.headers()["cache-control"], path).toBe("private, no-cache");
      expect(own.headers()["x-page-cache"], path).toBeUndefined();
      // The customer's page knows them (their header); what another visitor gets does not.
      expect(await own.text(), path).toContain(email);
      const shared = await anonymous.get(path);
      expectShared(shared, path);
      expect(await shared.text(), path).not.toContain(email);
    }
  } finally {
    await customer.dispose();
    await anonymous.dispose();
    await shop.stop();
  }
});
