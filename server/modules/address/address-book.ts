import { and, desc, eq, ne } from "drizzle-orm";
import { ADDRESS_TYPE } from "#common/constants.ts";
import type { AddressInput, AddressTypeId } from "#common/schemas/address.ts";
import type { Database } from "../../db/client.ts";
import { findOwnedAddress, type AddressOwner, type AddressRow } from "./address.ts";
import { addresses } from "./address.table.ts";

/** The stored fields of a form's address (the primary flag is stored per kind). */
function columnsOf(input: AddressInput) {
  const { primary: _primary, ...fields } = input;
  return fields;
}

function ownerCondition(owner: AddressOwner) {
  return "customerId" in owner
    ? eq(addresses.customerId, owner.customerId)
    : eq(addresses.sessionToken, owner.sessionToken);
}

const usableAs = (typeId: AddressTypeId) =>
  typeId === ADDRESS_TYPE.billing ? addresses.useAsBilling : addresses.useAsShipping;
const primaryOf = (typeId: AddressTypeId) =>
  typeId === ADDRESS_TYPE.billing ? addresses.primaryBilling : addresses.primaryShipping;
const kindFlags = (typeId: AddressTypeId, value: boolean) =>
  typeId === ADDRESS_TYPE.billing ? { useAsBilling: value } : { useAsShipping: value };
const primaryFlags = (typeId: AddressTypeId, value: boolean) =>
  typeId === ADDRESS_TYPE.billing ? { primaryBilling: value } : { primaryShipping: value };

/** The owner's addresses of one kind: the primary one first, then the newest. */
export async function listOwnedAddresses(
  db: Database,
  owner: AddressOwner,
  typeId: AddressTypeId,
): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(ownerCondition(owner), eq(usableAs(typeId), true)))
    .orderBy(desc(primaryOf(typeId)), desc(addresses.id));
}

export function isPrimary(row: AddressRow, typeId: AddressTypeId): boolean {
  return typeId === ADDRESS_TYPE.billing ? row.primaryBilling : row.primaryShipping;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Locks the owner's addresses (in id order) for the rest of the transaction, so changes of
 * the default run one after the other: two at once would each clear the other's row and wait
 * for it (a deadlock), or both keep their own (two defaults). A row added meanwhile is seen
 * by the next statement, which clears it if it must.
 */
async function lockOwnerAddresses(tx: Tx, owner: AddressOwner): Promise<void> {
  await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(ownerCondition(owner))
    .orderBy(addresses.id)
    .for("update");
}

/** One primary address per owner and kind: marking one clears the others. */
async function clearOtherPrimaries(tx: Tx, owner: AddressOwner, typeId: AddressTypeId, keepId: number) {
  await tx
    .update(addresses)
    .set(primaryFlags(typeId, false))
    .where(and(ownerCondition(owner), ne(addresses.id, keepId)));
}

/** A new address of one kind (a visitor's belongs to the session's token until login). */
export async function createOwnedAddress(
  db: Database,
  owner: AddressOwner,
  typeId: AddressTypeId,
  input: AddressInput,
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    if (input.primary) await lockOwnerAddresses(tx, owner);
    const [row] = await tx
      .insert(addresses)
      .values({
        ...columnsOf(input),
        ...("customerId" in owner ? { customerId: owner.customerId } : { sessionToken: owner.sessionToken }),
        // A new address serves the kind it was entered for; choosing it for the other kind adds that.
        useAsBilling: typeId === ADDRESS_TYPE.billing,
        useAsShipping: typeId === ADDRESS_TYPE.shipping,
        ...primaryFlags(typeId, input.primary),
      })
      .returning();
    if (!row) throw new Error("insert returned no address");
    if (input.primary) await clearOtherPrimaries(tx, owner, typeId, row.id);
    return row;
  });
}

/** Changes the owner's address; someone else's id answers undefined and changes nothing. */
export async function updateOwnedAddress(
  db: Database,
  owner: AddressOwner,
  addressId: number,
  typeId: AddressTypeId,
  input: AddressInput,
): Promise<AddressRow | undefined> {
  return db.transaction(async (tx) => {
    if (input.primary) await lockOwnerAddresses(tx, owner);
    const [row] = await tx
      .update(addresses)
      .set({
        ...columnsOf(input),
        ...kindFlags(typeId, true),
        ...primaryFlags(typeId, input.primary),
        updatedAt: new Date(),
      })
      .where(and(eq(addresses.id, addressId), ownerCondition(owner)))
      .returning();
    if (row && input.primary) await clearOtherPrimaries(tx, owner, typeId, row.id);
    return row;
  });
}

/**
 * Makes one of the owner's addresses the default of its kind (clearing the others); someone
 * else's id, or an address not of that kind, answers undefined and changes nothing.
 */
export async function makeOwnedAddressPrimary(
  db: Database,
  owner: AddressOwner,
  addressId: number,
  typeId: AddressTypeId,
): Promise<AddressRow | undefined> {
  return db.transaction(async (tx) => {
    await lockOwnerAddresses(tx, owner);
    const [row] = await tx
      .update(addresses)
      .set({ ...primaryFlags(typeId, true), updatedAt: new Date() })
      .where(and(eq(addresses.id, addressId), ownerCondition(owner), eq(usableAs(typeId), true)))
      .returning();
    if (row) await clearOtherPrimaries(tx, owner, typeId, row.id);
    return row;
  });
}

/**
 * Removes an address from one kind's list; the row goes when it serves neither kind. Orders
 * keep their own copies, so nothing placed changes. Answers false for someone else's id.
 */
export async function deleteOwnedAddress(
  db: Database,
  owner: AddressOwner,
  addressId: number,
  typeId: AddressTypeId,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await findOwnedAddress(tx as unknown as Database, owner, addressId);
    if (!row) return false;
    const other = typeId === ADDRESS_TYPE.billing ? row.useAsShipping : row.useAsBilling;
    if (other) {
      await tx
        .update(addresses)
        .set({ ...kindFlags(typeId, false), ...primaryFlags(typeId, false), updatedAt: new Date() })
        .where(eq(addresses.id, addressId));
    } else {
      await tx.delete(addresses).where(eq(addresses.id, addressId));
    }
    return true;
  });
}

/** Choosing an address for a kind makes it one of that kind's (billing same as shipping). */
export async function useOwnedAddressAs(
  db: Database,
  owner: AddressOwner,
  addressId: number,
  typeId: AddressTypeId,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set(kindFlags(typeId, true))
    .where(and(eq(addresses.id, addressId), ownerCondition(owner)))
    .returning();
  return row;
}

/**
 * At login or registration the addresses a visitor entered become the customer's. They
 * come in without primary flags, so the customer's chosen defaults stay.
 */
export async function moveSessionAddresses(db: Database, sessionToken: string, customerId: number): Promise<number> {
  const moved = await db
    .update(addresses)
    .set({ sessionToken: null, customerId, primaryBilling: false, primaryShipping: false, updatedAt: new Date() })
    .where(eq(addresses.sessionToken, sessionToken))
    .returning({ id: addresses.id });
  return moved.length;
}
