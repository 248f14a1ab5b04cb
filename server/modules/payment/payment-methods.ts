import type { Locale } from "#common/constants.ts";
import type { Config } from "../../config.ts";

/** Which provider takes the money: Mollie (or our sandbox standing in for it), or nobody yet. */
export type PaymentProviderKind = "mollie" | "none";

/** docs/glossary.md, storefront spec §3 "Payment method". */
export type PaymentMethod = {
  id: number;
  /** Our method key, stable across releases (stored on orders). */
  key: PaymentMethodKey;
  /** The provider's method name (Mollie's `method`), or the key for offline methods. */
  paymentKey: string;
  name: string;
  /** Path of the method's icon under /payment-icons/. */
  icon: string;
  methodOfPaymentId: number;
  excludedPaymentMethodIds: number[];
  provider: PaymentProviderKind;
  /** How the shopper pays: redirect to a hosted page, the embedded card form, a wallet button, or later by bank transfer. */
  flow: "hosted" | "embedded" | "wallet" | "offline";
};

export type PaymentMethodKey = "creditcard" | "creditcardComponents" | "paypal" | "applepay" | "invoice" | "prepayment";

/** docs/glossary.md, storefront spec §3 "Payment provider settings", as far as the method list needs them. */
export type PaymentMethodSettings = { componentMode: boolean; profileId: string | null };

/**
 * The embedded card form is Mollie's own script talking to Mollie: without an API key (the
 * built-in sandbox) there is none, so component mode is off and the hosted card method stays.
 */
export function paymentMethodSettings(
  config: Pick<Config, "MOLLIE_COMPONENTS" | "MOLLIE_PROFILE_ID" | "MOLLIE_API_KEY">,
): PaymentMethodSettings {
  return {
    componentMode: config.MOLLIE_COMPONENTS && Boolean(config.MOLLIE_API_KEY),
    profileId: config.MOLLIE_PROFILE_ID ?? null,
  };
}

type MethodDefinition = Omit<PaymentMethod, "name" | "excludedPaymentMethodIds"> & { names: Record<Locale, string> };

const DEFINITIONS: MethodDefinition[] = [
  {
    id: 6001,
    key: "creditcard",
    paymentKey: "creditcard",
    names: { de: "Kreditkarte", en: "Credit card" },
    icon: "/payment-icons/creditcard.svg",
    methodOfPaymentId: 6001,
    provider: "mollie",
    flow: "hosted",
  },
  {
    id: 6002,
    key: "creditcardComponents",
    paymentKey: "creditcard",
    names: { de: "Kreditkarte", en: "Credit card" },
    icon: "/payment-icons/creditcard.svg",
    methodOfPaymentId: 6002,
    provider: "mollie",
    flow: "embedded",
  },
  {
    id: 6003,
    key: "paypal",
    paymentKey: "paypal",
    names: { de: "PayPal", en: "PayPal" },
    icon: "/payment-icons/paypal.svg",
    methodOfPaymentId: 6003,
    provider: "mollie",
    flow: "hosted",
  },
  {
    id: 6004,
    key: "applepay",
    paymentKey: "applepay",
    names: { de: "Apple Pay", en: "Apple Pay" },
    icon: "/payment-icons/applepay.svg",
    methodOfPaymentId: 6004,
    provider: "mollie",
    flow: "wallet",
  },
  {
    id: 2,
    key: "invoice",
    paymentKey: "invoice",
    names: { de: "Rechnung", en: "Invoice" },
    icon: "/payment-icons/invoice.svg",
    methodOfPaymentId: 2,
    provider: "none",
    flow: "offline",
  },
  {
    id: 3,
    key: "prepayment",
    paymentKey: "prepayment",
    names: { de: "Vorkasse", en: "Prepayment" },
    icon: "/payment-icons/prepayment.svg",
    methodOfPaymentId: 3,
    provider: "none",
    flow: "offline",
  },
];

/**
 * The methods a shopper may choose, in display order. The embedded card form needs the
 * component mode and a profile id (docs/glossary.md, storefront spec §4); with it, the hosted card
 * method is excluded so the shopper sees one card method.
 */
export function listPaymentMethods(settings: PaymentMethodSettings, locale: Locale): PaymentMethod[] {
  const embeddedCard = settings.componentMode && settings.profileId !== null;
  const excluded = new Set<PaymentMethodKey>(embeddedCard ? ["creditcard"] : ["creditcardComponents"]);
  const excludedIds = DEFINITIONS.filter((d) => excluded.has(d.key)).map((d) => d.id);
  return DEFINITIONS.filter((d) => !excluded.has(d.key)).map(({ names, ...definition }) => ({
    ...definition,
    name: names[locale],
    excludedPaymentMethodIds: excludedIds,
  }));
}

export function findPaymentMethod(
  settings: PaymentMethodSettings,
  locale: Locale,
  id: number,
): PaymentMethod | undefined {
  return listPaymentMethods(settings, locale).find((method) => method.id === id);
}
