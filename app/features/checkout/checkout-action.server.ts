import type { RouterContextProvider } from "react-router";
import { ADDRESS_TYPE } from "#common/constants.ts";
import { getAppContext, type AppLoadContext } from "~/lib/context.server.ts";
import { csrfRedirect, formAction } from "~/lib/form-action.server.ts";
import { saveAddressForm } from "./address-form-action.server.ts";
import { CHECKOUT_FORM_FIELD } from "./checkout-form-answer.ts";
import { placeOrderFromForm } from "./place-order-action.server.ts";

export const CHECKOUT_INTENTS = [
  "email",
  "saveAddress",
  "chooseAddress",
  "deleteAddress",
  "sameAsShipping",
  "shippingMethod",
  "paymentMethod",
  "additional",
] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

const typeIdOf = (form: FormData) =>
  Number(form.get("typeId")) === ADDRESS_TYPE.billing ? ADDRESS_TYPE.billing : ADDRESS_TYPE.shipping;

/** Choosing a shipping address with "billing same as shipping" chooses it for both. */
async function choose(rpc: AppLoadContext["rpc"], typeId: 1 | 2, addressId: number, sameAsShipping: boolean) {
  await rpc.setCheckoutAddress({ typeId, addressId });
  if (typeId === ADDRESS_TYPE.shipping && sameAsShipping) {
    await rpc.setCheckoutAddress({ typeId: ADDRESS_TYPE.billing, addressId });
  }
}

/**
 * POST /checkout: every section's form, with or without JavaScript. Each intent calls one
 * or two operations; failures come back as form data (field errors beside the inputs).
 * Every answer names the section's form that asked (`form`), so a plain POST without
 * JavaScript finds its section too (checkout-form-answer.ts).
 * `placeOrder` is the order button's form without JavaScript (place-order-action.server.ts).
 */
export async function checkoutAction(context: Readonly<RouterContextProvider>, request: Request) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  if (form.get("intent") === "placeOrder") return placeOrderFromForm(app, request, form);
  const intent = String(form.get("intent") ?? "") as CheckoutIntent;
  const formKey = String(form.get(CHECKOUT_FORM_FIELD) ?? "");
  const sameAsShipping = form.get("sameAsShipping") === "1";
  if (intent === "saveAddress") {
    // The address form is on Conform (docs/forms.md); the saved address becomes the checkout's.
    const typeId = typeIdOf(form);
    return saveAddressForm(app.rpc, form, {
      typeId,
      formKey,
      after: async (saved) => {
        await choose(app.rpc, typeId, saved.id, sameAsShipping);
        return { ok: true as const, intent, form: formKey };
      },
    });
  }
  const values = Object.fromEntries(
    ["email", "orderContactWish", "orderCustomerSign"].map((name) => [name, String(form.get(name) ?? "")]),
  );
  return formAction(
    values,
    async () => {
      const { rpc } = app;
      switch (intent) {
        case "email":
          await rpc.setCheckoutEmail({ email: values.email ?? "" });
          break;
        case "chooseAddress":
          await choose(rpc, typeIdOf(form), Number(form.get("addressId")), sameAsShipping);
          break;
        case "deleteAddress":
          await rpc.deleteAddress({ typeId: typeIdOf(form), addressId: Number(form.get("addressId")) });
          break;
        case "sameAsShipping": {
          const shipping = Number(form.get("shippingAddressId") ?? 0);
          if (sameAsShipping && shipping) await choose(rpc, ADDRESS_TYPE.shipping, shipping, true);
          // Unticked, nothing changes until a billing address is saved; the answer keeps the
          // billing section open on the page rendered anew without JavaScript.
          return { ok: true as const, intent, form: formKey, sameAsShipping };
        }
        case "shippingMethod":
          await rpc.setCheckoutShippingMethod({ shippingProfileId: Number(form.get("shippingProfileId")) });
          break;
        case "paymentMethod":
          await rpc.setCheckoutPaymentMethod({ paymentMethodId: Number(form.get("paymentMethodId")) });
          break;
        case "additional":
          await rpc.setCheckoutAdditionalInformation({
            orderContactWish: values.orderContactWish ?? "",
            orderCustomerSign: values.orderCustomerSign ?? "",
            shippingPrivacyHintAccepted: form.get("shippingPrivacyHintAccepted") === "1",
          });
          break;
        default:
          return { ok: false as const, error: { key: "invalidData" as const }, fields: {}, values, form: formKey };
      }
      return { ok: true as const, intent, form: formKey };
    },
    formKey,
  );
}
