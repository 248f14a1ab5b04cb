import { seedCommerce } from "#server/demo/commerce/index.ts";
import { addresses } from "#server/modules/address/address.table.ts";
import type { SessionData } from "#server/modules/session/session.ts";
import { addCartCatalog } from "./cart-fixture.ts";
import type { Shop } from "./harness.ts";
import type { ShopClient } from "./shop-client.ts";

/** The cart catalogue (docs in cart-fixture.ts) plus countries and shipping profiles (DE = 1, DHL Paket = 1). */
export async function addOrderCatalog(shop: ShopState): Promise<void> {
  await addCartCatalog(shop.db);
  await seedCommerce(shop.db);
}

export const PREPAYMENT = 3;
export const INVOICE = 2;
export const HOSTED_CARD = 6001;
export const DHL_PAKET = 1;

/**
 * Changes a visitor's stored session as the checkout operations will (checkout choices,
 * chosen addresses). The visitor must have a session row already (e.g. after an add).
 */
/** What the fixtures need of a shop: its database and session store (an e2e set-up has no Shop). */
export type ShopState = Pick<Shop, "db" | "runtime">;

export async function patchSession(
  shop: ShopState,
  visitor: ShopClient,
  patch: (data: SessionData) => Partial<SessionData>,
): Promise<SessionData> {
  const id = visitor.sessionId;
  const data = id ? await shop.runtime.sessions.get(id) : null;
  if (!id || !data) throw new Error("the visitor has no stored session yet");
  const next = { ...data, ...patch(data) };
  await shop.runtime.sessions.set(id, next, 3600);
  return next;
}

export async function readSession(shop: ShopState, visitor: ShopClient): Promise<SessionData | null> {
  return visitor.sessionId ? shop.runtime.sessions.get(visitor.sessionId) : null;
}

type AddressInput = Partial<typeof addresses.$inferInsert>;

/** Erika Mustermann's address in Berlin, the checkout tests' usual delivery address. */
export const BERLIN: AddressInput = {
  firstName: "Erika",
  lastName: "Mustermann",
  streetName: "Hauptstraße",
  houseNumber: "5",
  zipCode: "10115",
  city: "Berlin",
  countryId: 1,
};

/**
 * Makes the visitor's checkout complete: a shipping address (and a billing address when
 * given) owned by the visitor, DHL Paket, the payment method and the email.
 */
export async function completeCheckout(
  shop: ShopState,
  visitor: ShopClient,
  options: { paymentMethodId?: number; email?: string; billing?: AddressInput; shipping?: AddressInput } = {},
): Promise<void> {
  const session = await readSession(shop, visitor);
  const owner = session?.userId
    ? { customerId: session.userId }
    : session?.cartToken
      ? { sessionToken: session.cartToken }
      : undefined;
  if (!owner) throw new Error("the visitor has no cart yet");
  const insert = async (values: AddressInput) => {
    const [row] = await shop.db
      .insert(addresses)
      .values({ countryId: 1, ...owner, ...BERLIN, ...values })
      .returning({ id: addresses.id });
    return row?.id;
  };
  const shipping = await insert(options.shipping ?? {});
  const billing = options.billing ? await insert(options.billing) : undefined;
  await patchSession(shop, visitor, (data) => ({
    checkoutAddresses: { shipping, ...(billing ? { billing } : {}) },
    checkout: {
      ...data.checkout,
      ...(options.email ? { email: options.email } : {}),
      shippingCountryId: 1,
      shippingProfileId: DHL_PAKET,
      paymentMethodId: options.paymentMethodId ?? PREPAYMENT,
    },
  }));
}
