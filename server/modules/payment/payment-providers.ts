import type { Locale } from "#common/constants.ts";
import type { Config } from "../../config.ts";
import type { PaymentServices } from "./payment-events.ts";
import type { PaymentProvider, ProviderName } from "./payment-provider.ts";
import { PaymentProviderError } from "./payment-provider.ts";
import { createSandboxProvider } from "./sandbox-provider.ts";

/** Path of the webhook Mollie calls (mounted in server/http/app.ts). */
export const MOLLIE_WEBHOOK_PATH = "/api/webhooks/mollie";

/** New payments go to Mollie when a key is configured, else to the built-in sandbox. */
export function activeProviderName(config: Pick<Config, "MOLLIE_API_KEY">): ProviderName {
  return config.MOLLIE_API_KEY ? "mollie" : "sandbox";
}

const mollieClients = new WeakMap<Config, PaymentProvider>();

/**
 * The provider that holds a payment. A sandbox payment stays with the sandbox even after a
 * key is configured, so its hosted page and status keep working.
 */
export function providerFor(services: PaymentServices, name: ProviderName): PaymentProvider {
  const { config } = services;
  if (name === "sandbox") return createSandboxProvider(services.db, (locale) => localePrefix(config, locale));
  if (!config.MOLLIE_API_KEY) throw new PaymentProviderError("unavailable", "MOLLIE_API_KEY is not configured");
  let provider = mollieClients.get(config);
  if (!provider) {
    provider = services.paymentProviders.mollie({
      apiKey: config.MOLLIE_API_KEY,
      apiEndpoint: config.MOLLIE_API_ENDPOINT,
    });
    mollieClients.set(config, provider);
  }
  return provider;
}

/** Unprefixed paths are in the default locale (ADR 003). */
export function localePrefix(config: Pick<Config, "DEFAULT_LOCALE">, locale: string): string {
  return locale === config.DEFAULT_LOCALE ? "" : `/${locale}`;
}

/**
 * Our address as the provider must see it. Mollie needs absolute URLs: PUBLIC_URL, else
 * this host on PORT (fine for a developer's test key, not for production). The sandbox
 * redirects within our own site, so a path is enough there.
 */
function baseUrl(config: Config, provider: ProviderName): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, "");
  return provider === "mollie" ? `http://localhost:${config.PORT}` : "";
}

export function returnPageUrl(config: Config, provider: ProviderName, locale: Locale): string {
  return `${baseUrl(config, provider)}${localePrefix(config, locale)}/mollie-payment`;
}

/**
 * Mollie refuses webhook addresses it cannot reach, so without PUBLIC_URL there is none and
 * the return page's check is what updates the payment.
 */
export function webhookUrl(config: Config, provider: ProviderName): string | undefined {
  if (provider === "mollie" && !config.PUBLIC_URL) return undefined;
  return `${baseUrl(config, provider)}${MOLLIE_WEBHOOK_PATH}`;
}
