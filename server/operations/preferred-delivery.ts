import { LOCALE_TAGS, type Locale } from "#common/constants.ts";
import { money } from "#common/money.ts";
import type { PreferredDeliveryOptions } from "#common/preferred-delivery-views.ts";
import { emptyInput } from "#common/schemas/auth.ts";
import {
  checkPickupStationInput,
  choiceFromInput,
  getPickupStationsInput,
  PREFERRED_DELIVERY_TEXT_MAX,
  setPreferredDeliveryInput,
  type PreferredDeliveryChoice,
} from "#common/schemas/preferred-delivery.ts";
import { pickupStationProvider } from "../integrations/pickup-stations/default-provider.ts";
import { checkoutDestination, choosePickupStation } from "../modules/preferred-delivery/index.ts";
import {
  choiceProblem,
  offeredDays,
  preferredDeliveryChargeCents,
  preferredDeliveryUnavailability,
  storedChoice,
  type Unavailability,
  loadPreferredDeliverySettings,
  type PreferredDeliverySettings,
} from "../modules/preferred-delivery/index.ts";
import type { RequestContext } from "../rpc/context.ts";
import { AppError } from "../errors.ts";
import { defineOperation } from "../rpc/operation.ts";

/** The shop's currency; the charge is added to the shipping amount in it. */
const CURRENCY = "EUR";
/** Most stations one search answers: a list to choose from, not a directory. */
const STATION_LIMIT = 10;

const dayLabels = new Map<Locale, Intl.DateTimeFormat>();
function dayLabel(day: string, locale: Locale): string {
  let format = dayLabels.get(locale);
  if (!format) {
    // Days are UTC midnights (delivery-days.ts), so format them in UTC to keep the date.
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    dayLabels.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

function optionsFor(
  ctx: RequestContext,
  settings: PreferredDeliverySettings,
  choice: PreferredDeliveryChoice | undefined,
  reason: Unavailability | null,
  now: Date,
): PreferredDeliveryOptions {
  return {
    available: reason === null,
    unavailableReason: reason,
    days:
      reason === null ? offeredDays(now, settings).map((date) => ({ date, label: dayLabel(date, ctx.locale) })) : [],
    charge: money(settings.chargeCents, CURRENCY, ctx.locale),
    currentCharge: money(preferredDeliveryChargeCents(choice, settings), CURRENCY, ctx.locale),
    choice: choice ?? null,
    textMax: PREFERRED_DELIVERY_TEXT_MAX,
  };
}

/** Days, charge and availability of DHL preferred delivery for the checkout's current destination. */
export const getPreferredDeliveryOptions = defineOperation({
  name: "getPreferredDeliveryOptions",
  kind: "query",
  access: "anonymous",
  input: emptyInput,
  handler: async (_input, ctx) => {
    const { db } = ctx.services;
    const settings = await loadPreferredDeliverySettings(db);
    const destination = await checkoutDestination(db, ctx.session.data);
    const now = new Date();
    // A stored choice that no longer holds (the day passed, the address changed) is shown as none.
    const stored = storedChoice(ctx.session.data.checkout?.preferredDelivery);
    const choice = stored && !choiceProblem(stored, { destination, now, settings }) ? stored : undefined;
    return optionsFor(ctx, settings, choice, preferredDeliveryUnavailability(destination), now);
  },
});

/**
 * Stores the shopper's preferred-delivery choice in the checkout session (nothing chosen
 * removes it). Only for a German destination with a five-digit postcode, and only a day
 * the shop offers right now.
 */
export const setPreferredDelivery = defineOperation({
  name: "setPreferredDelivery",
  kind: "mutation",
  access: "anonymous",
  input: setPreferredDeliveryInput,
  handler: async (input, ctx) => {
    const settings = await loadPreferredDeliverySettings(ctx.services.db);
    const now = new Date();
    const choice = storedChoice(choiceFromInput(input));
    const reason = preferredDeliveryUnavailability(await checkoutDestination(ctx.services.db, ctx.session.data));
    if (choice) {
      if (reason) throw new AppError("conflict", "preferredDeliveryNotAvailable");
      if (choice.preferredDay && !offeredDays(now, settings).includes(choice.preferredDay)) {
        throw new AppError("invalid_data", "preferredDayNotAvailable", {
          fields: { preferredDay: "errors.preferredDayNotAvailable" },
        });
      }
    }
    ctx.session.updateCheckout({ preferredDelivery: choice });
    return optionsFor(ctx, settings, choice, reason, now);
  },
});

/** DHL packstations and post offices near a postcode or in a town (docs/glossary.md, storefront spec §5). */
export const getPickupStations = defineOperation({
  name: "getPickupStations",
  kind: "query",
  access: "anonymous",
  input: getPickupStationsInput,
  handler: async (input, ctx) => {
    if (input.zip === "" && input.city === "") {
      const message = "delivery.searchNeedsZipOrCity";
      throw new AppError("invalid_data", "invalidData", { fields: { zip: message, city: message } });
    }
    const stations = await pickupStationProvider.search({ ...input, limit: STATION_LIMIT });
    if (stations.length === 0) throw new AppError("not_found", "pickupStationNoResult");
    const settings = await loadPreferredDeliverySettings(ctx.services.db);
    return { stations, postNumberRequired: settings.postNumberRequired };
  },
});

/**
 * The parcel address for a chosen station, with the post number checked against the shop's
 * setting. The checkout saves it as the shipping address.
 */
export const getPickupStationAddress = defineOperation({
  name: "getPickupStationAddress",
  kind: "query",
  access: "anonymous",
  input: checkPickupStationInput,
  handler: async (input, ctx) => {
    const settings = await loadPreferredDeliverySettings(ctx.services.db);
    const result = await choosePickupStation(pickupStationProvider, settings, input.stationId, input.postNumber);
    if (result.ok) return result.address;
    if (result.problem === "stationNotFound") {
      throw new AppError("not_found", "pickupStationNotFound", {
        fields: { stationId: "errors.pickupStationNotFound" },
      });
    }
    throw new AppError("invalid_data", "invalidData", { fields: { postNumber: result.key } });
  },
});
