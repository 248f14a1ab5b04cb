import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HEADER } from "#common/constants.ts";
import type { ApiErrorBody } from "#common/errors.ts";
import { errorMessage } from "#common/i18n/error-message.ts";
// The server formats in both languages: this adds their catalogues (common/i18n/catalogues.ts).
import "#common/i18n/translator.ts";
import { findOperation, invokeOperation, translateFieldKeys, type OperationMap } from "../rpc/caller.ts";
import { AppError, httpStatusFor } from "../errors.ts";
import { acceptsVerb, type Operation } from "../rpc/operation.ts";
import type { Locale } from "#common/constants.ts";
import type { Logger } from "../logger.ts";
import { csrfAccepted } from "./csrf.ts";
import type { AppEnv } from "./request-context.ts";

export const MAX_JSON_BYTES = 1024 * 1024;
/** Any body, JSON or multipart, unless the operation declares a larger one for files. */
const MAX_BODY_BYTES = MAX_JSON_BYTES;

/** POST|GET|PUT|PATCH|DELETE /api/{operation}: the transport rules (docs/glossary.md, storefront spec §7). */
export function mountRpc(app: Hono<AppEnv>, operations: OperationMap): void {
  app.all(
    "/api/:operation",
    (c, next) => {
      // Checked against Content-Length before anything is read; a chunked body is counted.
      const limit = findOperation(operations, c.req.param("operation"))?.bodyLimit;
      return bodyLimit({
        maxSize: limit?.bytes ?? MAX_BODY_BYTES,
        onError: (c) =>
          errorResponse(c, new AppError("invalid_data", limit?.errorKey ?? "payloadTooLarge", { code: 413 }), 413),
      })(c, next);
    },
    async (c) => {
      const ctx = c.get("ctx");
      c.header("Cache-Control", "no-store");
      try {
        const operation = findOperation(operations, c.req.param("operation"));
        if (!operation) throw new AppError("not_found", "operationNotFound");
        const method = c.req.method;
        if (!acceptsVerb(operation, method)) {
          c.header("Allow", allowedVerbs(operation).join(", "));
          return errorResponse(c, new AppError("not_allowed", "methodNotAllowed", { code: 405 }), 405);
        }
        if (method !== "GET" && !csrfAccepted(c, c.req.header(HEADER.csrf))) {
          // A mismatch logs the user out; the browser then goes to /login. SameSite=Lax keeps
          // other sites from sending our cookie with a POST, so they cannot force this.
          if (ctx.session.state !== "anonymous") ctx.session.clearUser();
          throw new AppError("not_allowed", "csrfTokenMismatch");
        }
        const input = await readPayload(c);
        const data = await invokeOperation(operation, input, ctx);
        const events = Object.keys(ctx.events).length > 0 ? ctx.events : undefined;
        return c.json(events ? { data: data ?? null, events } : { data: data ?? null });
      } catch (error) {
        return errorResponse(c, error);
      }
    },
  );
}

async function readPayload(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.method === "GET" || c.req.method === "HEAD") {
    const body = c.req.query("body");
    if (body === undefined || body === "") return {};
    return parseJson(body);
  }
  const contentType = (c.req.header("content-type") ?? "").toLowerCase();
  if (contentType.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new AppError("invalid_data", "invalidData");
    }
    return unflattenForm(form);
  }
  const text = await c.req.text();
  if (Buffer.byteLength(text, "utf8") > MAX_JSON_BYTES)
    throw new AppError("invalid_data", "payloadTooLarge", { code: 413 });
  if (text.trim() === "") return {};
  if (contentType !== "" && !contentType.startsWith("application/json") && !contentType.startsWith("text/plain")) {
    throw new AppError("invalid_data", "unsupportedMediaType", { code: 415 });
  }
  return parseJson(text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_data", "invalidData", { fields: { _: "validation.invalid" } });
  }
}

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Multipart fields come flattened as a[b][0]; rebuild the nested object. */
export function unflattenForm(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null);
  for (const [name, value] of form.entries()) {
    const parts = name.split(/\[|\]\[|\]/).filter((part) => part !== "");
    if (parts.length === 0 || parts.length > 8 || parts.some((part) => FORBIDDEN_KEYS.has(part))) {
      throw new AppError("invalid_data", "invalidData", { fields: { [name.slice(0, 64)]: "validation.invalid" } });
    }
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== "object" || next === null || next instanceof Blob) {
        node[part] = Object.create(null);
      }
      node = node[part] as Record<string, unknown>;
    });
  }
  return { ...root };
}

export function errorBody(
  error: unknown,
  locale: Locale,
  log: Logger,
): { status: number; body: ApiErrorBody; retryAfter?: number } {
  if (error instanceof AppError) {
    const status = error.code >= 400 && error.code < 600 ? error.code : httpStatusFor(error.kind);
    const values = error.key === "customError" ? { message: String(error.values?.message ?? "") } : error.values;
    const message = errorMessage(locale, error.key, values);
    return {
      status,
      body: {
        error: {
          key: error.key,
          code: error.code,
          message,
          ...(error.fields ? { fields: translateFieldKeys(error.fields, locale) } : {}),
        },
      },
      ...(error.retryAfterSeconds ? { retryAfter: error.retryAfterSeconds } : {}),
    };
  }
  log.error("unexpected error", { error });
  return {
    status: 500,
    body: { error: { key: "unknownError", code: 500, message: errorMessage(locale, "unknownError") } },
  };
}

/** GET for queries; the declared verb and POST for mutations. */
function allowedVerbs(operation: Operation): string[] {
  const verbs = new Set<string>(operation.kind === "query" ? ["GET", "POST"] : ["POST"]);
  verbs.add(operation.verb);
  return [...verbs];
}

function errorResponse(c: Context<AppEnv>, error: unknown, forceStatus?: number) {
  const ctx = c.get("ctx");
  const { status, body, retryAfter } = errorBody(error, ctx.locale, ctx.log);
  if (retryAfter) c.header("Retry-After", String(retryAfter));
  c.header("Cache-Control", "no-store");
  // A failed cart add still tells the client the cart it now has (afterBasketChanged).
  const events = Object.keys(ctx.events).length > 0 ? ctx.events : undefined;
  return c.json(events ? { ...body, events } : body, (forceStatus ?? status) as ContentfulStatusCode);
}
