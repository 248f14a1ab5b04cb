import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_SHOP_TIME_ZONE, isTimeZone, LOCALES } from "#common/constants.ts";
import { BIC_PATTERN, isValidIban, normalizeIban } from "../common/iban.ts";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalUrl = (protocols: string[]) =>
  z.preprocess(emptyToUndefined, z.url({ protocol: new RegExp(`^(${protocols.join("|")})$`) }).optional());

export const configSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  /** The first start seeds the demo catalog this many times over (benchmarks; scripts/seed.ts). */
  DEMO_SCALE: z.coerce.number().int().min(1).max(100).default(1),
  REDIS_URL: optionalUrl(["redis", "rediss"]),
  /** Key prefix in Redis, so several shops (or test runs) can share one server. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default("shop:"),
  PUBLIC_URL: optionalUrl(["http", "https"]),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  DEFAULT_LOCALE: z.enum(LOCALES).default("de"),
  /** Dates on pages, in mails and PDFs are those of this IANA time zone (server and browser alike). */
  SHOP_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, "not an IANA time zone (e.g. Europe/Berlin)")
    .default(DEFAULT_SHOP_TIME_ZONE),
  /** New reviews and replies are visible at once (true) or wait for moderation (false). */
  REVIEWS_VISIBLE_IMMEDIATELY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** An operator (editor) session ends after this many minutes without a request. */
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(1440).default(120),
  /** An operator session ends this many hours after its login, however active (docs/operators.md). */
  OPERATOR_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  /**
   * Shared pages (home, categories, products, tags, info and content pages, docs/page-cache.md):
   * how long the shop's own cache and a CDN (s-maxage) may serve one without asking again;
   * 0 turns the shop's cache off and answers them `private, no-cache`.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** How long a CDN may serve a shared page past PAGE_CACHE_SECONDS while it fetches a new one. */
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(604_800).default(600),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /**
   * With TRUST_PROXY: how many proxies (each appending to X-Forwarded-For) stand between the
   * internet and the shop; the client's address is that many entries from the right, so a
   * value the client sent itself is never taken for its address.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  MOLLIE_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  MOLLIE_API_ENDPOINT: optionalUrl(["http", "https"]),
  /** Mollie profile id (pfl_...): with MOLLIE_COMPONENTS=true the checkout embeds Mollie's card form. */
  MOLLIE_PROFILE_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^pfl_\w+$/)
      .optional(),
  ),
  MOLLIE_COMPONENTS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  /** Mollie Components' script; its origin is allowed by the checkout's CSP in component mode (tests point it at a fake). */
  MOLLIE_COMPONENTS_SCRIPT_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default("https://js.mollie.com/v1/mollie.js"),
  ),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  /**
   * Matomo analytics (docs/consent.md): its address ("https://analytics.example.com/") and the
   * shop's site id there. Both set: the tracker runs for visitors who accepted 'Marketing'.
   */
  MATOMO_URL: optionalUrl(["https", "http"]),
  MATOMO_SITE_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/)
      .optional(),
  ),
  /**
   * The shop's contact address until the owner saves the shop's identity in the back office
   * (docs/shop-settings.md): the contact form's messages go there, the legal pages show it.
   */
  SHOP_CONTACT_EMAIL: z.email().default("service@nordlicht.example"),
  /** The From header of the shop's mails. */
  MAIL_FROM: z.string().min(3).default("Nordlicht Home & Tech <shop@nordlicht.example>"),
  /** The outbox viewer at /dev/outbox; unset: on unless NODE_ENV is production (it shows shoppers' mails). */
  MAIL_OUTBOX_VIEWER: z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false"])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "true")),
  ),
  /** The shop's bank account for prepayment and invoice until the owner saves the shop's identity (docs/shop-settings.md). */
  SHOP_BANK_ACCOUNT_HOLDER: z.string().trim().min(1).default("Nordlicht Home & Tech GmbH"),
  SHOP_BANK_NAME: z.string().trim().min(1).default("Demo Bank"),
  /** A test IBAN of no real account; spaces allowed, stored without. */
  SHOP_BANK_IBAN: z
    .string()
    .transform(normalizeIban)
    .refine(isValidIban, "not a valid IBAN (format or checksum)")
    .default("DE02120300000000202051"),
  SHOP_BANK_BIC: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => BIC_PATTERN.test(value), "not a valid BIC (8 or 11 letters and digits)")
    .default("BYLADEM1001"),
  /**
   * ALTCHA proof of work: the largest secret number of a challenge. About 100 000 takes a
   * browser well under a second; tests lower it (docs/newsletter.md).
   */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  /** Both set (or neither): the human check is Cloudflare Turnstile instead of ALTCHA (docs/newsletter.md). */
  TURNSTILE_SITE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  TURNSTILE_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Turnstile's script and token check; the script's origin is allowed by the CSP when Turnstile is on (tests point both at a fake). */
  TURNSTILE_SCRIPT_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default("https://challenges.cloudflare.com/turnstile/v0/api.js"),
  ),
  TURNSTILE_VERIFY_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  ),
});

export type Config = z.infer<typeof configSchema> & { sessionSecret: string };

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value names the variable in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? "invalid value"}`);
  }
  const config = parsed.data;
  if (Boolean(config.TURNSTILE_SITE_KEY) !== Boolean(config.TURNSTILE_SECRET)) {
    const missing = config.TURNSTILE_SITE_KEY ? "TURNSTILE_SECRET" : "TURNSTILE_SITE_KEY";
    throw new ConfigError(
      `Invalid configuration: ${missing}: Turnstile needs both TURNSTILE_SITE_KEY and TURNSTILE_SECRET`,
    );
  }
  return { ...config, sessionSecret: config.SESSION_SECRET ?? readOrCreateSecret(config.DATA_DIR) };
}

/** The session secret is generated on first start and kept in the data folder, never in the repo. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
