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
