import { z } from "zod";
import { messageKey } from "../i18n/message-key.ts";

/** Neighbour name and address (docs/glossary.md, storefront spec §9); the drop-off place uses DHL's same limit. */
export const PREFERRED_DELIVERY_TEXT_MAX = 100;
/** Preferred delivery exists for German addresses with a five-digit postcode (docs/glossary.md, storefront spec §5). */
export const PREFERRED_DELIVERY_POSTCODE = /^\d{5}$/;
/** A DHL post number (Postnummer) has 6 to 10 digits. */
export const POST_NUMBER_PATTERN = /^\d{6,10}$/;
export const PICKUP_STATION_TYPES = ["both", "postOffice", "packstation"] as const;
export type PickupStationSearchType = (typeof PICKUP_STATION_TYPES)[number];
export const DROP_OFF_KINDS = ["none", "place", "neighbour"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// Control characters (line breaks, tabs, escapes) end up on the parcel label; refuse them.
const CONTROL = /\p{Cc}/u;

const text = (max: number) =>
  z
    .string({ error: "validation.invalid" })
    .trim()
    .max(max, messageKey("validation.maxLength", { max }))
    .refine((value) => !CONTROL.test(value), "validation.invalid");

/**
 * The shopper's preferred-delivery choice. Each service is chosen explicitly; a chosen one
 * needs its fields ('required when that service is chosen'). DHL takes either a drop-off
 * place or a neighbour, never both, hence one dropOff kind.
 */
export const setPreferredDeliveryInput = z
  .strictObject({
    preferredDayChosen: z.boolean({ error: "validation.invalid" }).default(false),
    preferredDay: z.string({ error: "validation.invalid" }).trim().max(10, "validation.invalid").default(""),
    dropOff: z.enum(DROP_OFF_KINDS, { error: "validation.invalid" }).default("none"),
    place: text(PREFERRED_DELIVERY_TEXT_MAX).default(""),
    neighbourName: text(PREFERRED_DELIVERY_TEXT_MAX).default(""),
    neighbourAddress: text(PREFERRED_DELIVERY_TEXT_MAX).default(""),
  })
  .superRefine((input, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: "custom", path: [path], message: "validation.mandatory" });
    if (input.preferredDayChosen) {
      if (input.preferredDay === "") required("preferredDay");
      else if (!DAY.test(input.preferredDay)) {
        ctx.addIssue({ code: "custom", path: ["preferredDay"], message: "validation.invalid" });
      }
    }
    if (input.dropOff === "place" && input.place === "") required("place");
    if (input.dropOff === "neighbour") {
      if (input.neighbourName === "") required("neighbourName");
      if (input.neighbourAddress === "") required("neighbourAddress");
    }
  });
export type SetPreferredDeliveryInput = z.input<typeof setPreferredDeliveryInput>;

/** What the session keeps (SessionData.checkout.preferredDelivery); re-read with this schema. */
export const preferredDeliveryChoice = z.strictObject({
  preferredDay: z.string().regex(DAY).optional(),
  dropOff: z
    .discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("place"), place: z.string().min(1).max(PREFERRED_DELIVERY_TEXT_MAX) }),
      z.strictObject({
        kind: z.literal("neighbour"),
        name: z.string().min(1).max(PREFERRED_DELIVERY_TEXT_MAX),
        address: z.string().min(1).max(PREFERRED_DELIVERY_TEXT_MAX),
      }),
    ])
    .optional(),
});
export type PreferredDeliveryChoice = z.output<typeof preferredDeliveryChoice>;

/** The validated form input as the choice the session stores (unchosen services dropped). */
export function choiceFromInput(input: z.output<typeof setPreferredDeliveryInput>): PreferredDeliveryChoice {
  return {
    ...(input.preferredDayChosen && { preferredDay: input.preferredDay }),
    ...(input.dropOff === "place" && { dropOff: { kind: "place" as const, place: input.place } }),
    ...(input.dropOff === "neighbour" && {
      dropOff: { kind: "neighbour" as const, name: input.neighbourName, address: input.neighbourAddress },
    }),
  };
}

export const getPickupStationsInput = z.strictObject({
  /** A postcode or its leading digits. */
  zip: z
    .string({ error: "validation.invalid" })
    .trim()
    .max(5, "validation.invalid")
    .regex(/^\d*$/, "validation.invalid")
    .default(""),
  city: text(60).default(""),
  type: z.enum(PICKUP_STATION_TYPES, { error: "validation.invalid" }).default("both"),
});

export const checkPickupStationInput = z.strictObject({
  stationId: z
    .string({ error: "validation.invalid" })
    .trim()
    .min(1, "validation.mandatory")
    .max(40, "validation.invalid"),
  postNumber: z.string({ error: "validation.invalid" }).trim().max(20, "validation.invalid").default(""),
});

/**
 * The post number's problem as a catalogue key, or null. Used by the finder before it sends
 * and by the server, which decides with the shop's setting.
 */
export function postNumberProblem(postNumber: string, required: boolean): string | null {
  if (postNumber === "") return required ? "delivery.postNumberRequired" : null;
  return POST_NUMBER_PATTERN.test(postNumber) ? null : "delivery.postNumberInvalid";
}
