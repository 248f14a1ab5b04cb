/**
 * A small Mollie-compatible API server for tests: POST /v2/payments, GET, PATCH and DELETE
 * (cancel) /v2/payments/:id with Mollie's JSON shapes (HAL _links.checkout, amount {value, currency},
 * status, metadata, method) and its error shape. The test moves a payment on (`setStatus`,
 * as the shopper would on Mollie's hosted page) and calls the shop's webhook (`callWebhook`)
 * the way Mollie does: a form POST with id=tr_...
 *
 * @mollie/api-client 4 always talks HTTPS (its own agent, with its own CA bundle), so the
 * fake serves HTTPS with a self-signed certificate, and a test that uses it must accept that
 * certificate: `trustFakeMollie()` sets NODE_TLS_REJECT_UNAUTHORIZED=0 for the test file.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type FakeMolliePayment = {
  resource: "payment";
  id: string;
  mode: "test";
  createdAt: string;
  amount: { value: string; currency: string };
  description: string;
  method: string | null;
  metadata: unknown;
  status: string;
  isCancelable: boolean;
  expiresAt: string;
  locale: string | null;
  profileId: string;
  sequenceType: "oneoff";
  redirectUrl: string | null;
  webhookUrl: string | null;
  _links: Record<string, { href: string; type: string }>;
};

export type FakeMollie = {
  /** The apiEndpoint for @mollie/api-client, ending in /v2/. */
  endpoint: string;
  /** The fake Mollie Components script (tests/fakes/mollie-components.js), for MOLLIE_COMPONENTS_SCRIPT_URL. */
  componentsScriptUrl: string;
  apiKey: string;
  payments: Map<string, FakeMolliePayment>;
  /** Refunds by payment id, as Mollie keeps them (POST /v2/payments/{id}/refunds). */
  refunds: Map<string, { id: string; amount: { value: string; currency: string }; status: string }[]>;
  /** Every request the fake received, in order (method, path, parsed JSON body). */
  requests: { method: string; path: string; body: unknown; idempotencyKey: string | undefined }[];
  setStatus(id: string, status: string): void;
  /** While on, every API request answers 503 (Mollie down or unreachable). */
  outage(on: boolean): void;
  /** POSTs id=... to the webhook the payment was created with; answers the shop's status code. */
  callWebhook(id: string): Promise<number>;
  close(): Promise<void>;
};

const API_KEY = "test_fakeMollieKey0123456789abcdef";
const COMPONENTS_SCRIPT_PATH = "/v1/mollie.js";
const componentsScript = readFileSync(path.join(import.meta.dirname, "mollie-components.js"));
const AMOUNT = /^\d+\.\d{2}$/;
const METHODS = new Set(["creditcard", "paypal", "applepay"]);

function error(res: ServerResponse, status: number, title: string, detail: string, field?: string): void {
  res.writeHead(status, { "content-type": "application/hal+json" });
  res.end(JSON.stringify({ status, title, detail, ...(field ? { field } : {}), _links: {} }));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : {};
}

export type FakeMollieOptions = {
  /** How webhook calls reach the shop; default: fetch (a shop listening on a port). */
  deliverWebhook?: (url: string, init: RequestInit) => Promise<Response>;
};

/** A throwaway certificate for 127.0.0.1 (openssl is part of the test machine's tools). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "fake-mollie-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lets this test process accept the fake's self-signed certificate; returns the undo. Only
 * for test files that talk to the fake, never for the shop itself.
 */
export function trustFakeMollie(): () => void {
  const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  return () => {
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  };
}

export async function startFakeMollie(options: FakeMollieOptions = {}): Promise<FakeMollie> {
  const deliver = options.deliverWebhook ?? ((url: string, init: RequestInit) => fetch(url, init));
  const payments = new Map<string, FakeMolliePayment>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: FakeMollie["refunds"] = new Map();
  const refundByKey = new Map<string, Record<string, unknown>>();
  const requests: FakeMollie["requests"] = [];
  let down = false;
  let origin = "";

  const send = (res: ServerResponse, status: number, payment: FakeMolliePayment) => {
    res.writeHead(status, { "content-type": "application/hal+json" });
    res.end(JSON.stringify(payment));
  };

  const server: Server = createServer(selfSignedCertificate(), (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", origin);
      const body = req.method === "GET" ? undefined : await readJson(req);
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      // Mollie Components' script is public (js.mollie.com): no key.
      if (req.method === "GET" && url.pathname === COMPONENTS_SCRIPT_PATH) {
        res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
        return res.end(componentsScript);
      }
      requests.push({ method: req.method ?? "", path: url.pathname, body, idempotencyKey });
      if (down) return error(res, 503, "Service Unavailable", "The fake is down");
      if (req.headers.authorization !== `Bearer ${API_KEY}`) {
        return error(res, 401, "Unauthorized Request", "Missing authentication, or failed to authenticate");
      }
      const refundPath = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
      if (refundPath && req.method === "POST") {
        return refund(res, refundPath[1] ?? "", body as Record<string, unknown>, idempotencyKey);
      }
      const match = /^\/v2\/payments(?:\/([^/]+))?$/.exec(url.pathname);
      if (!match) return error(res, 404, "Not Found", "No such endpoint");
      const id = match[1];
      if (req.method === "POST" && !id) return create(res, body as Record<string, unknown>, idempotencyKey);
      const payment = id ? payments.get(id) : undefined;
      if (!payment) return error(res, 404, "Not Found", `No payment exists with token ${id}.`);
      if (req.method === "GET") return send(res, 200, payment);
      if (req.method === "PATCH") {
        const patch = body as Record<string, unknown>;
        if (typeof patch.description === "string") payment.description = patch.description;
        if (typeof patch.redirectUrl === "string") payment.redirectUrl = patch.redirectUrl;
        if (patch.metadata !== undefined) payment.metadata = patch.metadata;
        return send(res, 200, payment);
      }
      if (req.method === "DELETE") {
        // Like Mollie: only a payment marked cancelable can be canceled.
        if (payment.status !== "open" || !payment.isCancelable) {
          return error(res, 422, "Unprocessable Entity", "The payment cannot be canceled");
        }
        payment.status = "canceled";
        payment.isCancelable = false;
        delete payment._links.checkout;
        return send(res, 200, payment);
      }
      return error(res, 405, "Method Not Allowed", "Not allowed");
    })().catch((cause: unknown) => error(res, 500, "Fake failure", String(cause)));
  });

  function create(res: ServerResponse, input: Record<string, unknown>, idempotencyKey: string | undefined): void {
    const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (earlier) return send(res, 201, payments.get(earlier) as FakeMolliePayment);
    const amount = input.amount as { value?: unknown; currency?: unknown } | undefined;
    if (!amount || typeof amount.value !== "string" || !AMOUNT.test(amount.value) || Number(amount.value) <= 0) {
      return error(res, 422, "Unprocessable Entity", "The amount is invalid", "amount.value");
    }
    if (typeof amount.currency !== "string" || !/^[A-Z]{3}$/.test(amount.currency)) {
      return error(res, 422, "Unprocessable Entity", "The currency is invalid", "amount.currency");
    }
    if (typeof input.description !== "string" || input.description === "") {
      return error(res, 422, "Unprocessable Entity", "The description is invalid", "description");
    }
    if (typeof input.redirectUrl !== "string") {
      return error(res, 422, "Unprocessable Entity", "The redirect URL is invalid", "redirectUrl");
    }
    const method = typeof input.method === "string" ? input.method : null;
    if (method !== null && !METHODS.has(method)) {
      return error(res, 422, "Unprocessable Entity", "The payment method is invalid", "method");
    }
    // Like Mollie Components: a token the fake does not accept is a bad card entry.
    if (input.cardToken !== undefined && !/^tkn_ok\w*$/.test(String(input.cardToken))) {
      return error(res, 422, "Unprocessable Entity", "The card token is invalid", "cardToken");
    }
    const id = `tr_${randomBytes(8).toString("hex")}`;
    // A card token payment is paid at once, unless the card asks for 3-D Secure (tkn_ok3ds...):
    // then it stays open and the shopper confirms on Mollie's page.
    const direct = input.cardToken !== undefined && !String(input.cardToken).startsWith("tkn_ok3ds");
    const payment: FakeMolliePayment = {
      resource: "payment",
      id,
      mode: "test",
      createdAt: new Date().toISOString(),
      amount: { value: amount.value, currency: amount.currency },
      description: input.description,
      method,
      metadata: input.metadata ?? null,
      status: direct ? "paid" : "open",
      // Mollie lets some methods be canceled while open, not cards: here PayPal can be.
      isCancelable: !direct && method === "paypal",
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      locale: typeof input.locale === "string" ? input.locale : null,
      profileId: "pfl_fake",
      sequenceType: "oneoff",
      redirectUrl: input.redirectUrl,
      webhookUrl: typeof input.webhookUrl === "string" ? input.webhookUrl : null,
      _links: {
        self: { href: `${origin}/v2/payments/${id}`, type: "application/hal+json" },
        ...(direct
          ? {}
          : { checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: "text/html" } }),
        dashboard: { href: `https://www.mollie.com/dashboard/payments/${id}`, type: "text/html" },
      },
    };
    payments.set(id, payment);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
    send(res, 201, payment);
  }

  /** Like Mollie: a paid payment only, never more than is left of it; the same key, the same refund. */
  function refund(
    res: ServerResponse,
    paymentId: string,
    input: Record<string, unknown>,
    idempotencyKey: string | undefined,
  ): void {
    const earlier = idempotencyKey ? refundByKey.get(idempotencyKey) : undefined;
    if (earlier) {
      res.writeHead(201, { "content-type": "application/hal+json" });
      return void res.end(JSON.stringify(earlier));
    }
    const payment = payments.get(paymentId);
    if (!payment) return error(res, 404, "Not Found", `No payment exists with token ${paymentId}.`);
    if (payment.status !== "paid") return error(res, 422, "Unprocessable Entity", "The payment cannot be refunded");
    const amount = input.amount as { value?: unknown; currency?: unknown } | undefined;
    const list = refunds.get(paymentId) ?? [];
    const refunded = list.reduce((sum, one) => sum + Math.round(Number(one.amount.value) * 100), 0);
    const left = Math.round(Number(payment.amount.value) * 100) - refunded;
    if (!amount || typeof amount.value !== "string" || !AMOUNT.test(amount.value)) {
      return error(res, 422, "Unprocessable Entity", "The amount is invalid", "amount.value");
    }
    if (Math.round(Number(amount.value) * 100) > left || amount.currency !== payment.amount.currency) {
      return error(res, 422, "Unprocessable Entity", "The amount is higher than the amount left", "amount.value");
    }
    const id = `re_${randomBytes(6).toString("hex")}`;
    const answer = {
      resource: "refund",
      id,
      mode: "test",
      amount: { value: amount.value, currency: amount.currency },
      status: "pending",
      createdAt: new Date().toISOString(),
      description: typeof input.description === "string" ? input.description : "",
      metadata: null,
      paymentId,
      _links: {
        self: { href: `${origin}/v2/payments/${paymentId}/refunds/${id}`, type: "application/hal+json" },
        payment: { href: `${origin}/v2/payments/${paymentId}`, type: "application/hal+json" },
      },
    };
    refunds.set(paymentId, [...list, { id, amount: answer.amount, status: "pending" }]);
    if (idempotencyKey) refundByKey.set(idempotencyKey, answer);
    res.writeHead(201, { "content-type": "application/hal+json" });
    res.end(JSON.stringify(answer));
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint: `${origin}/v2/`,
    componentsScriptUrl: `${origin}${COMPONENTS_SCRIPT_PATH}`,
    apiKey: API_KEY,
    payments,
    refunds,
    requests,
    outage(on) {
      down = on;
    },
    setStatus(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`fake Mollie has no payment ${id}`);
      payment.status = status;
      // Mollie drops the checkout link once the payment is no longer open.
      if (status !== "open") delete payment._links.checkout;
    },
    async callWebhook(id) {
      const payment = payments.get(id);
      if (!payment?.webhookUrl) throw new Error(`payment ${id} has no webhook`);
      const response = await deliver(payment.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ id }).toString(),
      });
      return response.status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
