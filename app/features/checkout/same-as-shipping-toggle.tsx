import { Button } from "~/components/ui/button.tsx";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { SAME_AS_SHIPPING_FORM } from "./checkout-form-answer.ts";
import { useCheckoutFetcher } from "./use-checkout-fetcher.tsx";

/**
 * 'Billing address same as shipping address' (checked by default). Ticking it makes the
 * chosen shipping address the billing address too; unticking shows the billing section.
 * Without JavaScript an Apply button sends the choice; the page then reads it from the answer
 * (sameAsShippingFromAnswer).
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
  const hydrated = useHydrated();
  const { fetcher, formKeyField } = useCheckoutFetcher(SAME_AS_SHIPPING_FORM);
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
      {!hydrated && (
        <Button type="submit" variant="secondary" className="mt-3">
          {t("checkout.applySameAsShipping")}
        </Button>
      )}
    </fetcher.Form>
  );
}
