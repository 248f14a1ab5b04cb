import type { Config } from "../../config.ts";
import { paymentMethodSettings } from "../../modules/payment/payment-methods.ts";

/** Mollie Components' script and its card-field iframes come from this host. */
export const MOLLIE_COMPONENTS_HOST = "https://js.mollie.com";

const CHECKOUT_PATH = /^(?:\/(?:de|en))?\/checkout\/?$/;

/**
 * Only the checkout, and only in component mode, may load Mollie's script and frames: every
 * other page keeps the strict Content-Security-Policy (scripts from us, with a nonce).
 */
export function allowsMollieComponents(
  config: Pick<Config, "MOLLIE_COMPONENTS" | "MOLLIE_PROFILE_ID" | "MOLLIE_API_KEY">,
  pathname: string,
): boolean {
  const settings = paymentMethodSettings(config);
  return settings.componentMode && settings.profileId !== null && CHECKOUT_PATH.test(pathname);
}
