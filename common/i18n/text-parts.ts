/**
 * The browser's catalogue in parts (ADR 029): a page loads the core texts (every namespace not
 * named below: the header, footer, quick cart, notices, listings, errors, ...) and only the
 * parts its routes or lazy chunks need. A route names its parts in its `handle.texts`; a lazy
 * chunk that needs a part loads it with its code (catch-all-views.ts). The server has every
 * text. common/i18n/text-parts.test.ts walks the app's imports and fails when a module names a
 * text of a part that is not loaded wherever it can render.
 */
export const TEXT_PARTS = {
  product: ["product", "reviews", "propertyFile"],
  buying: [
    "checkout",
    "address",
    "delivery",
    "payment",
    "orderPayment",
    "coupon",
    "deliveryCountry",
    "pickupMount",
    "cartMount",
    "order",
    "documents",
    "returns",
    "offers",
  ],
  // The login, registration and password pages need only these (a lighter /login).
  auth: ["auth", "operatorLogin"],
  account: ["account", "editorManual", "editorPages"],
  // The back office (docs/back-office.md): only its own pages load it.
  admin: ["admin"],
  // The withdrawal function (docs/after-sales.md).
  withdrawal: ["withdrawal"],
  // The contact form (docs/contact.md).
  contact: ["contact"],
  // The cookie banner and settings: with their lazy chunk (docs/consent.md).
  consent: ["consent"],
  // The offline page (docs/pwa.md): precached with the service worker's shell.
  offline: ["offline"],
  // The info pages' sample marker and legal disclosure (ADR 040).
  legal: ["legal"],
  // What shoppers see of the blocks (carousel controls, the video placeholder): pages with blocks.
  blocks: ["blocks"],
} as const satisfies Record<string, readonly string[]>;

export type TextPart = keyof typeof TEXT_PARTS;
export const TEXT_PART_NAMES = Object.keys(TEXT_PARTS) as TextPart[];

const PART_OF_NAMESPACE = new Map<string, TextPart>(
  TEXT_PART_NAMES.flatMap((part) => TEXT_PARTS[part].map((namespace) => [namespace, part] as const)),
);

/** The part a namespace's texts are in; undefined for the core. */
export function partOfNamespace(namespace: string): TextPart | undefined {
  return PART_OF_NAMESPACE.get(namespace);
}

/** The part of a dotted key ("auth.loggedOut"), undefined for the core. */
export function partOfKey(key: string): TextPart | undefined {
  return partOfNamespace(key.split(".", 1)[0] ?? "");
}

/** The namespaces of `catalogue` in `part` ("core": those in no part). */
export function pickPart<T extends object>(catalogue: T, part: TextPart | "core"): Partial<T> {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([namespace]) => (partOfNamespace(namespace) ?? "core") === part),
  ) as Partial<T>;
}
