import type { z } from "zod";
import type { ErrorKey } from "#common/errors.ts";

/** A closed set of kinds, mapped to HTTP status in one place (httpStatusFor). */
export type ErrorKind =
  "invalid_data" | "unauthorized" | "not_allowed" | "not_found" | "conflict" | "too_many_requests" | "unexpected";

const STATUS: Record<ErrorKind, number> = {
  invalid_data: 400,
  unauthorized: 401,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  unexpected: 500,
};

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly key: ErrorKey;
  /** Business error code; the HTTP status when there is none. */
  readonly code: number;
  readonly fields: Record<string, string> | undefined;
  /** Values for the key's message placeholders. */
  readonly values: Record<string, string | number> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ErrorKind,
    key: ErrorKey,
    options: {
      code?: number;
      fields?: Record<string, string>;
      values?: Record<string, string | number>;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(key, { cause: options.cause });
    this.name = "AppError";
    this.kind = kind;
    this.key = key;
    this.code = options.code ?? STATUS[kind];
    this.fields = options.fields;
    this.values = options.values;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function httpStatusFor(kind: ErrorKind): number {
  return STATUS[kind];
}

/**
 * A schema's own message is a field error key: the shop's validation texts ("validation.x") or
 * a part's own ("admin.validation.x", texts only its pages load); anything else (zod's English)
 * becomes validation.invalid.
 */
const FIELD_ERROR_KEY = /^([a-zA-Z]+\.)?validation\./;

/** Per-field catalogue keys; the transport or the form translates them. */
export function fieldKeys(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].join(".")] ??= "validation.unexpectedField";
      continue;
    }
    const path = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[path] ??= FIELD_ERROR_KEY.test(issue.message) ? issue.message : "validation.invalid";
  }
  return fields;
}
