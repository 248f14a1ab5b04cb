/**
 * A small Cloudflare Turnstile stand-in for tests. POST /turnstile/v0/siteverify speaks
 * siteverify's protocol (form-encoded or JSON `secret`, `response`, `remoteip`; answers
 * `{ success, "error-codes", challenge_ts, hostname }`, and a token is good once, as at
 * Cloudflare: a second check is `timeout-or-duplicate`). GET /turnstile/v0/api.js is a
 * script with Turnstile's explicit-render API (`turnstile.render` / `remove`) that shows a
 * checkbox and, when it is checked, writes a token the fake will accept into the response
 * field, for browser tests that must not reach Cloudflare.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeTurnstile = {
  siteKey: string;
  secret: string;
  scriptUrl: string;
  verifyUrl: string;
  /** A token as the widget would hand it to the form after a passed check. */
  issueToken(): string;
  /** Every siteverify request, parsed. */
  requests: Record<string, string>[];
  close(): Promise<void>;
};

const TOKEN = /^fake\.[\w-]{16,}$/;

async function readBody(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (request.headers["content-type"]?.includes("json")) return JSON.parse(text) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(text));
}

function script(label: string): string {
  return `(() => {
  let next = 0;
  const widgets = new Map();
  window.turnstile = {
    render(container, options) {
      const id = String(next++);
      const wrap = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = options["response-field-name"] || "cf-turnstile-response";
      box.addEventListener("change", () => {
        const bytes = crypto.getRandomValues(new Uint8Array(18));
        field.value = box.checked ? "fake." + btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, "_") : "";
        if (box.checked && options.callback) options.callback(field.value);
      });
      wrap.append(box, " ${label}");
      container.append(wrap, field);
      widgets.set(id, [wrap, field]);
      return id;
    },
    remove(id) {
      for (const element of widgets.get(id) || []) element.remove();
      widgets.delete(id);
    },
  };
})();`;
}

export async function startFakeTurnstile(): Promise<FakeTurnstile> {
  const siteKey = `fake-site-${randomBytes(4).toString("hex")}`;
  const secret = `fake-secret-${randomBytes(8).toString("hex")}`;
  const used = new Set<string>();
  const requests: Record<string, string>[] = [];

  const answer = (response: ServerResponse, status: number, body: unknown, type = "application/json") => {
    response.writeHead(status, { "content-type": type });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "GET" && url.pathname === "/turnstile/v0/api.js") {
      answer(response, 200, script("Verify you are human"), "text/javascript");
      return;
    }
    if (request.method !== "POST" || url.pathname !== "/turnstile/v0/siteverify") {
      answer(response, 404, { success: false, "error-codes": ["bad-request"] });
      return;
    }
    void readBody(request).then((body) => {
      requests.push(body);
      const errors: string[] = [];
      if (!body.secret) errors.push("missing-input-secret");
      else if (body.secret !== secret) errors.push("invalid-input-secret");
      if (!body.response) errors.push("missing-input-response");
      else if (!TOKEN.test(body.response)) errors.push("invalid-input-response");
      else if (used.has(body.response)) errors.push("timeout-or-duplicate");
      if (errors.length > 0) {
        answer(response, 200, { success: false, "error-codes": errors });
        return;
      }
      used.add(body.response ?? "");
      answer(response, 200, {
        success: true,
        "error-codes": [],
        challenge_ts: new Date().toISOString(),
        hostname: "localhost",
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    siteKey,
    secret,
    scriptUrl: `${origin}/turnstile/v0/api.js`,
    verifyUrl: `${origin}/turnstile/v0/siteverify`,
    issueToken: () => `fake.${randomBytes(18).toString("base64url")}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
