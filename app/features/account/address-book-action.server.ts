import type { RouterContextProvider } from "react-router";
import { getAppContext } from "~/lib/context.server.ts";
import { csrfRedirect, formAction } from "~/lib/form-action.server.ts";
import { ADDRESS_FIELDS, addressFromForm } from "~/features/checkout/address-form-data.ts";
import { CHECKOUT_FORM_FIELD } from "~/features/checkout/checkout-form-answer.ts";

/** The address book's forms: save (new or changed), make default, delete. */
export type AddressBookIntent = "saveAddress" | "setDefault" | "deleteAddress";

/**
 * POST /my-account/billing-details and /my-account/shipping-details, with or without
 * JavaScript. Every answer names the form that asked (`form`, as at the checkout), so a plain
 * POST finds its card. Deleting the default address, or the one the open checkout uses, is
 * answered first with `confirmDelete` (the card asks); the card's confirmation sends `confirmed`.
 */
export async function addressBookAction(context: Readonly<RouterContextProvider>, request: Request, typeId: 1 | 2) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  const intent = String(form.get("intent") ?? "");
  const formKey = String(form.get(CHECKOUT_FORM_FIELD) ?? "");
  const addressId = Number(form.get("addressId") ?? 0);
  const values = Object.fromEntries([...ADDRESS_FIELDS, "primary"].map((name) => [name, String(form.get(name) ?? "")]));
  return formAction(
    values,
    async () => {
      const { rpc } = app;
      switch (intent) {
        case "saveAddress": {
          const address = addressFromForm(form);
          if (addressId) await rpc.updateAddress({ typeId, addressId, address });
          else await rpc.createAddress({ typeId, address });
          break;
        }
        case "setDefault":
          await rpc.setDefaultAddress({ typeId, addressId });
          break;
        case "deleteAddress": {
          if (form.get("confirmed") !== "1" && (await needsConfirmation(app.rpc, typeId, addressId))) {
            return { ok: true as const, intent: "confirmDelete" as const, form: formKey, addressId };
          }
          await rpc.deleteAddress({ typeId, addressId });
          break;
        }
        default:
          return { ok: false as const, error: { key: "invalidData" as const }, fields: {}, values, form: formKey };
      }
      return { ok: true as const, intent: intent as AddressBookIntent, form: formKey };
    },
    formKey,
  );
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
