import { HEADER, RETRY_STATUSES } from "#common/constants.ts";
import type { ApiSuccessBody } from "#common/errors.ts";
import type { OperationInput, OperationName, OperationOutput } from "#server/operations/registry.ts";

/** The browser SDK of the RPC transport (docs/glossary.md, storefront spec §7). */

export type Verb = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiEvents = Record<string, unknown>;
export type ApiResult<T> = ApiSuccessBody<T>;
/** May return a value that becomes the call's result, or throw. */
/** `inline`: the caller shows the error at its form (no notification for it), see CallOptions. */
export type ErrorHandler = (error: ApiError, context: { inline: boolean }) => unknown;

export type ApiClientOptions = {
  /** The server renders with its own absolute base; the browser uses the relative one. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  getLocale: () => string;
  /** Initial token, read by the page from <meta name="csrf-token">. */
  csrfToken?: string;
  /** The ReferrerID query value the shopper arrived with. */
  referrerId?: string | null;
  configId?: string | null;
  editHash?: string | null;
  onError?: ErrorHandler;
  /** Per-operation verbs; a call's own verb wins over these. */
  verbs?: Partial<Record<OperationName, Verb>>;
};

export type CallOptions = {
  verb?: Verb;
  contentType?: "json" | "multipart";
  signal?: AbortSignal;
  /** GET only: adds `_` so no cache in between answers from an old copy. */
  cacheBuster?: boolean;
  headers?: Record<string, string>;
  /**
   * The caller shows the failure itself (the editor's save notice): the error is thrown to it
   * without the client's error handler, so one failure never makes two notices.
   */
  ownErrorHandling?: boolean;
  /**
   * The caller shows the error at its field or form (the coupon field): the client's handler
   * still runs (a lapsed session still leads to the login page) but shows no notification,
   * so an inline error is never repeated as a notice.
   */
  inlineErrors?: boolean;
};

export class ApiError extends Error {
  override name = "ApiError";
  /** 0 when no answer arrived (network failure). */
  readonly status: number;
  readonly url: string;
  readonly verb: Verb;
  readonly key: string;
  readonly code: number;
  /** The server's own message, already translated in `locale`; the display rule needs it unprefixed. */
  readonly serverMessage: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly events: ApiEvents | undefined;
  /** Seconds from Retry-After, the value tooManyRequests needs to be translated. */
  readonly retryAfter: number | undefined;
  /** The locale header the request carried, so the server's message is in this language. */
  readonly locale: string;

  constructor(init: {
    status: number;
    statusText: string;
    url: string;
    verb: Verb;
    locale: string;
    body?: unknown;
    retryAfter?: number | undefined;
    cause: unknown;
  }) {
    const envelope = isRecord(init.body) ? init.body : {};
    const error = isRecord(envelope.error) ? envelope.error : {};
    const serverMessage = nonEmptyString(error.message);
    // HTTP/2 answers carry no status text, so the status itself has to stand in.
    const reason = serverMessage ?? (init.statusText || (init.status ? `HTTP ${init.status}` : "network error"));
    super(`${init.verb} ${init.url}: ${reason}`, { cause: init.cause });
    this.status = init.status;
    this.url = init.url;
    this.verb = init.verb;
    this.locale = init.locale;
    this.serverMessage = serverMessage;
    this.key = nonEmptyString(error.key) ?? (serverMessage ? "customError" : "unknownError");
    this.code = typeof error.code === "number" ? error.code : init.status;
    this.fields = isStringRecord(error.fields) ? error.fields : undefined;
    this.events = isRecord(envelope.events) ? envelope.events : undefined;
    this.retryAfter = init.retryAfter;
  }
}

/** csrfTokenMismatch means the server logged the user out: the page sends them to /login. */
export function isSessionExpiredError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.key === "csrfTokenMismatch";
}

const rethrow: ErrorHandler = (error) => {
  throw error;
};

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = (options.baseUrl ?? "/api").replace(/\/+$/, "");
  // Looked up per call so a test or polyfill installed later is still used.
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);
  let csrfToken = options.csrfToken ?? "";
  let handleError: ErrorHandler = options.onError ?? rethrow;

  async function callWithEvents<N extends OperationName>(
    name: N,
    payload?: OperationInput<N>,
    callOptions: CallOptions = {},
  ): Promise<ApiResult<OperationOutput<N>>> {
    const verb = callOptions.verb ?? options.verbs?.[name] ?? "POST";
    const endpoint = `${baseUrl}/${name}`;
    const locale = options.getLocale();
    const multipart = verb !== "GET" && callOptions.contentType === "multipart";

    const headers = new Headers(callOptions.headers);
    if (!multipart) headers.set("Content-Type", "application/json");
    else headers.delete("Content-Type"); // the browser must add the boundary itself
    headers.set("Accept", "application/json");
    headers.set("Cache-Control", "no-cache");
    headers.set(HEADER.locale, locale);
    if (csrfToken) headers.set(HEADER.csrf, csrfToken);
    if (options.referrerId) headers.set(HEADER.referrer, options.referrerId);
    if (options.configId) headers.set(HEADER.configId, options.configId);
    if (options.editHash) headers.set(HEADER.editHash, options.editHash);
    // Some proxies reject or stall on an explicit zero length.
    if (headers.get("content-length")?.trim() === "0") headers.delete("content-length");

    let url = endpoint;
    let body: BodyInit | undefined;
    if (verb === "GET") {
      const query: string[] = [];
      if (payload !== undefined) query.push(`body=${encodeURIComponent(JSON.stringify(payload))}`);
      if (callOptions.cacheBuster) query.push(`_=${Date.now()}${Math.random().toString(36).slice(2, 10)}`);
      if (query.length > 0) url += `?${query.join("&")}`;
    } else {
      // Always a body: an empty POST makes browsers send Content-Length: 0.
      body = multipart ? toFormData(payload) : JSON.stringify(payload ?? {});
    }
    const init: RequestInit = { method: verb, headers, credentials: "same-origin", body, signal: callOptions.signal };

    const fail = async (error: ApiError): Promise<ApiResult<OperationOutput<N>>> => ({
      data: (await (callOptions.ownErrorHandling ? rethrow : handleError)(error, {
        inline: callOptions.inlineErrors ?? false,
      })) as OperationOutput<N>,
      events: error.events,
    });

    // Only GET is safe to send twice; a repeated POST could place an order twice.
    const attempts = verb === "GET" ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(url, init);
      } catch (cause) {
        if (callOptions.signal?.aborted || !(cause instanceof TypeError)) throw cause;
        if (attempt < attempts) continue;
        return fail(new ApiError({ status: 0, statusText: cause.message, url: endpoint, verb, locale, cause }));
      }
      const token = response.headers.get(HEADER.csrf);
      if (token) csrfToken = token;
      if (!response.ok && attempt < attempts && (RETRY_STATUSES as readonly number[]).includes(response.status)) {
        // Frees the connection; not awaited, since a teed body's cancel waits for the other branch.
        void response.body?.cancel().catch(() => undefined);
        continue;
      }
      const parsed = await readJson(response);
      if (!response.ok) {
        const retryAfter = Number(response.headers.get("retry-after") ?? "");
        return fail(
          new ApiError({
            status: response.status,
            statusText: response.statusText,
            url: endpoint,
            verb,
            locale,
            body: parsed,
            retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
            cause: parsed,
          }),
        );
      }
      const envelope = isRecord(parsed) ? parsed : {};
      return {
        data: envelope.data as OperationOutput<N>,
        events: isRecord(envelope.events) ? envelope.events : undefined,
      };
    }
  }

  async function call<N extends OperationName>(
    name: N,
    payload?: OperationInput<N>,
    callOptions?: CallOptions,
  ): Promise<OperationOutput<N>> {
    return (await callWithEvents(name, payload, callOptions)).data;
  }

  return {
    call,
    callWithEvents,
    setCsrfToken: (token: string) => {
      csrfToken = token;
    },
    getCsrfToken: () => csrfToken,
    setErrorHandler: (handler: ErrorHandler) => {
      handleError = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Nested values become a[b][0], the shape unflattenForm on the server rebuilds. */
export function toFormData(payload: unknown): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown): void => {
    // FormData has no null; leaving the field out reads as "absent" to the schema.
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(name, value);
    else if (value instanceof Date) form.append(name, value.toISOString());
    else if (Array.isArray(value)) value.forEach((item, index) => append(`${name}[${index}]`, item));
    else if (typeof value === "object") {
      for (const [key, item] of Object.entries(value)) append(`${name}[${key}]`, item);
    } else form.append(name, String(value));
  };
  if (isRecord(payload)) for (const [key, value] of Object.entries(payload)) append(key, value);
  return form;
}

/** An empty or non-JSON answer (a proxy's HTML page, a 204) counts as no content. */
async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text.trim() === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((item) => typeof item === "string");
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}
