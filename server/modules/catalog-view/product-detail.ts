import { money, netFromGross } from "#common/money.ts";
import { ratingSummary } from "#common/rating.ts";
import type { Database } from "../../db/client.ts";
import { itemRatingSummaries } from "../review/index.ts";
import { priceForQuantity, priceView, type PriceRow } from "../pricing/index.ts";
import {
  isVariationSalable,
  shownAvailability,
  findDefaultCategory,
  groupImages,
  bundleSaving,
  specialOfferEnd,
  vatRatePercent,
  groupOrderProperties,
  toProductTag,
  cachedRead,
  buildVariationAttributeMap,
  variationLabel,
} from "../catalog/index.ts";
import { loadItemRow, loadItemRows, type ItemRows } from "./product-queries.ts";
import type { BundleComponent, ProductDetail, ProductRequest, ProductVariation } from "../catalog/index.ts";

const LOWEST_PRICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The rows of a product page, cached briefly (read-cache.ts); prices "now" are decided per request. */
async function loadProductRows(db: Database, { itemId, locale, now }: ProductRequest) {
  const head = await loadItemRow(db, itemId);
  if (!head) return null;
  const since = new Date(now.getTime() - LOWEST_PRICE_DAYS * DAY_MS);
  const [rows, ratings] = await Promise.all([
    loadItemRows(db, itemId, locale, since),
    itemRatingSummaries(db, [itemId]),
  ]);
  return { head, rows, ratings };
}

/**
 * One item with all its active variations, in the request's language and price display.
 * null: unknown item, no active variation, or a variation that is not one of them.
 * "login-required": the item is only in customers-only categories.
 */
export async function loadProductDetail(
  db: Database,
  request: ProductRequest,
): Promise<ProductDetail | "login-required" | null> {
  const { itemId, locale, now } = request;
  const loaded = await cachedRead(db, `product:${itemId}:${locale}`, () => loadProductRows(db, request));
  if (!loaded) return null;
  const { head, rows, ratings } = loaded;
  const texts = head.texts.find((text) => text.lang === locale) ?? head.texts[0];
  if (!texts || rows.variationRows.length === 0) return null;

  const selected =
    request.variationId === null
      ? (rows.variationRows.find((row) => row.variation.isMain) ?? rows.variationRows[0])
      : rows.variationRows.find((row) => row.variation.id === request.variationId);
  if (!selected) return null;

  const category = await findDefaultCategory(db, locale, rows.categoryRows, request.includeCustomerOnly);
  if (category === "login-required") return "login-required";

  const vatRate = vatRatePercent(head.item.vatClass);
  const pricesByVariation = groupBy(rows.prices, (price) => price.variationId);
  const images = groupImages(rows.imageRows, locale);
  const lowest = new Map(rows.lowestPrices.map((row) => [row.variationId, row.lowestCents]));
  const display = { locale, showNetPrices: request.showNetPrices, vatRatePercent: vatRate };
  const componentsByBundle = groupBy(rows.componentRows, (row) => row.bundleVariationId);

  const built = rows.variationRows.map(({ variation, availability, unit, stock }) => {
    const priceRows: PriceRow[] = pricesByVariation.get(variation.id) ?? [];
    const unitView = { code: unit.code, content: Number(variation.unitContent), name: unit.names[locale] };
    const prices = priceView(priceRows, {
      now,
      lowest30DaysCents: lowest.get(variation.id) ?? null,
      unit: unitView,
      display,
    });
    const componentRows = componentsByBundle.get(variation.id) ?? [];
    const components = componentRows.map((row) => toComponent(row, pricesByVariation, images, request));
    const isSalable = isVariationSalable({
      salable: variation.salable,
      hasPrice: prices !== null,
      availableUntil: variation.availableUntil,
      minimumOrderQuantity: variation.minimumOrderQuantity,
      stock,
      components: componentRows.map((row) => ({
        quantity: row.quantity,
        stock: row.stock,
        salable: row.variation.active && row.variation.salable,
      })),
      now,
    });
    const saving =
      prices && components.length > 0
        ? bundleSaving(
            prices.price.value,
            components.map((component) => ({
              priceCents: component.price?.value ?? null,
              quantity: component.quantity,
            })),
          )
        : null;
    const currency = prices?.price.currency ?? "EUR";
    return {
      variation,
      isSalable,
      view: {
        id: variation.id,
        number: variation.number,
        gtin: variation.gtin,
        mpn: variation.mpn,
        isMain: variation.isMain,
        name: texts.name,
        label: "",
        isSalable,
        minimumOrderQuantity: variation.minimumOrderQuantity,
        intervalOrderQuantity: variation.intervalOrderQuantity,
        maximumOrderQuantity: variation.maximumOrderQuantity,
        availableUntil: variation.availableUntil?.toISOString() ?? null,
        dimensions: {
          widthMm: variation.widthMm,
          heightMm: variation.heightMm,
          lengthMm: variation.lengthMm,
          weightG: variation.weightG,
        },
        availability: shownAvailability(
          { id: availability.id, name: availability.names[locale], averageDays: availability.averageDays },
          isSalable,
          locale,
        ),
        unit: unitView,
        prices,
        specialOfferValidUntil: prices?.regularPrice ? (specialOfferEnd(priceRows, now)?.toISOString() ?? null) : null,
        imageIds: images.byVariation.get(variation.id) ?? [],
        properties: variation.properties.map((property) => ({
          name: property.name[locale],
          value: property.value[locale],
        })),
        bundle:
          components.length > 0
            ? {
                components,
                saving: saving && {
                  componentsTotal: money(saving.componentsTotalCents, currency, locale),
                  amount: money(saving.savingCents, currency, locale),
                  percent: saving.savingPercent,
                },
              }
            : null,
      } satisfies ProductVariation,
    };
  });

  const variationAttributeMap = buildVariationAttributeMap(
    rows.attributeRows,
    built.map((entry) => ({ id: entry.variation.id, isSalable: entry.isSalable })),
    locale,
  );
  for (const { view } of built) {
    view.label = variationLabel(variationAttributeMap, view.id);
    if (view.label) view.name = `${texts.name}, ${view.label}`;
  }
  const main = rows.variationRows.find((row) => row.variation.isMain) ?? rows.variationRows[0];
  const manufacturer = head.manufacturer;
  const currency = built.find((entry) => entry.view.prices)?.view.prices?.price.currency ?? "EUR";

  return {
    item: { id: head.item.id, itemType: head.item.itemType },
    texts: {
      name: texts.name,
      urlPath: texts.urlPath,
      title: texts.title,
      shortDescription: texts.shortDescription,
      description: texts.description,
      technicalData: texts.technicalData,
      metaDescription: texts.metaDescription,
      keywords: texts.keywords,
    },
    urlPathByLocale: Object.fromEntries(head.texts.map((text) => [text.lang, text.urlPath])),
    selectedVariationId: selected.variation.id,
    mainVariationId: main?.variation.id ?? selected.variation.id,
    variations: built.map((entry) => entry.view),
    images: images.byItem.get(itemId) ?? [],
    variationAttributeMap,
    manufacturer: manufacturer && {
      id: manufacturer.id,
      name: manufacturer.externalName || manufacturer.name,
      street: manufacturer.street,
      postcode: manufacturer.postcode,
      city: manufacturer.city,
      countryCode: manufacturer.countryCode,
      email: manufacturer.email,
      url: manufacturer.url,
      responsiblePerson: manufacturer.responsiblePerson ?? null,
    },
    defaultCategory: category,
    orderProperties: groupOrderProperties(rows.propertyRows, rows.selectionRows, {
      locale,
      currency,
      vatRatePercent: vatRate,
      showNetPrices: request.showNetPrices,
    }),
    tags: rows.tagRows.map((tag) => toProductTag(tag, locale)),
    rating: ratings.get(itemId) ?? ratingSummary({}),
    salableVariationCount: built.filter((entry) => entry.isSalable).length,
    showNetPrices: request.showNetPrices,
    vatRatePercent: vatRate,
  };
}

function toComponent(
  row: ItemRows["componentRows"][number],
  pricesByVariation: Map<number, PriceRow[]>,
  images: ReturnType<typeof groupImages>,
  request: ProductRequest,
): BundleComponent {
  const gross = priceForQuantity(pricesByVariation.get(row.variation.id) ?? [], 1, request.now);
  const currency = pricesByVariation.get(row.variation.id)?.[0]?.currency ?? "EUR";
  const cents =
    gross === null ? null : request.showNetPrices ? netFromGross(gross, vatRatePercent(row.vatClass)) : gross;
  const own = images.byVariation.get(row.variation.id)?.[0];
  const itemImages = images.byItem.get(row.variation.itemId) ?? [];
  return {
    variationId: row.variation.id,
    itemId: row.variation.itemId,
    name: row.name ?? "",
    urlPath: row.urlPath ?? "",
    quantity: row.quantity,
    image: itemImages.find((image) => image.id === own) ?? itemImages[0] ?? null,
    price: cents === null ? null : money(cents, currency, request.locale),
  };
}

function groupBy<T, K>(list: T[], key: (entry: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const entry of list) {
    const group = map.get(key(entry));
    if (group) group.push(entry);
    else map.set(key(entry), [entry]);
  }
  return map;
}
