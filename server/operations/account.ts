import { emptyInput, personalDataInput } from "#common/schemas/auth.ts";
import { updateCustomerName } from "../modules/customer/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";
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
