import { addressSchema } from "#common/schemas/address.ts";
import type { AddressView } from "#server/operations/address.ts";
import type { AppLoadContext } from "~/lib/context.server.ts";
import { conformAction } from "~/lib/form-action.server.ts";
import { ADDRESS_FIELDS } from "./address-form-data.ts";

/** The address form's fields: the address and its 'default' check box (docs/forms.md). */
export const ADDRESS_FORM_FIELDS = [...ADDRESS_FIELDS, "primary"] as const;

/** The address operations name a field inside their input (`address.zipCode`); the form's is `zipCode`. */
const formField = (operationField: string) => operationField.replace(/^address\./, "");

/**
 * The address form of the checkout and the account's address books, the Conform way
 * (docs/forms.md): the form is checked with the address operations' own schema, then the
 * address is created, or changed when the form names `addressId`, and `after` answers with
 * the saved address. A refusal (the schema's, or the operation's: postcode, state, VAT number
 * of the country) is Conform's reply with the form's field names and its `form` key.
 */
export async function saveAddressForm<Answer>(
  rpc: AppLoadContext["rpc"],
  form: FormData,
  options: { typeId: 1 | 2; formKey: string; after: (saved: AddressView) => Promise<Answer> },
) {
  const addressId = Number(form.get("addressId") ?? 0);
  return conformAction(form, {
    schema: addressSchema,
    fields: ADDRESS_FORM_FIELDS,
    form: options.formKey,
    errorField: formField,
    run: async (address) => {
      const { typeId } = options;
      const saved = addressId
        ? await rpc.updateAddress({ typeId, addressId, address })
        : await rpc.createAddress({ typeId, address });
      return options.after(saved);
    },
  });
}
