import type { Locale } from "#common/constants.ts";
import { money, type Money } from "#common/money.ts";
import { emptyInput } from "#common/schemas/auth.ts";
import {
  completeSandboxPaymentInput,
  createBasketPaymentInput,
  optionalPaymentIdInput,
  patchPaymentInput,
  paymentIdInput,
  type PaymentStatus,
} from "#common/schemas/payment.ts";
import { newCartToken } from "../modules/cart/index.ts";
import {
  listPaymentMethods,
  paymentMethodSettings,
  activeProviderName,
  isFinalStatus,
  isSuccessfulStatus,
  createPayment,
  patchPayment,
  refreshPaymentStatus,
  completeSandboxPayment,
  getSandboxCheckout,
} from "../modules/payment/index.ts";
import {
  findLatestOwnedPayment,
  findOwnedPayment,
  type PaymentOwner,
  type PaymentRecord,
} from "../modules/payment/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { currentCart } from "./cart-current.ts";
import { defineOperation } from "../rpc/operation.ts";

/** A payment as the API answers it. */
export type PaymentView = {
  id: string;
  status: PaymentStatus;
  methodId: number;
  method: string;
  amount: Money;
  description: string;
  /** The provider's hosted page while the payment is open and has one. */
  checkoutUrl: string | null;
  returnPath: string;
  orderId: number | null;
  createdAt: string;
  isFinal: boolean;
  isSuccessful: boolean;
};

export function paymentView(row: PaymentRecord, locale: Locale): PaymentView {
  return {
    id: row.providerPaymentId,
    status: row.status,
    methodId: row.methodId,
    method: row.method,
    amount: money(row.amountCents, row.currency, locale),
    description: row.description,
    checkoutUrl: row.status === "open" ? row.checkoutUrl : null,
    returnPath: row.returnPath,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    isFinal: isFinalStatus(row.status),
    isSuccessful: isSuccessfulStatus(row.status),
  };
}

/** Everyone the request speaks for: the customer, and the session's cart token (as addresses do). */
export function paymentOwners(ctx: RequestContext): PaymentOwner[] {
  const owners: PaymentOwner[] = [];
  if (ctx.session.state === "authorized" && ctx.session.data.userId)
    owners.push({ customerId: ctx.session.data.userId });
  if (ctx.session.data.cartToken) owners.push({ token: ctx.session.data.cartToken });
  return owners;
}

/** The owner of a new payment: the customer, else the session's cart token (created when missing). */
export function creatingOwner(ctx: RequestContext): PaymentOwner {
  if (ctx.session.state === "authorized" && ctx.session.data.userId) return { customerId: ctx.session.data.userId };
  let token = ctx.session.data.cartToken;
  if (!token) {
    token = newCartToken();
    ctx.session.update({ cartToken: token });
  }
  return { token };
}

/** Someone else's payment answers exactly like one that does not exist. */
export async function ownedPayment(ctx: RequestContext, paymentId: string): Promise<PaymentRecord> {
  const row = await findOwnedPayment(ctx.services.db, paymentId, paymentOwners(ctx));
  if (!row) throw new AppError("not_found", "paymentNotFound");
  return row;
}

export const getMollieSettings = defineOperation({
  name: "getMollieSettings",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: async (_input, ctx) => {
    const { config } = ctx.services;
    const settings = paymentMethodSettings(config);
    const sandbox = activeProviderName(config) === "sandbox";
    const componentMode = settings.componentMode && settings.profileId !== null;
    return {
      clientId: null,
      merchantId: null,
      profileId: settings.profileId,
      /** The checkout loads Mollie's card form only when this is true (docs/payments.md). */
      componentMode,
      /** Mollie Components' script (MOLLIE_COMPONENTS_SCRIPT_URL), in component mode only. */
      componentsScriptUrl: componentMode ? config.MOLLIE_COMPONENTS_SCRIPT_URL : null,
      /** A test key: the card form takes Mollie's test cards. */
      testmode: config.MOLLIE_API_KEY?.startsWith("test_") ?? false,
      extra: { sandbox },
      locale: ctx.locale === "de" ? "de_DE" : "en_US",
      methods: listPaymentMethods(settings, ctx.locale),
    };
  },
});

export const getMolliePayment = defineOperation({
  name: "getMolliePayment",
  kind: "query",
  access: "anonymous",
  input: paymentIdInput,
  handler: async (input, ctx) => paymentView(await ownedPayment(ctx, input.paymentId), ctx.locale),
});

export const getMolliePaymentAndUpdateStatus = defineOperation({
  name: "getMolliePaymentAndUpdateStatus",
  // Safe to repeat: it only brings our record up to what the provider says.
  kind: "query",
  access: "anonymous",
  input: optionalPaymentIdInput,
  handler: async (input, ctx) => {
    const row = input.paymentId
      ? await ownedPayment(ctx, input.paymentId)
      : await findLatestOwnedPayment(ctx.services.db, paymentOwners(ctx));
    if (!row) throw new AppError("not_found", "paymentNotFound");
    const refreshed = await refreshPaymentStatus(ctx.services, row.providerPaymentId);
    return paymentView(refreshed ?? row, ctx.locale);
  },
});

export const doCreateMolliePaymentFromBasket = defineOperation({
  name: "doCreateMolliePaymentFromBasket",
  kind: "mutation",
  access: "anonymous",
  input: createBasketPaymentInput,
  handler: async ({ options }, ctx) => {
    const view = await currentCart(ctx);
    const cart = view.id === null ? undefined : { id: view.id };
    if (!cart || view.items.length === 0) throw new AppError("conflict", "paymentOrderNotProcessable");
    const methodId = options.methodId ?? ctx.session.data.checkout?.paymentMethodId;
    if (methodId === undefined) throw new AppError("invalid_data", "paymentMethodNotAvailable");
    const row = await createPayment(ctx.services, {
      owner: creatingOwner(ctx),
      amountCents: view.basketAmount.value,
      currency: view.basketAmount.currency,
      description: ctx.locale === "de" ? `Warenkorb ${cart.id}` : `Basket ${cart.id}`,
      methodId,
      locale: ctx.locale,
      returnPath:
        options.returnPath ?? (ctx.locale === ctx.services.config.DEFAULT_LOCALE ? "" : `/${ctx.locale}`) + "/checkout",
      cartId: cart.id,
      metadata: { cartId: String(cart.id) },
      ...(options.cardToken ? { cardToken: options.cardToken } : {}),
    });
    return paymentView(row, ctx.locale);
  },
});

export const doPatchMolliePayment = defineOperation({
  name: "doPatchMolliePayment",
  kind: "mutation",
  access: "anonymous",
  input: patchPaymentInput,
  handler: async ({ paymentId, ...patch }, ctx) => {
    const row = await ownedPayment(ctx, paymentId);
    return paymentView(await patchPayment(ctx.services, row, patch), ctx.locale);
  },
});

/** The sandbox's hosted test page (not a Mollie operation): its address is its key. */
export const getSandboxPayment = defineOperation({
  name: "getSandboxPayment",
  kind: "query",
  access: "anonymous",
  input: paymentIdInput,
  handler: async ({ paymentId }, ctx) => {
    const checkout = await getSandboxCheckout(ctx.services, paymentId);
    return { ...checkout, amount: money(checkout.amountCents, checkout.currency, ctx.locale) };
  },
});

export const doCompleteSandboxPayment = defineOperation({
  name: "doCompleteSandboxPayment",
  kind: "mutation",
  access: "anonymous",
  input: completeSandboxPaymentInput,
  handler: ({ paymentId, outcome }, ctx) => completeSandboxPayment(ctx.services, paymentId, outcome),
});
