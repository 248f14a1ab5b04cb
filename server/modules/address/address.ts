import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { addresses } from "./address.table.ts";

export type AddressOwner = { customerId: number } | { sessionToken: string };
export type AddressRow = typeof addresses.$inferSelect;

/** What an order keeps of an address: the fields as they were when it was placed. */
export type AddressSnapshot = Pick<
  AddressRow,
  | "companyName"
  | "firstName"
  | "lastName"
  | "streetName"
  | "houseNumber"
  | "addressAddition"
  | "zipCode"
  | "city"
  | "stateId"
  | "countryId"
  | "phoneNumber"
  | "email"
  | "vatNumber"
  | "postNumber"
>;

function ownerCondition(owner: AddressOwner) {
  return "customerId" in owner
    ? eq(addresses.customerId, owner.customerId)
    : eq(addresses.sessionToken, owner.sessionToken);
}

/** The address if it belongs to the owner; someone else's id answers undefined, like a missing one. */
export async function findOwnedAddress(
  db: Database,
  owner: AddressOwner,
  addressId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), ownerCondition(owner)));
  return row;
}

export function snapshotOf(row: AddressRow): AddressSnapshot {
  return {
    companyName: row.companyName,
    firstName: row.firstName,
    lastName: row.lastName,
    streetName: row.streetName,
    houseNumber: row.houseNumber,
    addressAddition: row.addressAddition,
    zipCode: row.zipCode,
    city: row.city,
    stateId: row.stateId,
    countryId: row.countryId,
    phoneNumber: row.phoneNumber,
    email: row.email,
    vatNumber: row.vatNumber,
    postNumber: row.postNumber,
  };
}
