import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useCheckoutFetcher } from "./use-checkout-fetcher.tsx";

/**
 * 'Billing address same as shipping address' (checked by default). Ticking it makes the
 * chosen shipping address the billing address too; unticking shows the billing section.
 */
export function SameAsShippingToggle({
  checked,
  onChange,
  shippingAddressId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  shippingAddressId: number | null;
}) {
  const t = useT();
  const { fetcher, formKeyField } = useCheckoutFetcher("same-as-shipping");
  return (
    <fetcher.Form method="post" className="rounded-lg border border-neutral-300 p-4">
      <CsrfField />
      <input type="hidden" name="intent" value="sameAsShipping" />
      {formKeyField}
      {shippingAddressId !== null && <input type="hidden" name="shippingAddressId" value={shippingAddressId} />}
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="sameAsShipping"
          value="1"
          checked={checked}
          onChange={(event) => {
            onChange(event.target.checked);
            if (event.target.checked && shippingAddressId !== null) void fetcher.submit(event.target.form);
          }}
        />
        {t("checkout.sameAsShipping")}
      </label>
    </fetcher.Form>
  );
}
