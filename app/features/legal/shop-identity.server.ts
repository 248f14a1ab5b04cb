import { SELLER } from "#server/modules/mail/index.ts";

/** Who the consumer writes to (the model withdrawal form, the contact page): the shop's legal identity. */
export function shopIdentity() {
  return {
    name: SELLER.name,
    street: SELLER.street,
    zipCode: SELLER.zipCode,
    city: SELLER.city,
    country: SELLER.country,
    email: SELLER.email,
    phone: SELLER.phone,
  };
}
