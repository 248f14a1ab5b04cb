import { checkoutTodos } from "#common/checkout-todo.ts";
import { ADDRESS_TYPE } from "#common/constants.ts";
import { emptyInput } from "#common/schemas/auth.ts";
import {
  setCheckoutAdditionalInformationInput,
  setCheckoutEmailInput,
  setCheckoutPaymentMethodInput,
  setCheckoutShippingMethodInput,
} from "#common/schemas/checkout.ts";
import type { AddressRow } from "../modules/address/index.ts";
import { listOwnedAddresses } from "../modules/address/index.ts";
import { SHOP_COUNTRY_ID } from "../modules/cart/index.ts";
import { checkoutShippingMethods } from "../modules/checkout/index.ts";
import { findCustomerById } from "../modules/customer/index.ts";
import { findPaymentMethod, listPaymentMethods, paymentMethodSettings } from "../modules/payment/index.ts";
import type { CheckoutChoices } from "../modules/session/index.ts";
import { listCountries } from "../modules/tax/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { addressOwnerOf, addressView } from "./address.ts";
import { getCart } from "./cart.ts";

function choices(ctx: RequestContext): CheckoutChoices {
  return ctx.session.data.checkout ?? {};
}

function updateChoices(ctx: RequestContext, patch: Partial<CheckoutChoices>): void {
  ctx.session.updateCheckout(patch);
}

/** The contact email: the one entered in the checkout, else the account's or the guest mail. */
async function contactEmail(ctx: RequestContext): Promise<string | null> {
  const chosen = choices(ctx).email;
  if (chosen) return chosen;
  const { userId, guestEmail } = ctx.session.data;
  if (ctx.session.state === "authorized" && userId) {
    return (await findCustomerById(ctx.services.db, userId))?.email ?? null;
  }
  return guestEmail ?? null;
}

/**
 * A returning customer's default (primary) billing and shipping addresses are the checkout's
 * choice until the customer makes another: the to-do list never asks for what the address
 * book already says. Only where no choice is recorded; the shipping address also sets the
 * delivery country, as choosing it would.
 */
function preselectDefaultAddresses(ctx: RequestContext, billingRows: AddressRow[], shippingRows: AddressRow[]): void {
  const chosen = ctx.session.data.checkoutAddresses ?? {};
  const billing = billingRows.find((row) => row.primaryBilling);
  if (chosen.billing === undefined && billing) ctx.session.setCheckoutAddress(ADDRESS_TYPE.billing, billing.id);
  const shipping = shippingRows.find((row) => row.primaryShipping);
  if (chosen.shipping === undefined && shipping) {
    ctx.session.setCheckoutAddress(ADDRESS_TYPE.shipping, shipping.id);
    updateChoices(ctx, { shippingCountryId: shipping.countryId });
  }
}

/** The cart and the shipping methods for the delivery country, priced for this cart. */
async function cartAndShipping(ctx: RequestContext) {
  const cart = await getCart.handler({}, ctx);
  const countryId = choices(ctx).shippingCountryId ?? SHOP_COUNTRY_ID;
  const shipping = await checkoutShippingMethods(ctx.services.db, {
    countryId,
    lines: cart.items,
    itemSumGrossCents: cart.itemSum.value,
    currency: cart.currency,
    locale: ctx.locale,
  });
  return { cart, countryId, shipping };
}

/**
 * Everything the checkout page shows: the cart, contact, the visitor's addresses and the
 * chosen ones, the shipping methods for the delivery country, the payment methods, the
 * additional information and what is still missing (the to-do list). A choice that is no
 * longer valid (an address deleted, a method gone for a new country) answers null.
 */
export async function checkoutView(ctx: RequestContext) {
  const { db, config } = ctx.services;
  const owner = addressOwnerOf(ctx, false);
  const [billingRows, shippingRows] = owner
    ? await Promise.all([
        listOwnedAddresses(db, owner, ADDRESS_TYPE.billing),
        listOwnedAddresses(db, owner, ADDRESS_TYPE.shipping),
      ])
    : [[], []];
  preselectDefaultAddresses(ctx, billingRows, shippingRows);
  const chosen = ctx.session.data.checkoutAddresses ?? {};
  const billingAddressId = billingRows.some((row) => row.id === chosen.billing) ? (chosen.billing ?? null) : null;
  const shippingAddressId = shippingRows.some((row) => row.id === chosen.shipping) ? (chosen.shipping ?? null) : null;
  let { cart, countryId, shipping } = await cartAndShipping(ctx);
  const current = choices(ctx);
  let shippingProfileId = shipping.methods.some((m) => m.shippingProfileId === current.shippingProfileId)
    ? (current.shippingProfileId ?? null)
    : null;
  const [onlyMethod] = shipping.methods;
  if (shippingProfileId === null && onlyMethod && shipping.methods.length === 1) {
    // Nothing to choose between: the one method is the choice (and prices the cart).
    shippingProfileId = onlyMethod.shippingProfileId;
    updateChoices(ctx, { shippingProfileId });
    ({ cart, countryId, shipping } = await cartAndShipping(ctx));
  }
  const paymentMethods = listPaymentMethods(paymentMethodSettings(config), ctx.locale);
  const paymentMethodId = paymentMethods.some((m) => m.id === current.paymentMethodId)
    ? (current.paymentMethodId ?? null)
    : null;
  const email = await contactEmail(ctx);
  const info = current.additionalInformation ?? {};
  return {
    cart,
    email,
    shippingCountryId: countryId,
    countries: await listCountries(db, ctx.locale, { activeOnly: false }),
    addresses: {
      billing: billingRows.map((row) => addressView(row, ADDRESS_TYPE.billing)),
      shipping: shippingRows.map((row) => addressView(row, ADDRESS_TYPE.shipping)),
    },
    billingAddressId,
    shippingAddressId,
    shippingMethods: shipping.methods,
    shippingErrorKey: shipping.errorKey,
    shippingProfileId,
    paymentMethods,
    paymentMethodId,
    additionalInformation: {
      orderContactWish: info.orderContactWish ?? "",
      orderCustomerSign: info.orderCustomerSign ?? "",
      shippingPrivacyHintAccepted: info.shippingPrivacyHintAccepted ?? false,
      templateType: "checkout" as const,
    },
    todos: checkoutTodos({ billingAddressId, email, paymentMethodId, shippingAddressId, shippingProfileId }),
  };
}
export type CheckoutView = Awaited<ReturnType<typeof checkoutView>>;

export const getCheckout = defineOperation({
  name: "getCheckout",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: (_input, ctx) => checkoutView(ctx),
});

export const setCheckoutEmail = defineOperation({
  name: "setCheckoutEmail",
  kind: "mutation",
  access: "anonymous",
  input: setCheckoutEmailInput,
  handler: async (input, ctx) => {
    updateChoices(ctx, { email: input.email });
    return checkoutView(ctx);
  },
});

export const setCheckoutShippingMethod = defineOperation({
  name: "setCheckoutShippingMethod",
  kind: "mutation",
  access: "anonymous",
  input: setCheckoutShippingMethodInput,
  handler: async (input, ctx) => {
    const { shipping } = await cartAndShipping(ctx);
    if (!shipping.methods.some((method) => method.shippingProfileId === input.shippingProfileId)) {
      throw new AppError("conflict", "shippingMethodNotAvailable", {
        fields: { shippingProfileId: "errors.shippingMethodNotAvailable" },
      });
    }
    updateChoices(ctx, { shippingProfileId: input.shippingProfileId });
    return checkoutView(ctx);
  },
});

export const setCheckoutPaymentMethod = defineOperation({
  name: "setCheckoutPaymentMethod",
  kind: "mutation",
  access: "anonymous",
  input: setCheckoutPaymentMethodInput,
  handler: async (input, ctx) => {
    const settings = paymentMethodSettings(ctx.services.config);
    if (!findPaymentMethod(settings, ctx.locale, input.paymentMethodId)) {
      throw new AppError("invalid_data", "paymentMethodNotAvailable", {
        fields: { paymentMethodId: "errors.paymentMethodNotAvailable" },
      });
    }
    updateChoices(ctx, { paymentMethodId: input.paymentMethodId });
    return checkoutView(ctx);
  },
});

export const setCheckoutAdditionalInformation = defineOperation({
  name: "setCheckoutAdditionalInformation",
  kind: "mutation",
  access: "anonymous",
  input: setCheckoutAdditionalInformationInput,
  handler: async (input, ctx) => {
    updateChoices(ctx, { additionalInformation: input });
    return checkoutView(ctx);
  },
});
