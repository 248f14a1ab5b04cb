import { useActionData, useSearchParams } from "react-router";
import { ADDRESS_TYPE } from "#common/constants.ts";
import { sameAsShippingFromAnswer } from "./checkout-form-answer.ts";

/** The search parameter that opens an address form without JavaScript: `?edit=<typeId>-<addressId|new>`. */
const EDIT_PARAM = "edit";

export type Editing = number | "new" | null;

/** The link (search only) that opens an address's form, or the form for a new one. */
export function editSearch(typeId: 1 | 2, target: number | "new"): string {
  return `?${EDIT_PARAM}=${typeId}-${target}`;
}

/** The section's address a target names: a listed one or "new"; anything else is none. */
function listed(typeId: 1 | 2, addresses: { id: number }[], key: string | null, target: string | undefined): Editing {
  if (key !== String(typeId) || target === undefined) return null;
  if (target === "new") return "new";
  const id = Number(target);
  return addresses.some((address) => address.id === id) ? id : null;
}

/** The form the link opens (`?edit=1-5`), when it names this section and one of its addresses. */
export function editFromSearch(search: URLSearchParams, typeId: 1 | 2, addresses: { id: number }[]): Editing {
  const match = /^([12])-(new|\d+)$/.exec(search.get(EDIT_PARAM) ?? "");
  return listed(typeId, addresses, match?.[1] ?? null, match?.[2]);
}

/**
 * The form a refused plain POST came from (`address-1-5`): it stays open with its errors.
 * The address form posts to the page without `?edit`, so a saved address closes it.
 */
export function editFromAnswer(actionData: unknown, typeId: 1 | 2, addresses: { id: number }[]): Editing {
  if (typeof actionData !== "object" || actionData === null || !("ok" in actionData) || actionData.ok !== false) {
    return null;
  }
  const form = "form" in actionData && typeof actionData.form === "string" ? actionData.form : "";
  const match = /^address-([12])-(new|\d+)$/.exec(form);
  return listed(typeId, addresses, match?.[1] ?? null, match?.[2]);
}

/**
 * The address form open when the page is rendered: without JavaScript the page is the only
 * state there is, so the link's `?edit=` or a refused form's answer opens it. With
 * JavaScript the section's buttons change it from there.
 */
export function useInitialEditing(typeId: 1 | 2, addresses: { id: number }[]): Editing {
  const [search] = useSearchParams();
  const actionData = useActionData();
  return editFromAnswer(actionData, typeId, addresses) ?? editFromSearch(search, typeId, addresses);
}

/** Whether the link (`?edit=1-…`) opens a billing address form. */
export function editsBilling(search: URLSearchParams): boolean {
  return (search.get(EDIT_PARAM) ?? "").startsWith(`${ADDRESS_TYPE.billing}-`);
}

/**
 * "Billing address same as shipping" when the page is rendered: what a plain POST's answer
 * says, else unticked when the link opens a billing address form, else what the checkout's
 * addresses say (no billing address, or the shipping one).
 */
export function useInitialSameAsShipping(billingAddressId: number | null, shippingAddressId: number | null): boolean {
  const [search] = useSearchParams();
  const answered = sameAsShippingFromAnswer(useActionData());
  if (answered !== null) return answered;
  if (editsBilling(search)) return false;
  return billingAddressId === null || billingAddressId === shippingAddressId;
}
