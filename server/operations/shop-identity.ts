import { emptyInput } from "#common/schemas/auth.ts";
import { saveShopIdentityInput, type ShopIdentityRecord } from "#common/schemas/shop-identity.ts";
import { currentShopIdentity, saveShopIdentity } from "../modules/settings/index.ts";
import { defineOperation } from "../rpc/operation.ts";

/**
 * The shop's identity (docs/shop-settings.md): what shoppers may read (the legal disclosure,
 * the legal texts, the contact and withdrawal pages) and the owner's form in the back office.
 */

/** The public part: who sells, where, how to reach them, the register, the return address (no bank account). */
export const getShopIdentity = defineOperation({
  name: "getShopIdentity",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: async (_input, ctx) => {
    const { identity } = await currentShopIdentity(ctx.services.db, ctx.services.config);
    const { bankAccountHolder: _holder, bankName: _bank, iban: _iban, bic: _bic, ...shown } = identity;
    return shown;
  },
});

/** The whole identity with its version, for the owner's form. */
export const getAdminShopIdentity = defineOperation({
  name: "getAdminShopIdentity",
  kind: "query",
  access: "owner",
  input: emptyInput,
  handler: (_input, ctx): Promise<ShopIdentityRecord> => currentShopIdentity(ctx.services.db, ctx.services.config),
});

/**
 * Saves the identity as a new version (owner only). A form loaded before another save is
 * refused with shopIdentityConflict; an owner's write retires every shared page (SHOP_TAG),
 * since the legal pages and the homepage's JSON-LD show the identity.
 */
export const doSaveShopIdentity = defineOperation({
  name: "doSaveShopIdentity",
  kind: "mutation",
  access: "owner",
  input: saveShopIdentityInput,
  handler: (input, ctx): Promise<ShopIdentityRecord> =>
    saveShopIdentity(ctx.services.db, input, ctx.operator.identity?.id ?? null),
});
