import { money } from "#common/money.ts";
import type { CreateOfferInput } from "#common/schemas/back-office-offers.ts";
import { OFFER_VALID_DAYS_MAX } from "#common/schemas/offers.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { recordActivity, type ActivityActor } from "../modules/activity/index.ts";
import type { AddressSnapshot } from "../modules/address/index.ts";
import {
  basketTotals,
  checkOrderParams,
  deliveryRates,
  loadCartVariations,
  priceLines,
  SHOP_COUNTRY_ID,
  type Cart,
} from "../modules/cart/index.ts";
import { findCustomerByEmail } from "../modules/customer/index.ts";
import { insertOffer, offerPropertyAnswers, variationIdsByNumber, type OfferRow } from "../modules/offer/index.ts";
import { hashAccessKey, newAccessKey, orderLinesFromCart, sealAccessKey } from "../modules/order/index.ts";
import {
  chooseShippingMethod,
  loadShippingProfiles,
  ShippingError,
  shippingOptionsFor,
} from "../modules/shipping/index.ts";
import { netFromGrossCents, shopDay } from "../modules/tax/index.ts";
import { bundlePartsOf } from "./place-order.ts";

/**
 * Drafting an offer in the back office (docs/back-office.md "Offers", ADR 038): priced once, as
 * the cart prices, with the operator's changes; sending, accepting and declining are offers.ts.
 */

type Services = { db: Database; config: Config };

/** The largest amount the order's integer columns hold. */
const MAX_CENTS = 2_147_483_647;

/** A field of the offer form and the catalogue key of what is wrong with it (its values as the key's query). */
function fieldError(field: string, key: string, values?: Record<string, string | number>): AppError {
  const query = values
    ? `?${new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))}`
    : "";
  return new AppError("invalid_data", "offerInvalid", { fields: { [field]: `${key}${query}` } });
}

/** Days between two calendar days (YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Prices a new offer as the cart would for its delivery country (order property answers checked
 * as the cart checks them, their surcharges added), then applies the operator's changes: another
 * price per piece (typed gross with German VAT, like the shop's prices), the shipping method's
 * price or another, a discount spread over the lines by value (each line keeps its share, as a
 * coupon's, so a later return pays back what was paid). Every amount is fixed here.
 */
async function priceOffer(db: Database, input: CreateOfferInput, now: Date) {
  const rows = input.lines
    .map((line, index) => ({ ...line, index }))
    .filter((line) => line.variationNumber !== "" || line.quantity !== undefined);
  if (rows.length === 0) throw fieldError("lines[0].variationNumber", "offers.validation.noLines");
  const ids = await variationIdsByNumber(
    db,
    rows.map((row) => row.variationNumber),
  );
  for (const row of rows) {
    if (row.variationNumber === "") throw fieldError(`lines[${row.index}].variationNumber`, "validation.mandatory");
    if (!ids.has(row.variationNumber))
      throw fieldError(`lines[${row.index}].variationNumber`, "offers.validation.unknownVariation");
    if (row.quantity === undefined) throw fieldError(`lines[${row.index}].quantity`, "validation.mandatory");
  }
  const currency = "EUR";
  const catalogue = await loadCartVariations(db, [...ids.values()], input.locale);
  const answers = rows.map((row) => {
    const field = `lines[${row.index}].properties`;
    const variation = catalogue.get(ids.get(row.variationNumber) as number);
    if (!variation) throw fieldError(`lines[${row.index}].variationNumber`, "offers.validation.notBuyable");
    const read = offerPropertyAnswers(row.properties, variation);
    if (!read.ok) throw fieldError(field, read.key, read.values);
    try {
      return checkOrderParams(variation, read.params).values;
    } catch (error) {
      if (error instanceof AppError) throw fieldError(field, `errors.${error.key}`, error.values);
      throw error;
    }
  });
  const { built, unavailableLineIds, delivery } = await priceLines(
    db,
    rows.map((row, index) => ({
      id: row.index + 1,
      variationId: ids.get(row.variationNumber) as number,
      quantity: row.quantity as number,
      properties: answers[index] ?? [],
    })),
    { locale: input.locale, now, currency, choices: { countryId: input.countryId } },
  );
  const [unavailable] = unavailableLineIds;
  if (unavailable !== undefined)
    throw fieldError(`lines[${unavailable - 1}].variationNumber`, "offers.validation.notBuyable");
  const m = (cents: number) => money(cents, currency, input.locale);
  // The operator's price per piece replaces the shop's with its surcharges (the answers stay,
  // without a price of their own). It is typed as the shop's prices are kept, gross with German
  // VAT: a zero-rated delivery (export, reverse charge) charges its German net, as the cart does.
  const zeroRated = delivery.treatment === "export" || delivery.treatment === "reverseCharge";
  const home = zeroRated ? await deliveryRates(db, SHOP_COUNTRY_ID, now) : delivery;
  const items = built.map((line) => {
    const typed = input.lines[line.item.id - 1]?.unitPriceCents;
    if (typed === null || typed === undefined) return { ...line.item, rateBp: line.rateBp };
    const vatClass = catalogue.get(line.item.variationId)?.vatClass ?? "standard";
    const unitPrice = zeroRated ? netFromGrossCents(typed, home.rates[vatClass]) : typed;
    return {
      ...line.item,
      rateBp: line.rateBp,
      price: m(unitPrice),
      priceNet: m(netFromGrossCents(unitPrice, line.rateBp)),
      amount: m(unitPrice * line.item.quantity),
      basketItemOrderParams: line.item.basketItemOrderParams.map((param) => ({ ...param, price: m(0) })),
    };
  });
  // Every amount fits the order's integer columns.
  const tooLarge = items.find((item) => item.amount.value > MAX_CENTS);
  if (tooLarge) throw fieldError(`lines[${tooLarge.id - 1}].quantity`, "offers.validation.tooLarge");
  const itemSum = items.reduce((sum, item) => sum + item.amount.value, 0);
  const discountCents = input.discountCents ?? 0;
  if (discountCents > itemSum) throw fieldError("discountCents", "offers.validation.discountTooHigh");

  const profiles = await loadShippingProfiles(db);
  let method;
  try {
    method = chooseShippingMethod(
      shippingOptionsFor(profiles, {
        countryId: input.countryId,
        weightG: built.reduce((sum, line) => sum + line.weightG, 0),
        // As the cart: the shipping band of the items' value before the discount.
        itemSumGrossCents: itemSum,
        vatRateBp: delivery.rates.standard,
        currency,
        locale: input.locale,
      }),
      input.shippingProfileId,
    );
  } catch (error) {
    if (error instanceof ShippingError) throw fieldError("shippingProfileId", "errors.shippingMethodNotAvailable");
    throw error;
  }
  const profile = profiles.find((candidate) => candidate.id === method.shippingProfileId);
  const shippingGross = input.shippingPriceCents ?? method.shippingAmount.value;
  const totals = basketTotals({
    lines: items.map((item) => ({
      id: item.id,
      unitGrossCents: item.price.value,
      quantity: item.quantity,
      rateBp: item.rateBp,
    })),
    shippingGrossCents: shippingGross,
    fallbackRateBp: delivery.rates.standard,
    ...(discountCents > 0 ? { discount: { cents: discountCents, lineIds: items.map((item) => item.id) } } : {}),
  });
  if (totals.basketCents > MAX_CENTS || totals.itemSumCents > MAX_CENTS) {
    throw fieldError("lines[0].quantity", "offers.validation.tooLarge");
  }
  // The lines as the order will keep them: a cart of these items with the discount as its coupon's.
  const priced: Cart = {
    items: items.map(({ rateBp: _rateBp, ...item }) => item),
    couponCode: null,
    couponDiscount: m(0 - totals.discountCents),
    couponLineIds: totals.discountCents > 0 ? items.map((item) => item.id) : [],
  } as Pick<Cart, "items" | "couponCode" | "couponDiscount" | "couponLineIds"> as Cart;
  const lines = orderLinesFromCart(priced, await bundlePartsOf(db, priced.items, input.locale));
  return {
    lines,
    currency,
    shipping: {
      profileId: method.shippingProfileId,
      name: profile?.names[input.locale] ?? method.parcelServicePresetName,
      provider: profile?.parcelServiceName ?? method.parcelServiceName,
    },
    totals,
  };
}

/**
 * Drafts an offer (docs/after-sales.md "Offers"): priced and fixed now, sent later. An address
 * of a customer account makes it that customer's offer (only they, logged in, may open it).
 */
export async function createOffer(
  services: Services,
  input: CreateOfferInput,
  actor: ActivityActor,
  now = new Date(),
): Promise<OfferRow> {
  const { db, config } = services;
  const today = shopDay(now);
  if (input.validUntil < today) throw fieldError("validUntil", "offers.validation.validUntilPast");
  if (daysBetween(today, input.validUntil) > OFFER_VALID_DAYS_MAX)
    throw fieldError("validUntil", "offers.validation.validUntilFar", { days: OFFER_VALID_DAYS_MAX });
  const { lines, currency, shipping, totals } = await priceOffer(db, input, now);
  const customer = await findCustomerByEmail(db, input.email);
  const address: AddressSnapshot = {
    companyName: input.companyName,
    firstName: input.firstName,
    lastName: input.lastName,
    streetName: input.streetName,
    houseNumber: input.houseNumber,
    addressAddition: "",
    zipCode: input.zipCode,
    city: input.city,
    stateId: null,
    countryId: input.countryId,
    phoneNumber: "",
    email: input.email,
    vatNumber: "",
    postNumber: "",
  };
  const accessKey = newAccessKey();
  return db.transaction(async (tx) => {
    const offer = await insertOffer(tx, {
      status: "draft",
      customerId: customer?.id ?? null,
      email: input.email,
      locale: input.locale,
      currency,
      address,
      shippingCountryId: input.countryId,
      shippingProfileId: shipping.profileId,
      shippingProfileName: shipping.name,
      shippingProvider: shipping.provider,
      lines,
      itemSumGrossCents: totals.itemSumCents,
      itemSumNetCents: totals.itemSumNetCents,
      shippingGrossCents: totals.shippingCents,
      shippingNetCents: totals.shippingNetCents,
      discountCents: totals.discountCents,
      totalGrossCents: totals.basketCents,
      totalNetCents: totals.basketNetCents,
      vats: totals.vats.map((vat) => ({ rateBp: vat.rateBp, vatCents: vat.vatCents })),
      validUntil: input.validUntil,
      note: input.note,
      accessKeyHash: hashAccessKey(accessKey),
      accessKeySealed: sealAccessKey(accessKey, config.sessionSecret),
      createdAt: now,
      updatedAt: now,
    });
    await recordActivity(tx, { type: "offer", id: offer.id }, actor, "offerCreated", { number: offer.offerNumber });
    return offer;
  });
}
