import type { Database } from "../../db/client.ts";
import { findOwnedAddress, type AddressOwner } from "../address/index.ts";
import type { SessionData } from "../session/index.ts";
import { loadCountryRows } from "../tax/index.ts";
import type { Destination } from "./preferred-delivery.ts";

function addressOwner(session: SessionData): AddressOwner | undefined {
  if (session.userId) return { customerId: session.userId };
  return session.cartToken ? { sessionToken: session.cartToken } : undefined;
}

/**
 * Where the checkout ships to: the chosen shipping address, else the billing address (the
 * checkout ships to it when no separate shipping address is chosen), else only the delivery
 * country chosen in the cart. Only the session's own addresses count.
 */
export async function checkoutDestination(db: Database, session: SessionData): Promise<Destination> {
  const countries = await loadCountryRows(db);
  const isoOf = (countryId: number | undefined) => countries.find((c) => c.id === countryId)?.isoCode2;
  const owner = addressOwner(session);
  const addressId = session.checkoutAddresses?.shipping ?? session.checkoutAddresses?.billing;
  const address = owner && addressId ? await findOwnedAddress(db, owner, addressId) : undefined;
  if (address) {
    return {
      countryIso: isoOf(address.countryId),
      zipCode: address.zipCode.trim(),
      isPickupStation: address.postNumber.trim() !== "",
    };
  }
  return { countryIso: isoOf(session.checkout?.shippingCountryId), zipCode: undefined, isPickupStation: false };
}
