import type { Config } from "../../config.ts";
import { paymentMethodSettings } from "../../modules/payment/index.ts";

type ComponentsConfig = Pick<
  Config,
  "MOLLIE_COMPONENTS" | "MOLLIE_PROFILE_ID" | "MOLLIE_API_KEY" | "MOLLIE_COMPONENTS_SCRIPT_URL"
>;

const CHECKOUT_PATH = /^(?:\/(?:de|en))?\/checkout\/?$/;

/**
 * The origin Mollie Components' script and its card-field iframes come from
 * (https://js.mollie.com unless MOLLIE_COMPONENTS_SCRIPT_URL points elsewhere, e.g. a fake).
 */
export function mollieComponentsOrigin(config: Pick<Config, "MOLLIE_COMPONENTS_SCRIPT_URL">): string {
  return new URL(config.MOLLIE_COMPONENTS_SCRIPT_URL).origin;
}

/**
 * Only the checkout, and only in component mode, may load Mollie's script and frames: every
 * other page keeps the strict Content-Security-Policy (scripts from us, with a nonce).
 */
export function allowsMollieComponents(config: ComponentsConfig, pathname: string): boolean {
  const settings = paymentMethodSettings(config);
  return settings.componentMode && settings.profileId !== null && CHECKOUT_PATH.test(pathname);
}
