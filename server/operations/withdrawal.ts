import { ADMIN_ORDER_PAGE_SIZE } from "#common/schemas/back-office.ts";
import { adminWithdrawalsInput, withdrawInput } from "#common/schemas/withdrawal.ts";
import { normalizeEmail } from "../modules/customer/index.ts";
import { listWithdrawals } from "../modules/withdrawal/index.ts";
import { defineOperation } from "../rpc/operation.ts";
import { enforceRateLimit } from "../rpc/rate-limit.ts";
import { declareWithdrawal, receivedAtText } from "../workflows/withdrawal.ts";

const HOUR_MS = 60 * 60 * 1000;
/** The acknowledgment goes to an address anyone may type: few per address and per sender. */
const LIMIT_PER_EMAIL = 3;
const LIMIT_PER_IP = 10;

export type WithdrawalAnswer = { reference: string; receivedAt: string; receivedAtText: string; created: boolean };

/**
 * The withdrawal function's 'Confirm withdrawal' (docs/after-sales.md): anyone, guests too;
 * rate-limited per sender and per address (the acknowledgment is mailed to the address given).
 */
export const doWithdraw = defineOperation({
  name: "doWithdraw",
  kind: "mutation",
  access: "anonymous",
  input: withdrawInput,
  handler: async (input, ctx): Promise<WithdrawalAnswer> => {
    await enforceRateLimit(ctx, `withdrawal:ip:${ctx.ip}`, LIMIT_PER_IP, HOUR_MS);
    await enforceRateLimit(ctx, `withdrawal:email:${normalizeEmail(input.email)}`, LIMIT_PER_EMAIL, HOUR_MS);
    const { withdrawal, created } = await declareWithdrawal(ctx.services, input, ctx.locale);
    if (created)
      ctx.log.info("withdrawal received", { withdrawalId: withdrawal.id, matched: withdrawal.orderId !== null });
    return {
      reference: withdrawal.reference,
      receivedAt: withdrawal.receivedAt.toISOString(),
      receivedAtText: receivedAtText(withdrawal.receivedAt, ctx.locale, ctx.services.config.SHOP_TIME_ZONE),
      created,
    };
  },
});

export type AdminWithdrawal = {
  id: number;
  reference: string;
  receivedAt: string;
  name: string;
  email: string;
  orderNumber: string;
  items: string;
  /** The order it names, when its number and email matched one. */
  orderId: number | null;
};

/** The back office's list of declarations, newest first, 25 per page. */
export const getAdminWithdrawals = defineOperation({
  name: "getAdminWithdrawals",
  kind: "query",
  access: "staff",
  input: adminWithdrawalsInput,
  handler: async (input, ctx) => {
    const page = input.page ?? 1;
    const { rows, total } = await listWithdrawals(ctx.services.db, {
      offset: (page - 1) * ADMIN_ORDER_PAGE_SIZE,
      limit: ADMIN_ORDER_PAGE_SIZE,
    });
    const withdrawals: AdminWithdrawal[] = rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      receivedAt: row.receivedAt.toISOString(),
      name: row.name,
      email: row.email,
      orderNumber: row.orderNumber,
      items: row.items,
      orderId: row.orderId,
    }));
    return { withdrawals, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_ORDER_PAGE_SIZE)), total };
  },
});
