import { emailSchema } from "#common/schemas/auth.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { findOwnedAddress, snapshotOf, type AddressOwner, type AddressSnapshot } from "../modules/address/index.ts";
import { findCustomerById } from "../modules/customer/index.ts";
import { findPaymentMethod, paymentMethodSettings, type PaymentMethod } from "../modules/payment/index.ts";
import type { SessionData } from "../modules/session/index.ts";
import { loadShippingProfiles } from "../modules/shipping/index.ts";
import type { Locale } from "#common/constants.ts";
import { AppError } from "../errors.ts";

/** The checkout's choices, resolved from the session and checked (docs/glossary.md, storefront spec §5). */
export type ResolvedCheckout = {
  contactEmail: string;
  customerId: number | null;
  guestEmail: string | null;
  billingAddress: AddressSnapshot;
  deliveryAddress: AddressSnapshot;
  shipping: { profileId: number; name: string; provider: string; countryId: number };
  payment: PaymentMethod;
  additionalInformation: NonNullable<NonNullable<SessionData["checkout"]>["additionalInformation"]>;
  preferredDelivery: Record<string, unknown> | null;
};

/** The to-do list entries, as field -> catalogue key (translated by the transport or the page). */
const TODO = {
  email: "order.todo.addEmail",
  shippingAddress: "order.todo.addShippingAddress",
  billingAddress: "order.todo.addBillingAddress",
  shippingMethod: "order.todo.chooseShippingMethod",
  paymentMethod: "order.todo.choosePaymentMethod",
  termsAccepted: "order.todo.acceptTerms",
} as const;

/**
 * Reads the session's checkout choices and checks every entry of the to-do list on the
 * server: email, shipping address, billing address (the shipping one when none was chosen),
 * a shipping profile that serves the delivery country, a payment method on offer, and the
 * terms. Anything missing answers orderCheckoutIncomplete with one field per entry.
 */
export async function resolveCheckout(
  db: Database,
  request: { session: SessionData; locale: Locale; config: Config; termsAccepted: boolean },
): Promise<ResolvedCheckout> {
  const { session, locale } = request;
  const checkout = session.checkout ?? {};
  const todo: Record<string, string> = {};
  const customerId = session.userId ?? null;
  const customer = customerId ? await findCustomerById(db, customerId) : null;

  const email = emailSchema.safeParse(checkout.email ?? session.guestEmail ?? customer?.email ?? "");
  if (!email.success) todo.email = TODO.email;

  const owner: AddressOwner | undefined = customerId
    ? { customerId }
    : session.cartToken
      ? { sessionToken: session.cartToken }
      : undefined;
  const addressOf = async (id: number | undefined) => {
    const row = owner && id ? await findOwnedAddress(db, owner, id) : undefined;
    return row ? snapshotOf(row) : undefined;
  };
  const deliveryAddress = await addressOf(session.checkoutAddresses?.shipping);
  if (!deliveryAddress) todo.shippingAddress = TODO.shippingAddress;
  const billingAddress = session.checkoutAddresses?.billing
    ? await addressOf(session.checkoutAddresses.billing)
    : deliveryAddress;
  if (!billingAddress) todo.billingAddress = TODO.billingAddress;

  const countryId = deliveryAddress?.countryId;
  const profile = checkout.shippingProfileId
    ? (await loadShippingProfiles(db)).find(
        (candidate) =>
          candidate.id === checkout.shippingProfileId &&
          candidate.active &&
          candidate.countries.some((country) => country.countryId === countryId),
      )
    : undefined;
  if (!profile) todo.shippingMethod = TODO.shippingMethod;

  const payment = checkout.paymentMethodId
    ? findPaymentMethod(paymentMethodSettings(request.config), locale, checkout.paymentMethodId)
    : undefined;
  if (!payment) todo.paymentMethod = TODO.paymentMethod;
  if (!request.termsAccepted) todo.termsAccepted = TODO.termsAccepted;

  if (!email.success || !deliveryAddress || !billingAddress || !profile || !payment || !request.termsAccepted) {
    throw new AppError("invalid_data", "orderCheckoutIncomplete", { fields: todo });
  }
  return {
    contactEmail: email.data,
    customerId,
    guestEmail: customerId ? null : (session.guestEmail ?? null),
    billingAddress,
    deliveryAddress,
    shipping: {
      profileId: profile.id,
      name: profile.names[locale],
      provider: profile.parcelServiceName,
      countryId: deliveryAddress.countryId,
    },
    payment,
    additionalInformation: checkout.additionalInformation ?? {},
    preferredDelivery: checkout.preferredDelivery ?? null,
  };
}
