import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { conformAction, csrfRedirect } from "~/lib/form-action.server.ts";
import { saveAddressForm } from "~/features/checkout/address-form-action.server.ts";
import { CHECKOUT_FORM_FIELD } from "~/features/checkout/checkout-form-answer.ts";

/** The address book's forms: save (new or changed), make default, delete. */
export type AddressBookIntent = "saveAddress" | "setDefault" | "deleteAddress";

/** The default and delete buttons' form: the address it is about, and the confirmation of a delete. */
const addressButtonForm = z.object({
  addressId: z.number({ error: "validation.invalid" }).int().positive(),
  confirmed: z.literal("1").optional(),
});

/**
 * POST /my-account/billing-details and /my-account/shipping-details, with or without
 * JavaScript, on Conform (docs/forms.md): the address form is the checkout's
 * (saveAddressForm); the default and delete buttons send the address's id. Every answer names
 * the form that asked (`form`, as at the checkout), so a plain POST finds its card. Deleting
 * the default address, or the one the open checkout uses, is answered first with
 * `confirmDelete` (the card asks); the card's confirmation sends `confirmed`.
 */
export async function addressBookAction(context: Readonly<RouterContextProvider>, request: Request, typeId: 1 | 2) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  const intent = String(form.get("intent") ?? "");
  const formKey = String(form.get(CHECKOUT_FORM_FIELD) ?? "");
  const { rpc } = app;
  const done = (done: AddressBookIntent) => ({ ok: true as const, intent: done, form: formKey });
  if (intent === "saveAddress") {
    return saveAddressForm(rpc, form, { typeId, formKey, after: async () => done("saveAddress") });
  }
  return conformAction(form, {
    schema: addressButtonForm,
    fields: ["addressId", "confirmed"],
    form: formKey,
    run: async ({ addressId, confirmed }) => {
      if (intent === "setDefault") {
        await rpc.setDefaultAddress({ typeId, addressId });
        return done("setDefault");
      }
      if (intent !== "deleteAddress") throw new AppError("invalid_data", "invalidData");
      if (confirmed !== "1" && (await needsConfirmation(rpc, typeId, addressId))) {
        return { ok: true as const, intent: "confirmDelete" as const, form: formKey, addressId };
      }
      await rpc.deleteAddress({ typeId, addressId });
      return done("deleteAddress");
    },
  });
}

/**
 * Whether deleting asks first: the default address of its kind, or the one the open checkout
 * has chosen. An address that is not the customer's asks nothing; the delete refuses it.
 */
async function needsConfirmation(
  rpc: ReturnType<typeof getAppContext>["rpc"],
  typeId: 1 | 2,
  addressId: number,
): Promise<boolean> {
  const [addresses, session] = await Promise.all([rpc.getAddresses({ typeId }), rpc.getSession()]);
  const address = addresses.find((candidate) => candidate.id === addressId);
  if (!address) return false;
  const chosen = typeId === 1 ? session.checkoutAddresses.billing : session.checkoutAddresses.shipping;
  return address.primary || chosen === addressId;
}
