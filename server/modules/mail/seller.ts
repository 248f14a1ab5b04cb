import { DEMO_SHOP_IDENTITY, type ShopIdentity } from "#common/schemas/shop-identity.ts";

/**
 * The shop's legal identity as mails and documents print it (German law wants name, address,
 * VAT id, managing directors and register on business letters), made from the shop's identity
 * settings (docs/shop-settings.md) by `sellerOf`.
 */
export type Seller = {
  name: string;
  shopName: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  vatId: string;
  managingDirector: string;
  /** Court and number in one ("Amtsgericht Hamburg HRB 123456"), "" for a business in no register. */
  register: string;
  email: string;
  phone: string;
  /** Where returned goods go: the return slip's address. */
  returnAddress: { name: string; street: string; zipCode: string; city: string; country: string };
};

/** The demo shop's seller: mail previews and tests; the shop itself prints its settings. */
export const DEMO_SELLER: Seller = sellerOf(DEMO_SHOP_IDENTITY);

export function sellerOf(identity: ShopIdentity): Seller {
  return {
    name: identity.companyName,
    shopName: identity.shopName,
    street: identity.street,
    zipCode: identity.zipCode,
    city: identity.city,
    country: identity.country,
    vatId: identity.vatId,
    managingDirector: identity.managingDirectors,
    register: [identity.registerCourt, identity.registerNumber].filter(Boolean).join(" "),
    email: identity.email,
    phone: identity.phone,
    returnAddress: {
      name: identity.returnName,
      street: identity.returnStreet,
      zipCode: identity.returnZipCode,
      city: identity.returnCity,
      country: identity.returnCountry,
    },
  };
}
