/**
 * The shop behind a TLS-terminating reverse proxy (PUBLIC_URL=https://..., TRUST_PROXY=true):
 * every page form is accepted when it carries what such a proxy forwards, and a shopper
 * registers, logs out and in and fills the cart through a real https proxy in front of it.
 */
import { request } from "node:http";
import { registerCustomer, PASSWORD, submitEnglishLogin } from "./harness/accounts.ts";
import { landOn, openPage, waitForHydration } from "./harness/browser.ts";
import { expect, test } from "./harness/fixtures.ts";
import { startSeededShop } from "./harness/seeded-shop.ts";
import type { ShopServer } from "./harness/shop-server.ts";
import { startTlsProxy, type TlsProxy } from "./harness/tls-proxy.ts";

const PUBLIC = "https://shop.example";

/** Every page route with a form action (app/routes.ts), in both locale forms where it has them. */
const FORM_ACTIONS = [
  "/login",
  "/en/login",
  "/register",
  "/en/guest/login",
  "/my-account",
  "/cart",
  "/en/checkout",
  "/wishlist",
  "/newsletter",
  "/en/confirmation/1/0123456789abcdef",
  "/sandbox-payment/tr_unknown",
  "/editor/login",
];
/** Resource routes with an action: React Router checks no origin there (the CSRF token does). */
const RESOURCE_ACTIONS = ["/logout", "/reviews", "/editor/mode", "/editor/logout"];

type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

/** A raw request: fetch would not let a test set the Host header a proxy sends. */
function send(shop: ShopServer, method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const target = new URL(shop.url);
  const body = method === "POST" ? "_csrf=not-a-token&email=someone%40example.com" : "";
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: {
          host: target.host,
          ...(body ? { "content-type": "application/x-www-form-urlencoded", "content-length": body.length } : {}),
          ...headers,
        },
      },
      (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (text += chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body: text, headers: incoming.headers }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** React Router's answer when a form's Origin differs from the request URL's origin. */
function isOriginRefusal(answer: Answer): boolean {
  return answer.status === 400 && answer.body === "Bad Request";
}

test.describe("behind a TLS-terminating proxy (TRUST_PROXY=true)", () => {
  let shop: ShopServer | undefined;
  let proxy: TlsProxy | undefined;
  const current = () => {
    if (!shop) throw new Error("the shop is not running");
    return shop;
  };
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    shop = await startSeededShop({ PUBLIC_URL: PUBLIC, TRUST_PROXY: "true" });
    proxy = await startTlsProxy(shop.url);
  });
  test.afterAll(async () => {
    await proxy?.stop();
    await shop?.stop();
  });

  test("every form action accepts the proxy's Host or X-Forwarded-Host with X-Forwarded-Proto", async () => {
    const upstreamHost = new URL(current().url).host;
    const variants: Record<string, string>[] = [
      { host: "shop.example", "x-forwarded-proto": "https", origin: PUBLIC },
      { host: upstreamHost, "x-forwarded-host": "shop.example", "x-forwarded-proto": "https", origin: PUBLIC },
    ];
    for (const path of FORM_ACTIONS) {
      // The control: a foreign origin is still refused, so the check below can tell.
      const foreign = await send(current(), "POST", path, { ...variants[1], origin: "https://evil.example" });
      expect(isOriginRefusal(foreign), `${path} refuses a foreign origin`).toBe(true);
      for (const headers of variants) {
        const answer = await send(current(), "POST", path, headers);
        expect(isOriginRefusal(answer), `${path} with ${JSON.stringify(headers)}`).toBe(false);
        expect(answer.status, path).toBeLessThan(500);
      }
    }
    for (const path of RESOURCE_ACTIONS) {
      for (const headers of variants)
        expect((await send(current(), "POST", path, headers)).status, path).toBeLessThan(500);
    }
  });

  test("HSTS and Secure cookies over https only; personal pages are never stored by caches", async () => {
    const overHttps = await send(current(), "GET", "/en/cart", { "x-forwarded-proto": "https" });
    expect(overHttps.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(String(overHttps.headers["set-cookie"])).toMatch(/; Secure/);
    const overHttp = await send(current(), "GET", "/en/cart", { "x-forwarded-proto": "http" });
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    for (const path of ["/cart", "/en/cart", "/wishlist", "/en/wishlist"]) {
      const answer = await send(current(), "GET", path, { "x-forwarded-proto": "https" });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["cache-control"], path).toBe("private, no-store");
    }
  });

  test("a shopper registers, logs out and in, and fills the cart through the https proxy", async () => {
    if (!proxy) throw new Error("the proxy is not running");
    const page = await openPage({ baseURL: proxy.url, ignoreHTTPSErrors: true });
    const email = await registerCustomer(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await landOn(page, "/en");
    await page.goto("/en/login");
    await submitEnglishLogin(page, email, PASSWORD);
    await landOn(page, "/en/my-account");
    await page.getByText(`Logged in as ${email}`, { exact: true }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "sid")?.secure).toBe(true);

    await page.goto("/en/halden-coffee-table_1018");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("button", { name: "Add to cart", exact: true }).click();
    await page.getByRole("dialog", { name: "Added to your cart" }).waitFor();
    const checkout = await page.goto("/en/checkout");
    expect(checkout?.status()).toBe(200);
    expect(checkout?.headers()["cache-control"]).toBe("private, no-store");
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
  });
});

test.describe("with PUBLIC_URL and no trusted proxy", () => {
  let shop: ShopServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    shop = await startSeededShop({ PUBLIC_URL: PUBLIC });
  });
  test.afterAll(async () => shop?.stop());

  test("forms from the public origin are accepted, forwarded headers are not trusted", async () => {
    if (!shop) throw new Error("the shop is not running");
    for (const path of ["/login", "/en/checkout", "/newsletter"]) {
      expect(isOriginRefusal(await send(shop, "POST", path, { origin: PUBLIC })), path).toBe(false);
      const spoofed = {
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      };
      expect(isOriginRefusal(await send(shop, "POST", path, spoofed)), path).toBe(true);
    }
  });
});
