import { ADDRESS_TYPE } from "#common/constants.ts";
import type { ErrorKey } from "#common/errors.ts";
import type { FormFailure, FormReply } from "~/lib/form-action.server.ts";

/** The hidden field that names which checkout section's form was sent (its fetcher key). */
export const CHECKOUT_FORM_FIELD = "_form";

/** Whether the action's answer is the answer to the form with this key. */
function answersForm(answer: unknown, key: string): boolean {
  return typeof answer === "object" && answer !== null && "form" in answer && answer.form === key;
}

/**
 * A section's answer: its fetcher's data, else the route's action data when that answers
 * this section's form. Without JavaScript a section's form is a plain POST, so the answer
 * arrives as the route's action data and the fetcher has none; the key tells the sections
 * apart (both address forms, for instance, send `intent=saveAddress`).
 */
export function checkoutFormAnswer<T>(
  key: string,
  fetcherData: T | undefined,
  actionData: T | undefined,
): T | undefined {
  if (fetcherData !== undefined) return fetcherData;
  return answersForm(actionData, key) ? actionData : undefined;
}

/** The "billing address same as shipping" toggle's form key. */
export const SAME_AS_SHIPPING_FORM = "same-as-shipping";

/** A billing address section's forms: `address-1-…`, `choose-address-1`, `delete-address-1`. */
const BILLING_FORM = new RegExp(`^(?:address|choose-address|delete-address)-${ADDRESS_TYPE.billing}(?:-|$)`);

/**
 * What the route's answer says about "billing same as shipping", or null when it says
 * nothing (the checkout's addresses decide). Without JavaScript the page is rendered anew
 * after every POST, so the unticked toggle (which changes nothing on the server until a
 * billing address is saved) and a refused billing address form must keep the billing
 * section open.
 */
export function sameAsShippingFromAnswer(actionData: unknown): boolean | null {
  if (typeof actionData !== "object" || actionData === null || !("form" in actionData)) return null;
  const { form } = actionData;
  if (form === SAME_AS_SHIPPING_FORM) return "sameAsShipping" in actionData && actionData.sameAsShipping === true;
  return typeof form === "string" && BILLING_FORM.test(form) ? false : null;
}

function isConformRefusal(value: unknown): value is FormReply {
  return typeof value === "object" && value !== null && (value as { status?: unknown }).status === "error";
}

/**
 * Conform's reply to a refused form as formAction's FormFailure (`form` kept), which
 * useFormFeedback reads; any other answer as it is. The checkout's sections share one fetcher
 * helper, the address form on Conform and the others not yet (docs/forms.md).
 */
export function conformRefusalAsFailure(actionData: unknown): unknown {
  if (!isConformRefusal(actionData)) return actionData;
  const errors = actionData.error ?? {};
  const fields: Record<string, string> = {};
  for (const [name, keys] of Object.entries(errors)) if (name !== "" && keys?.[0]) fields[name] = keys[0];
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(actionData.initialValue ?? {})) {
    if (typeof value === "string") values[name] = value;
  }
  const formKey = errors[""]?.[0] ?? "invalidData";
  const failure: FormFailure = {
    ok: false,
    error: { key: formKey as ErrorKey, ...(actionData.errorValues ? { values: actionData.errorValues } : {}) },
    fields,
    values,
  };
  if (actionData.form !== undefined) failure.form = actionData.form;
  return failure;
}
