import { ADDRESS_TYPE } from "#common/constants.ts";
import {
  addressCountryProblems,
  createAddressInput,
  deleteAddressInput,
  getAddressesInput,
  normalizePostcode,
  setDefaultAddressInput,
  updateAddressInput,
  type AddressInput,
  type AddressTypeId,
} from "#common/schemas/address.ts";
import {
  createOwnedAddress,
  deleteOwnedAddress,
  isPrimary,
  listOwnedAddresses,
  makeOwnedAddressPrimary,
  moveSessionAddresses,
  updateOwnedAddress,
} from "../modules/address/index.ts";
import { snapshotOf, type AddressOwner, type AddressRow } from "../modules/address/index.ts";
import { newCartToken } from "../modules/cart/index.ts";
import { listCountries, checkVatNumber, VatNumberError } from "../modules/tax/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";

/**
 * A customer's addresses are the customer's; a visitor's or guest's belong to the session's
 * cart token (created here like the cart does), which survives login so they can move.
 */
export function addressOwnerOf(ctx: RequestContext, create: boolean): AddressOwner | undefined {
  const customerId = ctx.session.state === "authorized" ? ctx.session.data.userId : undefined;
  if (customerId) return { customerId };
  let token = ctx.session.data.cartToken;
  if (!token) {
    if (!create) return undefined;
    token = newCartToken();
    ctx.session.update({ cartToken: token });
  }
  return { sessionToken: token };
}

/** An address as the API answers it: no owner columns. */
export function addressView(row: AddressRow, typeId: AddressTypeId) {
  return {
    id: row.id,
    ...snapshotOf(row),
    primary: isPrimary(row, typeId),
    useAsBilling: row.useAsBilling,
    useAsShipping: row.useAsShipping,
  };
}
export type AddressView = ReturnType<typeof addressView>;

const invalid = (fields: Record<string, string>) => new AppError("invalid_data", "addressValidationFailed", { fields });

/**
 * The checks that need the database: the country (a shipping address only where the shop
 * delivers), its postcode format and states, and the VAT number (format per EU country, the
 * spec's three VAT errors). Answers the address as it is stored (normalized; a pickup-station
 * address without a state).
 */
async function validated(ctx: RequestContext, typeId: AddressTypeId, input: AddressInput): Promise<AddressInput> {
  const countries = await listCountries(ctx.services.db, ctx.locale, {
    activeOnly: typeId === ADDRESS_TYPE.shipping,
  });
  const country = countries.find((candidate) => candidate.id === input.countryId);
  if (!country) throw invalid({ "address.countryId": "errors.countryNotFound" });
  // A Packstation or post office (an address with a DHL post number) is the station's address:
  // the shopper's own state does not belong on it, and the station finder knows no state.
  const stateId = input.postNumber === "" ? input.stateId : null;
  const problems = addressCountryProblems({ ...input, stateId }, country);
  if (Object.keys(problems).length > 0) {
    throw invalid(Object.fromEntries(Object.entries(problems).map(([field, key]) => [`address.${field}`, key])));
  }
  let vatNumber = "";
  if (input.vatNumber !== "") {
    if (!country.isEu) throw invalid({ "address.vatNumber": "errors.vatNumberInvalid" });
    try {
      vatNumber = (await checkVatNumber(input.vatNumber, country.isoCode2)).vatNumber;
    } catch (error) {
      if (!(error instanceof VatNumberError)) throw error;
      if (error.key === "vatNumberInvalid") throw invalid({ "address.vatNumber": "errors.vatNumberInvalid" });
      throw new AppError("conflict", error.key);
    }
  }
  return { ...input, stateId, zipCode: normalizePostcode(input.zipCode, country.isoCode2), vatNumber };
}

/** A database failure while saving is the spec's "saving failed", not a bare 500. */
async function saving<T>(ctx: RequestContext, key: "addressSaveFailed" | "addressDeleteFailed", run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error("address change failed", { error });
    throw new AppError("unexpected", key, { cause: error });
  }
}

export const getAddresses = defineOperation({
  name: "getAddresses",
  kind: "query",
  access: "anonymous",
  input: getAddressesInput,
  handler: async (input, ctx) => {
    const owner = addressOwnerOf(ctx, false);
    const rows = owner ? await listOwnedAddresses(ctx.services.db, owner, input.typeId) : [];
    return rows.map((row) => addressView(row, input.typeId));
  },
});

export const createAddress = defineOperation({
  name: "createAddress",
  kind: "mutation",
  access: "anonymous",
  input: createAddressInput,
  handler: async (input, ctx) => {
    const address = await validated(ctx, input.typeId, input.address);
    const owner = addressOwnerOf(ctx, true) as AddressOwner;
    const row = await saving(ctx, "addressSaveFailed", () =>
      createOwnedAddress(ctx.services.db, owner, input.typeId, address),
    );
    return addressView(row, input.typeId);
  },
});

export const updateAddress = defineOperation({
  name: "updateAddress",
  kind: "mutation",
  access: "anonymous",
  input: updateAddressInput,
  handler: async (input, ctx) => {
    const owner = addressOwnerOf(ctx, false);
    const address = await validated(ctx, input.typeId, input.address);
    const row = owner
      ? await saving(ctx, "addressSaveFailed", () =>
          updateOwnedAddress(ctx.services.db, owner, input.addressId, input.typeId, address),
        )
      : undefined;
    if (!row) throw new AppError("not_found", "addressNotFound");
    return addressView(row, input.typeId);
  },
});

/** The address book's "make default": the checkout preselects the default of each kind. */
export const setDefaultAddress = defineOperation({
  name: "setDefaultAddress",
  kind: "mutation",
  access: "anonymous",
  input: setDefaultAddressInput,
  handler: async (input, ctx) => {
    const owner = addressOwnerOf(ctx, false);
    const row = owner
      ? await saving(ctx, "addressSaveFailed", () =>
          makeOwnedAddressPrimary(ctx.services.db, owner, input.addressId, input.typeId),
        )
      : undefined;
    if (!row) throw new AppError("not_found", "addressNotFound");
    return addressView(row, input.typeId);
  },
});

export const deleteAddress = defineOperation({
  name: "deleteAddress",
  kind: "mutation",
  access: "anonymous",
  input: deleteAddressInput,
  handler: async (input, ctx) => {
    const owner = addressOwnerOf(ctx, false);
    const deleted = owner
      ? await saving(ctx, "addressDeleteFailed", () =>
          deleteOwnedAddress(ctx.services.db, owner, input.addressId, input.typeId),
        )
      : false;
    if (!deleted) throw new AppError("not_found", "addressNotFound");
    // A deleted address can no longer be the checkout's choice for that kind.
    const key = input.typeId === ADDRESS_TYPE.billing ? "billing" : "shipping";
    if (ctx.session.data.checkoutAddresses?.[key] === input.addressId) {
      ctx.session.setCheckoutAddress(input.typeId, undefined);
    }
    return true;
  },
});

/**
 * After login or registration, before the cart adopts the session's token: the addresses
 * the visitor entered move to the customer (the checkout's chosen ids stay valid).
 */
export async function adoptGuestAddresses(ctx: RequestContext, customerId: number): Promise<void> {
  const token = ctx.session.data.cartToken;
  if (!token) return;
  await moveSessionAddresses(ctx.services.db, token, customerId);
}
