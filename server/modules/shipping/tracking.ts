import { TRACKING_NUMBER } from "#common/schemas/back-office.ts";

export { TRACKING_NUMBER };

/** Where a tracking number goes in a carrier's tracking page template. */
export const TRACKING_NUMBER_PLACEHOLDER = "{trackingNumber}";

/**
 * The tracking page of a parcel: the carrier's template with the number put in (URL-encoded).
 * Null when the carrier has no template, the number is not a tracking number, or the result is
 * not an https address, so a shopper is never sent to anything but the carrier's secure page.
 */
export function trackingUrlFor(template: string | null, trackingNumber: string): string | null {
  if (!template || !template.includes(TRACKING_NUMBER_PLACEHOLDER) || !TRACKING_NUMBER.test(trackingNumber)) {
    return null;
  }
  const address = template.replaceAll(TRACKING_NUMBER_PLACEHOLDER, encodeURIComponent(trackingNumber));
  try {
    return new URL(address).protocol === "https:" ? address : null;
  } catch {
    return null;
  }
}
