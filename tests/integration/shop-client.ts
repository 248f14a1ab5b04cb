import type { Hono } from "hono";
import { HEADER, SESSION_COOKIE } from "#common/constants.ts";
import type { AppEnv } from "#server/http/request-context.ts";
import type { OperationName, OperationOutput } from "#server/operations/registry.ts";

export type ErrorEnvelope = { key: string; code: number; message: string; fields?: Record<string, string> };
export type Envelope<T> = { data?: T; events?: Record<string, unknown>; error?: ErrorEnvelope };

export type ApiResult<T> = {
  status: number;
  headers: Headers;
  text: string;
  body: Envelope<T>;
};

export type ClientOptions = {
  /** Sent as the x-locale header on API calls. */
  locale?: string;
  /** Remote address the app sees (as the Node server would report the socket). */
  ip?: string;
};

export type CallOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /**
   * false: a request from another site (no token, `Sec-Fetch-Site: cross-site`); a string:
   * send that token; default: the token from the last answer, none while the visitor has no
   * session (a browser's same-origin request then passes, ADR 023).
   */
  csrf?: boolean | string;
  headers?: Record<string, string>;
  /** Extra query parameters (e.g. the cache buster `_` or ReferrerID). */
  query?: Record<string, string>;
};

/**
 * A browser-like visitor over app.request: keeps the cookie jar and the CSRF token of
 * the last answer and sends both back, and says what a browser says of a request from the
 * shop's own page (`Sec-Fetch-Site: same-origin`) unless told otherwise.
 */
export class ShopClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;
  private askedForToken = false;
  private readonly app: Hono<AppEnv>;
  private readonly options: ClientOptions;

  constructor(app: Hono<AppEnv>, options: ClientOptions = {}) {
    this.app = app;
    this.options = options;
  }

  get sessionId(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0 && !headers.has("cookie")) {
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    if (this.options.locale && !headers.has(HEADER.locale)) headers.set(HEADER.locale, this.options.locale);
    if (!headers.has("sec-fetch-site")) headers.set("sec-fetch-site", "same-origin");
    const env = {
      incoming: { socket: { remoteAddress: this.options.ip ?? "127.0.0.1", remotePort: 40000, remoteFamily: "IPv4" } },
    };
    const response = await this.app.request(path, { ...init, headers }, env);
    this.remember(response);
    return response;
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const token = response.headers.get(HEADER.csrf);
    if (token) this.csrfToken = token;
  }

  /**
   * The session's CSRF token, asked for when none is known yet; empty while the visitor has
   * no session (the shop creates none for reading).
   */
  async ensureCsrf(): Promise<string> {
    if (!this.csrfToken && !this.askedForToken) {
      // Once: a visitor without a session gets its token with the answer that creates one.
      this.askedForToken = true;
      await this.call("getSession", undefined, { method: "GET" });
    }
    return this.csrfToken ?? "";
  }

  async call<N extends OperationName>(
    operation: N,
    input?: unknown,
    options: CallOptions = {},
  ): Promise<ApiResult<OperationOutput<N>>> {
    return this.callRaw<OperationOutput<N>>(operation, input, options);
  }

  /** Any operation name, typed or not (for unknown operations). */
  async callRaw<T = unknown>(operation: string, input?: unknown, options: CallOptions = {}): Promise<ApiResult<T>> {
    const method = options.method ?? "POST";
    const query = new URLSearchParams(options.query);
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    const init: RequestInit = { method, headers };
    if (method === "GET") {
      if (input !== undefined) query.set("body", JSON.stringify(input));
    } else {
      const token =
        options.csrf === false ? null : typeof options.csrf === "string" ? options.csrf : await this.ensureCsrf();
      if (token) headers[HEADER.csrf] = token;
      if (options.csrf === false) headers["sec-fetch-site"] ??= "cross-site";
      if (input !== undefined) {
        headers["content-type"] ??= "application/json";
        init.body = JSON.stringify(input);
      }
    }
    const search = query.size > 0 ? `?${query.toString()}` : "";
    return readResult<T>(await this.request(`/api/${operation}${search}`, init));
  }

  /** A non-GET request with a raw body (form data, broken JSON, odd content types). */
  async send<T = unknown>(
    operation: string,
    body: BodyInit,
    options: { method?: string; contentType?: string | null; csrf?: boolean } = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {};
    const token = options.csrf === false ? "" : await this.ensureCsrf();
    if (token) headers[HEADER.csrf] = token;
    if (options.csrf === false) headers["sec-fetch-site"] = "cross-site";
    if (options.contentType) headers["content-type"] = options.contentType;
    return readResult<T>(await this.request(`/api/${operation}`, { method: options.method ?? "POST", headers, body }));
  }
}

export async function readResult<T>(response: Response): Promise<ApiResult<T>> {
  const text = await response.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`answer ${response.status} is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, text, body };
}
