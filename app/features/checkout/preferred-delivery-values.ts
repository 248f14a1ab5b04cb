import type { Locale } from "#common/constants.ts";
import { fieldErrorMessage } from "#common/i18n/error-message.ts";
import {
  setPreferredDeliveryInput,
  type PreferredDeliveryChoice,
  type SetPreferredDeliveryInput,
} from "#common/schemas/preferred-delivery.ts";

/** The form's state: every field, also those of services not chosen (they keep what was typed). */
export type PreferredDeliveryFormValues = Required<SetPreferredDeliveryInput>;
export type PreferredDeliveryField = keyof PreferredDeliveryFormValues;
export type PreferredDeliveryErrors = Partial<Record<PreferredDeliveryField, string>>;

export function formValuesFromChoice(choice: PreferredDeliveryChoice | null): PreferredDeliveryFormValues {
  const dropOff = choice?.dropOff;
  return {
    preferredDayChosen: Boolean(choice?.preferredDay),
    preferredDay: choice?.preferredDay ?? "",
    dropOff: dropOff?.kind ?? "none",
    place: dropOff?.kind === "place" ? dropOff.place : "",
    neighbourName: dropOff?.kind === "neighbour" ? dropOff.name : "",
    neighbourAddress: dropOff?.kind === "neighbour" ? dropOff.address : "",
  };
}

/**
 * The same schema the server checks with, run before sending: translated messages per
 * field, or null when the values may be sent.
 */
export function preferredDeliveryFormErrors(
  values: PreferredDeliveryFormValues,
  locale: Locale,
): PreferredDeliveryErrors | null {
  const result = setPreferredDeliveryInput.safeParse(values);
  if (result.success) return null;
  const errors: PreferredDeliveryErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PreferredDeliveryField;
    errors[field] ??= fieldErrorMessage(locale, issue.message);
  }
  return errors;
}
