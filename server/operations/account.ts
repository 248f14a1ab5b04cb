import { deleteAccountInput, emptyInput, personalDataInput } from "#common/schemas/auth.ts";
import { checkCurrentPassword, updateCustomerName } from "../modules/customer/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";
import { deleteCustomerAccount } from "../workflows/customer-account-deletion.ts";
import { customerDataExport } from "../workflows/customer-data-export.ts";

const HOUR_MS = 3_600_000;
const EXPORTS_PER_HOUR = 10;

/** The customer's name (personal data page). */
export const doUpdatePersonalData = defineOperation({
  name: "doUpdatePersonalData",
  kind: "mutation",
  access: "customer",
  input: personalDataInput,
  handler: async (input, ctx) => {
    const customer = await updateCustomerName(ctx.services.db, ctx.session.data.userId as number, input);
    return { firstName: customer.firstName, lastName: customer.lastName };
  },
});

/** 'Download my data' (GDPR art. 15 and 20): everything the shop keeps about the customer, as JSON. */
export const getMyData = defineOperation({
  name: "getMyData",
  kind: "query",
  access: "customer",
  input: emptyInput,
  handler: async (_input, ctx) => {
    const customerId = ctx.session.data.userId as number;
    await enforceRateLimit(ctx, `data-export:${customerId}`, EXPORTS_PER_HOUR, HOUR_MS);
    const data = await customerDataExport(ctx.services.db, customerId);
    if (!data) throw new AppError("unauthorized", "unauthorized");
    ctx.log.info("customer data exported", { customerId });
    return data;
  },
});

/** Each attempt checks the password (argon2): 5 an hour per account. */
const DELETIONS_PER_HOUR = 5;

/**
 * 'Delete my account' (GDPR art. 17): the current password confirms it; the account goes
 * (customer-account-deletion.ts) and this session is logged out, every other one at its next
 * request (the customer's row is gone).
 */
export const doDeleteAccount = defineOperation({
  name: "doDeleteAccount",
  kind: "mutation",
  access: "customer",
  input: deleteAccountInput,
  handler: async (input, ctx) => {
    const customerId = ctx.session.data.userId as number;
    await enforceRateLimit(ctx, `delete-account:${customerId}`, DELETIONS_PER_HOUR, HOUR_MS);
    await checkCurrentPassword(ctx.services.db, customerId, input.password, "password");
    const deleted = await deleteCustomerAccount(ctx.services.db, customerId);
    ctx.session.clearUser();
    ctx.session.regenerate();
    if (!deleted) throw new AppError("unauthorized", "unauthorized");
    ctx.log.info("customer account deleted", { customerId, orders: deleted.orders });
    return { deleted: true as const };
  },
});
