import { translatorFor } from "#common/i18n/translator.ts";
import { emptyInput } from "#common/schemas/auth.ts";
import {
  addCartItemInput,
  addCartItemsInput,
  CART_MAX_LINES,
  deleteCartItemInput,
  setCartItemQuantityInput,
  type AddCartItemInput,
} from "#common/schemas/cart.ts";
import {
  addToCart,
  setLineQuantity,
  deleteLines,
  ensureCart,
  findCart,
  listLines,
  mergeSessionCart,
} from "../modules/cart/index.ts";
import type { Cart, LineChange, CartOwner } from "../modules/cart/index.ts";
import { currentCart, ownerOf } from "./cart-current.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";

const actorOf = (ctx: RequestContext) => ({
  locale: ctx.locale,
  now: new Date(),
  propertyFileOwner: ctx.session.data.propertyFileOwner,
  isCustomer: ctx.session.state === "authorized",
});

function reportChanges(ctx: RequestContext, changes: LineChange[]): void {
  const t = translatorFor(ctx.locale);
  const entry = (change: LineChange, quantity: number) => ({
    cartItemId: change.cartItemId,
    variationId: change.variationId,
    quantity,
  });
  const added = changes.filter((change) => change.delta > 0).map((change) => entry(change, change.delta));
  const removed = changes.filter((change) => change.delta < 0).map((change) => entry(change, -change.delta));
  if (added.length > 0) ctx.events.addToCart = added;
  if (removed.length > 0) ctx.events.removeFromCart = removed;
  const capped = changes.flatMap((change) =>
    change.reachedMaximum
      ? [
          {
            ...entry(change, change.quantity),
            stock: change.reachedMaximum.stock,
            message: t("errors.reachedMaximumQuantity", { stock: change.reachedMaximum.stock }),
          },
        ]
      : [],
  );
  if (capped.length > 0) ctx.events.reachedMaximumQuantity = capped;
  const oversold = changes.flatMap((change) =>
    change.overselling
      ? [
          {
            ...entry(change, change.quantity),
            ...change.overselling,
            message: t("errors.basketOversellingWarning", change.overselling),
          },
        ]
      : [],
  );
  if (oversold.length > 0) ctx.events.basketOversellingWarning = oversold;
}

/** A failed change answers its error and, in afterBasketChanged, the cart as it now is. */
async function withCartOnFailure<T>(ctx: RequestContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) ctx.events.afterBasketChanged = { basket: await currentCart(ctx) };
    throw error;
  }
}

async function add(ctx: RequestContext, inputs: AddCartItemInput[]): Promise<Cart> {
  return withCartOnFailure(ctx, async () => {
    // More distinct lines than a cart holds is refused before any database work.
    const distinct = new Set(
      inputs.map((input) => `${input.productId}:${JSON.stringify(input.basketItemOrderParams ?? [])}`),
    );
    if (distinct.size > CART_MAX_LINES) {
      throw new AppError("conflict", "basketMaxItemQuantity", { values: { max: CART_MAX_LINES } });
    }
    const changes = await addToCart(
      ctx.services.db,
      () => ensureCart(ctx.services.db, ownerOf(ctx, true) as CartOwner),
      inputs.map((input) => ({
        variationId: input.productId,
        quantity: input.quantity,
        params: input.basketItemOrderParams ?? [],
        ...(input.attributeValueIds ? { attributeValueIds: input.attributeValueIds } : {}),
      })),
      actorOf(ctx),
    );
    reportChanges(ctx, changes);
    return currentCart(ctx);
  });
}

export const getCart = defineOperation({
  name: "getCart",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: (_input, ctx) => currentCart(ctx),
});

export const doAddCartItem = defineOperation({
  name: "doAddCartItem",
  kind: "mutation",
  access: "anonymous",
  input: addCartItemInput,
  handler: (input, ctx) => add(ctx, [input]),
});

export const doAddCartItems = defineOperation({
  name: "doAddCartItems",
  kind: "mutation",
  access: "anonymous",
  input: addCartItemsInput,
  handler: (input, ctx) => add(ctx, input),
});

export const setCartItemQuantity = defineOperation({
  name: "setCartItemQuantity",
  kind: "mutation",
  access: "anonymous",
  input: setCartItemQuantityInput,
  handler: (input, ctx) =>
    withCartOnFailure(ctx, async () => {
      const owner = ownerOf(ctx, false);
      const cart = owner ? await findCart(ctx.services.db, owner) : undefined;
      if (!cart) throw new AppError("not_found", "basketItemNotFound");
      const change = await setLineQuantity(
        ctx.services.db,
        cart,
        { cartItemId: input.cartItemId, variationId: input.productId, quantity: input.quantity },
        actorOf(ctx),
      );
      reportChanges(ctx, [change]);
      return currentCart(ctx);
    }),
});

export const deleteCartItem = defineOperation({
  name: "deleteCartItem",
  kind: "mutation",
  access: "anonymous",
  input: deleteCartItemInput,
  handler: (input, ctx) =>
    withCartOnFailure(ctx, async () => {
      const { db } = ctx.services;
      const owner = ownerOf(ctx, false);
      const cart = owner ? await findCart(db, owner) : undefined;
      const line = cart
        ? (await listLines(db, cart.id)).find((candidate) => candidate.id === input.cartItemId)
        : undefined;
      if (!cart || !line || (await deleteLines(db, cart.id, [line.id])) === 0) {
        throw new AppError("not_found", "basketItemNotRemoved");
      }
      ctx.events.removeFromCart = [{ cartItemId: line.id, variationId: line.variationId, quantity: line.quantity }];
      return currentCart(ctx);
    }),
});

export const deleteCart = defineOperation({
  name: "deleteCart",
  kind: "mutation",
  access: "anonymous",
  input: emptyInput,
  handler: async (_input, ctx) => {
    const { db } = ctx.services;
    const owner = ownerOf(ctx, false);
    const cart = owner ? await findCart(db, owner) : undefined;
    if (cart) {
      const lines = await listLines(db, cart.id);
      await deleteLines(
        db,
        cart.id,
        lines.map((line) => line.id),
      );
      if (lines.length > 0) {
        ctx.events.removeFromCart = lines.map((line) => ({
          cartItemId: line.id,
          variationId: line.variationId,
          quantity: line.quantity,
        }));
      }
    }
    return currentCart(ctx);
  },
});

/**
 * After login or registration: the cart the visitor filled before joins the customer's
 * cart, and the session no longer holds one of its own.
 */
export async function adoptGuestCart(ctx: RequestContext, customerId: number): Promise<void> {
  const token = ctx.session.data.cartToken;
  if (!token) return;
  await mergeSessionCart(ctx.services.db, token, customerId);
  ctx.session.update({ cartToken: undefined });
}
