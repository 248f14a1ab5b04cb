import { pino, type DestinationStream } from "pino";

/**
 * Structured JSON logs on stdout through pino, one object per line (docs/logging.md):
 * `{"level":"info","time":"2026-…Z","requestId":"…","msg":"request",…fields}`.
 * Call sites say `log.info(message, fields)`; `child(fields)` adds fields to every line
 * (the request context's logger carries the request id, server/http/request-context.ts).
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
type Level = Exclude<LogLevel, "silent">;

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void> & {
  child(fields: Record<string, unknown>): Logger;
};

/** What replaces a redacted value. */
export const REDACTED = "[Redacted]";
/** What replaces an email address found inside a text (a message, an error's message). */
export const EMAIL_REDACTED = "[email]";

/**
 * Field names whose values never reach a log: personal data (emails, names, addresses,
 * phone numbers), secrets (passwords, tokens, keys, cookies, authorization headers). Matched
 * as a top-level field and one level down (`{ customer: { email } }`, `{ headers: { cookie } }`).
 */
export const REDACTED_FIELDS = [
  "email",
  "recipient",
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "sessionToken",
  "csrfToken",
  "accessKey",
  "apiKey",
  "secret",
  "sessionId",
  "cookie",
  "cookies",
  "set-cookie",
  "authorization",
  "firstName",
  "lastName",
  "fullName",
  "companyName",
  "street",
  "streetName",
  "houseNumber",
  "addressAddition",
  "zipCode",
  "city",
  "phone",
  "phoneNumber",
  "address",
  "billingAddress",
  "shippingAddress",
];

/** pino `redact` paths for REDACTED_FIELDS. */
export const REDACT_PATHS = REDACTED_FIELDS.flatMap((field) => {
  const key = /^\w+$/.test(field) ? field : `["${field}"]`;
  return [key, key.startsWith("[") ? `*${key}` : `*.${key}`];
});

const EMAIL_PATTERN = /[^\s@<>()[\]{}"',;:]+@[^\s@<>()[\]{}"',;:]+\.[A-Za-z]{2,}/g;
/**
 * Secrets in addresses: the order confirmation's access key (`/confirmation/1042/<key>`), the
 * newsletter links' tokens (`/newsletter/confirm/<token>`) and query parameters that carry one.
 */
const URL_SECRET_PATTERNS = [
  /(\/confirmation\/\d+\/)[^/?#\s"']+/g,
  /(\/newsletter\/(?:confirm|unsubscribe)\/)[^/?#\s"']+/g,
  /([?&](?:token|key|accessKey|access_key|password|secret|code)=)[^&#\s"']+/gi,
];

/**
 * A text with every email address in it replaced (an SMTP error quoting its recipient, say)
 * and the secrets of shop addresses (access keys, newsletter tokens) redacted.
 */
export function scrubText(text: string): string {
  let out = text.replace(EMAIL_PATTERN, EMAIL_REDACTED);
  for (const pattern of URL_SECRET_PATTERNS) out = out.replace(pattern, `$1${REDACTED}`);
  return out;
}

/** Fields ready for pino: errors as plain objects, email addresses taken out of every text. */
function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (value instanceof Error) {
    return {
      name: value.name,
      message: scrubText(value.message),
      ...(value.stack ? { stack: scrubText(value.stack) } : {}),
      ...(value.cause === undefined ? {} : { cause: scrub(value.cause, depth + 1) }),
    };
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrub(item, depth + 1);
  return out;
}

function wrap(instance: pino.Logger): Logger {
  const method =
    (level: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (!instance.isLevelEnabled(level)) return;
      instance[level](scrub(fields) as Record<string, unknown>, scrubText(msg));
    };
  return {
    debug: method("debug"),
    info: method("info"),
    warn: method("warn"),
    error: method("error"),
    child: (fields) => wrap(instance.child(scrub(fields) as Record<string, unknown>)),
  };
}

/**
 * A logger at `level` (LOG_LEVEL; tests pass "silent") with `base` fields on every line,
 * writing to stdout, or handing each line (without its newline) to `write` (tests).
 */
export function createLogger(
  level: LogLevel = "info",
  base: Record<string, unknown> = {},
  write?: (line: string) => void,
): Logger {
  const destination: DestinationStream = write
    ? { write: (line: string) => write(line.replace(/\n$/, "")) }
    : pino.destination({ dest: 1, sync: true });
  const instance = pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
    destination,
  );
  return wrap(Object.keys(base).length > 0 ? instance.child(scrub(base) as Record<string, unknown>) : instance);
}
