import type { ShopIdentity } from "../schemas/shop-identity.ts";

/**
 * The placeholders an info page's text may hold (docs/shop-settings.md): the legal texts name
 * the shop, its address and contact as the identity settings have them, so a change there
 * reaches every text. Unknown placeholders stay as written, for the operator to see.
 */
export const SHOP_PLACEHOLDERS = [
  "shop.name",
  "shop.address",
  "shop.email",
  "shop.phone",
  "shop.returnAddress",
] as const;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

type Identity = Pick<
  ShopIdentity,
  | "companyName"
  | "street"
  | "zipCode"
  | "city"
  | "country"
  | "email"
  | "phone"
  | "returnName"
  | "returnStreet"
  | "returnZipCode"
  | "returnCity"
  | "returnCountry"
>;

/** Each placeholder's text (plain, unescaped). */
export function placeholderValues(identity: Identity): Record<(typeof SHOP_PLACEHOLDERS)[number], string> {
  return {
    "shop.name": identity.companyName,
    "shop.address": `${identity.street}, ${identity.zipCode} ${identity.city}, ${identity.country}`,
    "shop.email": identity.email,
    "shop.phone": identity.phone,
    "shop.returnAddress": `${identity.returnName}, ${identity.returnStreet}, ${identity.returnZipCode} ${identity.returnCity}, ${identity.returnCountry}`,
  };
}

/**
 * Sanitised rich text with its placeholders filled in, every value escaped. Placeholders belong
 * in text, not in attributes (the sanitiser keeps only link targets; one holding a placeholder
 * is left as it is).
 */
export function fillShopPlaceholders(html: string, identity: Identity): string {
  const values = placeholderValues(identity);
  return html.replace(
    /(href="[^"]*")|\{\{\s*(shop\.[A-Za-z]+)\s*\}\}/g,
    (match, href: string | undefined, key: string) => {
      if (href !== undefined || !Object.hasOwn(values, key)) return match;
      return escape(values[key as keyof typeof values]);
    },
  );
}
