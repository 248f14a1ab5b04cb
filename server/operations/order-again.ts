import { translatorFor, type Translator } from "#common/i18n/translator.ts";
import { money, type Money } from "#common/money.ts";
import { customerOrderInput } from "#common/schemas/order.ts";
import { checkOrderParams, priceLines, type CartVariation } from "../modules/cart/index.ts";
import {
  findOrderById,
  listOrderItems,
  ORDER_ITEM_TYPE,
  orderPropertyDisplay,
  type OrderItemRow,
} from "../modules/order/index.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";
import { pricingChoicesOf } from "./cart-current.ts";

/** One line of an order as it could be ordered again now (storefront spec §4 "Order-again"). */
export type OrderAgainLine = {
  orderItemId: number;
  variationId: number;
  name: string;
  attributes: { name: string; value: string }[];
  /** The answers as the order shows them (name and display value). */
  properties: { propertyId: number; name: string; displayValue: string }[];
  /** The answers the cart is given when the line is added again. */
  orderParams: { propertyId: number; value: string }[];
  image: string | null;
  /** urlPath_itemId_variationId of the product, for its page. */
  urlPath: string;
  quantity: number;
  /** What one piece cost in the order (gross, with its surcharges). */
  originalPrice: Money;
  /** What one piece costs now in the customer's cart; null when it can no longer be bought. */
  currentPrice: Money | null;
  /** No longer salable and active, or a price other than the order's: sorted first. */
  changed: boolean;
  /** Why the line cannot go to the cart as ordered (translated); null when it can. */
  problem: string | null;
};

export type OrderAgainAnswer = {
  orderId: number;
  orderNumber: string;
  lines: OrderAgainLine[];
};

/** Lines of the order that are things one can buy: single items and bundles (not their parts, not coupons). */
function orderedLines(items: OrderItemRow[]): (OrderItemRow & { variationId: number })[] {
  return items.filter(
    (item): item is OrderItemRow & { variationId: number } =>
      item.variationId !== null &&
      (item.typeId === ORDER_ITEM_TYPE.variation || item.typeId === ORDER_ITEM_TYPE.bundle),
  );
}

/**
 * Whether the order's answers still fit the item: every answer's property still exists with
 * its type and, for selections, the chosen value; every required property answered (storefront
 * spec §4). A file answer is the earlier order's upload, which a new cart line cannot take over:
 * the customer uploads it again on the product page. Answers the translated reason, else null.
 */
function propertyProblem(t: Translator, variation: CartVariation, line: OrderItemRow): string | null {
  const file = line.properties.find((property) => property.type === "file");
  if (file) return t("account.orderAgain.fileAgain", { name: file.name });
  const changedType = line.properties.find((ordered) => {
    const current = variation.properties.find((property) => property.id === ordered.propertyId);
    return current !== undefined && current.valueType !== ordered.type;
  });
  if (changedType) return t("errors.orderPropertyInvalid", { name: changedType.name });
  try {
    checkOrderParams(
      variation,
      line.properties.map((property) => ({ propertyId: property.propertyId, value: property.value })),
    );
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return t(`errors.${error.key}`, error.values ?? {});
  }
}

/**
 * One of the customer's orders as it could be ordered again: each line with the order's price
 * and today's price in the customer's cart (delivery country and VAT number as the session
 * has them), changed lines first. Adding is the cart's doAddCartItems with the lines' answers;
 * the cart applies its stock and quantity rules as always. Another customer's order, a guest
 * order or an unknown id are all 'not found'.
 */
export const getOrderAgain = defineOperation({
  name: "getOrderAgain",
  kind: "query",
  access: "customer",
  input: customerOrderInput,
  handler: async (input, ctx): Promise<OrderAgainAnswer> => {
    const { db } = ctx.services;
    const order = await findOrderById(db, input.orderId);
    if (!order || order.customerId === null || order.customerId !== ctx.session.data.userId) {
      throw new AppError("not_found", "orderNotFound");
    }
    const lines = orderedLines(await listOrderItems(db, order.id));
    const now = new Date();
    // The cart's pricing reads the variations once; the answer checks use the same rows.
    const priced = await priceLines(
      db,
      lines.map((line) => ({
        id: line.id,
        variationId: line.variationId,
        quantity: line.quantity,
        properties: line.properties.map((property) => ({ propertyId: property.propertyId, value: property.value })),
      })),
      { locale: ctx.locale, now, choices: await pricingChoicesOf(ctx), currency: order.currency },
    );
    const t = translatorFor(ctx.locale);
    const pricedById = new Map(priced.built.map((line) => [line.item.id, line.item]));
    const answers = lines.map((line): OrderAgainLine => {
      const variation = priced.variations.get(line.variationId);
      const current = pricedById.get(line.id);
      const problem =
        !variation || !current ? t("account.orderAgain.unavailable") : propertyProblem(t, variation, line);
      const currentPrice = current ? current.price : null;
      return {
        orderItemId: line.id,
        variationId: line.variationId,
        name: line.name,
        attributes: line.attributes,
        properties: line.properties.map((property) => ({
          propertyId: property.propertyId,
          name: property.name,
          displayValue: orderPropertyDisplay(property),
        })),
        orderParams: line.properties.map((property) => ({ propertyId: property.propertyId, value: property.value })),
        image: line.image,
        urlPath: line.urlPath,
        quantity: line.quantity,
        originalPrice: money(line.unitGrossCents, order.currency, ctx.locale),
        currentPrice,
        changed: currentPrice === null || currentPrice.value !== line.unitGrossCents,
        problem,
      };
    });
    // Changed lines first; otherwise the order's own sequence (Array.prototype.sort is stable).
    answers.sort((a, b) => Number(b.changed) - Number(a.changed));
    return { orderId: order.id, orderNumber: order.orderNumber, lines: answers };
  },
});
