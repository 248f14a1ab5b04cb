import { setShippingCountryInput } from "#common/schemas/coupon.ts";
import type { Cart } from "../modules/cart/index.ts";
import { loadCountryRows } from "../modules/tax/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { currentCart } from "./cart-current.ts";

/**
 * Chooses the delivery country before the checkout (the cart page's country select): the
 * cart is priced for it from now on (VAT and shipping). A country the shop does not
 * deliver to is refused with countryNotFound. Another country drops the chosen shipping
 * profile, which belonged to the old one.
 */
export const setShippingCountry = defineOperation({
  name: "setShippingCountry",
  kind: "mutation",
  access: "anonymous",
  input: setShippingCountryInput,
  handler: async (input, ctx): Promise<Cart> => {
    const country = (await loadCountryRows(ctx.services.db)).find((row) => row.id === input.countryId && row.active);
    if (!country) {
      throw new AppError("invalid_data", "countryNotFound", { fields: { countryId: "errors.countryNotFound" } });
    }
    const checkout = ctx.session.data.checkout ?? {};
    if (checkout.shippingCountryId !== country.id) {
      ctx.session.updateCheckout({ shippingCountryId: country.id, shippingProfileId: undefined });
    }
    return currentCart(ctx);
  },
});
